#include "cicu_number.h"

#include <unicode/unum.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

static UNumberFormat *unwrap(cicu_number_format *format) { return (UNumberFormat *)format; }

static const UNumberFormat *unwrap_const(const cicu_number_format *format) {
    return (const UNumberFormat *)format;
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
    *format = (cicu_number_format *)opened;
    return status;
}

void cicu_number_format_close(cicu_number_format *format) {
    if (format != NULL) unum_close(unwrap(format));
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
    *format = (cicu_number_format *)cloned;
    return status;
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

cicu_status cicu_number_format_decimal(cicu_number_format *format, const char *decimal,
                                       int32_t decimal_length, int32_t minimum_fraction_digits,
                                       uint16_t *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    if (minimum_fraction_digits < 0 || minimum_fraction_digits > 999) return U_ILLEGAL_ARGUMENT_ERROR;
    unum_setAttribute(unwrap(format), UNUM_MIN_FRACTION_DIGITS, minimum_fraction_digits);
    *length = unum_formatDecimal(unwrap_const(format), decimal, decimal_length, buffer,
                                 capacity, NULL, &status);
    return status;
}
