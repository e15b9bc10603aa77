/// The script CLDR's likely subtags give a language, alone or in a region (`zh` → `Hans`,
/// `zh-TW` → `Hant`, `sr` → `Cyrl`, `sr-ME` → `Latn`), without ICU: what locale
/// negotiation needs so that it never serves a request in another script.
///
/// The data (`LikelyScripts+Data.swift`) is baked from ICU's `uloc_addLikelySubtags` and
/// proved equal to it by `LikelyScriptsTests` for every language of two and three letters
/// in every region; a language ICU does not know has no likely script, wherever it is
/// used. ICU's `root` (its root locale's name, not a language: four-letter language
/// subtags are reserved in BCP 47) is left out.
package enum LikelyScripts {
    /// The likely script of `language` in `region` (title case, `Hant`), or nil for a
    /// language CLDR gives no script and for subtags that are not a language's or a
    /// region's.
    ///
    /// - Parameters:
    ///   - language: A language subtag of 2 to 8 ASCII letters, any case.
    ///   - region: A region subtag (two letters or digits, or three digits), any case, or nil.
    package static func script(language: String, region: String?) -> String? {
        guard (2...8).contains(language.utf8.count), language.utf8.allSatisfy(isASCIILetter) else { return nil }
        let language = language.lowercased()
        guard let region else { return table.languages[language] }
        let isRegion =
            region.utf8.count == 2
            ? region.utf8.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
            : region.utf8.count == 3 && region.utf8.allSatisfy(isASCIIDigit)
        guard isRegion else { return nil }
        return table.regional[language + "-" + region.uppercased()] ?? table.languages[language]
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The data read once into dictionaries, on first use.
    private static let table = Table()

    private struct Table: Sendable {
        let languages: [String: String]
        let regional: [String: String]

        init() {
            languages = Self.pairs(LikelyScripts.languageScripts)
            regional = Self.pairs(LikelyScripts.regionalScripts)
        }

        /// `key script` pairs separated by spaces and line breaks.
        private static func pairs(_ data: String) -> [String: String] {
            let words = data.split(whereSeparator: { $0 == " " || $0 == "\n" })
            var table: [String: String] = [:]
            table.reserveCapacity(words.count / 2)
            for index in stride(from: 0, to: words.count - 1, by: 2) {
                table[String(words[index])] = String(words[index + 1])
            }
            return table
        }
    }
}
