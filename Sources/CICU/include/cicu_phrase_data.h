// CLDR's relative-time and list patterns as ICU's resource bundles hold them, for `msgc cldr-data`
// to bake into the portable backend (Sources/IAPMessagesCore/Apple/Baked/Data/PhraseData.swift).
//
// Conventions as in cicu.h: UTF-8 text into a caller buffer, the full length returned, status
// U_BUFFER_OVERFLOW_ERROR (15) when it does not fit.

#ifndef CICU_PHRASE_DATA_H
#define CICU_PHRASE_DATA_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The list patterns a locale bundle holds itself: "<style><TAB><2|start|middle|end><TAB><pattern>\n"
/// for the styles standard, or and unit in their three widths ("or-short"). Empty as above.
int32_t cicu_phrase_data_lists(const char *locale_id, char *out, int32_t capacity, int32_t *status);

/// ICU's legacy locale aliases ("iw", "zh_TW", "sh"): bundles that only redirect to another, one
/// "<alias><TAB><bundle ICU opens for it>\n" line each.
int32_t cicu_phrase_data_aliases(char *out, int32_t capacity, int32_t *status);

/// The code points whose Unicode script ICU says is `script` (ISO 15924: "Hebr", "Thai"), as
/// "<first>-<last>\n" lines of hex ranges: ICU's Hebrew list patterns change with the script of the
/// last item, and Apple's Thai ones put spaces around an item in another script.
int32_t cicu_phrase_data_script_ranges(const char *script, char *out, int32_t capacity, int32_t *status);

/// The code points whose bidi class (u_charDirection) is strongly right-to-left (R, AL, AN, RLE, RLO)
/// when `right_to_left` is non-zero, else strongly left-to-right (L, LRE, LRO), as lines of hex ranges
/// as above: Apple's list formatter isolates an item with either against its pattern's direction.
int32_t cicu_phrase_data_bidi_ranges(int32_t right_to_left, char *out, int32_t capacity, int32_t *status);

/// Whether ICU lays the locale's characters out right to left (uloc_getCharacterOrientation): 1 or 0,
/// -1 when ICU fails.
int32_t cicu_phrase_data_right_to_left(const char *locale_id);

#ifdef __cplusplus
}
#endif

#endif
