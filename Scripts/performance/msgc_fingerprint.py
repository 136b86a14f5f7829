"""The source fingerprint msgc writes as x-source-fingerprint, for the scripts that make catalogs."""


def fingerprint(text):
    """SourceFingerprint.of: 64-bit FNV-1a over the UTF-8 text, halves folded, 8 hex digits."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%08x" % ((value >> 32) ^ (value & 0xFFFFFFFF))
