#include "cicu_date.h"

#include <stdlib.h>

#include "icu.h"
#include CICU_ICU(ucal.h)
#include CICU_ICU(udat.h)
#include CICU_ICU(udatpg.h)
#include CICU_ICU(uloc.h)
#include CICU_ICU(utypes.h)

struct cicu_date_format {
    UDateFormat *format;
    UCalendar *calendar;
};

static const UChar gmt_zone[] = {'G', 'M', 'T', 0};

/// The earliest date ICU handles; as the Julian-to-Gregorian change date it makes the
/// calendar proleptic Gregorian (ICU's default switches to Julian before 1582-10-15).
static const UDate proleptic_change = -184303902528000000.0;

/// `locale_id` with `@calendar=gregorian`, so month names come from Gregorian data
/// even in locales whose default calendar is another one (th, fa, ar-SA).
static cicu_status gregorian_locale(const char *locale_id, char *buffer, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t i = 0;
    for (; locale_id[i] != 0; i++) {
        if (i >= capacity - 1) return U_BUFFER_OVERFLOW_ERROR;
        buffer[i] = locale_id[i];
    }
    buffer[i] = 0;
    uloc_setKeywordValue("calendar", "gregorian", buffer, capacity, &status);
    return status;
}

static UCalendar *open_calendar(const char *locale_id, UErrorCode *status) {
    UCalendar *calendar = ucal_open(gmt_zone, -1, locale_id, UCAL_GREGORIAN, status);
    if (U_FAILURE(*status)) {
        ucal_close(calendar);
        return NULL;
    }
    ucal_setGregorianChange(calendar, proleptic_change, status);
    if (U_FAILURE(*status)) {
        ucal_close(calendar);
        return NULL;
    }
    return calendar;
}

cicu_status cicu_date_style_pattern(const char *locale_id, int32_t style, uint16_t *buffer,
                                    int32_t capacity, int32_t *length) {
    return cicu_datetime_style_pattern(locale_id, style, UDAT_NONE, buffer, capacity, length);
}

cicu_status cicu_datetime_style_pattern(const char *locale_id, int32_t date_style,
                                        int32_t time_style, uint16_t *buffer, int32_t capacity,
                                        int32_t *length) {
    char locale[160];
    UErrorCode status = gregorian_locale(locale_id, locale, (int32_t)sizeof locale);
    *length = 0;
    if (U_FAILURE(status)) return status;
    UDateFormat *format = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style,
                                    locale, gmt_zone, -1, NULL, 0, &status);
    if (U_FAILURE(status)) {
        udat_close(format);
        return status;
    }
    *length = udat_toPattern(format, 0, buffer, capacity, &status);
    udat_close(format);
    return status;
}

/// Hands a format and its calendar to the caller as one object, with the status of
/// opening them (a warning, such as a fallback locale, is the caller's to read), or
/// closes both when there is no memory for it.
static cicu_status wrap_date_format(UDateFormat *format, UCalendar *calendar,
                                    UErrorCode status, cicu_date_format **result) {
    struct cicu_date_format *wrapper = malloc(sizeof *wrapper);
    if (wrapper == NULL) {
        udat_close(format);
        ucal_close(calendar);
        return U_MEMORY_ALLOCATION_ERROR;
    }
    wrapper->format = format;
    wrapper->calendar = calendar;
    *result = wrapper;
    return status;
}

cicu_status cicu_date_format_open(const char *locale_id, const uint16_t *pattern,
                                  int32_t pattern_length, int32_t strict,
                                  cicu_date_format **result) {
    char locale[160];
    UErrorCode status = gregorian_locale(locale_id, locale, (int32_t)sizeof locale);
    *result = NULL;
    if (U_FAILURE(status)) return status;
    UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, gmt_zone, -1,
                                    pattern, pattern_length, &status);
    if (U_FAILURE(status)) {
        udat_close(format);
        return status;
    }
    UCalendar *calendar = open_calendar(locale, &status);
    if (U_FAILURE(status)) {
        udat_close(format);
        return status;
    }
    udat_setCalendar(format, calendar);
    if (strict) {
        // setLenient(false) turns off calendar leniency (rollover) and the whitespace and
        // numeric attributes; the other two stay on unless cleared explicitly.
        udat_setLenient(format, 0);
        udat_setBooleanAttribute(format, UDAT_PARSE_ALLOW_WHITESPACE, 0, &status);
        udat_setBooleanAttribute(format, UDAT_PARSE_ALLOW_NUMERIC, 0, &status);
        udat_setBooleanAttribute(format, UDAT_PARSE_PARTIAL_LITERAL_MATCH, 0, &status);
        udat_setBooleanAttribute(format, UDAT_PARSE_MULTIPLE_PATTERNS_FOR_MATCH, 0, &status);
        ucal_setAttribute(calendar, UCAL_LENIENT, 0);
    }
    if (U_FAILURE(status)) {
        udat_close(format);
        ucal_close(calendar);
        return status;
    }
    return wrap_date_format(format, calendar, status, result);
}

cicu_status cicu_datetime_best_pattern(const char *locale_id, const uint16_t *skeleton,
                                       int32_t skeleton_length, uint16_t *buffer,
                                       int32_t capacity, int32_t *length) {
    char locale[160];
    UErrorCode status = gregorian_locale(locale_id, locale, (int32_t)sizeof locale);
    *length = 0;
    if (U_FAILURE(status)) return status;
    UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
    if (U_FAILURE(status)) {
        udatpg_close(generator);
        return status;
    }
    *length = udatpg_getBestPattern(generator, skeleton, skeleton_length, buffer, capacity,
                                    &status);
    udatpg_close(generator);
    return status;
}

cicu_status cicu_datetime_format_open(const char *locale_id, int32_t date_style,
                                      int32_t time_style, const uint16_t *skeleton,
                                      int32_t skeleton_length, const uint16_t *zone,
                                      int32_t zone_length, cicu_date_format **result) {
    char locale[160];
    UErrorCode status = gregorian_locale(locale_id, locale, (int32_t)sizeof locale);
    *result = NULL;
    if (U_FAILURE(status)) return status;
    UDateFormat *format = NULL;
    if (skeleton_length > 0) {
        // A skeleton's pattern fits in 128 units: each field gives at most a few letters
        // and the locale's literals between them are short.
        UChar pattern[128];
        int32_t pattern_length = 0;
        status = cicu_datetime_best_pattern(locale_id, skeleton, skeleton_length, pattern, 128,
                                            &pattern_length);
        if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
        if (U_FAILURE(status)) return status;
        format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, zone_length, pattern,
                           pattern_length, &status);
    } else {
        format = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale,
                           zone, zone_length, NULL, 0, &status);
    }
    if (U_FAILURE(status)) {
        udat_close(format);
        return status;
    }
    UCalendar *calendar = ucal_open(zone, zone_length, locale, UCAL_GREGORIAN, &status);
    if (U_SUCCESS(status)) ucal_setGregorianChange(calendar, proleptic_change, &status);
    if (U_FAILURE(status)) {
        udat_close(format);
        ucal_close(calendar);
        return status;
    }
    udat_setCalendar(format, calendar);
    return wrap_date_format(format, calendar, status, result);
}

cicu_status cicu_datetime_format(cicu_date_format *format, double millis, uint16_t *buffer,
                                 int32_t capacity, int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    ucal_clear(format->calendar);
    ucal_setMillis(format->calendar, millis, &status);
    if (U_FAILURE(status)) return status;
    *length = udat_formatCalendar(format->format, format->calendar, buffer, capacity, NULL,
                                  &status);
    return status;
}

cicu_status cicu_date_format_clone(const cicu_date_format *prototype, cicu_date_format **result) {
    UErrorCode status = U_ZERO_ERROR;
    *result = NULL;
    UDateFormat *format = udat_clone(prototype->format, &status);
    if (U_FAILURE(status)) {
        udat_close(format);
        return status;
    }
    UCalendar *calendar = ucal_clone(prototype->calendar, &status);
    if (U_FAILURE(status)) {
        udat_close(format);
        ucal_close(calendar);
        return status;
    }
    return wrap_date_format(format, calendar, status, result);
}

void cicu_date_format_close(cicu_date_format *format) {
    if (format == NULL) return;
    udat_close(format->format);
    ucal_close(format->calendar);
    free(format);
}

cicu_status cicu_date_format_ymd(cicu_date_format *format, int32_t year, int32_t month,
                                 int32_t day, uint16_t *buffer, int32_t capacity,
                                 int32_t *length) {
    UErrorCode status = U_ZERO_ERROR;
    *length = 0;
    ucal_clear(format->calendar);
    ucal_set(format->calendar, UCAL_EXTENDED_YEAR, year);
    ucal_set(format->calendar, UCAL_MONTH, month - 1);
    ucal_set(format->calendar, UCAL_DATE, day);
    *length = udat_formatCalendar(format->format, format->calendar, buffer, capacity, NULL,
                                  &status);
    return status;
}

cicu_status cicu_date_parse_ymd(cicu_date_format *format, const uint16_t *text,
                                int32_t text_length, int32_t *position, int32_t *is_valid,
                                int32_t *year, int32_t *month, int32_t *day) {
    UErrorCode status = U_ZERO_ERROR;
    *position = 0;
    *is_valid = 0;
    *year = 0;
    *month = 0;
    *day = 0;
    ucal_clear(format->calendar);
    udat_parseCalendar(format->format, format->calendar, text, text_length, position, &status);
    if (U_FAILURE(status)) return status;
    UErrorCode field_status = U_ZERO_ERROR;
    int32_t y = ucal_get(format->calendar, UCAL_EXTENDED_YEAR, &field_status);
    int32_t m = ucal_get(format->calendar, UCAL_MONTH, &field_status);
    int32_t d = ucal_get(format->calendar, UCAL_DATE, &field_status);
    if (field_status == U_ILLEGAL_ARGUMENT_ERROR) {
        // Non-lenient calendar refused the fields: the text names no real day.
        return status;
    }
    if (U_FAILURE(field_status)) return field_status;
    *is_valid = 1;
    *year = y;
    *month = m + 1;
    *day = d;
    return status;
}

cicu_status cicu_time_zone_canonical(const uint16_t *zone, int32_t zone_length,
                                     uint16_t *buffer, int32_t capacity, int32_t *length,
                                     int32_t *is_system) {
    UErrorCode status = U_ZERO_ERROR;
    UBool system = 0;
    *length = ucal_getCanonicalTimeZoneID(zone, zone_length, buffer, capacity, &system, &status);
    *is_system = system ? 1 : 0;
    return status;
}

cicu_status cicu_zone_offsets_millis(const uint16_t *zone, int32_t zone_length,
                                     const double *millis, int32_t count, int32_t *offsets,
                                     int32_t *dst_offsets) {
    UErrorCode status = U_ZERO_ERROR;
    if (count < 0) return U_ILLEGAL_ARGUMENT_ERROR;
    UCalendar *calendar = ucal_open(zone, zone_length, "en", UCAL_GREGORIAN, &status);
    if (U_FAILURE(status)) {
        ucal_close(calendar);
        return status;
    }
    for (int32_t i = 0; i < count; i++) {
        ucal_setMillis(calendar, millis[i], &status);
        int32_t raw = ucal_get(calendar, UCAL_ZONE_OFFSET, &status);
        int32_t dst = ucal_get(calendar, UCAL_DST_OFFSET, &status);
        if (U_FAILURE(status)) break;
        offsets[i] = raw + dst;
        if (dst_offsets != NULL) dst_offsets[i] = dst;
    }
    ucal_close(calendar);
    return status;
}

double cicu_now_millis(void) { return ucal_getNow(); }
