#ifndef BIDI_ORACLE_H
#define BIDI_ORACLE_H

#include <stdint.h>

/// ICU's bidi algorithm (ubidi, UAX #9) as FuzzBidi's judge: the resolved embedding level of each
/// UTF-16 unit of `text` into `levels` (rule L1 applied, as a line of its own), each paragraph's
/// direction taken from its first strong character (UBIDI_DEFAULT_LTR). Returns the number of
/// paragraphs, or -1 when ICU fails.
int32_t bidi_oracle_levels(const uint16_t *text, int32_t length, uint8_t *levels);

/// Whether the ICU in use has the code point assigned (its bidi class is then Unicode's, not a
/// default for unassigned code points that a later Unicode may change).
int32_t bidi_oracle_is_assigned(uint32_t code_point);

#endif
