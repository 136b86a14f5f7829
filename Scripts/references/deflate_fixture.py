#!/usr/bin/env python3
"""Writes Tests/MessageCompilerTests/Fixtures/deflate/streams.tsv: raw deflate streams made by zlib
(an implementation independent of msgc's) for the runtime's inflater to decode in CompressionTests.

A line `text<TAB>name<TAB>hex` gives a text's bytes, `lcg<TAB>name<TAB>seed count repeat` one made by
a linear congruential generator; a line `stream<TAB>name/variant<TAB>hex`, a
stream that must decode to text `name`. The streams cover every block type zlib
writes: stored (level 0), fixed Huffman (Z_FIXED), dynamic Huffman at levels 1 and 9, Huffman-only,
run-length matches, several blocks in one stream, and an empty input.

    python3 Scripts/references/deflate_fixture.py
"""
import json
import os
import zlib

root = os.path.join(os.path.dirname(__file__), "..", "..")
out = os.path.join(root, "Tests/MessageCompilerTests/Fixtures/deflate/streams.tsv")


def catalog_text(name):
    with open(os.path.join(root, "Localizations", name), encoding="utf-8") as f:
        data = json.load(f)
    return "".join(v for k, v in sorted(data.items()) if not k.startswith("@") and isinstance(v, str)).encode()


def lcg_bytes(seed, count, repeat):
    """Pseudo-random bytes the test makes too (CompressionTests.lcgBytes): kept out of the file."""
    out = bytearray()
    x = seed
    for _ in range(count):
        x = (x * 1103515245 + 12345) % 2**31
        out.append((x >> 16) & 255)
    return bytes(out) * repeat


generated = {"random": (7, 3000, 1), "long-distance": (11, 26000, 2)}
texts = {
    "empty": b"",
    "one-byte": b"x",
    "english": catalog_text("en.arb"),
    "hindi": catalog_text("hi.arb"),
    "arabic": catalog_text("ar.arb"),
    "random": lcg_bytes(*generated["random"]),
    "runs": b"a" * 1000 + b"ab" * 700 + bytes(range(256)) * 3 + b"\x00" * 20000,
    "long-distance": lcg_bytes(*generated["long-distance"]),
}


def deflate(data, level=9, strategy=zlib.Z_DEFAULT_STRATEGY, mem=8):
    c = zlib.compressobj(level, zlib.DEFLATED, -15, mem, strategy)
    return c.compress(data) + c.flush()


streams = []
for name, data in texts.items():
    streams.append((name + "/level9", data, deflate(data)))
streams.append(("english/stored", texts["english"], deflate(texts["english"], level=0)))
streams.append(("english/fixed", texts["english"], deflate(texts["english"], strategy=zlib.Z_FIXED)))
streams.append(("hindi/level1", texts["hindi"], deflate(texts["hindi"], level=1)))
streams.append(("hindi/huffman-only", texts["hindi"], deflate(texts["hindi"], strategy=zlib.Z_HUFFMAN_ONLY)))
streams.append(("runs/rle", texts["runs"], deflate(texts["runs"], strategy=zlib.Z_RLE)))
big = texts["english"] + texts["random"]
streams.append(("mixed/many-blocks", big, deflate(big, mem=1)))
# A stream flushed mid-way ends one block with an empty stored block, as Z_SYNC_FLUSH writes it.
c = zlib.compressobj(6, zlib.DEFLATED, -15)
synced = c.compress(texts["arabic"][:3000]) + c.flush(zlib.Z_SYNC_FLUSH) + c.compress(texts["arabic"][3000:]) + c.flush()
streams.append(("arabic/sync-flush", texts["arabic"], synced))

texts["mixed"] = big
with open(out, "w") as f:
    for name, data in texts.items():
        if name in generated:
            seed, count, repeat = generated[name]
            f.write(f"lcg\t{name}\t{seed} {count} {repeat}\n")
        else:
            f.write(f"text\t{name}\t{data.hex()}\n")
    for name, data, stream in streams:
        assert zlib.decompress(stream, -15) == data == texts[name.split("/")[0]]
        f.write(f"stream\t{name}\t{stream.hex()}\n")
print(f"{len(streams)} streams written to {os.path.relpath(out, root)}")
