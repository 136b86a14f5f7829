#include "bidi_oracle.h"

#include <unicode/ubidi.h>
#include <unicode/uchar.h>

int32_t bidi_oracle_levels(const uint16_t *text, int32_t length, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    ubidi_setPara(bidi, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    int32_t paragraphs = ubidi_countParagraphs(bidi);
    if (U_SUCCESS(status)) {
        for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
    }
    ubidi_close(bidi);
    return U_SUCCESS(status) ? paragraphs : -1;
}

int32_t bidi_oracle_is_assigned(uint32_t code_point) {
    return u_charType((UChar32)code_point) != U_UNASSIGNED;
}
