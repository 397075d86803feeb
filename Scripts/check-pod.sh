#!/usr/bin/env bash
# Type-checks the CocoaPods build on Linux, the way CocoaPods makes it: all
# Swift sources of the chosen subspecs in ONE module named KakaJSON, the
# subspecs' public C headers visible to it, `-package-name` as the podspec
# passes it. Checks Core with XML, and that every source file of the
# library's SwiftPM targets belongs to a subspec, so a new file or target
# cannot be left out of the pod. The default subspec (Core) alone needs no
# check of its own: its files are all in Core+XML's module, and none can
# use a declaration of the XML files, since SwiftPM builds KakaJSON and
# KakaMetadata without KakaXML.
# Fails on any error or warning. .ci/run runs it; no SDK is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
spec=KakaJSON.podspec
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The podspec is Ruby; without CocoaPods here, Scripts/podspec-files.py reads
# its subspecs' file patterns and expands them as CocoaPods globs do.
python3 Scripts/podspec-files.py "$spec" "$work"

# Type-checks one pod module: `typecheck SUBSPECS` (a listing that
# Scripts/podspec-files.py wrote, such as Core+XML).
typecheck() {
    local subspecs=$1 list="$work/$1" header="$work/$1.h" log="$work/$1.log"
    local swift_files=()
    : > "$header"
    while IFS= read -r file; do
        case "$file" in
            *.swift) swift_files+=("$file") ;;
            */include/*.h) echo "#include \"$PWD/$file\"" >> "$header" ;;
        esac
    done < "$list"
    echo "pod $subspecs: ${#swift_files[@]} Swift files, $(grep -c . "$header") public headers"
    if ! swiftc -typecheck -module-name KakaJSON -package-name KakaJSON -swift-version 6 \
            -import-objc-header "$header" "${swift_files[@]}" > "$log" 2>&1; then
        echo "FAILED: the $subspecs pod module does not type-check:"
        grep -E "(error|warning):" "$log" | sort -u | head -30
        return 1
    elif grep -E "^($PWD/)?Sources/.*: warning:" "$log" > /dev/null; then
        echo "FAILED: warnings in the $subspecs pod module:"
        grep -E "^($PWD/)?Sources/.*: warning:" "$log" | sort -u | head -30
        return 1
    fi
}

status=0
typecheck Core+XML || status=1
[ $status -eq 0 ] && echo "pod modules type-check"
exit $status
