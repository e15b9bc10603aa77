#ifndef CICU_SPOOF_H
#define CICU_SPOOF_H

#include "cicu_common.h"

/// A UTS #39 spoof checker (ICU's USpoofChecker) configured for confusable and
/// restriction-level checks. The check functions take a const pointer and are documented
/// thread-safe in uspoof.h.
typedef struct cicu_spoof cicu_spoof;

/// Kinds of confusability reported by `cicu_spoof_confusable` (renumbered from ICU's
/// USPOOF_*_CONFUSABLE so this header needs no ICU header).
enum {
    CICU_SPOOF_SINGLE_SCRIPT = 1 << 0,
    CICU_SPOOF_MIXED_SCRIPT = 1 << 1,
    CICU_SPOOF_WHOLE_SCRIPT = 1 << 2
};

/// UTS #39 restriction levels, from most to least restrictive.
enum {
    CICU_SPOOF_ASCII = 0,
    CICU_SPOOF_SINGLE_SCRIPT_RESTRICTIVE = 1,
    CICU_SPOOF_HIGHLY_RESTRICTIVE = 2,
    CICU_SPOOF_MODERATELY_RESTRICTIVE = 3,
    CICU_SPOOF_MINIMALLY_RESTRICTIVE = 4,
    CICU_SPOOF_UNRESTRICTIVE = 5
};

/// Opens a checker with the confusable and restriction-level checks enabled.
cicu_status cicu_spoof_open(cicu_spoof **checker);

/// Closes a checker; NULL is ignored.
void cicu_spoof_close(cicu_spoof *checker);

/// Whether two UTF-8 strings are confusable: `*kinds` receives CICU_SPOOF_* bits, 0 when not.
cicu_status cicu_spoof_confusable(const cicu_spoof *checker, const char *first, int32_t first_length,
                                  const char *second, int32_t second_length, uint32_t *kinds);

/// The UTS #39 skeleton of a UTF-8 string, written as UTF-8 (returns the full length in
/// `*length`; U_BUFFER_OVERFLOW_ERROR when `capacity` is too small).
cicu_status cicu_spoof_skeleton(const cicu_spoof *checker, const char *text, int32_t length,
                                char *dest, int32_t capacity, int32_t *dest_length);

/// The restriction level (CICU_SPOOF_ASCII ... CICU_SPOOF_UNRESTRICTIVE) of a UTF-8 string.
cicu_status cicu_spoof_restriction_level(const cicu_spoof *checker, const char *text, int32_t length,
                                         int32_t *level);

/// The first scalar of a UTF-8 string outside the identifier profile the checker allows
/// (UTS #39's recommended and inclusion sets) in `*scalar`, or -1 when every one is in it
/// (a malformed sequence is reported as a negative value too).
cicu_status cicu_spoof_first_outside_profile(const cicu_spoof *checker, const char *text, int32_t length,
                                             int32_t *scalar);

#endif
