import Testing

@testable import LocalizedValidationIntl

@Suite struct NumberTests {
    typealias Reason = NumberParseError.Reason

    static func numbers(_ tag: String) throws -> IntlNumberFormat {
        try IntlNumberFormat(locale: IntlLocale(tag))
    }

    static func expectFailure(_ tag: String, _ input: String, _ reason: Reason, _ offset: Int) throws {
        let numbers = try numbers(tag)
        #expect {
            try numbers.parse(input)
        } throws: { error in
            guard let error = error as? NumberParseError else { return false }
            #expect(error.reason == reason, "\(tag) \(input.debugDescription): \(error)")
            #expect(error.offset == offset, "\(tag) \(input.debugDescription): \(error)")
            return true
        }
    }

    // MARK: en

    @Test(arguments: [
        ("0", "0"), ("7", "7"), ("1234", "1234"), ("1,234", "1234"), ("1,234,567", "1234567"),
        ("1234.5", "1234.5"), ("1,234.50", "1234.50"), ("-12", "-12"), ("+12", "12"),
        ("\u{2212}12", "-12"), ("-0", "0"), ("0.001", "0.001"), ("007", "7"),
        ("123,456,789.125", "123456789.125"), ("999,999", "999999"),
        ("12345678901234567890.5", "12345678901234567890.5"),
    ])
    func englishValid(input: String, decimal: String) throws {
        #expect(try Self.numbers("en").parse(input).decimalText == decimal)
    }

    @Test(arguments: [
        ("", Reason.empty, 0), (" 5", .surroundingWhitespace, 0), ("5 ", .surroundingWhitespace, 1),
        ("1,23,4", .misplacedGroupingSeparator, 1), ("1234,567", .misplacedGroupingSeparator, 4),
        ("1,2345", .misplacedGroupingSeparator, 1), ("1,23", .misplacedGroupingSeparator, 1),
        (",123", .misplacedGroupingSeparator, 0), ("123,", .misplacedGroupingSeparator, 3),
        ("1,,234", .misplacedGroupingSeparator, 2), ("1,234.5,6", .misplacedGroupingSeparator, 7),
        ("1.2.3", .multipleDecimalSeparators, 3), (".5", .misplacedDecimalSeparator, 0),
        ("5.", .misplacedDecimalSeparator, 1), ("1 000", .unexpectedCharacter, 1),
        ("1e5", .exponentNotAccepted, 1), ("5%", .symbolNotAccepted, 1), ("$5", .symbolNotAccepted, 0),
        ("5-", .misplacedSign, 1), ("--5", .misplacedSign, 1), ("-", .missingDigits, 1),
        ("12a", .unexpectedCharacter, 2), ("1\u{0661}", .unexpectedCharacter, 1),
        ("\u{1F600}5", .unexpectedCharacter, 0), ("5\u{1F600}", .unexpectedCharacter, 1),
        ("\u{1F600}\u{1F600}x", .unexpectedCharacter, 0), ("1,234,56", .misplacedGroupingSeparator, 5),
    ])
    func englishInvalid(input: String, reason: Reason, offset: Int) throws {
        try Self.expectFailure("en", input, reason, offset)
    }

    @Test func offsetsCountUTF16CodeUnits() throws {
        // U+1F600 is two UTF-16 code units, so the letter after it is at offset 3.
        try Self.expectFailure("en", "5\u{1F600}", .unexpectedCharacter, 1)
        try Self.expectFailure("en", "-1.5\u{1F600}", .unexpectedCharacter, 4)
        let input = "12\u{1F600}x"
        let error = try #require(throws: NumberParseError.self) { try Self.numbers("en").parse(input) }
        #expect(input[error.index(in: input)] == "\u{1F600}")
    }

    // MARK: pt-BR

    @Test(arguments: [
        ("1.234,5", "1234.5"), ("1.000.000", "1000000"), ("1234,56", "1234.56"), ("0,5", "0.5"),
        ("-1.234", "-1234"), ("1,234", "1.234"), ("13", "13"), ("120", "120"), ("1.000,00", "1000.00"),
        ("999", "999"), ("12.345.678,9", "12345678.9"), ("+3,14", "3.14"), ("0", "0"), ("10,0", "10.0"),
        ("100.000", "100000"),
    ])
    func portugueseValid(input: String, decimal: String) throws {
        #expect(try Self.numbers("pt-BR").parse(input).decimalText == decimal)
    }

    @Test(arguments: [
        // ICU parses 1.234 and stops at offset 5 with status OK; here the "." is refused.
        ("1,234.5", Reason.misplacedGroupingSeparator, 5), ("1,2,3", .multipleDecimalSeparators, 3),
        ("1.23", .misplacedGroupingSeparator, 1), ("1.2345", .misplacedGroupingSeparator, 1),
        ("12.34.567", .misplacedGroupingSeparator, 2), ("1234.567", .misplacedGroupingSeparator, 4),
        (",5", .misplacedDecimalSeparator, 0), ("5,", .misplacedDecimalSeparator, 1),
        ("1 000", .unexpectedCharacter, 1), ("€5", .symbolNotAccepted, 0),
        ("1.000,5.0", .misplacedGroupingSeparator, 7), ("1,5e3", .exponentNotAccepted, 3),
        ("", .empty, 0), ("5\u{00A0}", .surroundingWhitespace, 1), ("50%", .symbolNotAccepted, 2),
        ("1..000", .misplacedGroupingSeparator, 2),
    ])
    func portugueseInvalid(input: String, reason: Reason, offset: Int) throws {
        try Self.expectFailure("pt-BR", input, reason, offset)
    }

    // MARK: ru

    @Test(arguments: [
        ("1\u{00A0}000", "1000"), ("1 000", "1000"), ("1\u{202F}000", "1000"), ("1 000 000,5", "1000000.5"),
        ("1\u{00A0}000 000", "1000000"), ("1234,5", "1234.5"), ("0,75", "0.75"), ("-5", "-5"),
        ("\u{2212}5", "-5"), ("10 000,00", "10000.00"), ("42", "42"), ("999 999", "999999"),
        ("120", "120"), ("13", "13"), ("+7", "7"),
    ])
    func russianValid(input: String, decimal: String) throws {
        #expect(try Self.numbers("ru").parse(input).decimalText == decimal)
    }

    @Test(arguments: [
        ("12 34 567", Reason.misplacedGroupingSeparator, 2), ("1.5", .unexpectedCharacter, 1),
        ("1,000.5", .unexpectedCharacter, 5), ("1 00", .misplacedGroupingSeparator, 1),
        ("1  000", .misplacedGroupingSeparator, 2), ("1 000,5 0", .misplacedGroupingSeparator, 7),
        ("1,5,0", .multipleDecimalSeparators, 3), (" 1 000", .surroundingWhitespace, 0),
        ("1 000 ", .surroundingWhitespace, 5), (",5", .misplacedDecimalSeparator, 0),
        ("5₽", .symbolNotAccepted, 1), ("1E3", .exponentNotAccepted, 1),
        ("1000 000", .misplacedGroupingSeparator, 4),
        ("пять", .unexpectedCharacter, 0), ("5-", .misplacedSign, 1), ("", .empty, 0),
    ])
    func russianInvalid(input: String, reason: Reason, offset: Int) throws {
        try Self.expectFailure("ru", input, reason, offset)
    }

    // MARK: values

    @Test func integerValuesForRanges() throws {
        let numbers = try Self.numbers("pt-BR")
        #expect(try numbers.parse("13").intValue == 13)
        #expect(try numbers.parse("120,00").intValue == 120)
        #expect(try numbers.parse("120,00").isInteger)
        #expect(try numbers.parse("12,5").intValue == nil)
        #expect(try numbers.parse("12,5").doubleValue == 12.5)
        #expect(try numbers.parse("99.999.999.999.999.999.999").intValue == nil)
        #expect(try numbers.parse("-9.223.372.036.854.775.808").intValue == Int.min)
        #expect(try numbers.parse("-0,0").isNegative == false)
        #expect(try numbers.parse("-0,5").isNegative)
        #expect(try numbers.parse("1,50").fractionDigitCount == 2)
    }

    @Test func nativeDigitsAreAcceptedButNotMixed() throws {
        // Runs on every ICU; on Apple's (Scripts/test-apple-icu) its failure is known.
        try withKnownIssue(
            "Apple's ICU 76 (CLDR 46) writes ar with Latin digits by default, so Arabic-Indic digits are not ar's own there",
            isIntermittent: true
        ) {
            // ar uses Arabic-Indic digits, U+066C for grouping and U+066B as decimal separator.
            let arabic = try Self.numbers("ar")
            #expect(
                try arabic.parse("\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}\u{066B}\u{0665}").decimalText
                    == "1234.5")
            #expect(try arabic.parse("1\u{066C}234").decimalText == "1234")
            try Self.expectFailure("ar", "1\u{0662}", .mixedDigitSystems, 1)
        } when: {
            ICULibrary.isApple
        }
    }

    // MARK: formatting

    @Test(arguments: [
        ("en", 1000, "1,000"), ("en", -1_234_567, "-1,234,567"), ("pt-BR", 1_000_000, "1.000.000"),
        ("ru", 1000, "1\u{00A0}000"), ("ru", 0, "0"), ("pt-BR", 999, "999"),
        ("en", Int.max, "9,223,372,036,854,775,807"),
    ])
    func formatsIntegers(tag: String, value: Int, expected: String) throws {
        #expect(try Self.numbers(tag).format(value) == expected)
    }

    @Test(arguments: [
        ("en", 1234.5678, "1,234.568"), ("pt-BR", 1234.5, "1.234,5"), ("ru", -1234.5, "-1\u{00A0}234,5"),
        ("en", 0.5, "0.5"),
    ])
    func formatsDoubles(tag: String, value: Double, expected: String) throws {
        #expect(try Self.numbers(tag).format(value) == expected)
    }

    @Test func formatsHugeDoublesPastTheStackBuffer() throws {
        let text = try Self.numbers("en").format(1e300)
        #expect(text.hasPrefix("1,000,000,000"))
        #expect(text.count == 301 + 100)
    }

    @Test(arguments: ["en", "pt-BR", "ru"])
    func roundTripsFormatThenParse(tag: String) throws {
        let numbers = try Self.numbers(tag)
        for value in [0, 7, 13, 120, 1000, 65_536, -1_234_567, 1_000_000_000, Int.min, Int.max] {
            #expect(try numbers.parse(numbers.format(value)).intValue == value)
        }
        for decimal in ["1234.50", "-0.001", "1000000.25", "3.14159265358979323846"] {
            let parsed = try Self.numbers("en").parse(decimal)
            let text = try numbers.format(parsed)
            #expect(try numbers.parse(text) == parsed, "\(tag): \(decimal) -> \(text)")
        }
    }

    @Test func formatsAndParsesFromManyTasksAtOnce() async throws {
        let numbers = try Self.numbers("ru")
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var bad = 0
                    for value in stride(from: task, to: 20_000, by: 7) {
                        let text = (try? numbers.format(value * 1001)) ?? ""
                        if (try? numbers.parse(text).intValue) != value * 1001 { bad += 1 }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func errorDescriptionNamesReasonAndPosition() throws {
        let error = try #require(throws: NumberParseError.self) { try Self.numbers("pt-BR").parse("1,234.5") }
        #expect(error.description.contains("pt-BR"))
        #expect(error.description.contains("offset 5"))
        #expect(error.description.contains("misplaced-grouping-separator"))
        #expect(error.character == ".")
    }
}

@Suite struct DecimalFormatterTests {
    @Test func fractionDigitsGroupingAndVisiblePlural() throws {
        let ru = try IntlLocale("ru")
        let rules = try PluralRules(locale: ru)
        let one = try DecimalFormatter(locale: ru, options: .init(minimumFractionDigits: 1, maximumFractionDigits: 2))
        let formatted = try one.formatAndSelect(1234.5, rules: rules)
        #expect(formatted.text == "1\u{00A0}234,5")
        #expect(formatted.category == .other)
        // "1,0" has a visible fraction digit: other in ru, though 1 is one.
        #expect(try one.formatAndSelect(1, rules: rules).category == .other)
        let integer = try DecimalFormatter(locale: ru, options: .init(maximumFractionDigits: 0))
        #expect(try integer.formatAndSelect(21, rules: rules) == ("21", .one))
        #expect(try integer.formatAndSelect(5, rules: rules).category == .many)
        let en = try IntlLocale("en")
        let plain = try DecimalFormatter(locale: en, options: .init(useGrouping: false))
        #expect(try plain.format(1_234_567.125) == "1234567.125")
        #expect(try DecimalFormatter(locale: en).format(1_234_567.1254) == "1,234,567.125")
        #expect(try DecimalFormatter(locale: IntlLocale("pt-BR")).format(1_000_000) == "1.000.000")
        #expect(try plain.format(1e300).count == 301)
    }
}

/// `ExactDecimal(decimalText:)` reads exactly the locale-neutral form `decimalText`
/// has, and an exact format of it parses back to the same number in every locale.
@Suite struct StoredDecimalTextTests {
    @Test func theNeutralFormIsReadAsWritten() throws {
        for (text, expected) in [
            ("0", "0"), ("-12", "-12"), ("1234.5", "1234.5"), ("1234.50", "1234.50"), ("007.25", "7.25"),
            ("-0.0", "0.0"), ("9007199254740993", "9007199254740993"),
        ] {
            #expect(ExactDecimal(decimalText: text)?.decimalText == expected, "\(text)")
        }
        #expect(ExactDecimal(decimalText: "1234.50")?.fractionDigitCount == 2)
        #expect(ExactDecimal(decimalText: "-0.0")?.isNegative == false)
    }

    @Test func anythingElseIsNotANumber() {
        for text in [
            "", "-", ".", "1.", ".5", "+1", "1e3", "1,5", "1.234,5", "1 234", " 1", "1 ", "1.2.3", "--1", "١٢",
            "0x10", "NaN", "∞", String(repeating: "9", count: 1_027),
        ] {
            #expect(ExactDecimal(decimalText: text) == nil, "\(text)")
        }
        #expect(ExactDecimal(decimalText: String(repeating: "9", count: 1_026)) != nil)
    }

    @Test(arguments: ["en", "pt-BR", "ru", "ar-EG", "hi-IN", "de-CH"])
    func anExactFormatParsesBackInEveryLocale(tag: String) throws {
        let format = try IntlNumberFormat(locale: IntlLocale(tag))
        for text in ["0", "-12", "1234.5", "1234.50", "1000000", "-0.001", "123456789.123456789"] {
            let number = try #require(ExactDecimal(decimalText: text))
            let typed = try format.format(number)
            #expect(try format.parse(typed).decimalText == number.decimalText, "\(tag): \(text) → \(typed)")
        }
    }

    /// Exact decimals over 15 significant digits take ICU's number skeleton API (Apple's
    /// ICU cuts `unum_formatDecimal` there); both paths must write the same separators,
    /// digits and grouping, so the longer number's text extends the shorter one's.
    @Test(arguments: ["en", "pt-BR", "pt-PT", "ru", "es", "pl", "fr", "de-CH", "ar-EG", "hi-IN", "ja"])
    func longExactDecimalsFormatAsShortOnesDo(tag: String) throws {
        let format = try IntlNumberFormat(locale: IntlLocale(tag))
        for (short, long) in [
            ("1234.5678", "1234.5678901234567891"),
            ("-0.000012", "-0.0000123456789012345678"),
            ("1234567.10", "1234567.1000000000000000000"),
            ("9876", "9876.000000000000001"),
        ] {
            let shortText = try format.format(#require(ExactDecimal(decimalText: short)))
            let longText = try format.format(#require(ExactDecimal(decimalText: long)))
            #expect(longText.hasPrefix(shortText), "\(tag): \(short) → \(shortText), \(long) → \(longText)")
            #expect(try format.parse(longText).decimalText == ExactDecimal(decimalText: long)?.decimalText, "\(tag)")
        }
    }
}
