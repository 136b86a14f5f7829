// CLDR's relative-time and list patterns as ICU's resource bundles hold them, for `msgc cldr-data`
// to bake into the portable backend (Sources/IAPMessagesCore/CLDR/Tables/PhraseData.swift).
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

/// The code points of a bidi class (u_charDirection), as lines of hex ranges as above: for `kind` 0
/// the strongly left-to-right ones (L, LRE, LRO), for 1 the strongly right-to-left ones (R, AL, AN,
/// RLE, RLO), which Apple's list formatter isolates against its pattern's direction; for 2 Arabic's
/// letters (AL), which turn the European digits after them into Arabic ones; for 3 Arabic's digits
/// (AN), which are right-to-left but not strong.
int32_t cicu_phrase_data_bidi_ranges(int32_t kind, char *out, int32_t capacity, int32_t *status);

/// Whether ICU lays the locale's characters out right to left (uloc_getCharacterOrientation): 1 or 0,
/// -1 when ICU fails.
int32_t cicu_phrase_data_right_to_left(const char *locale_id);

#ifdef __cplusplus
}
#endif

#endif
