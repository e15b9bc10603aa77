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

    /// Reads every rule ICU has.
    ///
    /// - Throws: ``PluralRuleBakingError`` when ICU fails or a rule is not CLDR syntax.
    package static func fromICU() throws(PluralRuleBakingError) -> BakedPluralRules {
        var ruleSets: [RuleSet] = []
        var indices: [String: Int] = [:]
        var tables: [PluralRules.RuleType: [String: Int]] = [:]
        for type in PluralRules.RuleType.allCases {
            let entries: [(locale: String, ruleSet: String)]
            do {
                entries = try ICUPluralData.locales(type: type)
            } catch {
                throw PluralRuleBakingError(location: "ICU plurals/\(type.rawValue) table", message: error.description)
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

    /// Only the entries `locales` (ICU locale ids) need: the key each is found under
    /// (itself or a parent) and the sets those keys name, in this value's order.
    package func restricted(toLocales locales: [String]) -> BakedPluralRules {
        let table = self.table
        var kept: [Int: Int] = [:]
        var ruleSets: [RuleSet] = []
        var restricted: [PluralTableType: [String: Int]] = [:]
        for type in [PluralTableType.cardinal, .ordinal] {
            let source = type == .cardinal ? cardinal : ordinal
            var entries: [String: Int] = [:]
            for locale in locales {
                guard let key = table.key(forLocale: locale, type: type.cldr), let index = source[key] else { continue }
                entries[key] = index
            }
            restricted[type] = entries
        }
        for index in Set(restricted.values.flatMap(\.values)).sorted() {
            kept[index] = ruleSets.count
            ruleSets.append(self.ruleSets[index])
        }
        return BakedPluralRules(
            ruleSets: ruleSets,
            cardinal: (restricted[.cardinal] ?? [:]).mapValues { kept[$0]! },
            ordinal: (restricted[.ordinal] ?? [:]).mapValues { kept[$0]! })
    }

    private enum PluralTableType: Hashable {
        case cardinal, ordinal
        var cldr: PluralRuleTable.RuleType { self == .cardinal ? .cardinal : .ordinal }
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
