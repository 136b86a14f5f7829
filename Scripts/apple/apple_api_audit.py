#!/usr/bin/env python3
"""Lists the APIs of Apple's SDK that the Apple build calls and that are newer than iOS 13 or deprecated.

    python3 Scripts/apple/apple_api_audit.py SYMBOL_GRAPH_DIR AST_DUMP …

`Scripts/apple/check_apple_sdk.sh --audit` runs it: SYMBOL_GRAPH_DIR holds `swift-symbolgraph-extract`'s
graphs of the SDK's Swift, Foundation, StoreKit and Darwin modules (each symbol's availability as the
SDK declares it); each AST_DUMP is what `swiftc -dump-ast -dump-ast-format json` printed for a module
type-checked against the SDK, so every reference is resolved by Apple's compiler, Darwin-only branches
included. For each referenced SDK declaration introduced after iOS 13 (or, on its own or through the
type it belongs to) or deprecated, one line: the declaration, the iOS version it needs, the iOS
version the code guarantees where it is used (`@available` on an enclosing declaration, `if
#available`, `guard #available`), and where.

The type-check at iOS 13 has already refused any use without a sufficient guard; this is the list a
reviewer reads, and the Apple platforms article's table of newer APIs is checked against. API newer than the SDK
cannot appear here: the SDK does not know it, so a use of it fails the type-check.
"""
import collections
import json
import os
import pathlib
import sys

PACKAGE = pathlib.Path(__file__).resolve().parents[2]


def ios_version(text):
    parts = [int(p) for p in str(text).split(".")]
    return tuple(parts + [0] * (2 - len(parts)))[:2]


def load_symbols(directory):
    """USR → (readable name, iOS introduced, iOS deprecated), members inheriting their type's."""
    names, own, parents = {}, {}, {}
    for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        graph = json.loads(path.read_text(encoding="utf-8"))
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            names[usr] = ".".join(symbol["pathComponents"])
            ios = next((a for a in symbol.get("availability", []) if a.get("domain") == "iOS"), {})
            introduced = ios.get("introduced")
            deprecated = ios.get("deprecated")
            own[usr] = (ios_version(f"{introduced['major']}.{introduced.get('minor', 0)}") if introduced else None,
                        ios_version(f"{deprecated['major']}.{deprecated.get('minor', 0)}") if deprecated else None)
        for relation in graph.get("relationships", []):
            if relation["kind"] == "memberOf":
                parents[relation["source"]] = relation["target"]

    def resolved(usr):
        introduced, deprecated, hops = None, None, 0
        while usr in own and hops < 16:
            mine = own[usr]
            introduced = max(filter(None, [introduced, mine[0]]), default=None)
            deprecated = deprecated or mine[1]
            usr, hops = parents.get(usr), hops + 1
        return introduced, deprecated

    return {usr: (names[usr],) + resolved(usr) for usr in names}


def source_files(dump):
    """The per-file ASTs in one dump (the compiler prints them one after another)."""
    text, decoder, position = pathlib.Path(dump).read_text(encoding="utf-8", errors="replace"), json.JSONDecoder(), 0
    while True:
        start = text.find('{"_kind":"source_file"', position)
        if start < 0:
            return
        tree, position = decoder.raw_decode(text, start)
        yield tree


def iOS_in(specs):
    for spec in specs:
        if spec.get("domain") == "iOS" and spec.get("version"):
            return ios_version(spec["version"])
    return None


def uses(tree, symbols):
    """(usr, file, line, guaranteed iOS version) for each reference to an SDK declaration."""
    filename = tree["filename"]
    source = pathlib.Path(filename).read_text(encoding="utf-8")
    found = []

    def walk(node, guaranteed):
        if isinstance(node, list):
            for item in node:
                walk(item, guaranteed)
            return
        if not isinstance(node, dict):
            return
        attrs = [a for a in node.get("attrs", []) if a.get("_kind") == "available_attr" and a.get("domain") == "iOS"
                 and a.get("introduced")]
        if attrs:
            guaranteed = max(guaranteed, ios_version(attrs[0]["introduced"]))
        decl = node.get("decl")
        if isinstance(decl, dict) and decl.get("decl_usr") in symbols:
            start = (node.get("range") or {}).get("start", 0)
            found.append((decl["decl_usr"], filename, source.count("\n", 0, start) + 1, guaranteed))
        kind = node.get("_kind")
        if kind in ("if_stmt", "while_stmt"):
            checked = [c for c in node.get("conditions", []) if c.get("_kind") == "#available"]
            version = max((iOS_in(c.get("queries", [])) or (0, 0) for c in checked), default=(0, 0))
            for key, value in node.items():
                walk(value, max(guaranteed, version) if key in ("then_stmt", "body") else guaranteed)
            return
        if kind == "brace_stmt":
            inner = guaranteed
            for element in node.get("elements", []):
                walk(element, inner)
                if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                    checked = [c for c in element.get("conditions", []) if c.get("_kind") == "#available"]
                    inner = max([inner] + [iOS_in(c.get("queries", [])) or (0, 0) for c in checked])
            return
        for value in node.values():
            walk(value, guaranteed)

    walk(tree, (13, 0))
    return found


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip().split("\n\n")[1])
        return 2
    symbols = load_symbols(arguments[0])
    rows = collections.defaultdict(set)
    total = set()
    for dump in arguments[1:]:
        for tree in source_files(dump):
            for usr, filename, line, guaranteed in uses(tree, symbols):
                total.add(usr)
                name, introduced, deprecated = symbols[usr]
                if (introduced and introduced > (13, 0)) or deprecated:
                    absolute = os.path.abspath(filename)
                    where = os.path.relpath(absolute, PACKAGE) if absolute.startswith(str(PACKAGE) + os.sep) \
                        else "(generated) " + os.path.basename(filename)
                    rows[(introduced or (0, 0), name, deprecated, guaranteed)].add(f"{where}:{line}")
    spelled = lambda v: f"{v[0]}.{v[1]}"
    for (introduced, name, deprecated, guaranteed), places in sorted(rows.items(), key=lambda r: (-r[0][0][0], r[0][1])):
        note = f", deprecated in iOS {spelled(deprecated)}" if deprecated else ""
        shown = sorted(places)
        more = f" and {len(shown) - 3} more" if len(shown) > 3 else ""
        print(f"iOS {spelled(introduced)}{note}: {name} (guaranteed there: iOS {spelled(guaranteed)}) at {', '.join(shown[:3])}{more}")
    print(f"{len(total)} SDK declarations referenced; {len(rows)} (declaration, guard) pairs newer than iOS 13 or deprecated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
