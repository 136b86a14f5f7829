// Counts heap allocations for the benchmarks by interposing the C allocator: an executable's own
// malloc wins over libc's for every library it loads, and glibc exports its implementation under
// __libc_* names to call through. Linked into benchmark executables only, never into the library.
#include "malloc_counter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic int64_t allocations;

static inline void count_one(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

int64_t malloc_counter_allocations(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int malloc_counter_active(void) { return 1; }
#else
int64_t malloc_counter_allocations(void) { return 0; }
int malloc_counter_active(void) { return 0; }
#endif
