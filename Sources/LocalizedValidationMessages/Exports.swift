// The values of `Date` and `DateTime` arguments, so that an app depending on this product
// alone can call its generated catalogs with one import; they are CLDR's, ICU-free.
@_exported import struct LocalizedValidationCLDR.CalendarDate
@_exported import struct LocalizedValidationCLDR.DateParseError
// LocaleNegotiation needs no ICU, so it lives in LocalizedValidationCLDR; code that imports
// this module (generated catalogs, the server product, apps through LocalizedValidation)
// names it as before.
@_exported import enum LocalizedValidationCLDR.LocaleNegotiation
@_exported import struct LocalizedValidationCLDR.TimeZoneError
@_exported import struct LocalizedValidationCLDR.TimeZoneID
@_exported import struct LocalizedValidationCLDR.ZonedDateTime
