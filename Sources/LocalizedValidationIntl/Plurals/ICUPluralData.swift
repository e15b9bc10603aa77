import CLocalizedValidationICU

/// ICU's plural data as it is stored (the `plurals` resource bundle, CLDR's rules), read
/// for baking: ICU's C API selects with rules but has no getter for their text.
package enum ICUPluralData {
    /// Every entry of ICU's cardinal or ordinal locale table: an ICU locale id and the
    /// name of its rule set (`("ru", "set34")`), in the table's order.
    ///
    /// - Throws: ``IntlError`` naming the ICU call that failed.
    package static func locales(type: PluralRules.RuleType) throws(IntlError) -> [(locale: String, ruleSet: String)] {
        let ordinal: Int32 = type == .ordinal ? 1 : 0
        var count: Int32 = 0
        try checkICU(cicu_plural_data_locale_count(ordinal, &count), "ures_getSize(plurals/\(type.rawValue))")
        var entries: [(locale: String, ruleSet: String)] = []
        for index in 0..<count {
            var set = ""
            let locale = try withCStringOutput(capacity: 64, "ures_getByIndex(plurals/\(type.rawValue), \(index))") {
                buffer, capacity, status in
                var localeLength: Int32 = 0
                var setBuffer = [CChar](repeating: 0, count: 64)
                var setLength: Int32 = 0
                status = cicu_plural_data_locale(
                    ordinal, index, buffer, capacity, &localeLength, &setBuffer, Int32(setBuffer.count), &setLength)
                if !icuFailed(status) {
                    set = String(decoding: setBuffer[..<Int(setLength)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                return localeLength
            }
            entries.append((locale, set))
        }
        return entries
    }

    /// The rules of rule set `ruleSet` in the bundle's order (which ICU evaluates in):
    /// each keyword (`"one"`) and its CLDR rule text with samples
    /// (`"i = 1 and v = 0 @integer 1"`).
    ///
    /// - Throws: ``IntlError`` naming the ICU call that failed (an unknown set is
    ///   U_MISSING_RESOURCE_ERROR).
    package static func rules(ofRuleSet ruleSet: String) throws(IntlError) -> [(keyword: String, text: String)] {
        var count: Int32 = 0
        try checkICU(cicu_plural_data_rule_count(ruleSet, &count), "ures_getByKey(plurals/rules, \(ruleSet))")
        var rules: [(keyword: String, text: String)] = []
        for index in 0..<count {
            var keyword = ""
            let text = try withUTF16Output(capacity: 256, "ures_getByIndex(plurals/rules/\(ruleSet), \(index))") {
                buffer, capacity, status in
                var keywordBuffer = [CChar](repeating: 0, count: 16)
                var keywordLength: Int32 = 0
                var textLength: Int32 = 0
                status = cicu_plural_data_rule(
                    ruleSet, index, &keywordBuffer, Int32(keywordBuffer.count), &keywordLength, buffer, capacity,
                    &textLength)
                if !icuFailed(status) {
                    keyword = String(
                        decoding: keywordBuffer[..<Int(keywordLength)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                }
                return textLength
            }
            rules.append((keyword, String(utf16CodeUnits: text)))
        }
        return rules
    }

    /// Every locale id ICU lists as available (`uloc_getAvailable`), sorted.
    package static var availableLocales: [String] { IntlLocale.availableLocales.sorted() }

    /// The ICU locale id (base name, as plural rules are looked up) of a BCP 47 tag
    /// (`"pt-BR"` → `"pt_BR"`).
    ///
    /// - Throws: ``IntlError`` when the tag is not valid.
    package static func icuLocaleID(forTag tag: String) throws -> String {
        try IntlLocale(tag, allowingRootData: true).pluralICUIdentifier
    }
}
