#ifndef CICU_DATE_H
#define CICU_DATE_H

#include "cicu_common.h"

/// An opened ICU date format (a UDateFormat) together with a working calendar, both in
/// GMT with the proleptic Gregorian calendar. NOT thread-safe (ICU's SimpleDateFormat
/// mutates itself while formatting and parsing): one user at a time, each thread with
/// its own clone (cicu_date_format_clone).
typedef struct cicu_date_format cicu_date_format;

/// The pattern ICU uses for a date style in a locale (`style`: 0 full, 1 long,
/// 2 medium, 3 short, as UDateFormatStyle), for the Gregorian calendar.
cicu_status cicu_date_style_pattern(const char *locale_id, int32_t style, uint16_t *buffer,
                                    int32_t capacity, int32_t *length);

/// The pattern ICU formats a date style and a time style with (-1 for none, else as
/// cicu_date_style_pattern), the locale's glue between them included: what
/// cicu_datetime_format_open formats with for those styles.
cicu_status cicu_datetime_style_pattern(const char *locale_id, int32_t date_style,
                                        int32_t time_style, uint16_t *buffer, int32_t capacity,
                                        int32_t *length);

/// Opens a date format for `pattern` in `locale_id`, in GMT, with the proleptic
/// Gregorian calendar. When `strict` is nonzero, parsing is non-lenient: no rollover
/// (31/02 fails), no whitespace or numeric leniency, no partial literal matches.
cicu_status cicu_date_format_open(const char *locale_id, const uint16_t *pattern,
                                  int32_t pattern_length, int32_t strict,
                                  cicu_date_format **format);

/// Opens a date-time format for formatting instants in `zone` with the proleptic
/// Gregorian calendar. With a non-empty `skeleton` (CLDR skeleton such as "yMMMdjmm"),
/// the pattern is the locale's best for it (udatpg_getBestPattern); otherwise the
/// locale's pattern for `date_style` and `time_style` (UDateFormatStyle values, -1 for
/// none). Closed with cicu_date_format_close.
cicu_status cicu_datetime_format_open(const char *locale_id, int32_t date_style,
                                      int32_t time_style, const uint16_t *skeleton,
                                      int32_t skeleton_length, const uint16_t *zone,
                                      int32_t zone_length, cicu_date_format **format);

/// Formats the instant `millis` (milliseconds since 1970-01-01T00:00Z) with a format
/// opened by cicu_datetime_format_open.
cicu_status cicu_datetime_format(cicu_date_format *format, double millis, uint16_t *buffer,
                                 int32_t capacity, int32_t *length);

/// The locale's best pattern for a CLDR date-time skeleton (udatpg_getBestPattern), in
/// the Gregorian calendar.
cicu_status cicu_datetime_best_pattern(const char *locale_id, const uint16_t *skeleton,
                                       int32_t skeleton_length, uint16_t *buffer,
                                       int32_t capacity, int32_t *length);

/// Closes a format opened by cicu_date_format_open; NULL is ignored.
void cicu_date_format_close(cicu_date_format *format);

/// A copy of `prototype` (udat_clone and ucal_clone: pattern, settings, zone, calendar),
/// for another thread. Safe to call from many threads at once on a prototype no one
/// formats or parses with (ICU's const API). `*format` is NULL on failure.
cicu_status cicu_date_format_clone(const cicu_date_format *prototype, cicu_date_format **format);

/// Formats the calendar date year-month-day (month 1...12).
cicu_status cicu_date_format_ymd(cicu_date_format *format, int32_t year, int32_t month,
                                 int32_t day, uint16_t *buffer, int32_t capacity,
                                 int32_t *length);

/// Parses `text` from offset 0. On U_PARSE_ERROR `position` is where parsing failed;
/// on success it is where parsing stopped (which may be before the end: the caller
/// checks). `is_valid` is 0 when the text matched the pattern but names no day in the
/// calendar (31/02, 29/02/2023): non-lenient ICU reports success for the parse and
/// the failure only when the fields are read. `year` is the extended (proleptic) year.
cicu_status cicu_date_parse_ymd(cicu_date_format *format, const uint16_t *text,
                                int32_t text_length, int32_t *position, int32_t *is_valid,
                                int32_t *year, int32_t *month, int32_t *day);

/// Canonicalizes a time-zone id (ucal_getCanonicalTimeZoneID). Fails with
/// U_ILLEGAL_ARGUMENT_ERROR for an unknown id. `is_system` is nonzero for ids in the
/// tz database, zero for custom ids such as "GMT+03:00" (and for "Etc/Unknown").
cicu_status cicu_time_zone_canonical(const uint16_t *zone, int32_t zone_length,
                                     uint16_t *buffer, int32_t capacity, int32_t *length,
                                     int32_t *is_system);

/// The total offset from UTC (raw plus daylight saving, UCAL_ZONE_OFFSET + UCAL_DST_OFFSET)
/// in `zone` at each of the `count` instants `millis` (milliseconds since
/// 1970-01-01T00:00Z), in milliseconds, into `offsets`. One calendar serves all the
/// instants, as opening one costs far more than reading an offset. `zone` is validated
/// by the caller: ICU silently uses GMT for an unknown one. Unless NULL, `dst_offsets`
/// receives the daylight saving part of each offset (UCAL_DST_OFFSET).
cicu_status cicu_zone_offsets_millis(const uint16_t *zone, int32_t zone_length,
                                     const double *millis, int32_t count, int32_t *offsets,
                                     int32_t *dst_offsets);

/// The current time in milliseconds since 1970-01-01T00:00Z (ucal_getNow).
double cicu_now_millis(void);

#endif
