#!/usr/bin/env python3
"""Fails unless every ICU function that CICU's object files call is exported by an SDK's libicucore.

    python3 Scripts/icu/check_icucore_symbols.py TBD HEADER NM ARCH=OBJECT_DIR ...

On a Mac, msgc and the build plugin link CICU against the system's libicucore, whose C API CICU
declares itself (HEADER: Sources/CICU/icu_declarations.h); the SDK has no ICU headers to hold those
declarations against, only the link stub TBD (`usr/lib/libicucore.tbd`, a text file listing what the
library exports per target). Scripts/apple/check_apple_sdk.sh compiles CICU's .c files against a macOS SDK,
once per architecture (ARCH: x86_64, arm64), into OBJECT_DIR; this script reads each object's undefined
symbols with NM (llvm-nm), keeps those the header declares as functions (the ICU ones: the others are
libSystem's), and looks each up in TBD's exports for `ARCH-macos`. A function missing there would make
the Mac's link fail (or, for a weak import, be null at run time).

TBD may be a YAML stub (tbd-version 3 or 4) or a JSON one (tbd-version 5). Prints one line per
architecture and every missing function; exit status 1 when one is missing, 2 on unusable input.
"""
import json
import pathlib
import re
import subprocess
import sys

SYMBOL_KEYS = {"symbols", "weak-symbols", "thread-local-symbols", "weak-def-symbols"}


def yaml_exports(text):
    """{target or arch: set of symbols} from the `exports:`/`reexports:` sections of a YAML stub."""
    found = {}
    for document in re.split(r"(?m)^--- ", text):
        section = None
        item = []

        def flush():
            if not item:
                return
            body = "\n".join(item)
            lists = {key: [name.strip().strip("'\"") for name in value.split(",") if name.strip()]
                     for key, value in re.findall(r"([\w-]+):\s*\[(.*?)\]", body, re.S)}
            scopes = lists.get("targets", []) + lists.get("archs", [])
            for scope in scopes:
                bucket = found.setdefault(scope, set())
                for key in SYMBOL_KEYS:
                    bucket.update(lists.get(key, []))
            item.clear()

        for line in document.split("\n"):
            top = re.match(r"^([\w-]+):", line)
            if top:
                flush()
                section = top.group(1)
                continue
            if section not in ("exports", "reexports"):
                continue
            if re.match(r"^\s*- ", line):
                flush()
            item.append(line)
        flush()
    return found


def json_exports(stub):
    """{target: set of symbols} from a tbd-version 5 (JSON) stub, inlined libraries included."""
    found = {}
    libraries = [stub.get("main_library", {})] + stub.get("libraries", [])
    for library in libraries:
        for key in ("exported_symbols", "reexported_symbols"):
            for entry in library.get(key, []):
                names = set()
                for kind in ("data", "text"):
                    for flavour in ("global", "weak", "thread_local"):
                        names.update(entry.get(kind, {}).get(flavour, []))
                for target in entry.get("targets", []):
                    found.setdefault(target, set()).update(names)
    return found


def exports_for(tbd, arch):
    text = tbd.read_text(encoding="utf-8", errors="replace")
    table = json_exports(json.loads(text)) if text.lstrip().startswith("{") else yaml_exports(text)
    # tbd 4 and 5 name targets (arm64-macos); tbd 3 names architectures (arm64).
    symbols = set(table.get(f"{arch}-macos", set())) | set(table.get(arch, set()))
    return symbols, sorted(table)


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    tbd, header, nm = pathlib.Path(argv[0]), pathlib.Path(argv[1]), argv[2]
    declared = set(re.findall(r"\b([A-Za-z_]\w*)\s*\(", header.read_text(encoding="utf-8")))
    version = re.search(r"(?m)^\s*\"?current[-_]version\"?:\s*\"?([\d.]+)", tbd.read_text(encoding="utf-8", errors="replace"))
    status = 0
    for spec in argv[3:]:
        arch, _, directory = spec.partition("=")
        objects = sorted(str(path) for path in pathlib.Path(directory).glob("*.o"))
        if not objects:
            print(f"no object files in {directory}", file=sys.stderr)
            return 2
        undefined = subprocess.run([nm, "-u", "-j", *objects], check=True, capture_output=True, text=True).stdout
        defined = subprocess.run([nm, "-j", "--defined-only", *objects], check=True, capture_output=True, text=True).stdout
        needed = {line.strip() for line in undefined.splitlines() if line.strip() and not line.endswith(":")}
        needed -= {line.strip() for line in defined.splitlines()}
        icu = sorted(symbol for symbol in needed if symbol.startswith("_") and symbol[1:] in declared)
        exported, targets = exports_for(tbd, arch)
        if not exported:
            print(f"{tbd} lists no exports for {arch}-macos (its targets: {', '.join(targets) or 'none'})", file=sys.stderr)
            return 2
        missing = [symbol[1:] for symbol in icu if symbol not in exported]
        others = len(needed) - len(icu)
        verdict = "all exported" if not missing else f"{len(missing)} NOT exported"
        print(f"  CICU ({arch}): {len(icu)} ICU functions called, {verdict} by {tbd.name}"
              f"{' (libicucore ' + version.group(1) + ')' if version else ''}; {others} other symbols are libSystem's")
        for name in missing:
            print(f"    missing from {tbd.name} for {arch}-macos: {name}")
        if missing or not icu:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
