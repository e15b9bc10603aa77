/// Plural rule sets by locale, cardinal and ordinal, with ICU's fallback for plural rules:
/// the data the catalog compiler bakes from ICU so that rules are chosen without ICU.
///
/// Keys are ICU locale ids as ICU's `plurals` data names them (`"pt"`, `"pt_PT"`,
/// `"sr_Latn"`). ``ruleSet(forLocale:type:)`` looks a locale's base name up, then its
/// parents by removing the last `_` part (`"sr_Latn_ME"`, `"sr_Latn"`, `"sr"`), as ICU's
/// `PluralRules::forLocale` does with `uloc_getParent`; a locale none of them names gets
/// the rule set with no rules (everything is `other`), ICU's default.
public struct PluralRuleTable: Sendable, Hashable {
    /// Which kind of numbers a rule set is for.
    public struct RuleType: Sendable, Hashable, CustomStringConvertible {
        let isOrdinal: Bool
        /// Counting numbers: "1 file", "2 files".
        public static let cardinal = RuleType(isOrdinal: false)
        /// Ranks: "1st", "2nd", "3rd".
        public static let ordinal = RuleType(isOrdinal: true)
        /// `cardinal` or `ordinal`.
        public var description: String { isOrdinal ? "ordinal" : "cardinal" }
    }

    /// The distinct rule sets; the dictionaries hold indices into it.
    public let ruleSets: [PluralRuleSet]
    /// Locale id → index in ``ruleSets`` of its cardinal rules.
    public let cardinal: [String: Int]
    /// Locale id → index in ``ruleSets`` of its ordinal rules.
    public let ordinal: [String: Int]

    /// A table over `ruleSets`.
    ///
    /// - Precondition: every index in `cardinal` and `ordinal` is an index of `ruleSets`.
    public init(ruleSets: [PluralRuleSet], cardinal: [String: Int], ordinal: [String: Int]) {
        for (locale, index) in cardinal {
            precondition(
                ruleSets.indices.contains(index),
                "plural rule table: \(locale) names rule set \(index), which does not exist")
        }
        for (locale, index) in ordinal {
            precondition(
                ruleSets.indices.contains(index),
                "plural rule table: \(locale) names rule set \(index), which does not exist")
        }
        self.ruleSets = ruleSets
        self.cardinal = cardinal
        self.ordinal = ordinal
    }

    /// The key of `locale`'s rules in the table: `locale` itself, else its nearest parent
    /// named, else nil (ICU's default, all `other`).
    ///
    /// - Parameters:
    ///   - locale: An ICU locale base name (`"pt_BR"`; no `@` keywords).
    ///   - type: Cardinal or ordinal rules.
    public func key(forLocale locale: String, type: RuleType) -> String? {
        Self.key(forLocale: locale, in: type.isOrdinal ? ordinal : cardinal)
    }

    /// The key of `locale` in `table` with ICU's fallback (``key(forLocale:type:)``), for
    /// a table of any values: the compiler looks rule set names up with it before it
    /// parses only the sets a catalog's locales need.
    package static func key<Value>(forLocale locale: String, in table: [String: Value]) -> String? {
        var candidate = Substring(locale)
        while !candidate.isEmpty {
            if table[String(candidate)] != nil { return String(candidate) }
            guard let underscore = candidate.lastIndex(of: "_") else { return nil }
            candidate = candidate[..<underscore]
        }
        return nil
    }

    /// The rules of `locale` (see ``key(forLocale:type:)``); an empty rule set, which
    /// selects `other` for everything, when the table names neither it nor a parent.
    public func ruleSet(forLocale locale: String, type: RuleType) -> PluralRuleSet {
        guard let key = key(forLocale: locale, type: type),
            let index = (type.isOrdinal ? ordinal : cardinal)[key]
        else { return PluralRuleSet([]) }
        return ruleSets[index]
    }
}
