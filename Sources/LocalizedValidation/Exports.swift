// One import for an app: `import LocalizedValidation` brings the types its API is made
// of and that an app's generated catalogs use — `LocalizedText`, `LocalizedMessage`,
// `ArgumentIsolation` (LocalizedValidationMessages), `IntlLocale`, `TimeZoneID`,
// `CalendarClock`, `PluralCategory` (LocalizedValidationIntl, which re-exports that one type
// from the ICU-free LocalizedValidationCLDR), and the ICU formatting of `NUMBER()` options
// and dates that generated catalogs may call (LocalizedValidationFormatting). Without
// these, every file that validates a form needed several imports, and the README's sample
// did not compile with the one it showed. Nothing else is re-exported: not the C shim, not
// the compiler (see Documentation/Decisions.md).
@_exported import LocalizedValidationFormatting
@_exported import LocalizedValidationIntl
@_exported import LocalizedValidationMessages
