#include "cicu.h"
#include "cicu_internal.h"

#include <string.h>

#include <stdio.h>
#include <stdlib.h>

const char *cicu_error_name(int32_t status) {
    return u_errorName((UErrorCode)status);
}

static void cicu_format_version(const UVersionInfo info, char *out, size_t size) {
    snprintf(out, size, "%u.%u", (unsigned)info[0], (unsigned)info[1]);
}

const char *cicu_icu_version(void) {
    static char text[16];
    UVersionInfo info;
    u_getVersion(info);
    cicu_format_version(info, text, sizeof text);
    return text;
}

bool cicu_icu_at_least(int32_t major) {
#ifdef CICU_TEST_ICU_MAJOR
    // Scripts/icu/check_icu_declarations.sh builds CICU as if on an older ICU, so that the paths only
    // an old macOS takes run here too.
    return CICU_TEST_ICU_MAJOR >= major;
#else
    UVersionInfo info;
    u_getVersion(info);
    return info[0] >= major;
#endif
}

const char *cicu_cldr_version(void) {
    static char text[16];
    UVersionInfo info;
    UErrorCode ec = U_ZERO_ERROR;
    ulocdata_getCLDRVersion(info, &ec);
    if (U_FAILURE(ec)) return "unknown";
    cicu_format_version(info, text, sizeof text);
    return text;
}

int32_t cicu_write_utf8(const UChar *src, int32_t length, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t needed = 0;
    UErrorCode ec = U_ZERO_ERROR;
    u_strToUTF8(out, capacity, &needed, src, length, &ec);
    if (U_FAILURE(ec)) *status = ec;
    return needed;
}

UChar *cicu_copy_utf16(const char *src, int32_t *length, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    int32_t needed = 0;
    UErrorCode ec = U_ZERO_ERROR;
    u_strFromUTF8(NULL, 0, &needed, src, -1, &ec);
    if (ec != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(ec)) { *status = ec; return NULL; }
    UChar *copy = malloc(sizeof(UChar) * (size_t)(needed + 1));
    if (copy == NULL) { *status = U_MEMORY_ALLOCATION_ERROR; return NULL; }
    ec = U_ZERO_ERROR;
    u_strFromUTF8(copy, needed + 1, length, src, -1, &ec);
    if (U_FAILURE(ec)) { free(copy); *status = ec; return NULL; }
    return copy;
}

void cicu_text_append_bytes(cicu_text *text, const char *bytes, int32_t length) {
    if (text->total + length < text->capacity) memcpy(text->out + text->total, bytes, (size_t)length);
    text->total += length;
}

void cicu_text_append_ascii(cicu_text *text, const char *bytes) {
    cicu_text_append_bytes(text, bytes, (int32_t)strlen(bytes));
}

void cicu_text_append_uchars(cicu_text *text, const UChar *chars, int32_t length, int32_t *status) {
    int32_t room = text->total < text->capacity ? text->capacity - text->total : 0;
    int32_t needed = 0;
    UErrorCode ec = U_ZERO_ERROR;
    u_strToUTF8(room > 0 ? text->out + text->total : NULL, room, &needed, chars, length, &ec);
    if (U_FAILURE(ec) && ec != U_BUFFER_OVERFLOW_ERROR) *status = ec;
    text->total += needed;
}

int32_t cicu_text_finish(cicu_text *text, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (text->total < text->capacity) {
        text->out[text->total] = 0;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return text->total;
}

void cicu_text_append_strings(cicu_text *text, UResourceBundle *table, const char *prefix, int32_t *status) {
    ures_resetIterator(table);
    while (U_SUCCESS(*status) && ures_hasNext(table)) {
        UErrorCode ec = U_ZERO_ERROR;
        UResourceBundle *item = ures_getNextResource(table, NULL, &ec);
        int32_t length = 0;
        const UChar *value = U_SUCCESS(ec) ? ures_getString(item, &length, &ec) : NULL;
        const char *key = U_SUCCESS(ec) && value != NULL ? ures_getKey(item) : NULL;
        if (key != NULL) {
            if (prefix != NULL) {
                cicu_text_append_ascii(text, prefix);
                cicu_text_append_ascii(text, "\t");
            }
            cicu_text_append_ascii(text, key);
            cicu_text_append_ascii(text, "\t");
            cicu_text_append_uchars(text, value, length, status);
            cicu_text_append_ascii(text, "\n");
        }
        ures_close(item);
    }
}
