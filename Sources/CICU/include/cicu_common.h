#ifndef CICU_COMMON_H
#define CICU_COMMON_H

#include <stdint.h>

/// ICU's UErrorCode as a plain integer: > 0 failure, <= 0 success (< 0 a warning).
typedef int32_t cicu_status;

/// The symbolic name of a status ("U_BUFFER_OVERFLOW_ERROR"); static storage.
const char *cicu_status_name(cicu_status status);

/// The version of ICU in use, as "72.1"; `buffer` holds at least 24 bytes.
void cicu_version(char *buffer, int32_t capacity);

/// The Unicode version ICU's data follows, as "15.0".
void cicu_unicode_version(char *buffer, int32_t capacity);

// 1 when the shim is compiled against the toolchain's copy of Apple's ICU
// (_FoundationICU, LV_APPLE_ICU), 0 for the system's ICU.
int32_t cicu_is_apple_icu(void);

/// Converts a BCP 47 tag to an ICU locale id. `parsed` receives how many bytes of the
/// tag were understood, so a caller can reject trailing garbage.
cicu_status cicu_locale_from_tag(const char *tag, char *locale_id, int32_t capacity,
                                 int32_t *length, int32_t *parsed);

/// Converts an ICU locale id back to a canonical BCP 47 tag.
cicu_status cicu_locale_to_tag(const char *locale_id, char *tag, int32_t capacity,
                               int32_t *length);

/// The language subtag of an ICU locale id ("pt_BR" -> "pt").
cicu_status cicu_locale_language(const char *locale_id, char *language, int32_t capacity,
                                 int32_t *length);

/// Number of locales ICU has data for, and the id of the one at `index`.
int32_t cicu_available_locale_count(void);
const char *cicu_available_locale(int32_t index);

/// The locale id without keywords, private use included ("en@x=1" -> "en").
cicu_status cicu_locale_base_name(const char *locale_id, char *buffer, int32_t capacity,
                                  int32_t *length);

/// The variant subtags of a locale id ("en_GB_FONIPA" -> "FONIPA"); empty for none.
cicu_status cicu_locale_variant(const char *locale_id, char *buffer, int32_t capacity,
                                int32_t *length);

/// The value of one keyword ("numbers" of "ar@numbers=latn" -> "latn"); empty for none.
cicu_status cicu_locale_keyword(const char *locale_id, const char *keyword, char *buffer,
                                int32_t capacity, int32_t *length);

/// The locale whose data ICU's resource bundles use for `base_name` (ULOC_ACTUAL_LOCALE
/// of ures_open: after aliases and fallback; "en_ZZ" -> "en", "zh_TW" -> "zh_Hant_TW"); "root"
/// when ICU has nothing for it (U_USING_DEFAULT_WARNING, the default locale's data: never used).
cicu_status cicu_locale_data_locale(const char *base_name, char *buffer, int32_t capacity,
                                    int32_t *length);

/// ICU's legacy locale aliases ("iw", "zh_TW", "sr_ME"): ids with data through an alias
/// bundle that `uloc_getAvailable` does not list. `index` from 0 to the count.
int32_t cicu_legacy_alias_locale_count(void);
cicu_status cicu_legacy_alias_locale(int32_t index, char *buffer, int32_t capacity,
                                     int32_t *length);

/// The script likely subtags give a locale ("sr" -> "Cyrl", "sr_ME" -> "Latn"); empty
/// when ICU knows none.
cicu_status cicu_locale_likely_script(const char *locale_id, char *buffer, int32_t capacity,
                                      int32_t *length);

/// Every locale CLDR's parentLocales table names as a child ("az_Arab", "en_GB"…),
/// space-separated: ids whose fallback ICU takes from that table.
cicu_status cicu_parent_locale_children(char *buffer, int32_t capacity, int32_t *length);

/// The quotation marks of a locale (CLDR delimiters, ICU's ulocdata_getDelimiter):
/// `kind` 0 quotation start, 1 quotation end, 2 alternate (nested) quotation start,
/// 3 alternate quotation end. UTF-16 into `buffer`, its length in `length`. Fallback to a
/// parent locale's or root's data is a warning (< 0), not a failure.
cicu_status cicu_locale_delimiter(const char *locale_id, int32_t kind, uint16_t *buffer,
                                  int32_t capacity, int32_t *length);

/// The name of a locale in the language of `display_locale_id` (ICU's uloc_getDisplayName:
/// "ru" in "en" -> "Russian", "pt_BR" in "pt_BR" -> "português (Brasil)"), UTF-16 into
/// `buffer`. A name from fallback data is a warning (< 0); an unknown language is shown
/// by its code.
cicu_status cicu_locale_display_name(const char *locale_id, const char *display_locale_id,
                                     uint16_t *buffer, int32_t capacity, int32_t *length);

#endif
