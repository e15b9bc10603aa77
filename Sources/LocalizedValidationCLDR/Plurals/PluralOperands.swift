/// The CLDR plural operands of a number as it is displayed (Unicode TR35, "Plural
/// Operand Meanings"): what a ``PluralRuleSet`` selects on.
///
/// The operands come from the digits as written, so visible fraction digits count:
/// `"1.50"` has `v` 2, `f` 50, `t` 5, and `"1.0"` differs from `"1"` (English selects
/// `other` for it). An exponent (`"1.2c6"`, CLDR's compact notation, or `"1.2e6"`) is
/// applied before the other operands are taken: `"1.2c6"` has `i` 1200000 and `e` 6.
/// Negative numbers have the operands of their absolute value. `n` is not stored: it is
/// `i` when `t` is 0 and not an integer otherwise, which is all a rule can ask of it.
///
/// Values are exact below 10¹⁸. A longer integer or fraction is kept as 10¹⁸ plus its
/// value modulo 10¹⁸, exact for every modulus CLDR uses (divisors of 10⁶) and greater
/// than any constant a rule compares with. ICU 72 holds operands as `double`s, so it
/// can differ from these beyond 2⁵³.
public struct PluralOperands: Sendable, Hashable {
    /// `i`: the integer digits.
    public let i: UInt64
    /// `v`: the number of visible fraction digits, trailing zeros included.
    public let v: Int
    /// `w`: the number of visible fraction digits, trailing zeros excluded.
    public let w: Int
    /// `f`: the visible fraction digits as an integer, trailing zeros included.
    public let f: UInt64
    /// `t`: the visible fraction digits as an integer, trailing zeros excluded.
    public let t: UInt64
    /// `e`: the exponent of compact or scientific notation, 0 without one.
    public let e: Int

    /// `c`: CLDR 42's synonym of ``e``.
    public var c: Int { e }

    /// Every value at least this large is stored as `limit + value % limit`.
    static let limit: UInt64 = 1_000_000_000_000_000_000

    /// The operands of an integer: no fraction digits, no exponent. No string work.
    @inlinable
    public init(_ integer: Int) {
        let magnitude = UInt64(integer.magnitude)
        self.init(
            i: magnitude < 1_000_000_000_000_000_000
                ? magnitude : 1_000_000_000_000_000_000 + magnitude % 1_000_000_000_000_000_000)
    }

    /// Operands given one by one. `i`, `f` and `t` should already be reduced as the type's
    /// documentation says if they reach 10¹⁸.
    @inlinable
    public init(i: UInt64, v: Int = 0, w: Int = 0, f: UInt64 = 0, t: UInt64 = 0, e: Int = 0) {
        self.i = i
        self.v = v
        self.w = w
        self.f = f
        self.t = t
        self.e = e
    }

    /// The operands of a decimal number written as displayed, keeping its fraction digits.
    ///
    /// Syntax: an optional `-`, ASCII digits, optionally `.` and digits, and optionally
    /// `c` or `e` followed by one to four digits (`"1.5"`, `"1000000"`, `"1.50"`, `"1.1c6"`).
    /// Grouping separators and locale digits are not accepted: pass the number, not the
    /// text shown to the user. Reading is linear in the length of `decimal`.
    ///
    /// - Throws: ``PluralSyntaxError`` saying what is wrong and at which offset.
    public init(parsing decimal: String) throws {
        var bytes = decimal.utf8.makeIterator()
        var offset = 0
        var next = bytes.next()
        func advance() {
            next = bytes.next()
            offset += 1
        }
        func fail(_ reason: String) -> PluralSyntaxError {
            PluralSyntaxError(
                .invalidDecimal, text: decimal, offset: offset,
                message: reason
                    + "; expected digits with an optional '-', '.' fraction and exponent, such as 1.5 or 1.1c6")
        }
        if next == UInt8(ascii: "-") { advance() }
        // Accumulators are bounded (see `Accumulator`), so any length reads in linear time.
        /// Reads a run of ASCII digits into `digits`; returns how many there were.
        func readDigits(into digits: inout Accumulator) -> Int {
            var count = 0
            while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits.append(byte - UInt8(ascii: "0"))
                count += 1
                advance()
            }
            return count
        }
        var integer = Accumulator()
        let integerDigits = readDigits(into: &integer)
        guard integerDigits > 0 else { throw fail("no integer digits") }
        var fractionDigits = 0
        var fraction = Accumulator()
        let fractionStart = offset + 1
        if next == UInt8(ascii: ".") {
            advance()
            fractionDigits = readDigits(into: &fraction)
            guard fractionDigits > 0 else { throw fail("a '.' must be followed by digits") }
        }
        var exponent = 0
        if next == UInt8(ascii: "c") || next == UInt8(ascii: "e") {
            advance()
            var exponentDigits = 0
            while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                exponentDigits += 1
                guard exponentDigits <= 4 else { throw fail("an exponent has at most four digits") }
                exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                advance()
            }
            guard exponentDigits > 0 else { throw fail("an exponent needs digits") }
        }
        guard next == nil else { throw fail("unexpected character") }
        guard exponent > 0 else {
            self.init(integer: integer, fractionDigits: fractionDigits, fraction: fraction, exponent: 0)
            return
        }
        // The exponent moves its count of fraction digits (zeros past the written ones)
        // into the integer part; the rest stay visible fraction digits. A second pass
        // over the fraction, so still linear.
        var shiftedFraction = Accumulator()
        var position = 0
        for byte in decimal.utf8.dropFirst(fractionStart).prefix(fractionDigits) {
            if position < exponent {
                integer.append(byte - UInt8(ascii: "0"))
            } else {
                shiftedFraction.append(byte - UInt8(ascii: "0"))
            }
            position += 1
        }
        while position < exponent {
            integer.append(0)
            position += 1
        }
        self.init(
            integer: integer, fractionDigits: max(0, fractionDigits - exponent), fraction: shiftedFraction,
            exponent: exponent)
    }

    /// The operands of a number shown with `integerDigits` before its decimal separator and
    /// `fractionDigits` after it (digit values 0…9, padding zeros included), as a baked
    /// formatter writes it: no text to parse.
    init(integerDigits: some Sequence<UInt8>, fractionDigits: some Sequence<UInt8>) {
        var integer = Accumulator()
        for digit in integerDigits { integer.append(digit) }
        var fraction = Accumulator()
        var count = 0
        for digit in fractionDigits {
            fraction.append(digit)
            count += 1
        }
        self.init(integer: integer, fractionDigits: count, fraction: fraction, exponent: 0)
    }

    private init(integer: Accumulator, fractionDigits: Int, fraction: Accumulator, exponent: Int) {
        var withoutZeros = fraction
        var significant = fractionDigits
        withoutZeros.dropTrailingZeros(count: &significant)
        self.init(
            i: integer.value, v: fractionDigits, w: significant, f: fraction.value, t: withoutZeros.value, e: exponent)
    }
}

/// Digits read one at a time into a value kept exact below 10¹⁸ and reduced as
/// ``PluralOperands`` documents above it.
private struct Accumulator {
    private var low: UInt64 = 0
    private var overflowed = false
    /// Trailing zeros appended since the last non-zero digit, so they can be dropped for `t`.
    private var trailingZeros = 0
    /// The value before the trailing zeros, as long as it has not overflowed.
    private var beforeZeros: UInt64 = 0
    private var beforeZerosOverflowed = false

    mutating func append(_ digit: UInt8) {
        if digit == 0 {
            trailingZeros += 1
        } else {
            trailingZeros = 0
        }
        let grown = low * 10 + UInt64(digit)
        if grown >= PluralOperands.limit {
            overflowed = true
            low = grown % PluralOperands.limit
        } else {
            low = grown
        }
        if digit != 0 {
            beforeZeros = low
            beforeZerosOverflowed = overflowed
        }
    }

    var value: UInt64 { overflowed ? PluralOperands.limit + low : low }

    /// Removes the trailing zeros from the value and from `count`, the digit count.
    mutating func dropTrailingZeros(count: inout Int) {
        count -= trailingZeros
        low = beforeZeros
        overflowed = beforeZerosOverflowed
        trailingZeros = 0
    }
}
