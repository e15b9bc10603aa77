#include "cicu_text.h"

#include <stdlib.h>
#include "icu.h"
#include CICU_ICU(ubrk.h)
#include CICU_ICU(uchar.h)
#include CICU_ICU(unorm2.h)
#include CICU_ICU(uset.h)
#include CICU_ICU(ustring.h)
#include CICU_ICU(utext.h)
#include CICU_ICU(utf16.h)

int32_t cicu_is_white_space(uint32_t scalar) { return u_isUWhiteSpace((UChar32)scalar); }

int32_t cicu_is_default_ignorable(uint32_t scalar) {
    return u_hasBinaryProperty((UChar32)scalar, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
}

int32_t cicu_is_bidi_control(uint32_t scalar) {
    return u_hasBinaryProperty((UChar32)scalar, UCHAR_BIDI_CONTROL);
}

int32_t cicu_is_simple_grapheme(uint32_t scalar) {
    return u_getIntPropertyValue((UChar32)scalar, UCHAR_GRAPHEME_CLUSTER_BREAK) == U_GCB_OTHER
        && !u_hasBinaryProperty((UChar32)scalar, UCHAR_EXTENDED_PICTOGRAPHIC);
}

int32_t cicu_general_category(uint32_t scalar) { return u_charType((UChar32)scalar); }

// A UTF-16 scratch buffer: on the stack for short text, on the heap otherwise. 2048
// units hold a 256-character emoji text (about 1600 units) without malloc.
enum { STACK_UNITS = 2048 };
typedef struct {
    UChar stack[STACK_UNITS];
    UChar *units;
    int32_t capacity;
} scratch;

static void scratch_init(scratch *s) {
    s->units = s->stack;
    s->capacity = STACK_UNITS;
}

static int scratch_reserve(scratch *s, int32_t capacity) {
    if (capacity <= s->capacity) return 1;
    UChar *grown = malloc((size_t)capacity * sizeof(UChar));
    if (grown == NULL) return 0;
    if (s->units != s->stack) free(s->units);
    s->units = grown;
    s->capacity = capacity;
    return 1;
}

static void scratch_free(scratch *s) {
    if (s->units != s->stack) free(s->units);
}

// UTF-8 -> UTF-16 into `s`. Returns the length; sets *status. Converts into the stack
// buffer first and grows only when the text needs more units than it holds.
static int32_t to_utf16(scratch *s, const char *source, int32_t source_length, UErrorCode *status) {
    int32_t length = 0;
    u_strFromUTF8(s->units, s->capacity, &length, source, source_length, status);
    if (*status == U_BUFFER_OVERFLOW_ERROR) {
        *status = U_ZERO_ERROR;
        if (!scratch_reserve(s, length)) {
            *status = U_MEMORY_ALLOCATION_ERROR;
            return 0;
        }
        u_strFromUTF8(s->units, s->capacity, &length, source, source_length, status);
    }
    // The units are used with their length; no terminating NUL is needed.
    if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    return length;
}

static cicu_status to_utf8(const UChar *units, int32_t count, char *destination, int32_t capacity,
                           int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(destination, capacity, length, units, count, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    return status;
}

cicu_status cicu_fold_case_utf8(const char *source, int32_t source_length, int32_t options,
                                char *destination, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    scratch input, folded;
    scratch_init(&input);
    scratch_init(&folded);
    *length = 0;
    int32_t count = to_utf16(&input, source, source_length, &status);
    uint32_t fold_options = options == CICU_FOLD_TURKIC ? U_FOLD_CASE_EXCLUDE_SPECIAL_I
                                                        : U_FOLD_CASE_DEFAULT;
    int32_t folded_count = 0;
    if (U_SUCCESS(status)) {
        folded_count = u_strFoldCase(folded.units, folded.capacity, input.units, count,
                                     fold_options, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            status = U_ZERO_ERROR;
            if (scratch_reserve(&folded, folded_count + 1)) {
                folded_count = u_strFoldCase(folded.units, folded.capacity, input.units, count,
                                             fold_options, &status);
            } else {
                status = U_MEMORY_ALLOCATION_ERROR;
            }
        }
    }
    if (U_SUCCESS(status)) {
        status = to_utf8(folded.units, folded_count, destination, capacity, length);
    }
    scratch_free(&input);
    scratch_free(&folded);
    return status;
}

uint32_t cicu_simple_case_fold(uint32_t scalar, int32_t options) {
    return (uint32_t)u_foldCase((UChar32)scalar, options == CICU_FOLD_TURKIC
                                                     ? U_FOLD_CASE_EXCLUDE_SPECIAL_I
                                                     : U_FOLD_CASE_DEFAULT);
}

int32_t cicu_full_case_fold_is_simple(uint32_t scalar, int32_t options) {
    uint32_t fold_options = options == CICU_FOLD_TURKIC ? U_FOLD_CASE_EXCLUDE_SPECIAL_I
                                                        : U_FOLD_CASE_DEFAULT;
    UChar source[2], full[8], simple[2];
    int32_t source_length = 0, simple_length = 0;
    UBool error = 0;
    U16_APPEND(source, source_length, 2, (UChar32)scalar, error);
    U16_APPEND(simple, simple_length, 2, u_foldCase((UChar32)scalar, fold_options), error);
    if (error) return 0;
    UErrorCode status = U_ZERO_ERROR;
    int32_t full_length = u_strFoldCase(full, 8, source, source_length, fold_options, &status);
    if (U_FAILURE(status)) return 0;
    return full_length == simple_length && u_memcmp(full, simple, simple_length) == 0;
}

// Applies an integer property value to `set` (adds nothing on failure: `status` says).
static USet *property_set(UProperty property, int32_t value, UErrorCode *status) {
    USet *set = uset_openEmpty();
    if (set == NULL) {
        *status = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    uset_applyIntPropertyValue(set, property, value, status);
    return set;
}

// The set a cicu_code_point_ranges kind names; NULL with `status` set on failure.
static USet *code_point_set(int32_t kind, UErrorCode *status) {
    UProperty quick_check;
    switch (kind) {
    case CICU_SET_CASE_FOLD_CANDIDATES: {
        USet *set = property_set(UCHAR_CASE_SENSITIVE, 1, status);
        USet *folded = property_set(UCHAR_CHANGES_WHEN_CASEFOLDED, 1, status);
        if (set != NULL && folded != NULL) uset_addAll(set, folded);
        uset_close(folded);
        return set;
    }
    case CICU_SET_NFC_SAFE: quick_check = UCHAR_NFC_QUICK_CHECK; break;
    case CICU_SET_NFD_SAFE: quick_check = UCHAR_NFD_QUICK_CHECK; break;
    case CICU_SET_NFKC_SAFE: quick_check = UCHAR_NFKC_QUICK_CHECK; break;
    case CICU_SET_NFKD_SAFE: quick_check = UCHAR_NFKD_QUICK_CHECK; break;
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
    }
    USet *set = property_set(quick_check, UNORM_YES, status);
    USet *starters = property_set(UCHAR_CANONICAL_COMBINING_CLASS, 0, status);
    if (set != NULL && starters != NULL) uset_retainAll(set, starters);
    uset_close(starters);
    return set;
}

cicu_status cicu_code_point_ranges(int32_t kind, uint32_t *ranges, int32_t capacity,
                                   int32_t *count) {
    UErrorCode status = U_ZERO_ERROR;
    *count = 0;
    USet *set = code_point_set(kind, &status);
    if (U_SUCCESS(status)) {
        int32_t items = uset_getItemCount(set);
        *count = items;
        if (items * 2 > capacity) {
            status = U_BUFFER_OVERFLOW_ERROR;
        } else {
            for (int32_t index = 0; index < items && U_SUCCESS(status); index++) {
                UChar32 first = 0, last = 0;
                // Sets built from properties hold ranges only, never strings.
                uset_getItem(set, index, &first, &last, NULL, 0, &status);
                ranges[2 * index] = (uint32_t)first;
                ranges[2 * index + 1] = (uint32_t)last;
            }
        }
    }
    uset_close(set);
    return status;
}

static const UNormalizer2 *normalizer(int32_t form, UErrorCode *status) {
    switch (form) {
    case CICU_NFC: return unorm2_getNFCInstance(status);
    case CICU_NFD: return unorm2_getNFDInstance(status);
    case CICU_NFKC: return unorm2_getNFKCInstance(status);
    case CICU_NFKD: return unorm2_getNFKDInstance(status);
    default: *status = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
    }
}

cicu_status cicu_normalize_utf8(const char *source, int32_t source_length, int32_t form,
                                char *destination, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    const UNormalizer2 *n2 = normalizer(form, &status);
    if (U_FAILURE(status)) return status;
    scratch input, output;
    scratch_init(&input);
    scratch_init(&output);
    int32_t count = to_utf16(&input, source, source_length, &status);
    int32_t output_count = 0;
    if (U_SUCCESS(status)) {
        output_count = unorm2_normalize(n2, input.units, count, output.units, output.capacity,
                                        &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            status = U_ZERO_ERROR;
            if (scratch_reserve(&output, output_count + 1)) {
                output_count = unorm2_normalize(n2, input.units, count, output.units,
                                                output.capacity, &status);
            } else {
                status = U_MEMORY_ALLOCATION_ERROR;
            }
        }
    }
    if (U_SUCCESS(status)) {
        status = to_utf8(output.units, output_count, destination, capacity, length);
    }
    scratch_free(&input);
    scratch_free(&output);
    return status;
}

cicu_status cicu_is_normalized_utf8(const char *source, int32_t source_length, int32_t form,
                                    int32_t *result) {
    UErrorCode status = U_ZERO_ERROR;
    *result = 0;
    const UNormalizer2 *n2 = normalizer(form, &status);
    if (U_FAILURE(status)) return status;
    scratch input;
    scratch_init(&input);
    int32_t count = to_utf16(&input, source, source_length, &status);
    if (U_SUCCESS(status)) {
        *result = unorm2_isNormalized(n2, input.units, count, &status);
    }
    scratch_free(&input);
    return status;
}

struct cicu_grapheme_iterator {
    UBreakIterator *breaker;
    UText text;
};

cicu_status cicu_grapheme_iterator_open(cicu_grapheme_iterator **iterator) {
    UErrorCode status = U_ZERO_ERROR;
    *iterator = NULL;
    cicu_grapheme_iterator *result = calloc(1, sizeof(cicu_grapheme_iterator));
    if (result == NULL) return U_MEMORY_ALLOCATION_ERROR;
    result->breaker = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        free(result);
        return status;
    }
    UText empty = UTEXT_INITIALIZER;
    result->text = empty;
    *iterator = result;
    return status;
}

cicu_status cicu_grapheme_iterator_clone(const cicu_grapheme_iterator *prototype,
                                         cicu_grapheme_iterator **iterator) {
    UErrorCode status = U_ZERO_ERROR;
    *iterator = NULL;
    cicu_grapheme_iterator *result = calloc(1, sizeof(cicu_grapheme_iterator));
    if (result == NULL) return U_MEMORY_ALLOCATION_ERROR;
    result->breaker = ubrk_clone(prototype->breaker, &status);
    if (U_FAILURE(status)) {
        ubrk_close(result->breaker);
        free(result);
        return status;
    }
    // The clone's own UText: the prototype's points at no text (it never iterates).
    UText empty = UTEXT_INITIALIZER;
    result->text = empty;
    *iterator = result;
    return status;
}

void cicu_grapheme_iterator_close(cicu_grapheme_iterator *iterator) {
    if (iterator == NULL) return;
    ubrk_close(iterator->breaker);
    utext_close(&iterator->text);
    free(iterator);
}

cicu_status cicu_grapheme_count_utf8(cicu_grapheme_iterator *iterator, const char *source,
                                     int32_t source_length, int32_t limit, int32_t cluster_bytes,
                                     int32_t *count, int32_t *end) {
    UErrorCode status = U_ZERO_ERROR;
    *count = 0;
    *end = 0;
    // Reuses the UText's storage: no allocation per call.
    utext_openUTF8(&iterator->text, source, source_length, &status);
    if (U_FAILURE(status)) return status;
    ubrk_setUText(iterator->breaker, &iterator->text, &status);
    if (U_FAILURE(status)) return status;
    int32_t clusters = 0;
    int32_t position = 0;
    while (clusters < limit) {
        int32_t next = ubrk_next(iterator->breaker);
        if (next == UBRK_DONE) break;
        // A cluster over `cluster_bytes` weighs one per started `cluster_bytes`; one that
        // does not fit in the limit is left out whole.
        int32_t weight = 1;
        if (cluster_bytes > 0 && next - position > cluster_bytes) {
            weight = (next - position - 1) / cluster_bytes + 1;
        }
        if (weight > limit - clusters) break;
        clusters += weight;
        position = next;
    }
    *count = clusters;
    *end = position;
    return status;
}
