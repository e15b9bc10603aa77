import LocalizedValidationCLDR
import LocalizedValidationIntl

/// ICU's plural rules for every locale it has, cardinal and ordinal, read from its
/// `plurals` data and parsed into ``PluralRuleSet``s: what the catalog compiler bakes into
/// Swift so that plural categories are selected without ICU.
///
/// The rule text comes from ICU's resource bundle (its C API has no getter for it), the
/// same data `uplrules_open` reads; ``table`` looks a locale up with ICU's fallback for
/// plural rules. Tests prove the result equal to ICU's selection for every locale.
package struct BakedPluralRules: Sendable {
    /// One of ICU's rule sets (`set34`), shared by the locales that name it.
    package struct RuleSet: Sendable {
        /// ICU's name of the set, such as `set34`.
        package let name: String
        /// Its rules in ICU's order, `other` included (with no condition, only samples).
        package let rules: [Rule]

        /// The set as data: every rule but `other`, which is implied.
        package var ruleSet: PluralRuleSet {
            PluralRuleSet(rules.filter { $0.category != .other }.map { PluralRule($0.category, $0.text.alternatives) })
        }
    }

    /// One rule of a set: its category and its parsed text.
    package struct Rule: Sendable {
        /// The category the rule selects.
        package let category: PluralCategory
        /// The rule's condition and samples.
        package let text: CLDRPluralRuleText
    }

    /// Every set some locale names, in the order first named (cardinal table, then ordinal).
    package let ruleSets: [RuleSet]
    /// ICU locale id → index in ``ruleSets``, cardinal.
    package let cardinal: [String: Int]
    /// ICU locale id → index in ``ruleSets``, ordinal.
    package let ordinal: [String: Int]

    /// The rules as a table a build compiles: ``ruleSets`` as ``PluralRuleSet``s.
    package var table: PluralRuleTable {
        PluralRuleTable(ruleSets: ruleSets.map(\.ruleSet), cardinal: cardinal, ordinal: ordinal)
    }

    /// Reads every rule ICU has, or with `locales` (ICU locale ids, `"pt_BR"`) only the
    /// entries those need: the key each is found under with ICU's fallback (itself or a
    /// parent, ``PluralRuleTable/key(forLocale:in:)``) and the sets those keys name. Only
    /// the sets kept are parsed, so baking a catalog's few locales reads little.
    ///
    /// - Throws: ``PluralRuleBakingError`` when ICU fails or a rule is not CLDR syntax.
    package static func fromICU(forLocales locales: [String]? = nil) throws(PluralRuleBakingError)
        -> BakedPluralRules
    {
        var ruleSets: [RuleSet] = []
        var indices: [String: Int] = [:]
        var tables: [PluralRules.RuleType: [String: Int]] = [:]
        for type in PluralRules.RuleType.allCases {
            var entries: [(locale: String, ruleSet: String)]
            do {
                entries = try ICUPluralData.locales(type: type)
            } catch {
                throw PluralRuleBakingError(location: "ICU plurals/\(type.rawValue) table", message: error.description)
            }
            if let locales {
                let named = Dictionary(entries.map { ($0.locale, $0.ruleSet) }, uniquingKeysWith: { first, _ in first })
                let keys = Set(locales.compactMap { PluralRuleTable.key(forLocale: $0, in: named) })
                entries = entries.filter { keys.contains($0.locale) }
            }
            var table: [String: Int] = [:]
            for entry in entries {
                if let index = indices[entry.ruleSet] {
                    table[entry.locale] = index
                    continue
                }
                let set = try readRuleSet(entry.ruleSet)
                indices[entry.ruleSet] = ruleSets.count
                table[entry.locale] = ruleSets.count
                ruleSets.append(set)
            }
            tables[type] = table
        }
        return BakedPluralRules(
            ruleSets: ruleSets, cardinal: tables[.cardinal] ?? [:], ordinal: tables[.ordinal] ?? [:])
    }

    private static func readRuleSet(_ name: String) throws(PluralRuleBakingError) -> RuleSet {
        let texts: [(keyword: String, text: String)]
        do {
            texts = try ICUPluralData.rules(ofRuleSet: name)
        } catch {
            throw PluralRuleBakingError(location: "ICU plurals/rules/\(name)", message: error.description)
        }
        var rules: [Rule] = []
        for (keyword, text) in texts {
            let location = "ICU plurals/rules/\(name)/\(keyword)"
            guard let category = PluralCategory(rawValue: keyword) else {
                throw PluralRuleBakingError(location: location, message: "'\(keyword)' is not a CLDR plural category")
            }
            let parsed: CLDRPluralRuleText
            do {
                parsed = try CLDRPluralRuleText(parsing: text)
            } catch {
                throw PluralRuleBakingError(location: location, message: error.description)
            }
            guard (category == .other) == parsed.alternatives.isEmpty else {
                throw PluralRuleBakingError(
                    location: location,
                    message: category == .other
                        ? "an 'other' rule has no condition in CLDR" : "'\(text)' has no condition")
            }
            rules.append(Rule(category: category, text: parsed))
        }
        return RuleSet(name: name, rules: rules)
    }

    /// The set `locale` (an ICU locale id) selects with, found with ICU's fallback; nil
    /// when neither it nor a parent has one (ICU's default: everything is `other`).
    package func ruleSet(forLocale locale: String, type: PluralRuleTable.RuleType) -> RuleSet? {
        let table = type == .ordinal ? ordinal : cardinal
        guard let key = PluralRuleTable.key(forLocale: locale, in: table), let index = table[key] else { return nil }
        return ruleSets[index]
    }
}

/// Baking ICU's plural rules failed: where (`ICU plurals/rules/set12/one`) and why.
package struct PluralRuleBakingError: Error, Sendable, CustomStringConvertible {
    /// The table, set or rule being read.
    package let location: String
    /// What went wrong.
    package let message: String

    /// `location: message`.
    package var description: String { "\(location): \(message)" }
}
