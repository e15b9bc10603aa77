#include "cicu_number.h"

#include "icu.h"
#include CICU_ICU(uloc.h)
#include CICU_ICU(unum.h)
#include CICU_ICU(unumberformatter.h)
#include CICU_ICU(ustring.h)
#include CICU_ICU(utypes.h)

#include <stdlib.h>
#include <string.h>

// The format and the locale id it was opened with: exact decimals longer than
// unum_formatDecimal keeps on every ICU go through the number skeleton API for the same
// locale (cicu_number_format_decimal).
struct cicu_number_format {
    UNumberFormat *format;
    char locale_id[ULOC_FULLNAME_CAPACITY];
};

static UNumberFormat *unwrap(cicu_number_format *format) { return format->format; }

static const UNumberFormat *unwrap_const(const cicu_number_format *format) {
    return format->format;
}

static cicu_status wrap(UNumberFormat *opened, const char *locale_id, cicu_number_format **format) {
    cicu_number_format *wrapped = malloc(sizeof *wrapped);
    if (wrapped == NULL) {
        unum_close(opened);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    wrapped->format = opened;
    size_t length = strlen(locale_id);
    if (length >= sizeof wrapped->locale_id) {
        unum_close(opened);
        free(wrapped);
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    memcpy(wrapped->locale_id, locale_id, length + 1);
    *format = wrapped;
    return U_ZERO_ERROR;
}

cicu_status cicu_number_format_open(const char *locale_id, int32_t exact,
                                    cicu_number_format **format) {
    UErrorCode status = U_ZERO_ERROR;
    *format = NULL;
    UNumberFormat *opened = unum_open(UNUM_DECIMAL, NULL, 0, locale_id, NULL, &status);
    if (U_FAILURE(status)) {
        unum_close(opened);
        return status;
    }
    if (exact) {
        // 999 is ICU's cap for fraction digits; cicu_number_format_decimal refuses a
        // longer fraction rather than round it.
        unum_setAttribute(opened, UNUM_MAX_FRACTION_DIGITS, 999);
    }
    cicu_status wrapped = wrap(opened, locale_id, format);
    return wrapped != U_ZERO_ERROR ? wrapped : status;
}

void cicu_number_format_close(cicu_number_format *format) {
    if (format == NULL) return;
    unum_close(unwrap(format));
    free(format);
}

cicu_status cicu_number_format_clone(const cicu_number_format *prototype,
                                     cicu_number_format **format) {
    UErrorCode status = U_ZERO_ERROR;
    *format = NULL;
    UNumberFormat *cloned = unum_clone(unwrap_const(prototype), &status);
    if (U_FAILURE(status)) {
        unum_close(cloned);
        return status;
    }
    cicu_status wrapped = wrap(cloned, prototype->locale_id, format);
    return wrapped != U_ZERO_ERROR ? wrapped : status;
}

static cicu_status read_symbol(const UNumberFormat *format, UNumberFormatSymbol which,
                               cicu_number_symbol *symbol) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t capacity = (int32_t)(sizeof symbol->text / sizeof symbol->text[0]);
    symbol->length = unum_getSymbol(format, which, symbol->text, capacity, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    return status;
}

cicu_status cicu_number_format_symbols(const cicu_number_format *format,
                                       cicu_number_symbols *symbols) {
    const UNumberFormat *f = unwrap_const(format);
    static const UNumberFormatSymbol digit_symbols[10] = {
        UNUM_ZERO_DIGIT_SYMBOL,  UNUM_ONE_DIGIT_SYMBOL,   UNUM_TWO_DIGIT_SYMBOL,
        UNUM_THREE_DIGIT_SYMBOL, UNUM_FOUR_DIGIT_SYMBOL,  UNUM_FIVE_DIGIT_SYMBOL,
        UNUM_SIX_DIGIT_SYMBOL,   UNUM_SEVEN_DIGIT_SYMBOL, UNUM_EIGHT_DIGIT_SYMBOL,
        UNUM_NINE_DIGIT_SYMBOL,
    };
    cicu_status status;
    if ((status = read_symbol(f, UNUM_DECIMAL_SEPARATOR_SYMBOL, &symbols->decimal_separator)) > 0)
        return status;
    if ((status = read_symbol(f, UNUM_GROUPING_SEPARATOR_SYMBOL, &symbols->grouping_separator)) > 0)
        return status;
    if ((status = read_symbol(f, UNUM_MINUS_SIGN_SYMBOL, &symbols->minus_sign)) > 0) return status;
    if ((status = read_symbol(f, UNUM_PLUS_SIGN_SYMBOL, &symbols->plus_sign)) > 0) return status;
    if ((status = read_symbol(f, UNUM_EXPONENTIAL_SYMBOL, &symbols->exponent)) > 0) return status;
    if ((status = read_symbol(f, UNUM_PERCENT_SYMBOL, &symbols->percent)) > 0) return status;
    if ((status = read_symbol(f, UNUM_PERMILL_SYMBOL, &symbols->per_mill)) > 0) return status;
    for (int i = 0; i < 10; i++) {
        if ((status = read_symbol(f, digit_symbols[i], &symbols->digits[i])) > 0) return status;
    }
    symbols->primary_grouping_size = unum_getAttribute(f, UNUM_GROUPING_SIZE);
    symbols->secondary_grouping_size = unum_getAttribute(f, UNUM_SECONDARY_GROUPING_SIZE);
    return U_ZERO_ERROR;
}

static cicu_status read_affix(const UNumberFormat *format, UNumberFormatTextAttribute which,
                              cicu_number_symbol *affix) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t capacity = (int32_t)(sizeof affix->text / sizeof affix->text[0]);
    affix->length = unum_getTextAttribute(format, which, affix->text, capacity, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    return status;
}

cicu_status cicu_number_format_layout(const cicu_number_format *format, cicu_number_layout *layout) {
    const UNumberFormat *f = unwrap_const(format);
    cicu_status status;
    layout->grouping_used = unum_getAttribute(f, UNUM_GROUPING_USED);
    layout->minimum_grouping_digits = unum_getAttribute(f, UNUM_MINIMUM_GROUPING_DIGITS);
    if ((status = read_affix(f, UNUM_POSITIVE_PREFIX, &layout->positive_prefix)) > 0) return status;
    if ((status = read_affix(f, UNUM_POSITIVE_SUFFIX, &layout->positive_suffix)) > 0) return status;
    if ((status = read_affix(f, UNUM_NEGATIVE_PREFIX, &layout->negative_prefix)) > 0) return status;
    if ((status = read_affix(f, UNUM_NEGATIVE_SUFFIX, &layout->negative_suffix)) > 0) return status;
    return U_ZERO_ERROR;
}

cicu_status cicu_number_format_int64(const cicu_number_format *format, int64_t value,
                                     uint16_t *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = unum_formatInt64(unwrap_const(format), value, buffer, capacity, NULL, &status);
    return status;
}

cicu_status cicu_number_format_int64_utf8(const cicu_number_format *format, int64_t value,
                                          char *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    UChar units[64];
    *length = 0;
    int32_t count = unum_formatInt64(unwrap_const(format), value, units, 64, NULL, &status);
    if (U_FAILURE(status)) return status;
    u_strToUTF8(buffer, capacity, length, units, count, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    return status;
}

cicu_status cicu_number_format_double(const cicu_number_format *format, double value,
                                      uint16_t *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = unum_formatDouble(unwrap_const(format), value, buffer, capacity, NULL, &status);
    return status;
}

// The skeleton stem for the grouping `format` applies. ICUs differ here: ICU 72's
// unum_open(UNUM_DECIMAL) groups from the first group (es "1.234"), Apple's ICU 76 keeps
// CLDR's minimum grouping digits (es "1234"), so the format is asked, not the locale.
static const char *grouping_stem(const UNumberFormat *format) {
    if (!unum_getAttribute(format, UNUM_GROUPING_USED)) return "group-off";
    return unum_getAttribute(format, UNUM_MINIMUM_GROUPING_DIGITS) >= 2 ? "group-min2"
                                                                         : "group-on-aligned";
}

// Digits from the first non-zero one: what unum_formatDecimal may cut.
static int32_t significant_digits(const char *decimal, int32_t length) {
    int32_t count = 0;
    for (int32_t i = 0; i < length; i++) {
        char c = decimal[i];
        if (c >= '1' && c <= '9') count++;
        else if (c == '0' && count > 0) count++;
    }
    return count;
}

// The same text through the number skeleton API, which is exact on every ICU: precision
// unlimited, at least `minimum_fraction_digits` fraction digits, and the grouping the
// unum format itself applies (`grouping`: a skeleton stem, see grouping_stem).
static cicu_status format_decimal_with_skeleton(const char *locale_id, const char *grouping,
                                                const char *decimal,
                                                int32_t decimal_length,
                                                int32_t minimum_fraction_digits, uint16_t *buffer,
                                                int32_t capacity, int32_t *length) {
    // "precision-unlimited" or ".00*" (at least two fraction digits, no maximum).
    UChar skeleton[1100];
    int32_t used = 0;
    for (const char *c = grouping; *c; c++) skeleton[used++] = (UChar)*c;
    skeleton[used++] = ' ';
    if (minimum_fraction_digits == 0) {
        static const char unlimited[] = "precision-unlimited";
        for (const char *c = unlimited; *c; c++) skeleton[used++] = (UChar)*c;
    } else {
        skeleton[used++] = '.';
        for (int32_t i = 0; i < minimum_fraction_digits; i++) skeleton[used++] = '0';
        skeleton[used++] = '*';
    }
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *formatter =
        unumf_openForSkeletonAndLocale(skeleton, used, locale_id, &status);
    UFormattedNumber *result = unumf_openResult(&status);
    unumf_formatDecimal(formatter, decimal, decimal_length, result, &status);
    *length = unumf_resultToString(result, buffer, capacity, &status);
    unumf_closeResult(result);
    unumf_close(formatter);
    return status;
}

cicu_status cicu_number_format_decimal(cicu_number_format *format, const char *decimal,
                                       int32_t decimal_length, int32_t minimum_fraction_digits,
                                       uint16_t *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    if (minimum_fraction_digits < 0 || minimum_fraction_digits > 999) return U_ILLEGAL_ARGUMENT_ERROR;
    // Apple's ICU (76, as patched in the Swift toolchain's _FoundationICU) cuts
    // unum_formatDecimal to 15 significant digits; the skeleton API keeps them all there
    // and here. Shorter numbers, nearly all of them, keep the cheaper path.
    if (significant_digits(decimal, decimal_length) > 15) {
        return format_decimal_with_skeleton(format->locale_id, grouping_stem(unwrap_const(format)),
                                            decimal, decimal_length,
                                            minimum_fraction_digits, buffer, capacity, length);
    }
    unum_setAttribute(unwrap(format), UNUM_MIN_FRACTION_DIGITS, minimum_fraction_digits);
    *length = unum_formatDecimal(unwrap_const(format), decimal, decimal_length, buffer,
                                 capacity, NULL, &status);
    return status;
}
