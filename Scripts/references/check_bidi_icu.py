#!/usr/bin/env python3
"""Asks ICU's own bidi algorithm (ubidi, UAX #9) whether a price can turn a right-to-left line around.

For Urdu, Arabic and Hebrew, `msgc render` previews every message twice (the shipped catalogs, and
Tests/MessageCompilerTests/Fixtures/bidi, whose lines put the price first, inside and last): once with a price the
locale writes with Latin letters ("Rs 500.00", "US$", "CHF") and once with one it writes without
("€500.00"). ICU then computes each line's paragraph direction as a text view laid out by its content
would (UBIDI_DEFAULT_LTR: the first strong character outside isolates). The two must agree for every
message: the price, whatever letters it has, never decides the line's direction. As a proof that the
check can fail, the same lines with their isolates (FSI ... PDI) removed must disagree at least once.

    python3 Scripts/references/check_bidi_icu.py [--msgc PATH]
"""
import ctypes
import ctypes.util
import subprocess
import sys

UBIDI_DEFAULT_LTR = 0xFE
CASES = [("ur", "500 PKR"), ("ar", "500 USD"), ("he", "500 CHF")]
NEUTRAL = "500 EUR"


def load_ubidi():
    for name in ("icuuc", "icucore"):
        path = ctypes.util.find_library(name)
        if not path:
            continue
        lib = ctypes.CDLL(path)
        for suffix in [""] + [f"_{v}" for v in range(99, 49, -1)]:
            if hasattr(lib, "ubidi_openSized" + suffix):
                return lib, suffix
    sys.exit("check_bidi_icu: ICU's common library (libicuuc) was not found")


LIB, SUFFIX = load_ubidi()
def icu(name, restype, *argtypes):
    function = getattr(LIB, name + SUFFIX)
    function.restype, function.argtypes = restype, list(argtypes)
    return function

open_sized = icu("ubidi_openSized", ctypes.c_void_p, ctypes.c_int32, ctypes.c_int32, ctypes.POINTER(ctypes.c_int))
set_para = icu("ubidi_setPara", None, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int32, ctypes.c_uint8,
               ctypes.c_void_p, ctypes.POINTER(ctypes.c_int))
para_level = icu("ubidi_getParaLevel", ctypes.c_uint8, ctypes.c_void_p)
close = icu("ubidi_close", None, ctypes.c_void_p)


def direction(text):
    """0 (left to right) or 1 (right to left), as ICU resolves the paragraph."""
    status = ctypes.c_int(0)
    bidi = open_sized(0, 0, ctypes.byref(status))
    units = text.encode("utf-16-le")
    buffer = ctypes.create_string_buffer(units, len(units) + 2)
    set_para(bidi, buffer, len(units) // 2, UBIDI_DEFAULT_LTR, None, ctypes.byref(status))
    level = para_level(bidi)
    close(bidi)
    if status.value > 0:
        sys.exit(f"check_bidi_icu: ICU error {status.value} on {text!r}")
    return level & 1


DIRECTORIES = ["Localizations", "Tests/MessageCompilerTests/Fixtures/bidi"]


def render(msgc, directory, locale, price):
    run = subprocess.run([msgc, "render", directory, "--locale", locale, "--arg", f"price={price}"],
                         capture_output=True, text=True, check=True)
    lines = {}
    for line in run.stdout.splitlines():
        key, separator, text = line.partition(": ")
        if separator and not line.startswith("=="):
            lines[key] = text
    return lines


def main():
    msgc = sys.argv[sys.argv.index("--msgc") + 1] if "--msgc" in sys.argv else ".build/debug/msgc"
    problems, priced, caught = [], 0, 0
    for directory, (locale, latin) in [(d, c) for d in DIRECTORIES for c in CASES]:
        with_letters, without = render(msgc, directory, locale, latin), render(msgc, directory, locale, NEUTRAL)
        for key, text in with_letters.items():
            neutral = without.get(key)
            if neutral is None or neutral == text:
                continue                       # no price in this message
            priced += 1
            shown, expected = direction(text), direction(neutral)
            if shown != expected:
                problems.append(f"{directory} {locale} {key}: {text!r} runs {'rtl' if shown else 'ltr'}, "
                                f"{neutral!r} {'rtl' if expected else 'ltr'}")
            if directory != "Localizations" and shown != 1:
                problems.append(f"{directory} {locale} {key}: {text!r} does not run right to left")
            bare = text.replace("\u2068", "").replace("\u2069", "")
            if direction(bare) != expected:
                caught += 1
    for problem in problems:
        print(problem, file=sys.stderr)
    if priced == 0:
        sys.exit("check_bidi_icu: no message with a price was rendered")
    if caught == 0:
        sys.exit("check_bidi_icu: without isolates no line turns either, so this check proves nothing")
    print(f"{priced} priced lines in ur, ar and he (shipped and fixture): ICU's paragraph direction is the same with a Latin-letter "
          f"price as without ({len(problems)} differ); without the isolates {caught} would turn")
    sys.exit(1 if problems else 0)


main()
