// Counts heap allocations for the benchmarks by interposing the C allocator: an executable's own
// malloc wins over libc's for every library it loads, and glibc exports its implementation under
// __libc_* names to call through. Linked into benchmark executables only, never into the library.
//
// malloc, calloc and realloc are counted: every allocation of a Swift object, String or Array
// storage with the usual alignment, and of Foundation and ICU. The aligned forms (posix_memalign,
// aligned_alloc, memalign), which Swift uses only for over-aligned types, are left to glibc:
// routing them through __libc_memalign corrupted Swift's heap here.
#include "malloc_counter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Atomic int64_t allocations;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
int64_t malloc_counter_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int malloc_counter_active(void) { return 1; }
#else
int64_t malloc_counter_allocations(void) { return 0; }
int malloc_counter_active(void) { return 0; }
#endif
