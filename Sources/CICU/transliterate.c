#include "cicu_transliterate.h"

#include <string.h>
#include "icu.h"
#include CICU_ICU(utrans.h)

static const UChar rules_id[] = u"Any-Latin; Latin-ASCII";

int32_t cicu_transliterate_to_ascii(const uint16_t *text, int32_t length, uint16_t *buffer,
                                    int32_t capacity, cicu_status *status) {
    UErrorCode error = U_ZERO_ERROR;
    if (length < 0 || capacity < 0 || (capacity > 0 && buffer == NULL) || (length > 0 && text == NULL)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UTransliterator *transliterator =
        utrans_openU(rules_id, -1, UTRANS_FORWARD, NULL, 0, NULL, &error);
    if (U_FAILURE(error)) {
        *status = error;
        return 0;
    }
    // utrans_transUChars works in place: copy the text into the buffer when it fits
    // (the result grows at most as ICU reports through the limit), else report the size
    // a retry needs from a transliteration into a scratch copy.
    int32_t needed = length;
    if (length <= capacity) {
        memcpy(buffer, text, (size_t)length * sizeof(UChar));
        int32_t text_length = length;
        int32_t limit = length;
        utrans_transUChars(transliterator, (UChar *)buffer, &text_length, capacity, 0, &limit, &error);
        needed = text_length;
    } else {
        error = U_BUFFER_OVERFLOW_ERROR;
        needed = length * 4;
    }
    utrans_close(transliterator);
    *status = error;
    return needed;
}
