import LocalizedValidationCLDR
import LocalizedValidationIntl
@_spi(Generated) import LocalizedValidationMessages

/// What generated message code formats through ICU: `NUMBER()` with options (fraction and
/// significant digits, percent, currency, units) and `DATETIME()`, for one locale, with
/// the ICU objects opened once and shared.
///
/// Generated code holds one `LocaleFormatting` per supported locale in a `static let`,
/// beside its ``LocaleRuntime``, only when the module's catalogs format numbers with
/// options or dates; a catalog that does not need neither this module nor ICU. A
/// `NUMBER()` result's plural category comes from the runtime's baked rules, on the
/// operands of the digits ICU's formatter shows (`1,0` in ru has one visible fraction
/// digit, so it is `other`).
///
/// Rendering never fails: the catalog compiler has already checked every locale against
/// this ICU, so a failure here would mean ICU lost its data at run time; then numbers
/// and dates fall back to plain ASCII (`1234.5`, `2024-02-29`) and their categories to
/// `other` rather than crashing a UI or a request.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import LocalizedValidationFormatting`, and it may change with the compiler.
@_spi(Generated) public final class LocaleFormatting: Sendable {
    /// The runtime whose locale this formats in, and whose rules select categories.
    public let runtime: LocaleRuntime
    private let locale: IntlLocale?
    private let dateFormat: IntlDateFormat?
    /// `NUMBER()` formatters by options, created on first use and read without a lock
    /// (rendering runs on every core). The options are those the catalogs write, so
    /// the bound is never reached by a real catalog; it keeps the cache bounded anyway.
    private let decimalFormatters = LocaleCache<DecimalFormatOptions, DecimalFormatter>()

    /// Opens ICU's formatters for `runtime`'s locale.
    ///
    /// - Parameter runtime: The locale's runtime, as the generated code declares it.
    public init(_ runtime: LocaleRuntime) {
        self.runtime = runtime
        let locale = try? IntlLocale(runtime.identifier)
        self.locale = locale
        dateFormat = locale.map { IntlDateFormat(locale: $0) }
    }

    /// `value` formatted with `NUMBER()` options, and the plural category of the number
    /// as shown (`1,0` is `other` in ru).
    public func format(
        _ value: Double,
        options: DecimalFormatOptions,
        ordinal: Bool = false
    ) -> (text: String, category: PluralCategory) {
        formatAndSelect(options, ordinal: ordinal, fallback: String(value)) { formatter in
            try formatter.formatWithOperands(value)
        }
    }

    /// `value` formatted with `NUMBER()` options.
    public func format(_ value: Double, options: DecimalFormatOptions) -> String {
        format(value, options: options, ordinal: false).text
    }

    /// An integer formatted with `NUMBER()` options, exactly (never through `Double`:
    /// 2⁵³ + 1 keeps its last digit, and so does its category), and the plural category of
    /// the number as shown.
    public func format(
        _ value: Int,
        options: DecimalFormatOptions,
        ordinal: Bool = false
    ) -> (text: String, category: PluralCategory) {
        formatAndSelect(options, ordinal: ordinal, fallback: String(value)) { formatter in
            try formatter.formatWithOperands(decimal: String(value))
        }
    }

    /// An integer formatted with `NUMBER()` options, exactly.
    public func format(_ value: Int, options: DecimalFormatOptions) -> String {
        format(value, options: options, ordinal: false).text
    }

    /// Formats with the formatter of `options` and selects with the runtime's cardinal or
    /// ordinal rules on the operands of the digits shown (`other` for NaN and infinity,
    /// which have none); `fallback` and `other` when ICU cannot format (its data is missing).
    private func formatAndSelect(
        _ options: DecimalFormatOptions, ordinal: Bool, fallback: String,
        _ body: (DecimalFormatter) throws -> (text: String, operands: PluralOperands?)
    ) -> (text: String, category: PluralCategory) {
        guard let formatter = decimalFormatter(options), let result = try? body(formatter) else {
            return (fallback, .other)
        }
        guard let operands = result.operands else { return (result.text, .other) }
        return (result.text, runtime.pluralRules(ordinal: ordinal).category(for: operands))
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

    private func decimalFormatter(_ options: DecimalFormatOptions) -> DecimalFormatter? {
        guard let locale else { return nil }
        return try? decimalFormatters.value(for: options) { () throws(IntlError) in
            do {
                return try DecimalFormatter(locale: locale, options: options)
            } catch let error as IntlError {
                throw error
            } catch {
                throw IntlError(reason: .invalidArgument, message: "\(error)")
            }
        }
    }
}
