/// A finite number as decimal digits, rounded as a `NUMBER()`'s options say: what the baked
/// formatters write, and the plural operands of what they write.
///
/// The value is `0.d₁d₂…dₙ × 10^point`: `digits` holds the significant digits (values 0…9,
/// no leading or trailing zero; empty for zero) and `point` how many of them, or of the
/// zeros after them, precede the decimal point (123.45 is `12345`, 3; 0.05 is `5`, -1;
/// 1200 is `12`, 4).
struct DecimalNumber {
    var isNegative: Bool
    var digits: [UInt8]
    var point: Int

    /// An integer, exactly.
    init(_ value: Int) {
        isNegative = value < 0
        var magnitude = UInt64(value.magnitude)
        var reversed: [UInt8] = []
        var trailingZeros = 0
        while magnitude > 0 {
            let digit = UInt8(magnitude % 10)
            magnitude /= 10
            if reversed.isEmpty && digit == 0 {
                trailingZeros += 1
            } else {
                reversed.append(digit)
            }
        }
        digits = reversed.reversed()
        point = digits.count + trailingZeros
    }

    /// A finite `Double` by the shortest decimal that reads back as it (Swift's
    /// `description`, the digits ICU's `DecimalQuantity` rounds from: `0.1` is 0.1, not
    /// 0.1000000000000000055…, and 1.005 rounds half-even to 1.00). Nil for NaN and
    /// infinity.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // Integers below 2⁵³ are exact, and the common case: no text.
        if value == value.rounded(.towardZero), value.magnitude < 9_007_199_254_740_992 {
            self.init(Int(value))
            isNegative = value.sign == .minus
            return
        }
        // Swift writes the magnitude as digits, an optional '.', more digits and an optional
        // exponent ("123.45", "1e-05", "1.5e+20"): the value is 0.<digits> × 10^(digits
        // before the '.' + exponent).
        var digits: [UInt8] = []
        var beforePoint = 0
        var exponent = 0
        var exponentSign = 1
        var inFraction = false
        var inExponent = false
        for byte in value.magnitude.description.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if inExponent {
                    exponent = exponent * 10 + digit
                } else {
                    digits.append(UInt8(digit))
                    if !inFraction { beforePoint += 1 }
                }
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-"): exponentSign = -1
            default: break  // the exponent's "+"
            }
        }
        // A leading zero moves the point left by one ("0.05" is 0.5 × 10⁻¹ once stripped).
        let leadingZeros = digits.prefix { $0 == 0 }.count
        digits.removeFirst(leadingZeros)
        while digits.last == 0 { digits.removeLast() }
        self.init(
            isNegative: value.sign == .minus, digits: digits,
            point: digits.isEmpty ? 0 : beforePoint - leadingZeros + exponentSign * exponent)
    }

    private init(isNegative: Bool, digits: [UInt8], point: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.point = point
    }

    /// Multiplies by 10^`power` (a percent is 10²).
    mutating func scale(by power: Int) {
        if !digits.isEmpty { point += power }
    }

    /// Rounds half-even so that `keep` digits of `digits` remain (counting from the first),
    /// as ICU's `DecimalQuantity::roundToMagnitude` does in its default mode.
    mutating func round(keeping keep: Int) {
        guard keep < digits.count else { return }
        guard keep >= 0 else {
            digits = []
            point = 0
            return
        }
        let decider = digits[keep]
        let restIsZero = digits[(keep + 1)...].allSatisfy { $0 == 0 }
        let lastKept = keep > 0 ? digits[keep - 1] : 0
        let up = decider > 5 || (decider == 5 && (!restIsZero || lastKept % 2 == 1))
        digits.removeSubrange(keep...)
        if up {
            var index = keep - 1
            while index >= 0, digits[index] == 9 {
                digits[index] = 0
                index -= 1
            }
            if index >= 0 {
                digits[index] += 1
            } else {
                digits.insert(1, at: 0)
                point += 1
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }

    /// Rounds to at most `count` fraction digits.
    mutating func round(fractionDigits count: Int) {
        round(keeping: point + count)
    }

    /// Rounds to at most `count` significant digits.
    mutating func round(significantDigits count: Int) {
        round(keeping: count)
    }
}
