#ifndef ICU_NUMBER_H
#define ICU_NUMBER_H

#include <stdint.h>

/// ICU's number formatter (`unumf`) for one locale and skeleton, straight from ICU's C API: the floor
/// MessageBenchmark measures the runtime's prices against. NULL where this build has no ICU headers
/// (a Mac has none), or when ICU refuses the skeleton.
typedef struct icu_number icu_number;

icu_number *icu_number_open(const char *locale_id, const char *skeleton);
void icu_number_close(icu_number *formatter);

/// Formats a decimal digit string ("4.99") as UTF-8 into `out`; returns its length, or -1 on failure
/// (including an `out` too small).
int32_t icu_number_format(icu_number *formatter, const char *digits, char *out, int32_t capacity);

#endif
