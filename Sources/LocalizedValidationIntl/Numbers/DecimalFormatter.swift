import CLocalizedValidationICU
import LocalizedValidationCLDR

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
