/// Which numbers reach a plural category, judged from ICU's samples.
package enum PluralReach {
    static let million = 1_000_000

    /// The samples an `Int` can be: those without a fraction or an exponent (ru `other`
    /// has none, since ICU selects it only for fractions such as 1.5).
    package static func wholeNumbers(_ samples: [String]) -> [String] {
        samples.filter { !$0.contains(".") && !$0.contains("c") && !$0.contains("e") }
    }

    /// Whether every sample is at least a million: the category serves only huge counts,
    /// like Portuguese, Spanish, French and Italian `many` (exact millions, `1c6`).
    ///
    /// The samples list every integer ICU selects the category for from 0 to 10 000, then
    /// the powers of ten, then decimals (see `PluralRules.samples(for:limit:)`): a category
    /// none of those reach below a million is, in every CLDR rule set, one of large
    /// round numbers.
    static func onlyMillions(_ samples: [String]) -> Bool {
        !samples.isEmpty
            && samples.allSatisfy { sample in
                // `1c6` is CLDR's compact exponent; Double reads `1e6`.
                guard let value = Double(String(sample.map { $0 == "c" ? "e" : $0 })) else { return false }
                return value >= Double(million)
            }
    }

    /// A number key written as ICU's samples write the number: no sign on zero, no
    /// leading zeros, no trailing fraction zeros (`01` and `1.0` are `1`; `-0` is `0`).
    /// Fluent matches a number key by value, so keys with one canonical form match the
    /// same numbers.
    static func canonical(_ text: String) -> String {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var whole = parts[0].drop { $0 == "0" }
        if whole.isEmpty { whole = "0" }
        var fraction = parts.count == 2 ? parts[1] : ""
        while fraction.last == "0" { fraction = fraction.dropLast() }
        let magnitude = fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
        return negative && magnitude != "0" ? "-" + magnitude : magnitude
    }
}
