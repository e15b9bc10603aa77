import LocalizedValidationCLDR

/// The per-locale data generated message code renders with, all of it baked into that code
/// by the catalog compiler from its ICU's CLDR data: plural rules, the digits and grouping
/// of integers, and quotation marks. Nothing here calls ICU, so an app whose catalogs use
/// only these links no ICU.
///
/// Generated code holds one `LocaleRuntime` per supported locale in a `static let`, so
/// rendering a message opens nothing. Plural categories come from the rule sets baked
/// into that code (cardinal and ordinal, each rule's CLDR text beside it); an `Int` is
/// written with the locale's ``NumberFormatData`` (`1 234` in ru, `١٬٢٣٤` in ar), and so is
/// a `Double` or a `NUMBER()` with options: a percent, a currency or a unit through the
/// `NumberStyleFormat` the generated code bakes for it. Tests prove both equal to ICU's
/// number formatter for every locale ICU has. Only `DATETIME()` needs ICU:
/// `LocaleFormatting`, in LocalizedValidationFormatting, gives it.
///
/// Plumbing for generated code, not API: generated files reach it with
/// `@_spi(Generated) import LocalizedValidationMessages`, and it may change with the compiler.
@_spi(Generated) public final class LocaleRuntime: Sendable {
    /// The BCP 47 tag whose data this runtime holds (a pseudo-locale's is its source's).
    public let identifier: String
    /// The locale's cardinal rules, baked into the generated code.
    private let cardinalRules: PluralRuleSet
    /// The locale's ordinal rules, baked into the generated code.
    private let ordinalRules: PluralRuleSet
    /// The locale's digits, separators and grouping, baked into the generated code.
    public let numbers: NumberFormatData
    /// The locale's quotation marks, baked into the generated code: a label quoted inside a
    /// message takes the inner pair (`MessageText.append(_:languageTag:runtime:isolation:)`).
    public let quotationMarks: QuotationMarks
    /// The baked rules' categories for the integers most messages count (0 ..< 1024),
    /// evaluated once: a lookup is several times faster than walking the rules
    /// (measured with `Benchmarks --filter render/ru/plural`), and the tables are small
    /// (a byte per entry).
    private let smallCardinals: [PluralCategory]
    private let smallOrdinals: [PluralCategory]
    /// The text of the same small integers, written once: a count is in nearly every
    /// message, and a table read costs less than writing the digits and a new `String`.
    /// Bounded (1,024 short strings per supported locale, which the generated code holds
    /// once).
    private let smallFormatted: [String]
    private static let smallIntegerLimit = 1024

    /// The runtime of `identifier` (a BCP 47 tag the compiler validated), with the locale's
    /// data as the compiler baked it.
    ///
    /// - Parameters:
    ///   - identifier: The tag whose data this is.
    ///   - cardinal: The cardinal plural rules.
    ///   - ordinal: The ordinal plural rules.
    ///   - numbers: The digits, separators and grouping integers are written with.
    ///   - quotationMarks: The quotation marks, for a quotation inside a quotation.
    public init(
        _ identifier: String, cardinal: PluralRuleSet, ordinal: PluralRuleSet, numbers: NumberFormatData,
        quotationMarks: QuotationMarks
    ) {
        self.identifier = identifier
        cardinalRules = cardinal
        ordinalRules = ordinal
        self.numbers = numbers
        self.quotationMarks = quotationMarks
        smallCardinals = (0..<Self.smallIntegerLimit).map { cardinal.category(for: $0) }
        smallOrdinals = (0..<Self.smallIntegerLimit).map { ordinal.category(for: $0) }
        smallFormatted = (0..<Self.smallIntegerLimit).map { numbers.format($0) }
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
        return numbers.format(value)
    }

    /// `value` as `NUMBER()` writes it by default (at most three fraction digits).
    public func format(_ value: Double) -> String {
        numbers.format(value, options: Self.defaultOptions).text
    }

    /// `value` as `NUMBER()` with `options` writes a plain decimal (`1 234,50` in ru).
    public func format(_ value: Double, options: DecimalFormatOptions) -> String {
        numbers.format(value, options: options).text
    }

    /// An integer as `NUMBER()` with `options` writes a plain decimal, exactly.
    public func format(_ value: Int, options: DecimalFormatOptions) -> String {
        numbers.format(value, options: options).text
    }

    /// `value` as `NUMBER()` with `options` writes it in `style` (`25 %` in ru).
    public func format(_ value: Double, options: DecimalFormatOptions, style: NumberStyleFormat) -> String {
        style.format(value, options: options, cardinal: cardinalRules).text
    }

    /// An integer as `NUMBER()` with `options` writes it in `style`, exactly.
    public func format(_ value: Int, options: DecimalFormatOptions, style: NumberStyleFormat) -> String {
        style.format(value, options: options, cardinal: cardinalRules).text
    }

    /// `value` as `NUMBER()` with `options` writes it (in `style`, or as a plain decimal),
    /// and the cardinal or ordinal category of the number as shown (`1,0` is `other` in ru;
    /// NaN and infinity are `other`).
    public func format(
        _ value: Double, options: DecimalFormatOptions, style: NumberStyleFormat? = nil, ordinal: Bool
    ) -> (text: String, category: PluralCategory) {
        let (text, operands) =
            style?.format(value, options: options, cardinal: cardinalRules) ?? numbers.format(value, options: options)
        guard let operands else { return (text, .other) }
        return (text, pluralRules(ordinal: ordinal).category(for: operands))
    }

    /// An integer as `NUMBER()` with `options` writes it, exactly, and the cardinal or
    /// ordinal category of the number as shown.
    public func format(
        _ value: Int, options: DecimalFormatOptions, style: NumberStyleFormat? = nil, ordinal: Bool
    ) -> (text: String, category: PluralCategory) {
        let (text, operands) =
            style?.format(value, options: options, cardinal: cardinalRules) ?? numbers.format(value, options: options)
        return (text, pluralRules(ordinal: ordinal).category(for: operands))
    }

    /// ECMA-402's defaults: at most three fraction digits, grouped.
    private static let defaultOptions = DecimalFormatOptions()
}
