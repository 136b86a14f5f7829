#!/usr/bin/env python3
"""Quick structural check of a translated catalog against Localizations/en.arb.

Used while writing translations, before `msgc check` (the real checker) is at hand:
    python3 Scripts/check_translation.py Localizations/de.arb
"""
import json, re, sys

CATEGORIES = {
    "en": "one other", "de": "one other", "nl": "one other", "sv": "one other", "tr": "one other",
    "hi": "one other", "da": "one other", "nb": "one other", "fi": "one other",
    "fr": "one many other", "it": "one many other", "es": "one many other", "es-419": "one many other",
    "pt-BR": "one many other", "pt-PT": "one many other", "ca": "one many other",
    "id": "other", "vi": "other", "ja": "other", "ko": "other", "zh-Hans": "other", "zh-Hant": "other",
    "th": "other", "ms": "other",
    "ru": "one few many other", "uk": "one few many other", "pl": "one few many other",
    "cs": "one few many other", "ar": "zero one two few many other", "he": "one two other",
}

def parse(text, i=0, depth=0, problems=None, args=None):
    """Walks a MessageFormat string; returns index after the message (at '}' or end)."""
    while i < len(text):
        c = text[i]
        if c == "'":
            if i + 1 < len(text) and text[i + 1] == "'":
                i += 2; continue
            if i + 1 < len(text) and text[i + 1] in "{}#|":
                j = text.find("'", i + 1)
                i = len(text) if j < 0 else j + 1; continue
            i += 1; continue
        if c == "}":
            return i
        if c == "{":
            j = i + 1
            m = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:,\s*(\w+)\s*)?", text[j:])
            if not m:
                problems.append(f"bad argument at {i}"); return len(text)
            name, kind = m.group(1), m.group(2)
            args.add(name)
            j += m.end()
            if kind in ("plural", "selectordinal", "select"):
                if text[j] != ",":
                    problems.append(f"missing cases after {name}"); return len(text)
                j += 1
                keys = []
                while True:
                    m2 = re.match(r"\s*(offset:\s*\d+\s*)?(=\d+|[^\s{}]+)\s*\{", text[j:])
                    if not m2:
                        break
                    keys.append(m2.group(2)); j += m2.end()
                    j = parse(text, j, depth + 1, problems, args)
                    if j >= len(text) or text[j] != "}":
                        problems.append(f"unclosed case in {name}"); return len(text)
                    j += 1
                m3 = re.match(r"\s*\}", text[j:])
                if not m3:
                    problems.append(f"unclosed {kind} {name}"); return len(text)
                j += m3.end()
                if kind == "plural":
                    args.add(("plural", name, tuple(k for k in keys if not k.startswith("="))))
                if "other" not in keys:
                    problems.append(f"{name}: no 'other' case")
                i = j; continue
            k = text.find("}", j)
            if k < 0:
                problems.append("unclosed {"); return len(text)
            i = k + 1; continue
        i += 1
    return i

def structure(text):
    problems, args = [], set()
    end = parse(text, 0, 0, problems, args)
    if end < len(text):
        problems.append(f"unbalanced '}}' at {end}")
    return problems, args

def main(path):
    src = json.load(open("Localizations/en.arb", encoding="utf-8"))
    cat = json.load(open(path, encoding="utf-8"))
    tag = cat.get("@@locale")
    ok = True
    if not path.endswith(f"/{tag}.arb"):
        print(f"{path}: @@locale {tag!r} does not match the file name"); ok = False
    wanted = set(CATEGORIES[tag].split())
    keys = {k for k in src if not k.startswith("@") and not k.startswith("debug.")}
    for k in sorted(keys - set(cat)):
        print(f"{path}: missing {k}"); ok = False
    for k in sorted(set(cat) - keys):
        if not k.startswith("@"):
            print(f"{path}: unknown key {k}"); ok = False
    for k in sorted(keys & set(cat)):
        probs, args = structure(cat[k])
        sprobs, sargs = structure(src[k])
        for p in probs:
            print(f"{path}: {k}: {p}"); ok = False
        names = {a for a in args if isinstance(a, str)}
        snames = {a for a in sargs if isinstance(a, str)}
        if names - snames:
            print(f"{path}: {k}: unknown placeholders {sorted(names - snames)}"); ok = False
        if snames - names:
            print(f"{path}: {k}: placeholders not used {sorted(snames - names)}"); ok = False
        for a in args:
            if isinstance(a, tuple) and set(a[2]) != wanted:
                print(f"{path}: {k}: plural {a[1]} has {sorted(a[2])}, {tag} needs {sorted(wanted)}"); ok = False
    print(f"{path}: {'ok' if ok else 'PROBLEMS'}")
    return ok

if __name__ == "__main__":
    sys.exit(0 if all([main(p) for p in sys.argv[1:]]) else 1)
