#include "cicu.h"
#include "cicu_phrase_data.h"
#include "cicu_internal.h"

#include <stdio.h>
#include <string.h>

// CLDR's list patterns as ICU's formatter reads them, for `msgc cldr-data` to bake
// into the portable backend.
//
// ICU's formatters gather these patterns from a locale bundle and its parents (ureldatefmt from
// "fields", ulistfmt from "listPattern"), taking each pattern from the most specific bundle that has
// it. These functions give each bundle's own patterns, and msgc repeats the gathering along ICU's
// parent chain. Bundles are opened the ordinary way (ures_open), never with ures_openDirect, for the
// reason given in cicu_locale.c; a bundle's own table is told from an inherited one by the locale
// ICU says it came from.

/// Whether ICU says `resource` comes from the bundle `locale_id` itself.
static bool comes_from(const UResourceBundle *resource, const char *locale_id) {
    UErrorCode ec = U_ZERO_ERROR;
    const char *actual = ures_getLocaleByType(resource, ULOC_ACTUAL_LOCALE, &ec);
    return U_SUCCESS(ec) && actual != NULL && strcmp(actual, locale_id) == 0;
}

/// The top-level table `key` of the bundle `locale_id` when the bundle exists and holds that table
/// itself (not through a parent); NULL otherwise. The caller closes both.
static UResourceBundle *own_table(const char *locale_id, const char *key, UResourceBundle **bundle) {
    UErrorCode ec = U_ZERO_ERROR;
    *bundle = ures_open(NULL, locale_id, &ec);
    if (U_FAILURE(ec) || !comes_from(*bundle, locale_id)) return NULL;
    UResourceBundle *table = ures_getByKey(*bundle, key, NULL, &ec);
    if (U_FAILURE(ec) || !comes_from(table, locale_id)) {
        ures_close(table);
        return NULL;
    }
    return table;
}

/// The item `key` of `table` when it is the table's own entry, NULL when it is missing or an alias:
/// ICU resolves an alias on lookup and gives the target's key ("minute" for "minute-short").
static UResourceBundle *own_item(const UResourceBundle *table, const char *key) {
    UErrorCode ec = U_ZERO_ERROR;
    UResourceBundle *item = ures_getByKey(table, key, NULL, &ec);
    const char *found = U_SUCCESS(ec) ? ures_getKey(item) : NULL;
    if (found == NULL || strcmp(found, key) != 0) {
        ures_close(item);
        return NULL;
    }
    return item;
}

static const char *const width_suffixes[] = { "", "-short", "-narrow" };

int32_t cicu_phrase_data_lists(const char *locale_id, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    static const char *const styles[] = { "standard", "or", "unit" };
    static const char *const parts[] = { "2", "start", "middle", "end" };
    UResourceBundle *bundle = NULL;
    UResourceBundle *lists = own_table(locale_id, "listPattern", &bundle);
    for (size_t style = 0; lists != NULL && style < 3; style++) {
        for (size_t width = 0; width < sizeof width_suffixes / sizeof *width_suffixes; width++) {
            char key[32];
            snprintf(key, sizeof key, "%s%s", styles[style], width_suffixes[width]);
            UResourceBundle *patterns = own_item(lists, key);
            for (size_t part = 0; patterns != NULL && part < 4; part++) {
                UErrorCode ec = U_ZERO_ERROR;
                int32_t length = 0;
                const UChar *pattern = ures_getStringByKey(patterns, parts[part], &length, &ec);
                if (U_SUCCESS(ec) && pattern != NULL) {
                    cicu_text_append_ascii(&text, key);
                    cicu_text_append_ascii(&text, "\t");
                    cicu_text_append_ascii(&text, parts[part]);
                    cicu_text_append_ascii(&text, "\t");
                    cicu_text_append_uchars(&text, pattern, length, status);
                    cicu_text_append_ascii(&text, "\n");
                }
            }
            ures_close(patterns);
        }
    }
    ures_close(lists);
    ures_close(bundle);
    return cicu_text_finish(&text, status);
}

int32_t cicu_phrase_data_aliases(char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    // "res_index" is the index of the locale tree, not a locale bundle (no parents), so it is opened
    // directly as ICU's own uloc_openAvailableByType does; its "AliasLocales" lists the legacy IDs.
    UErrorCode ec = U_ZERO_ERROR;
    UResourceBundle *index = ures_openDirect(NULL, "res_index", &ec);
    UResourceBundle *aliases = ures_getByKey(index, "AliasLocales", NULL, &ec);
    while (U_SUCCESS(ec) && U_SUCCESS(*status) && ures_hasNext(aliases)) {
        UResourceBundle *item = ures_getNextResource(aliases, NULL, &ec);
        const char *alias = U_SUCCESS(ec) ? ures_getKey(item) : NULL;
        if (alias != NULL) {
            UErrorCode openStatus = U_ZERO_ERROR;
            UResourceBundle *bundle = ures_open(NULL, alias, &openStatus);
            const char *actual = U_SUCCESS(openStatus) ? ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &openStatus) : NULL;
            if (actual != NULL && U_SUCCESS(openStatus)) {
                cicu_text_append_ascii(&text, alias);
                cicu_text_append_ascii(&text, "\t");
                cicu_text_append_ascii(&text, actual);
                cicu_text_append_ascii(&text, "\n");
            }
            ures_close(bundle);
        }
        ures_close(item);
    }
    if (U_FAILURE(ec)) *status = ec;
    ures_close(aliases);
    ures_close(index);
    return cicu_text_finish(&text, status);
}

/// Appends "<first>-<last>\n" for each run of code points `member` accepts.
static void append_ranges(cicu_text *text, bool (*member)(UChar32, int32_t), int32_t argument) {
    UChar32 start = -1;
    for (UChar32 c = 0; c <= 0x110000; c++) {
        bool in = c < 0x110000 && member(c, argument);
        if (in && start < 0) start = c;
        if (!in && start >= 0) {
            char line[32];
            snprintf(line, sizeof line, "%04X-%04X\n", (unsigned)start, (unsigned)(c - 1));
            cicu_text_append_ascii(text, line);
            start = -1;
        }
    }
}

static bool has_script(UChar32 c, int32_t script) {
    return script >= 0 && u_getIntPropertyValue(c, UCHAR_SCRIPT) == script;
}

int32_t cicu_phrase_data_script_ranges(const char *script, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    // ICU's number for the script, asked of ICU by its ISO 15924 code rather than written here.
    append_ranges(&text, has_script, u_getPropertyValueEnum(UCHAR_SCRIPT, script));
    return cicu_text_finish(&text, status);
}

/// `kind` 0: L, LRE, LRO; 1: R, AL, AN, RLE, RLO; 2: AL alone; 3: AN alone.
static bool is_strong(UChar32 c, int32_t kind) {
    UCharDirection direction = u_charDirection(c);
    if (kind == 2) return direction == U_RIGHT_TO_LEFT_ARABIC;
    if (kind == 3) return direction == U_ARABIC_NUMBER;
    int32_t right_to_left = kind;
    switch (direction) {
    case U_LEFT_TO_RIGHT: case U_LEFT_TO_RIGHT_EMBEDDING: case U_LEFT_TO_RIGHT_OVERRIDE:
        return !right_to_left;
    case U_RIGHT_TO_LEFT: case U_RIGHT_TO_LEFT_ARABIC: case U_ARABIC_NUMBER:
    case U_RIGHT_TO_LEFT_EMBEDDING: case U_RIGHT_TO_LEFT_OVERRIDE:
        return right_to_left;
    default:
        return false;
    }
}

int32_t cicu_phrase_data_bidi_ranges(int32_t right_to_left, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    append_ranges(&text, is_strong, right_to_left);
    return cicu_text_finish(&text, status);
}

int32_t cicu_phrase_data_right_to_left(const char *locale_id) {
    UErrorCode ec = U_ZERO_ERROR;
    ULayoutType layout = uloc_getCharacterOrientation(locale_id, &ec);
    if (U_FAILURE(ec)) return -1;
    return layout == ULOC_LAYOUT_RTL ? 1 : 0;
}
