#!/usr/bin/env python3
"""How msgc's readers, checker and importers scale on large and hostile inputs.

    swift build -c release --product msgc
    python3 Scripts/performance/hostile_scale.py "$(swift build -c release --show-bin-path)/msgc"
    python3 Scripts/performance/hostile_scale.py path/to/msgc --sizes 2000,20000      # CI: well under a minute

For each of two sizes (default 10,000 and 100,000) it writes, in a temporary directory, inputs an
attacker (or a very large project) could hand msgc, runs msgc on each, and prints seconds per input at
both sizes and their ratio. Work that grows linearly takes about ten times as long at ten times the
size; the script exits non-zero when any ratio exceeds --max-ratio (25), when msgc fails in a way
the input does not call for, or when a run exceeds --timeout.

Inputs (N = the size):
  duplicate-keys      en.arb with N messages, each key written twice      msgc check (N errors)
  duplicate-one-line  the same catalog on one line (columns far from 1)    msgc check (N errors)
  fingerprints        en.arb + de.arb, every translation with its
                      x-source-fingerprint                                  msgc check
  compile             the same catalogs                                     msgc compile --output
  render              the same catalogs                                     msgc render --locale de
  status              the same catalogs                                     msgc status --format json
  export-xliff        the same catalogs                                     msgc export --format xliff
  export-po           the same catalogs                                     msgc export --format po
  export-xcstrings    the same catalogs                                     msgc export --format xcstrings
  accept              the same catalogs (rewrites de.arb)                   msgc accept --locale de
  pseudo              the same catalogs                                     msgc pseudo --output-dir
  xliff-import        an XLIFF 1.2 file of N units                          msgc import … --into
  po-import           a PO file of N entries                                msgc import … --into
  strings-migrate     en.lproj/Localizable.strings, N entries              msgc import en.lproj/.. --into
  stringsdict-migrate en.lproj/Localizable.stringsdict, N plural keys      msgc import en.lproj/.. --into
  lproj-migrate       both, the .stringsdict replacing every .strings key  msgc import en.lproj/.. --into

Python 3 standard library only; nothing is written outside the temporary directory (or --work).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from xml.sax.saxutils import escape

from msgc_fingerprint import fingerprint




def english(i):
    """Every other message is a plural, so the checker's argument and category paths run too."""
    if i % 2:
        return f"Restored {{count, plural, one {{# purchase}} other {{# purchases}}}} in batch {i}."
    return f"Message number {i} for the store."


def german(i):
    if i % 2:
        return f"{{count, plural, one {{# Kauf}} other {{# Käufe}}}} in Stapel {i} wiederhergestellt."
    return f"Nachricht Nummer {i} für den Store."


def metadata(i):
    meta = {"description": f"Shown after step {i}."}
    if i % 2:
        meta["placeholders"] = {"count": {"type": "Int", "example": "3"}}
    return meta


def dump(members):
    """A JSON object from (key, value) pairs, keys repeated as given, one member per line."""
    lines = [f"  {json.dumps(key, ensure_ascii=False)}: {json.dumps(value, ensure_ascii=False)}" for key, value in members]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def source_members(n):
    members = [("@@locale", "en")]
    for i in range(n):
        members += [(f"user.message{i}", english(i)), (f"@user.message{i}", metadata(i))]
    return members


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def duplicate_keys(directory, n, one_line=False):
    members = source_members(n)
    members += [(f"user.message{i}", english(i)) for i in range(n)]
    text = dump(members)
    if one_line:
        text = text.replace("\n", "") + "\n"
    write(f"{directory}/catalogs/en.arb", text)


def translated(directory, n):
    write(f"{directory}/catalogs/en.arb", dump(source_members(n)))
    members = [("@@locale", "de")]
    for i in range(n):
        members += [(f"user.message{i}", german(i)),
                    (f"@user.message{i}", {"x-source-fingerprint": fingerprint(english(i))})]
    write(f"{directory}/catalogs/de.arb", dump(members))


def xliff(directory, n):
    write(f"{directory}/catalogs/en.arb", dump(source_members(n)))
    units = "".join(
        f'      <trans-unit id="user.message{i}" resname="user.message{i}" approved="yes" xml:space="preserve">\n'
        f"        <source>{escape(english(i))}</source>\n"
        f'        <target state="translated">{escape(german(i))}</target>\n'
        f"      </trans-unit>\n" for i in range(n))
    write(f"{directory}/de.xlf",
          '<?xml version="1.0" encoding="UTF-8"?>\n'
          '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
          '  <file original="en.arb" source-language="en" target-language="de" datatype="plaintext">\n'
          f"    <body>\n{units}    </body>\n  </file>\n</xliff>\n")


def po(directory, n):
    write(f"{directory}/catalogs/en.arb", dump(source_members(n)))
    entries = "".join(
        f"\n#. Shown after step {i}.\nmsgctxt \"user.message{i}\"\nmsgid {json.dumps(english(i), ensure_ascii=False)}\n"
        f"msgstr {json.dumps(german(i), ensure_ascii=False)}\n" for i in range(n))
    write(f"{directory}/de.po",
          'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: de\\n"\n' + entries)


def strings_text(n):
    return "".join(f'/* Shown on screen {i}. */\n"Message number {i} for %@" = "Message number {i} for %@";\n\n'
                   for i in range(n))


def stringsdict_text(n, key):
    entries = "".join(
        f"  <key>{key(i)}</key>\n  <dict>\n"
        "    <key>NSStringLocalizedFormatKey</key>\n    <string>%#@items@</string>\n"
        "    <key>items</key>\n    <dict>\n"
        "      <key>NSStringFormatSpecTypeKey</key>\n      <string>NSStringPluralRuleType</string>\n"
        "      <key>NSStringFormatValueTypeKey</key>\n      <string>d</string>\n"
        f"      <key>one</key>\n      <string>%d item in basket {i}</string>\n"
        f"      <key>other</key>\n      <string>%d items in basket {i}</string>\n"
        "    </dict>\n  </dict>\n" for i in range(n))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
            f'<plist version="1.0">\n<dict>\n{entries}</dict>\n</plist>\n')


def strings_migrate(directory, n):
    write(f"{directory}/App/en.lproj/Localizable.strings", strings_text(n))


def stringsdict_migrate(directory, n):
    write(f"{directory}/App/en.lproj/Localizable.stringsdict", stringsdict_text(n, lambda i: f"Items in basket {i}"))


def lproj_migrate(directory, n):
    write(f"{directory}/App/en.lproj/Localizable.strings", strings_text(n))
    write(f"{directory}/App/en.lproj/Localizable.stringsdict", stringsdict_text(n, lambda i: f"Message number {i} for %@"))


# name: (generator, msgc arguments relative to the input directory, expected exit status, check of the output)
INPUTS = {
    # --all: every diagnostic printed, so the run does (and shows) all the work its size asks for.
    "duplicate-keys": (duplicate_keys, ["check", "catalogs", "--all"], 1, lambda out, n: out.count("[duplicate-key]") == n),
    "duplicate-one-line": (lambda d, n: duplicate_keys(d, n, one_line=True), ["check", "catalogs", "--all"], 1,
                           lambda out, n: out.count("[duplicate-key]") == n),
    "fingerprints": (translated, ["check", "catalogs"], 0, lambda out, n: "stale-translation" not in out),
    "compile": (translated, ["compile", "catalogs", "--output", "Messages.swift", "--quiet"], 0, None),
    "render": (translated, ["render", "catalogs", "--locale", "de"], 0, lambda out, n: out.count("\n") > n),
    "status": (translated, ["status", "catalogs", "--format", "json"], 0, lambda out, n: str(n) in out),
    "export-xliff": (translated, ["export", "catalogs", "--locale", "de", "--format", "xliff", "--output", "de.xlf"], 0, None),
    "export-po": (translated, ["export", "catalogs", "--locale", "de", "--format", "po", "--output", "de.po"], 0, None),
    "export-xcstrings": (translated, ["export", "catalogs", "--locale", "de", "--format", "xcstrings", "--output", "out.xcstrings"],
                         0, None),
    "accept": (translated, ["accept", "catalogs", "--locale", "de"], 0, lambda out, n: f"{n} translations accepted" in out),
    "pseudo": (translated, ["pseudo", "catalogs", "--output-dir", "pseudo"], 0, None),
    "xliff-import": (xliff, ["import", "de.xlf", "--into", "catalogs"], 0, lambda out, n: f"{n} added" in out),
    "po-import": (po, ["import", "de.po", "--into", "catalogs"], 0, lambda out, n: f"{n} added" in out),
    "strings-migrate": (strings_migrate, ["import", "App", "--into", "catalogs"], 0, lambda out, n: f"en {n}" in out),
    "stringsdict-migrate": (stringsdict_migrate, ["import", "App", "--into", "catalogs"], 0, lambda out, n: f"en {n}" in out),
    "lproj-migrate": (lproj_migrate, ["import", "App", "--into", "catalogs"], 0, lambda out, n: f"en {n}" in out),
}


def run(msgc, name, n, work, timeout):
    """Seconds msgc takes on input `name` of size n, or None after a timeout; raises on a wrong outcome."""
    generate, arguments, expected, check = INPUTS[name]
    directory = os.path.join(work, f"{name}-{n}")
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(f"{directory}/catalogs")
    generate(directory, n)
    start = time.perf_counter()
    try:
        result = subprocess.run([msgc] + arguments, cwd=directory, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    seconds = time.perf_counter() - start
    output = result.stdout + result.stderr
    if result.returncode != expected or (check and not check(output, n)):
        tail = "\n".join(output.splitlines()[-15:])
        raise RuntimeError(f"{name} at {n}: exit status {result.returncode} (expected {expected}); output ends:\n{tail}")
    shutil.rmtree(directory, ignore_errors=True)
    return seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("msgc", help="path to the msgc executable (a release build)")
    parser.add_argument("--sizes", default="10000,100000", help="two sizes, small,large (default 10000,100000)")
    parser.add_argument("--max-ratio", type=float, default=25.0, help="fail when large/small time exceeds this (default 25)")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds allowed per msgc run (default 600)")
    parser.add_argument("--only", help="comma-separated input names (default: all)")
    parser.add_argument("--work", help="directory for the inputs (default: a new temporary one, removed afterwards)")
    options = parser.parse_args()

    small, large = (int(size) for size in options.sizes.split(","))
    names = options.only.split(",") if options.only else list(INPUTS)
    unknown = [name for name in names if name not in INPUTS]
    if unknown:
        parser.error(f"unknown inputs: {', '.join(unknown)}; known: {', '.join(INPUTS)}")
    msgc = os.path.abspath(options.msgc)
    work = options.work or tempfile.mkdtemp(prefix="msgc-hostile-")
    failures = []
    print(f"{'input':<20} {small:>10,} {large:>10,}  ratio   (seconds; linear ≈ {large / small:g}×, limit {options.max_ratio:g}×)")
    try:
        for name in names:
            times = [run(msgc, name, n, work, options.timeout) for n in (small, large)]
            shown = [f"{t:10.2f}" if t is not None else f"{'>' + format(options.timeout, 'g'):>10}" for t in times]
            if None in times:
                ratio = "timeout"
                failures.append(name)
            else:
                value = times[1] / max(times[0], 1e-3)
                ratio = f"{value:5.1f}×"
                if value > options.max_ratio:
                    failures.append(name)
            print(f"{name:<20} {shown[0]} {shown[1]}  {ratio}", flush=True)
    except RuntimeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    finally:
        if not options.work:
            shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"super-linear: {', '.join(failures)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
