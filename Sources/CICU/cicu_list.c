#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

cicu_list_formatter *cicu_list_open(const char *locale_id, int32_t type, int32_t width, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    UListFormatterType listType = type == CICU_LIST_OR ? ULISTFMT_TYPE_OR
                                : type == CICU_LIST_UNITS ? ULISTFMT_TYPE_UNITS : ULISTFMT_TYPE_AND;
    UListFormatterWidth listWidth = width == CICU_WIDTH_SHORT ? ULISTFMT_WIDTH_SHORT
                                  : width == CICU_WIDTH_NARROW ? ULISTFMT_WIDTH_NARROW : ULISTFMT_WIDTH_WIDE;
    UListFormatter *formatter = NULL;
    if (cicu_icu_at_least(67)) {
        formatter = ulistfmt_openForType(locale_id, listType, listWidth, (UErrorCode *)status);
    } else if (listType == ULISTFMT_TYPE_AND && listWidth == ULISTFMT_WIDTH_WIDE) {
        // ulistfmt_openForType is ICU 67, newer than macOS 10.15's ICU 64; before it, ulistfmt_open
        // gives this one kind of list ("a, b, and c").
        formatter = ulistfmt_open(locale_id, (UErrorCode *)status);
    } else {
        // The caller falls back to joining with ", ".
        *status = U_UNSUPPORTED_ERROR;
        return NULL;
    }
    if (U_FAILURE(*status)) {
        ulistfmt_close(formatter);
        return NULL;
    }
    return (cicu_list_formatter *)formatter;
}

void cicu_list_close(cicu_list_formatter *formatter) {
    if (formatter != NULL) ulistfmt_close((UListFormatter *)formatter);
}

int32_t cicu_list_format(const cicu_list_formatter *formatter, const char *const *items, int32_t count,
                         char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status) || count < 0) return 0;
    UChar **items16 = calloc((size_t)(count > 0 ? count : 1), sizeof(UChar *));
    int32_t *lengths = calloc((size_t)(count > 0 ? count : 1), sizeof(int32_t));
    int32_t written = 0;
    if (items16 == NULL || lengths == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
    } else {
        for (int32_t i = 0; i < count && U_SUCCESS(*status); i++) {
            items16[i] = cicu_copy_utf16(items[i], &lengths[i], status);
        }
        if (U_SUCCESS(*status)) {
            UErrorCode ec = U_ZERO_ERROR;
            int32_t length = ulistfmt_format((const UListFormatter *)formatter, (const UChar *const *)items16,
                                             lengths, count, NULL, 0, &ec);
            UChar *text = malloc(sizeof(UChar) * (size_t)(length + 1));
            if (text == NULL) {
                *status = U_MEMORY_ALLOCATION_ERROR;
            } else {
                length = ulistfmt_format((const UListFormatter *)formatter, (const UChar *const *)items16,
                                         lengths, count, text, length + 1, (UErrorCode *)status);
                written = cicu_write_utf8(text, length, out, capacity, status);
                free(text);
            }
        }
        for (int32_t i = 0; i < count; i++) free(items16[i]);
    }
    free(items16);
    free(lengths);
    return written;
}
