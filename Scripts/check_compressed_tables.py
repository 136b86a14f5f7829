#!/usr/bin/env python3
"""Reads every compressed table of generated Swift files back with zlib, an implementation
independent of msgc's encoder and of the runtime's inflater.

Each `CompressedText(packed: "...", count: N)` literal is unescaped as Swift reads it, unpacked from
seven bits per character, and decoded as raw deflate; the result must be N bytes of UTF-8, and for a
message table N must be where its offsets say the last message ends.

    python3 Scripts/check_compressed_tables.py FILE.swift...
"""
import re
import sys
import zlib

LITERAL = re.compile(r'CompressedText\(packed: "((?:[^"\\]|\\.)*)", count: (\d+)\)(?:,\s*offsets: "([^"]*)")?')
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
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    for match in LITERAL.finditer(text):
        packed = swift_unescape(match.group(1))
        count = int(match.group(2))
        line = text.count("\n", 0, match.start()) + 1
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
        if match.group(3) is not None and last_offset(match.group(3)) != count:
            print(f"{path}:{line}: the offsets end at {last_offset(match.group(3))}, the text has {count} bytes")
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
