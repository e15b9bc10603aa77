import CLocalizedValidationICU
import LocalizedValidationCLDR

/// How ``DecimalFormatter`` shows a number: the options of Fluent's `NUMBER()`, which
/// are ECMA-402's `Intl.NumberFormat` options with their defaults already resolved (the
/// catalog compiler resolves them at build time), as plain data.
public struct DecimalFormatOptions: Sendable, Hashable {
    /// Integer digits always shown, padding with zeros (`3` shows `007`).
    public var minimumIntegerDigits: Int
    /// Fraction digits always shown, padding with zeros (`2` shows `1.50`).
    public var minimumFractionDigits: Int
    /// Fraction digits at most, rounding half-even beyond them.
    public var maximumFractionDigits: Int
    /// Significant digits always shown; with ``maximumSignificantDigits``, they replace
    /// the fraction digits (ECMA-402's rule). Nil for none.
    public var minimumSignificantDigits: Int?
    /// Significant digits at most; nil for none.
    public var maximumSignificantDigits: Int?
    /// Whether to group thousands (`1 000` in ru, `1.000` in pt-BR).
    public var useGrouping: Bool
    /// Decimal, percent, currency or unit.
    public var style: NumberStyle

    /// Creates options; digit counts are clamped to ECMA-402's ranges (integer digits
    /// 1…21, fraction digits 0…20, significant digits 1…21) and each maximum to at least
    /// its minimum.
    public init(
        minimumIntegerDigits: Int = 1, minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 3,
        minimumSignificantDigits: Int? = nil, maximumSignificantDigits: Int? = nil,
        useGrouping: Bool = true, style: NumberStyle = .decimal
    ) {
        self.minimumIntegerDigits = min(max(minimumIntegerDigits, 1), 21)
        let minimum = min(max(minimumFractionDigits, 0), 20)
        self.minimumFractionDigits = minimum
        self.maximumFractionDigits = min(max(maximumFractionDigits, minimum), 20)
        if minimumSignificantDigits != nil || maximumSignificantDigits != nil {
            let least = min(max(minimumSignificantDigits ?? 1, 1), 21)
            self.minimumSignificantDigits = least
            self.maximumSignificantDigits = min(max(maximumSignificantDigits ?? 21, least), 21)
        }
        self.useGrouping = useGrouping
        self.style = style
    }

    /// The ICU number skeleton for these options (`percent scale/100 .0#`).
    public var skeleton: String {
        var stems: [String] = []
        switch style.kind {
        case .decimal: break
        // ECMA-402 multiplies by 100 for a percent; ICU's `percent` alone does not.
        case .percent: stems.append("percent scale/100")
        case .currency(let code, let display): stems += ["currency/\(code)", display.stem]
        case .unit(let identifier, let display): stems += ["unit/\(identifier)", display.stem]
        }
        if let least = minimumSignificantDigits, let most = maximumSignificantDigits {
            stems.append(String(repeating: "@", count: least) + String(repeating: "#", count: most - least))
        } else if maximumFractionDigits == 0 {
            stems.append("precision-integer")
        } else {
            stems.append(
                "." + String(repeating: "0", count: minimumFractionDigits)
                    + String(repeating: "#", count: maximumFractionDigits - minimumFractionDigits))
        }
        if minimumIntegerDigits > 1 {
            stems.append("integer-width/*" + String(repeating: "0", count: minimumIntegerDigits))
        }
        if !useGrouping { stems.append("group-off") }
        return stems.joined(separator: " ")
    }

    /// The fraction digits a currency shows by default (2 for `EUR`, 0 for `JPY`), from
    /// ICU's currency data: ECMA-402's default for a currency style.
    ///
    /// - Parameter code: A three-letter ISO 4217 code.
    /// - Throws: ``IntlError`` if the code is not three ASCII letters or ICU fails.
    public static func currencyFractionDigits(_ code: String) throws -> Int {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { throw IntlError(reason: .invalidArgument, message: "'\(code)' is not a three-letter currency code") }
        var digits: Int32 = 0
        let units = Array(code.uppercased().utf16) + [0]
        try checkICU(cicu_currency_fraction_digits(units, &digits), "ucurr_getDefaultFractionDigits(\(code))")
        return Int(digits)
    }
}

/// What a number is: a plain decimal, a percent, an amount of a currency, or a measure
/// in a unit (ECMA-402's `style`, with `currency`/`currencyDisplay` and `unit`/`unitDisplay`).
public struct NumberStyle: Sendable, Hashable {
    /// The style and its data: the catalog compiler reads it to resolve defaults.
    package enum Kind: Hashable, Sendable {
        case decimal, percent
        case currency(String, CurrencyDisplay)
        case unit(String, UnitDisplay)
    }

    package let kind: Kind

    /// A plain number (`1,234.5`).
    public static let decimal = NumberStyle(kind: .decimal)
    /// The number times 100 with the locale's percent sign (`0.25` → `25%`, `25 %` in ru).
    public static let percent = NumberStyle(kind: .percent)

    /// An amount of `code` (an ISO 4217 code such as `EUR`), shown as `display` says.
    public static func currency(_ code: String, display: CurrencyDisplay = .symbol) -> NumberStyle {
        NumberStyle(kind: .currency(code.uppercased(), display))
    }

    /// A measure in `identifier`, a CLDR unit as ECMA-402 names it (`kilometer`,
    /// `kilometer-per-hour`), shown as `display` says.
    public static func unit(_ identifier: String, display: UnitDisplay = .short) -> NumberStyle {
        NumberStyle(kind: .unit(identifier, display))
    }
}

/// How a currency is shown: ECMA-402's `currencyDisplay`.
public struct CurrencyDisplay: Sendable, Hashable {
    let stem: String
    /// The ECMA-402 value, which is also the name of the static member.
    package let name: String
    /// The locale's symbol (`€`, `US$` in pt-BR): the default.
    public static let symbol = CurrencyDisplay(stem: "unit-width-short", name: "symbol")
    /// The shortest symbol (`$` for any dollar).
    public static let narrowSymbol = CurrencyDisplay(stem: "unit-width-narrow", name: "narrowSymbol")
    /// The ISO code (`EUR`).
    public static let code = CurrencyDisplay(stem: "unit-width-iso-code", name: "code")
    /// The currency's name, in the plural the number takes (`euros`).
    public static let name = CurrencyDisplay(stem: "unit-width-full-name", name: "name")
    /// Every display, in ECMA-402's order.
    package static let all: [CurrencyDisplay] = [.symbol, .narrowSymbol, .code, .name]
}

/// How a unit is shown: ECMA-402's `unitDisplay`.
public struct UnitDisplay: Sendable, Hashable {
    let stem: String
    /// The ECMA-402 value, which is also the name of the static member.
    package let name: String
    /// Abbreviated (`5 km`): the default.
    public static let short = UnitDisplay(stem: "unit-width-short", name: "short")
    /// The shortest form (`5km`).
    public static let narrow = UnitDisplay(stem: "unit-width-narrow", name: "narrow")
    /// Spelled out, in the plural the number takes (`5 kilometers`).
    public static let long = UnitDisplay(stem: "unit-width-full-name", name: "long")
    /// Every display, in ECMA-402's order.
    package static let all: [UnitDisplay] = [.short, .narrow, .long]
}

/// Formats decimal numbers per locale with fixed options, and tells the plural category
/// of the number *as shown* (en "1.0" is `other`, "1" is `one`).
///
/// Thread-safe: ICU documents its number formatter as shareable, and instances for the
/// same locale and options share one cached ICU object.
///
/// ```swift
/// let formatter = try DecimalFormatter(locale: IntlLocale("ru"), options: .init(minimumFractionDigits: 1))
/// try formatter.format(1234.5)  // "1 234,5" (with U+00A0)
/// ```
public struct DecimalFormatter: Sendable {
    public let locale: IntlLocale
    public let options: DecimalFormatOptions
    private let storage: SkeletonFormatter

    /// Opens (or reuses) the formatter.
    ///
    /// - Throws: ``IntlError`` if ICU cannot create a formatter for the locale.
    public init(locale: IntlLocale, options: DecimalFormatOptions = DecimalFormatOptions()) throws {
        self.locale = locale
        self.options = options
        let skeleton = options.skeleton
        storage = try Self.cache.value(for: locale.dataICUIdentifier + "|" + skeleton) { () throws(IntlError) in
            try SkeletonFormatter(localeID: locale.dataICUIdentifier, skeleton: skeleton)
        }
    }

    /// The number formatted per locale.
    ///
    /// - Throws: ``IntlError`` naming ICU's status if formatting fails.
    public func format(_ value: Double) throws -> String {
        try storage.format(value, rules: nil).text
    }

    /// The number formatted per locale, and the plural category `rules` select for it as
    /// formatted (visible fraction digits count).
    ///
    /// - Throws: ``IntlError`` naming ICU's status if formatting or selection fails.
    public func formatAndSelect(_ value: Double, rules: PluralRules) throws -> (
        text: String, category: PluralCategory
    ) {
        try storage.format(value, rules: rules.storage)
    }

    /// A decimal number written as text (`"-9007199254740993"`, `"1234.50"`), formatted
    /// per locale exactly: the digits are not rounded through a `Double`, so every `Int`
    /// and every literal keeps its value.
    ///
    /// - Parameter decimal: ASCII digits with an optional leading `-` and one `.`.
    /// - Throws: ``IntlError`` naming ICU's status if the text is not a number or
    ///   formatting fails.
    public func format(decimal: String) throws -> String {
        try storage.format(decimal: decimal, rules: nil).text
    }

    /// ``format(decimal:)`` and the plural category `rules` select for the number as
    /// formatted (2⁵³ + 9 is `one` in ru, as its last digit says).
    ///
    /// - Throws: ``IntlError`` naming ICU's status if formatting or selection fails.
    public func formatAndSelect(decimal: String, rules: PluralRules) throws -> (
        text: String, category: PluralCategory
    ) {
        try storage.format(decimal: decimal, rules: rules.storage)
    }

    /// An integer formatted per locale exactly, and the plural category `rules` select
    /// for it as formatted.
    ///
    /// ICU selects on a `double`, exact only up to 2⁵³; beyond, the category is that of
    /// 10¹² + (|value| mod 10⁶), formatted with the same options: every CLDR rule tests
    /// the integer part modulo a divisor of 10⁶ or against a constant below 1000 (as
    /// ``PluralRules/category(for:)-(Int)`` does), so 2⁵³ + 9 is `one` in ru.
    ///
    /// - Throws: ``IntlError`` naming ICU's status if formatting or selection fails.
    public func formatAndSelect(_ value: Int, rules: PluralRules) throws -> (
        text: String, category: PluralCategory
    ) {
        let magnitude = value.magnitude
        guard magnitude > PluralRules.exactDoubleLimit else {
            return try formatAndSelect(decimal: String(value), rules: rules)
        }
        let text = try format(decimal: String(value))
        let equivalent = 1_000_000_000_000 + magnitude % 1_000_000
        return (text, try formatAndSelect(decimal: String(equivalent), rules: rules).category)
    }

    /// The number formatted per locale, and the plural operands of the number as
    /// formatted, read from the digits ICU shows (`"1,0"` in ru has `v` 1), for a baked
    /// `PluralRuleSet` (LocalizedValidationCLDR) to select on without ICU's plural rules.
    ///
    /// The operands are nil for NaN and infinity, which have no digits (CLDR rules select
    /// `other` for them, as ICU does).
    ///
    /// - Throws: ``IntlError`` naming ICU's status if formatting fails.
    public func formatWithOperands(_ value: Double) throws -> (text: String, operands: PluralOperands?) {
        try storage.formatWithOperands(value, decimal: nil)
    }

    /// ``format(decimal:)`` and the plural operands of the number as formatted, exact
    /// however many digits it has (2⁵³ + 1 keeps its last digit, as `i` does).
    ///
    /// - Parameter decimal: ASCII digits with an optional leading `-` and one `.`.
    /// - Throws: ``IntlError`` naming ICU's status if the text is not a number or
    ///   formatting fails.
    public func formatWithOperands(decimal: String) throws -> (text: String, operands: PluralOperands?) {
        try storage.formatWithOperands(0, decimal: decimal)
    }

    /// Keyed by ``IntlLocale/dataICUIdentifier`` and skeleton.
    static let cache = LocaleCache<String, SkeletonFormatter>()
}

/// An opened UNumberFormatter. `@unchecked Sendable`: `unumberformatter.h` documents the
/// formatter as thread-safe once created, and it is only used through const pointers.
final class SkeletonFormatter: @unchecked Sendable {
    private let pointer: OpaquePointer

    init(localeID: String, skeleton: String) throws(IntlError) {
        var opened: OpaquePointer?
        let units = Array(skeleton.utf16)
        let status = cicu_skeleton_formatter_open(localeID, units, Int32(units.count), &opened)
        try checkICU(status, "unumf_openForSkeletonAndLocale(\(skeleton))")
        guard let opened else {
            throw IntlError.icu(status, "unumf_openForSkeletonAndLocale returned nothing")
        }
        pointer = opened
    }

    deinit { cicu_skeleton_formatter_close(pointer) }

    func format(_ value: Double, rules: PluralRulesStorage?) throws(IntlError) -> (
        text: String, category: PluralCategory
    ) {
        var category: Int32 = Int32(CICU_PLURAL_OTHER)
        // 512 UTF-16 units hold any double (309 integer digits, their separators, 20 fraction
        // digits and a sign), so one buffer always suffices.
        return try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 512) {
            (buffer) throws(IntlError) in
            var length: Int32 = 0
            let status = cicu_skeleton_format_double(
                pointer, value, rules?.rules, buffer.baseAddress!, Int32(buffer.count), &length, &category)
            try checkICU(status, "unumf_formatDouble")
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self)
            return (text, try PluralCategory(cicuValue: category))
        }
    }

    /// The text and the operands of its digits (``DecimalFormatter/formatWithOperands(_:)``);
    /// `decimal` nil formats `value`.
    func formatWithOperands(_ value: Double, decimal: String?) throws(IntlError) -> (
        text: String, operands: PluralOperands?
    ) {
        // 512 UTF-16 units hold any double, as in `format(_:rules:)`; a decimal string gives
        // at most two units per digit plus sign, separator and padding. The digits are
        // never more than the text's units.
        let capacity = max(512, 2 * (decimal?.utf8.count ?? 0) + 64)
        return try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) {
            (buffer) throws(IntlError) in
            try withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { (digits) throws(IntlError) in
                var length: Int32 = 0
                var digitsLength: Int32 = 0
                let status: cicu_status
                if let decimal {
                    status = decimal.withCString { text in
                        cicu_skeleton_format_digits(
                            pointer, 0, text, Int32(decimal.utf8.count), buffer.baseAddress!, Int32(buffer.count),
                            &length, digits.baseAddress!, Int32(digits.count), &digitsLength)
                    }
                } else {
                    status = cicu_skeleton_format_digits(
                        pointer, value, nil, 0, buffer.baseAddress!, Int32(buffer.count), &length,
                        digits.baseAddress!, Int32(digits.count), &digitsLength)
                }
                try checkICU(status, "unumf_formatDecimal/unumf_resultNextFieldPosition")
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self)
                guard digitsLength > 0 else { return (text, nil) }
                let plain = UnsafeRawBufferPointer(
                    rebasing: UnsafeMutableRawBufferPointer(digits)[..<Int(digitsLength)])
                do {
                    return (text, try PluralOperands(parsing: String(decoding: plain, as: UTF8.self)))
                } catch {
                    // The shim writes only digits and one '.', which always parse.
                    throw IntlError(reason: .invalidArgument, message: "ICU's digits of '\(text)': \(error)")
                }
            }
        }
    }

    func format(decimal: String, rules: PluralRulesStorage?) throws(IntlError) -> (
        text: String, category: PluralCategory
    ) {
        var category: Int32 = Int32(CICU_PLURAL_OTHER)
        // Each digit gives at most one digit and one grouping separator; 64 more hold the
        // sign, the decimal separator and padded fraction digits.
        let capacity = 2 * decimal.utf8.count + 64
        return try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) {
            (buffer) throws(IntlError) in
            var length: Int32 = 0
            let status = decimal.withCString { text in
                cicu_skeleton_format_decimal(
                    pointer, text, Int32(decimal.utf8.count), rules?.rules, buffer.baseAddress!,
                    Int32(buffer.count), &length, &category)
            }
            try checkICU(status, "unumf_formatDecimal")
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self)
            return (text, try PluralCategory(cicuValue: category))
        }
    }
}
