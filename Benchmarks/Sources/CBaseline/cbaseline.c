#include "cbaseline.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/utf16.h>

// UTF-16 never has more units than UTF-8 has bytes; folding and NFC can grow text, so
// the output buffers have room to spare.
enum {
    UNITS_CAPACITY = 4 * CBASELINE_MAX_INPUT_BYTES,
    BYTES_CAPACITY = 12 * CBASELINE_MAX_INPUT_BYTES,
};

static void check(UErrorCode status, const char *operation) {
    if (U_FAILURE(status)) {
        fprintf(stderr, "CBaseline: %s failed: %s\n", operation, u_errorName(status));
        abort();
    }
}

static void check_length(int32_t length, const char *operation) {
    if (length < 0 || length > CBASELINE_MAX_INPUT_BYTES) {
        fprintf(stderr, "CBaseline: %s: input of %d bytes exceeds %d\n", operation, (int)length,
                (int)CBASELINE_MAX_INPUT_BYTES);
        abort();
    }
}

static int64_t now_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

static double per_operation(int64_t start, int64_t end, int64_t iterations) {
    return iterations > 0 ? (double)(end - start) / (double)iterations : 0;
}

double cbaseline_trim(const char *utf8, int32_t length, int64_t iterations, uint64_t *checksum) {
    check_length(length, "trim");
    UChar units[UNITS_CAPACITY];
    char output[BYTES_CAPACITY];
    volatile uint64_t sink = 0;
    int64_t start_time = now_ns();
    for (int64_t iteration = 0; iteration < iterations; iteration++) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t count = 0;
        u_strFromUTF8(units, UNITS_CAPACITY, &count, utf8, length, &status);
        check(status, "u_strFromUTF8");
        int32_t start = 0;
        int32_t end = count;
        while (start < end) {
            int32_t next = start;
            UChar32 scalar;
            U16_NEXT(units, next, end, scalar);
            if (!u_isUWhiteSpace(scalar)) break;
            start = next;
        }
        while (end > start) {
            int32_t previous = end;
            UChar32 scalar;
            U16_PREV(units, start, previous, scalar);
            if (!u_isUWhiteSpace(scalar)) break;
            end = previous;
        }
        int32_t written = 0;
        u_strToUTF8(output, BYTES_CAPACITY, &written, units + start, end - start, &status);
        check(status, "u_strToUTF8");
        sink += (uint64_t)written;
    }
    int64_t end_time = now_ns();
    *checksum = sink;
    return per_operation(start_time, end_time, iterations);
}

double cbaseline_fold(const char *utf8, int32_t length, int64_t iterations, uint64_t *checksum) {
    check_length(length, "fold");
    UChar units[UNITS_CAPACITY];
    UChar folded[UNITS_CAPACITY];
    char output[BYTES_CAPACITY];
    volatile uint64_t sink = 0;
    int64_t start_time = now_ns();
    for (int64_t iteration = 0; iteration < iterations; iteration++) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t count = 0;
        u_strFromUTF8(units, UNITS_CAPACITY, &count, utf8, length, &status);
        check(status, "u_strFromUTF8");
        int32_t folded_count =
            u_strFoldCase(folded, UNITS_CAPACITY, units, count, U_FOLD_CASE_DEFAULT, &status);
        check(status, "u_strFoldCase");
        int32_t written = 0;
        u_strToUTF8(output, BYTES_CAPACITY, &written, folded, folded_count, &status);
        check(status, "u_strToUTF8");
        sink += (uint64_t)written;
    }
    int64_t end_time = now_ns();
    *checksum = sink;
    return per_operation(start_time, end_time, iterations);
}

double cbaseline_nfc(const char *utf8, int32_t length, int64_t iterations, uint64_t *checksum) {
    check_length(length, "nfc");
    UErrorCode open_status = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&open_status);
    check(open_status, "unorm2_getNFCInstance");
    UChar units[UNITS_CAPACITY];
    UChar normalized[UNITS_CAPACITY];
    char output[BYTES_CAPACITY];
    volatile uint64_t sink = 0;
    int64_t start_time = now_ns();
    for (int64_t iteration = 0; iteration < iterations; iteration++) {
        UErrorCode status = U_ZERO_ERROR;
        int32_t count = 0;
        u_strFromUTF8(units, UNITS_CAPACITY, &count, utf8, length, &status);
        check(status, "u_strFromUTF8");
        int32_t normalized_count =
            unorm2_normalize(nfc, units, count, normalized, UNITS_CAPACITY, &status);
        check(status, "unorm2_normalize");
        int32_t written = 0;
        u_strToUTF8(output, BYTES_CAPACITY, &written, normalized, normalized_count, &status);
        check(status, "u_strToUTF8");
        sink += (uint64_t)written;
    }
    int64_t end_time = now_ns();
    *checksum = sink;
    return per_operation(start_time, end_time, iterations);
}

double cbaseline_grapheme_count(const char *utf8, int32_t length, int64_t iterations,
                                uint64_t *checksum) {
    check_length(length, "grapheme count");
    UErrorCode open_status = U_ZERO_ERROR;
    UBreakIterator *breaker = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &open_status);
    check(open_status, "ubrk_open(UBRK_CHARACTER)");
    UText text = UTEXT_INITIALIZER;
    volatile uint64_t sink = 0;
    int64_t start_time = now_ns();
    for (int64_t iteration = 0; iteration < iterations; iteration++) {
        UErrorCode status = U_ZERO_ERROR;
        utext_openUTF8(&text, utf8, length, &status);
        check(status, "utext_openUTF8");
        ubrk_setUText(breaker, &text, &status);
        check(status, "ubrk_setUText");
        uint64_t clusters = 0;
        while (ubrk_next(breaker) != UBRK_DONE) clusters++;
        sink += clusters;
    }
    int64_t end_time = now_ns();
    *checksum = sink;
    utext_close(&text);
    ubrk_close(breaker);
    return per_operation(start_time, end_time, iterations);
}
