import CLocalizedValidationICU
import LocalizedValidationCLDR

/// The plural rules of a locale, from ICU: which `PluralCategory` a number selects.
///
/// Rules are opened once per locale and type and then shared: creating a `PluralRules`
/// for a locale already used is a cache lookup, and every method may be called from any
/// thread. ``category(for:)-(Int)`` is the hot path a generated message takes on each
/// render; it costs one call to ICU's `uplrules_select` and no allocation.
///
/// ```swift
/// let russian = try PluralRules(locale: IntlLocale("ru"))
/// try russian.category(for: 3)             // .few
/// try russian.category(forDecimal: "1.5")  // .other
/// let english = try PluralRules(locale: .english, type: .ordinal)
/// try english.category(for: 22)            // .two ("22nd")
/// ```
public struct PluralRules: Sendable {
    /// Which kind of numbers the rules are for.
    public enum RuleType: String, Sendable, Hashable, CaseIterable {
        /// Counting numbers: "1 file", "2 files".
        case cardinal
        /// Ranks: "1st", "2nd", "3rd", "4th".
        case ordinal
    }

    /// The locale whose rules these are.
    public let locale: IntlLocale
    /// Cardinal or ordinal.
    public let type: RuleType
    let storage: PluralRulesStorage

    /// The rules for `locale`, opened on first use and shared afterwards.
    ///
    /// - Parameters:
    ///   - locale: The locale; rules come from its language and region (`pt-PT` differs
    ///     from `pt`).
    ///   - type: Cardinal (the default) or ordinal rules.
    /// - Throws: ``IntlError`` when ICU cannot open the rules.
    public init(locale: IntlLocale, type: RuleType = .cardinal) throws {
        self.locale = locale
        self.type = type
        let key = "\(locale.pluralICUIdentifier)|\(type.rawValue)"
        self.storage = try PluralRules.cache.value(for: key) { () throws(IntlError) in
            try PluralRulesStorage(locale: locale, type: type)
        }
    }

    /// The categories these rules use, in CLDR order (zero, one, two, few, many, other).
    ///
    /// A message for this locale needs a variant for each of them (or an explicit
    /// `other` fallback). `en` cardinal: `[.one, .other]`; `ru`: `[.one, .few, .many, .other]`.
    public var categories: [PluralCategory] { storage.categories }

    /// The category of an integer.
    ///
    /// This is the path generated messages take per render: one ICU call, no allocation.
    ///
    /// ICU 72 evaluates the plural operands of a number as `double`s, so it is exact only
    /// up to 2⁵³. Every CLDR rule tests the integer part modulo a divisor of 10⁶ (10, 100,
    /// 1000, 100000, 1000000) or against a constant below 1000, so an `Int` beyond 2⁵³
    /// selects like 10¹² + (|number| mod 10⁶), which ICU evaluates exactly: the answer
    /// is right for every `Int`.
    ///
    /// - Parameter number: The number; negative numbers select like their absolute value.
    /// - Returns: The category, such as `.few` for 3 in Russian.
    /// - Throws: ``IntlError`` if ICU fails.
    public func category(for number: Int) throws -> PluralCategory {
        try storage.category(for: number)
    }

    /// The category of a `Double`, which carries no visible fraction digits of its own.
    ///
    /// `1.0` is the same `Double` as `1`, so it selects like `1` (`.one` in English). To
    /// distinguish "1.0 km" (`other` in English), pass the displayed text to
    /// ``category(forDecimal:)``. ICU derives the fraction digits from the shortest
    /// representation of the double (`1.5` has one).
    ///
    /// - Throws: ``IntlError`` with reason ``IntlError/Reason/invalidArgument`` for NaN or an
    ///   infinity, or when ICU fails.
    public func category(for number: Double) throws -> PluralCategory {
        guard number.isFinite else {
            throw IntlError(reason: .invalidArgument, message: "cannot select a plural category for \(number)")
        }
        return try storage.select(number)
    }

    /// The category of a decimal number as displayed, keeping its visible fraction digits.
    ///
    /// `"1"` and `"1.0"` differ: English and Russian select `one` for `"1"` and `other` for
    /// `"1.0"`. The string is formatted by ICU's number formatter with exactly its own
    /// fraction digits, and the rules select on that formatted number (the operands
    /// `n i v w f t e` of CLDR), as ICU does for a formatted message.
    ///
    /// Accepted syntax: an optional `-`, ASCII digits, optionally `.` and digits, and
    /// optionally CLDR's exponent notation `c` or `e` followed by digits for a number in
    /// compact or scientific form (`"1.1c6"`, as in CLDR's sample lists, is 1.1 million
    /// shown as "1.1M"; its significand must have one integer digit, 1–9). Grouping
    /// separators and locale digits are not accepted: pass the number, not the text
    /// shown to the user.
    ///
    /// ICU 72 holds the integer part as a `double` while selecting, so for integer parts
    /// beyond 2⁵³ (16 digits) the category can be wrong (ICU selects `few` for Russian
    /// "123456789012345678901234567891"); this method reports what ICU's own formatted
    /// messages would show.
    ///
    /// - Parameter decimal: The number, such as `"1.50"`, `"1000000"` or `"2c6"`.
    /// - Returns: The category, such as `.many` for `"1000000"` in Portuguese.
    /// - Throws: ``IntlError`` with reason ``IntlError/Reason/invalidArgument`` when `decimal`
    ///   does not match the syntax above, or when ICU fails.
    public func category(forDecimal decimal: String) throws -> PluralCategory {
        try storage.category(forDecimal: decimal)
    }

    /// The largest integer magnitude a `Double` represents exactly (2⁵³).
    static let exactDoubleLimit: UInt = 1 << 53

    /// Keyed by ``IntlLocale/pluralICUIdentifier`` and type.
    static let cache = LocaleCache<String, PluralRulesStorage>()
}
