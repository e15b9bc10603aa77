#ifndef CBASELINE_H
#define CBASELINE_H

#include <stdint.h>

// The C limit for the text benchmarks: each function runs one ICU operation `iterations`
// times in a C loop on the same UTF-8 input and returns the nanoseconds per operation
// (CLOCK_MONOTONIC). The UTF-8 <-> UTF-16 conversions a Swift caller needs are part of
// every operation, on stack buffers. `*checksum` receives the sum over all iterations
// of the output's length (UTF-8 bytes, or clusters for the grapheme count), so the work
// cannot be optimized away and the result can be compared with Intl's. An ICU failure
// or an input longer than CBASELINE_MAX_INPUT_BYTES aborts the process with a message.

/// The longest input the functions accept, in UTF-8 bytes.
enum { CBASELINE_MAX_INPUT_BYTES = 4096 };

/// Trim: UTF-8 -> UTF-16, skip u_isUWhiteSpace code points at both ends, the remaining
/// range -> UTF-8.
double cbaseline_trim(const char *utf8, int32_t length, int64_t iterations, uint64_t *checksum);

/// Case folding: UTF-8 -> UTF-16, u_strFoldCase(U_FOLD_CASE_DEFAULT), -> UTF-8.
double cbaseline_fold(const char *utf8, int32_t length, int64_t iterations, uint64_t *checksum);

/// NFC: UTF-8 -> UTF-16, unorm2_normalize with the NFC instance, -> UTF-8.
double cbaseline_nfc(const char *utf8, int32_t length, int64_t iterations, uint64_t *checksum);

/// Grapheme count: a UBRK_CHARACTER iterator opened before the loop, a UText reused by
/// utext_openUTF8 on every operation, counting ubrk_next until UBRK_DONE.
double cbaseline_grapheme_count(const char *utf8, int32_t length, int64_t iterations,
                                uint64_t *checksum);

#endif
