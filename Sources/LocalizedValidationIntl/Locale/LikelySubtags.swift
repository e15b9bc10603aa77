import CLocalizedValidationICU

/// CLDR's likely subtags (through ICU's `uloc_addLikelySubtags`): the script a language
/// is written in when a tag names none, which may depend on the region (`zh` → `Hans`,
/// `zh-TW` → `Hant`, `sr` → `Cyrl`, `sr-ME` → `Latn`). Negotiation reads the same answers
/// without ICU from LocalizedValidationCLDR's `LikelyScripts`, whose data
/// `LikelyScriptsTests` records from this and compares with it.
package enum LikelySubtags {
    /// The script likely subtags give `language` in `region`, such as `Hant` for `zh`
    /// and `TW`; nil for a subtag that is not a language's or that CLDR gives no script.
    ///
    /// - Parameters:
    ///   - language: A language subtag of 2 to 8 ASCII letters.
    ///   - region: A region subtag (2 letters or 3 digits), or nil.
    package static func script(language: String, region: String?) -> String? {
        guard (2...8).contains(language.utf8.count), language.utf8.allSatisfy(isASCIILetter) else { return nil }
        var id = language.lowercased()
        if let region {
            guard (2...3).contains(region.utf8.count), region.utf8.allSatisfy(\.isASCIIAlphanumeric) else {
                return nil
            }
            id += "_" + region.uppercased()
        }
        let script = try? withCStringOutput(capacity: 8, "uloc_addLikelySubtags(\(id))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_locale_likely_script(id, buffer, capacity, &length)
            return length
        }
        guard let script, !script.isEmpty else { return nil }
        return script
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
