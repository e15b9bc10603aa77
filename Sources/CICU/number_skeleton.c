#include "cicu_number_skeleton.h"
#include "plural_keyword.h"

#include "icu.h"
#include CICU_ICU(unumberformatter.h)
#include CICU_ICU(ucurr.h)
#include CICU_ICU(upluralrules.h)
#include CICU_ICU(uchar.h)

// As in plural.c, the opaque cicu_* pointers are ICU's own objects.
static const UNumberFormatter *icu_formatter(const cicu_skeleton_formatter *formatter) {
    return (const UNumberFormatter *)(const void *)formatter;
}

cicu_status cicu_skeleton_formatter_open(const char *locale_id, const uint16_t *skeleton,
                                         int32_t skeleton_length,
                                         cicu_skeleton_formatter **formatter) {
    UErrorCode status = U_ZERO_ERROR;
    *formatter = NULL;
    UNumberFormatter *opened =
        unumf_openForSkeletonAndLocale(skeleton, skeleton_length, locale_id, &status);
    if (U_FAILURE(status)) {
        unumf_close(opened);
        return status;
    }
    *formatter = (cicu_skeleton_formatter *)(void *)opened;
    return status;
}

cicu_status cicu_currency_fraction_digits(const uint16_t *currency, int32_t *digits) {
    UErrorCode status = U_ZERO_ERROR;
    *digits = ucurr_getDefaultFractionDigits(currency, &status);
    return status;
}

void cicu_skeleton_formatter_close(cicu_skeleton_formatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)(void *)formatter);
}

// Formats a double (decimal == NULL) or a decimal string into a new result and writes
// its text to `buffer`; the caller closes the result (NULL only when opening it failed).
static UFormattedNumber *format_to_result(const cicu_skeleton_formatter *formatter, double value,
                                          const char *decimal, int32_t decimal_length,
                                          uint16_t *buffer, int32_t capacity, int32_t *length,
                                          UErrorCode *status) {
    *length = 0;
    UFormattedNumber *result = unumf_openResult(status);
    if (U_FAILURE(*status)) return result;
    if (decimal == NULL) {
        unumf_formatDouble(icu_formatter(formatter), value, result, status);
    } else {
        unumf_formatDecimal(icu_formatter(formatter), decimal, decimal_length, result, status);
    }
    if (U_SUCCESS(*status)) {
        *length = unumf_resultToString(result, buffer, capacity, status);
        if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
    }
    return result;
}

// Formats a double (decimal == NULL) or a decimal string, then selects the category.
static cicu_status format_and_select(const cicu_skeleton_formatter *formatter, double value,
                                     const char *decimal, int32_t decimal_length,
                                     const cicu_plural_rules *rules, uint16_t *buffer,
                                     int32_t capacity, int32_t *length, int32_t *category) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = format_to_result(formatter, value, decimal, decimal_length, buffer,
                                                capacity, length, &status);
    if (U_SUCCESS(status) && rules != NULL) {
        UChar keyword[8];
        int32_t keyword_length = uplrules_selectFormatted(
            (const UPluralRules *)(const void *)rules, result, keyword, 8, &status);
        if (U_SUCCESS(status)) {
            int32_t found = cicu_plural_category_from_uchars(keyword, keyword_length);
            if (found < 0) status = U_INTERNAL_PROGRAM_ERROR;
            else *category = found;
        }
    }
    unumf_closeResult(result);
    return status;
}

// Appends the decimal digits of [begin, end) of `text` to `digits`, skipping what is
// not a digit (the grouping separators inside the integer field). False when `digits`
// is full.
static int append_digits(const UChar *text, int32_t begin, int32_t end, char *digits,
                         int32_t capacity, int32_t *length) {
    for (int32_t index = begin; index < end; ++index) {
        // Locale digits (Arabic-Indic in ar) are BMP decimal digits, as ICU's own are.
        int32_t value = u_charDigitValue(text[index]);
        if (value < 0 || value > 9) continue;
        if (*length >= capacity) return 0;
        digits[(*length)++] = (char)('0' + value);
    }
    return 1;
}

// The span of the first `field` of a formatted number; false (and no error) when the
// number has none.
static int field_span(const UFormattedNumber *result, int32_t field, int32_t *begin,
                      int32_t *end, UErrorCode *status) {
    UFieldPosition position = {field, 0, 0};
    UBool found = unumf_resultNextFieldPosition(result, &position, status);
    if (U_FAILURE(*status) || !found) return 0;
    *begin = position.beginIndex;
    *end = position.endIndex;
    return 1;
}

cicu_status cicu_skeleton_format_digits(const cicu_skeleton_formatter *formatter, double value,
                                        const char *decimal, int32_t decimal_length,
                                        uint16_t *buffer, int32_t capacity, int32_t *length,
                                        char *digits, int32_t digits_capacity,
                                        int32_t *digits_length) {
    UErrorCode status = U_ZERO_ERROR;
    *digits_length = 0;
    UFormattedNumber *result = format_to_result(formatter, value, decimal, decimal_length, buffer,
                                                capacity, length, &status);
    int32_t begin = 0, end = 0;
    // An exponent or compact suffix would change the operands (e, c); the skeletons
    // DecimalFormatOptions writes make neither, so meeting one is an error, not a guess.
    if (U_SUCCESS(status) && field_span(result, UNUM_EXPONENT_FIELD, &begin, &end, &status)) {
        status = U_UNSUPPORTED_ERROR;
    }
    if (U_SUCCESS(status) && field_span(result, UNUM_COMPACT_FIELD, &begin, &end, &status)) {
        status = U_UNSUPPORTED_ERROR;
    }
    // NaN and infinity have no integer field: no digits, which the caller reads as
    // `other`, ICU's category for them.
    if (U_SUCCESS(status) && field_span(result, UNUM_INTEGER_FIELD, &begin, &end, &status)) {
        if (end > *length || !append_digits(buffer, begin, end, digits, digits_capacity,
                                            digits_length)) {
            status = U_BUFFER_OVERFLOW_ERROR;
        }
        if (U_SUCCESS(status) &&
            field_span(result, UNUM_FRACTION_FIELD, &begin, &end, &status)) {
            if (*digits_length >= digits_capacity || end > *length) {
                status = U_BUFFER_OVERFLOW_ERROR;
            } else {
                digits[(*digits_length)++] = '.';
                if (!append_digits(buffer, begin, end, digits, digits_capacity, digits_length)) {
                    status = U_BUFFER_OVERFLOW_ERROR;
                }
            }
        }
    }
    if (U_FAILURE(status)) *digits_length = 0;
    unumf_closeResult(result);
    return status;
}

cicu_status cicu_skeleton_format_double(const cicu_skeleton_formatter *formatter, double value,
                                        const cicu_plural_rules *rules, uint16_t *buffer,
                                        int32_t capacity, int32_t *length, int32_t *category) {
    return format_and_select(formatter, value, NULL, 0, rules, buffer, capacity, length, category);
}

cicu_status cicu_skeleton_format_decimal(const cicu_skeleton_formatter *formatter,
                                         const char *decimal, int32_t decimal_length,
                                         const cicu_plural_rules *rules, uint16_t *buffer,
                                         int32_t capacity, int32_t *length, int32_t *category) {
    return format_and_select(formatter, 0, decimal, decimal_length, rules, buffer, capacity,
                             length, category);
}
