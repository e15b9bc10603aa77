#include "cbaseline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/umsg.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

// The render suite's C contenders; see cbaseline.h.

enum { MESSAGE_CAPACITY = 256 };

static const char LOCALE[] = "ru";
static const UChar PATTERN[] = u"{0,plural,one{# товар} few{# товара} many{# товаров} other{# товара}}";
static const UChar ONE[] = u" товар";
static const UChar FEW[] = u" товара";
static const UChar MANY[] = u" товаров";
static const UChar OTHER[] = u" товара";

static void check_status(UErrorCode status, const char *operation) {
    if (U_FAILURE(status)) {
        fprintf(stderr, "CBaseline: %s failed: %s\n", operation, u_errorName(status));
        abort();
    }
}

static int64_t monotonic_ns(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (int64_t)time.tv_sec * 1000000000 + time.tv_nsec;
}

/// The length in UTF-16 units of a string literal array, without its NUL.
#define LENGTH_OF(array) ((int32_t)(sizeof(array) / sizeof(UChar)) - 1)

/// The ICU objects a contender opens before its loop.
typedef struct {
    UMessageFormat *message;
    UPluralRules *rules;
    UNumberFormat *number;
} renderer;

static UMessageFormat *open_message(void) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse_error;
    UMessageFormat *message = umsg_open(PATTERN, LENGTH_OF(PATTERN), LOCALE, &parse_error, &status);
    check_status(status, "umsg_open");
    return message;
}

static renderer open_renderer(cbaseline_message_method method) {
    renderer opened = {NULL, NULL, NULL};
    UErrorCode status = U_ZERO_ERROR;
    switch (method) {
    case CBASELINE_MESSAGE_PREOPENED:
        opened.message = open_message();
        break;
    case CBASELINE_MESSAGE_OPEN_PER_CALL:
        break;
    case CBASELINE_MESSAGE_LIMIT:
    case CBASELINE_MESSAGE_LIMIT_UTF8:
    case CBASELINE_MESSAGE_SELECT_ONLY:
    case CBASELINE_MESSAGE_FORMAT_ONLY:
        opened.rules = uplrules_openForType(LOCALE, UPLURAL_TYPE_CARDINAL, &status);
        check_status(status, "uplrules_openForType");
        opened.number = unum_open(UNUM_DECIMAL, NULL, 0, LOCALE, NULL, &status);
        check_status(status, "unum_open");
        break;
    }
    return opened;
}

static void close_renderer(renderer *opened) {
    if (opened->message) umsg_close(opened->message);
    if (opened->rules) uplrules_close(opened->rules);
    if (opened->number) unum_close(opened->number);
}

/// The limit: the plural keyword of the count, the formatted count, then the variant's
/// text after it.
static int32_t render_limit(const renderer *opened, int64_t count, UChar *output) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[16];
    int32_t keyword_length = uplrules_select(opened->rules, (double)count, keyword, 16, &status);
    int32_t length = unum_formatInt64(opened->number, count, output, MESSAGE_CAPACITY, NULL, &status);
    check_status(status, "uplrules_select/unum_formatInt64");
    const UChar *suffix = OTHER;
    int32_t suffix_length = LENGTH_OF(OTHER);
    if (keyword_length == 3 && keyword[0] == u'o') {
        suffix = ONE;
        suffix_length = LENGTH_OF(ONE);
    } else if (keyword_length == 3 && keyword[0] == u'f') {
        suffix = FEW;
        suffix_length = LENGTH_OF(FEW);
    } else if (keyword_length == 4 && keyword[0] == u'm') {
        suffix = MANY;
        suffix_length = LENGTH_OF(MANY);
    }
    memcpy(output + length, suffix, (size_t)suffix_length * sizeof(UChar));
    return length + suffix_length;
}

/// Renders one message into `output` (MESSAGE_CAPACITY units); returns its UTF-16 length.
static int32_t render(cbaseline_message_method method, const renderer *opened, int64_t count, UChar *output,
                      char *utf8) {
    UErrorCode status = U_ZERO_ERROR;
    switch (method) {
    case CBASELINE_MESSAGE_PREOPENED: {
        int32_t length = umsg_format(opened->message, output, MESSAGE_CAPACITY, &status, (double)count);
        check_status(status, "umsg_format");
        return length;
    }
    case CBASELINE_MESSAGE_OPEN_PER_CALL: {
        UMessageFormat *message = open_message();
        int32_t length = umsg_format(message, output, MESSAGE_CAPACITY, &status, (double)count);
        check_status(status, "umsg_format");
        umsg_close(message);
        return length;
    }
    case CBASELINE_MESSAGE_LIMIT:
        return render_limit(opened, count, output);
    case CBASELINE_MESSAGE_LIMIT_UTF8: {
        int32_t length = render_limit(opened, count, output);
        int32_t written = 0;
        u_strToUTF8(utf8, 4 * MESSAGE_CAPACITY, &written, output, length, &status);
        check_status(status, "u_strToUTF8");
        return length;
    }
    case CBASELINE_MESSAGE_SELECT_ONLY: {
        UChar keyword[16];
        int32_t keyword_length = uplrules_select(opened->rules, (double)count, keyword, 16, &status);
        check_status(status, "uplrules_select");
        return keyword_length > 0 ? 0 : -1;
    }
    case CBASELINE_MESSAGE_FORMAT_ONLY: {
        int32_t length = unum_formatInt64(opened->number, count, output, MESSAGE_CAPACITY, NULL, &status);
        check_status(status, "unum_formatInt64");
        return length;
    }
    }
    return 0;
}

double cbaseline_plural_message(cbaseline_message_method method, const int64_t *counts, int32_t count_length,
                                int64_t iterations, uint64_t *checksum) {
    if (count_length <= 0 || count_length > CBASELINE_MAX_COUNTS) {
        fprintf(stderr, "CBaseline: %d counts, expected 1 to %d\n", (int)count_length, (int)CBASELINE_MAX_COUNTS);
        abort();
    }
    int64_t cycle[CBASELINE_MAX_COUNTS];
    memcpy(cycle, counts, (size_t)count_length * sizeof(int64_t));
    renderer opened = open_renderer(method);
    UChar output[MESSAGE_CAPACITY];
    char utf8[4 * MESSAGE_CAPACITY];
    volatile uint64_t sink = 0;
    int32_t index = 0;
    int64_t start_time = monotonic_ns();
    for (int64_t iteration = 0; iteration < iterations; iteration++) {
        sink += (uint64_t)render(method, &opened, cycle[index], output, utf8);
        index = index + 1 == count_length ? 0 : index + 1;
    }
    int64_t end_time = monotonic_ns();
    close_renderer(&opened);
    *checksum = sink;
    return iterations > 0 ? (double)(end_time - start_time) / (double)iterations : 0;
}

int32_t cbaseline_plural_message_once(cbaseline_message_method method, int64_t count, char *utf8,
                                      int32_t capacity) {
    renderer opened = open_renderer(method);
    UChar output[MESSAGE_CAPACITY];
    char scratch[4 * MESSAGE_CAPACITY];
    int32_t length = render(method, &opened, count, output, scratch);
    close_renderer(&opened);
    UErrorCode status = U_ZERO_ERROR;
    int32_t written = 0;
    u_strToUTF8(utf8, capacity, &written, output, length, &status);
    check_status(status, "u_strToUTF8");
    return written;
}
