#ifndef CBASELINE_HEAP_H
#define CBASELINE_HEAP_H

#include <stdint.h>

// The process heap as glibc's malloc sees it, for the validation suite's heap-growth
// check. Swift's Glibc module does not import <malloc.h>, so `mallinfo2()` is called
// here. Both values are 0 where glibc's `mallinfo2` is unavailable (the function then
// returns 0).

/// Bytes in use: `uordblks` (chunks in use in every arena) in `*arena_bytes` and
/// `hblkhd` (large blocks malloc mapped on their own) in `*mapped_bytes`. Returns 1 when
/// the figures are real, 0 when this platform has no `mallinfo2`.
int cbaseline_heap_in_use(uint64_t *arena_bytes, uint64_t *mapped_bytes);

#endif
