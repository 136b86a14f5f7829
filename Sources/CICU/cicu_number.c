#include "cicu.h"
#include "cicu_internal.h"

#include <pthread.h>
#include <stdlib.h>

cicu_number_formatter *cicu_number_formatter_open(const char *locale_id, const char *skeleton, int32_t *status) {
    if (U_FAILURE(*status)) return NULL;
    int32_t length = 0;
    UChar *skeleton16 = cicu_copy_utf16(skeleton, &length, status);
    if (skeleton16 == NULL) return NULL;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton16, length, locale_id, (UErrorCode *)status);
    free(skeleton16);
    if (U_FAILURE(*status)) {
        unumf_close(formatter);
        return NULL;
    }
    return (cicu_number_formatter *)formatter;
}

void cicu_number_formatter_close(cicu_number_formatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)formatter);
}

// One result object per thread, reused across calls: opening one costs an allocation of several
// hundred bytes per formatted number. The formatter itself stays shared; only results are per thread.
static pthread_key_t cicu_result_key;
static pthread_once_t cicu_result_once = PTHREAD_ONCE_INIT;

static void cicu_close_result(void *result) { unumf_closeResult((UFormattedNumber *)result); }
static void cicu_make_result_key(void) { pthread_key_create(&cicu_result_key, cicu_close_result); }

static UFormattedNumber *cicu_thread_result(int32_t *status) {
    pthread_once(&cicu_result_once, cicu_make_result_key);
    UFormattedNumber *result = pthread_getspecific(cicu_result_key);
    if (result == NULL && U_SUCCESS(*status)) {
        result = unumf_openResult((UErrorCode *)status);
        if (U_SUCCESS(*status)) pthread_setspecific(cicu_result_key, result);
    }
    return result;
}

int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *digits,
                                   const cicu_plural_rules *rules, char *keyword, int32_t keyword_capacity,
                                   char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    UFormattedNumber *result = cicu_thread_result(status);
    if (U_FAILURE(*status)) return 0;
    unumf_formatDecimal((const UNumberFormatter *)formatter, digits, -1, result, (UErrorCode *)status);
    if (rules != NULL && U_SUCCESS(*status)) {
        UChar keyword16[16];
        int32_t keywordLength = uplrules_selectFormatted((const UPluralRules *)rules, result, keyword16, 16,
                                                         (UErrorCode *)status);
        if (U_SUCCESS(*status)) cicu_write_utf8(keyword16, keywordLength, keyword, keyword_capacity, status);
    }
    int32_t written = 0;
    if (out != NULL && U_SUCCESS(*status)) {
        UChar stack[128];
        UErrorCode ec = U_ZERO_ERROR;
        int32_t length = unumf_resultToString(result, stack, 128, &ec);
        if (ec == U_BUFFER_OVERFLOW_ERROR) {
            UChar *heap = malloc(sizeof(UChar) * (size_t)(length + 1));
            if (heap == NULL) {
                *status = U_MEMORY_ALLOCATION_ERROR;
            } else {
                ec = U_ZERO_ERROR;
                length = unumf_resultToString(result, heap, length + 1, &ec);
                if (U_FAILURE(ec)) *status = ec;
                written = cicu_write_utf8(heap, length, out, capacity, status);
                free(heap);
            }
        } else if (U_FAILURE(ec)) {
            *status = ec;
        } else {
            written = cicu_write_utf8(stack, length, out, capacity, status);
        }
    }
    return written;
}
