#ifndef CBASELINE_H
#define CBASELINE_H

#include <stdint.h>

// The C limit for the text benchmarks: each function runs one ICU operation `iterations`
// times in a C loop on the same UTF-8 input and returns the nanoseconds per operation
// (CLOCK_MONOTONIC). The UTF-8 <-> UTF-16 conversions a Swift caller needs are part of
// every operation, on stack buffers. `*checksum` receives the sum over all iterations
// of the output's length (UTF-8 bytes, or clusters for the grapheme count), so the work
// cannot be optimized away and the result can be compared with LocalizedValidationIntl's. An ICU failure
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

// The C side of the render suite: a ru plural message with a formatted count, rendered to
// UTF-16 in a C loop. `counts` (at most CBASELINE_MAX_COUNTS values) are cycled through,
// one per operation, so branch prediction sees the same sequence as Swift's loop.
// `*checksum` receives the sum of the outputs' UTF-16 lengths.

/// The most counts a render loop cycles through.
enum { CBASELINE_MAX_COUNTS = 64 };

/// How a C render contender produces the text.
typedef enum {
    /// umsg_format on a UMessageFormat opened once with
    /// `{0,plural,one{# товар} few{# товара} many{# товаров} other{# товара}}` in ru.
    CBASELINE_MESSAGE_PREOPENED = 0,
    /// umsg_open + umsg_format + umsg_close on every operation.
    CBASELINE_MESSAGE_OPEN_PER_CALL = 1,
    /// The limit: uplrules_select on the double and unum_formatInt64 on objects opened
    /// once, the number and the variant's suffix copied into a UTF-16 buffer.
    CBASELINE_MESSAGE_LIMIT = 2,
    /// The limit plus the conversion of the text to UTF-8 (u_strToUTF8), as a Swift
    /// String needs; informational.
    CBASELINE_MESSAGE_LIMIT_UTF8 = 3,
    /// Only uplrules_select of the limit (the breakdown; no text: the output is empty).
    CBASELINE_MESSAGE_SELECT_ONLY = 4,
    /// Only unum_formatInt64 of the limit (the breakdown; the output is the number).
    CBASELINE_MESSAGE_FORMAT_ONLY = 5,
} cbaseline_message_method;

/// Renders `iterations` messages, cycling through `counts`; nanoseconds per operation.
double cbaseline_plural_message(cbaseline_message_method method, const int64_t *counts,
                                int32_t count_length, int64_t iterations, uint64_t *checksum);

/// Renders one message for `count` as UTF-8 into `utf8` (NUL-terminated); returns the
/// length in bytes. For checking that the contenders agree.
int32_t cbaseline_plural_message_once(cbaseline_message_method method, int64_t count, char *utf8,
                                      int32_t capacity);

#endif
