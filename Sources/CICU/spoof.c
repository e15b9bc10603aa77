#include "cicu_spoof.h"

#include "icu.h"
#include CICU_ICU(uset.h)
#include CICU_ICU(uspoof.h)
#include CICU_ICU(utf8.h)
#include CICU_ICU(utypes.h)

static const USpoofChecker *icu_checker(const cicu_spoof *checker) {
    return (const USpoofChecker *)(const void *)checker;
}

cicu_status cicu_spoof_open(cicu_spoof **checker) {
    *checker = NULL;
    UErrorCode status = U_ZERO_ERROR;
    USpoofChecker *opened = uspoof_open(&status);
    // USPOOF_AUX_INFO makes uspoof_check2 record the restriction level in the result even
    // when the string passes; the configured level only decides the failure bit.
    uspoof_setChecks(opened, USPOOF_CONFUSABLE | USPOOF_RESTRICTION_LEVEL | USPOOF_AUX_INFO, &status);
    if (U_FAILURE(status)) {
        uspoof_close(opened);
        return status;
    }
    uspoof_setRestrictionLevel(opened, USPOOF_HIGHLY_RESTRICTIVE);
    // UTS #39 5.2 step 1 makes a string with characters outside the identifier profile
    // "unrestricted", but ICU's allowed set defaults to every code point (so "a😀" would be
    // single-script). Restrict it to the profile: the recommended and inclusion sets.
    USet *profile = uset_cloneAsThawed(uspoof_getRecommendedSet(&status));
    if (profile == NULL && U_SUCCESS(status)) status = U_MEMORY_ALLOCATION_ERROR;
    if (U_SUCCESS(status)) uset_addAll(profile, uspoof_getInclusionSet(&status));
    if (U_SUCCESS(status)) uspoof_setAllowedChars(opened, profile, &status);
    uset_close(profile);
    if (U_FAILURE(status)) {
        uspoof_close(opened);
        return status;
    }
    *checker = (cicu_spoof *)(void *)opened;
    return status;
}

void cicu_spoof_close(cicu_spoof *checker) {
    if (checker != NULL) uspoof_close((USpoofChecker *)(void *)checker);
}

cicu_status cicu_spoof_confusable(const cicu_spoof *checker, const char *first, int32_t first_length,
                                  const char *second, int32_t second_length, uint32_t *kinds) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t result = uspoof_areConfusableUTF8(icu_checker(checker), first, first_length, second,
                                              second_length, &status);
    if (U_FAILURE(status)) return status;
    uint32_t ours = 0;
    if (result & USPOOF_SINGLE_SCRIPT_CONFUSABLE) ours |= CICU_SPOOF_SINGLE_SCRIPT;
    if (result & USPOOF_MIXED_SCRIPT_CONFUSABLE) ours |= CICU_SPOOF_MIXED_SCRIPT;
    if (result & USPOOF_WHOLE_SCRIPT_CONFUSABLE) ours |= CICU_SPOOF_WHOLE_SCRIPT;
    *kinds = ours;
    return status;
}

cicu_status cicu_spoof_skeleton(const cicu_spoof *checker, const char *text, int32_t length,
                                char *dest, int32_t capacity, int32_t *dest_length) {
    UErrorCode status = U_ZERO_ERROR;
    // The `type` argument is deprecated and ignored since ICU 58; 0 is its documented value.
    *dest_length = uspoof_getSkeletonUTF8(icu_checker(checker), 0, text, length, dest, capacity, &status);
    return status;
}

cicu_status cicu_spoof_restriction_level(const cicu_spoof *checker, const char *text, int32_t length,
                                         int32_t *level) {
    UErrorCode status = U_ZERO_ERROR;
    USpoofCheckResult *result = uspoof_openCheckResult(&status);
    if (U_FAILURE(status)) {
        uspoof_closeCheckResult(result);
        return status;
    }
    uspoof_check2UTF8(icu_checker(checker), text, length, result, &status);
    URestrictionLevel found = USPOOF_UNRESTRICTIVE;
    if (U_SUCCESS(status)) found = uspoof_getCheckResultRestrictionLevel(result, &status);
    uspoof_closeCheckResult(result);
    if (U_FAILURE(status)) return status;
    switch (found) {
    case USPOOF_ASCII: *level = CICU_SPOOF_ASCII; break;
    case USPOOF_SINGLE_SCRIPT_RESTRICTIVE: *level = CICU_SPOOF_SINGLE_SCRIPT_RESTRICTIVE; break;
    case USPOOF_HIGHLY_RESTRICTIVE: *level = CICU_SPOOF_HIGHLY_RESTRICTIVE; break;
    case USPOOF_MODERATELY_RESTRICTIVE: *level = CICU_SPOOF_MODERATELY_RESTRICTIVE; break;
    case USPOOF_MINIMALLY_RESTRICTIVE: *level = CICU_SPOOF_MINIMALLY_RESTRICTIVE; break;
    case USPOOF_UNRESTRICTIVE: *level = CICU_SPOOF_UNRESTRICTIVE; break;
    default: return U_INTERNAL_PROGRAM_ERROR;  // USPOOF_RESTRICTION_LEVEL_MASK or a newer level
    }
    return status;
}

cicu_status cicu_spoof_first_outside_profile(const cicu_spoof *checker, const char *text, int32_t length,
                                             int32_t *scalar) {
    UErrorCode status = U_ZERO_ERROR;
    // The allowed set is the identifier profile that cicu_spoof_open configured.
    const USet *allowed = uspoof_getAllowedChars(icu_checker(checker), &status);
    if (U_FAILURE(status)) return status;
    *scalar = -1;
    int32_t index = 0;
    while (index < length) {
        UChar32 c;
        U8_NEXT((const uint8_t *)text, index, length, c);
        if (c < 0 || !uset_contains(allowed, c)) {
            *scalar = c;
            break;
        }
    }
    return status;
}
