import LocalizedValidationCLDR
import LocalizedValidationIntl
@_spi(Generated) import LocalizedValidationMessages

/// What generated message code formats through ICU: the `DATETIME()` requests whose pattern
/// catalogc could not bake for a locale (a zone's name, as the long and full time styles
/// show; a week number), for one locale, with ICU's date format opened once and shared.
///
/// Generated code holds one `LocaleFormatting` per supported locale in a `static let`,
/// beside its ``LocaleRuntime``, only when the module's catalogs format that way; numbers,
/// `NUMBER()` with every option included, format with the runtime's baked data, and
/// calendar days and instants with baked patterns and names (`DatePatternFormat`, in the
/// zone's local time from the tz database), so most catalogs need neither this module nor
/// ICU.
///
/// Rendering never fails: the catalog compiler has already checked every locale against
/// this ICU, so a failure here would mean ICU lost its data at run time; then dates fall
/// back to ISO 8601 (`2024-02-29`) rather than crashing a UI or a request.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import LocalizedValidationFormatting`, and it may change with the compiler.
@_spi(Generated) public final class LocaleFormatting: Sendable {
    /// The runtime whose locale this formats in.
    public let runtime: LocaleRuntime
    private let locale: IntlLocale?
    private let dateFormat: IntlDateFormat?

    /// Opens ICU's date format for `runtime`'s locale.
    ///
    /// - Parameter runtime: The locale's runtime, as the generated code declares it.
    public init(_ runtime: LocaleRuntime) {
        self.runtime = runtime
        let locale = try? IntlLocale(runtime.identifier, allowingRootData: true)
        self.locale = locale
        dateFormat = locale.map { IntlDateFormat(locale: $0) }
    }

    /// `date` in the locale's `style` (`29.02.2024` in ru, short).
    public func format(_ date: CalendarDate, style: DateStyle) -> String {
        (try? dateFormat?.format(date, style: style)) ?? date.description
    }

    /// `date` formatted with `DATETIME()` field options (`yMMMMEEEEd`), as a calendar
    /// day: no time zone can move it.
    public func format(_ date: CalendarDate, options: DateTimeFormatOptions) -> String {
        guard let locale,
            let formatter = try? DateTimeFormatter(locale: locale, options: options, timeZone: .utc),
            let text = try? formatter.format(secondsSince1970: date.secondsSince1970)
        else { return date.description }
        return text
    }

    /// `value` formatted with `DATETIME()` options, in the options' time zone when they
    /// name one, else in the value's.
    public func format(_ value: ZonedDateTime, options: DateTimeFormatOptions) -> String {
        guard let locale,
            let formatter = try? DateTimeFormatter(locale: locale, options: options, timeZone: value.timeZone),
            let text = try? formatter.format(secondsSince1970: value.secondsSince1970)
        else { return "\(value.secondsSince1970)" }
        return text
    }
}
