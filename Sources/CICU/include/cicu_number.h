#ifndef CICU_NUMBER_H
#define CICU_NUMBER_H

#include "cicu_common.h"

/// An opened ICU decimal number format (a UNumberFormat). Not thread-safe: ICU
/// documents that DecimalFormat objects are not synchronized, so one object has one user
/// at a time (the Swift side lends clones, cicu_number_format_clone, one per thread).
typedef struct cicu_number_format cicu_number_format;

/// One localized symbol as UTF-16 (a decimal separator, a digit, a minus sign...).
typedef struct cicu_number_symbol {
    uint16_t text[16];
    int32_t length;
} cicu_number_symbol;

/// The symbols and grouping sizes a locale's decimal format uses.
typedef struct cicu_number_symbols {
    cicu_number_symbol decimal_separator;
    cicu_number_symbol grouping_separator;
    cicu_number_symbol minus_sign;
    cicu_number_symbol plus_sign;
    cicu_number_symbol exponent;
    cicu_number_symbol percent;
    cicu_number_symbol per_mill;
    /// The locale's own digits 0...9 (ASCII for latn locales).
    cicu_number_symbol digits[10];
    /// Digits in the group nearest the decimal separator (3 in en).
    int32_t primary_grouping_size;
    /// Digits in the other groups (2 in hi: 12,34,567); 0 when equal to the primary.
    int32_t secondary_grouping_size;
} cicu_number_symbols;

/// Opens a decimal format for `locale_id`. When `exact` is nonzero, the format keeps
/// every fraction digit (for formatting a parsed decimal back); otherwise it uses the
/// locale's defaults (at most 3 fraction digits, rounding half-even).
cicu_status cicu_number_format_open(const char *locale_id, int32_t exact,
                                    cicu_number_format **format);

/// Closes a format opened by cicu_number_format_open; NULL is ignored.
void cicu_number_format_close(cicu_number_format *format);

/// A copy of `prototype` (unum_clone), for another thread; safe to call from many threads
/// at once on a prototype no one formats with (ICU's const API). `*format` is NULL on
/// failure.
cicu_status cicu_number_format_clone(const cicu_number_format *prototype,
                                     cicu_number_format **format);

/// Reads the locale symbols and grouping sizes of an opened format.
cicu_status cicu_number_format_symbols(const cicu_number_format *format,
                                       cicu_number_symbols *symbols);

/// What a format writes around and between the digits of an integer, beyond its symbols:
/// read to bake a locale's number data (the ICU-free NumberFormatData).
typedef struct cicu_number_layout {
    /// Nonzero when the format groups digits (UNUM_GROUPING_USED).
    int32_t grouping_used;
    /// UNUM_MINIMUM_GROUPING_DIGITS; -1 when the format sets none (it then groups from the
    /// first group, as 1 does).
    int32_t minimum_grouping_digits;
    /// The affixes of positive and negative numbers, symbols substituted
    /// (unum_getTextAttribute): "" "" "-" "" in en.
    cicu_number_symbol positive_prefix;
    cicu_number_symbol positive_suffix;
    cicu_number_symbol negative_prefix;
    cicu_number_symbol negative_suffix;
} cicu_number_layout;

/// Reads the grouping attributes and affixes of an opened format; an affix longer than a
/// cicu_number_symbol holds is U_BUFFER_OVERFLOW_ERROR.
cicu_status cicu_number_format_layout(const cicu_number_format *format, cicu_number_layout *layout);

/// Formats an integer (unum_formatInt64). `length` receives the length needed; the
/// status is U_BUFFER_OVERFLOW_ERROR when `capacity` was too small.
cicu_status cicu_number_format_int64(const cicu_number_format *format, int64_t value,
                                     uint16_t *buffer, int32_t capacity, int32_t *length);

/// Formats a double (unum_formatDouble); same buffer contract as the int64 variant.
/// Formats an integer straight to UTF-8 (the form Swift strings use), converting from
/// ICU's UTF-16 on the stack; needs at most 128 bytes of `buffer`.
cicu_status cicu_number_format_int64_utf8(const cicu_number_format *format, int64_t value,
                                          char *buffer, int32_t capacity, int32_t *length);

cicu_status cicu_number_format_double(const cicu_number_format *format, double value,
                                      uint16_t *buffer, int32_t capacity, int32_t *length);

/// Formats a decimal number string such as "-1234.50" exactly (unum_formatDecimal),
/// with at least `minimum_fraction_digits` fraction digits (2 keeps the "0" of
/// "1234.50", which ICU otherwise drops). Sets an attribute of `format`, which is the
/// caller's alone while it calls, as for any other call.
cicu_status cicu_number_format_decimal(cicu_number_format *format, const char *decimal,
                                       int32_t decimal_length, int32_t minimum_fraction_digits,
                                       uint16_t *buffer, int32_t capacity, int32_t *length);

#endif
