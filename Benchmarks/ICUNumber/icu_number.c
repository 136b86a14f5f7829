#include "icu_number.h"

#include <stdlib.h>
#include <string.h>

#if __has_include(<unicode/unumberformatter.h>)
#include <unicode/unumberformatter.h>
#include <unicode/ustring.h>

struct icu_number {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

icu_number *icu_number_open(const char *locale_id, const char *skeleton) {
    UChar skeleton16[64];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    u_strFromUTF8(skeleton16, 64, &length, skeleton, -1, &status);
    if (U_FAILURE(status) || length >= 64) return NULL;
    icu_number *number = calloc(1, sizeof(icu_number));
    if (number == NULL) return NULL;
    number->formatter = unumf_openForSkeletonAndLocale(skeleton16, length, locale_id, &status);
    number->result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        icu_number_close(number);
        return NULL;
    }
    return number;
}

void icu_number_close(icu_number *number) {
    if (number == NULL) return;
    if (number->result != NULL) unumf_closeResult(number->result);
    if (number->formatter != NULL) unumf_close(number->formatter);
    free(number);
}

int32_t icu_number_format(icu_number *number, const char *digits, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    unumf_formatDecimal(number->formatter, digits, -1, number->result, &status);
    UChar text[128];
    int32_t length = unumf_resultToString(number->result, text, 128, &status);
    if (U_FAILURE(status) || length >= 128) return -1;
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, text, length, &status);
    if (U_FAILURE(status) || written >= capacity) return -1;
    return written;
}

#else

icu_number *icu_number_open(const char *locale_id, const char *skeleton) {
    (void)locale_id;
    (void)skeleton;
    return NULL;
}

void icu_number_close(icu_number *number) { (void)number; }

int32_t icu_number_format(icu_number *number, const char *digits, char *out, int32_t capacity) {
    (void)number;
    (void)digits;
    (void)out;
    (void)capacity;
    return -1;
}

#endif
