#include "cicu_precis.h"

#include <stdlib.h>
#include "icu.h"
#include CICU_ICU(uchar.h)
#include CICU_ICU(unorm2.h)
#include CICU_ICU(uscript.h)
#include CICU_ICU(ustring.h)
#include CICU_ICU(utf16.h)

// The header's General_Category numbers are ICU's; fail the build if ICU ever differs.
_Static_assert(CICU_GC_CN == U_UNASSIGNED, "UCharCategory changed");
_Static_assert(CICU_GC_LU == U_UPPERCASE_LETTER, "UCharCategory changed");
_Static_assert(CICU_GC_LL == U_LOWERCASE_LETTER, "UCharCategory changed");
_Static_assert(CICU_GC_LT == U_TITLECASE_LETTER, "UCharCategory changed");
_Static_assert(CICU_GC_LM == U_MODIFIER_LETTER, "UCharCategory changed");
_Static_assert(CICU_GC_LO == U_OTHER_LETTER, "UCharCategory changed");
_Static_assert(CICU_GC_MN == U_NON_SPACING_MARK, "UCharCategory changed");
_Static_assert(CICU_GC_ME == U_ENCLOSING_MARK, "UCharCategory changed");
_Static_assert(CICU_GC_MC == U_COMBINING_SPACING_MARK, "UCharCategory changed");
_Static_assert(CICU_GC_ND == U_DECIMAL_DIGIT_NUMBER, "UCharCategory changed");
_Static_assert(CICU_GC_NL == U_LETTER_NUMBER, "UCharCategory changed");
_Static_assert(CICU_GC_NO == U_OTHER_NUMBER, "UCharCategory changed");
_Static_assert(CICU_GC_ZS == U_SPACE_SEPARATOR, "UCharCategory changed");
_Static_assert(CICU_GC_ZL == U_LINE_SEPARATOR, "UCharCategory changed");
_Static_assert(CICU_GC_ZP == U_PARAGRAPH_SEPARATOR, "UCharCategory changed");
_Static_assert(CICU_GC_CC == U_CONTROL_CHAR, "UCharCategory changed");
_Static_assert(CICU_GC_CF == U_FORMAT_CHAR, "UCharCategory changed");
_Static_assert(CICU_GC_CO == U_PRIVATE_USE_CHAR, "UCharCategory changed");
_Static_assert(CICU_GC_CS == U_SURROGATE, "UCharCategory changed");
_Static_assert(CICU_GC_PD == U_DASH_PUNCTUATION, "UCharCategory changed");
_Static_assert(CICU_GC_PS == U_START_PUNCTUATION, "UCharCategory changed");
_Static_assert(CICU_GC_PE == U_END_PUNCTUATION, "UCharCategory changed");
_Static_assert(CICU_GC_PC == U_CONNECTOR_PUNCTUATION, "UCharCategory changed");
_Static_assert(CICU_GC_PO == U_OTHER_PUNCTUATION, "UCharCategory changed");
_Static_assert(CICU_GC_SM == U_MATH_SYMBOL, "UCharCategory changed");
_Static_assert(CICU_GC_SC == U_CURRENCY_SYMBOL, "UCharCategory changed");
_Static_assert(CICU_GC_SK == U_MODIFIER_SYMBOL, "UCharCategory changed");
_Static_assert(CICU_GC_SO == U_OTHER_SYMBOL, "UCharCategory changed");
_Static_assert(CICU_GC_PI == U_INITIAL_PUNCTUATION, "UCharCategory changed");
_Static_assert(CICU_GC_PF == U_FINAL_PUNCTUATION, "UCharCategory changed");

static int32_t bidi_class(UChar32 c) {
    switch (u_charDirection(c)) {
    case U_LEFT_TO_RIGHT: return CICU_BIDI_L;
    case U_RIGHT_TO_LEFT: return CICU_BIDI_R;
    case U_RIGHT_TO_LEFT_ARABIC: return CICU_BIDI_AL;
    case U_ARABIC_NUMBER: return CICU_BIDI_AN;
    case U_EUROPEAN_NUMBER: return CICU_BIDI_EN;
    case U_EUROPEAN_NUMBER_SEPARATOR: return CICU_BIDI_ES;
    case U_COMMON_NUMBER_SEPARATOR: return CICU_BIDI_CS;
    case U_EUROPEAN_NUMBER_TERMINATOR: return CICU_BIDI_ET;
    case U_OTHER_NEUTRAL: return CICU_BIDI_ON;
    case U_BOUNDARY_NEUTRAL: return CICU_BIDI_BN;
    case U_DIR_NON_SPACING_MARK: return CICU_BIDI_NSM;
    default: return CICU_BIDI_OTHER;
    }
}

static int32_t joining_type(UChar32 c) {
    switch (u_getIntPropertyValue(c, UCHAR_JOINING_TYPE)) {
    case U_JT_JOIN_CAUSING: return CICU_JOINING_C;
    case U_JT_DUAL_JOINING: return CICU_JOINING_D;
    case U_JT_LEFT_JOINING: return CICU_JOINING_L;
    case U_JT_RIGHT_JOINING: return CICU_JOINING_R;
    case U_JT_TRANSPARENT: return CICU_JOINING_T;
    default: return CICU_JOINING_U;
    }
}

static int32_t script(UChar32 c, UErrorCode *status) {
    switch (uscript_getScript(c, status)) {
    case USCRIPT_GREEK: return CICU_SCRIPT_GREEK;
    case USCRIPT_HEBREW: return CICU_SCRIPT_HEBREW;
    case USCRIPT_HIRAGANA: return CICU_SCRIPT_HIRAGANA;
    case USCRIPT_KATAKANA: return CICU_SCRIPT_KATAKANA;
    case USCRIPT_HAN: return CICU_SCRIPT_HAN;
    default: return CICU_SCRIPT_OTHER;
    }
}

cicu_status cicu_precis_scalar_info(uint32_t scalar, cicu_precis_scalar *info) {
    UErrorCode status = U_ZERO_ERROR;
    UChar32 c = (UChar32)scalar;
    if (scalar > 0x10FFFF || U_IS_SURROGATE(c)) return U_ILLEGAL_ARGUMENT_ERROR;
    info->general_category = u_charType(c);
    info->bidi_class = bidi_class(c);
    info->joining_type = joining_type(c);
    info->script = script(c, &status);
    info->combining_class = u_getCombiningClass(c);
    info->join_control = u_hasBinaryProperty(c, UCHAR_JOIN_CONTROL);
    int32_t hangul = u_getIntPropertyValue(c, UCHAR_HANGUL_SYLLABLE_TYPE);
    info->old_hangul_jamo = hangul == U_HST_LEADING_JAMO || hangul == U_HST_VOWEL_JAMO
        || hangul == U_HST_TRAILING_JAMO;
    info->noncharacter = u_hasBinaryProperty(c, UCHAR_NONCHARACTER_CODE_POINT);
    info->default_ignorable = u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT);
    info->has_compatibility_mapping = 0;
    info->width_mapping = scalar;
    if (U_FAILURE(status)) return status;

    const UNormalizer2 *nfkc = unorm2_getNFKCInstance(&status);
    if (U_FAILURE(status)) return status;
    UChar units[2];
    int32_t count = 0;
    U16_APPEND_UNSAFE(units, count, c);
    // toNFKC(c) == c exactly when the one-scalar string is already in NFKC.
    UBool normalized = unorm2_isNormalized(nfkc, units, count, &status);
    if (U_FAILURE(status)) return status;
    info->has_compatibility_mapping = !normalized;

    int32_t decomposition = u_getIntPropertyValue(c, UCHAR_DECOMPOSITION_TYPE);
    if (decomposition == U_DT_WIDE || decomposition == U_DT_NARROW) {
        UChar mapped[8];
        int32_t length = unorm2_getRawDecomposition(nfkc, c, mapped, 8, &status);
        if (U_FAILURE(status)) return status;
        UChar32 first = 0;
        int32_t offset = 0;
        if (length > 0) {
            U16_NEXT(mapped, offset, length, first);
            if (offset == length) info->width_mapping = (uint32_t)first;
        }
    }
    return status;
}

cicu_status cicu_to_lower_utf8(const char *source, int32_t source_length, char *destination,
                               int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    // A UTF-8 string never has more UTF-16 units than bytes.
    UChar *input = malloc(((size_t)source_length + 1) * sizeof(UChar));
    if (input == NULL) return U_MEMORY_ALLOCATION_ERROR;
    int32_t count = 0;
    u_strFromUTF8(input, source_length + 1, &count, source, source_length, &status);
    // Full lowercase mappings grow text at most threefold (U+0130 becomes two units).
    int32_t lower_capacity = count * 3 + 1;
    UChar *lower = NULL;
    int32_t lower_count = 0;
    if (U_SUCCESS(status)) {
        lower = malloc((size_t)lower_capacity * sizeof(UChar));
        if (lower == NULL) status = U_MEMORY_ALLOCATION_ERROR;
    }
    if (U_SUCCESS(status)) {
        lower_count = u_strToLower(lower, lower_capacity, input, count, "", &status);
    }
    if (U_SUCCESS(status)) {
        u_strToUTF8(destination, capacity, length, lower, lower_count, &status);
        if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    }
    free(input);
    free(lower);
    return status;
}
