#!/usr/bin/env bash
# Checks that an executable using only the KakaJSON library does not link
# FoundationXML, and that one using KakaXML does (so the check can fail).
# Reads the dynamic sections of the debug build's own products, which
# `swift test` has built already: `kakajson-bench` (its targets reach
# KakaJSON and nothing of KakaXML) and the test bundle (which holds KakaXML's
# tests). A library that imports FoundationXML makes every executable that
# links it list libFoundationXML, so an app using KakaJSON alone would pay
# for it. .ci/run runs it.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v readelf >/dev/null || { echo "FAILED: readelf (binutils) is needed"; exit 1; }
# No-ops after `swift test`; a fresh checkout builds them here.
swift build --product kakajson-bench >/dev/null
swift build --build-tests >/dev/null
bin="$(swift build --show-bin-path)"
core="$bin/kakajson-bench"
xml="$bin/KakaJSONPackageTests.xctest"

links_xml() { readelf -d "$1" | grep -q 'NEEDED.*libFoundationXML'; }

if links_xml "$core"; then
    echo "FAILED: an executable using only KakaJSON links FoundationXML:"
    readelf -d "$core" | grep 'NEEDED.*libFoundationXML'
    exit 1
fi
if ! links_xml "$xml"; then
    echo "FAILED: the check cannot see FoundationXML (the test bundle, which uses KakaXML, does not list it)"
    exit 1
fi
echo "kakajson-bench links no FoundationXML; the test bundle, with KakaXML, does"
