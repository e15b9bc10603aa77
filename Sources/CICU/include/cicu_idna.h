#ifndef CICU_IDNA_H
#define CICU_IDNA_H

#include "cicu_common.h"

/// A UTS #46 converter (ICU's UIDNA). Converting through a const pointer is thread-safe
/// (documented in uidna.h: "The instance is thread-safe").
typedef struct cicu_idna cicu_idna;

/// Options for `cicu_idna_open`. Nontransitional processing, CheckBidi and CheckJoiners
/// (CONTEXTJ) are always on.
enum {
    /// STD3 ASCII rules: only letters, digits and hyphens in ASCII (hostnames).
    CICU_IDNA_OPTION_STD3_RULES = 1 << 0,
    /// IDNA2008 CONTEXTO rules (middle dot, Greek keraia, Hebrew geresh, digit mixing).
    CICU_IDNA_OPTION_CONTEXTO = 1 << 1
};

/// Why a domain name was rejected: ICU's UIDNA_ERROR_* bits, renumbered so this header
/// needs no ICU header. `cicu_idna_to_*` report a combination of these.
enum {
    CICU_IDNA_ERROR_EMPTY_LABEL = 1 << 0,
    CICU_IDNA_ERROR_LABEL_TOO_LONG = 1 << 1,
    CICU_IDNA_ERROR_DOMAIN_NAME_TOO_LONG = 1 << 2,
    CICU_IDNA_ERROR_LEADING_HYPHEN = 1 << 3,
    CICU_IDNA_ERROR_TRAILING_HYPHEN = 1 << 4,
    CICU_IDNA_ERROR_HYPHEN_3_4 = 1 << 5,
    CICU_IDNA_ERROR_LEADING_COMBINING_MARK = 1 << 6,
    CICU_IDNA_ERROR_DISALLOWED = 1 << 7,
    CICU_IDNA_ERROR_PUNYCODE = 1 << 8,
    CICU_IDNA_ERROR_LABEL_HAS_DOT = 1 << 9,
    CICU_IDNA_ERROR_INVALID_ACE_LABEL = 1 << 10,
    CICU_IDNA_ERROR_BIDI = 1 << 11,
    CICU_IDNA_ERROR_CONTEXTJ = 1 << 12,
    CICU_IDNA_ERROR_CONTEXTO_PUNCTUATION = 1 << 13,
    CICU_IDNA_ERROR_CONTEXTO_DIGITS = 1 << 14,
    /// An error bit this shim does not know (a newer ICU).
    CICU_IDNA_ERROR_UNKNOWN = 1 << 30
};

/// Opens a nontransitional UTS #46 converter with `options` (`CICU_IDNA_OPTION_*`).
cicu_status cicu_idna_open(uint32_t options, cicu_idna **idna);

/// Closes a converter; NULL is ignored.
void cicu_idna_close(cicu_idna *idna);

/// Converts a domain name (UTF-8, `length` bytes) to its ASCII form. Writes up to
/// `capacity` bytes to `dest`, returns the full length in `*dest_length`, and the
/// rejection reasons (`CICU_IDNA_ERROR_*`, 0 when valid) in `*errors`. The status is a
/// failure only when ICU could not run (buffer overflow, bad UTF-8 arguments).
cicu_status cicu_idna_to_ascii(const cicu_idna *idna, const char *name, int32_t length,
                               char *dest, int32_t capacity, int32_t *dest_length,
                               uint32_t *errors);

/// Like `cicu_idna_to_ascii`, converting to the Unicode form for display.
cicu_status cicu_idna_to_unicode(const cicu_idna *idna, const char *name, int32_t length,
                                 char *dest, int32_t capacity, int32_t *dest_length,
                                 uint32_t *errors);

#endif
