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

#endif
