// The part of ICU's C API that CICU calls, declared by us, for builds without ICU's headers.
//
// Why: msgc and the build plugin run on the developer's Mac, whose SDK has no <unicode/*.h>, but
// whose libicucore exports ICU's C functions under their plain names (`u_errorName`, not the
// `u_errorName_72` that urename.h makes of them on Linux). cicu_internal.h includes this file there
// and ICU's own headers everywhere else. Only the host tools use it: the runtime on Apple platforms
// uses the portable backend and references no ICU symbol (App Store Connect rejects those).
//
// Exactly what CICU uses, nothing more: Scripts/icu/check_icu_stability.py fails on a function declared
// here that no .c file calls, or called there but not declared here, and on any function newer than
// ICU 64 (iOS 13 / macOS 10.15) that is not behind a runtime version check.
//
// Every signature, typedef and enum value is written from ICU's documented API and checked against
// ICU's real headers by Scripts/icu/check_icu_declarations.sh: it includes ICU's headers, defines
// CICU_ICU_DECLARATIONS_CHECK and then includes this file, so that
// - each prototype redeclares ICU's (urename.h renames both to the _72 name), and a different
//   parameter or return type is a "conflicting types" error;
// - each typedef of a non-enum type repeats ICU's (C11 allows an identical repeat, nothing else);
// - each enum, which C cannot define twice, becomes _Static_assert lines comparing every value
//   and the enum's size with ICU's;
// - each macro repeats ICU's, and a different body is a "macro redefined" error under -Werror.

#ifndef CICU_ICU_DECLARATIONS_H
#define CICU_ICU_DECLARATIONS_H

#include <stdbool.h>
#include <stdint.h>

// MARK: Enums as lists of (name, value), so that one list either defines the enum or checks it.

#define CICU_ICU_ENUMERATOR(name, value) name = (value),

#ifdef CICU_ICU_DECLARATIONS_CHECK
#define CICU_ICU_SAME_VALUE(name, value) _Static_assert(name == (value), #name " differs from ICU's value");
#define CICU_ICU_SHADOW_ENUMERATOR(name, value) cicu_check_##name = (value),
// The shadow enum has our values under other names; its size must be that of ICU's enum, or the
// enum would be passed differently.
#define CICU_ICU_ENUM(tag, Type, VALUES)                                                            \
    VALUES(CICU_ICU_SAME_VALUE)                                                                     \
    enum cicu_check_##Type { VALUES(CICU_ICU_SHADOW_ENUMERATOR) };                                  \
    _Static_assert(sizeof(enum cicu_check_##Type) == sizeof(Type), #Type " differs in size from ICU's");
#else
#define CICU_ICU_ENUM(tag, Type, VALUES) typedef enum tag { VALUES(CICU_ICU_ENUMERATOR) } Type;
#endif

// Function that is newer than ICU 64, called only after cicu_icu_at_least(): weakly imported on
// Apple platforms, so that a tool built with a newer SDK still starts on an older macOS, whose
// libicucore lacks it, instead of failing in dyld before the runtime check can run.
#if defined(__APPLE__) && !defined(CICU_ICU_DECLARATIONS_CHECK)
#define CICU_ICU_NEWER_THAN_64 __attribute__((weak_import))
#else
#define CICU_ICU_NEWER_THAN_64
#endif

// MARK: Basic types (umachine.h, utypes.h, uversion.h)

typedef int8_t UBool;
// In C (not C++), ICU 72 makes UChar uint16_t unless UCHAR_TYPE says otherwise; CICU never sets it.
typedef uint16_t UChar;
typedef double UDate;

#define U_MAX_VERSION_LENGTH 4
typedef uint8_t UVersionInfo[U_MAX_VERSION_LENGTH];

// The warnings, success and the general failures: all values CICU or its callers may see.
#define CICU_ICU_UERRORCODE(X)                   \
    X(U_USING_FALLBACK_WARNING, -128)            \
    X(U_ERROR_WARNING_START, -128)               \
    X(U_USING_DEFAULT_WARNING, -127)             \
    X(U_SAFECLONE_ALLOCATED_WARNING, -126)       \
    X(U_STATE_OLD_WARNING, -125)                 \
    X(U_STRING_NOT_TERMINATED_WARNING, -124)     \
    X(U_SORT_KEY_TOO_SHORT_WARNING, -123)        \
    X(U_AMBIGUOUS_ALIAS_WARNING, -122)           \
    X(U_DIFFERENT_UCA_VERSION, -121)             \
    X(U_PLUGIN_CHANGED_LEVEL_WARNING, -120)      \
    X(U_ZERO_ERROR, 0)                           \
    X(U_ILLEGAL_ARGUMENT_ERROR, 1)               \
    X(U_MISSING_RESOURCE_ERROR, 2)               \
    X(U_INVALID_FORMAT_ERROR, 3)                 \
    X(U_FILE_ACCESS_ERROR, 4)                    \
    X(U_INTERNAL_PROGRAM_ERROR, 5)               \
    X(U_MESSAGE_PARSE_ERROR, 6)                  \
    X(U_MEMORY_ALLOCATION_ERROR, 7)              \
    X(U_INDEX_OUTOFBOUNDS_ERROR, 8)              \
    X(U_PARSE_ERROR, 9)                          \
    X(U_INVALID_CHAR_FOUND, 10)                  \
    X(U_TRUNCATED_CHAR_FOUND, 11)                \
    X(U_ILLEGAL_CHAR_FOUND, 12)                  \
    X(U_INVALID_TABLE_FORMAT, 13)                \
    X(U_INVALID_TABLE_FILE, 14)                  \
    X(U_BUFFER_OVERFLOW_ERROR, 15)               \
    X(U_UNSUPPORTED_ERROR, 16)                   \
    X(U_RESOURCE_TYPE_MISMATCH, 17)              \
    X(U_ILLEGAL_ESCAPE_SEQUENCE, 18)             \
    X(U_UNSUPPORTED_ESCAPE_SEQUENCE, 19)         \
    X(U_NO_SPACE_AVAILABLE, 20)                  \
    X(U_CE_NOT_FOUND_ERROR, 21)                  \
    X(U_PRIMARY_TOO_LONG_ERROR, 22)              \
    X(U_STATE_TOO_OLD_ERROR, 23)                 \
    X(U_TOO_MANY_ALIASES_ERROR, 24)              \
    X(U_ENUM_OUT_OF_SYNC_ERROR, 25)              \
    X(U_INVARIANT_CONVERSION_ERROR, 26)          \
    X(U_INVALID_STATE_ERROR, 27)                 \
    X(U_COLLATOR_VERSION_MISMATCH, 28)           \
    X(U_USELESS_COLLATOR_ERROR, 29)              \
    X(U_NO_WRITE_PERMISSION, 30)
CICU_ICU_ENUM(UErrorCode, UErrorCode, CICU_ICU_UERRORCODE)

#define U_SUCCESS(x) ((x)<=U_ZERO_ERROR)
#define U_FAILURE(x) ((x)>U_ZERO_ERROR)

const char *u_errorName(UErrorCode code);
void u_getVersion(UVersionInfo versionArray);

// MARK: Strings (ustring.h, putil.h)

void u_charsToUChars(const char *cs, UChar *us, int32_t length);
UChar *u_strFromUTF8(UChar *dest, int32_t destCapacity, int32_t *pDestLength, const char *src,
                     int32_t srcLength, UErrorCode *pErrorCode);
char *u_strToUTF8(char *dest, int32_t destCapacity, int32_t *pDestLength, const UChar *src,
                  int32_t srcLength, UErrorCode *pErrorCode);

// MARK: Enumerations (uenum.h)

typedef struct UEnumeration UEnumeration;

UEnumeration *uenum_openCharStringsEnumeration(const char *const strings[], int32_t count, UErrorCode *ec);
const char *uenum_next(UEnumeration *en, int32_t *resultLength, UErrorCode *status);
void uenum_close(UEnumeration *en);

// MARK: Locales and resource bundles (uloc.h, ulocdata.h, ures.h)

// ICU declares this enum without a tag.
#define CICU_ICU_ULOCDATALOCALETYPE(X) \
    X(ULOC_ACTUAL_LOCALE, 0)           \
    X(ULOC_VALID_LOCALE, 1)
CICU_ICU_ENUM(, ULocDataLocaleType, CICU_ICU_ULOCDATALOCALETYPE)

int32_t uloc_forLanguageTag(const char *langtag, char *localeID, int32_t localeIDCapacity,
                            int32_t *parsedLength, UErrorCode *err);
int32_t uloc_toLanguageTag(const char *localeID, char *langtag, int32_t langtagCapacity, UBool strict,
                           UErrorCode *err);
int32_t uloc_canonicalize(const char *localeID, char *name, int32_t nameCapacity, UErrorCode *err);
int32_t uloc_addLikelySubtags(const char *localeID, char *maximizedLocaleID,
                              int32_t maximizedLocaleIDCapacity, UErrorCode *err);
// ICU declares this enum without a tag.
#define CICU_ICU_UACCEPTRESULT(X) \
    X(ULOC_ACCEPT_FAILED, 0)      \
    X(ULOC_ACCEPT_VALID, 1)       \
    X(ULOC_ACCEPT_FALLBACK, 2)
CICU_ICU_ENUM(, UAcceptResult, CICU_ICU_UACCEPTRESULT)

int32_t uloc_acceptLanguage(char *result, int32_t resultAvailable, UAcceptResult *outResult,
                            const char **acceptList, int32_t acceptListCount, UEnumeration *availableLocales,
                            UErrorCode *status);
int32_t uloc_countAvailable(void);
const char *uloc_getAvailable(int32_t n);
void uloc_setDefault(const char *localeID, UErrorCode *status);
const char *uloc_getDefault(void);
int32_t uloc_getDisplayLanguage(const char *locale, const char *displayLocale, UChar *language,
                                int32_t languageCapacity, UErrorCode *status);

void ulocdata_getCLDRVersion(UVersionInfo versionArray, UErrorCode *status);

typedef struct UResourceBundle UResourceBundle;

UResourceBundle *ures_open(const char *packageName, const char *locale, UErrorCode *status);
UResourceBundle *ures_openDirect(const char *packageName, const char *locale, UErrorCode *status);
void ures_close(UResourceBundle *resourceBundle);
UResourceBundle *ures_getByKey(const UResourceBundle *resourceBundle, const char *key,
                               UResourceBundle *fillIn, UErrorCode *status);
const UChar *ures_getStringByKey(const UResourceBundle *resB, const char *key, int32_t *len,
                                 UErrorCode *status);
const UChar *ures_getString(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status);
const char *ures_getKey(const UResourceBundle *resourceBundle);
const char *ures_getLocaleByType(const UResourceBundle *resourceBundle, ULocDataLocaleType type,
                                 UErrorCode *status);
void ures_resetIterator(UResourceBundle *resourceBundle);
UBool ures_hasNext(const UResourceBundle *resourceBundle);
UResourceBundle *ures_getNextResource(UResourceBundle *resourceBundle, UResourceBundle *fillIn,
                                      UErrorCode *status);

// MARK: Currencies (ucurr.h)

#define CICU_ICU_UCURRCURRENCYTYPE(X) \
    X(UCURR_ALL, INT32_MAX)           \
    X(UCURR_COMMON, 1)                \
    X(UCURR_UNCOMMON, 2)              \
    X(UCURR_DEPRECATED, 4)            \
    X(UCURR_NON_DEPRECATED, 8)
CICU_ICU_ENUM(UCurrCurrencyType, UCurrCurrencyType, CICU_ICU_UCURRCURRENCYTYPE)

UEnumeration *ucurr_openISOCurrencies(uint32_t currType, UErrorCode *pErrorCode);
int32_t ucurr_getDefaultFractionDigits(const UChar *currency, UErrorCode *ec);
const UChar *ucurr_getPluralName(const UChar *currency, const char *locale, UBool *isChoiceFormat,
                                 const char *pluralCount, int32_t *len, UErrorCode *ec);

// MARK: Numbers and plural rules (unumberformatter.h, upluralrules.h)

typedef struct UNumberFormatter UNumberFormatter;
typedef struct UFormattedNumber UFormattedNumber;

UNumberFormatter *unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLen,
                                                 const char *locale, UErrorCode *ec);
void unumf_close(UNumberFormatter *uformatter);
UFormattedNumber *unumf_openResult(UErrorCode *ec);
void unumf_closeResult(UFormattedNumber *uresult);
void unumf_formatDecimal(const UNumberFormatter *uformatter, const char *value, int32_t valueLen,
                         UFormattedNumber *uresult, UErrorCode *ec);
int32_t unumf_resultToString(const UFormattedNumber *uresult, UChar *buffer, int32_t bufferCapacity,
                             UErrorCode *ec);

#define CICU_ICU_UPLURALTYPE(X)  \
    X(UPLURAL_TYPE_CARDINAL, 0)  \
    X(UPLURAL_TYPE_ORDINAL, 1)
CICU_ICU_ENUM(UPluralType, UPluralType, CICU_ICU_UPLURALTYPE)

typedef struct UPluralRules UPluralRules;

UPluralRules *uplrules_openForType(const char *locale, UPluralType type, UErrorCode *status);
void uplrules_close(UPluralRules *uplrules);
UEnumeration *uplrules_getKeywords(const UPluralRules *uplrules, UErrorCode *status);
int32_t uplrules_selectFormatted(const UPluralRules *uplrules, const UFormattedNumber *number, UChar *keyword,
                                 int32_t capacity, UErrorCode *status);

// MARK: Dates (udat.h, udatpg.h, umisc.h)

#define CICU_ICU_UDATEFORMATSTYLE(X) \
    X(UDAT_FULL, 0)                  \
    X(UDAT_LONG, 1)                  \
    X(UDAT_MEDIUM, 2)                \
    X(UDAT_SHORT, 3)                 \
    X(UDAT_DEFAULT, 2)               \
    X(UDAT_RELATIVE, 128)            \
    X(UDAT_FULL_RELATIVE, 128)       \
    X(UDAT_LONG_RELATIVE, 129)       \
    X(UDAT_MEDIUM_RELATIVE, 130)     \
    X(UDAT_SHORT_RELATIVE, 131)      \
    X(UDAT_NONE, -1)                 \
    X(UDAT_PATTERN, -2)
CICU_ICU_ENUM(UDateFormatStyle, UDateFormatStyle, CICU_ICU_UDATEFORMATSTYLE)

// Both are opaque handles that ICU types as void pointers, not as pointers to a struct.
typedef void *UDateFormat;
typedef void *UDateTimePatternGenerator;
// CICU only ever passes NULL for a field position, so its fields are deliberately left undeclared.
typedef struct UFieldPosition UFieldPosition;

UDateFormat *udat_open(UDateFormatStyle timeStyle, UDateFormatStyle dateStyle, const char *locale,
                       const UChar *tzID, int32_t tzIDLength, const UChar *pattern, int32_t patternLength,
                       UErrorCode *status);
void udat_close(UDateFormat *format);
int32_t udat_format(const UDateFormat *format, UDate dateToFormat, UChar *result, int32_t resultLength,
                    UFieldPosition *position, UErrorCode *status);

UDateTimePatternGenerator *udatpg_open(const char *locale, UErrorCode *pErrorCode);
void udatpg_close(UDateTimePatternGenerator *dtpg);
int32_t udatpg_getBestPattern(UDateTimePatternGenerator *dtpg, const UChar *skeleton, int32_t length,
                              UChar *bestPattern, int32_t capacity, UErrorCode *pErrorCode);

// MARK: Relative times (ureldatefmt.h, udisplaycontext.h, unum.h)

#define CICU_ICU_UDATERELATIVEDATETIMEFORMATTERSTYLE(X) \
    X(UDAT_STYLE_LONG, 0)                              \
    X(UDAT_STYLE_SHORT, 1)                             \
    X(UDAT_STYLE_NARROW, 2)
CICU_ICU_ENUM(UDateRelativeDateTimeFormatterStyle, UDateRelativeDateTimeFormatterStyle,
              CICU_ICU_UDATERELATIVEDATETIMEFORMATTERSTYLE)

#define CICU_ICU_URELATIVEDATETIMEUNIT(X) \
    X(UDAT_REL_UNIT_YEAR, 0)              \
    X(UDAT_REL_UNIT_QUARTER, 1)           \
    X(UDAT_REL_UNIT_MONTH, 2)             \
    X(UDAT_REL_UNIT_WEEK, 3)              \
    X(UDAT_REL_UNIT_DAY, 4)               \
    X(UDAT_REL_UNIT_HOUR, 5)              \
    X(UDAT_REL_UNIT_MINUTE, 6)            \
    X(UDAT_REL_UNIT_SECOND, 7)            \
    X(UDAT_REL_UNIT_SUNDAY, 8)            \
    X(UDAT_REL_UNIT_MONDAY, 9)            \
    X(UDAT_REL_UNIT_TUESDAY, 10)          \
    X(UDAT_REL_UNIT_WEDNESDAY, 11)        \
    X(UDAT_REL_UNIT_THURSDAY, 12)         \
    X(UDAT_REL_UNIT_FRIDAY, 13)           \
    X(UDAT_REL_UNIT_SATURDAY, 14)
CICU_ICU_ENUM(URelativeDateTimeUnit, URelativeDateTimeUnit, CICU_ICU_URELATIVEDATETIMEUNIT)

// ICU writes these as (UDISPCTX_TYPE_… << 8) + n; only the capitalization contexts are declared.
#define CICU_ICU_UDISPLAYCONTEXT(X)                           \
    X(UDISPCTX_CAPITALIZATION_NONE, 0x100)                    \
    X(UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE, 0x101)  \
    X(UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, 0x102) \
    X(UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU, 0x103)     \
    X(UDISPCTX_CAPITALIZATION_FOR_STANDALONE, 0x104)
CICU_ICU_ENUM(UDisplayContext, UDisplayContext, CICU_ICU_UDISPLAYCONTEXT)

typedef void *UNumberFormat;
typedef struct URelativeDateTimeFormatter URelativeDateTimeFormatter;

URelativeDateTimeFormatter *ureldatefmt_open(const char *locale, UNumberFormat *nfToAdopt,
                                             UDateRelativeDateTimeFormatterStyle width,
                                             UDisplayContext capitalizationContext, UErrorCode *status);
void ureldatefmt_close(URelativeDateTimeFormatter *reldatefmt);
int32_t ureldatefmt_formatNumeric(const URelativeDateTimeFormatter *reldatefmt, double offset,
                                  URelativeDateTimeUnit unit, UChar *result, int32_t resultCapacity,
                                  UErrorCode *status);

// MARK: Lists (ulistformatter.h)

#define CICU_ICU_ULISTFORMATTERTYPE(X) \
    X(ULISTFMT_TYPE_AND, 0)            \
    X(ULISTFMT_TYPE_OR, 1)             \
    X(ULISTFMT_TYPE_UNITS, 2)
CICU_ICU_ENUM(UListFormatterType, UListFormatterType, CICU_ICU_ULISTFORMATTERTYPE)

#define CICU_ICU_ULISTFORMATTERWIDTH(X) \
    X(ULISTFMT_WIDTH_WIDE, 0)           \
    X(ULISTFMT_WIDTH_SHORT, 1)          \
    X(ULISTFMT_WIDTH_NARROW, 2)
CICU_ICU_ENUM(UListFormatterWidth, UListFormatterWidth, CICU_ICU_ULISTFORMATTERWIDTH)

typedef struct UListFormatter UListFormatter;

UListFormatter *ulistfmt_open(const char *locale, UErrorCode *status);
// ICU 67: cicu_list_open calls it only when cicu_icu_at_least(67).
CICU_ICU_NEWER_THAN_64 UListFormatter *ulistfmt_openForType(const char *locale, UListFormatterType type,
                                                            UListFormatterWidth width, UErrorCode *status);
void ulistfmt_close(UListFormatter *listfmt);
int32_t ulistfmt_format(const UListFormatter *listfmt, const UChar *const strings[], const int32_t *stringLengths,
                        int32_t stringCount, UChar *result, int32_t resultCapacity, UErrorCode *status);

// MARK: Phrase data for `msgc cldr-data` (cicu_phrase_data.c; uchar.h, umachine.h)
// Relative-time and list patterns come through the ures_* functions above; ICU's Hebrew list
// patterns depend on the script of an item, Apple's Thai ones too, read here for every code point.

typedef int32_t UChar32;

// Only the property CICU asks about; ICU's enum has one per Unicode property.
#define CICU_ICU_UPROPERTY(X) \
    X(UCHAR_SCRIPT, 0x100A)
CICU_ICU_ENUM(UProperty, UProperty, CICU_ICU_UPROPERTY)

int32_t u_getIntPropertyValue(UChar32 c, UProperty which);
int32_t u_getPropertyValueEnum(UProperty property, const char *alias);

// Apple's list formatter isolates items by their characters' bidi class and the locale's layout.
#define CICU_ICU_UCHARDIRECTION(X)          \
    X(U_LEFT_TO_RIGHT, 0)                   \
    X(U_RIGHT_TO_LEFT, 1)                   \
    X(U_ARABIC_NUMBER, 5)                   \
    X(U_LEFT_TO_RIGHT_EMBEDDING, 11)        \
    X(U_LEFT_TO_RIGHT_OVERRIDE, 12)         \
    X(U_RIGHT_TO_LEFT_ARABIC, 13)           \
    X(U_RIGHT_TO_LEFT_EMBEDDING, 14)        \
    X(U_RIGHT_TO_LEFT_OVERRIDE, 15)
CICU_ICU_ENUM(UCharDirection, UCharDirection, CICU_ICU_UCHARDIRECTION)

UCharDirection u_charDirection(UChar32 c);

#define CICU_ICU_ULAYOUTTYPE(X) \
    X(ULOC_LAYOUT_LTR, 0)       \
    X(ULOC_LAYOUT_RTL, 1)       \
    X(ULOC_LAYOUT_TTB, 2)       \
    X(ULOC_LAYOUT_BTT, 3)       \
    X(ULOC_LAYOUT_UNKNOWN, 4)
CICU_ICU_ENUM(ULayoutType, ULayoutType, CICU_ICU_ULAYOUTTYPE)

ULayoutType uloc_getCharacterOrientation(const char *localeId, UErrorCode *status);

// MARK: Number and currency data for msgc cldr-data (cicu_number_data.c; ures.h)

#define CICU_ICU_URESTYPE(X)  \
    X(URES_NONE, -1)          \
    X(URES_STRING, 0)         \
    X(URES_BINARY, 1)         \
    X(URES_TABLE, 2)          \
    X(URES_ALIAS, 3)          \
    X(URES_INT, 7)            \
    X(URES_ARRAY, 8)          \
    X(URES_INT_VECTOR, 14)    \
    X(URES_LIMIT, 16)
CICU_ICU_ENUM(, UResType, CICU_ICU_URESTYPE)

UResType ures_getType(const UResourceBundle *resourceBundle);
int32_t ures_getInt(const UResourceBundle *resourceBundle, UErrorCode *status);
const int32_t *ures_getIntVector(const UResourceBundle *resourceBundle, int32_t *len, UErrorCode *status);
const UChar *ures_getNextString(UResourceBundle *resourceBundle, int32_t *len, const char **key, UErrorCode *status);

// MARK: Locale data for `msgc cldr-data` (cicu_locale_data.c)
// It calls only functions declared above: ures_openDirect, ures_getString, ures_getKey,
// ures_resetIterator, ures_hasNext, ures_getNextResource, ures_close, u_strToUTF8 and
// uloc_forLanguageTag. A function it comes to need goes here.

#endif
