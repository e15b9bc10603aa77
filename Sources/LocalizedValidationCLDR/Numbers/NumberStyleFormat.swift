/// The text a number style writes around the digits: `""` and `" %"` for a positive
/// percent in `ru`, `"-$"` and `""` for a negative amount of dollars in `en`.
public struct NumberAffixes: Sendable, Hashable {
    public let positivePrefix: String
    public let positiveSuffix: String
    /// Before a negative number's digits: its minus sign included (`"-"`, `"؜-"` in `ar`).
    public let negativePrefix: String
    public let negativeSuffix: String
    /// False where the text stands for the number without its digits: `ساعة` ("an hour") for
    /// 1 and −1 hours in `ar`, `שעתיים` for 2 in `he`; the prefixes then hold the whole text.
    public let showsDigits: Bool

    /// Creates affixes; a plain decimal's are only `negativePrefix`, the minus sign.
    public init(
        positivePrefix: String = "", positiveSuffix: String = "", negativePrefix: String, negativeSuffix: String = "",
        showsDigits: Bool = true
    ) {
        self.positivePrefix = positivePrefix
        self.positiveSuffix = positiveSuffix
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
        self.showsDigits = showsDigits
    }
}

/// How one locale writes numbers of one `NUMBER()` style other than the plain decimal: a
/// percent, an amount of one currency shown one way, a measure in one unit. Baked by the
/// catalog compiler from ICU, for each style a module's catalogs use and each of its locales;
/// tests prove the output equal to ICU's.
///
/// The style's text around the digits may depend on the number's cardinal plural category:
/// `1 километр`, `2 километра`, `5 километров`; `pluralAffixes` holds the categories whose
/// text differs from `affixes`.
///
/// ```swift
/// let percent = NumberStyleFormat(numbers: russian, scale: 2,
///     affixes: NumberAffixes(positiveSuffix: "\u{A0}%", negativePrefix: "-", negativeSuffix: "\u{A0}%"))
/// percent.format(0.255, options: DecimalFormatOptions(), cardinal: rules).text  // "25,5 %"
/// ```
public struct NumberStyleFormat: Sendable, Hashable {
    /// The digits, separators and grouping the style writes with (a currency may group
    /// with another separator than the locale's plain numbers: `.` in `de-AT`).
    public let numbers: NumberFormatData
    /// The power of ten the number is multiplied by before it is written: 2 for a percent.
    public let scale: Int
    /// The text around the digits, for `other` and every category `pluralAffixes` lacks.
    public let affixes: NumberAffixes
    /// The text around the digits for the cardinal categories whose text differs.
    public let pluralAffixes: [PluralCategory: NumberAffixes]
    /// The text around NaN and infinity, where it differs from `affixes` (ICU puts no space
    /// between `EUR` and `∞`, as it does between `EUR` and a digit).
    public let nonFiniteAffixes: NumberAffixes?

    /// Creates a style's format.
    public init(
        numbers: NumberFormatData, scale: Int = 0, affixes: NumberAffixes,
        pluralAffixes: [PluralCategory: NumberAffixes] = [:], nonFiniteAffixes: NumberAffixes? = nil
    ) {
        self.numbers = numbers
        self.scale = scale
        self.affixes = affixes
        self.pluralAffixes = pluralAffixes
        self.nonFiniteAffixes = nonFiniteAffixes
    }

    /// `value` written with `options` in this style, and the plural operands of the number
    /// shown (nil for NaN and infinity, which are `other`).
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - options: The digits to show and whether to group.
    ///   - cardinal: The locale's cardinal rules, which choose the affixes.
    public func format(
        _ value: Double, options: DecimalFormatOptions, cardinal: PluralRuleSet
    ) -> (text: String, operands: PluralOperands?) {
        guard var number = DecimalNumber(value) else {
            return numbers.writeNonFinite(value, affixes: nonFiniteAffixes ?? affixes)
        }
        number.scale(by: scale)
        return write(number, options: options, cardinal: cardinal)
    }

    /// An integer written with `options` in this style, exactly, and the plural operands of
    /// the number shown.
    ///
    /// - Parameters:
    ///   - value: The integer.
    ///   - options: The digits to show and whether to group.
    ///   - cardinal: The locale's cardinal rules, which choose the affixes.
    public func format(
        _ value: Int, options: DecimalFormatOptions, cardinal: PluralRuleSet
    ) -> (text: String, operands: PluralOperands) {
        var number = DecimalNumber(value)
        number.scale(by: scale)
        let (text, operands) = write(number, options: options, cardinal: cardinal)
        return (text, operands ?? PluralOperands(0))
    }

    private func write(
        _ number: DecimalNumber, options: DecimalFormatOptions, cardinal: PluralRuleSet
    ) -> (text: String, operands: PluralOperands?) {
        let shown = DisplayedDecimal(number, options: options)
        let operands = shown.operands
        let chosen = pluralAffixes.isEmpty ? affixes : pluralAffixes[cardinal.category(for: operands)] ?? affixes
        return (numbers.write(shown, grouping: options.useGrouping, affixes: chosen), operands)
    }
}

extension NumberFormatData {
    /// The affixes of the plain decimal style: the minus sign before a negative number.
    var decimalAffixes: NumberAffixes { NumberAffixes(negativePrefix: minusSign) }

    /// `value` written as `NUMBER()` with `options` writes a plain decimal (`1 234,50` in
    /// `ru` with two fraction digits), and the plural operands of the number shown (nil for
    /// NaN and infinity, which are `other`).
    ///
    /// Rounding is half-even on the shortest decimal that reads back as `value`, as ICU's
    /// number formatter rounds (1.005 to two digits is `1.00`, 2.675 is `2.68`).
    public func format(_ value: Double, options: DecimalFormatOptions) -> (text: String, operands: PluralOperands?) {
        guard let number = DecimalNumber(value) else { return writeNonFinite(value, affixes: decimalAffixes) }
        let shown = DisplayedDecimal(number, options: options)
        return (write(shown, grouping: options.useGrouping, affixes: decimalAffixes), shown.operands)
    }

    /// An integer written as `NUMBER()` with `options` writes a plain decimal, exactly, and
    /// the plural operands of the number shown.
    public func format(_ value: Int, options: DecimalFormatOptions) -> (text: String, operands: PluralOperands) {
        let shown = DisplayedDecimal(DecimalNumber(value), options: options)
        return (write(shown, grouping: options.useGrouping, affixes: decimalAffixes), shown.operands)
    }

    /// NaN (no sign, as ICU writes it) or a signed infinity between `affixes`.
    func writeNonFinite(_ value: Double, affixes: NumberAffixes) -> (text: String, operands: PluralOperands?) {
        if value.isNaN { return (affixes.positivePrefix + nan + affixes.positiveSuffix, nil) }
        return value < 0
            ? (affixes.negativePrefix + infinity + affixes.negativeSuffix, nil)
            : (affixes.positivePrefix + infinity + affixes.positiveSuffix, nil)
    }

    /// The digits of `shown` in this locale between `affixes`, grouped unless `grouping` is
    /// false.
    func write(_ shown: DisplayedDecimal, grouping: Bool, affixes: NumberAffixes) -> String {
        let integerDigits = shown.integerDigits
        let grouped =
            grouping && primaryGroupingSize > 0 && integerDigits > primaryGroupingSize
            && integerDigits - primaryGroupingSize >= minimumGroupingDigits
        var bytes: [UInt8] = []
        bytes.reserveCapacity(
            (integerDigits + shown.fractionDigits) * 4 + integerDigits * groupingBytes.count
                / max(primaryGroupingSize, 1)
                + 32)
        let prefix = shown.isNegative ? affixes.negativePrefix : affixes.positivePrefix
        let suffix = shown.isNegative ? affixes.negativeSuffix : affixes.positiveSuffix
        guard affixes.showsDigits else { return prefix + suffix }
        bytes.append(contentsOf: prefix.utf8)
        func appendDigit(_ digit: UInt8) {
            if let zero = asciiZero {
                bytes.append(zero &+ digit)
            } else {
                let start = Int(digit) * 4
                bytes.append(contentsOf: digitBytes[start..<(start + Int(digitWidths[Int(digit)]))])
            }
        }
        for position in 0..<integerDigits {
            appendDigit(shown.integerDigit(at: position))
            // Digits still to come before the decimal point.
            let remaining = integerDigits - 1 - position
            if grouped, remaining > 0, remaining >= primaryGroupingSize,
                (remaining - primaryGroupingSize) % secondaryGroupingSize == 0
            {
                bytes.append(contentsOf: groupingBytes)
            }
        }
        if shown.fractionDigits > 0 {
            bytes.append(contentsOf: decimalSeparator.utf8)
            for position in 0..<shown.fractionDigits { appendDigit(shown.fractionDigit(at: position)) }
        }
        bytes.append(contentsOf: suffix.utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A number rounded and padded as options say: how many integer and fraction digits are
/// shown, and which.
struct DisplayedDecimal {
    let number: DecimalNumber
    /// Integer digits shown, zeros padding to the minimum included (at least 1).
    let integerDigits: Int
    /// Fraction digits shown, zeros padding to the minimum included.
    let fractionDigits: Int

    var isNegative: Bool { number.isNegative }

    init(_ value: DecimalNumber, options: DecimalFormatOptions) {
        var number = value
        let minimumFraction: Int
        if let least = options.minimumSignificantDigits, let most = options.maximumSignificantDigits {
            number.round(significantDigits: most)
            // Zero shows its "0" as one significant digit ("0.00" for three).
            minimumFraction = max(0, least - (number.digits.isEmpty ? 1 : number.point))
        } else {
            number.round(fractionDigits: options.maximumFractionDigits)
            minimumFraction = options.minimumFractionDigits
        }
        self.number = number
        fractionDigits = max(minimumFraction, number.digits.count - number.point)
        integerDigits = max(options.minimumIntegerDigits, number.point, 1)
    }

    /// The digit at `index` of the number's digits, zero outside them.
    private func digit(_ index: Int) -> UInt8 {
        index >= 0 && index < number.digits.count ? number.digits[index] : 0
    }

    /// The integer digit shown at `position`, counting from the first shown.
    func integerDigit(at position: Int) -> UInt8 {
        digit(position - (integerDigits - number.point))
    }

    /// The fraction digit shown at `position` after the decimal separator.
    func fractionDigit(at position: Int) -> UInt8 {
        digit(number.point + position)
    }

    /// The plural operands of the number as shown (`1,50` has `v` 2).
    var operands: PluralOperands {
        // Integer padding zeros change no operand; start at the number's own digits.
        PluralOperands(
            integerDigits: (0..<max(number.point, 0)).lazy.map { self.digit($0) },
            fractionDigits: (0..<fractionDigits).lazy.map { self.fractionDigit(at: $0) })
    }
}
