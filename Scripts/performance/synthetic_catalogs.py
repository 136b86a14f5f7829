#!/usr/bin/env python3
"""Writes a synthetic catalog set for scale measurements: N messages in 30 locales.

    python3 Scripts/performance/synthetic_catalogs.py --messages 2000 --output /tmp/scale/Localizations

The mix follows real catalogs: mostly plain sentences, then string arguments, plurals with the
exact CLDR categories of each locale, prices inside plurals, and selects with nested plurals.
Deterministic: the same arguments write the same bytes.
"""
import argparse, json, os, random

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
WORDS = ("purchase order receipt store product offer trial price account device payment restore "
         "subscription wallet coins bundle renewal period server network retry approval family").split()


def sentence(rng, locale, length):
    words = [rng.choice(WORDS) for _ in range(length)]
    return f"[{locale}] " + " ".join(words).capitalize() + "."


def plural(rng, locale, arg, noun):
    cases = " ".join(f"{c} {{# {noun}-{c}}}" for c in CATEGORIES[locale].split())
    return f"{{{arg}, plural, {cases}}}"


def message(rng, locale, kind):
    text = sentence(rng, locale, rng.randint(4, 12))
    if kind == "plain":
        return text
    if kind == "string":
        return f"{text} {{name}}"
    if kind == "plural":
        return f"{text} " + plural(rng, locale, "count", rng.choice(WORDS))
    if kind == "price":
        return f"{{price}} " + plural(rng, locale, "months", "month")
    branches = " ".join(f"{unit} {{{plural(rng, locale, 'count', unit)}}}" for unit in ("day", "week", "other"))
    return f"{{unit, select, {branches}}}"


PLACEHOLDERS = {
    "plain": {},
    "string": {"name": {"type": "String", "example": "Gold"}},
    "plural": {"count": {"type": "Int", "example": "3"}},
    "price": {"price": {"type": "Price", "example": "4.99 EUR"}, "months": {"type": "Int", "example": "3"}},
    "select": {"unit": {"type": "String", "example": "day"}, "count": {"type": "Int", "example": "2"}},
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=2000)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    os.makedirs(args.output, exist_ok=True)
    kinds = ["plain"] * 12 + ["string"] * 4 + ["plural"] * 2 + ["price"] + ["select"]
    layout = random.Random(42)
    keys = []
    for index in range(args.messages):
        prefix = "error" if index % 3 == 0 else "user"
        keys.append((f"{prefix}.message{index:05d}", layout.choice(kinds)))
    for locale in CATEGORIES:
        rng = random.Random(locale)
        catalog = {"@@locale": locale}
        if locale == "en":
            catalog["@@x-type-prefix"] = "Scale"
        for key, kind in keys:
            catalog[key] = message(rng, locale, kind)
            if locale == "en":
                meta = {"description": f"Synthetic {kind} message."}
                if PLACEHOLDERS[kind]:
                    meta["placeholders"] = PLACEHOLDERS[kind]
                catalog["@" + key] = meta
        with open(os.path.join(args.output, f"{locale}.arb"), "w", encoding="utf-8") as handle:
            json.dump(catalog, handle, ensure_ascii=False, indent=2)
            handle.write("\n")


if __name__ == "__main__":
    main()
