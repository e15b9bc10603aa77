import Foundation
@_spi(Generated) import LocalizedValidationMessages
import Synchronization
import Testing

@testable import LocalizedValidationIntl

/// The Functions golden (Generated/Functions) renders `NUMBER` and `DATETIME` options
/// exactly as ICU formats the skeleton each option stands for, in en, pt-BR and ru, and
/// asks the app for its functions through the generated protocol.
@Suite struct FunctionsRenderingTests {
    static let locales: [FunctionsLocale] = [.en, .ptBR, .ru]

    /// ICU's own text for `value` with a number skeleton written out here by hand.
    private func icu(_ value: Double, _ skeleton: String, _ locale: FunctionsLocale) throws -> String {
        try SkeletonFormatter(localeID: locale.rawValue, skeleton: skeleton).format(value, rules: nil).text
    }

    /// Each message and the ICU skeleton its options mean (ECMA-402's defaults resolved).
    static let numberCases: [(message: @Sendable (Double) -> Formats, skeleton: String)] = [
        ({ .padded(n: $0) }, ".### integer-width/*000"),
        ({ .significant(n: $0) }, "@##"),
        ({ .leastSignificant(n: $0) }, "@@@@@################"),
        ({ .fraction(n: $0) }, ".00"),
        ({ .ungrouped(n: $0) }, ".### group-off"),
        ({ .percent(n: $0) }, "percent scale/100 precision-integer"),
        ({ .price(n: $0) }, "currency/EUR unit-width-short .00"),
        ({ .priceCode(n: $0) }, "currency/BRL unit-width-iso-code .00"),
        ({ .priceName(n: $0) }, "currency/RUB unit-width-full-name .00"),
        ({ .yen(n: $0) }, "currency/JPY unit-width-short precision-integer"),
        ({ .distance(n: $0) }, "unit/kilometer unit-width-short .###"),
        ({ .speed(n: $0) }, "unit/kilometer-per-hour unit-width-full-name .###"),
    ]

    @Test(arguments: locales, [0.256, 7, 1234.5678, 1, 21])
    func numberOptionsFormatAsICUDoesTheSkeleton(locale: FunctionsLocale, value: Double) throws {
        for (message, skeleton) in Self.numberCases {
            #expect(message(value).localized(in: locale) == (try icu(value, skeleton, locale)), "\(skeleton)")
        }
    }

    @Test func numberOptionsPinned() {
        #expect(Formats.padded(n: 7).localized(in: .en) == "007")
        #expect(Formats.percent(n: 0.256).localized(in: .en) == "26%")
        #expect(Formats.percent(n: 0.256).localized(in: .ru) == "26\u{A0}%")
        #expect(Formats.price(n: 1234.5).localized(in: .ptBR) == "€\u{A0}1.234,50")
        #expect(Formats.priceName(n: 2).localized(in: .ru) == "2,00 российского рубля")
        #expect(Formats.yen(n: 1234.5).localized(in: .en) == "¥1,234")
        #expect(Formats.speed(n: 5).localized(in: .en) == "5 kilometers per hour")
        #expect(Formats.significant(n: 1234.5678).localized(in: .en) == "1,230")
    }

    /// A selection with options selects on the number as those options show it, and
    /// a variant formats it with its own.
    @Test func selectionWithUnitOptions() {
        #expect(Formats.files(count: 1).localized(in: .en) == "one file's worth")
        #expect(Formats.files(count: 3).localized(in: .ru) == "03 файла")
        #expect(Formats.files(count: 5).localized(in: .ru) == "05 файлов")
        #expect(Formats.files(count: 21).localized(in: .ru) == "21 файл")
        #expect(Formats.files(count: 2).localized(in: .ptBR) == "02 arquivos")
    }

    // MARK: DATETIME

    /// 2024-02-29T21:05:09Z, shown in São Paulo (18:05:09 there).
    static let instant = ZonedDateTime(
        secondsSince1970: 1_709_240_709, timeZone: try! TimeZoneID("America/Sao_Paulo"))

    private func icu(
        _ value: ZonedDateTime, _ options: DateTimeFormatOptions, _ locale: FunctionsLocale
    ) throws -> String {
        try DateTimeFormatter(locale: IntlLocale(locale.rawValue), options: options, timeZone: value.timeZone)
            .format(secondsSince1970: value.secondsSince1970)
    }

    @Test(arguments: locales)
    func dateTimeOptionsFormatAsICUDoesTheSkeleton(locale: FunctionsLocale) throws {
        let value = Self.instant
        let cases: [(Formats, DateTimeFormatOptions)] = [
            (.whenDefault(when: value), DateTimeFormatOptions(dateStyle: .medium, timeStyle: .short)),
            (.whenStyles(when: value), DateTimeFormatOptions(dateStyle: .short, timeStyle: .short)),
            (.whenTime(when: value), DateTimeFormatOptions(timeStyle: .medium)),
            (.whenFields(when: value), DateTimeFormatOptions(skeleton: "yMMMdjmm")),
            (.when24h(when: value), DateTimeFormatOptions(skeleton: "Hmm", timeZone: "Asia/Tokyo")),
            (.when12h(when: value), DateTimeFormatOptions(skeleton: "hmm")),
            (.whenEra(when: value), DateTimeFormatOptions(skeleton: "Gy", timeZone: "UTC")),
            (.whenZoneName(when: value), DateTimeFormatOptions(skeleton: "jz")),
            (.whenOffset(when: value), DateTimeFormatOptions(skeleton: "jmmOOOO")),
            (.whenOffsetShort(when: value), DateTimeFormatOptions(skeleton: "jO", timeZone: "Asia/Kolkata")),
        ]
        for (message, options) in cases {
            #expect(message.localized(in: locale) == (try icu(value, options, locale)), "\(options)")
        }
    }

    @Test func dateTimeOptionsPinned() throws {
        let value = Self.instant
        #expect(Formats.when24h(when: value).localized(in: .en) == "06:05")  // next morning in Tokyo
        #expect(Formats.when12h(when: value).localized(in: .en) == "6:05\u{202F}PM")
        #expect(Formats.when12h(when: value).localized(in: .ru) == "6:05\u{202F}PM")
        #expect(Formats.whenFields(when: value).localized(in: .en) == "Feb 29, 2024, 6:05\u{202F}PM")
        #expect(Formats.whenFields(when: value).localized(in: .ru) == "29 февр. 2024\u{202F}г., 18:05")
        #expect(Formats.whenEra(when: value).localized(in: .en) == "2024 AD")
        // The zone's offset, baked (no ICU): long, and short in a half-hour zone.
        #expect(Formats.whenOffset(when: value).localized(in: .en) == "6:05\u{202F}PM GMT-03:00")
        #expect(Formats.whenOffset(when: value).localized(in: .ru) == "18:05 GMT-03:00")
        #expect(Formats.whenOffsetShort(when: value).localized(in: .ptBR) == "02 GMT+5:30")
        let day = try CalendarDate(year: 2024, month: 2, day: 29)
        #expect(Formats.dayFields(day: day).localized(in: .en) == "Thursday, February 29")
        #expect(Formats.dayFields(day: day).localized(in: .ptBR) == "quinta-feira, 29 de fevereiro")
        #expect(Formats.dayFields(day: day).localized(in: .ru) == "четверг, 29 февраля")
        // A calendar day before the Gregorian reform stays the day it names (proleptic).
        let old = try CalendarDate(year: 1000, month: 3, day: 1)
        #expect(Formats.dayFields(day: old).localized(in: .en).hasSuffix("March 1"))
    }

    // MARK: App functions

    /// The app's functions, recording what the messages asked.
    struct Functions: AppFunctions {
        var platform: PlatformValue
        let asked = Asked()

        final class Asked: Sendable {
            private let recorded = Mutex<[String]>([])
            var calls: [String] { recorded.withLock { $0 } }
            func append(_ call: String) { recorded.withLock { $0.append(call) } }
        }

        func platform(locale: FunctionsLocale) -> PlatformValue {
            asked.append("PLATFORM \(locale.rawValue)")
            return platform
        }

        func shorten(_ argument0: String, length: Int?, locale: FunctionsLocale) -> String {
            asked.append("SHORTEN \(argument0) \(length.map(String.init) ?? "nil") \(locale.rawValue)")
            return String(argument0.prefix(length ?? 8)) + "…"
        }
    }

    @Test(arguments: [
        (PlatformValue.windows, FunctionsLocale.en, "Download for Windows"),
        (.macos, .ptBR, "Baixar para macOS"),
        (.linux, .ru, "Скачать"),
        (.other, .en, "Download"),
    ])
    func aSelectOnAnAppFunctionChoosesByItsValue(platform: PlatformValue, locale: FunctionsLocale, expected: String) {
        let functions = Functions(platform: platform)
        #expect(Platform.download.localized(in: locale, functions: functions) == expected)
        #expect(functions.asked.calls == ["PLATFORM \(locale.rawValue)"])
    }

    @Test func anAppFunctionGetsItsArgumentsOptionsAndLocale() {
        let functions = Functions(platform: .linux)
        let url = "https://example.com/a/very/long/address"
        #expect(
            Platform.share(url: url).localized(languageTag: "pt-BR", functions: functions)
                == "Compartilhe https://example.com/… pelo linux")
        #expect(Platform.shared.localized(in: .ru, functions: functions) == "Ссылка: https://…")
        #expect(
            functions.asked.calls == [
                "SHORTEN \(url) 20 pt-BR", "PLATFORM pt-BR", "SHORTEN https://example.com/a/long/path nil ru",
            ])
        // Isolation wraps what the app returns, as it does an argument.
        #expect(
            Platform.shared.localized(in: .en, functions: functions, isolation: .isolated)
                == "Shared \u{2068}https://…\u{2069}")
    }
}
