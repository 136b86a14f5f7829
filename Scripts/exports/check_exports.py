#!/usr/bin/env python3
"""Reads what `msgc export` writes with independent tools and compares it with the catalogs.

    python3 Scripts/exports/check_exports.py path/to/msgc Localizations [AppleAppFolder]

For every translated locale: XLIFF 1.2 and PO are exported; translate-toolkit parses both and must
find every message with its English, its translation, its review state and its description; the PO
file must pass `msgfmt --check` and the XLIFF file `xmllint --noout`; a String Catalog export of all
locales must be JSON with a value for every message and locale (a regional catalog, such as fr-CA,
only for the messages it carries). Exits non-zero on the first mismatch.
"""
import json, os, pathlib, subprocess, sys, tempfile

from translate.storage import po, properties, xliff

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "performance"))
from msgc_fingerprint import fingerprint  # noqa: E402  (shared with the scale scripts)




def fail(message):
    print("check_exports: " + message, file=sys.stderr)
    sys.exit(1)


def is_regional(locale, catalogs):
    """Whether another catalog (or the English source) is the locale's language or a parent region:
    fr-CA of fr, en-001 of en, es-419 of es."""
    language = locale.split("-")[0]
    return locale != language and (language == "en" or language in catalogs)


def main(msgc, directory):
    catalogs = {}
    for name in sorted(os.listdir(directory)):
        if name.endswith(".arb"):
            with open(os.path.join(directory, name), encoding="utf-8") as handle:
                catalogs[name[:-4]] = json.load(handle)
    source = catalogs.pop("en")
    keys = [k for k in source if not k.startswith("@") and not k.startswith("debug.")]
    work = tempfile.mkdtemp()
    checked = 0
    for locale, catalog in sorted(catalogs.items()):
        expected = {}
        for key in keys:
            target = catalog.get(key)
            recorded = catalog.get("@" + key, {}).get("x-source-fingerprint")
            stale = target is not None and recorded is not None and recorded != fingerprint(source[key])
            expected[key] = (source[key], target, stale, source["@" + key].get("description", ""))

        xlf = os.path.join(work, locale + ".xlf")
        subprocess.run([msgc, "export", directory, "--locale", locale, "--format", "xliff", "--output", xlf], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["xmllint", "--noout", xlf], check=True)
        store = xliff.xlifffile.parsefile(xlf)
        if store.gettargetlanguage() != locale:
            fail(f"{xlf}: target language {store.gettargetlanguage()!r}")
        seen = set()
        for unit in store.units:
            key = unit.getid().split("\x04")[-1]
            seen.add(key)
            english, target, stale, description = expected[key]
            if unit.source != english:
                fail(f"{xlf}: {key}: source {unit.source!r} != {english!r}")
            if (unit.target or None) != target:
                fail(f"{xlf}: {key}: target {unit.target!r} != {target!r}")
            if target is not None and unit.isfuzzy() != stale:
                fail(f"{xlf}: {key}: fuzzy={unit.isfuzzy()} but stale={stale}")
            if description not in unit.getnotes():
                fail(f"{xlf}: {key}: description missing from notes")
        if seen != set(keys):
            fail(f"{xlf}: units {sorted(set(keys) ^ seen)} missing or extra")

        pofile = os.path.join(work, locale + ".po")
        subprocess.run([msgc, "export", directory, "--locale", locale, "--format", "po", "--output", pofile], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["msgfmt", "--check", "-o", os.devnull, pofile], check=True)
        store = po.pofile.parsefile(pofile)
        units = [u for u in store.units if not u.isheader()]
        if sorted(u.getcontext() for u in units) != sorted(keys):
            fail(f"{pofile}: entries do not match the catalog's keys")
        for unit in units:
            english, target, stale, description = expected[unit.getcontext()]
            if unit.source != english or (unit.target or None) != target:
                fail(f"{pofile}: {unit.getcontext()}: source or target differs")
            if unit.isfuzzy() != stale:
                fail(f"{pofile}: {unit.getcontext()}: fuzzy={unit.isfuzzy()} but stale={stale}")
            if description and description not in unit.getnotes("developer"):
                fail(f"{pofile}: {unit.getcontext()}: description missing")
        checked += 1

    xcstrings = os.path.join(work, "Localizable.xcstrings")
    arguments = [msgc, "export", directory, "--format", "xcstrings", "--output", xcstrings]
    for locale in catalogs:
        arguments += ["--locale", locale]
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL)
    with open(xcstrings, encoding="utf-8") as handle:
        document = json.load(handle)
    if document.get("sourceLanguage") != "en" or document.get("version") != "1.0":
        fail("xcstrings: header")
    for key in keys:
        localizations = document["strings"][key]["localizations"]
        # A regional catalog (en-001, fr-CA) carries only what its region says differently; the rest
        # reads as its parent's, in a String Catalog as in msgc, so only the keys it has must be there.
        missing = [l for l in ["en"] + list(catalogs) if l not in localizations and (key in catalogs[l] or not is_regional(l, catalogs))]
        if missing:
            fail(f"xcstrings: {key} lacks {missing}")
    print(f"check_exports: {checked} locales read back by translate-toolkit, msgfmt and xmllint; xcstrings with {len(keys)} strings")


def check_apple(msgc, app):
    """msgc's reading of Apple .strings tables against translate-toolkit's: the same keys, and the same
    text wherever the value has no argument, brace or apostrophe that MessageFormat must rewrite."""
    out = tempfile.mkdtemp()
    subprocess.run([msgc, "import", app, "--into", out], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(os.path.join(out, "en.arb"), encoding="utf-8") as handle:
        source = json.load(handle)
    keys = {meta["x-apple-key"]: key[1:] for key, meta in source.items() if key.startswith("@") and not key.startswith("@@")}
    compared = 0
    for folder in sorted(os.listdir(app)):
        if not folder.endswith(".lproj") or not os.path.exists(os.path.join(app, folder, "Localizable.strings")):
            continue
        locale = folder[:-len(".lproj")]
        with open(os.path.join(app, folder, "Localizable.strings"), "rb") as handle:
            raw = handle.read()
        store = (properties.stringsfile if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else properties.stringsutf8file).parsestring(raw)
        with open(os.path.join(out, locale + ".arb"), encoding="utf-8") as handle:
            catalog = json.load(handle)
        for unit in store.units:
            if not unit.getid():
                continue
            if unit.getid() not in keys:
                fail(f"{folder}: msgc did not import {unit.getid()!r}")
            value = unit.source
            # translate-toolkit 3 mis-reads an escaped backslash before the closing quote (it keeps the
            # escape and the quote in the value), so values with a backslash are not compared.
            if not any(c in value for c in "%{}'\\"):
                ours = catalog.get(keys[unit.getid()])
                if ours != value:
                    fail(f"{folder}: {unit.getid()!r}: msgc read {ours!r}, translate-toolkit {value!r}")
                compared += 1
    print(f"check_exports: Apple tables read alike by msgc and translate-toolkit ({compared} plain values compared)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
    if len(sys.argv) > 3:
        check_apple(sys.argv[1], sys.argv[3])
