#include "cbaseline_heap.h"

#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

int cbaseline_heap_in_use(uint64_t *arena_bytes, uint64_t *mapped_bytes) {
    struct mallinfo2 info = mallinfo2();
    *arena_bytes = (uint64_t)info.uordblks;
    *mapped_bytes = (uint64_t)info.hblkhd;
    return 1;
}
#else
int cbaseline_heap_in_use(uint64_t *arena_bytes, uint64_t *mapped_bytes) {
    *arena_bytes = 0;
    *mapped_bytes = 0;
    return 0;
}
#endif
