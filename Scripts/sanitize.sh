#!/usr/bin/env bash
# Runs the whole test suite (debug) under the thread sanitizer and under the
# address sanitizer (with its leak checker), each in its own scratch folder,
# and prints one line per sanitizer. Run it before resolving an issue that
# touches shared state, unsafe code or the C target; the last results are in
# Docs/Reliability.md. .ci/run runs it too, building and testing apart so
# that a build overlaps another step's tests.
#
#   Scripts/sanitize.sh                 both, built and run
#   Scripts/sanitize.sh thread          one of them
#   Scripts/sanitize.sh build thread    only the build
#   Scripts/sanitize.sh test thread     only the run, of what was built
#   FILTER='Deep|Cycle' Scripts/sanitize.sh   a subset (swift test --filter)
set -uo pipefail
cd "$(dirname "$0")/.."

mode=all
case "${1:-}" in
    build|test) mode=$1; shift ;;
esac
kinds=("$@")
[ $# -eq 0 ] && kinds=(thread address)
filter=()
[ -n "${FILTER:-}" ] && filter=(--filter "$FILTER")
status=0

for kind in "${kinds[@]}"; do
    scratch=".build-${kind:0:1}san"
    if [ "$mode" = build ]; then
        # The test bundle only (its tests are found through the index store).
        swift build --product KakaJSONPackageTests --sanitize="$kind" --scratch-path "$scratch" || status=1
        continue
    fi
    skip=()
    [ "$mode" = test ] && skip=(--skip-build)
    log=$(mktemp)
    start=$(date +%s)
    # XCTest keeps some allocations until exit; they are not ours.
    # KAKAJSON_SANITIZER: generated tests run a fifth of their cases (TestScale).
    KAKAJSON_SANITIZER="$kind" LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt" \
        swift test --sanitize="$kind" --scratch-path "$scratch" "${skip[@]}" "${filter[@]}" >"$log" 2>&1
    code=$?
    seconds=$(( $(date +%s) - start ))
    summary=$(grep -E "Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -1 | sed -E 's/^[[:space:]]+//')
    reports=$(grep -cE "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer))" "$log")
    echo "$kind: exit $code, $reports sanitizer reports, ${seconds}s; $summary (log: $log)"
    if [ "$code" -ne 0 ] || [ "$reports" -ne 0 ]; then
        status=1
        grep -E -A20 "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: )" "$log" | head -60
    fi
done
exit $status
