#include "CAtomics.h"

#include <stdatomic.h>
#include <stdlib.h>

struct iap_atomic_pointer { _Atomic(void *) value; };
struct iap_atomic_counter { _Atomic(uint64_t) value; };

iap_atomic_pointer *iap_atomic_pointer_create(void) {
    iap_atomic_pointer *cell = malloc(sizeof *cell);
    if (!cell) abort();
    atomic_init(&cell->value, NULL);
    return cell;
}

void iap_atomic_pointer_destroy(iap_atomic_pointer *cell) { free(cell); }

void *iap_atomic_pointer_load(iap_atomic_pointer *cell) {
    return atomic_load_explicit(&cell->value, memory_order_acquire);
}

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

uint64_t iap_atomic_counter_load(iap_atomic_counter *cell) {
    return atomic_load_explicit(&cell->value, memory_order_acquire);
}

uint64_t iap_atomic_counter_increment(iap_atomic_counter *cell) {
    return atomic_fetch_add_explicit(&cell->value, 1, memory_order_acq_rel) + 1;
}
