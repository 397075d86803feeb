#!/usr/bin/env bash
# Fuzz/run.sh SECONDS [libFuzzer options]
#
# Builds KakaJSON with libFuzzer and AddressSanitizer instrumentation, links
# Fuzz/Harness.swift against it, and fuzzes for SECONDS (default 60) from the
# seed corpora: Fuzz/corpus (model-shaped documents) and JSONTestSuite's
# files in the test fixtures (new inputs found go to .build-fuzz/corpus, not
# into the repository). Exits non-zero on a crash, a sanitizer report or a
# failed check; the input is saved in Fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true

scratch=.build-fuzz
swift build --scratch-path "$scratch" -c release --target KakaJSON --disable-index-store \
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address >/dev/null
out="$scratch/release"
# The objects of the current sources only: a file removed since the last
# build leaves its object behind in the scratch directory. An `if`, not
# `&&`: a last object missing from the map's list would fail the pipeline
# (pipefail) and stop the script without a word.
objects=$(for target in KakaJSON KakaMetadata; do
    sed -n 's/.*"object" *: *"\([^"]*\)".*/\1/p' "$out/$target.build/output-file-map.json"
done | while read -r object; do if [ -f "$object" ]; then echo "$object"; fi; done)
objects="$objects $out/CKakaRuntime.build/CKakaRuntime.c.o"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name KakaFuzz \
    -I "$out/Modules" -I "$out" -Xcc -I -Xcc Sources/CKakaRuntime/include \
    Fuzz/Harness.swift $objects -o "$scratch/kakajson-fuzz"

mkdir -p "$scratch/corpus" Fuzz/crashes
# The Swift runtime's backtracer would catch the crash before libFuzzer saves the input.
SWIFT_BACKTRACE=enable=no "$scratch/kakajson-fuzz" "$scratch/corpus" Fuzz/corpus \
    Tests/KakaJSONTests/Fixtures/JSONTestSuite/test_parsing Tests/KakaJSONTests/Fixtures/JSONTestSuite/test_transform \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix=Fuzz/crashes/ -print_final_stats=1 "$@"
