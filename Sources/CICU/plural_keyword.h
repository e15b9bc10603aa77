// Private to the CLocalizedValidationICU target (not under include/): shared by plural.c and
// number_skeleton.c.
#ifndef CICU_PLURAL_KEYWORD_H
#define CICU_PLURAL_KEYWORD_H

#include "icu.h"
#include CICU_ICU(utypes.h)

/// Maps a CLDR plural keyword (UTF-16, `length` units) to CICU_PLURAL_*, or -1.
int32_t cicu_plural_category_from_uchars(const UChar *keyword, int32_t length);

#endif
