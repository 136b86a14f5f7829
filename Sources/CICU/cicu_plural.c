#include "cicu.h"
#include "cicu_internal.h"

#include <string.h>

cicu_plural_rules *cicu_plural_rules_open(const char *locale_id, int32_t type, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    UPluralType pluralType = type == CICU_PLURAL_ORDINAL ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL;
    UPluralRules *rules = uplrules_openForType(locale_id, pluralType, (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        uplrules_close(rules);
        return NULL;
    }
    return (cicu_plural_rules *)rules;
}

void cicu_plural_rules_close(cicu_plural_rules *rules) {
    if (rules != NULL) uplrules_close((UPluralRules *)rules);
}

int32_t cicu_plural_rules_keywords(const cicu_plural_rules *rules, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, (UErrorCode *)status);
    if (U_FAILURE(*status)) return 0;
    int32_t total = 0;
    int32_t length = 0;
    const char *keyword;
    while ((keyword = uenum_next(keywords, &length, (UErrorCode *)status)) != NULL && U_SUCCESS(*status)) {
        int32_t needed = total + (total > 0 ? 1 : 0) + length;
        if (needed < capacity) {
            if (total > 0) out[total] = ' ';
            memcpy(out + needed - length, keyword, (size_t)length);
            out[needed] = 0;
        }
        total = needed;
    }
    uenum_close(keywords);
    if (U_SUCCESS(*status) && total >= capacity) *status = U_BUFFER_OVERFLOW_ERROR;
    return total;
}
