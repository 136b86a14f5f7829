// CICU: CLDR number and currency data as ICU's resource bundles hold it, for `msgc cldr-data` to bake
// into the portable backend (Sources/IAPMessagesCore/Portable/Data/NumberData.swift).
//
// Conventions as in cicu.h: `status` is an ICU UErrorCode, text comes out as UTF-8 in the caller's
// buffer, the return value is the full length and U_BUFFER_OVERFLOW_ERROR (15) asks for a retry.
//
// Trees: "" is ICU's locale tree (NumberElements), "curr" its currency-name tree, "unit" its
// measure-unit tree (the duration patterns of DurationUnitData.swift).

#ifndef CICU_NUMBER_DATA_H
#define CICU_NUMBER_DATA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The bundles installed in a tree ("", "curr" or "unit"), space-separated, as ICU's index lists them; alias
/// bundles ("zh_TW" → "zh_Hant_TW") are not listed.
int32_t cicu_number_data_bundles(const char *tree, char *out, int32_t capacity, int32_t *status);

/// The bundle ICU actually opens in a tree for a locale ID: "zh_TW" → "zh_Hant_TW" (an alias),
/// "de_US" → "de" (no such bundle), "" → "root".
int32_t cicu_number_data_actual_bundle(const char *tree, const char *locale_id, char *out, int32_t capacity,
                                       int32_t *status);

/// The legacy and alias IDs a tree ("" or "curr") has bundles for ("iw", "sh_YU", "ars", "zh_TW"), one a
/// line, as the tree's index lists them under AliasLocales. Such a bundle holds only the name of the
/// bundle ICU opens instead, so it is neither among the installed bundles nor found by truncation.
int32_t cicu_number_data_alias_ids(const char *tree, char *out, int32_t capacity, int32_t *status);

/// A bundle's own data (nothing inherited from its parents) under the top-level keys listed in `keys`
/// (space-separated): one "<path><TAB><value>\n" line per string or integer, the path's parts joined by
/// '/', array items by their index ("Currencies/USD/0"), integer vectors as comma-separated numbers.
/// Tab, newline and backslash in a value are written as \t, \n and \\. Nothing when the bundle is not
/// installed in the tree (it is then an alias, or falls back to another).
int32_t cicu_number_data_bundle_contents(const char *tree, const char *bundle, const char *keys, char *out,
                                         int32_t capacity, int32_t *status);

/// The same for one of ICU's non-locale bundles: "numberingSystems" in the locale tree,
/// "supplementalData" in the currency tree (CurrencyMeta, CurrencyMap).
int32_t cicu_number_data_table_contents(const char *tree, const char *name, const char *keys, char *out,
                                        int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
