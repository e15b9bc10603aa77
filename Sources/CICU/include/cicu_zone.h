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

/// ICU's metazone mappings (metaZones/metazoneInfo) as text, one line per mapping: the
/// zone's key, its metazone and, for a mapping that does not cover all time, the UTC
/// minute it starts and the one it ends, tab-separated ("America:Indiana:Knox\t
/// America_Central\t1970-01-01 00:00\t1991-10-27 07:00\n"). UTF-8 into `buffer`;
/// `*length` is the whole text's length, U_BUFFER_OVERFLOW_ERROR when over `capacity`.
cicu_status cicu_metazone_mappings(char *buffer, int32_t capacity, int32_t *length);

/// Every zone id ICU knows (ucal_openTimeZones: canonical ids, links and the legacy ones
/// such as "UTC" and "US/Pacific"), one per line, as cicu_metazone_mappings writes.
cicu_status cicu_time_zone_ids(char *buffer, int32_t capacity, int32_t *length);

#endif
