import LocalizedValidationCLDR
import LocalizedValidationIntl

/// The per-locale services generated message code calls: plural selection and number
/// and date formatting, with the ICU objects opened once and shared.
///
/// Generated code holds one `LocaleRuntime` per supported locale in a `static let`, so
/// rendering a message opens nothing. Plural categories come from the rule sets the
/// catalog compiler baked from its ICU's CLDR data into that code (cardinal and
/// ordinal, each rule's CLDR text beside it), never from ICU's plural rules at run time:
/// an `Int` is selected on directly, and a `NUMBER()` result on the operands of the
/// digits ICU's formatter shows (`1,0` in ru has one visible fraction digit, so it is
/// `other`). ICU still writes the number and date text.
///
/// Rendering never fails: the catalog compiler has already checked every locale against
/// this ICU, so a failure here would mean ICU lost its data at run time; then numbers
/// and dates fall back to plain ASCII (`1234.5`, `2024-02-29`) and their categories to
/// `other` rather than crashing a UI or a request.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import LocalizedValidationMessages`, and it may change with the compiler.
@_spi(Generated) public final class LocaleRuntime: Sendable {
    /// The BCP 47 tag this runtime serves.
    public let identifier: String
    private let locale: IntlLocale?
    /// The locale's cardinal rules, baked into the generated code.
    private let cardinalRules: PluralRuleSet
    /// The locale's ordinal rules, baked into the generated code.
    private let ordinalRules: PluralRuleSet
    /// The baked rules' categories for the integers most messages count (0 ..< 1024),
    /// evaluated once: a lookup is several times faster than walking the rules
    /// (measured with `Benchmarks --filter render/ru/plural`), and the tables are small
    /// (a byte per entry).
    private let smallCardinals: [PluralCategory]
    private let smallOrdinals: [PluralCategory]
    private let integerFormat: IntlNumberFormat?
    private let dateFormat: IntlDateFormat?
    /// `NUMBER()` formatters by options, created on first use and read without a lock
    /// (rendering runs on every core). The options are those the catalogs write, so
    /// the bound is never reached by a real catalog; it keeps the cache bounded anyway.
    private let decimalFormatters = LocaleCache<DecimalFormatOptions, DecimalFormatter>()
    /// ICU's text for the same small integers (`format(_:)`), asked once: formatting
    /// through ICU (open-free, but a UTF-16 round trip and a new `String`) was most of
    /// what rendering a validation message with a count cost on the request path. The
    /// table holds ICU's own output, so it is exact by construction; it is bounded
    /// (1,024 short strings per supported locale, which the generated code holds once).
    private let smallFormatted: [String]
    private static let smallIntegerLimit = 1024

    /// Opens the services for `identifier` (a BCP 47 tag the compiler validated), selecting
    /// plural categories with `cardinal` and `ordinal`, the locale's rules as the compiler
    /// baked them.
    public init(_ identifier: String, cardinal: PluralRuleSet, ordinal: PluralRuleSet) {
        self.identifier = identifier
        let locale = try? IntlLocale(identifier)
        self.locale = locale
        cardinalRules = cardinal
        ordinalRules = ordinal
        smallCardinals = (0..<Self.smallIntegerLimit).map { cardinal.category(for: $0) }
        smallOrdinals = (0..<Self.smallIntegerLimit).map { ordinal.category(for: $0) }
        integerFormat = locale.flatMap { try? IntlNumberFormat(locale: $0) }
        dateFormat = locale.map { IntlDateFormat(locale: $0) }
        let format = integerFormat
        smallFormatted = (0..<Self.smallIntegerLimit).map { Self.icuFormat($0, with: format) }
    }

    /// The cardinal plural category of `value` (`one` for 21 in ru).
    public func plural(_ value: Int) -> PluralCategory {
        pluralCategory(value, ordinal: false)
    }

    /// The ordinal plural category of `value` (`two` for 22 in en: "22nd").
    public func ordinal(_ value: Int) -> PluralCategory {
        pluralCategory(value, ordinal: true)
    }

    /// The baked cardinal or ordinal rules this runtime selects with.
    public func pluralRules(ordinal: Bool) -> PluralRuleSet {
        ordinal ? ordinalRules : cardinalRules
    }

    func pluralCategory(_ value: Int, ordinal: Bool) -> PluralCategory {
        if value >= 0, value < Self.smallIntegerLimit {
            return ordinal ? smallOrdinals[value] : smallCardinals[value]
        }
        return ordinal ? ordinalRules.category(for: value) : cardinalRules.category(for: value)
    }

    /// `value` with the locale's digits and grouping (`1 000` in ru, `1.000` in pt-BR).
    public func format(_ value: Int) -> String {
        if value >= 0, value < Self.smallIntegerLimit { return smallFormatted[value] }
        return Self.icuFormat(value, with: integerFormat)
    }

    private static func icuFormat(_ value: Int, with format: IntlNumberFormat?) -> String {
        (try? format?.format(value)) ?? String(value)
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

    /// Formats with the formatter of `options` and selects with the cardinal or ordinal
    /// rules on the operands of the digits shown (`other` for NaN and infinity, which
    /// have none); `fallback` and `other` when ICU cannot format (its data is missing).
    private func formatAndSelect(
        _ options: DecimalFormatOptions, ordinal: Bool, fallback: String,
        _ body: (DecimalFormatter) throws -> (text: String, operands: PluralOperands?)
    ) -> (text: String, category: PluralCategory) {
        guard let formatter = decimalFormatter(options), let result = try? body(formatter) else {
            return (fallback, .other)
        }
        guard let operands = result.operands else { return (result.text, .other) }
        let rules = ordinal ? ordinalRules : cardinalRules
        return (result.text, rules.category(for: operands))
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
