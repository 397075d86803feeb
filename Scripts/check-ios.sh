#!/usr/bin/env bash
# Type-checks the pod module for iOS on Linux, for availability and SPI
# errors, with the workplace's ios-typecheck.sh and an iOS SDK from a git
# mirror of theos/sdks (neither ships with this repository, so .ci/run does
# not run this; see Docs/Platforms.md).
#
#   Scripts/check-ios.sh TOOLS_DIR THEOS_SDKS_GIT_DIR [MIN_IOS]
#
# The SDK's standard library is Swift 5.8's: the tool adds a stand-in for
# `BitwiseCopyable`, on which the 6.3 compiler crashes at any `consume`,
# and the check of the crashed batch is lost. So the check runs on a copy
# of the sources whose `FoundationValue.release(consume x)` calls pass `x`
# plainly (the same types, for a type-check). The SDK also has no
# `Int128`/`UInt128` (iOS 18 SDK); errors that name them, or follow from
# them, are listed apart and do not fail the check.
set -uo pipefail
tools=${1:?usage: check-ios.sh TOOLS_DIR THEOS_SDKS_GIT_DIR [MIN_IOS]}
sdks=${2:?usage: check-ios.sh TOOLS_DIR THEOS_SDKS_GIT_DIR [MIN_IOS]}
repo="$(cd "$(dirname "$0")/.." && pwd)"
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT

git -C "$repo" ls-files -z | (cd "$repo" && xargs -0 tar -cf -) | tar -xf - -C "$copy"
find "$copy/Sources" -name '*.swift' -exec sed -i -E 's/release\(consume ([A-Za-z]+)\)/release(\1)/' {} +
raw="$copy/ios-typecheck.log"
# The tool prints only availability/SPI/module errors; the full compiler
# output is needed to see a crash, so it is run with a copy that keeps it.
sed 's|^real=$(echo "$out"|echo "$out" > "$RAW_LOG"; real=$(echo "$out"|' "$tools/ios-typecheck.sh" > "$copy/typecheck.sh"
cp "$tools/Dispatch.apinotes" "$copy/"
(cd "$copy" && RAW_LOG="$raw" bash "$copy/typecheck.sh" "$sdks" "${3:-}")
status=$?
if grep -q "signal [0-9]" "$raw"; then
    echo "FAILED: the compiler crashed; the check is incomplete:"
    grep -E "^[0-9]\.\s+While" "$raw" | head -5
    exit 1
fi
wide=$(grep -E "error: " "$raw" | grep -v '^ ' | grep -cE "Int128|UInt128|generic parameter .* could not be inferred" || true)
echo "($wide errors name Int128/UInt128 or follow from them: the SDK predates those types)"
exit $status
