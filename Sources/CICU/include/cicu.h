// CICU: the only code in IAPMessages that includes ICU headers.
//
// Swift on Linux cannot import the system ICU headers next to Foundation (Foundation re-exports its
// own bundled ICU, and ICU's renaming macros hide every u_* symbol), so this header exposes a small
// API of opaque handles and primitive types. The .c files include <unicode/*.h> privately.
//
// Conventions:
// - `status` is an ICU UErrorCode value: 0 is success, negative values are warnings (also success),
//   positive values are failures. Every function that takes `status` does nothing if it is already a
//   failure, as ICU's own functions do.
// - Text goes in as NUL-terminated UTF-8 and comes out as UTF-8 in a caller buffer of `capacity`
//   bytes. The return value is the full length in bytes; when it exceeds `capacity`, `status` is
//   U_BUFFER_OVERFLOW_ERROR (15) and the caller retries with a larger buffer. Output is
//   NUL-terminated when there is room.
// - Handles are immutable once opened and safe to use from several threads at once, except date
//   formatters (ICU's udat mutates its calendar while formatting).

#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CICU_BUFFER_OVERFLOW 15

/// ICU's symbolic name for a status value, e.g. "U_ILLEGAL_ARGUMENT_ERROR". Never NULL.
const char *cicu_error_name(int32_t status);

/// The ICU version, e.g. "72.1", and the CLDR version its data comes from, e.g. "42.0".
const char *cicu_icu_version(void);
const char *cicu_cldr_version(void);

// MARK: Locales

/// BCP 47 language tag to ICU locale ID ("zh-Hant-TW" -> "zh_Hant_TW"), leniently.
int32_t cicu_locale_from_language_tag(const char *tag, char *out, int32_t capacity, int32_t *status);
/// ICU locale ID to BCP 47 language tag ("de_DE" -> "de-DE").
int32_t cicu_locale_to_language_tag(const char *locale_id, char *out, int32_t capacity, int32_t *status);
/// CLDR canonicalisation of an ICU locale ID, including legacy aliases ("iw" -> "he").
int32_t cicu_locale_canonicalize(const char *locale_id, char *out, int32_t capacity, int32_t *status);
/// CLDR likely subtags: "zh_TW" -> "zh_Hant_TW", "sr" -> "sr_Cyrl_RS".
int32_t cicu_locale_add_likely_subtags(const char *locale_id, char *out, int32_t capacity, int32_t *status);
/// CLDR's explicit parent of a locale ID ("es_MX" -> "es_419", "zh_Hant" -> "root"), or "" when
/// the locale data names none (the parent is then found by truncation).
int32_t cicu_locale_explicit_parent(const char *locale_id, char *out, int32_t capacity, int32_t *status);
/// The locales ICU has formatting data for.
/// The English name CLDR gives a language code ("oc" -> "Occitan"); 0 bytes when CLDR has none ("jp").
int32_t cicu_language_english_name(const char *language, char *out, int32_t capacity, int32_t *status);
int32_t cicu_locale_available_count(void);
const char *cicu_locale_available(int32_t index);
/// ICU's default locale, which ICU falls back to where a locale ID has no data; tests set it to
/// show that no text depends on it.
const char *cicu_locale_default(void);
void cicu_locale_set_default(const char *locale_id, int32_t *status);

// MARK: Currencies

/// Every ISO 4217 code ICU knows (current and historic), separated by spaces.
int32_t cicu_currency_codes(char *out, int32_t capacity, int32_t *status);
/// Fraction digits CLDR uses when formatting amounts in this currency.
int32_t cicu_currency_fraction_digits(const char *code, int32_t *status);

/// The currency's name in the plural form `keyword` ("one", "other"): "US dollars".
int32_t cicu_currency_plural_name(const char *locale_id, const char *code, const char *keyword,
                                  char *out, int32_t capacity, int32_t *status);
/// The locale's pattern joining an amount and a currency name for `keyword`: "{0} {1}".
int32_t cicu_currency_unit_pattern(const char *locale_id, const char *keyword, char *out, int32_t capacity,
                                   int32_t *status);

// MARK: Number formatting

typedef struct cicu_number_formatter cicu_number_formatter;
typedef struct cicu_plural_rules cicu_plural_rules;

/// Opens a formatter for an ICU number skeleton ("currency/EUR unit-width-narrow") and a locale ID.
cicu_number_formatter *cicu_number_formatter_open(const char *locale_id, const char *skeleton, int32_t *status);
void cicu_number_formatter_close(cicu_number_formatter *formatter);

/// Formats a decimal number given as a digit string ("-12345678901234567.89", "1E3") exactly.
/// When `rules` is not NULL, also selects the plural keyword for the number *as formatted* (so
/// "1.0" is not "one" in English) and writes it to `keyword` (at most `keyword_capacity` bytes).
/// When `out` is NULL, only the keyword is produced.
int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *digits,
                                   const cicu_plural_rules *rules, char *keyword, int32_t keyword_capacity,
                                   char *out, int32_t capacity, int32_t *status);

// MARK: Plural rules

#define CICU_PLURAL_CARDINAL 0
#define CICU_PLURAL_ORDINAL 1

cicu_plural_rules *cicu_plural_rules_open(const char *locale_id, int32_t type, int32_t *status);
void cicu_plural_rules_close(cicu_plural_rules *rules);
/// The plural keywords the locale's rules define, separated by spaces ("one few many other").
int32_t cicu_plural_rules_keywords(const cicu_plural_rules *rules, char *out, int32_t capacity, int32_t *status);

/// CLDR's plural data as ICU compiled it (its "plurals" resource bundle), for `msgc cldr-data`:
/// one "<locale ID><TAB><rule-set name>\n" line per locale that has rules of this type, in ICU's order.
/// Locales not listed take the rules of their truncation parent ("pt_AO" -> "pt"), then only "other".
int32_t cicu_plural_data_locales(int32_t type, char *out, int32_t capacity, int32_t *status);
/// One "<rule-set name><TAB><keyword><TAB><rule>\n" line per keyword of every rule set (cardinal and
/// ordinal), in ICU's order; the rule is CLDR's text, samples included ("i = 1 and v = 0 @integer 1").
int32_t cicu_plural_data_rules(char *out, int32_t capacity, int32_t *status);

// MARK: Relative time ("in 5 minutes")

#define CICU_WIDTH_WIDE 0
#define CICU_WIDTH_SHORT 1
#define CICU_WIDTH_NARROW 2

#define CICU_UNIT_SECOND 0
#define CICU_UNIT_MINUTE 1
#define CICU_UNIT_HOUR 2
#define CICU_UNIT_DAY 3
#define CICU_UNIT_WEEK 4
#define CICU_UNIT_MONTH 5
#define CICU_UNIT_YEAR 6

typedef struct cicu_relative_time_formatter cicu_relative_time_formatter;

cicu_relative_time_formatter *cicu_relative_time_open(const char *locale_id, int32_t width, int32_t *status);
void cicu_relative_time_close(cicu_relative_time_formatter *formatter);
/// Always numeric: "in 1 day", never "tomorrow". Negative offsets are in the past ("5 minutes ago").
int32_t cicu_relative_time_format(const cicu_relative_time_formatter *formatter, double offset, int32_t unit,
                                  char *out, int32_t capacity, int32_t *status);

// MARK: Lists ("Premium, Coins, and VIP")

#define CICU_LIST_AND 0
#define CICU_LIST_OR 1
#define CICU_LIST_UNITS 2

typedef struct cicu_list_formatter cicu_list_formatter;

cicu_list_formatter *cicu_list_open(const char *locale_id, int32_t type, int32_t width, int32_t *status);
void cicu_list_close(cicu_list_formatter *formatter);
int32_t cicu_list_format(const cicu_list_formatter *formatter, const char *const *items, int32_t count,
                         char *out, int32_t capacity, int32_t *status);

// MARK: Dates and times (udat). A formatter is not safe for concurrent use: callers serialise.

#define CICU_DATE_NONE (-1)
#define CICU_DATE_FULL 0
#define CICU_DATE_LONG 1
#define CICU_DATE_MEDIUM 2
#define CICU_DATE_SHORT 3

typedef struct cicu_date_formatter cicu_date_formatter;

/// Opens a formatter for the given date and time styles, or, when `skeleton` is non-empty, for the
/// locale's best pattern for that skeleton ("yMMMd"). Uses the default time zone.
cicu_date_formatter *cicu_date_formatter_open(const char *locale_id, int32_t date_style, int32_t time_style,
                                              const char *skeleton, int32_t *status);
void cicu_date_formatter_close(cicu_date_formatter *formatter);
int32_t cicu_date_format(cicu_date_formatter *formatter, double millis_since_1970, char *out, int32_t capacity,
                         int32_t *status);

#ifdef __cplusplus
}
#endif

#endif
