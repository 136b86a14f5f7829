#include "cicu.h"
#include "cicu_internal.h"


static UDateFormatStyle cicu_date_style(int32_t style) {
    switch (style) {
    case CICU_DATE_FULL: return UDAT_FULL;
    case CICU_DATE_LONG: return UDAT_LONG;
    case CICU_DATE_MEDIUM: return UDAT_MEDIUM;
    case CICU_DATE_SHORT: return UDAT_SHORT;
    default: return UDAT_NONE;
    }
}

cicu_date_formatter *cicu_date_formatter_open(const char *locale_id, int32_t date_style, int32_t time_style,
                                              const char *skeleton, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    UDateFormat *format = NULL;
    if (skeleton != NULL && skeleton[0] != '\0') {
        UChar uskeleton[128];
        UChar pattern[256];
        u_strFromUTF8(uskeleton, 128, NULL, skeleton, -1, (UErrorCode *)status);
        UDateTimePatternGenerator *generator = udatpg_open(locale_id, (UErrorCode *)status);
        int32_t length = udatpg_getBestPattern(generator, uskeleton, -1, pattern, 256, (UErrorCode *)status);
        udatpg_close(generator);
        if (U_FAILURE(*status)) return NULL;
        format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale_id, NULL, 0, pattern, length, (UErrorCode *)status);
    } else {
        format = udat_open(cicu_date_style(time_style), cicu_date_style(date_style), locale_id, NULL, 0, NULL, 0,
                           (UErrorCode *)status);
    }
    if (U_FAILURE(*status)) {
        if (format != NULL) udat_close(format);
        return NULL;
    }
    return (cicu_date_formatter *)format;
}

void cicu_date_formatter_close(cicu_date_formatter *formatter) {
    if (formatter != NULL) udat_close((UDateFormat *)formatter);
}

int32_t cicu_date_format(cicu_date_formatter *formatter, double millis_since_1970, char *out, int32_t capacity,
                         int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UChar text[512];
    int32_t length = udat_format((const UDateFormat *)formatter, millis_since_1970, text, 512, NULL, (UErrorCode *)status);
    return cicu_write_utf8(text, length, out, capacity, status);
}
