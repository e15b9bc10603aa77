#include "cicu_idna.h"

#include "icu.h"
#include CICU_ICU(uidna.h)
#include CICU_ICU(utypes.h)

static const UIDNA *icu_idna(const cicu_idna *idna) { return (const UIDNA *)(const void *)idna; }

cicu_status cicu_idna_open(uint32_t options, cicu_idna **idna) {
    uint32_t icu_options = UIDNA_NONTRANSITIONAL_TO_ASCII | UIDNA_NONTRANSITIONAL_TO_UNICODE |
                           UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ;
    if (options & CICU_IDNA_OPTION_STD3_RULES) icu_options |= UIDNA_USE_STD3_RULES;
    if (options & CICU_IDNA_OPTION_CONTEXTO) icu_options |= UIDNA_CHECK_CONTEXTO;
    UErrorCode status = U_ZERO_ERROR;
    UIDNA *opened = uidna_openUTS46(icu_options, &status);
    if (U_FAILURE(status)) {
        uidna_close(opened);
        *idna = NULL;
        return status;
    }
    *idna = (cicu_idna *)(void *)opened;
    return status;
}

void cicu_idna_close(cicu_idna *idna) {
    if (idna != NULL) uidna_close((UIDNA *)(void *)idna);
}

static uint32_t map_errors(uint32_t icu) {
    static const struct {
        uint32_t icu;
        uint32_t ours;
    } table[] = {
        {UIDNA_ERROR_EMPTY_LABEL, CICU_IDNA_ERROR_EMPTY_LABEL},
        {UIDNA_ERROR_LABEL_TOO_LONG, CICU_IDNA_ERROR_LABEL_TOO_LONG},
        {UIDNA_ERROR_DOMAIN_NAME_TOO_LONG, CICU_IDNA_ERROR_DOMAIN_NAME_TOO_LONG},
        {UIDNA_ERROR_LEADING_HYPHEN, CICU_IDNA_ERROR_LEADING_HYPHEN},
        {UIDNA_ERROR_TRAILING_HYPHEN, CICU_IDNA_ERROR_TRAILING_HYPHEN},
        {UIDNA_ERROR_HYPHEN_3_4, CICU_IDNA_ERROR_HYPHEN_3_4},
        {UIDNA_ERROR_LEADING_COMBINING_MARK, CICU_IDNA_ERROR_LEADING_COMBINING_MARK},
        {UIDNA_ERROR_DISALLOWED, CICU_IDNA_ERROR_DISALLOWED},
        {UIDNA_ERROR_PUNYCODE, CICU_IDNA_ERROR_PUNYCODE},
        {UIDNA_ERROR_LABEL_HAS_DOT, CICU_IDNA_ERROR_LABEL_HAS_DOT},
        {UIDNA_ERROR_INVALID_ACE_LABEL, CICU_IDNA_ERROR_INVALID_ACE_LABEL},
        {UIDNA_ERROR_BIDI, CICU_IDNA_ERROR_BIDI},
        {UIDNA_ERROR_CONTEXTJ, CICU_IDNA_ERROR_CONTEXTJ},
        {UIDNA_ERROR_CONTEXTO_PUNCTUATION, CICU_IDNA_ERROR_CONTEXTO_PUNCTUATION},
        {UIDNA_ERROR_CONTEXTO_DIGITS, CICU_IDNA_ERROR_CONTEXTO_DIGITS},
    };
    uint32_t ours = 0;
    uint32_t known = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        known |= table[i].icu;
        if (icu & table[i].icu) ours |= table[i].ours;
    }
    if (icu & ~known) ours |= CICU_IDNA_ERROR_UNKNOWN;
    return ours;
}

cicu_status cicu_idna_to_ascii(const cicu_idna *idna, const char *name, int32_t length,
                               char *dest, int32_t capacity, int32_t *dest_length,
                               uint32_t *errors) {
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    *dest_length = uidna_nameToASCII_UTF8(icu_idna(idna), name, length, dest, capacity, &info, &status);
    *errors = map_errors(info.errors);
    return status;
}

cicu_status cicu_idna_to_unicode(const cicu_idna *idna, const char *name, int32_t length,
                                 char *dest, int32_t capacity, int32_t *dest_length,
                                 uint32_t *errors) {
    UErrorCode status = U_ZERO_ERROR;
    UIDNAInfo info = UIDNA_INFO_INITIALIZER;
    *dest_length =
        uidna_nameToUnicodeUTF8(icu_idna(idna), name, length, dest, capacity, &info, &status);
    *errors = map_errors(info.errors);
    return status;
}
