#include "cicu_common.h"

#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

const char *cicu_status_name(cicu_status status) {
    return u_errorName((UErrorCode)status);
}

void cicu_version(char *buffer, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    for (int32_t i = 0; i < capacity; i++) {
        buffer[i] = text[i];
        if (text[i] == 0) return;
    }
    if (capacity > 0) buffer[capacity - 1] = 0;
}

void cicu_unicode_version(char *buffer, int32_t capacity) {
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getUnicodeVersion(info);
    u_versionToString(info, text);
    for (int32_t i = 0; i < capacity; i++) {
        buffer[i] = text[i];
        if (text[i] == 0) return;
    }
    if (capacity > 0) buffer[capacity - 1] = 0;
}

cicu_status cicu_locale_from_tag(const char *tag, char *locale_id, int32_t capacity,
                                 int32_t *length, int32_t *parsed) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_forLanguageTag(tag, locale_id, capacity, parsed, &status);
    return status;
}

cicu_status cicu_locale_to_tag(const char *locale_id, char *tag, int32_t capacity,
                               int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_toLanguageTag(locale_id, tag, capacity, /*strict*/ 1, &status);
    return status;
}

cicu_status cicu_locale_language(const char *locale_id, char *language, int32_t capacity,
                                 int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_getLanguage(locale_id, language, capacity, &status);
    return status;
}

int32_t cicu_available_locale_count(void) { return uloc_countAvailable(); }

const char *cicu_available_locale(int32_t index) { return uloc_getAvailable(index); }

cicu_status cicu_locale_base_name(const char *locale_id, char *buffer, int32_t capacity,
                                  int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_getBaseName(locale_id, buffer, capacity, &status);
    return status;
}

cicu_status cicu_locale_variant(const char *locale_id, char *buffer, int32_t capacity,
                                int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_getVariant(locale_id, buffer, capacity, &status);
    return status;
}

cicu_status cicu_locale_keyword(const char *locale_id, const char *keyword, char *buffer,
                                int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_getKeywordValue(locale_id, keyword, buffer, capacity, &status);
    return status;
}

cicu_status cicu_locale_data_locale(const char *base_name, char *buffer, int32_t capacity,
                                    int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    UResourceBundle *bundle = ures_open(NULL, base_name, &status);
    if (U_FAILURE(status)) {
        ures_close(bundle);
        return status;
    }
    const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status);
    if (U_SUCCESS(status) && actual != NULL) {
        int32_t i = 0;
        for (; actual[i] != 0; i++) {
            if (i < capacity) buffer[i] = actual[i];
        }
        *length = i;
        if (i > capacity) status = U_BUFFER_OVERFLOW_ERROR;
        else if (i < capacity) buffer[i] = 0;
    }
    ures_close(bundle);
    return status;
}
