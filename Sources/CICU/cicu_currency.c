#include "cicu.h"
#include "cicu_internal.h"

#include <string.h>

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

int32_t cicu_currency_plural_name(const char *locale_id, const char *code, const char *keyword,
                                  char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (strlen(code) != 3) { *status = U_ILLEGAL_ARGUMENT_ERROR; return 0; }
    UChar iso[4];
    u_charsToUChars(code, iso, 3);
    iso[3] = 0;
    UBool isChoiceFormat = false;
    int32_t length = 0;
    const UChar *name = ucurr_getPluralName(iso, locale_id, &isChoiceFormat, keyword, &length, (UErrorCode *)status);
    if (U_FAILURE(*status) || name == NULL) return 0;
    return cicu_write_utf8(name, length, out, capacity, status);
}

int32_t cicu_currency_unit_pattern(const char *locale_id, const char *keyword, char *out, int32_t capacity,
                                   int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    // The patterns live in ICU's "curr" tree; a top-level key missing from the locale is looked up
    // in its parents, so an opened bundle answers for every locale. "ICUDATA-curr" names that tree
    // in whichever ICU runs. U_ICUDATA_NAME "-curr" ("icudt72l-curr") fixes the version at build
    // time, and a Mac has no such constant to build with: its libicucore is the macOS version's.
    UResourceBundle *bundle = ures_open("ICUDATA-curr", locale_id, (UErrorCode *)status);
    UResourceBundle *patterns = ures_getByKey(bundle, "CurrencyUnitPatterns", NULL, (UErrorCode *)status);
    int32_t length = 0;
    const UChar *pattern = NULL;
    if (U_SUCCESS(*status)) {
        UErrorCode ec = U_ZERO_ERROR;
        pattern = ures_getStringByKey(patterns, keyword, &length, &ec);
        if (U_FAILURE(ec)) {
            pattern = ures_getStringByKey(patterns, "other", &length, (UErrorCode *)status);
        }
    }
    int32_t written = 0;
    if (U_SUCCESS(*status) && pattern != NULL) written = cicu_write_utf8(pattern, length, out, capacity, status);
    ures_close(patterns);
    ures_close(bundle);
    return written;
}
