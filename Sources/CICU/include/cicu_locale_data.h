// CICU: the locale data `msgc cldr-data` bakes into the portable backend's `PortableLocale`.
//
// Follows cicu.h's conventions (status, UTF-8 out, buffer overflow and retry).

#ifndef CICU_LOCALE_DATA_H
#define CICU_LOCALE_DATA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Every string of one of ICU's resource bundles that has no locale parents ("likelySubtags",
/// "keyTypeData", "res_index"), one a line in ICU's (sorted) order: the keys from the bundle's top
/// down, then the string, separated by TABs ("typeMap<TAB>calendar<TAB>gregorian<TAB>gregory\n").
/// Items of an array are keyed by their index; integers and binary values are left out.
int32_t cicu_locale_data_bundle(const char *bundle, char *out, int32_t capacity, int32_t *status);

/// uloc_forLanguageTag with the length of the tag it parsed, which tells a legacy tag ICU replaces
/// whole ("zh-min-nan", 10) from one it reads subtag by subtag and stops in ("sgn-BE-FR", 6).
int32_t cicu_locale_data_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsed,
                                          int32_t *status);

/// uloc_acceptLanguage: of `available` (ICU locale IDs separated by spaces), the one ICU's
/// LocaleMatcher picks for the user's `desired` (ICU locale IDs separated by spaces, best first);
/// "" when none is close enough. For the tests that hold locale negotiation to ICU's.
int32_t cicu_locale_data_accept_language(const char *desired, const char *available, char *out, int32_t capacity,
                                         int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
