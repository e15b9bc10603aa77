#include "cicu_zone.h"

#include <string.h>

#include "icu.h"
#include CICU_ICU(ucal.h)
#include CICU_ICU(udata.h)
#include CICU_ICU(uloc.h)
#include CICU_ICU(ures.h)
#include CICU_ICU(ustring.h)
#include CICU_ICU(utypes.h)

/// The tree of ICU's data that holds the zone names ("icudt72l-zone").
static const char zone_tree[] = U_ICUDATA_NAME U_TREE_SEPARATOR_STRING "zone";

/// CLDR's marker for "no value, and do not inherit one".
static const UChar no_inheritance[] = {0x2205, 0x2205, 0x2205};

/// The string at `path` ("key" or "key/subkey") in `bundle`'s own zoneStrings, without
/// fallback; NULL with U_MISSING_RESOURCE_ERROR when this bundle does not have it.
static const UChar *own_zone_string(const UResourceBundle *bundle, const char *path,
                                    int32_t *units, UErrorCode *status) {
    char key[128];
    const char *slash = strchr(path, '/');
    size_t key_length = slash == NULL ? strlen(path) : (size_t)(slash - path);
    if (key_length >= sizeof key) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return NULL;
    }
    memcpy(key, path, key_length);
    key[key_length] = 0;
    UResourceBundle *table = ures_getByKey(bundle, "zoneStrings", NULL, status);
    const UChar *found = NULL;
    if (slash == NULL) {
        found = ures_getStringByKey(table, key, units, status);
    } else {
        UResourceBundle *names = ures_getByKey(table, key, NULL, status);
        found = ures_getStringByKey(names, slash + 1, units, status);
        ures_close(names);
    }
    ures_close(table);
    return U_SUCCESS(*status) ? found : NULL;
}

/// The locale `locale`'s data falls back to, into `locale` ("en_AU" -> "en_001" by its
/// "%%Parent", "pt_BR" -> "pt", "pt" -> "root"); `bundle` is the locale's own, NULL when
/// the tree has no file for it.
static UErrorCode parent_locale(const UResourceBundle *bundle, char *locale, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t units = 0;
    const UChar *parent = NULL;
    if (bundle != NULL) parent = ures_getStringByKey(bundle, "%%Parent", &units, &status);
    else status = U_MISSING_RESOURCE_ERROR;
    if (U_SUCCESS(status)) {
        if (units >= capacity) return U_BUFFER_OVERFLOW_ERROR;
        u_UCharsToChars(parent, locale, units);
        locale[units] = 0;
        return U_ZERO_ERROR;
    }
    if (status != U_MISSING_RESOURCE_ERROR) return status;
    status = U_ZERO_ERROR;
    char truncated[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getParent(locale, truncated, (int32_t)sizeof truncated, &status);
    if (U_FAILURE(status)) return status;
    if (status == U_STRING_NOT_TERMINATED_WARNING || length >= capacity) return U_BUFFER_OVERFLOW_ERROR;
    if (length == 0) {
        strcpy(truncated, "root");
        length = 4;
    }
    memcpy(locale, truncated, (size_t)length + 1);
    return U_ZERO_ERROR;
}

cicu_status cicu_zone_string(const char *locale_id, const char *path, uint16_t *buffer,
                             int32_t capacity, int32_t *length) {
    *length = 0;
    UErrorCode status = U_ZERO_ERROR;
    // The locale ICU's zone data has for the id, after aliases ("iw" -> "he") and the
    // fallback of a locale it does not have ("en_ZZ" -> "en").
    UResourceBundle *opened = ures_open(zone_tree, locale_id, &status);
    char locale[ULOC_FULLNAME_CAPACITY];
    const char *actual = ures_getLocaleByType(opened, ULOC_ACTUAL_LOCALE, &status);
    if (U_SUCCESS(status) && (actual == NULL || strlen(actual) >= sizeof locale)) {
        status = U_INTERNAL_PROGRAM_ERROR;
    }
    if (U_SUCCESS(status)) strcpy(locale, actual);
    ures_close(opened);
    if (U_FAILURE(status)) return status;
    // A chain is a few locales long (en_AU, en_001, en, root); the bound only guards
    // against a cycle in the data.
    for (int32_t depth = 0; depth < 16; depth++) {
        status = U_ZERO_ERROR;
        UResourceBundle *bundle = ures_openDirect(zone_tree, locale, &status);
        if (status == U_MISSING_RESOURCE_ERROR) {
            // No file for this locale in the tree: its parent's data is its own.
            ures_close(bundle);
            bundle = NULL;
        }
        int32_t units = 0;
        const UChar *found = bundle != NULL ? own_zone_string(bundle, path, &units, &status) : NULL;
        if (found != NULL) {
            ures_close(bundle);
            if (units == 3 && u_memcmp(found, no_inheritance, 3) == 0) return U_MISSING_RESOURCE_ERROR;
            *length = units;
            if (units > capacity) return U_BUFFER_OVERFLOW_ERROR;
            u_memcpy(buffer, found, units);
            return U_ZERO_ERROR;
        }
        if (status != U_MISSING_RESOURCE_ERROR || strcmp(locale, "root") == 0) {
            ures_close(bundle);
            return status;
        }
        status = parent_locale(bundle, locale, (int32_t)sizeof locale);
        ures_close(bundle);
        if (U_FAILURE(status)) return status;
    }
    return U_MISSING_RESOURCE_ERROR;
}

/// Appends `count` bytes of `text` to a text being written into `buffer`, counting what
/// does not fit.
static void append_text(char *buffer, int32_t capacity, int32_t *length, const char *text,
                        int32_t count) {
    for (int32_t i = 0; i < count; i++, (*length)++) {
        if (*length < capacity) buffer[*length] = text[i];
    }
}

/// Appends an invariant-character ICU string (ids, keys, dates).
static void append_units(char *buffer, int32_t capacity, int32_t *length, const UChar *units,
                         int32_t count) {
    for (int32_t i = 0; i < count; i++, (*length)++) {
        if (*length < capacity) buffer[*length] = units[i] < 0x80 ? (char)units[i] : '?';
    }
}

cicu_status cicu_metazone_mappings(char *buffer, int32_t capacity, int32_t *length) {
    *length = 0;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, "metaZones", &status);
    UResourceBundle *info = ures_getByKey(bundle, "metazoneInfo", NULL, &status);
    while (U_SUCCESS(status) && ures_hasNext(info)) {
        UResourceBundle *zone = ures_getNextResource(info, NULL, &status);
        const char *key = U_SUCCESS(status) ? ures_getKey(zone) : NULL;
        while (U_SUCCESS(status) && key != NULL && ures_hasNext(zone)) {
            UResourceBundle *mapping = ures_getNextResource(zone, NULL, &status);
            int32_t fields = U_SUCCESS(status) ? ures_getSize(mapping) : 0;
            append_text(buffer, capacity, length, key, (int32_t)strlen(key));
            for (int32_t i = 0; U_SUCCESS(status) && i < fields; i++) {
                int32_t units = 0;
                const UChar *field = ures_getStringByIndex(mapping, i, &units, &status);
                if (U_FAILURE(status)) break;
                append_text(buffer, capacity, length, "\t", 1);
                append_units(buffer, capacity, length, field, units);
            }
            append_text(buffer, capacity, length, "\n", 1);
            ures_close(mapping);
        }
        ures_close(zone);
    }
    ures_close(info);
    ures_close(bundle);
    if (U_SUCCESS(status) && *length > capacity) status = U_BUFFER_OVERFLOW_ERROR;
    return status;
}

cicu_status cicu_time_zone_ids(char *buffer, int32_t capacity, int32_t *length) {
    *length = 0;
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *zones = ucal_openTimeZones(&status);
    int32_t units = 0;
    const UChar *zone = NULL;
    while (U_SUCCESS(status) && (zone = uenum_unext(zones, &units, &status)) != NULL) {
        append_units(buffer, capacity, length, zone, units);
        append_text(buffer, capacity, length, "\n", 1);
    }
    uenum_close(zones);
    if (U_SUCCESS(status) && *length > capacity) status = U_BUFFER_OVERFLOW_ERROR;
    return status;
}
