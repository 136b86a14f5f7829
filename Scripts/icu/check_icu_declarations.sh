#!/usr/bin/env bash
# Checks Sources/CICU/icu_declarations.h, the ICU API as CICU declares it for Macs (which have no ICU
# headers), against the real thing here, where libicu-dev is installed:
#  1. Scripts/icu/check_icu_declarations.c includes ICU's headers and then ours in check mode: a prototype,
#     typedef, enum value or macro of ours that differs from ICU's does not compile.
#  2. Every .c file of CICU compiles with our declarations alone, as on a Mac: nothing CICU calls is
#     missing from them, and no .c file reaches for <unicode/*.h> itself.
#  3. That build, linked against this ICU, prints what the ordinary Linux build prints (so the
#     declarations are not only well-typed but right at run time), and also when built as if the ICU
#     were macOS 10.15's ICU 64, except that list formatting then takes its pre-ICU-67 path.
#
#     bash Scripts/icu/check_icu_declarations.sh [CICU_DIR]   # default: Sources/CICU
#
# CICU_DIR lets a scratch copy with a deliberate mistake show that the check fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cicu="$(cd "${1:-$root/Sources/CICU}" && pwd)"
cc="${CC:-cc}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# C11 for _Static_assert and repeatable typedefs; every warning is an error, including the
# redefinition of a macro with another body.
cflags=(-std=c11 -Wall -Wextra -Werror)
read -r -a icu_libs <<< "$(pkg-config --libs icu-i18n icu-uc 2>/dev/null || echo -licui18n -licuuc)"

version=$(printf '#include <unicode/uvernum.h>\nU_ICU_VERSION\n' | "$cc" -E -P -x c - | tail -1 | tr -d '"')
echo "ICU headers: $version ($cc)"

echo "-- 1. our declarations against ICU's headers"
"$cc" "${cflags[@]}" -fsyntax-only -I"$cicu" "$root/Scripts/icu/check_icu_declarations.c"

echo "-- 2. each .c file with our declarations only"
if grep -n '#include <unicode/' "$cicu"/*.c; then
    echo "a CICU .c file includes an ICU header itself; only cicu_internal.h may choose them" >&2
    exit 1
fi
for file in "$cicu"/*.c; do
    "$cc" "${cflags[@]}" -fsyntax-only -DCICU_USE_OWN_ICU_DECLARATIONS -I"$cicu/include" "$file"
done

echo "-- 3. built with our declarations, run against ICU $version"
# A program that prints what CICU answers for a spread of calls into every part of it.
cat > "$work/smoke.c" <<'EOF'
#include <stdio.h>
#include "cicu.h"

static char out[16384];
static int32_t status;

// Prints one result line: the text, or the status name when the call failed.
static void show(const char *what, int32_t length) {
    if (status > 0) printf("%s: %s\n", what, cicu_error_name(status));
    else printf("%s: %.*s\n", what, (int)length, out);
    status = 0;
}
#define SHOW(what, call) do { int32_t n_ = (call); show(what, n_); } while (0)

int main(void) {
    printf("error name: %s\nicu: %s\ncldr: %s\n", cicu_error_name(15), cicu_icu_version(), cicu_cldr_version());
    SHOW("from tag", cicu_locale_from_language_tag("zh-Hant-TW-u-nu-hanidec", out, sizeof out, &status));
    SHOW("to tag", cicu_locale_to_language_tag("sr_Latn_RS", out, sizeof out, &status));
    SHOW("canonical", cicu_locale_canonicalize("iw_IL", out, sizeof out, &status));
    SHOW("likely", cicu_locale_add_likely_subtags("zh_TW", out, sizeof out, &status));
    SHOW("parent es_MX", cicu_locale_explicit_parent("es_MX", out, sizeof out, &status));
    SHOW("parent zh_Hant", cicu_locale_explicit_parent("zh_Hant", out, sizeof out, &status));
    printf("available: %d, first %s\n", cicu_locale_available_count(), cicu_locale_available(0));
    SHOW("currencies", cicu_currency_codes(out, sizeof out, &status));
    printf("JPY, KWD digits: %d %d\n", cicu_currency_fraction_digits("JPY", &status),
           cicu_currency_fraction_digits("KWD", &status));
    SHOW("plural name", cicu_currency_plural_name("ru", "RUB", "few", out, sizeof out, &status));
    SHOW("unit pattern", cicu_currency_unit_pattern("de_CH", "other", out, sizeof out, &status));
    SHOW("bad code", cicu_currency_plural_name("en", "EURO", "one", out, sizeof out, &status));

    const char *locales[] = { "en_US", "ar_EG", "ru_RU" };
    for (int l = 0; l < 3; l++) {
        for (int32_t type = CICU_PLURAL_CARDINAL; type <= CICU_PLURAL_ORDINAL; type++) {
            cicu_plural_rules *rules = cicu_plural_rules_open(locales[l], type, &status);
            SHOW(locales[l], cicu_plural_rules_keywords(rules, out, sizeof out, &status));
            cicu_plural_rules_close(rules);
        }
        cicu_plural_rules *rules = cicu_plural_rules_open(locales[l], CICU_PLURAL_CARDINAL, &status);
        cicu_number_formatter *number =
            cicu_number_formatter_open(locales[l], "currency/EUR unit-width-narrow sign-accounting", &status);
        const char *amounts[] = { "1", "1.0", "-1234567.895", "21" };
        for (int a = 0; a < 4; a++) {
            char keyword[16] = "";
            int32_t n = cicu_number_format_decimal(number, amounts[a], rules, keyword, sizeof keyword, out,
                                                   sizeof out, &status);
            printf("[%s] ", keyword);
            show(amounts[a], n);
        }
        cicu_number_formatter_close(number);
        cicu_plural_rules_close(rules);

        for (int32_t width = CICU_WIDTH_WIDE; width <= CICU_WIDTH_NARROW; width++) {
            cicu_relative_time_formatter *relative = cicu_relative_time_open(locales[l], width, &status);
            for (int32_t unit = CICU_UNIT_SECOND; unit <= CICU_UNIT_YEAR; unit++) {
                SHOW("relative", cicu_relative_time_format(relative, unit % 2 ? -5 : 1, unit, out, sizeof out, &status));
            }
            cicu_relative_time_close(relative);
        }
        const char *items[] = { "Premium", "Coins", "VIP" };
        for (int32_t type = CICU_LIST_AND; type <= CICU_LIST_UNITS; type++) {
            for (int32_t width = CICU_WIDTH_WIDE; width <= CICU_WIDTH_NARROW; width++) {
                char what[32];
                snprintf(what, sizeof what, "list %d %d", type, width);
                cicu_list_formatter *list = cicu_list_open(locales[l], type, width, &status);
                if (status > 0) { show(what, 0); continue; }
                SHOW(what, cicu_list_format(list, items, 3, out, sizeof out, &status));
                cicu_list_close(list);
            }
        }
        for (int32_t style = CICU_DATE_NONE; style <= CICU_DATE_SHORT; style++) {
            cicu_date_formatter *date = cicu_date_formatter_open(locales[l], style, CICU_DATE_SHORT, NULL, &status);
            SHOW("date", cicu_date_format(date, 1700000000000.0, out, sizeof out, &status));
            cicu_date_formatter_close(date);
        }
        cicu_date_formatter *date = cicu_date_formatter_open(locales[l], 0, 0, "yMMMdjm", &status);
        SHOW("skeleton", cicu_date_format(date, 1700000000000.0, out, sizeof out, &status));
        cicu_date_formatter_close(date);
    }
    return 0;
}
EOF
# Builds CICU and the program: $1 names the build, the rest are extra compiler flags.
build() {
    local name="$1"; shift
    mkdir -p "$work/$name"
    for file in "$cicu"/*.c "$work/smoke.c"; do
        "$cc" "${cflags[@]}" -c -I"$cicu" -I"$cicu/include" "$@" "$file" -o "$work/$name/$(basename "$file" .c).o"
    done
    "$cc" "$work/$name"/*.o -o "$work/$name/smoke" "${icu_libs[@]}" -lpthread
    TZ=UTC "$work/$name/smoke" > "$work/$name.out"
}
build linux
# Our declarations name ICU's functions plainly, as libicucore exports them; this ICU exports them
# with its version suffix, so urename.h (and nothing else of ICU's) is put in front to add it.
own=(-DCICU_USE_OWN_ICU_DECLARATIONS -include unicode/urename.h)
build own "${own[@]}"
if ! diff -u "$work/linux.out" "$work/own.out"; then
    echo "CICU built with our declarations answers differently from CICU built with ICU's headers" >&2
    exit 1
fi
echo "$(wc -l < "$work/own.out") answers identical"

# As if at run time ICU were 64: lists other than the plain "and" list are refused (the Swift caller
# then joins with ", "), everything else is unchanged.
build icu64 "${own[@]}" -DCICU_TEST_ICU_MAJOR=64
sed -E '/^list ([12] [0-9]|0 [12]):/s/:.*/: U_UNSUPPORTED_ERROR/' "$work/linux.out" > "$work/icu64.expected"
if ! diff -u "$work/icu64.expected" "$work/icu64.out"; then
    echo "CICU built as if for ICU 64 does not take the pre-ICU-67 list path as expected" >&2
    exit 1
fi
grep -q "^list 0 0: Premium, Coins, and VIP$" "$work/icu64.out" || { echo "as ICU 64: the plain list is not formatted by ICU" >&2; exit 1; }
echo "as ICU 64: identical but for the $(grep -c U_UNSUPPORTED_ERROR "$work/icu64.out") refused list kinds"
echo "ICU declarations match ICU $version"
