#ifndef CICU_TRANSLITERATE_H
#define CICU_TRANSLITERATE_H

#include "cicu_common.h"

// Writes `text` (UTF-16) transliterated by ICU's "Any-Latin; Latin-ASCII" into `buffer`
// (`имя` -> `imya`, `gênero` -> `genero`). Returns the length the output needs; sets
// *status (U_BUFFER_OVERFLOW_ERROR when `capacity` is too small). Opens the
// transliterator on every call: callers bound how often they ask.
int32_t cicu_transliterate_to_ascii(const uint16_t *text, int32_t length, uint16_t *buffer,
                                    int32_t capacity, cicu_status *status);

#endif
