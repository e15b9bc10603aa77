// Generated code that formats numbers with options or dates names Intl's types
// (`DecimalFormatOptions`, `CalendarDate`) and Messages' runtime; importing this module
// brings both, as it brings ICU.
@_exported import LocalizedValidationIntl
@_exported import LocalizedValidationMessages
