#ifndef CICU_TEXT_H
#define CICU_TEXT_H

#include "cicu_common.h"

// Text functions take and return UTF-8, the form Swift strings are stored in, and do the
// UTF-16 round trip ICU needs inside C, on stack buffers for short strings. Output
// functions follow ICU's preflighting convention: when `capacity` is too small they
// return U_BUFFER_OVERFLOW_ERROR and store the needed length in `*length`.

/// Unicode White_Space (u_isUWhiteSpace).
int32_t cicu_is_white_space(uint32_t scalar);
/// Default_Ignorable_Code_Point.
int32_t cicu_is_default_ignorable(uint32_t scalar);
/// Bidi_Control (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
int32_t cicu_is_bidi_control(uint32_t scalar);
/// Whether the scalar's Grapheme_Cluster_Break is Other and it is not
/// Extended_Pictographic: a boundary lies on both sides of it whenever its neighbours are
/// such characters too.
int32_t cicu_is_simple_grapheme(uint32_t scalar);
/// The General_Category value (UCharCategory) of a scalar.
int32_t cicu_general_category(uint32_t scalar);

/// Case folding options.
enum {
    CICU_FOLD_DEFAULT = 0,
    /// Turkic dotted/dotless i folding (U_FOLD_CASE_EXCLUDE_SPECIAL_I).
    CICU_FOLD_TURKIC = 1,
};

/// Simple case folding of one scalar (u_foldCase): CaseFolding.txt C+S, or T with
/// CICU_FOLD_TURKIC.
uint32_t cicu_simple_case_fold(uint32_t scalar, int32_t options);

/// Whether the full case folding of `scalar` (u_strFoldCase on it alone) is exactly its
/// simple folding: false for ß, ligatures, ŉ, Greek with ypogegrammeni and the like.
int32_t cicu_full_case_fold_is_simple(uint32_t scalar, int32_t options);

/// Full case folding (CaseFolding.txt C+F, or T with CICU_FOLD_TURKIC).
cicu_status cicu_fold_case_utf8(const char *source, int32_t source_length, int32_t options,
                                char *destination, int32_t capacity, int32_t *length);

/// Normalization forms.
enum {
    CICU_NFC = 0,
    CICU_NFD = 1,
    CICU_NFKC = 2,
    CICU_NFKD = 3,
};

/// Normalizes to `form`.
cicu_status cicu_normalize_utf8(const char *source, int32_t source_length, int32_t form,
                                char *destination, int32_t capacity, int32_t *length);

/// Whether the text is already in `form` (a full check, not the quick check's "maybe").
cicu_status cicu_is_normalized_utf8(const char *source, int32_t source_length, int32_t form,
                                    int32_t *result);

/// Sets of code points that fast paths build tables from.
enum {
    /// Every code point whose case folding can differ from itself: ICU's Case_Sensitive
    /// (the source or part of the target of any case mapping) and Changes_When_Casefolded.
    CICU_SET_CASE_FOLD_CANDIDATES = 0,
    /// Code points with Quick_Check = Yes for the form and canonical combining class 0.
    CICU_SET_NFC_SAFE = 1,
    CICU_SET_NFD_SAFE = 2,
    CICU_SET_NFKC_SAFE = 3,
    CICU_SET_NFKD_SAFE = 4,
};

/// The set `kind` as sorted, disjoint inclusive ranges: `ranges[2 * i]` is the first and
/// `ranges[2 * i + 1]` the last code point of range i. `*count` receives the number of
/// ranges; U_BUFFER_OVERFLOW_ERROR when `capacity` (in uint32_t) is under 2 * count.
cicu_status cicu_code_point_ranges(int32_t kind, uint32_t *ranges, int32_t capacity,
                                   int32_t *count);

/// A character (grapheme cluster) break iterator. Not thread-safe: one user at a time.
typedef struct cicu_grapheme_iterator cicu_grapheme_iterator;

/// Opens a grapheme iterator (root rules: extended grapheme clusters per UAX #29).
cicu_status cicu_grapheme_iterator_open(cicu_grapheme_iterator **iterator);
void cicu_grapheme_iterator_close(cicu_grapheme_iterator *iterator);

/// A new iterator with the rules of `prototype` (ubrk_clone), for another thread. Safe
/// to call from many threads at once on a prototype no one iterates with (ICU's const
/// API). `*iterator` is NULL on failure.
cicu_status cicu_grapheme_iterator_clone(const cicu_grapheme_iterator *prototype,
                                         cicu_grapheme_iterator **iterator);

/// Counts grapheme clusters of UTF-8 text, stopping after `limit` clusters (pass
/// INT32_MAX for all); `*end` receives the UTF-8 offset after the last cluster counted.
/// With `cluster_bytes` > 0, a cluster longer than that many bytes counts as one per
/// started `cluster_bytes` bytes, and a cluster that would exceed `limit` is not counted.
cicu_status cicu_grapheme_count_utf8(cicu_grapheme_iterator *iterator, const char *source,
                                     int32_t source_length, int32_t limit, int32_t cluster_bytes,
                                     int32_t *count, int32_t *end);

#endif
