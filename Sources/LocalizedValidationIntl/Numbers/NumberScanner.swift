/// The strict number parser: checks the whole input against the locale's symbols and
/// grouping sizes and builds the exact decimal value.
///
/// ICU's own parser is not used for this. Even non-lenient, `unum_parseDecimal`
/// reports a partial parse as success (pt-BR `1,234.5` -> 1.234, stopping at offset 5
/// of 7, status OK), reports no error position on failure (always 0), accepts `5.`
/// and `.5`, accepts digits of any numbering system in any locale, and rejects `+5`.
/// ICU supplies the locale data (separators, signs, digits, grouping sizes); the
/// structure is checked here, where every rejection has a reason and a position.
struct NumberScanner {
    let symbols: NumberSymbols

    private enum DigitSystem { case ascii, native }

    /// Parses `text`; errors name `localeIdentifier` (the caller's locale: the scanner is
    /// shared by every tag that resolves to the same data).
    func parse(_ text: String, localeIdentifier: String) throws(NumberParseError) -> ExactDecimal {
        // Scalars with the UTF-16 offset each starts at.
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            scalars.append(scalar)
            offsets.append(offset)
            offset += scalar.utf16.count
        }
        let end = offset

        func fail(_ reason: NumberParseError.Reason, at index: Int) -> NumberParseError {
            NumberParseError(
                reason: reason,
                offset: index < offsets.count ? offsets[index] : end,
                character: index < scalars.count ? scalars[index] : nil,
                localeIdentifier: localeIdentifier
            )
        }
        func matches(_ symbol: [Unicode.Scalar], at index: Int) -> Bool {
            guard !symbol.isEmpty, index + symbol.count <= scalars.count else { return false }
            for (k, scalar) in symbol.enumerated() where scalars[index + k] != scalar { return false }
            return true
        }
        func firstMatch(_ candidates: [[Unicode.Scalar]], at index: Int) -> Int? {
            for symbol in candidates where matches(symbol, at: index) { return symbol.count }
            return nil
        }

        guard !scalars.isEmpty else { throw fail(.empty, at: 0) }
        if scalars[0].properties.isWhitespace { throw fail(.surroundingWhitespace, at: 0) }
        if scalars[scalars.count - 1].properties.isWhitespace {
            throw fail(.surroundingWhitespace, at: scalars.count - 1)
        }

        var index = 0
        var isNegative = false
        if let length = firstMatch(symbols.minusSigns, at: 0) {
            isNegative = true
            index = length
        } else if let length = firstMatch(symbols.plusSigns, at: 0) {
            index = length
        }
        if index == scalars.count { throw fail(.missingDigits, at: index) }

        let primary = symbols.primaryGroupingSize
        let secondary = symbols.secondaryGroupingSize > 0 ? symbols.secondaryGroupingSize : primary
        var integerDigits: [UInt8] = []
        var fractionDigits: [UInt8] = []
        var digitSystem: DigitSystem?
        var digitsInGroup = 0
        var separatorCount = 0
        var lastSeparator = 0
        var decimalSeparator: Int?

        while index < scalars.count {
            let scalar = scalars[index]
            if let (value, system) = digit(scalar) {
                if let digitSystem, digitSystem != system { throw fail(.mixedDigitSystems, at: index) }
                digitSystem = system
                if decimalSeparator == nil {
                    integerDigits.append(value)
                    digitsInGroup += 1
                } else {
                    fractionDigits.append(value)
                }
                index += 1
                continue
            }
            if matches(symbols.decimalSeparator, at: index) {
                if decimalSeparator != nil { throw fail(.multipleDecimalSeparators, at: index) }
                if integerDigits.isEmpty { throw fail(.misplacedDecimalSeparator, at: index) }
                if separatorCount > 0, digitsInGroup != primary {
                    throw fail(.misplacedGroupingSeparator, at: lastSeparator)
                }
                decimalSeparator = index
                index += symbols.decimalSeparator.count
                continue
            }
            if let length = firstMatch(symbols.groupingSeparators, at: index) {
                // A group may only end at a separator when it has the right size: the
                // first 1...secondary digits (1...3 in en), the ones after exactly
                // `secondary`; the last group (checked at the end) exactly `primary`.
                if decimalSeparator != nil || digitsInGroup == 0 || primary <= 0 {
                    throw fail(.misplacedGroupingSeparator, at: index)
                }
                if separatorCount == 0 {
                    if digitsInGroup > secondary { throw fail(.misplacedGroupingSeparator, at: index) }
                } else if digitsInGroup != secondary {
                    throw fail(.misplacedGroupingSeparator, at: lastSeparator)
                }
                separatorCount += 1
                lastSeparator = index
                digitsInGroup = 0
                index += length
                continue
            }
            if firstMatch(symbols.minusSigns, at: index) != nil
                || firstMatch(symbols.plusSigns, at: index) != nil
            {
                throw fail(.misplacedSign, at: index)
            }
            if isExponent(at: index, in: scalars) { throw fail(.exponentNotAccepted, at: index) }
            if firstMatch(symbols.otherSymbols, at: index) != nil || scalar == "%" || scalar == "\u{2030}"
                || scalar.properties.generalCategory == .currencySymbol
            {
                throw fail(.symbolNotAccepted, at: index)
            }
            throw fail(.unexpectedCharacter, at: index)
        }

        if let decimalSeparator, fractionDigits.isEmpty {
            throw fail(.misplacedDecimalSeparator, at: decimalSeparator)
        }
        if integerDigits.isEmpty { throw fail(.missingDigits, at: scalars.count) }
        if decimalSeparator == nil, separatorCount > 0, digitsInGroup != primary {
            throw fail(.misplacedGroupingSeparator, at: lastSeparator)
        }
        return ExactDecimal(
            isNegative: isNegative, integerDigits: integerDigits, fractionDigits: fractionDigits)
    }

    private func digit(_ scalar: Unicode.Scalar) -> (UInt8, DigitSystem)? {
        if scalar.value >= 0x30, scalar.value <= 0x39 { return (UInt8(scalar.value - 0x30), .ascii) }
        if let native = symbols.nativeDigits, let value = native.firstIndex(of: scalar) {
            return (UInt8(value), .native)
        }
        return nil
    }

    /// The exponent symbol of the locale, or an ASCII `e`/`E` (what people type).
    private func isExponent(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        if scalar == "e" || scalar == "E" { return true }
        let exponent = symbols.exponent
        guard !exponent.isEmpty, index + exponent.count <= scalars.count else { return false }
        return Array(scalars[index..<index + exponent.count]) == exponent
    }
}
