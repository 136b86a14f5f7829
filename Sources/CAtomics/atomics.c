#include "CAtomics.h"

#include <stdatomic.h>
#include <stdlib.h>

// Each cell is its value alone, at offset 0: the header's inline loads rely on it.
struct iap_atomic_pointer { _Atomic(void *) value; };
struct iap_atomic_counter { _Atomic(uint64_t) value; };
_Static_assert(sizeof(struct iap_atomic_pointer) == sizeof(void *), "a pointer cell is its pointer");
_Static_assert(sizeof(struct iap_atomic_counter) == sizeof(uint64_t), "a counter cell is its counter");

iap_atomic_pointer *iap_atomic_pointer_create(void) {
    iap_atomic_pointer *cell = malloc(sizeof *cell);
    if (!cell) abort();
    atomic_init(&cell->value, NULL);
    return cell;
}

void iap_atomic_pointer_destroy(iap_atomic_pointer *cell) { free(cell); }

void iap_atomic_pointer_store(iap_atomic_pointer *cell, void *value) {
    atomic_store_explicit(&cell->value, value, memory_order_release);
}

iap_atomic_counter *iap_atomic_counter_create(void) {
    iap_atomic_counter *cell = malloc(sizeof *cell);
    if (!cell) abort();
    atomic_init(&cell->value, 0);
    return cell;
}

void iap_atomic_counter_destroy(iap_atomic_counter *cell) { free(cell); }

uint64_t iap_atomic_counter_increment(iap_atomic_counter *cell) {
    return atomic_fetch_add_explicit(&cell->value, 1, memory_order_acq_rel) + 1;
}

iap_route_slot *iap_route_slots_create(uint64_t count) {
    iap_route_slot *slots = calloc(count, sizeof *slots);
    if (!slots) abort();
    for (uint64_t index = 0; index < count; index++) {
        __atomic_store_n(&slots[index].length, UINT64_MAX, __ATOMIC_RELAXED);
    }
    atomic_thread_fence(memory_order_release);
    return slots;
}

void iap_route_slots_destroy(iap_route_slot *slots) { free(slots); }

void iap_route_write(iap_route_slot *slot, const uint8_t *key, uint64_t length, const iap_route *route) {
    if (length > IAP_ROUTE_KEY_BYTES) return;
    uint64_t sequence = __atomic_load_n(&slot->sequence, __ATOMIC_RELAXED);
    if ((sequence & 1) ||
        !__atomic_compare_exchange_n(&slot->sequence, &sequence, sequence + 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        return;
    }
    // Readers that see any of the stores below also see the odd sequence number (their acquire
    // fence pairs with this release fence), so they drop what they read.
    __atomic_thread_fence(__ATOMIC_RELEASE);
    __atomic_store_n(&slot->length, length, __ATOMIC_RELAXED);
    for (uint64_t index = 0; index < IAP_ROUTE_KEY_WORDS; index++) {
        __atomic_store_n(&slot->key[index], index * 8 < length ? iap_route_key_word(key, length, index) : 0, __ATOMIC_RELAXED);
    }
    for (int index = 0; index < IAP_ROUTE_VALUE_WORDS; index++) {
        __atomic_store_n(&slot->value[index], route->words[index], __ATOMIC_RELAXED);
    }
    __atomic_store_n(&slot->sequence, sequence + 2, __ATOMIC_RELEASE);
}
