#!/usr/bin/env python3
"""Holds the Swift of README and the DocC articles to the compiled snippets they quote, and the
snippets' comments to what they print.

The app-side code of README.md and of the articles in Sources/IAPMessages/IAPMessages.docc lives in
`Snippets/*.swift` (SwiftPM snippets: `swift build` compiles them, `Scripts/apple/check_apple_sdk.sh`
type-checks them against an iPhoneOS SDK). A code block that quotes one follows a marker line:

    <!-- snippet: Snippets/ThrowAndShow.swift -->
    ```swift
    …the file's lines outside `// snippet.hide` … `// snippet.show`, without its leading comment…
    ```

    python3 Scripts/docs/check_snippets.py [--run BIN_DIR]

A `swift` block that quotes no snippet must follow `<!-- manifest -->`: a Package.swift fragment,
which no snippet can hold (Examples/ShopApp/Package.swift is the one CI builds).

Fails when a block differs from its file (or quotes a file that does not exist), when a `swift` block
is neither a quote nor a manifest fragment, or when a snippet has no block. With `--run`, runs each snippet built in BIN_DIR and fails when a `print(…)` line's
trailing comment `// "text"` is not a line the snippet printed (spaces of any kind read alike), so the
quoted outputs stay true.
"""
import pathlib
import re
import subprocess
import sys
import unicodedata

PACKAGE = pathlib.Path(__file__).resolve().parents[2]
MARKER = re.compile(r"^<!-- snippet: (\S+) -->$")
MANIFEST = "<!-- manifest -->"
DOCUMENTS = [PACKAGE / "README.md"] + sorted((PACKAGE / "Sources/IAPMessages/IAPMessages.docc").glob("*.md"))


def visible(path):
    """The lines a quote shows: those outside hide/show markers, after the file's leading comment."""
    lines, hidden, shown = path.read_text(encoding="utf-8").split("\n"), False, []
    for line in lines:
        marker = line.strip()
        if marker == "// snippet.hide":
            hidden = True
        elif marker == "// snippet.show":
            hidden = False
        elif not hidden:
            shown.append(line)
    while shown and (shown[0].startswith("//") or not shown[0].strip()):
        shown.pop(0)
    while shown and not shown[-1].strip():
        shown.pop()
    return shown


def unquoted_swift(document):
    """Line numbers of `swift` blocks that follow neither a snippet marker nor the manifest marker."""
    lines, found, inside = document.read_text(encoding="utf-8").split("\n"), [], False
    for number, line in enumerate(lines):
        if line.startswith("```"):
            if not inside and line.strip() == "```swift":
                before = lines[number - 1] if number else ""
                if not (MARKER.match(before) or before == MANIFEST):
                    found.append(number + 1)
            inside = not inside
    return found


def quoted_blocks(readme):
    """(line number, path, the block's lines) for each marked block of a document."""
    lines, blocks = readme.read_text(encoding="utf-8").split("\n"), []
    for number, line in enumerate(lines):
        match = MARKER.match(line)
        if not match:
            continue
        if number + 1 >= len(lines) or lines[number + 1] != "```swift":
            blocks.append((number + 1, match.group(1), None))
            continue
        end = lines.index("```", number + 2)
        blocks.append((number + 1, match.group(1), lines[number + 2:end]))
    return blocks


def expected_outputs(path):
    """The texts that `print(…)  // "text"` lines promise."""
    promised = []
    for line in visible(path):
        match = re.match(r'\s*print\(.*\)\s*//\s*"(.*)"\s*$', line)
        if match:
            promised.append(match.group(1))
    return promised


def spaced(text):
    """`text` with every space separator (the no-break spaces of "4,99\u00a0€") as a plain space: a
    reader sees no difference, and the tests hold the exact characters."""
    return "".join(" " if unicodedata.category(c) == "Zs" else c for c in text)


def main(arguments):
    problems = []
    snippets = sorted((PACKAGE / "Snippets").glob("*.swift"))
    quoted, blocks = set(), 0
    for document in DOCUMENTS:
        where = document.relative_to(PACKAGE)
        for number, name, block in quoted_blocks(document):
            path = PACKAGE / name
            quoted.add(path)
            blocks += 1
            if not path.is_file():
                problems.append(f"{where}:{number}: quotes {name}, which does not exist")
            elif block is None:
                problems.append(f"{where}:{number}: the marker of {name} is not followed by a ```swift block")
            elif block != visible(path):
                want = visible(path)
                first = next((i for i, (a, b) in enumerate(zip(block, want)) if a != b), min(len(block), len(want)))
                problems.append(f"{where}:{number + 2 + first}: differs from {name} line "
                                f"{first + 1} of its visible part: quote {block[first:first + 1]!r}, file {want[first:first + 1]!r}")
        for number in unquoted_swift(document):
            problems.append(f"{where}:{number}: a swift block that quotes no snippet (and is no {MANIFEST} fragment)")
    for path in snippets:
        if path not in quoted:
            problems.append(f"{path.relative_to(PACKAGE)}: neither README nor an article quotes it")
    runs = 0
    if len(arguments) == 2 and arguments[0] == "--run":
        for path in snippets:
            binary = pathlib.Path(arguments[1]) / path.stem
            promised = expected_outputs(path)
            if not promised:
                continue
            output = [spaced(line) for line in
                      subprocess.run([str(binary)], capture_output=True, text=True, check=True).stdout.split("\n")]
            runs += 1
            for text in promised:
                if spaced(text) not in output:
                    problems.append(f"{path.relative_to(PACKAGE)}: promises \"{text}\", which it does not print")
    for problem in problems:
        print(problem)
    print(f"{len(snippets)} snippets, {len(quoted)} quoted in {blocks} blocks of README and the {len(DOCUMENTS) - 1} "
          f"pages of IAPMessages.docc, {runs} run; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
