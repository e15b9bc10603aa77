// CLocalizedValidationICU: the only code in the package that includes ICU headers.
//
// Foundation on Linux carries its own copy of ICU's headers, so a Swift module that
// sees both fails to compile. This header therefore uses plain C types only; the .c
// files include <unicode/*.h>. Every function that can fail returns ICU's status code
// (an int32_t; <= 0 is success) so the Swift side can turn it into an error.
#ifndef CICU_H
#define CICU_H

#include "cicu_common.h"
#include "cicu_text.h"
#include "cicu_plural.h"
#include "cicu_number.h"
#include "cicu_number_skeleton.h"
#include "cicu_date.h"
#include "cicu_zone.h"
#include "cicu_idna.h"
#include "cicu_spoof.h"
#include "cicu_precis.h"
#include "cicu_transliterate.h"

#endif
