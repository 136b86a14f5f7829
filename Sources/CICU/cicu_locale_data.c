#include "cicu.h"
#include "cicu_locale_data.h"
#include "cicu_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ICU's locale data for `msgc cldr-data` to bake into the portable backend: likely subtags, the
// keyword key/type tables of BCP 47's -u- extension, and the index of locale bundles.
//
// ICU's C API answers questions with these tables (uloc_addLikelySubtags, uloc_toLanguageTag) but
// does not list them, so this walks the resource bundles ICU's own code reads. Like "plurals" (see
// cicu_plural_data.c) they are not locale bundles and have no parents, and ICU opens them with
// ures_openDirect too, so opening them here leaves ICU's cache as ICU's own calls would.

/// The keys from the top down to the resource being written, each followed by a TAB.
typedef struct {
    const char *keys[8];
    int32_t depth;
} cicu_resource_path;

static void append_resource(cicu_text *text, UResourceBundle *resource, cicu_resource_path *path,
                            int32_t *status) {
    UErrorCode ec = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *string = ures_getString(resource, &length, &ec);
    if (U_SUCCESS(ec)) {
        for (int32_t level = 0; level < path->depth; level++) {
            cicu_text_append_ascii(text, path->keys[level]);
            cicu_text_append_ascii(text, "\t");
        }
        cicu_text_append_uchars(text, string, length, status);
        cicu_text_append_ascii(text, "\n");
        return;
    }
    // Not a string: a table or an array is walked; anything else has no items and is skipped.
    if (path->depth >= 8) return;
    ures_resetIterator(resource);
    int32_t index = 0;
    while (U_SUCCESS(*status) && ures_hasNext(resource)) {
        UErrorCode itemStatus = U_ZERO_ERROR;
        UResourceBundle *item = ures_getNextResource(resource, NULL, &itemStatus);
        if (U_SUCCESS(itemStatus)) {
            char number[16];
            const char *key = ures_getKey(item);
            if (key == NULL) {
                snprintf(number, sizeof number, "%d", (int)index);
                key = number;
            }
            path->keys[path->depth++] = key;
            append_resource(text, item, path, status);
            path->depth--;
        }
        ures_close(item);
        index++;
    }
}

int32_t cicu_locale_data_bundle(const char *bundle, char *out, int32_t capacity, int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    cicu_text text = { out, capacity, 0 };
    UResourceBundle *resource = ures_openDirect(NULL, bundle, (UErrorCode *)status);
    cicu_resource_path path = { { NULL }, 0 };
    if (U_SUCCESS(*status)) append_resource(&text, resource, &path, status);
    ures_close(resource);
    if (U_FAILURE(*status)) return 0;
    if (text.total < text.capacity) {
        text.out[text.total] = 0;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return text.total;
}

int32_t cicu_locale_data_for_language_tag(const char *tag, char *out, int32_t capacity, int32_t *parsed,
                                          int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    *parsed = 0;
    return uloc_forLanguageTag(tag, out, capacity, parsed, (UErrorCode *)status);
}

/// The space-separated words of `text`, copied into `storage` and listed in `words` (at most `limit`).
static int32_t split_words(const char *text, char *storage, const char **words, int32_t limit) {
    int32_t count = 0;
    strcpy(storage, text);
    for (char *word = strtok(storage, " "); word != NULL && count < limit; word = strtok(NULL, " ")) {
        words[count++] = word;
    }
    return count;
}

int32_t cicu_locale_data_accept_language(const char *desired, const char *available, char *out, int32_t capacity,
                                         int32_t *status) {
    if (U_FAILURE(*status)) return 0;
    enum { limit = 4096 };
    size_t desiredSize = strlen(desired) + 1, availableSize = strlen(available) + 1;
    char *storage = malloc(desiredSize + availableSize);
    const char **words = malloc(sizeof(const char *) * 2 * limit);
    if (storage == NULL || words == NULL) {
        free(storage);
        free(words);
        *status = U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    int32_t desiredCount = split_words(desired, storage, words, limit);
    int32_t availableCount = split_words(available, storage + desiredSize, words + limit, limit);
    UEnumeration *locales = uenum_openCharStringsEnumeration(words + limit, availableCount, (UErrorCode *)status);
    UAcceptResult result = ULOC_ACCEPT_FAILED;
    int32_t length = 0;
    if (U_SUCCESS(*status)) {
        length = uloc_acceptLanguage(out, capacity, &result, words, desiredCount, locales, (UErrorCode *)status);
    }
    uenum_close(locales);
    free(storage);
    free(words);
    if (U_FAILURE(*status)) return 0;
    if (result == ULOC_ACCEPT_FAILED) length = 0;
    if (length < capacity) {
        out[length] = 0;
    } else {
        *status = U_BUFFER_OVERFLOW_ERROR;
    }
    return length;
}
