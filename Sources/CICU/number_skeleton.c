#include "cicu_number_skeleton.h"
#include "plural_keyword.h"

#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>

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

void cicu_skeleton_formatter_close(cicu_skeleton_formatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)(void *)formatter);
}

cicu_status cicu_skeleton_format_double(const cicu_skeleton_formatter *formatter, double value,
                                        const cicu_plural_rules *rules, uint16_t *buffer,
                                        int32_t capacity, int32_t *length, int32_t *category) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        unumf_closeResult(result);
        return status;
    }
    unumf_formatDouble(icu_formatter(formatter), value, result, &status);
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
