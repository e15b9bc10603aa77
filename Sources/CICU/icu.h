// Which ICU the shim is compiled against. By default the system's (Debian's libicu-dev,
// headers <unicode/...>). With CICU_APPLE_ICU, set by Package.swift when LV_APPLE_ICU
// names the toolchain's lib/swift folder, the toolchain's copy of Apple's patched ICU
// (_FoundationICU: headers <_foundation_unicode/...>, which rename every function with
// a swift_ prefix). Every ICU header the shim reads goes through CICU_ICU(name).
#ifndef CICU_ICU_H
#define CICU_ICU_H

#ifdef CICU_APPLE_ICU
#define CICU_ICU(header) <_foundation_unicode/header>
#else
#define CICU_ICU(header) <unicode/header>
#endif

#endif
