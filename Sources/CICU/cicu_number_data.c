#include "cicu.h"
#include "cicu_number_data.h"
#include "cicu_internal.h"

#include <string.h>

// CLDR's number symbols, patterns and currency names as ICU's resource bundles hold them, for
// `msgc cldr-data`. Each bundle's *own* data is read, nothing inherited: msgc bakes it with each
// bundle's parent, and the portable backend looks a value up along the same chain ICU's formatter
// walks. Bundles are opened the ordinary way (ures_open) and only their top-level keys are iterated,
// for the reason cicu_locale_explicit_parent gives: iteration, unlike lookup by key, never descends
// into the parents, and ures_openDirect on a locale bundle would leave a crippled entry in ICU's cache.

static void put_int(cicu_text *text, int32_t value) {
    char digits[16];
    int32_t length = 0;
    uint32_t magnitude = value < 0 ? (uint32_t)(-(int64_t)value) : (uint32_t)value;
    do {
        digits[length++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    if (value < 0) cicu_text_append_ascii(text, "-");
    while (length > 0) cicu_text_append_bytes(text, &digits[--length], 1);
}

/// UTF-16 to UTF-8 with tab, newline and backslash escaped, so that a value stays on its line.
static void put_escaped(cicu_text *text, const UChar *chars, int32_t length, int32_t *status) {
    int32_t start = 0;
    for (int32_t index = 0; index <= length; index++) {
        UChar c = index < length ? chars[index] : 0;
        if (index < length && c != '\t' && c != '\n' && c != '\\') continue;
        if (index > start) {
            char buffer[512];
            int32_t needed = 0;
            UErrorCode ec = U_ZERO_ERROR;
            u_strToUTF8(buffer, (int32_t)sizeof buffer, &needed, chars + start, index - start, &ec);
            if (U_FAILURE(ec)) {
                *status = ec;
                return;
            }
            cicu_text_append_bytes(text, buffer, needed);
        }
        if (index < length) cicu_text_append_ascii(text, c == '\t' ? "\\t" : c == '\n' ? "\\n" : "\\\\");
        start = index + 1;
    }
}

/// Writes every string and integer under `resource`, its path being `path` (at most 255 bytes).
static void put_resource(cicu_text *text, UResourceBundle *resource, char *path, int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    switch (ures_getType(resource)) {
    case URES_STRING: {
        int32_t length = 0;
        const UChar *value = ures_getString(resource, &length, &ec);
        if (U_FAILURE(ec)) break;
        cicu_text_append_ascii(text, path);
        cicu_text_append_ascii(text, "\t");
        put_escaped(text, value, length, status);
        cicu_text_append_ascii(text, "\n");
        break;
    }
    case URES_INT: {
        int32_t value = ures_getInt(resource, &ec);
        if (U_FAILURE(ec)) break;
        cicu_text_append_ascii(text, path);
        cicu_text_append_ascii(text, "\t");
        put_int(text, value);
        cicu_text_append_ascii(text, "\n");
        break;
    }
    case URES_INT_VECTOR: {
        int32_t length = 0;
        const int32_t *values = ures_getIntVector(resource, &length, &ec);
        if (U_FAILURE(ec)) break;
        cicu_text_append_ascii(text, path);
        cicu_text_append_ascii(text, "\t");
        for (int32_t index = 0; index < length; index++) {
            if (index > 0) cicu_text_append_ascii(text, ",");
            put_int(text, values[index]);
        }
        cicu_text_append_ascii(text, "\n");
        break;
    }
    case URES_TABLE:
    case URES_ARRAY: {
        size_t base = strlen(path);
        int32_t index = 0;
        // An item that is an alias comes out of ures_getNextResource resolved, under its target's key
        // ("accountingFormat" in root is an alias of "/LOCALE/…/currencyFormat"); ures_getNextString
        // names the table's own key even then. Such an item is written as "\@<target key>", for the
        // reader to resolve in the requesting locale, as ICU resolves /LOCALE/ aliases.
        const char *ownKeys[512];
        int32_t keyCount = 0;
        bool isTable = ures_getType(resource) == URES_TABLE;
        if (isTable) {
            ures_resetIterator(resource);
            while (keyCount < 512 && ures_hasNext(resource)) {
                UErrorCode keyStatus = U_ZERO_ERROR;
                const char *ownKey = NULL;
                int32_t ignored = 0;
                ures_getNextString(resource, &ignored, &ownKey, &keyStatus);
                ownKeys[keyCount++] = ownKey;
            }
        }
        ures_resetIterator(resource);
        while (U_SUCCESS(*status) && ures_hasNext(resource)) {
            UErrorCode itemStatus = U_ZERO_ERROR;
            UResourceBundle *item = ures_getNextResource(resource, NULL, &itemStatus);
            if (U_SUCCESS(itemStatus)) {
                const char *key = isTable ? ures_getKey(item) : NULL;
                const char *aliasTarget = NULL;
                if (isTable && index < keyCount && ownKeys[index] != NULL && key != NULL && strcmp(ownKeys[index], key) != 0) {
                    aliasTarget = key;
                    key = ownKeys[index];
                }
                char number[16];
                if (key == NULL) {
                    cicu_text digits = { number, (int32_t)sizeof number, 0 };
                    put_int(&digits, index);
                    number[digits.total] = 0;
                    key = number;
                }
                size_t keyLength = strlen(key);
                if (base + 1 + keyLength < 256) {
                    if (base > 0) path[base] = '/';
                    memcpy(path + base + (base > 0 ? 1 : 0), key, keyLength + 1);
                    if (aliasTarget != NULL) {
                        cicu_text_append_ascii(text, path);
                        cicu_text_append_ascii(text, "\t\\@");
                        cicu_text_append_ascii(text, aliasTarget);
                        cicu_text_append_ascii(text, "\n");
                    } else {
                        put_resource(text, item, path, status);
                    }
                    path[base] = 0;
                }
            }
            ures_close(item);
            index++;
        }
        break;
    }
    default:
        break;
    }
}

/// Whether `key` is one of the space-separated `keys`.
static bool listed(const char *keys, const char *key) {
    size_t length = strlen(key);
    for (const char *at = keys; *at != 0;) {
        const char *end = strchr(at, ' ');
        size_t itemLength = end != NULL ? (size_t)(end - at) : strlen(at);
        if (itemLength == length && strncmp(at, key, length) == 0) return true;
        if (end == NULL) break;
        at = end + 1;
    }
    return false;
}

/// Writes the listed top-level items of `bundle`, iterating its own keys only.
static void put_top_level(cicu_text *text, UResourceBundle *bundle, const char *keys, int32_t *status) {
    ures_resetIterator(bundle);
    while (U_SUCCESS(*status) && ures_hasNext(bundle)) {
        UErrorCode itemStatus = U_ZERO_ERROR;
        UResourceBundle *item = ures_getNextResource(bundle, NULL, &itemStatus);
        const char *key = U_SUCCESS(itemStatus) ? ures_getKey(item) : NULL;
        if (key != NULL && listed(keys, key)) {
            char path[256];
            size_t length = strlen(key);
            if (length < sizeof path) {
                memcpy(path, key, length + 1);
                put_resource(text, item, path, status);
            }
        }
        ures_close(item);
    }
}

/// ICU's package name of a tree: NULL for the locale tree, "ICUDATA-curr" for currency names,
/// "ICUDATA-unit" for measure units (names that hold in whichever ICU runs, see
/// cicu_currency_unit_pattern).
static const char *package_of(const char *tree) {
    if (strcmp(tree, "curr") == 0) return "ICUDATA-curr";
    if (strcmp(tree, "unit") == 0) return "ICUDATA-unit";
    return NULL;
}

int32_t cicu_number_data_actual_bundle(const char *tree, const char *locale_id, char *out, int32_t capacity,
                                       int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    UResourceBundle *bundle = ures_open(package_of(tree), locale_id, (UErrorCode *)status);
    const char *actual = U_SUCCESS(*status) ? ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, (UErrorCode *)status) : NULL;
    if (U_SUCCESS(*status) && actual != NULL) cicu_text_append_ascii(&text, actual);
    ures_close(bundle);
    return cicu_text_finish(&text, status);
}

int32_t cicu_number_data_table_contents(const char *tree, const char *name, const char *keys, char *out,
                                        int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    // Not locale bundles: no parents, and ICU's own NumberingSystem and currency code open them directly
    // (see cicu_plural_data.c on why that is safe for such bundles).
    UResourceBundle *bundle = ures_openDirect(package_of(tree), name, (UErrorCode *)status);
    if (U_SUCCESS(*status)) put_top_level(&text, bundle, keys, status);
    ures_close(bundle);
    return cicu_text_finish(&text, status);
}
