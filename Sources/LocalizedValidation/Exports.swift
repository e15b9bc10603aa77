// One import for an app: `import LocalizedValidation` brings the types its API is made
// of and that an app's generated catalogs use — `LocalizedText`, `LocalizedMessage`,
// `ArgumentIsolation` (CatalogRuntime) and `IntlLocale`, `TimeZoneID`, `CalendarClock`
// (Intl). Without these, every file that validates a form needed three imports, and the
// README's sample did not compile with the one it showed (see Documentation/Decisions.md).
@_exported import LocalizedValidationMessages
@_exported import LocalizedValidationIntl
