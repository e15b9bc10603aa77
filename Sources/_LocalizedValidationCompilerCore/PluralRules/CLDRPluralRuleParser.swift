import LocalizedValidationCLDR

/// One rule of CLDR's plural syntax (Unicode TR35, "Language Plural Rules") read from its
/// text: the condition as a ``PluralRule``'s alternatives, and the sample lists.
///
/// ```
/// i = 1 and v = 0 or n % 100 = 2..4,9 @integer 1, 2~4, … @decimal 0.0~1.5, 1c6, …
/// ```
///
/// Only the syntax CLDR 42 writes is accepted: operands `n i v w f t c e`, `%`, `=` and
/// `!=`, values and ranges, `and` (binding tighter) and `or`; the `is`, `in`, `within`
/// and `not` of older versions are errors. Reading is linear in the text.
package struct CLDRPluralRuleText: Sendable, Hashable {
    /// The condition, as written before any sample list (`i = 1 and v = 0`); empty for
    /// `other`.
    package let condition: String
    /// `or` of `and`s; empty for a rule with no condition.
    package let alternatives: [[PluralRelation]]
    /// The `@integer` samples.
    package let integerSamples: [PluralSampleRange]
    /// The `@decimal` samples.
    package let decimalSamples: [PluralSampleRange]

    /// Reads `text`.
    ///
    /// - Throws: ``PluralSyntaxError`` saying what was expected and at which UTF-8 offset.
    package init(parsing text: String) throws(PluralSyntaxError) {
        var reader = RuleReader(text: text)
        var alternatives: [[PluralRelation]] = []
        reader.skipSpaces()
        if !reader.atEnd && reader.peek != UInt8(ascii: "@") {
            var alternative: [PluralRelation] = [try reader.relation()]
            while true {
                if reader.consumeWord("and") {
                    alternative.append(try reader.relation())
                } else if reader.consumeWord("or") {
                    alternatives.append(alternative)
                    alternative = [try reader.relation()]
                } else {
                    break
                }
            }
            alternatives.append(alternative)
        }
        let conditionEnd = reader.offset
        var integerSamples: [PluralSampleRange] = []
        var decimalSamples: [PluralSampleRange] = []
        if reader.consumeWord("@integer") { integerSamples = try reader.samples() }
        if reader.consumeWord("@decimal") { decimalSamples = try reader.samples() }
        reader.skipSpaces()
        guard reader.atEnd else { throw reader.error("expected 'and', 'or', '@integer', '@decimal' or the end") }
        var condition = Substring(String(decoding: Array(text.utf8)[..<conditionEnd], as: UTF8.self))
        while condition.last == " " { condition.removeLast() }
        self.condition = String(condition.drop { $0 == " " })
        self.alternatives = alternatives
        self.integerSamples = integerSamples
        self.decimalSamples = decimalSamples
    }
}

/// A sample of a rule: one number (`"1.5"`, `"1c6"`) or a range (`"0.0~1.5"`: every
/// number from the first to the last, stepping by one in the last written digit).
package struct PluralSampleRange: Sendable, Hashable, CustomStringConvertible {
    /// The first number, as written.
    package let start: String
    /// The last number, as written; equal to ``start`` for a single number.
    package let end: String

    /// `start` or `start~end`.
    package var description: String { start == end ? start : "\(start)~\(end)" }

    /// Ranges larger than this are an error: CLDR's are tens of numbers, and expanding
    /// one must stay bounded.
    package static let maximumCount = 100_000

    /// Every number of the range, as decimal strings with the fraction digits written.
    ///
    /// - Throws: ``PluralSyntaxError`` when the two ends differ in fraction digits or
    ///   exponent, are out of order, or span more than ``maximumCount`` numbers.
    package func expanded() throws(PluralSyntaxError) -> [String] {
        if start == end { return [start] }
        func split(_ text: String) -> (units: String, fractionDigits: Int, exponent: Substring)? {
            let exponentStart = text.firstIndex { $0 == "c" || $0 == "e" } ?? text.endIndex
            let significand = text[..<exponentStart]
            let parts = significand.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            return (parts.joined(), parts.count == 2 ? parts[1].count : 0, text[exponentStart...])
        }
        let fail = { (reason: String) in
            PluralSyntaxError(.invalidSample, text: description, offset: 0, message: reason)
        }
        guard let low = split(start), let high = split(end), low.fractionDigits == high.fractionDigits,
            low.exponent == high.exponent, low.exponent.isEmpty
        else { throw fail("a sample range's ends must have the same fraction digits and no exponent") }
        guard let first = Int(low.units), let last = Int(high.units), first <= last else {
            throw fail("a sample range must go from a smaller to a larger number")
        }
        guard last - first < Self.maximumCount else {
            throw fail("a sample range may hold at most \(Self.maximumCount) numbers")
        }
        return (first...last).map { units in
            guard low.fractionDigits > 0 else { return String(units) }
            var digits = String(units)
            if digits.count <= low.fractionDigits {
                digits = String(repeating: "0", count: low.fractionDigits - digits.count + 1) + digits
            }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -low.fractionDigits))
            return digits
        }
    }
}

/// A cursor over a rule's UTF-8 bytes.
private struct RuleReader {
    let text: String
    let bytes: [UInt8]
    var offset = 0
    /// Set once the condition is read: errors after it are in a sample list.
    var inSamples = false

    init(text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    var atEnd: Bool { offset >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[offset] }

    func error(_ reason: String) -> PluralSyntaxError {
        PluralSyntaxError(inSamples ? .invalidSample : .invalidRule, text: text, offset: offset, message: reason)
    }

    mutating func skipSpaces() {
        while let byte = peek, byte == UInt8(ascii: " ") { offset += 1 }
    }

    /// Consumes `word` if it comes next (after spaces) and is not the start of a longer word.
    mutating func consumeWord(_ word: String) -> Bool {
        skipSpaces()
        let word = Array(word.utf8)
        guard offset + word.count <= bytes.count, Array(bytes[offset..<offset + word.count]) == word else {
            return false
        }
        let after = offset + word.count
        if after < bytes.count, Self.isLetter(bytes[after]) { return false }
        offset = after
        return true
    }

    mutating func consume(_ symbol: String) -> Bool {
        skipSpaces()
        let symbol = Array(symbol.utf8)
        guard offset + symbol.count <= bytes.count, Array(bytes[offset..<offset + symbol.count]) == symbol else {
            return false
        }
        offset += symbol.count
        return true
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// `operand ('%' value)? ('=' | '!=') range_list`
    mutating func relation() throws(PluralSyntaxError) -> PluralRelation {
        skipSpaces()
        let start = offset
        while let byte = peek, Self.isLetter(byte) { offset += 1 }
        let name = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let operand = PluralOperand(letter: name) else {
            offset = start
            if ["is", "in", "within", "not"].contains(name) {
                throw error("'\(name)' is syntax of older CLDR versions; expected an operand (n, i, v, w, f, t, c, e)")
            }
            throw error("expected an operand (n, i, v, w, f, t, c, e)")
        }
        var modulus: UInt64?
        if consume("%") {
            let divisor = try value()
            guard divisor > 0 else { throw error("a modulus must be positive") }
            modulus = divisor
        }
        let negated: Bool
        if consume("!=") {
            negated = true
        } else if consume("=") {
            negated = false
        } else {
            let word = offset
            if consumeWord("is") || consumeWord("in") || consumeWord("within") || consumeWord("not") {
                offset = word
                skipSpaces()
                throw error("'is', 'in', 'within' and 'not' are syntax of older CLDR versions; expected '=' or '!='")
            }
            throw error("expected '=' or '!=' after the operand")
        }
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            let low = try value()
            if consume("..") {
                let high = try value()
                guard low <= high else { throw error("a range must go from the smaller value to the larger") }
                ranges.append(low...high)
            } else {
                ranges.append(low...low)
            }
        } while consume(",")
        return negated
            ? PluralRelation(operand, modulo: modulus, notIn: ranges)
            : PluralRelation(operand, modulo: modulus, in: ranges)
    }

    /// Digits, as an integer below 10¹⁸.
    mutating func value() throws(PluralSyntaxError) -> UInt64 {
        skipSpaces()
        let start = offset
        var value: UInt64 = 0
        while let byte = peek, Self.isDigit(byte) {
            guard offset - start < 18 else { throw error("a value has at most 18 digits") }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            offset += 1
        }
        guard offset > start else { throw error("expected a number") }
        return value
    }

    /// `sampleRange (',' sampleRange)* (',' '…')?`
    mutating func samples() throws(PluralSyntaxError) -> [PluralSampleRange] {
        inSamples = true
        var samples: [PluralSampleRange] = []
        repeat {
            if consume("…") || consume("...") {
                skipSpaces()
                guard atEnd || peek == UInt8(ascii: "@") else { throw error("'…' must end a sample list") }
                break
            }
            let start = try sampleValue()
            let end = consume("~") ? try sampleValue() : start
            samples.append(PluralSampleRange(start: start, end: end))
        } while consume(",")
        return samples
    }

    /// `digits ('.' digits)? ([ce] digits)?`
    mutating func sampleValue() throws(PluralSyntaxError) -> String {
        skipSpaces()
        let start = offset
        func digits() throws(PluralSyntaxError) {
            let first = offset
            while let byte = peek, Self.isDigit(byte) { offset += 1 }
            guard offset > first else { throw error("expected digits in a sample") }
        }
        try digits()
        if peek == UInt8(ascii: ".") {
            offset += 1
            try digits()
        }
        if peek == UInt8(ascii: "c") || peek == UInt8(ascii: "e") {
            offset += 1
            try digits()
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
