#!/usr/bin/env python3
"""Fails when code that must run on iOS 13 / macOS 10.15 uses an API newer than that without a guard.

The runtime goes into iOS 13 apps and msgc runs on macOS 10.15, but this machine cannot compile for
Apple platforms, so the Swift compiler's own availability checking never runs here. This script is the
stand-in: it knows the post-iOS-13 APIs this kind of code reaches for (Swift's Duration and clocks,
Regex, Mutex, FormatStyle, the macOS 13 string algorithms…) and reports every use that is not inside
a declaration marked `@available(… iOS N …)` or a block under `if #available(iOS N, …)` with N at least
the API's version.

    python3 Scripts/check_availability.py [FILE_OR_DIR …]   # default: every Swift file of the package

The runtime and the generated code must run on iOS 13; msgc and the plugin on macOS 10.15; and the
tests and benchmarks must at least compile there (a test of a newer API is marked @available).

Exit status 0 when clean, 1 with one `path:line: API (iOS N) used without @available` per use.
"""
import pathlib
import re
import sys

# (pattern, name, iOS version that introduced it). Versions from Apple's documentation; macOS,
# tvOS and watchOS follow the same release (iOS 16 = macOS 13 = tvOS 16 = watchOS 9).
APIS = [
    (r"\bDuration\b|\.(milli|micro|nano)?seconds\(", "Duration", 16),
    (r"\b(ContinuousClock|SuspendingClock|Clock)\b", "Clock", 16),
    (r"\bRegex\b|#/|\bfirstMatch\(of:|\bwholeMatch\(of:|\bmatches\(of:|\bprefixMatch\(of:", "Regex", 16),
    (r"(?<![\w.])/\^|[=(,]\s*/[^/*\s]", "regex literal", 16),
    (r"\bMutex\b|\bimport Synchronization\b|\bAtomic<", "Synchronization", 18),
    (r"\bOSAllocatedUnfairLock\b", "OSAllocatedUnfairLock", 16),
    (r"(?<=[\w)\]])\.formatted\((\)|date:|\.(number|currency|percent|dateTime|iso8601|list|byteCount|measurement)\b)|\bFormatStyle\b|\bAttributedString\b", "FormatStyle", 15),
    (r"\bDate\.now\b|\bDate\(\)\.now\b", "Date.now", 15),
    (r"URL\(filePath:|\.appending\(path:|\.appending\(component:|URL\.temporaryDirectory|\.path\(percentEncoded:", "URL (2022)", 16),
    (r"String\(localized:|LocalizedStringResource", "String(localized:)", 15),
    (r"\bLocale\.(Language|Region|Script|LanguageCode|NumberingSystem)\b|\.identifier\(\.bcp47\)", "Locale.Language", 16),
    (r"Task\.sleep\(for:", "Task.sleep(for:)", 16),
    (r"\.replacing\(|\.ranges\(of:|\.firstRange\(of:|\.trimmingPrefix\(", "string algorithms", 16),
]
DEFAULT_ROOTS = ["Sources", "Plugins", "Tests", "Benchmarks", "Examples/ShopApp/Sources"]
AVAILABLE = re.compile(r"[@#]available\(([^)]*)\)")


def guarded_version(attribute):
    """The iOS version an `@available(...)`/`#available(...)` attribute guarantees, or None."""
    match = re.search(r"\biOS (\d+)", attribute)
    return int(match.group(1)) if match else None


def code_only(line):
    """The line without its comment and with string literal contents blanked."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', lambda m: '"' + " " * (len(m.group(0)) - 2) + '"' if "#/" not in m.group(0) else m.group(0), line)
    index = line.find("//")
    return line if index < 0 else line[:index]


def splits_on_a_string(line):
    """`split(separator: "ab")` splits on a collection (macOS 13); `"a"` and `"\\n"` are Characters."""
    for literal in re.findall(r'\.split\(separator: "((?:\\.|[^"\\])*)"', line):
        if len(re.sub(r"\\(u\{[0-9a-fA-F]+\}|.)", "x", literal)) > 1:
            return True
    return False


def check_file(path):
    problems = []
    depth = 0
    guards = []          # (depth at which the guarded block closes, iOS version)
    pending = None       # a version from an attribute waiting for its declaration
    in_block_comment = False
    in_multiline_string = False
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw
        if in_block_comment:
            end = line.find("*/")
            if end < 0:
                continue
            line, in_block_comment = line[end + 2:], False
        if "/*" in line and "*/" not in line[line.find("/*"):]:
            line, in_block_comment = line[:line.find("/*")], True
        stripped = line.strip()
        if stripped.startswith("///") or stripped.startswith("//"):
            continue
        if line.count('"""') % 2 == 1:
            in_multiline_string = not in_multiline_string
            continue
        if in_multiline_string:
            continue
        for attribute in AVAILABLE.findall(line):
            version = guarded_version(attribute)
            if version is not None:
                pending = max(pending or 0, version)
        code = code_only(line)
        active = max([v for _, v in guards] + [pending or 0])
        for pattern, name, needed in APIS:
            if re.search(pattern, code) and active < needed:
                problems.append(f"{path}:{number}: {name} (iOS {needed}, macOS {needed - 3}) used without @available")
        if splits_on_a_string(line) and active < 16:
            problems.append(f"{path}:{number}: split(separator:) with a String (iOS 16, macOS 13) used without @available")
        for character in code:
            if character == "{":
                if pending is not None:
                    guards.append((depth, pending))
                    pending = None
                depth += 1
            elif character == "}":
                depth -= 1
                while guards and guards[-1][0] >= depth:
                    guards.pop()
        # An attribute on a declaration without a body (a stored property, a case) covers that line only.
        if pending is not None and "{" not in code and re.search(r"\b(let|var|case|func|init|typealias)\b", code):
            pending = None
    return problems


def main(arguments):
    roots = [pathlib.Path(a) for a in arguments] or [pathlib.Path(r) for r in DEFAULT_ROOTS]
    files = []
    for root in roots:
        files += sorted(root.rglob("*.swift")) if root.is_dir() else [root]
    problems = [problem for path in files for problem in check_file(path)]
    for problem in problems:
        print(problem)
    print(f"{len(files)} files checked, {len(problems)} uses of APIs newer than iOS 13 without a guard")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
