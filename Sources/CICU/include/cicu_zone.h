#ifndef CICU_ZONE_H
#define CICU_ZONE_H

#include "cicu_common.h"

/// A string of the `zoneStrings` table of ICU's zone data for `locale_id`, as ICU's
/// time-zone formats read it: `path` is a key of the table ("gmtFormat", "hourFormat",
/// "gmtZeroFormat") or a key and a key of its sub-table ("meta:Europe_Central/ls"). The
/// locale's own data answers first, then its parents' (the bundle's "%%Parent", else the
/// id truncated) up to root. U_MISSING_RESOURCE_ERROR when no locale of the chain has the
/// string, or when the nearest one that does blocks inheritance with CLDR's "∅∅∅".
cicu_status cicu_zone_string(const char *locale_id, const char *path, uint16_t *buffer,
                             int32_t capacity, int32_t *length);

#endif
