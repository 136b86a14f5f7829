#!/usr/bin/env python3
"""Reads every compressed table of generated Swift files back with zlib, an implementation
independent of msgc's encoder and of the runtime's inflater.

Each `CompressedText(packed: "...", count: N)` literal is unescaped as Swift reads it, unpacked from
seven bits per character, and decoded as raw deflate; the result must be N bytes of UTF-8. A generated
catalog's tables (`static let texts: [StaticString]`, `sizes: [Int]`, `offsets: [StaticString]`) are
read the same way, each text whose size is not 0 compressed, and N must be where its offsets say the
last message ends.

    python3 Scripts/references/check_compressed_tables.py FILE.swift...
"""
import re
import sys
import zlib

LITERAL = re.compile(r'CompressedText\(packed: "((?:[^"\\]|\\.)*)", count: (\d+)\)(?:,\s*offsets: "([^"]*)")?')
STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
CATALOG = re.compile(
    r'static let texts: \[StaticString\] = \[\n(.*?)\n\s*\]\n'
    r'\s*static let sizes: \[Int\] = \[([0-9, ]*)\]\n'
    r'.*?static let offsets: \[StaticString\] = \[\n(.*?)\n\s*\]\n', re.S)
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"


def swift_unescape(body):
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        n = body[i + 1]
        if n == "u":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
            continue
        out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}[n])
        i += 2
    return "".join(out).encode("utf-8")


def unpack(chars):
    out = bytearray()
    buffer = bits = 0
    for c in chars:
        assert c < 128, "a packed character above 0x7F"
        buffer |= c << bits
        bits += 7
        if bits >= 8:
            out.append(buffer & 0xFF)
            buffer >>= 8
            bits -= 8
    return bytes(out)


def last_offset(offsets):
    """The last offset of a MessageTable's offsets literal: a width digit, then groups of that width."""
    width = DIGITS.index(offsets[0])
    value = 0
    for ch in offsets[len(offsets) - width:]:
        value = value * 64 + DIGITS.index(ch)
    return value


failures = 0
tables = raw = packed_total = 0


def literals(text):
    """(packed body, declared count, offsets or None, position) of every compressed table in `text`."""
    for match in LITERAL.finditer(text):
        yield match.group(1), int(match.group(2)), match.group(3), match.start()
    for match in CATALOG.finditer(text):
        texts = list(STRING.finditer(match.group(1)))
        sizes = [int(size) for size in match.group(2).replace(" ", "").split(",") if size]
        offsets = [offset.group(1) for offset in STRING.finditer(match.group(3))]
        if not len(texts) == len(sizes) == len(offsets):
            raise SystemExit(f"{len(texts)} texts, {len(sizes)} sizes and {len(offsets)} offsets in a catalog")
        for body, size, offset in zip(texts, sizes, offsets):
            if size:
                yield body.group(1), size, offset, match.start(1) + body.start()


for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    for body, count, offsets, position in literals(text):
        packed = swift_unescape(body)
        line = text.count("\n", 0, position) + 1
        try:
            data = zlib.decompress(unpack(packed), -15)
            data.decode("utf-8")
        except Exception as error:  # noqa: BLE001 - report any failure with its place
            print(f"{path}:{line}: not a deflate stream of UTF-8 text: {error}")
            failures += 1
            continue
        if len(data) != count:
            print(f"{path}:{line}: {len(data)} bytes where the literal declares {count}")
            failures += 1
        if offsets is not None and last_offset(offsets) != count:
            print(f"{path}:{line}: the offsets end at {last_offset(offsets)}, the text has {count} bytes")
            failures += 1
        tables += 1
        raw += count
        packed_total += len(packed)
if tables == 0:
    print("no compressed table found")
    sys.exit(1)
print(f"{tables} compressed tables read back by zlib: {raw} bytes of text in {packed_total} bytes "
      f"({packed_total / raw:.0%})")
sys.exit(1 if failures else 0)
