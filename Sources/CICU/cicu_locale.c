#include "cicu.h"
#include "cicu_internal.h"

#include <string.h>

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
    if (capacity > 0) out[0] = 0;
    // CLDR's parentLocales are compiled into each locale's bundle as "%%Parent" (or "%%ParentIsRoot").
    // ures_openDirect would read them most simply, but it leaves a bundle without its parent links in
    // ICU's shared cache, and later formatting in that locale loses every inherited resource (seen
    // with "nb", whose data lives in "no"). So open the bundle the ordinary way and walk only its own
    // top-level keys: iteration, unlike lookup by key, does not descend into the parents.
    UErrorCode ec = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, locale_id, &ec);
    const char *actual = U_SUCCESS(ec) ? ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &ec) : NULL;
    int32_t written = 0;
    if (U_SUCCESS(ec) && actual != NULL && strcmp(actual, locale_id) == 0) {
        ures_resetIterator(bundle);
        while (ures_hasNext(bundle) && U_SUCCESS(*status)) {
            UErrorCode itemStatus = U_ZERO_ERROR;
            UResourceBundle *item = ures_getNextResource(bundle, NULL, &itemStatus);
            const char *key = U_SUCCESS(itemStatus) ? ures_getKey(item) : NULL;
            if (key != NULL && strcmp(key, "%%Parent") == 0) {
                int32_t length = 0;
                const UChar *parent = ures_getString(item, &length, &itemStatus);
                if (U_SUCCESS(itemStatus)) written = cicu_write_utf8(parent, length, out, capacity, status);
            } else if (key != NULL && strcmp(key, "%%ParentIsRoot") == 0) {
                static const UChar root[] = { 'r', 'o', 'o', 't' };
                written = cicu_write_utf8(root, 4, out, capacity, status);
            }
            ures_close(item);
        }
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

const char *cicu_locale_default(void) {
    return uloc_getDefault();
}

void cicu_locale_set_default(const char *locale_id, int32_t *status) {
    if (U_FAILURE(*status)) return;
    uloc_setDefault(locale_id, (UErrorCode *)status);
}

int32_t cicu_language_english_name(const char *language, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    if (capacity > 0) out[0] = 0;
    UChar name[128];
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayLanguage(language, "en", name, 128, &ec);
    // Without a name ICU echoes the code and warns that it used the default.
    if (U_FAILURE(ec) || ec == U_USING_DEFAULT_WARNING || length <= 0 || length > 128) return 0;
    return cicu_write_utf8(name, length, out, capacity, status);
}
