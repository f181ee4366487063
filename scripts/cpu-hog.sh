#!/usr/bin/env bash
# Runs a command (by default the test suite) beside a process that keeps every core busy, as a busy CI machine or
# a developer's build would: the tests must pass there too, their waits following events or growing with the work,
# never timed for an idle machine.
#   scripts/cpu-hog.sh                    # npm test beside the hog
#   scripts/cpu-hog.sh npx vitest run test/e2e/postgres.test.ts
set -uo pipefail
cd "$(dirname "$0")/.."
cores=$(nproc 2>/dev/null || echo 2)
hogs=()
stop_hogs() { [ ${#hogs[@]} -gt 0 ] && kill "${hogs[@]}" 2>/dev/null; }
trap stop_hogs EXIT
# One busy loop per core, at normal priority: the suite competes for every core.
for _ in $(seq "$cores"); do
  node -e 'for (;;) {}' &
  hogs+=($!)
done
echo "cpu-hog: ${cores} busy loops beside: ${*:-npm test}" >&2
if [ $# -eq 0 ]; then npm test; else "$@"; fi
