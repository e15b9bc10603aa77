#include "cicu_number_skeleton.h"
#include "plural_keyword.h"

#include "icu.h"
#include CICU_ICU(unumberformatter.h)
#include CICU_ICU(ucurr.h)
#include CICU_ICU(upluralrules.h)

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

// Formats a double (decimal == NULL) or a decimal string, then selects the category.
static cicu_status format_and_select(const cicu_skeleton_formatter *formatter, double value,
                                     const char *decimal, int32_t decimal_length,
                                     const cicu_plural_rules *rules, uint16_t *buffer,
                                     int32_t capacity, int32_t *length, int32_t *category) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        unumf_closeResult(result);
        return status;
    }
    if (decimal == NULL) {
        unumf_formatDouble(icu_formatter(formatter), value, result, &status);
    } else {
        unumf_formatDecimal(icu_formatter(formatter), decimal, decimal_length, result, &status);
    }
    if (U_SUCCESS(status)) {
        *length = unumf_resultToString(result, buffer, capacity, &status);
        if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    }
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
