#include "cicu.h"
#include "cicu_internal.h"

#include <unicode/uloc.h>
#include <unicode/ures.h>

int32_t cicu_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    int32_t parsed = 0;
    return uloc_forLanguageTag(tag, out, capacity, &parsed, (UErrorCode *)status);
}

int32_t cicu_locale_to_language_tag(const char *locale_id, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return uloc_toLanguageTag(locale_id, out, capacity, false, (UErrorCode *)status);
}

int32_t cicu_locale_canonicalize(const char *locale_id, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return uloc_canonicalize(locale_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    return uloc_addLikelySubtags(locale_id, out, capacity, (UErrorCode *)status);
}

int32_t cicu_locale_explicit_parent(const char *locale_id, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    // CLDR's parentLocales are compiled into each locale's resource bundle as "%%Parent". Opening the
    // bundle directly (without fallback) tells whether ICU has data for exactly this locale.
    UErrorCode ec = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, locale_id, &ec);
    if (U_FAILURE(ec)) {
        if (capacity > 0) out[0] = 0;
        return 0;
    }
    int32_t length = 0;
    const UChar *parent = ures_getStringByKey(bundle, "%%Parent", &length, &ec);
    int32_t written = 0;
    if (U_SUCCESS(ec) && parent != NULL) {
        written = cicu_write_utf8(parent, length, out, capacity, status);
    } else {
        ec = U_ZERO_ERROR;
        // Bundles whose parent is root without saying "root" mark it with an integer flag instead.
        UResourceBundle *flag = ures_getByKey(bundle, "%%ParentIsRoot", NULL, &ec);
        if (U_SUCCESS(ec)) {
            static const UChar root[] = { 'r', 'o', 'o', 't' };
            written = cicu_write_utf8(root, 4, out, capacity, status);
        } else if (capacity > 0) {
            out[0] = 0;
        }
        ures_close(flag);
    }
    ures_close(bundle);
    return written;
}

int32_t cicu_locale_available_count(void) {
    return uloc_countAvailable();
}

const char *cicu_locale_available(int32_t index) {
    return uloc_getAvailable(index);
}
