#!/usr/bin/env python3
"""Counts the public symbols of IAPMessages and IAPMessagesCore that have no summary of their own.

A public symbol declared in `Sources/IAPMessages` or `Sources/IAPMessagesCore` needs a `///` comment
whose first line is its summary: that line is what Xcode's Quick Help and the DocC pages show under the
symbol's name. A symbol that only inherits a protocol's comment (`description` reading "A textual
representation of this instance.") has none of its own and counts as missing.

    swift package --scratch-path .build-docs --disable-sandbox generate-documentation \\
        --enable-experimental-combined-documentation --target IAPMessages --target IAPMessagesCore
    python3 Scripts/docs/doc_coverage.py [--scratch-path .build-docs | --symbol-graph-dir DIR] [--list]

Reads the symbol graphs the documentation build extracted (the newest of each module under the
scratch path), or those in DIR (`swift build -Xswiftc -emit-symbol-graph -Xswiftc
-emit-symbol-graph-dir -Xswiftc DIR`). Code that only Apple platforms compile (`#if canImport(StoreKit)`,
`#if canImport(Darwin)`) is in no Linux symbol graph, so those blocks are read from the source: a
`public` declaration there needs a `///` line above it (attributes may stand between).

Prints the count per module and fails when any symbol lacks a summary, except those in PENDING: files
others are changing now, whose symbols are listed (and counted) but do not fail the run; `--strict`
fails on those too.
"""
import json
import pathlib
import re
import sys

PACKAGE = pathlib.Path(__file__).resolve().parents[2]
MODULES = ("IAPMessages", "IAPMessagesCore")
# Files whose missing summaries are listed but do not fail the run, until their owners add them
# (the generated file's comments come from the catalogs' descriptions and msgc's generator).
PENDING: set[str] = set()
DARWIN_ONLY = re.compile(r"^\s*#if\s+canImport\((StoreKit|Darwin)\)")
DECLARATION = re.compile(r"^\s*(@[\w(). ,*:]+\s+)*public\s+(?!import\b)")


def graph_files(arguments):
    """The symbol graph files of MODULES, newest first per module."""
    if "--symbol-graph-dir" in arguments:
        root = pathlib.Path(arguments[arguments.index("--symbol-graph-dir") + 1])
        candidates = list(root.rglob("*.symbols.json"))
    else:
        scratch = PACKAGE / (arguments[arguments.index("--scratch-path") + 1]
                             if "--scratch-path" in arguments else ".build-docs")
        candidates = list((scratch / "plugins").rglob("target-symbol-graphs/*.symbols.json"))
    chosen = {}
    for path in sorted(candidates, key=lambda p: p.stat().st_mtime, reverse=True):
        module = path.name.split(".symbols.json")[0].split("@")[0]
        if module in MODULES:
            chosen.setdefault(path.name, path)
    return chosen.values()


def relative(uri):
    path = uri.removeprefix("file://")
    marker = path.rfind("/Sources/")
    return path[marker + 1:] if marker >= 0 else path


def undocumented_in_graphs(files):
    """(module, file:line, title) of each symbol declared in our sources without a comment of its own."""
    seen, missing, counted = set(), [], {m: 0 for m in MODULES}
    for path in files:
        graph = json.loads(path.read_text(encoding="utf-8"))
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            source = relative(uri)
            if not source.startswith(f"Sources/{module}/"):
                continue  # synthesized, or declared by another module
            identifier = symbol["identifier"]["precise"]
            if identifier in seen:
                continue
            seen.add(identifier)
            counted[module] += 1
            comment = symbol.get("docComment")
            own = comment and comment.get("module", module) == module
            lines = [line["text"].strip() for line in comment["lines"]] if own else []
            summary = next((line for line in lines if line), "")
            if not summary or summary.startswith("- "):  # a `- Parameter` list is no summary
                line = symbol["location"]["position"]["line"] + 1
                missing.append((module, f"{source}:{line}", ".".join(symbol["pathComponents"])))
    return missing, counted


def undocumented_darwin_only():
    """Public declarations inside `#if canImport(StoreKit|Darwin)` without a `///` line above them."""
    missing = []
    for module in MODULES:
        for path in sorted((PACKAGE / "Sources" / module).rglob("*.swift")):
            depth, lines = 0, path.read_text(encoding="utf-8").split("\n")
            for number, line in enumerate(lines):
                stripped = line.strip()
                if DARWIN_ONLY.match(line) or (depth and stripped.startswith("#if")):
                    depth += 1
                elif depth and stripped.startswith("#endif"):
                    depth -= 1
                elif depth and DECLARATION.match(line):
                    above = number - 1
                    while above >= 0 and lines[above].strip().startswith("@"):
                        above -= 1
                    if above < 0 or not lines[above].strip().startswith("///"):
                        missing.append((module, f"{path.relative_to(PACKAGE)}:{number + 1}", stripped[:80]))
    return missing


def main(arguments):
    files = list(graph_files(arguments))
    found = {path.name.split(".symbols.json")[0].split("@")[0] for path in files}
    if set(MODULES) - found:
        print(f"no symbol graph of {', '.join(sorted(set(MODULES) - found))}: build the documentation first "
              "(see this script's header)")
        return 2
    missing, counted = undocumented_in_graphs(files)
    missing += undocumented_darwin_only()
    # By file name, so that a file moved to another folder stays pending.
    pending_names = {pathlib.PurePath(path).name for path in PENDING}
    failing = [m for m in missing
               if "--strict" in arguments or pathlib.PurePath(m[1].split(":")[0]).name not in pending_names]
    pending = [m for m in missing if m not in failing]
    for module, place, title in sorted(missing):
        if "--list" in arguments or (module, place, title) in failing:
            mark = " (pending: a file being changed)" if (module, place, title) in pending else ""
            print(f"{place}: no summary: {title}{mark}")
    for module in MODULES:
        lacking = sum(1 for m in missing if m[0] == module)
        waiting = sum(1 for m in pending if m[0] == module)
        print(f"{module}: {counted[module]} public symbols in the symbol graph, {lacking} without a summary"
              + (f" ({waiting} of them in files being changed)" if waiting else ""))
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
