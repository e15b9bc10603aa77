// A calendar day is plain data in LocalizedValidationCLDR, where generated code formats it
// without ICU; this module's users see it, its parse errors and the birthday rule as before.
@_exported import struct LocalizedValidationCLDR.CalendarDate
@_exported import struct LocalizedValidationCLDR.DateParseError
@_exported import enum LocalizedValidationCLDR.LeapDayBirthdayRule
@_exported import struct LocalizedValidationCLDR.TimeZoneError
@_exported import struct LocalizedValidationCLDR.TimeZoneID
@_exported import struct LocalizedValidationCLDR.ZonedDateTime
