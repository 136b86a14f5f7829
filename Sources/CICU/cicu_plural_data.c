#include "cicu.h"
#include "cicu_internal.h"

#include <string.h>

// CLDR's plural rules as ICU compiled them, for `msgc cldr-data` to bake into the portable backend.
//
// ICU's C API has no getter for a locale's rule text, so these read the "plurals" resource bundle,
// which holds CLDR's plurals.xml and ordinals.xml: a table per type mapping locale IDs to rule-set
// names ("locales", "locales_ordinals") and one of rule sets, keyword -> rule ("rules").
//
// Why ures_openDirect here, when cicu_locale.c avoids it: that caution is about *locale* bundles,
// where opening one without its parent chain leaves a crippled entry in ICU's shared cache. "plurals"
// is not a locale bundle: it has no parents, and ICU's own PluralRules opens it exactly this way, so
// our opening it caches the same entry ICU would. The alternative, a C++ file calling
// icu::PluralRules::getRules(), would tie CICU to ICU's C++ ABI (not exported by macOS's
// libicucore) and return ICU's re-serialised rules rather than CLDR's text.

int32_t cicu_plural_data_locales(int32_t type, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", (UErrorCode *)status);
    const char *key = type == CICU_PLURAL_ORDINAL ? "locales_ordinals" : "locales";
    UResourceBundle *table = ures_getByKey(plurals, key, NULL, (UErrorCode *)status);
    if (U_SUCCESS(*status)) cicu_text_append_strings(&text, table, NULL, status);
    ures_close(table);
    ures_close(plurals);
    return cicu_text_finish(&text, status);
}

int32_t cicu_plural_data_rules(char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    UResourceBundle *plurals = ures_openDirect(NULL, "plurals", (UErrorCode *)status);
    UResourceBundle *sets = ures_getByKey(plurals, "rules", NULL, (UErrorCode *)status);
    while (U_SUCCESS(*status) && ures_hasNext(sets)) {
        UResourceBundle *set = ures_getNextResource(sets, NULL, (UErrorCode *)status);
        const char *name = U_SUCCESS(*status) ? ures_getKey(set) : NULL;
        if (name != NULL) cicu_text_append_strings(&text, set, name, status);
        ures_close(set);
    }
    ures_close(sets);
    ures_close(plurals);
    return cicu_text_finish(&text, status);
}
