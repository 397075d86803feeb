#!/usr/bin/env bash
# Checks the invariants Docs/Architecture.md states that a script can check:
#   1. KakaMetadata imports no Foundation.
#   2. Every import of another target of the library is guarded, so the pod
#      (one module) builds: `#if canImport(...)` of one of the library's
#      targets on the line before (KakaXML's `import KakaJSON` asks for
#      KakaMetadata, which is a module exactly when KakaJSON is one).
#   3. Unsafe constructs (raw and typed pointers, Unmanaged, unsafe casts)
#      appear only in the files Scripts/unsafe-files.txt lists, each with the
#      reason it needs them.
#   4. No measurement figures in code comments: timings, percentages and
#      instruction counts belong in commit messages and Docs/Performance.md.
#   5. Diagnostics depend on no conversion code: no type declared at the top
#      level of KakaJSON/Convert is named in KakaJSON/Diagnostics (outside
#      comments), so the dependency runs one way, Convert -> Diagnostics.
# .ci/run runs it; exit 0 when all hold.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
fail() { echo "FAILED: $1"; status=1; }

library=(Sources/KakaMetadata Sources/KakaJSON Sources/KakaXML Sources/CKakaRuntime Sources/CKakaScan)

# 1. The metadata layer knows nothing of Foundation.
if found=$(grep -rnE '^\s*(@_exported\s+|public\s+|package\s+)?import\s+(Foundation|FoundationEssentials)\b' \
        Sources/KakaMetadata --include='*.swift'); then
    fail "KakaMetadata imports Foundation:"; echo "$found"
fi

# 2. Cross-target imports are guarded.
unguarded=$(find Sources/KakaMetadata Sources/KakaJSON Sources/KakaXML -name '*.swift' -print0 | xargs -0 awk '
    FNR == 1 { previous = "" }
    /^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+(KakaMetadata|KakaJSON|CKakaRuntime|CKakaScan)[[:space:]]*$/ {
        split($0, words, " "); target = words[length(words)]
        if (previous !~ "^#if canImport\\((KakaMetadata|KakaJSON|CKakaRuntime|CKakaScan)\\)") print FILENAME ":" FNR ": " $0
    }
    NF > 0 { previous = $0 }
')
[ -n "$unguarded" ] && { fail "imports of another target without a guard:"; echo "$unguarded"; }

# 3. Unsafe constructs stay in the listed files.
allowed=$(grep -vE '^\s*(#|$)' Scripts/unsafe-files.txt | awk '{print $1}' | sort -u)
using=$(grep -rlE 'Unsafe[A-Z][A-Za-z]*Pointer|unsafeBitCast|Unmanaged|unsafeDowncast|_withUnsafeGuaranteedRef|unsafelyUnwrapped|withUnsafe[A-Z]|OpaquePointer' \
        "${library[@]}" --include='*.swift' --include='*.c' --include='*.h' | sort -u)
outside=$(comm -23 <(echo "$using") <(echo "$allowed"))
[ -n "$outside" ] && { fail "unsafe constructs outside Scripts/unsafe-files.txt:"; echo "$outside"; }
stale=$(comm -13 <(echo "$using") <(echo "$allowed"))
[ -n "$stale" ] && { fail "Scripts/unsafe-files.txt lists files without unsafe constructs (remove them):"; echo "$stale"; }

# 4. Code comments say why, not how fast.
figures=$(grep -rnE '(//|/\*|^\s*\*).*[0-9]([.,][0-9]+)?\s?(µs|us\b|ms\b|ns\b|%|k instructions|M instructions|instructions)' \
        "${library[@]}" --include='*.swift' --include='*.c' --include='*.h')
[ -n "$figures" ] && { fail "measurement figures in code comments (move them to Docs/Performance.md):"; echo "$figures"; }

# 5. Convert depends on Diagnostics, never the reverse.
convert_types=$(grep -rhoE '^(public |package |private |fileprivate )?(final )?(struct|enum|class|protocol|typealias|actor) [A-Z][A-Za-z0-9]*' \
        Sources/KakaJSON/Convert --include='*.swift' | awk '{print $NF}' | sort -u)
if [ -n "$convert_types" ]; then
    pattern="\\b($(paste -sd'|' <<<"$convert_types"))\\b"
    # Comment lines are left out: a doc comment may point the reader to the API.
    reverse=$(grep -rnE "$pattern" Sources/KakaJSON/Diagnostics --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*//')
    [ -n "$reverse" ] && { fail "KakaJSON/Diagnostics names conversion types (Convert must depend on Diagnostics, not the reverse):"; echo "$reverse"; }
fi

[ $status -eq 0 ] && echo "invariants hold"
exit $status
