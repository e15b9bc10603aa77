#ifndef CICU_NUMBER_SKELETON_H
#define CICU_NUMBER_SKELETON_H

#include "cicu_common.h"
#include "cicu_plural.h"

/// A UNumberFormatter made from a number skeleton (".00##", "group-off"); ICU documents
/// it as safe to share between threads.
typedef struct cicu_skeleton_formatter cicu_skeleton_formatter;

/// Opens a formatter for `locale_id` from a UTF-16 skeleton.
cicu_status cicu_skeleton_formatter_open(const char *locale_id, const uint16_t *skeleton,
                                         int32_t skeleton_length,
                                         cicu_skeleton_formatter **formatter);

/// The fraction digits a currency shows by default (2 for EUR, 0 for JPY), from ICU's
/// currency data (ucurr_getDefaultFractionDigits); `currency` is a NUL-terminated
/// three-letter ISO 4217 code in UTF-16.
cicu_status cicu_currency_fraction_digits(const uint16_t *currency, int32_t *digits);

void cicu_skeleton_formatter_close(cicu_skeleton_formatter *formatter);

/// Formats `value` into `buffer` (UTF-16) and, when `rules` is not NULL, selects the
/// plural category of the formatted number (so "1.0" with one fraction digit is "other"
/// in en) into `*category` (a CICU_PLURAL_* value).
cicu_status cicu_skeleton_format_double(const cicu_skeleton_formatter *formatter, double value,
                                        const cicu_plural_rules *rules, uint16_t *buffer,
                                        int32_t capacity, int32_t *length, int32_t *category);

/// Formats a decimal number string such as "-9007199254740993" or "1234.50" exactly
/// (unumf_formatDecimal: no rounding through a double); otherwise as the double variant.
cicu_status cicu_skeleton_format_decimal(const cicu_skeleton_formatter *formatter,
                                         const char *decimal, int32_t decimal_length,
                                         const cicu_plural_rules *rules, uint16_t *buffer,
                                         int32_t capacity, int32_t *length, int32_t *category);

/// Formats `value` (`decimal` == NULL) or the decimal string `decimal` into `buffer`
/// (UTF-16, as the functions above) and writes the formatted quantity's plain digits into
/// `digits` (ASCII, not terminated): the integer digits without grouping, then '.' and the
/// fraction digits when the text shows any ("1,0" in ru gives "1.0", "١٢٫٥٠" in ar
/// "12.50"). These are the digits plural operands are read from, as ICU's
/// uplrules_selectFormatted reads them. NaN and infinity give no digits. An exponent or a
/// compact suffix (which these formatters' skeletons never ask for) is U_UNSUPPORTED_ERROR;
/// more digits than `digits_capacity` U_BUFFER_OVERFLOW_ERROR.
cicu_status cicu_skeleton_format_digits(const cicu_skeleton_formatter *formatter, double value,
                                        const char *decimal, int32_t decimal_length,
                                        uint16_t *buffer, int32_t capacity, int32_t *length,
                                        char *digits, int32_t digits_capacity,
                                        int32_t *digits_length);

#endif
