#include "cicu.h"
#include "cicu_internal.h"

#include <string.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>

int32_t cicu_currency_codes(char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    int32_t total = 0;
    int32_t length = 0;
    const char *code;
    while ((code = uenum_next(codes, &length, (UErrorCode *)status)) != NULL && U_SUCCESS(*status)) {
        int32_t needed = total + (total > 0 ? 1 : 0) + length;
        if (needed < capacity) {
            if (total > 0) out[total] = ' ';
            memcpy(out + needed - length, code, (size_t)length);
            out[needed] = 0;
        }
        total = needed;
    }
    uenum_close(codes);
    if (U_SUCCESS(*status) && total >= capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return total;
}

int32_t cicu_currency_fraction_digits(const char *code, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (strlen(code) != 3) { *status = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    UChar iso[4];
    u_charsToUChars(code, iso, 3);
    iso[3] = 0;
    return ucurr_getDefaultFractionDigits(iso, (UErrorCode *)status);
}
