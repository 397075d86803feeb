#!/usr/bin/env bash
# Checks that an app depending only on the KakaJSON product does not link
# FoundationXML, and that one depending on KakaXML does (so the check can
# fail). Builds a throwaway package next to this checkout's; .ci/run runs it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/Sources/core-only" "$work/Sources/xml-user"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LinkCheck",
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(name: "core-only", dependencies: [.product(name: "KakaJSON", package: "$identity")]),
        .executableTarget(name: "xml-user", dependencies: [.product(name: "KakaXML", package: "$identity")]),
    ]
)
SWIFT
cat > "$work/Sources/core-only/main.swift" <<'SWIFT'
import KakaJSON
struct Item: Convertible { var id = 0 }
print(#"{"id": 1}"#.kj.model(Item.self)?.id ?? -1)
SWIFT
cat > "$work/Sources/xml-user/main.swift" <<'SWIFT'
import KakaJSON
import KakaXML
struct Item: Convertible { var id = 0 }
print("<item><id>2</id></item>".kj.model(fromXML: Item.self)?.id ?? -1)
SWIFT

swift build --package-path "$work" >/dev/null
bin="$(swift build --package-path "$work" --show-bin-path)"
[ "$("$bin/core-only")" = 1 ] || { echo "core-only did not run"; exit 1; }
[ "$("$bin/xml-user")" = 2 ] || { echo "xml-user did not run"; exit 1; }
if ldd "$bin/core-only" | grep -q FoundationXML; then
    echo "FAILED: an app using only KakaJSON links FoundationXML:"
    ldd "$bin/core-only" | grep FoundationXML
    exit 1
fi
if ! ldd "$bin/xml-user" | grep -q FoundationXML; then
    echo "FAILED: the check cannot see FoundationXML (an app using KakaXML does not list it)"
    exit 1
fi
echo "core-only links no FoundationXML; xml-user does ($(ldd "$bin/xml-user" | grep -o 'libFoundationXML[^ ]*' | head -1))"
