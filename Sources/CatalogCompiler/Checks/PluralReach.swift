/// Which numbers reach a plural category, judged from ICU's samples.
enum PluralReach {
    static let million = 1_000_000

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
}
