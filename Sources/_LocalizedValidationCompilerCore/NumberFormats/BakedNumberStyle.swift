import LocalizedValidationCLDR
import LocalizedValidationIntl

/// A locale's ``NumberStyleFormat`` for one `NUMBER()` style (a percent, a currency shown one
/// way, a unit shown one way), read from what ICU's number formatter writes: what the catalog
/// compiler bakes so that generated code formats the style without ICU.
///
/// ICU is asked to format probe numbers, and the format is read off its text:
/// - the separators and group sizes from 123,456,789,012.25;
/// - the minimum grouping digits from the smallest power of ten it groups;
/// - the text around the digits, for a positive and a negative number of each cardinal
///   plural category (`1 километр`, `2 километра`, `5 километров`, `1,5 километра`).
///
/// A text the format cannot represent (digits the locale does not use, separators that
/// differ within one number, digits the probe does not find) is a ``NumberFormatBakingError``
/// naming the locale and the style, never an approximation. Tests prove the baked formats
/// equal to ICU's output for every locale ICU has.
package enum BakedNumberStyle {
    /// The format of `style` in `locale`.
    ///
    /// - Parameters:
    ///   - numbers: The locale's plain decimal data (``BakedNumberFormatData``): its digits,
    ///     NaN and infinity.
    ///   - cardinal: The locale's cardinal rules, whose categories the affixes follow.
    /// - Throws: ``NumberFormatBakingError`` naming the locale and the style.
    package static func fromICU(
        locale: IntlLocale, style: NumberStyle, numbers: NumberFormatData, cardinal: PluralRuleSet
    ) throws(NumberFormatBakingError) -> NumberStyleFormat {
        func failure(_ message: String) -> NumberFormatBakingError {
            NumberFormatBakingError(languageTag: locale.identifier, message: "\(describe(style)): \(message)")
        }
        func formatter(fractionDigits: Int) throws(NumberFormatBakingError) -> DecimalFormatter {
            do {
                return try DecimalFormatter(
                    locale: locale,
                    options: DecimalFormatOptions(
                        minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, style: style))
            } catch {
                throw failure("ICU's number formatter does not open: \(error)")
            }
        }
        func format(_ formatter: DecimalFormatter, _ decimal: String) throws(NumberFormatBakingError) -> String {
            do {
                return try formatter.format(decimal: decimal)
            } catch {
                throw failure("ICU does not format \(decimal): \(error)")
            }
        }
        let scale = style == .percent ? 2 : 0
        let digitOf = Dictionary(uniqueKeysWithValues: numbers.digits.enumerated().map { ($1, $0) })

        // Separators and grouping, from a number long enough to show two group sizes.
        let twoDigits = try formatter(fractionDigits: 2)
        let probe = try format(twoDigits, shifted("123456789012.25", by: -scale))
        let runs = try digitRuns(probe, digitOf: digitOf, failure: failure)
        guard runs.count >= 2, runs.last!.digits == 2 else {
            throw failure("'\(probe)' does not end its digits with two fraction digits")
        }
        let decimalSeparator = runs[runs.count - 2].separatorAfter ?? ""
        let groups = runs.dropLast().map(\.digits)
        let groupingSeparators = Set(runs.dropLast(2).compactMap(\.separatorAfter))
        guard groupingSeparators.count <= 1 else {
            throw failure("'\(probe)' groups with several separators: \(groupingSeparators.sorted())")
        }
        let groupingSeparator = groupingSeparators.first ?? numbers.groupingSeparator
        let primary = groups.count > 1 ? groups[groups.count - 1] : 0
        let secondary = groups.count > 2 ? groups[groups.count - 2] : primary
        guard groups.dropFirst().dropLast().allSatisfy({ $0 == secondary }) else {
            throw failure("'\(probe)' has groups of \(groups) digits")
        }
        // Grouped: the integer digits of the probe (shown with two fraction digits) come in
        // more than one run.
        let minimumGroupingDigits = try minimumGroupingDigits(primary: primary, failure: failure) {
            (power) throws(NumberFormatBakingError) in
            let text = try format(twoDigits, shifted("1" + String(repeating: "0", count: power), by: -scale))
            return try digitRuns(text, digitOf: digitOf, failure: failure).count > 2
        }
        let styleNumbers = NumberFormatData(
            digits: numbers.digits, decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
            minusSign: numbers.minusSign, plusSign: numbers.plusSign, primaryGroupingSize: primary,
            secondaryGroupingSize: secondary, minimumGroupingDigits: minimumGroupingDigits, nan: numbers.nan,
            infinity: numbers.infinity)

        // The text around the digits, per cardinal category: a sample of each, positive and
        // negative, with the digits this data writes for it cut out.
        let found = samples(cardinal)
        let missing = Set(cardinal.categories + [.other]).subtracting(found.map(\.0))
        guard missing.isEmpty else {
            throw failure("no sample number selects \(missing.map(\.rawValue).sorted()) to read its text from")
        }
        var byCategory: [PluralCategory: NumberAffixes] = [:]
        for (category, sample) in found {
            let fractionDigits = sample.split(separator: ".").dropFirst().first?.count ?? 0
            let exact = try formatter(fractionDigits: fractionDigits)
            let options = DecimalFormatOptions(
                minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits)
            let body = styleNumbers.format(Double(sample)!, options: options).text
            let positive = try format(exact, shifted(sample, by: -scale))
            let negative = try format(exact, "-" + shifted(sample, by: -scale))
            byCategory[category] = try affixes(
                around: body, positive: positive, negative: negative, digitOf: digitOf, failure: failure)
        }
        guard let other = byCategory[.other] else { throw failure("no sample of 'other'") }
        // NaN and infinity: ICU writes them between the `other` texts, but spaces a symbol
        // from them only as a currency's spacing rules say, which differ from a digit's.
        let nonFinite: NumberAffixes
        do {
            let plain = try formatter(fractionDigits: 0)
            nonFinite = try affixes(
                around: numbers.infinity, positive: plain.format(.infinity), negative: plain.format(-.infinity),
                digitOf: digitOf, failure: failure)
            let nan = try plain.format(.nan)
            guard nan == nonFinite.positivePrefix + numbers.nan + nonFinite.positiveSuffix else {
                throw failure("writes NaN as '\(nan)', not between the texts of infinity")
            }
        } catch let error as NumberFormatBakingError {
            throw error
        } catch {
            throw failure("ICU does not format NaN or infinity: \(error)")
        }
        return NumberStyleFormat(
            numbers: styleNumbers, scale: scale, affixes: other,
            pluralAffixes: byCategory.filter { $0.value != other },
            nonFiniteAffixes: nonFinite == other ? nil : nonFinite)
    }

    /// The texts before and after `body` in ICU's `positive` and `negative` texts of one
    /// number; where `body` is digits, a text with none stands for the number (`ساعة`, "an
    /// hour").
    private static func affixes(
        around body: String, positive: String, negative: String, digitOf: [Unicode.Scalar: Int],
        failure: (String) -> NumberFormatBakingError
    ) throws(NumberFormatBakingError) -> NumberAffixes {
        let hasDigits = { (text: String) in text.unicodeScalars.contains { digitOf[$0] != nil } }
        if hasDigits(body) && !hasDigits(positive) && !hasDigits(negative) {
            return NumberAffixes(positivePrefix: positive, negativePrefix: negative, showsDigits: false)
        }
        guard let plus = positive.range(of: body), let minus = negative.range(of: body) else {
            throw failure("'\(positive)' or '\(negative)' does not contain '\(body)'")
        }
        return NumberAffixes(
            positivePrefix: String(positive[..<plus.lowerBound]),
            positiveSuffix: String(positive[plus.upperBound...]),
            negativePrefix: String(negative[..<minus.lowerBound]),
            negativeSuffix: String(negative[minus.upperBound...]))
    }

    /// The minimum grouping digits of a format that groups by `primary`: one more than the
    /// powers of ten past 10^`primary` it leaves ungrouped (`groups(power)` says whether it
    /// groups 10^`power`). 1 when `primary` is 0 (no grouping).
    static func minimumGroupingDigits(
        primary: Int, failure: (String) -> NumberFormatBakingError,
        groups: (_ power: Int) throws(NumberFormatBakingError) -> Bool
    ) throws(NumberFormatBakingError) -> Int {
        guard primary > 0 else { return 1 }
        var power = primary
        while try !groups(power) {
            power += 1
            guard power - primary < 8 else { throw failure("groups no number below 10^\(power)") }
        }
        return power - primary + 1
    }

    /// ECMA-402's words for a style: `percent`, `currency EUR (symbol)`, `unit kilometer (long)`.
    package static func describe(_ style: NumberStyle) -> String {
        switch style.kind {
        case .decimal: "decimal"
        case .percent: "percent"
        case .currency(let code, let display): "currency \(code) (\(display.name))"
        case .unit(let unit, let display): "unit \(unit) (\(display.name))"
        }
    }

    /// A sample of each category `rules` select: the first integer of 0…999, then of the
    /// powers of ten to 10¹⁸ and their multiples, then the first decimal of one to three
    /// fraction digits, that selects it.
    package static func samples(_ rules: PluralRuleSet) -> [(PluralCategory, String)] {
        var found: [PluralCategory: String] = [:]
        let wanted = Set(rules.categories + [.other])
        func consider(_ text: String) {
            guard let operands = try? PluralOperands(parsing: text) else { return }
            let category = rules.category(for: operands)
            if found[category] == nil { found[category] = text }
        }
        for integer in 0..<1000 where found.count < wanted.count { consider(String(integer)) }
        // Categories of large numbers (Breton's and French's `many`: multiples of a million).
        for exponent in 3...18 where found.count < wanted.count {
            let power = "1" + String(repeating: "0", count: exponent)
            for lead in ["1", "2", "3", "5"] { consider(lead + power.dropFirst()) }
            consider(power.dropLast() + "1")
        }
        for fractionDigits in 1...3 where found.count < wanted.count {
            var power = 1
            for _ in 0..<fractionDigits { power *= 10 }
            for whole in 0..<20 {
                for fraction in 0..<power where found.count < wanted.count {
                    let digits = String(fraction)
                    consider("\(whole)." + String(repeating: "0", count: fractionDigits - digits.count) + digits)
                }
            }
        }
        return found.sorted { $0.key.rawValue < $1.key.rawValue }.map { ($0.key, $0.value) }
    }

    /// A plain decimal times 10^`power`, exactly, as text (`"12.5"` by -2 is `"0.125"`).
    package static func shifted(_ decimal: String, by power: Int) -> String {
        guard power != 0 else { return decimal }
        let negative = decimal.hasPrefix("-")
        let unsigned = negative ? String(decimal.dropFirst()) : decimal
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var point = parts[0].count + power
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        let integer = digits.prefix(point)
        let fraction = digits.dropFirst(point)
        return (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// The runs of locale digits in `text`, with the text between each run and the next.
    private static func digitRuns(
        _ text: String, digitOf: [Unicode.Scalar: Int], failure: (String) -> NumberFormatBakingError
    ) throws(NumberFormatBakingError) -> [(digits: Int, separatorAfter: String?)] {
        var runs: [(digits: Int, separatorAfter: String?)] = []
        var pending = ""
        var inDigits = false
        for scalar in text.unicodeScalars {
            if digitOf[scalar] != nil {
                if inDigits {
                    runs[runs.count - 1].digits += 1
                } else {
                    if !runs.isEmpty { runs[runs.count - 1].separatorAfter = pending }
                    runs.append((1, nil))
                    inDigits = true
                }
                pending = ""
            } else {
                if scalar.properties.numericType == .decimal {
                    throw failure("'\(text)' has the digit \(scalar) the locale does not use")
                }
                pending.unicodeScalars.append(scalar)
                inDigits = false
            }
        }
        return runs
    }
}
