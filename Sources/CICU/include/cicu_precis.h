#ifndef CICU_PRECIS_H
#define CICU_PRECIS_H

#include "cicu_common.h"

// The Unicode properties the PRECIS framework (RFC 8264 section 9) and the contextual
// rules of RFC 5892 appendix A are defined over, for one scalar at a time. The derived
// property itself is computed in Swift (Intl's PRECISProperty) from these values.

/// General_Category values. They equal ICU's UCharCategory numbers (checked at compile
/// time in precis.c).
enum {
    CICU_GC_CN = 0,
    CICU_GC_LU = 1,
    CICU_GC_LL = 2,
    CICU_GC_LT = 3,
    CICU_GC_LM = 4,
    CICU_GC_LO = 5,
    CICU_GC_MN = 6,
    CICU_GC_ME = 7,
    CICU_GC_MC = 8,
    CICU_GC_ND = 9,
    CICU_GC_NL = 10,
    CICU_GC_NO = 11,
    CICU_GC_ZS = 12,
    CICU_GC_ZL = 13,
    CICU_GC_ZP = 14,
    CICU_GC_CC = 15,
    CICU_GC_CF = 16,
    CICU_GC_CO = 17,
    CICU_GC_CS = 18,
    CICU_GC_PD = 19,
    CICU_GC_PS = 20,
    CICU_GC_PE = 21,
    CICU_GC_PC = 22,
    CICU_GC_PO = 23,
    CICU_GC_SM = 24,
    CICU_GC_SC = 25,
    CICU_GC_SK = 26,
    CICU_GC_SO = 27,
    CICU_GC_PI = 28,
    CICU_GC_PF = 29,
};

/// Bidi_Class values the Bidi Rule (RFC 5893) distinguishes; every other class is
/// CICU_BIDI_OTHER.
enum {
    CICU_BIDI_OTHER = 0,
    CICU_BIDI_L = 1,
    CICU_BIDI_R = 2,
    CICU_BIDI_AL = 3,
    CICU_BIDI_AN = 4,
    CICU_BIDI_EN = 5,
    CICU_BIDI_ES = 6,
    CICU_BIDI_CS = 7,
    CICU_BIDI_ET = 8,
    CICU_BIDI_ON = 9,
    CICU_BIDI_BN = 10,
    CICU_BIDI_NSM = 11,
};

/// Joining_Type values (ZWNJ rule).
enum {
    CICU_JOINING_U = 0,
    CICU_JOINING_C = 1,
    CICU_JOINING_D = 2,
    CICU_JOINING_L = 3,
    CICU_JOINING_R = 4,
    CICU_JOINING_T = 5,
};

/// The scripts the CONTEXTO rules name; every other script is CICU_SCRIPT_OTHER.
enum {
    CICU_SCRIPT_OTHER = 0,
    CICU_SCRIPT_GREEK = 1,
    CICU_SCRIPT_HEBREW = 2,
    CICU_SCRIPT_HIRAGANA = 3,
    CICU_SCRIPT_KATAKANA = 4,
    CICU_SCRIPT_HAN = 5,
};

/// What PRECIS needs to know about one scalar.
typedef struct {
    /// General_Category (CICU_GC_*).
    int32_t general_category;
    /// Bidi_Class (CICU_BIDI_*).
    int32_t bidi_class;
    /// Joining_Type (CICU_JOINING_*).
    int32_t joining_type;
    /// Script (CICU_SCRIPT_*).
    int32_t script;
    /// Canonical_Combining_Class (9 is Virama).
    int32_t combining_class;
    /// Join_Control (U+200C, U+200D).
    int32_t join_control;
    /// Hangul_Syllable_Type is L, V or T (RFC 8264 OldHangulJamo).
    int32_t old_hangul_jamo;
    /// Noncharacter_Code_Point.
    int32_t noncharacter;
    /// Default_Ignorable_Code_Point.
    int32_t default_ignorable;
    /// toNFKC(scalar) != scalar (RFC 8264 HasCompat).
    int32_t has_compatibility_mapping;
    /// The scalar's decomposition mapping when its Decomposition_Type is Wide or Narrow
    /// and the mapping is a single scalar (RFC 8265 width mapping); otherwise the scalar.
    uint32_t width_mapping;
} cicu_precis_scalar;

/// Fills `info` for `scalar` (which must be a Unicode scalar value, not a surrogate).
cicu_status cicu_precis_scalar_info(uint32_t scalar, cicu_precis_scalar *info);

/// The Unicode toLowerCase() mapping of UTF-8 text in the root locale (full mappings and
/// Final_Sigma, never Turkic or Lithuanian rules), with ICU's preflighting convention.
cicu_status cicu_to_lower_utf8(const char *source, int32_t source_length, char *destination,
                               int32_t capacity, int32_t *length);

#endif
