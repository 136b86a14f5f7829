// Private to CICU: shared helpers for the .c files. Not visible to Swift.
#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// The one place that chooses where ICU's API comes from; the .c files include no <unicode/*.h>.
// - Linux: ICU's own headers (libicu-dev), whose renaming macros match the _72-suffixed symbols
//   that libicuuc and libicui18n export.
// - Apple platforms: our declarations, for libicucore exports the plain names and the SDK has no
//   ICU headers. Even where some are on the include path (Homebrew's icu4c), they would rename the
//   calls to symbols libicucore does not have.
// CICU_USE_OWN_ICU_DECLARATIONS forces our declarations, so that Scripts/icu/check_icu_declarations.sh
// can build CICU here exactly as a Mac does.
// - Linux with IAPMESSAGES_APPLE=1: the ICU that Foundation itself runs on (the toolchain's
//   lib_FoundationICU, whose headers live in `_foundation_unicode` and rename every function to a
//   `swift_` symbol), so that `msgc cldr-data` bakes the Apple build's data from the ICU Apple's
//   Foundation formats with, and the Apple configuration's tests compare with it.
#if defined(__APPLE__) || defined(CICU_USE_OWN_ICU_DECLARATIONS)
#include "icu_declarations.h"
#elif defined(CICU_USE_FOUNDATION_ICU)
#include <_foundation_unicode/utypes.h>
#include <_foundation_unicode/uversion.h>
#include <_foundation_unicode/ustring.h>
#include <_foundation_unicode/uenum.h>
#include <_foundation_unicode/uloc.h>
#include <_foundation_unicode/uchar.h>
#include <_foundation_unicode/ulocdata.h>
#include <_foundation_unicode/ures.h>
#include <_foundation_unicode/ucurr.h>
#include <_foundation_unicode/unumberformatter.h>
#include <_foundation_unicode/upluralrules.h>
#include <_foundation_unicode/udat.h>
#include <_foundation_unicode/udatpg.h>
#include <_foundation_unicode/ureldatefmt.h>
#include <_foundation_unicode/ulistformatter.h>
#elif __has_include(<unicode/utypes.h>)
#include <unicode/utypes.h>
#include <unicode/uversion.h>
#include <unicode/ustring.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/uchar.h>
#include <unicode/ulocdata.h>
#include <unicode/ures.h>
#include <unicode/ucurr.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ulistformatter.h>
#else
// Our declarations name unversioned symbols, which a Linux ICU does not export: fail here, not
// at link time with a hundred undefined references.
#error "CICU needs ICU's headers on this platform: install libicu-dev"
#endif

/// Converts UTF-16 to UTF-8 into the caller's buffer, following the conventions in cicu.h.
int32_t cicu_write_utf8(const UChar *src, int32_t length, char *out, int32_t capacity, int32_t *status);

/// Text a data reader writes for `msgc cldr-data`: it keeps counting past the caller's capacity, so
/// that the total tells the size to retry with (cicu_common.c).
typedef struct {
    char *out;
    int32_t capacity;
    int32_t total;
} cicu_text;
void cicu_text_append_bytes(cicu_text *text, const char *bytes, int32_t length);
void cicu_text_append_ascii(cicu_text *text, const char *bytes);
void cicu_text_append_uchars(cicu_text *text, const UChar *chars, int32_t length, int32_t *status);
/// NUL-terminates and returns the length, or sets U_BUFFER_OVERFLOW_ERROR when the text did not fit.
int32_t cicu_text_finish(cicu_text *text, int32_t *status);
/// Appends "<key><TAB><string>\n" for every string item of `table`, in ICU's (sorted) order, with
/// "<prefix><TAB>" first when `prefix` is not NULL; items that are not strings are skipped.
void cicu_text_append_strings(cicu_text *text, UResourceBundle *table, const char *prefix, int32_t *status);

/// Converts NUL-terminated UTF-8 to a freshly allocated UTF-16 string; the caller frees it.
UChar *cicu_copy_utf16(const char *src, int32_t *length, int32_t *status);

/// Whether the ICU in use at run time (not the headers built against) has major version `major` or
/// later. Calls to functions newer than ICU 64, the oldest ICU CICU supports (macOS 10.15's), go
/// behind it; Scripts/icu/check_icu_stability.py checks that they do.
bool cicu_icu_at_least(int32_t major);

#endif
