// ICU-free types of LocalizedValidationCLDR that code importing this module names:
// LocaleNegotiation (generated catalogs, the server product, apps through
// LocalizedValidation), and the values of `Date` and `DateTime` arguments, so that an app
// depending on this product alone calls its generated catalogs with one import.
@_exported import struct LocalizedValidationCLDR.CalendarDate
@_exported import struct LocalizedValidationCLDR.DateParseError
@_exported import enum LocalizedValidationCLDR.LocaleNegotiation
@_exported import struct LocalizedValidationCLDR.TimeZoneError
@_exported import struct LocalizedValidationCLDR.TimeZoneID
@_exported import struct LocalizedValidationCLDR.ZonedDateTime
