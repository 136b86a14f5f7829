#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Heap allocations made by this process so far: every malloc, calloc and realloc, from any thread
/// and any library (Swift's runtime, Foundation, ICU).
int64_t malloc_counter_allocations(void);

/// 1 where the counting allocator is in place (Linux with glibc); elsewhere 0, and the count stays 0.
int malloc_counter_active(void);

#endif
