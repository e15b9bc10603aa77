#include "cicu_common.h"

#include "icu.h"
#include CICU_ICU(uloc.h)
#include CICU_ICU(ulocdata.h)
#include CICU_ICU(ures.h)
#include CICU_ICU(uenum.h)
#include CICU_ICU(ustring.h)
#include CICU_ICU(uchar.h)
#include CICU_ICU(uversion.h)
#include CICU_ICU(utypes.h)

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

int32_t cicu_is_apple_icu(void) {
#ifdef CICU_APPLE_ICU
    return 1;
#else
    return 0;
#endif
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
    // U_USING_DEFAULT_WARNING: ICU has nothing for the id, not even its language, and
    // filled the bundle from the process's default locale (whatever LANG says). That is
    // no data of the id's: its data is root's, said so, and the build does not depend on
    // the machine's environment.
    int using_default = status == U_USING_DEFAULT_WARNING;
    const char *actual = using_default ? "root" : ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status);
    if (using_default) status = U_ZERO_ERROR;
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

int32_t cicu_legacy_alias_locale_count(void) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *aliases = uloc_openAvailableByType(ULOC_AVAILABLE_ONLY_LEGACY_ALIASES, &status);
    int32_t count = U_SUCCESS(status) ? uenum_count(aliases, &status) : 0;
    uenum_close(aliases);
    return U_SUCCESS(status) ? count : 0;
}

cicu_status cicu_legacy_alias_locale(int32_t index, char *buffer, int32_t capacity,
                                     int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    UEnumeration *aliases = uloc_openAvailableByType(ULOC_AVAILABLE_ONLY_LEGACY_ALIASES, &status);
    const char *id = NULL;
    for (int32_t i = 0; U_SUCCESS(status) && i <= index; i++) {
        id = uenum_next(aliases, NULL, &status);
        if (id == NULL) break;
    }
    if (U_SUCCESS(status) && id != NULL) {
        int32_t i = 0;
        for (; id[i] != 0; i++) {
            if (i < capacity) buffer[i] = id[i];
        }
        *length = i;
        if (i > capacity) status = U_BUFFER_OVERFLOW_ERROR;
        else if (i < capacity) buffer[i] = 0;
    } else if (U_SUCCESS(status)) {
        status = U_INDEX_OUTOFBOUNDS_ERROR;
    }
    uenum_close(aliases);
    return status;
}

cicu_status cicu_locale_likely_script(const char *locale_id, char *buffer, int32_t capacity,
                                      int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    char maximized[ULOC_FULLNAME_CAPACITY];
    *length = 0;
    uloc_addLikelySubtags(locale_id, maximized, (int32_t)sizeof maximized, &status);
    if (U_FAILURE(status)) return status;
    if (status == U_STRING_NOT_TERMINATED_WARNING) return U_BUFFER_OVERFLOW_ERROR;
    *length = uloc_getScript(maximized, buffer, capacity, &status);
    return status;
}

/// Appends `text` and a space at `*length`, counting what does not fit.
static void append_word(const char *text, char *buffer, int32_t capacity, int32_t *length) {
    for (int32_t i = 0; text[i] != 0; i++, (*length)++) {
        if (*length < capacity) buffer[*length] = text[i];
    }
    if (*length < capacity) buffer[*length] = ' ';
    (*length)++;
}

cicu_status cicu_parent_locale_children(char *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &status);
    UResourceBundle *parents = ures_getByKey(supplemental, "parentLocales", NULL, &status);
    while (U_SUCCESS(status) && ures_hasNext(parents)) {
        UResourceBundle *children = ures_getNextResource(parents, NULL, &status);
        for (int32_t i = 0; U_SUCCESS(status) && i < ures_getSize(children); i++) {
            int32_t units = 0;
            const UChar *child = ures_getStringByIndex(children, i, &units, &status);
            char id[ULOC_FULLNAME_CAPACITY];
            if (U_SUCCESS(status) && units < (int32_t)sizeof id) {
                u_austrncpy(id, child, units);
                id[units] = 0;
                append_word(id, buffer, capacity, length);
            }
        }
        ures_close(children);
    }
    ures_close(parents);
    ures_close(supplemental);
    if (U_SUCCESS(status) && *length > capacity) status = U_BUFFER_OVERFLOW_ERROR;
    return status;
}

cicu_status cicu_locale_delimiter(const char *locale_id, int32_t kind, uint16_t *buffer,
                                  int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    if (kind < ULOCDATA_QUOTATION_START || kind > ULOCDATA_ALT_QUOTATION_END) {
        return U_ILLEGAL_ARGUMENT_ERROR;
    }
    ULocaleData *data = ulocdata_open(locale_id, &status);
    if (U_FAILURE(status)) {
        ulocdata_close(data);
        return status;
    }
    // A fallback warning from the open is kept unless the lookup reports its own status.
    UErrorCode lookup = U_ZERO_ERROR;
    *length = ulocdata_getDelimiter(data, (ULocaleDataDelimiterType)kind, (UChar *)buffer, capacity,
                                    &lookup);
    ulocdata_close(data);
    return lookup != U_ZERO_ERROR ? lookup : status;
}

cicu_status cicu_locale_display_name(const char *locale_id, const char *display_locale_id,
                                     uint16_t *buffer, int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = uloc_getDisplayName(locale_id, display_locale_id, (UChar *)buffer, capacity, &status);
    return status;
}
