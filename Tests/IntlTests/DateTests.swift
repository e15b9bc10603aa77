import Testing

@testable import LocalizedValidationIntl

@Suite struct DateTests {
    typealias Reason = DateParseError.Reason

    static func date(_ year: Int, _ month: Int, _ day: Int) throws -> CalendarDate {
        try CalendarDate(year: year, month: month, day: day)
    }

    static func dates(_ tag: String) throws -> IntlDateFormat {
        IntlDateFormat(locale: try IntlLocale(tag))
    }

    static func expectFailure(
        _ tag: String, _ style: DateStyle, _ input: String, _ reason: Reason, _ offset: Int
    ) throws {
        let dates = try dates(tag)
        #expect {
            try dates.parse(input, style: style)
        } throws: { error in
            guard let error = error as? DateParseError else { return false }
            #expect(error.reason == reason, "\(tag) \(input.debugDescription): \(error)")
            #expect(error.offset == offset, "\(tag) \(input.debugDescription): \(error)")
            return true
        }
    }

    // MARK: en

    @Test(arguments: [
        (DateStyle.short, "2/29/2024", "2024-02-29"), (.short, "02/29/2024", "2024-02-29"),
        (.short, "12/31/1999", "1999-12-31"), (.short, "1/1/2000", "2000-01-01"),
        (.short, "7/4/1776", "1776-07-04"), (.short, "3/1/0999", "0999-03-01"),
        (.medium, "Feb 29, 2024", "2024-02-29"), (.medium, "feb 29, 2024", "2024-02-29"),
        (.medium, "Dec 1, 1990", "1990-12-01"), (.long, "February 29, 2024", "2024-02-29"),
        (.medium, "Jan\u{00A0}5, 2010", "2010-01-05"),
    ])
    func englishValid(style: DateStyle, input: String, iso: String) throws {
        #expect(try Self.dates("en").parse(input, style: style).description == iso)
    }

    @Test(arguments: [
        (DateStyle.short, "2/29/24", Reason.ambiguousTwoDigitYear, 5),
        (.short, "1/1/5", .ambiguousTwoDigitYear, 4),
        (.short, "2/29/2023", .invalidDate, 0), (.short, "2/30/2024", .invalidDate, 0),
        (.short, "4/31/2024", .invalidDate, 0), (.short, "13/1/2024", .notADate, 0),
        (.short, "0/1/2024", .notADate, 0), (.short, "2/29/2024x", .trailingCharacters, 9),
        (.short, "2-29-2024", .notADate, 1), (.short, "", .empty, 0),
        (.short, " 2/29/2024", .surroundingWhitespace, 0),
        (.short, "2/29/2024 ", .surroundingWhitespace, 9), (.short, "2024-02-29", .notADate, 0),
        (.short, "29/2/2024", .notADate, 0), (.medium, "Feb 30, 2024", .invalidDate, 0),
        (.medium, "Foo 1, 2024", .notADate, 0), (.medium, "Feb 29, 24", .ambiguousTwoDigitYear, 8),
        (.short, "2/28/20245", .yearOutOfRange, 5), (.short, "2/29/20245", .yearOutOfRange, 5),
        // A dropped digit is not a date two thousand years ago.
        (.short, "11/29/999", .incompleteYear, 6), (.medium, "Nov 29, 202", .incompleteYear, 8),
        (.short, "029/011/2026", .notADate, 0), (.short, "1/1/00", .ambiguousTwoDigitYear, 4),
        (.short, "1/1/0", .ambiguousTwoDigitYear, 4), (.short, "01/01/0000", .yearOutOfRange, 6),
        (.short, "1/1/-1", .yearOutOfRange, 4), (.short, "1/1/\u{2212}2024", .yearOutOfRange, 4),
        // One digit system per date, ASCII or the locale's own (en has none other).
        (.short, "2/2\u{FF19}/2024", .notADate, 3), (.short, "\u{0662}/2/2024", .notADate, 0),
    ])
    func englishInvalid(style: DateStyle, input: String, reason: Reason, offset: Int) throws {
        try Self.expectFailure("en", style, input, reason, offset)
    }

    // MARK: pt-BR

    @Test(arguments: [
        (DateStyle.short, "29/02/2024", "2024-02-29"), (.short, "1/2/2024", "2024-02-01"),
        (.short, "01/02/2024", "2024-02-01"), (.short, "31/12/1999", "1999-12-31"),
        (.short, "01/01/1940", "1940-01-01"), (.short, "28/02/2023", "2023-02-28"),
        (.short, "29/11/0050", "0050-11-29"), (.short, "01/01/0001", "0001-01-01"),
        (.medium, "29 de fev. de 2024", "2024-02-29"), (.medium, "29 de fev de 2024", "2024-02-29"),
        (.medium, "1 de jan. de 2000", "2000-01-01"), (.long, "29 de fevereiro de 2024", "2024-02-29"),
    ])
    func portugueseValid(style: DateStyle, input: String, iso: String) throws {
        #expect(try Self.dates("pt-BR").parse(input, style: style).description == iso)
    }

    @Test(arguments: [
        // ICU alone reads 01/01/40 as 2040.
        (DateStyle.short, "01/01/40", Reason.ambiguousTwoDigitYear, 6),
        (.short, "1/1/99", .ambiguousTwoDigitYear, 4),
        // Lenient ICU turns 29/02/2023 into 1 March.
        (.short, "29/02/2023", .invalidDate, 0), (.short, "31/02/2024", .invalidDate, 0),
        (.short, "31/04/2024", .invalidDate, 0), (.short, "13/13/2024", .notADate, 3),
        (.short, "32/01/2024", .notADate, 0), (.short, "02/29/2024", .notADate, 3),
        (.short, "29-02-2024", .notADate, 2), (.short, "29/02/2024x", .trailingCharacters, 10),
        (.short, "29/02/2024 10:00", .trailingCharacters, 10), (.short, "", .empty, 0),
        (.short, "29/02", .notADate, 5), (.medium, "30 de fev. de 2024", .invalidDate, 0),
        (.medium, "29 de xyz de 2024", .notADate, 6),
        (.short, "\u{00A0}29/02/2024", .surroundingWhitespace, 0),
        (.short, "29/11/202", .incompleteYear, 6), (.short, "029/011/2026", .notADate, 0),
        (.short, "29/011/2026", .notADate, 3), (.short, "2\u{FF19}/11/2026", .notADate, 1),
    ])
    func portugueseInvalid(style: DateStyle, input: String, reason: Reason, offset: Int) throws {
        try Self.expectFailure("pt-BR", style, input, reason, offset)
    }

    // MARK: ru

    @Test(arguments: [
        (DateStyle.short, "29.02.2024", "2024-02-29"), (.short, "1.2.2024", "2024-02-01"),
        (.short, "31.12.1999", "1999-12-31"), (.short, "01.01.2000", "2000-01-01"),
        (.short, "01.01.0001", "0001-01-01"),
        (.medium, "29 февр. 2024 г.", "2024-02-29"), (.medium, "29 февр. 2024\u{202F}г.", "2024-02-29"),
        (.medium, "1 янв. 2000 г.", "2000-01-01"), (.long, "29 февраля 2024 г.", "2024-02-29"),
        (.long, "8 марта 2023 г.", "2023-03-08"), (.short, "28.02.2023", "2023-02-28"),
    ])
    func russianValid(style: DateStyle, input: String, iso: String) throws {
        #expect(try Self.dates("ru").parse(input, style: style).description == iso)
    }

    @Test(arguments: [
        (DateStyle.short, "29.02.24", Reason.ambiguousTwoDigitYear, 6),
        (.short, "29.02.2023", .invalidDate, 0),
        (.short, "31.06.2024", .invalidDate, 0), (.short, "29/02/2024", .notADate, 2),
        (.short, "29.13.2024", .notADate, 3), (.short, "29.02.2024г", .trailingCharacters, 10),
        (.short, "", .empty, 0), (.short, "29.02.2024 ", .surroundingWhitespace, 10),
        (.medium, "30 февр. 2024 г.", .invalidDate, 0),
        (.medium, "29 февр. 24 г.", .ambiguousTwoDigitYear, 9),
        (.medium, "29 фев 2024 г.", .notADate, 3), (.long, "29 февраль 2024 г.", .notADate, 3),
        (.short, "0.01.2024", .notADate, 0), (.short, "1.1.5", .ambiguousTwoDigitYear, 4),
        (.short, "1.1.0", .ambiguousTwoDigitYear, 4), (.short, "2024-02-29", .notADate, 0),
        (.short, "29.11.202", .incompleteYear, 6), (.long, "7 марта 202 г.", .incompleteYear, 8),
    ])
    func russianInvalid(style: DateStyle, input: String, reason: Reason, offset: Int) throws {
        try Self.expectFailure("ru", style, input, reason, offset)
    }

    // MARK: formatting and round trips

    @Test(arguments: [
        ("en", DateStyle.short, "2/29/2024"), ("en", .medium, "Feb 29, 2024"),
        ("en", .long, "February 29, 2024"),
        ("pt-BR", .short, "29/02/2024"), ("pt-BR", .medium, "29 de fev. de 2024"),
        ("pt-BR", .long, "29 de fevereiro de 2024"), ("ru", .short, "29.02.2024"),
        ("ru", .medium, "29 февр. 2024\u{202F}г."), ("ru", .long, "29 февраля 2024\u{202F}г."),
        ("en", .full, "Thursday, February 29, 2024"), ("pt-BR", .full, "quinta-feira, 29 de fevereiro de 2024"),
        ("ru", .full, "четверг, 29 февраля 2024\u{202F}г."),
    ])
    func formats(tag: String, style: DateStyle, expected: String) throws {
        #expect(try Self.dates(tag).format(Self.date(2024, 2, 29), style: style) == expected)
    }

    @Test(arguments: ["en", "pt-BR", "ru"])
    func roundTripsFormatThenParse(tag: String) throws {
        let dates = try Self.dates(tag)
        let samples = try [
            Self.date(2024, 2, 29), Self.date(1900, 1, 1), Self.date(1999, 12, 31), Self.date(2000, 2, 29),
            Self.date(1582, 10, 10), Self.date(1000, 6, 15), Self.date(9999, 12, 31), Self.date(1940, 1, 1),
        ]
        for style in DateStyle.allCases {
            for date in samples {
                let text = try dates.format(date, style: style)
                #expect(try dates.parse(text, style: style) == date, "\(tag) \(style): \(text)")
            }
        }
    }

    @Test func shortPatternsAreRewrittenForFullYears() throws {
        #expect(try Self.dates("en").parsingPattern(for: .short) == "M/d/yyyy")
        #expect(try Self.dates("pt-BR").parsingPattern(for: .short) == "d/M/yyyy")
        #expect(try Self.dates("ru").parsingPattern(for: .medium) == "d MMM yyyy 'г'.")
    }

    @Test func parsesFromManyTasksAtOnce() async throws {
        let dates = try Self.dates("pt-BR")
        let failures = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var bad = 0
                    for day in 1...28 {
                        for month in 1...12 {
                            let year = 1950 + task
                            guard let date = try? CalendarDate(year: year, month: month, day: day),
                                let text = try? dates.format(date, style: .short),
                                (try? dates.parse(text, style: .short)) == date
                            else {
                                bad += 1
                                continue
                            }
                        }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
    }

    // MARK: ISO 8601 and the value type

    @Test(arguments: [
        ("2024-02-29", Reason?.none, 0), ("2023-02-29", .invalidDate, 0), ("2024-13-01", .invalidDate, 0),
        ("2024-2-29", .notADate, 6), ("24-02-29", .notADate, 2),
        ("2024-02-29T00:00", .trailingCharacters, 10),
        ("", .empty, 0), ("0000-01-01", .yearOutOfRange, 0), ("2024/02/29", .notADate, 4),
        ("２０２４-02-29", .notADate, 0),
    ])
    func iso8601(input: String, reason: Reason?, offset: Int) throws {
        if let reason {
            let error = try #require(throws: DateParseError.self) { try CalendarDate(iso8601: input) }
            #expect(error.reason == reason)
            #expect(error.offset == offset)
        } else {
            #expect(try CalendarDate(iso8601: input).description == input)
        }
    }

    @Test func valueSemantics() throws {
        #expect(try Self.date(2024, 2, 29) < Self.date(2024, 3, 1))
        #expect(try Self.date(1999, 12, 31) < Self.date(2000, 1, 1))
        #expect(try Self.date(5, 1, 2).description == "0005-01-02")
        #expect(throws: DateParseError.self) { try CalendarDate(year: 2023, month: 2, day: 29) }
        #expect(throws: DateParseError.self) { try CalendarDate(year: 10_000, month: 1, day: 1) }
        #expect(CalendarDate("2024-02-29") == (try Self.date(2024, 2, 29)))
        #expect(CalendarDate("2024-02-30") == nil)
    }

    // MARK: age

    @Test(arguments: [
        ("2000-02-29", "2001-02-28", 0), ("2000-02-29", "2001-03-01", 1), ("2000-02-29", "2004-02-28", 3),
        ("2000-02-29", "2004-02-29", 4), ("1990-06-15", "2024-06-14", 33), ("1990-06-15", "2024-06-15", 34),
        ("2011-01-01", "2024-01-01", 13), ("2011-01-02", "2024-01-01", 12), ("2024-05-05", "2024-05-05", 0),
        ("2024-05-06", "2024-05-05", 0), ("2024-05-06", "2023-05-05", -1),
    ])
    func wholeYears(birth: String, on day: String, expected: Int) throws {
        let born = try CalendarDate(iso8601: birth)
        #expect(born.wholeYears(until: try CalendarDate(iso8601: day)) == expected)
    }

    @Test func leapDayRuleFebruaryTwentyEighth() throws {
        let born = try Self.date(2000, 2, 29)
        #expect(born.wholeYears(until: try Self.date(2001, 2, 28), rule: .februaryTwentyEighth) == 1)
        #expect(born.wholeYears(until: try Self.date(2001, 2, 27), rule: .februaryTwentyEighth) == 0)
    }

    // MARK: clock and time zones

    @Test func todayDependsOnTheTimeZone() throws {
        let instant = 1_709_258_400.0  // 2024-03-01T02:00:00Z
        let saoPaulo = CalendarClock(timeZone: try TimeZoneID("America/Sao_Paulo")) { instant }
        #expect(try saoPaulo.today() == Self.date(2024, 2, 29))
        let utc = CalendarClock(timeZone: .utc) { instant }
        #expect(try utc.today() == Self.date(2024, 3, 1))
        // 2024-02-29T16:00Z is already 1 March in Tokyo (UTC+9).
        let tokyo = CalendarClock(timeZone: try TimeZoneID("Asia/Tokyo")) { 1_709_222_400 }
        #expect(try tokyo.today() == Self.date(2024, 3, 1))
    }

    @Test(arguments: [
        "Mars/Olympus", "america/sao_paulo", "", "Etc/Unknown", "GMT+99:00", "Sao Paulo", "../zoneinfo/UTC",
        "zone.tab", "Europe/", "/etc/localtime",
    ])
    func unknownTimeZonesAreRejected(identifier: String) {
        #expect {
            try TimeZoneID(identifier)
        } throws: { error in
            (error as? TimeZoneError)?.reason == .invalidTimeZone
        }
    }

    @Test func knownTimeZonesAreCanonicalized() throws {
        #expect(try TimeZoneID("Brazil/East").canonicalIdentifier == "America/Sao_Paulo")
        #expect(try TimeZoneID("GMT+03:00").canonicalIdentifier == "GMT+03:00")
        #expect(try TimeZoneID("Europe/Moscow").identifier == "Europe/Moscow")
    }

    @Test func systemClockGivesAPlausibleDay() throws {
        let today = try CalendarClock(timeZone: .utc).today()
        #expect(today.year >= 2024 && today.year < 2200)
        #expect(throws: IntlError.self) { try CalendarClock(timeZone: .utc) { .nan }.today() }
    }
}

@Suite struct DateDigitSystemTests {
    @Test("Native digits are dates' digits as they are numbers', but never mixed with ASCII")
    func nativeDigits() throws {
        let arabic = IntlDateFormat(locale: try IntlLocale("ar-EG"))
        let pattern = try arabic.parsingPattern(for: .short)
        let native = try arabic.format(try CalendarDate(year: 2024, month: 2, day: 9), style: .short)
        #expect(try arabic.parse(native, style: .short).description == "2024-02-09", "\(pattern)")
        // The same date with its first native digit replaced by the ASCII one.
        var mixed = Array(native.unicodeScalars)
        let first = try #require(mixed.firstIndex { $0.properties.numericType == .decimal })
        mixed[first] = Unicode.Scalar(UInt8(0x30 + 9))
        let text = String(String.UnicodeScalarView(mixed))
        #expect(throws: DateParseError.self) { try arabic.parse(text, style: .short) }
        do {
            _ = try arabic.parse(text, style: .short)
        } catch let error as DateParseError {
            #expect(error.reason == .mixedDigitSystems, "\(error)")
        }
    }
}
