// A pointer and a counter that Swift reads and writes atomically, for the runtime's read-mostly
// caches on every OS it supports (Swift's own `Atomic` needs iOS 18).
#ifndef CATOMICS_H
#define CATOMICS_H

#include <stdint.h>

/// A pointer cell: `load` sees every write `store` published before it (acquire/release).
typedef struct iap_atomic_pointer iap_atomic_pointer;
iap_atomic_pointer *_Nonnull iap_atomic_pointer_create(void);
void iap_atomic_pointer_destroy(iap_atomic_pointer *_Nonnull cell);
/// Inline, so a Swift caller's hot path loads the pointer itself instead of calling a function: the
/// cell's one member sits at its start, read with the compiler's atomic builtin (as atomic_load).
static inline void *_Nullable iap_atomic_pointer_load(iap_atomic_pointer *_Nonnull cell) {
    return __atomic_load_n((void *_Nullable *)cell, __ATOMIC_ACQUIRE);
}
void iap_atomic_pointer_store(iap_atomic_pointer *_Nonnull cell, void *_Nullable value);

/// A counter: `increment` returns the value after adding one.
typedef struct iap_atomic_counter iap_atomic_counter;
iap_atomic_counter *_Nonnull iap_atomic_counter_create(void);
void iap_atomic_counter_destroy(iap_atomic_counter *_Nonnull cell);
static inline uint64_t iap_atomic_counter_load(iap_atomic_counter *_Nonnull cell) {
    return __atomic_load_n((uint64_t *)cell, __ATOMIC_ACQUIRE);
}
uint64_t iap_atomic_counter_increment(iap_atomic_counter *_Nonnull cell);

/// A fixed array of slots, each mapping a key of up to `IAP_ROUTE_KEY_BYTES` bytes to a route (up to
/// `IAP_ROUTE_TABLES` table numbers), read by any thread without a lock and rewritten in place for
/// the life of the process: a sequence lock per slot instead of published objects, so its memory is
/// fixed at creation whatever is written to it. Every word is read and written atomically.
#define IAP_ROUTE_KEY_WORDS 8
#define IAP_ROUTE_KEY_BYTES (IAP_ROUTE_KEY_WORDS * 8)
#define IAP_ROUTE_VALUE_WORDS 8
#define IAP_ROUTE_TABLES (IAP_ROUTE_VALUE_WORDS * 4 - 1)

/// A route: `count` table numbers, then the numbers (the rest is zero).
typedef struct iap_route {
    uint64_t words[IAP_ROUTE_VALUE_WORDS];
} iap_route;

typedef struct iap_route_slot {
    uint64_t sequence;          // odd while a writer is rewriting the slot
    uint64_t length;            // the key's length in bytes; UINT64_MAX while the slot is empty
    uint64_t key[IAP_ROUTE_KEY_WORDS];
    uint64_t value[IAP_ROUTE_VALUE_WORDS];
} iap_route_slot;

/// `count` empty slots, and their release.
iap_route_slot *_Nonnull iap_route_slots_create(uint64_t count);
void iap_route_slots_destroy(iap_route_slot *_Nonnull slots);

/// The key's bytes as the slot keeps them: word `index`, zero-padded past `length`.
/// A whole word is one load; a partial one is put together byte by byte (a variable-length copy into
/// a word and then a load of it would stall on store forwarding, on every lookup).
__attribute__((always_inline)) static inline uint64_t iap_route_key_word(const uint8_t *_Nullable key, uint64_t length, uint64_t index) {
    uint64_t start = index * 8;
    uint64_t word = 0;
    if (length - start >= 8) {
        __builtin_memcpy(&word, key + start, 8);
        return word;
    }
    for (uint64_t end = length; end > start; end--) word = (word << 8) | key[end - 1];
    return word;
}

/// Copies the route of `key` in `slot` into `route` and returns 1, or returns 0 when the slot holds
/// another key, is empty, or is being rewritten (a miss: the caller takes its locked path).
__attribute__((always_inline)) static inline int iap_route_read(iap_route_slot *_Nonnull slot, const uint8_t *_Nullable key, uint64_t length,
                                 iap_route *_Nonnull route) {
    if (length > IAP_ROUTE_KEY_BYTES) return 0;
    uint64_t before = __atomic_load_n(&slot->sequence, __ATOMIC_ACQUIRE);
    if (before & 1) return 0;
    if (__atomic_load_n(&slot->length, __ATOMIC_RELAXED) != length) return 0;
    for (uint64_t index = 0; index * 8 < length; index++) {
        if (__atomic_load_n(&slot->key[index], __ATOMIC_RELAXED) != iap_route_key_word(key, length, index)) return 0;
    }
    // The first word holds the count (its low 16 bits) and the first three tables: most routes are
    // that one word, and only the words the count needs are read.
    uint64_t first = __atomic_load_n(&slot->value[0], __ATOMIC_RELAXED);
    route->words[0] = first;
    uint64_t words = ((first & 0xFFFF) + 1 + 3) / 4;
    for (uint64_t index = 1; index < words && index < IAP_ROUTE_VALUE_WORDS; index++) {
        route->words[index] = __atomic_load_n(&slot->value[index], __ATOMIC_RELAXED);
    }
    __atomic_thread_fence(__ATOMIC_ACQUIRE);
    return __atomic_load_n(&slot->sequence, __ATOMIC_RELAXED) == before;
}

/// A hash of a key of up to `IAP_ROUTE_KEY_BYTES` bytes, a word at a time (a locale tag is one or
/// two words): which two slots of a table of `mask + 1` may hold it.
__attribute__((always_inline)) static inline uint64_t iap_route_hash(const uint8_t *_Nullable key, uint64_t length) {
    uint64_t hash = length * 0x9E3779B97F4A7C15ull;
    for (uint64_t index = 0; index * 8 < length; index++) {
        hash = (hash ^ iap_route_key_word(key, length, index)) * 0xBF58476D1CE4E5B9ull;
        hash ^= hash >> 31;
    }
    return hash;
}

/// A key's two slots among `mask + 1`: different ones whenever there are two or more.
__attribute__((always_inline)) static inline uint64_t iap_route_first_slot(uint64_t hash, uint64_t mask) {
    return hash & mask;
}
__attribute__((always_inline)) static inline uint64_t iap_route_second_slot(uint64_t hash, uint64_t mask) {
    return (hash ^ ((hash >> 32) | 1)) & mask;
}

/// `iap_route_read` of the two slots that may hold `key` among `mask + 1` slots.
__attribute__((always_inline)) static inline int iap_route_find(iap_route_slot *_Nonnull slots, uint64_t mask, const uint8_t *_Nullable key,
                                 uint64_t length, iap_route *_Nonnull route) {
    if (length > IAP_ROUTE_KEY_BYTES) return 0;
    uint64_t hash = iap_route_hash(key, length);
    return iap_route_read(&slots[iap_route_first_slot(hash, mask)], key, length, route)
        || iap_route_read(&slots[iap_route_second_slot(hash, mask)], key, length, route);
}

/// Whether `slot` has never been written.
static inline int iap_route_slot_is_empty(iap_route_slot *_Nonnull slot) {
    return __atomic_load_n(&slot->length, __ATOMIC_RELAXED) == UINT64_MAX;
}

/// Rewrites `slot` to hold `route` for `key`. A key longer than `IAP_ROUTE_KEY_BYTES` is not kept,
/// and a writer that finds another one at work leaves the slot to it (writers never wait).
void iap_route_write(iap_route_slot *_Nonnull slot, const uint8_t *_Nullable key, uint64_t length,
                     const iap_route *_Nonnull route);

#endif
