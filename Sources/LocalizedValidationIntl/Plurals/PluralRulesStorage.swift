import CLocalizedValidationICU
import LocalizedValidationCLDR

/// Opened ICU plural rules for one locale and type, shared by every ``PluralRules`` value
/// for them.
///
/// `@unchecked Sendable`: after `init` the ICU objects are only used through const
/// pointers. ICU documents its const C APIs (`uplrules_select`, `uplrules_selectFormatted`,
/// `uplrules_getKeywords` take `const UPluralRules *`) as thread-safe ("Thread-safe
/// const APIs" in the ICU user guide's design chapter), and `unumberformatter.h` states
/// that a `UNumberFormatter` can be shared between threads. The formatter table is a
/// ``LocaleCache``, read without a lock.
package final class PluralRulesStorage: @unchecked Sendable {
    let rules: OpaquePointer
    /// The categories the rules use, in CLDR order.
    package let categories: [PluralCategory]
    private let localeID: String
    /// Formatters are kept for up to this many fraction digits; longer inputs get a
    /// formatter of their own that is closed after use, so hostile input cannot grow
    /// the table.
    private static let cachedFractionDigits = 12
    /// Keyed by fraction digits × 2 + 1 if scientific: room for every key kept.
    private let formatters = LocaleCache<Int, PluralFormatter>(
        capacity: (PluralRulesStorage.cachedFractionDigits + 1) * 2)

    /// Opens the rules of `locale`'s ``IntlLocale/pluralICUIdentifier``; the formatters
    /// that show a decimal's fraction digits read number data, from its
    /// ``IntlLocale/dataICUIdentifier``.
    convenience init(locale: IntlLocale, type: PluralRules.RuleType) throws(IntlError) {
        try self.init(
            pluralID: locale.pluralICUIdentifier, numberID: locale.dataICUIdentifier, type: type,
            name: locale.identifier)
    }

    /// Opens the rules of ICU locale `pluralID`; `name` is for error messages.
    init(pluralID: String, numberID: String, type: PluralRules.RuleType, name: String) throws(IntlError) {
        var opened: OpaquePointer?
        let status = cicu_plural_open(pluralID, type == .ordinal ? 1 : 0, &opened)
        try checkICU(status, "uplrules_openForType(\(name), \(type.rawValue))")
        guard let opened else { throw IntlError.icu(status, "uplrules_openForType returned no rules") }
        var mask: UInt32 = 0
        let keywordsStatus = cicu_plural_categories(opened, &mask)
        if icuFailed(keywordsStatus) {
            cicu_plural_close(opened)
            throw IntlError.icu(keywordsStatus, "uplrules_getKeywords(\(name))")
        }
        self.rules = opened
        self.categories = PluralCategory.allCases.filter { mask & $0.cicuBit != 0 }
        self.localeID = numberID
    }

    /// Opens the rules ICU gives the ICU locale id `icuLocaleID` as it is (`"sr_Latn_ME"`,
    /// `"en_US_POSIX"`), with no validation or tag conversion: for comparing baked rules
    /// with ICU's for every locale ICU lists.
    package convenience init(icuLocaleID: String, type: PluralRules.RuleType) throws(IntlError) {
        try self.init(pluralID: icuLocaleID, numberID: icuLocaleID, type: type, name: icuLocaleID)
    }

    deinit { cicu_plural_close(rules) }

    /// See ``PluralRules/category(for:)-(Int)``: exact for every `Int`.
    package func category(for number: Int) throws(IntlError) -> PluralCategory {
        let magnitude = number.magnitude
        if magnitude <= PluralRules.exactDoubleLimit {
            return try select(Double(magnitude))
        }
        return try select(Double(1_000_000_000_000 + magnitude % 1_000_000))
    }

    /// See ``PluralRules/category(forDecimal:)``.
    package func category(forDecimal decimal: String) throws(IntlError) -> PluralCategory {
        let parsed = try PluralDecimal(parsing: decimal)
        let formatter = try formatter(fractionDigits: parsed.fractionDigits, scientific: parsed.exponent != nil)
        return try select(parsed.icuNumericString, with: formatter)
    }

    @inline(__always)
    func select(_ number: Double) throws(IntlError) -> PluralCategory {
        var raw: Int32 = 0
        let status = cicu_plural_select_double(rules, number, &raw)
        try checkICU(status, "uplrules_select")
        return try PluralCategory(cicuValue: raw)
    }

    func select(_ numericString: String, with formatter: PluralFormatter) throws(IntlError) -> PluralCategory {
        var raw: Int32 = 0
        var string = numericString
        let status = string.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cicu_plural_select_decimal(
                    rules, formatter.pointer, chars.baseAddress, Int32(chars.count), &raw)
            }
        }
        try checkICU(status, "unumf_formatDecimal/uplrules_selectFormatted(\(numericString))")
        return try PluralCategory(cicuValue: raw)
    }

    /// A formatter showing at least `fractionDigits` fraction digits.
    func formatter(fractionDigits: Int, scientific: Bool) throws(IntlError) -> PluralFormatter {
        let localeID = localeID
        func open() throws(IntlError) -> PluralFormatter {
            try PluralFormatter(localeID: localeID, fractionDigits: fractionDigits, scientific: scientific)
        }
        guard fractionDigits <= Self.cachedFractionDigits else { return try open() }
        return try formatters.value(for: fractionDigits * 2 + (scientific ? 1 : 0), make: open)
    }
}

/// An opened ICU number formatter (see `cicu_plural_formatter_open`), closed on deinit.
///
/// `@unchecked Sendable`: only used through a const pointer, which `unumberformatter.h`
/// documents as shareable between threads.
final class PluralFormatter: @unchecked Sendable {
    let pointer: OpaquePointer

    init(localeID: String, fractionDigits: Int, scientific: Bool) throws(IntlError) {
        guard let digits = Int32(exactly: fractionDigits) else {
            throw IntlError(reason: .invalidArgument, message: "too many fraction digits (\(fractionDigits))")
        }
        var opened: OpaquePointer?
        let status = cicu_plural_formatter_open(localeID, digits, scientific ? 1 : 0, &opened)
        try checkICU(status, "unumf_openForSkeletonAndLocale(\(fractionDigits) fraction digits)")
        guard let opened else {
            throw IntlError.icu(status, "unumf_openForSkeletonAndLocale returned nothing")
        }
        self.pointer = opened
    }

    deinit { cicu_plural_formatter_close(pointer) }
}
