// Private to CICU: shared helpers for the .c files. Not visible to Swift.
#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <unicode/utypes.h>
#include <unicode/ustring.h>

/// Converts UTF-16 to UTF-8 into the caller's buffer, following the conventions in cicu.h.
int32_t cicu_write_utf8(const UChar *src, int32_t length, char *out, int32_t capacity, int32_t *status);

/// Converts NUL-terminated UTF-8 to a freshly allocated UTF-16 string; the caller frees it.
UChar *cicu_copy_utf16(const char *src, int32_t *length, int32_t *status);

#endif
