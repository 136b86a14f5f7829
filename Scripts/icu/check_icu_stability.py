#!/usr/bin/env python3
"""Fails unless every ICU function CICU declares for Macs exists in macOS 10.15's ICU, or is guarded.

On a Mac, CICU calls libicucore through Sources/CICU/icu_declarations.h. msgc must run on macOS 10.15
(and iOS 13 shares its ICU), which ship ICU 64, so every function declared there must be one that ICU
marks `@stable ICU 64` or older. A newer one may be declared only if it is listed below in
RUNTIME_CHECKED, and then each call of it in CICU must sit in the `{ … }` block of an
`if (cicu_icu_at_least(N))` with N at least the function's version (cicu_icu_at_least reads
u_getVersion: the ICU that runs, not the one built against).

The doxygen tags are read from ICU's installed headers (@stable ICU N, @draft ICU N, @deprecated,
@internal). The script also fails when a .c file of CICU calls an ICU function that the header does
not declare (a Mac build would not compile), and when the header declares one that no .c file calls
(the list is meant to be exactly what CICU uses).

    python3 Scripts/icu/check_icu_stability.py [--icu-include DIR] [--cicu DIR]

Prints a table of function, ICU's tag and the verdict; exit status 1 on any failure.
"""
import argparse
import pathlib
import re
import sys

OLDEST_ICU = (64,)  # iOS 13 and macOS 10.15

# Functions newer than ICU 64 that CICU calls only after checking the ICU version at run time, and
# what it does on an older ICU.
RUNTIME_CHECKED = {
    "ulistfmt_openForType": "before ICU 67, the plain list through ulistfmt_open; other kinds fail "
                            "with U_UNSUPPORTED_ERROR and the caller joins with \", \"",
}

DECLARATION_KEYWORDS = r"U_CAPI|U_STABLE|U_DRAFT|U_DEPRECATED|U_INTERNAL|U_OBSOLETE"
TAG = re.compile(r"@(stable|draft|deprecated|internal|obsolete)\b[ \t]*(?:ICU[ \t]*([0-9]+(?:\.[0-9]+)*))?")
GUARD = re.compile(r"\bif\s*\(\s*cicu_icu_at_least\s*\(\s*([0-9]+)\s*\)\s*\)\s*\{")


def blank(match):
    """Replaces a comment or literal by spaces, keeping newlines so that offsets and lines still hold."""
    return re.sub(r"[^\n]", " ", match.group(0))


def strip_comments_and_strings(text):
    return re.sub(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', blank, text, flags=re.S)


def version_tuple(text):
    return tuple(int(part) for part in text.split("."))


def icu_functions(include_dir):
    """Every function ICU's headers declare: name -> (header, tag kind, version or None)."""
    found = {}
    for header in sorted(include_dir.glob("*.h")):
        text = header.read_text(encoding="utf-8", errors="replace")
        comments = [(m.start(), m.end(), m.group(0)) for m in re.finditer(r"/\*\*.*?\*/", text, re.S)]
        for decl in re.finditer(r"(?m)^[ \t]*(?:%s)\b[^;{}#]*?\b([A-Za-z_]\w*)\s*\(" % DECLARATION_KEYWORDS, text):
            name = decl.group(1)
            # The doc comment is the last one before the declaration, with nothing but blank and
            # preprocessor lines (#ifndef U_HIDE_DRAFT_API and the like) in between.
            doc = None
            for start, end, comment in reversed(comments):
                if end <= decl.start():
                    between = text[end:decl.start()]
                    if all(not line.strip() or line.lstrip().startswith("#") for line in between.splitlines()):
                        doc = comment
                    break
            tags = [(m.group(1), m.group(2)) for m in TAG.finditer(doc or "")]
            # A later @deprecated/@draft/@internal outranks the @stable it may sit next to.
            tag = next((t for t in tags if t[0] != "stable"), tags[0] if tags else (None, None))
            if name not in found or found[name][1] is None:
                found[name] = (header.name, tag[0], tag[1])
    return found


def declared_functions(header):
    """The functions our header declares: name -> line."""
    text = strip_comments_and_strings(header.read_text(encoding="utf-8"))
    # Preprocessor lines, with their continuations, hold macros (U_SUCCESS(x)) and enum lists.
    text = re.sub(r"(?m)^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", blank, text)
    names = {}
    for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", text):
        if m.group(1) in ("CICU_ICU_ENUM",):
            continue
        names.setdefault(m.group(1), text.count("\n", 0, m.start()) + 1)
    return names


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--icu-include", type=pathlib.Path, default=pathlib.Path("/usr/include/unicode"))
    parser.add_argument("--cicu", type=pathlib.Path, default=root / "Sources" / "CICU")
    args = parser.parse_args()

    icu = icu_functions(args.icu_include)
    if not icu:
        sys.exit(f"no ICU function declarations under {args.icu_include}: is libicu-dev installed?")
    header = args.cicu / "icu_declarations.h"
    declared = declared_functions(header)
    sources = {path: strip_comments_and_strings(path.read_text(encoding="utf-8"))
               for path in sorted(args.cicu.glob("*.c"))}

    # Every call of an ICU function in the .c files, with the guards around it.
    calls = {}  # name -> [(path, line, guarded ICU version or None)]
    for path, text in sources.items():
        guards = []
        for g in GUARD.finditer(text):
            depth, end = 0, g.end() - 1
            for end in range(g.end() - 1, len(text)):
                depth += {"{": 1, "}": -1}.get(text[end], 0)
                if depth == 0:
                    break
            guards.append((g.end(), end, int(g.group(1))))
        for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", text):
            if m.group(1) in icu:
                inside = [version for start, end, version in guards if start <= m.start() < end]
                line = text.count("\n", 0, m.start()) + 1
                calls.setdefault(m.group(1), []).append((path.name, line, max(inside) if inside else None))

    failures = []
    rows = []
    for name in sorted(declared):
        header_name, kind, version = icu.get(name, (None, None, None))
        tag = f"@{kind} ICU {version}" if kind and version else (f"@{kind}" if kind else "none")
        if header_name is None:
            verdict = "FAIL: not a function ICU's headers declare"
        elif name not in calls:
            verdict = "FAIL: declared but no .c file calls it"
        elif kind == "stable" and version and version_tuple(version) <= OLDEST_ICU:
            verdict = "ok"
        elif kind == "stable" and version and name in RUNTIME_CHECKED:
            unguarded = [f"{path}:{line}" for path, line, guard in calls[name]
                         if guard is None or (guard,) < version_tuple(version)[:1]]
            if unguarded:
                verdict = f"FAIL: needs ICU {version}, not behind cicu_icu_at_least({version.split('.')[0]}) at " + \
                          ", ".join(unguarded)
            else:
                verdict = f"ok: called only when cicu_icu_at_least({version.split('.')[0]})"
        elif kind == "stable":
            verdict = f"FAIL: newer than ICU {OLDEST_ICU[0]} and not in RUNTIME_CHECKED"
        else:
            verdict = "FAIL: not @stable in ICU"
        if verdict.startswith("FAIL"):
            failures.append(f"{header.name}:{declared[name]}: {name}: {verdict[6:]}")
        rows.append((name, tag, verdict))

    for name in sorted(set(calls) - set(declared)):
        where = ", ".join(f"{path}:{line}" for path, line, _ in calls[name])
        failures.append(f"{where}: calls {name}, which {header.name} does not declare")
        rows.append((name, "-", "FAIL: called but not declared"))
    for name in sorted(set(RUNTIME_CHECKED) - set(declared)):
        failures.append(f"RUNTIME_CHECKED lists {name}, which {header.name} does not declare")

    # The guard means something only if it asks the ICU that runs.
    body = None
    for text in sources.values():
        m = re.search(r"\bbool\s+cicu_icu_at_least\s*\([^)]*\)\s*\{", text)
        if m:
            depth = 0
            for end in range(m.end() - 1, len(text)):
                depth += {"{": 1, "}": -1}.get(text[end], 0)
                if depth == 0:
                    break
            body = text[m.end():end]
    if RUNTIME_CHECKED and (body is None or "u_getVersion" not in body):
        failures.append("cicu_icu_at_least is missing or does not call u_getVersion")

    width = max(len(r[0]) for r in rows)
    tag_width = max(len(r[1]) for r in rows)
    print(f"{'function':<{width}}  {'ICU tag':<{tag_width}}  verdict")
    for name, tag, verdict in rows:
        print(f"{name:<{width}}  {tag:<{tag_width}}  {verdict}")
    plain = sum(1 for r in rows if r[2] == "ok")
    guarded = sum(1 for r in rows if r[2].startswith("ok:"))
    print(f"{len(declared)} functions declared: {plain} stable in ICU {OLDEST_ICU[0]} or older, "
          f"{guarded} behind a runtime version check, {len(failures)} failures")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
