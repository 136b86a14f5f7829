// CICU: what `msgc cldr-data` reads of ICU's resource bundles for the Apple build's data
// (Sources/IAPMessagesCore/CLDR/Tables): the numbering systems, and the bundle ICU opens for an ID.
//
// Conventions as in cicu.h: `status` is an ICU UErrorCode, text comes out as UTF-8 in the caller's
// buffer, the return value is the full length and U_BUFFER_OVERFLOW_ERROR (15) asks for a retry.
//
// Trees: "" is ICU's locale tree, "curr" its currency-name tree, "unit" its measure-unit tree.

#ifndef CICU_NUMBER_DATA_H
#define CICU_NUMBER_DATA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The bundle ICU actually opens in a tree for a locale ID: "zh_TW" → "zh_Hant_TW" (an alias),
/// "de_US" → "de" (no such bundle), "" → "root".
int32_t cicu_number_data_actual_bundle(const char *tree, const char *locale_id, char *out, int32_t capacity,
                                       int32_t *status);

/// One of ICU's non-locale bundles ("numberingSystems" in the locale tree) under the top-level keys
/// listed in `keys` (space-separated): one "<path><TAB><value>\n" line per string or integer, the
/// path's parts joined by '/', array items by their index. Tab, newline and backslash in a value are
/// written as \t, \n and \\.
int32_t cicu_number_data_table_contents(const char *tree, const char *name, const char *keys, char *out,
                                        int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
