#include "cicu_plural.h"
#include "plural_keyword.h"

#include "icu.h"
#include CICU_ICU(uenum.h)
#include CICU_ICU(unumberformatter.h)
#include CICU_ICU(upluralrules.h)
#include CICU_ICU(ures.h)
#include CICU_ICU(ustring.h)
#include CICU_ICU(utypes.h)

#include <string.h>

// The opaque cicu_* types are never defined: pointers to them are ICU's own objects.
static const UPluralRules *icu_rules(const cicu_plural_rules *rules) {
    return (const UPluralRules *)(const void *)rules;
}

static const UNumberFormatter *icu_formatter(const cicu_plural_formatter *formatter) {
    return (const UNumberFormatter *)(const void *)formatter;
}

int32_t cicu_plural_category_from_uchars(const UChar *keyword, int32_t length) {
    switch (length) {
    case 3:
        if (keyword[0] == u'o' && keyword[1] == u'n' && keyword[2] == u'e') return CICU_PLURAL_ONE;
        if (keyword[0] == u't' && keyword[1] == u'w' && keyword[2] == u'o') return CICU_PLURAL_TWO;
        if (keyword[0] == u'f' && keyword[1] == u'e' && keyword[2] == u'w') return CICU_PLURAL_FEW;
        return -1;
    case 4:
        if (keyword[0] == u'z' && keyword[1] == u'e' && keyword[2] == u'r' && keyword[3] == u'o')
            return CICU_PLURAL_ZERO;
        if (keyword[0] == u'm' && keyword[1] == u'a' && keyword[2] == u'n' && keyword[3] == u'y')
            return CICU_PLURAL_MANY;
        return -1;
    case 5:
        if (keyword[0] == u'o' && keyword[1] == u't' && keyword[2] == u'h' && keyword[3] == u'e' &&
            keyword[4] == u'r')
            return CICU_PLURAL_OTHER;
        return -1;
    default:
        return -1;
    }
}

static int32_t category_from_chars(const char *keyword) {
    UChar units[8];
    int32_t length = (int32_t)strlen(keyword);
    if (length > 5) return -1;
    for (int32_t i = 0; i < length; i++) units[i] = (UChar)(unsigned char)keyword[i];
    return cicu_plural_category_from_uchars(units, length);
}

cicu_status cicu_plural_open(const char *locale_id, int32_t ordinal, cicu_plural_rules **rules) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *opened =
        uplrules_openForType(locale_id, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) {
        uplrules_close(opened);
        *rules = NULL;
        return status;
    }
    *rules = (cicu_plural_rules *)(void *)opened;
    return status;
}

void cicu_plural_close(cicu_plural_rules *rules) {
    if (rules != NULL) uplrules_close((UPluralRules *)(void *)rules);
}

cicu_status cicu_plural_select_double(const cicu_plural_rules *rules, double number,
                                      int32_t *category) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[8];
    int32_t length = uplrules_select(icu_rules(rules), number, keyword, 8, &status);
    if (U_FAILURE(status)) return status;
    int32_t found = cicu_plural_category_from_uchars(keyword, length);
    if (found < 0) return U_INTERNAL_PROGRAM_ERROR;  // not a CLDR keyword
    *category = found;
    return status;
}

cicu_status cicu_plural_categories(const cicu_plural_rules *rules, uint32_t *categories) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(icu_rules(rules), &status);
    if (U_FAILURE(status)) {
        uenum_close(keywords);
        return status;
    }
    uint32_t mask = 0;
    const char *keyword;
    while ((keyword = uenum_next(keywords, NULL, &status)) != NULL && U_SUCCESS(status)) {
        int32_t found = category_from_chars(keyword);
        if (found < 0) {
            status = U_INTERNAL_PROGRAM_ERROR;
            break;
        }
        mask |= 1u << found;
    }
    uenum_close(keywords);
    if (U_FAILURE(status)) return status;
    *categories = mask;
    return status;
}

cicu_status cicu_plural_formatter_open(const char *locale_id, int32_t fraction_digits,
                                       int32_t scientific, cicu_plural_formatter **formatter) {
    *formatter = NULL;
    if (fraction_digits < 0 || fraction_digits > 999) return U_ILLEGAL_ARGUMENT_ERROR;
    // "precision-unlimited" alone drops trailing zeros ("1.0" formats as "1", which en
    // selects as 'one'); ".00*" keeps at least two fraction digits and never rounds.
    char skeleton[1100];
    int32_t used = 0;
    if (scientific) {
        memcpy(skeleton, "scientific ", 11);
        used = 11;
    }
    if (fraction_digits == 0) {
        memcpy(skeleton + used, "precision-unlimited", 19);
        used += 19;
    } else {
        skeleton[used++] = '.';
        for (int32_t i = 0; i < fraction_digits; i++) skeleton[used++] = '0';
        skeleton[used++] = '*';
    }
    memcpy(skeleton + used, " group-off", 10);
    used += 10;
    UChar units[1100];
    for (int32_t i = 0; i < used; i++) units[i] = (UChar)(unsigned char)skeleton[i];
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormatter *opened = unumf_openForSkeletonAndLocale(units, used, locale_id, &status);
    if (U_FAILURE(status)) {
        unumf_close(opened);
        return status;
    }
    *formatter = (cicu_plural_formatter *)(void *)opened;
    return status;
}

void cicu_plural_formatter_close(cicu_plural_formatter *formatter) {
    if (formatter != NULL) unumf_close((UNumberFormatter *)(void *)formatter);
}

cicu_status cicu_plural_select_decimal(const cicu_plural_rules *rules,
                                       const cicu_plural_formatter *formatter,
                                       const char *decimal, int32_t length, int32_t *category) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        unumf_closeResult(result);
        return status;
    }
    unumf_formatDecimal(icu_formatter(formatter), decimal, length, result, &status);
    UChar keyword[8];
    int32_t keyword_length = 0;
    if (U_SUCCESS(status)) {
        keyword_length = uplrules_selectFormatted(icu_rules(rules), result, keyword, 8, &status);
    }
    unumf_closeResult(result);
    if (U_FAILURE(status)) return status;
    int32_t found = cicu_plural_category_from_uchars(keyword, keyword_length);
    if (found < 0) return U_INTERNAL_PROGRAM_ERROR;
    *category = found;
    return status;
}

// Copies a NUL-terminated ASCII string into `buffer`; U_BUFFER_OVERFLOW_ERROR if it does not fit.
static UErrorCode copy_ascii(const char *source, char *buffer, int32_t capacity, int32_t *length) {
    int32_t needed = (int32_t)strlen(source);
    *length = needed;
    if (needed >= capacity) return U_BUFFER_OVERFLOW_ERROR;
    memcpy(buffer, source, (size_t)needed + 1);
    return U_ZERO_ERROR;
}

// Opens `plurals`/`table` (one of "locales", "locales_ordinals", "rules"); the caller
// closes both bundles, which may be NULL.
static UErrorCode open_plural_table(const char *table, UResourceBundle **bundle, UResourceBundle **opened) {
    UErrorCode status = U_ZERO_ERROR;
    *opened = NULL;
    *bundle = ures_openDirect(NULL, "plurals", &status);
    if (U_FAILURE(status)) return status;
    *opened = ures_getByKey(*bundle, table, NULL, &status);
    return status;
}

cicu_status cicu_plural_data_locale_count(int32_t ordinal, int32_t *count) {
    UResourceBundle *bundle, *table;
    UErrorCode status = open_plural_table(ordinal ? "locales_ordinals" : "locales", &bundle, &table);
    if (U_SUCCESS(status)) *count = ures_getSize(table);
    ures_close(table);
    ures_close(bundle);
    return status;
}

cicu_status cicu_plural_data_locale(int32_t ordinal, int32_t index, char *locale, int32_t locale_capacity,
                                    int32_t *locale_length, char *set, int32_t set_capacity,
                                    int32_t *set_length) {
    UResourceBundle *bundle, *table;
    UErrorCode status = open_plural_table(ordinal ? "locales_ordinals" : "locales", &bundle, &table);
    UResourceBundle *entry = NULL;
    if (U_SUCCESS(status)) entry = ures_getByIndex(table, index, NULL, &status);
    if (U_SUCCESS(status)) {
        const char *key = ures_getKey(entry);
        int32_t length = 0;
        const UChar *name = ures_getString(entry, &length, &status);
        if (U_SUCCESS(status) && key == NULL) status = U_INVALID_FORMAT_ERROR;
        if (U_SUCCESS(status)) status = copy_ascii(key, locale, locale_capacity, locale_length);
        if (U_SUCCESS(status)) {
            *set_length = length;
            if (length >= set_capacity) {
                status = U_BUFFER_OVERFLOW_ERROR;
            } else {
                u_UCharsToChars(name, set, length);
                set[length] = '\0';
            }
        }
    }
    ures_close(entry);
    ures_close(table);
    ures_close(bundle);
    return status;
}

cicu_status cicu_plural_data_rule_count(const char *set, int32_t *count) {
    UResourceBundle *bundle, *rules;
    UErrorCode status = open_plural_table("rules", &bundle, &rules);
    UResourceBundle *entry = NULL;
    if (U_SUCCESS(status)) entry = ures_getByKey(rules, set, NULL, &status);
    if (U_SUCCESS(status)) *count = ures_getSize(entry);
    ures_close(entry);
    ures_close(rules);
    ures_close(bundle);
    return status;
}

cicu_status cicu_plural_data_rule(const char *set, int32_t index, char *keyword, int32_t keyword_capacity,
                                  int32_t *keyword_length, uint16_t *text, int32_t text_capacity,
                                  int32_t *text_length) {
    UResourceBundle *bundle, *rules;
    UErrorCode status = open_plural_table("rules", &bundle, &rules);
    UResourceBundle *entry = NULL, *rule = NULL;
    if (U_SUCCESS(status)) entry = ures_getByKey(rules, set, NULL, &status);
    if (U_SUCCESS(status)) rule = ures_getByIndex(entry, index, NULL, &status);
    if (U_SUCCESS(status)) {
        const char *key = ures_getKey(rule);
        int32_t length = 0;
        const UChar *string = ures_getString(rule, &length, &status);
        if (U_SUCCESS(status) && key == NULL) status = U_INVALID_FORMAT_ERROR;
        if (U_SUCCESS(status)) status = copy_ascii(key, keyword, keyword_capacity, keyword_length);
        if (U_SUCCESS(status)) {
            *text_length = length;
            if (length > text_capacity) {
                status = U_BUFFER_OVERFLOW_ERROR;
            } else {
                memcpy(text, string, (size_t)length * sizeof(UChar));
            }
        }
    }
    ures_close(rule);
    ures_close(entry);
    ures_close(rules);
    ures_close(bundle);
    return status;
}
