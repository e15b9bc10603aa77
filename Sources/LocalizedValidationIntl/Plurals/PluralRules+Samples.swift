extension PluralRules {
    /// Numbers that select `category`, for citing in diagnostics ("ICU selects 'few' for
    /// 2, 3, 4, 22…").
    ///
    /// Integers come first, in increasing order: every integer from 0 to 10 000, then the
    /// powers of ten up to 10¹⁸ (so Portuguese `many` finds 1000000). For cardinal rules,
    /// decimals follow when the integers did not fill `limit`: 0.0 to 100.0 in steps of
    /// 0.1, then 0.00 to 1.00 in steps of 0.01, as strings with their visible fraction
    /// digits (Russian `other` gives "0.0", "0.1", …). Ordinal rules are sampled with
    /// integers only. The result is deterministic for a given ICU version.
    ///
    /// ICU 72's C API has no `uplrules_getSamples` (only C++ `PluralRules::getSamples`),
    /// so the samples are found by selecting each candidate through the same paths as
    /// ``category(for:)-(Int)`` and ``category(forDecimal:)``.
    ///
    /// - Parameters:
    ///   - category: The category to sample.
    ///   - limit: The most samples to return.
    /// - Returns: Up to `limit` numbers as decimal strings; empty when these rules do not
    ///   use `category` or `limit` is not positive.
    /// - Throws: ``IntlError`` if ICU fails.
    public func samples(for category: PluralCategory, limit: Int = 6) throws -> [String] {
        guard limit > 0, categories.contains(category) else { return [] }
        var found: [String] = []
        for number in 0...10_000 where try self.category(for: number) == category {
            found.append(String(number))
            if found.count == limit { return found }
        }
        var power = 100_000
        while true {
            if try self.category(for: power) == category {
                found.append(String(power))
                if found.count == limit { return found }
            }
            let (next, overflow) = power.multipliedReportingOverflow(by: 10)
            if overflow { break }
            power = next
        }
        guard type == .cardinal else { return found }
        for (scale, count) in [(10, 1_000), (100, 100)] {
            let fractionDigits = scale == 10 ? 1 : 2
            for units in 0...count {
                let text = PluralRules.decimalText(units: units, scale: scale, fractionDigits: fractionDigits)
                if try self.category(forDecimal: text) == category {
                    found.append(text)
                    if found.count == limit { return found }
                }
            }
        }
        return found
    }

    /// `units / scale` written with exactly `fractionDigits` fraction digits (`15, 10, 1` → `1.5`).
    static func decimalText(units: Int, scale: Int, fractionDigits: Int) -> String {
        let fraction = String(units % scale)
        let padding = String(repeating: "0", count: max(0, fractionDigits - fraction.count))
        return "\(units / scale).\(padding)\(fraction)"
    }
}
