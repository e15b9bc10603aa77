#ifndef CICU_PLURAL_H
#define CICU_PLURAL_H

#include "cicu_common.h"

/// Plural categories in CLDR order; the values `cicu_plural_*` functions report.
enum {
    CICU_PLURAL_ZERO = 0,
    CICU_PLURAL_ONE = 1,
    CICU_PLURAL_TWO = 2,
    CICU_PLURAL_FEW = 3,
    CICU_PLURAL_MANY = 4,
    CICU_PLURAL_OTHER = 5
};

/// Opened plural rules (ICU's UPluralRules). Selecting through a const pointer is
/// thread-safe (ICU's "thread-safe const APIs" rule); open and close are not.
typedef struct cicu_plural_rules cicu_plural_rules;

/// A number formatter that keeps a fixed count of visible fraction digits, used to give
/// the rules the operands (v, f, t, e) of a decimal as it would be displayed.
/// Formatting through a const pointer is thread-safe (documented in unumberformatter.h).
typedef struct cicu_plural_formatter cicu_plural_formatter;

/// Opens the cardinal (`ordinal == 0`) or ordinal rules of an ICU locale id.
cicu_status cicu_plural_open(const char *locale_id, int32_t ordinal, cicu_plural_rules **rules);

/// Closes rules opened by `cicu_plural_open`; NULL is ignored.
void cicu_plural_close(cicu_plural_rules *rules);

/// The category (`CICU_PLURAL_*`) the rules select for a number without visible fraction
/// digits beyond what the double itself carries. `category` is set only on success.
cicu_status cicu_plural_select_double(const cicu_plural_rules *rules, double number,
                                      int32_t *category);

/// The categories the rules use, as a bit set (`1 << CICU_PLURAL_*`).
cicu_status cicu_plural_categories(const cicu_plural_rules *rules, uint32_t *categories);

/// Opens a formatter for `locale_id` that shows at least `fraction_digits` fraction
/// digits (and never rounds), in scientific notation when `scientific` is non-zero.
cicu_status cicu_plural_formatter_open(const char *locale_id, int32_t fraction_digits,
                                       int32_t scientific, cicu_plural_formatter **formatter);

/// Closes a formatter; NULL is ignored.
void cicu_plural_formatter_close(cicu_plural_formatter *formatter);

/// Formats `decimal` (a "numeric string" such as "1.50" or "1.1E6", `length` bytes) with
/// `formatter`, then selects the category of the formatted number, so that visible
/// fraction digits and the exponent count as the plural operands v, f, t and e.
cicu_status cicu_plural_select_decimal(const cicu_plural_rules *rules,
                                       const cicu_plural_formatter *formatter,
                                       const char *decimal, int32_t length, int32_t *category);

// ICU's plural data (the "plurals" resource bundle, the CLDR rules ICU's PluralRules
// read), for baking. ICU's C API has no getter for a locale's rule text; the bundle has
// it. Tables: "locales" (cardinal) and "locales_ordinals" map a locale id to a rule set
// name; "rules" maps a set name to keyword -> rule text.

/// The number of locale ids the cardinal (`ordinal == 0`) or ordinal table names.
cicu_status cicu_plural_data_locale_count(int32_t ordinal, int32_t *count);

/// The locale id at `index` of that table (ASCII into `locale`) and the name of its rule
/// set (ASCII into `set`).
cicu_status cicu_plural_data_locale(int32_t ordinal, int32_t index, char *locale, int32_t locale_capacity,
                                    int32_t *locale_length, char *set, int32_t set_capacity,
                                    int32_t *set_length);

/// The number of rules (keywords) rule set `set` has.
cicu_status cicu_plural_data_rule_count(const char *set, int32_t *count);

/// The rule at `index` of rule set `set`: its keyword (ASCII into `keyword`) and its
/// text with samples (UTF-16 into `text`), in the bundle's order, which ICU evaluates.
cicu_status cicu_plural_data_rule(const char *set, int32_t index, char *keyword, int32_t keyword_capacity,
                                  int32_t *keyword_length, uint16_t *text, int32_t text_capacity,
                                  int32_t *text_length);

#endif
