#!/usr/bin/env python3
"""Lists the files of each subspec of a podspec, for Scripts/check-pod.sh.

Reads the Ruby podspec as text (CocoaPods is not installed here): every
`x.subspec 'Name' do |x| ... end` block with its `source_files`,
`public_header_files` and `dependency 'Pod/Other'` lines. Writes, into the
given folder, one file per checked combination ("Core", "Core+XML"): the
subspecs' Swift and C sources and public headers, one path a line, with
their dependencies' files included. Exits non-zero when a source file of
the library's SwiftPM targets belongs to no subspec.
"""
import glob
import os
import re
import sys

LIBRARY_TARGETS = ["CKakaRuntime", "CKakaScan", "KakaMetadata", "KakaJSON", "KakaXML"]
COMBINATIONS = [["Core"], ["Core", "XML"]]


def patterns(text, attribute):
    """The quoted patterns of every `<name>.<attribute> = '...', '...'` in text."""
    found = []
    for match in re.finditer(r"\w+\." + attribute + r"\s*=\s*((?:'[^']*'\s*,?\s*)+)", text):
        found += re.findall(r"'([^']*)'", match.group(1))
    return found


def expand(pattern):
    """A CocoaPods file pattern (`**`, `*`, one `{a,b}` group) as sorted paths."""
    group = re.search(r"\{([^}]*)\}", pattern)
    alternatives = ([pattern[:group.start()] + choice + pattern[group.end():]
                     for choice in group.group(1).split(",")] if group else [pattern])
    paths = set()
    for alternative in alternatives:
        paths.update(path for path in glob.glob(alternative, recursive=True) if os.path.isfile(path))
    return paths


def subspecs(text):
    """Name -> (sources, public headers, dependencies) for each subspec block."""
    result = {}
    for match in re.finditer(r"\.subspec\s+'([^']+)'\s+do\s+\|\w+\|(.*?)\n\s*end\b", text, re.S):
        body = match.group(2)
        sources = set().union(*[expand(p) for p in patterns(body, "source_files")] or [set()])
        headers = set().union(*[expand(p) for p in patterns(body, "public_header_files")] or [set()])
        dependencies = [d.split("/", 1)[1] for d in re.findall(r"\.dependency\s+'([^']+/[^']+)'", body)]
        result[match.group(1)] = (sources, headers, dependencies)
    return result


def closure(names, table):
    """The named subspecs and every subspec they depend on."""
    seen, pending = [], list(names)
    while pending:
        name = pending.pop(0)
        if name in seen:
            continue
        if name not in table:
            sys.exit(f"podspec: no subspec named {name}")
        seen.append(name)
        pending += table[name][2]
    return seen


def main():
    spec, out = sys.argv[1], sys.argv[2]
    table = subspecs(open(spec).read())
    if not table:
        sys.exit(f"{spec}: no subspecs found")
    for combination in COMBINATIONS:
        files = set()
        for name in closure(combination, table):
            sources, headers, _ = table[name]
            files |= {f for f in sources if f.endswith((".swift", ".c"))} | headers
        with open(os.path.join(out, "+".join(combination)), "w") as listing:
            listing.write("\n".join(sorted(files)) + "\n")
    covered = set().union(*[sources for sources, _, _ in table.values()])
    library = set()
    for target in LIBRARY_TARGETS:
        library |= expand(f"Sources/{target}/**/*.{{swift,c,h}}")
    missing = sorted(library - covered)
    if missing:
        print("FAILED: library sources in no subspec of the podspec:")
        print("\n".join(missing[:30]))
        sys.exit(1)


if __name__ == "__main__":
    main()
