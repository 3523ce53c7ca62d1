#!/usr/bin/env bash
# The whole `npm test` on a busy machine: two busy-loop processes run beside it (as other work
# would), RUNS times in a row (default 3), stopping at the first failure. Prints each run's wall
# time, the load average at its end and its pass/fail line, then all of them together.
#
#   scripts/test-under-load.sh            # 3 runs of `npm test -- --force`
#   RUNS=1 scripts/test-under-load.sh true   # another command (checks the mechanism)
#
# The busy loops are this script's own children, stopped by pid when it ends, however it ends.
set -uo pipefail
cd "$(dirname "$0")/.."

runs="${RUNS:-3}"
command=("$@")
# `--force`: every run does all the work again (turbo's cache would answer runs 2 and 3 from run 1's
# results in seconds, as it did in session 30's first try: "pass in 0m07s").
[ ${#command[@]} -gt 0 ] || command=(npm test -- --force)

busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null; done
  for pid in "${busy[@]}"; do wait "$pid" 2>/dev/null; done
  busy=()
}
trap stop_busy EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for _ in 1 2; do
  bash -c 'while :; do :; done' &
  busy+=($!)
done
echo "test-under-load: busy loops ${busy[*]} beside \`${command[*]}\`, $runs run(s)"

summary=""
status=0
for run in $(seq 1 "$runs"); do
  started=$SECONDS
  "${command[@]}"
  status=$?
  took=$((SECONDS - started))
  result=$([ "$status" = 0 ] && echo pass || echo "FAIL (exit $status)")
  line="$(printf 'run %d/%d: %s in %dm%02ds, load average %s' "$run" "$runs" "$result" \
    $((took / 60)) $((took % 60)) "$(cut -d' ' -f1-3 /proc/loadavg)")"
  echo "test-under-load: $line"
  summary+="  $line"$'\n'
  [ "$status" = 0 ] || break
done
printf '\ntest-under-load:\n%s' "$summary"
exit "$status"
