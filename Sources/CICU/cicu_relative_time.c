#include "cicu.h"
#include "cicu_internal.h"


static UDateRelativeDateTimeFormatterStyle cicu_style(int32_t width) {
    switch (width) {
    case CICU_WIDTH_SHORT: return UDAT_STYLE_SHORT;
    case CICU_WIDTH_NARROW: return UDAT_STYLE_NARROW;
    default: return UDAT_STYLE_LONG;
    }
}

static URelativeDateTimeUnit cicu_unit(int32_t unit) {
    switch (unit) {
    case CICU_UNIT_MINUTE: return UDAT_REL_UNIT_MINUTE;
    case CICU_UNIT_HOUR: return UDAT_REL_UNIT_HOUR;
    case CICU_UNIT_DAY: return UDAT_REL_UNIT_DAY;
    case CICU_UNIT_WEEK: return UDAT_REL_UNIT_WEEK;
    case CICU_UNIT_MONTH: return UDAT_REL_UNIT_MONTH;
    case CICU_UNIT_YEAR: return UDAT_REL_UNIT_YEAR;
    default: return UDAT_REL_UNIT_SECOND;
    }
}

cicu_relative_time_formatter *cicu_relative_time_open(const char *locale_id, int32_t width, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    URelativeDateTimeFormatter *formatter = ureldatefmt_open(locale_id, NULL, cicu_style(width),
                                                             UDISPCTX_CAPITALIZATION_NONE, (UErrorCode *)status);
    if (U_FAILURE(*status)) {
        ureldatefmt_close(formatter);
        return NULL;
    }
    return (cicu_relative_time_formatter *)formatter;
}

void cicu_relative_time_close(cicu_relative_time_formatter *formatter) {
    if (formatter != NULL) ureldatefmt_close((URelativeDateTimeFormatter *)formatter);
}

int32_t cicu_relative_time_format(const cicu_relative_time_formatter *formatter, double offset, int32_t unit,
                                  char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UChar text[256];
    int32_t length = ureldatefmt_formatNumeric((const URelativeDateTimeFormatter *)formatter, offset,
                                               cicu_unit(unit), text, 256, (UErrorCode *)status);
    return cicu_write_utf8(text, length, out, capacity, status);
}
