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
