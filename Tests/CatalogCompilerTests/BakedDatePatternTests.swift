import Foundation
import LocalizedValidationCLDR
import LocalizedValidationIntl
import TestSupport
import Testing
import _LocalizedValidationCompilerCore

/// `DATETIME()` on a calendar day, formatted without ICU from the baked pattern, digits and
/// names, writes what ICU writes: every locale ICU lists, the four date styles and the field
/// sets catalogs ask for, on the days of ``dates``.
@Suite struct BakedDatePatternTests {
    static let requests: [BakedDatePattern.Request] =
        DateStyle.allCases.map { .style($0) }
        + ["yMMMMd", "yMMMMEEEEd", "MMMMd", "MMMMEEEEd", "yMd", "yMMMd", "yMMM", "MMMd", "Ed", "GGGGy", "yMMMMEEEd"]
        .map { .skeleton($0) }
        + instantRequests

    /// An instant's requests: every date style with the short and medium times, the long and
    /// full times (a zone's name, shown here in UTC: `LocalizedGMTFormatTests` compares every
    /// zone), and the time fields catalogs ask for, in every hour cycle, with day periods,
    /// fractions of a second and the zone's offset and name.
    static let instantRequests: [BakedDatePattern.Request] =
        [nil, DateStyle.short, .medium, .long, .full].flatMap { date in
            [nil, DateStyle.short, .medium].compactMap { time in
                date == nil && time == nil ? nil : BakedDatePattern.Request.styles(date: date, time: time)
            }
        }
        + [.styles(date: .medium, time: .long), .styles(date: nil, time: .full)]
        + [
            "jm", "jms", "yMMMdjm", "yMdjms", "MMMEdjm", "Hm", "Hms", "hm", "hms", "Bhm", "Ehm", "jmsSSS", "Kms", "jmz",
            "jmO",
        ]
        .map { .skeleton($0) }

    /// The times of day each day of ``dates`` is shown at in turn: the ones the baker
    /// checks its own output at.
    static let times = BakedDatePattern.checkTimesOfDay

    /// The days compared: every month's first, ninth, tenth and last days of 2024 (names,
    /// one and two digits), a week, and years of one to four digits, the Gregorian change
    /// and the edges; `LV_DATE_FULL_GRID=1` adds one day in 11 from 1890 to 2110 and every
    /// day of 2024 (`Scripts/check-number-formats` runs it: about five minutes).
    static let dates: [CalendarDate] = {
        var dates: [CalendarDate] = []
        for month in 1...12 {
            for day in [1, 9, 10, CalendarDate.daysInMonth(year: 2024, month: month)] {
                dates.append(try! CalendarDate(year: 2024, month: month, day: day))
            }
        }
        dates += (1...7).map { try! CalendarDate(year: 2023, month: 12, day: $0) }
        dates += [1, 9, 10, 99, 100, 999, 1000, 1582, 1999, 2000, 9999].map {
            try! CalendarDate(year: $0, month: 10, day: 15)
        }
        dates += [try! CalendarDate(year: 1, month: 1, day: 1), try! CalendarDate(year: 9999, month: 12, day: 31)]
        guard ProcessInfo.processInfo.environment["LV_DATE_FULL_GRID"] != nil else { return dates }
        var day = try! CalendarDate(year: 1890, month: 1, day: 1).daysSince1970
        let end = try! CalendarDate(year: 2110, month: 12, day: 31).daysSince1970
        while day <= end {
            dates.append(CalendarDate(daysSince1970: day)!)
            day += 11
        }
        let first = try! CalendarDate(year: 2024, month: 1, day: 1).daysSince1970
        return dates + (first..<first + 366).map { CalendarDate(daysSince1970: $0)! }
    }()

    /// Differences and unbaked requests in one locale, as lines naming it.
    static func compare(_ tag: String) -> (failures: [String], unbaked: [String]) {
        guard let locale = try? IntlLocale(tag) else { return (["\(tag): does not open"], []) }
        var failures: [String] = []
        var unbaked: [String] = []
        for request in requests {
            guard let format = BakedDatePattern.fromICU(locale: locale, request: request) else {
                // Only a pattern with a field the baked format does not write may stay on ICU.
                let pattern = try? BakedDatePattern.pattern(of: request, locale: locale)
                if let field = pattern.flatMap(DatePatternFormat.unsupportedField(in:)) {
                    unbaked.append("\(tag) \(request.description) ('\(field)' in '\(pattern ?? "")')")
                } else if let pattern, let options = request.instantOptions,
                    let override = numberingOverride(locale, options, pattern)
                {
                    unbaked.append("\(tag) \(request.description) ('\(pattern)' written '\(override)' by ICU)")
                } else {
                    failures.append(
                        "\(tag) \(request.description): not baked, and its pattern has no unsupported field")
                }
                continue
            }
            let reference: (CalendarDate, Double) throws -> String
            let options: DateTimeFormatOptions
            switch request {
            case .style(let style):
                let icu = IntlDateFormat(locale: locale)
                for date in dates {
                    let expected = try? icu.format(date, style: style)
                    let actual = format.format(date)
                    if expected != actual {
                        failures.append("\(tag) \(style) \(date): ICU '\(expected ?? "-")', baked '\(actual)'")
                        break
                    }
                }
                continue
            case .skeleton(let skeleton): options = DateTimeFormatOptions(skeleton: skeleton)
            case .styles(let date, let time): options = DateTimeFormatOptions(dateStyle: date, timeStyle: time)
            }
            guard let formatter = try? DateTimeFormatter(locale: locale, options: options, timeZone: .utc) else {
                return (["\(tag) \(request.description): ICU does not open"], unbaked)
            }
            reference = { try formatter.format(secondsSince1970: $0.secondsSince1970 + $1) }
            // Each day at a time of day in turn, and one day at every time.
            let leapDay = try! CalendarDate(year: 2024, month: 2, day: 29)
            let instants =
                dates.enumerated().map { ($1, times[$0 % times.count]) } + times.map { (leapDay, $0) }
            for (date, time) in instants {
                let expected = try? reference(date, time)
                let actual = format.format(
                    ZonedDateTime(secondsSince1970: date.secondsSince1970 + time, timeZone: .utc))
                if expected != actual {
                    failures.append(
                        "\(tag) \(request.description) \(date)+\(time)s: ICU '\(expected ?? "-")', baked '\(actual)'")
                    break
                }
            }
        }
        return (failures, unbaked)
    }

    /// ICU's text for 2024-01-15 when the request's format writes it otherwise than its own
    /// pattern string does: CLDR's numbering overrides (haw's short date is `d/M/yy` with
    /// `M=romanlow`: `15/i/24`), which a pattern string does not carry.
    static func numberingOverride(
        _ locale: IntlLocale, _ options: DateTimeFormatOptions, _ pattern: String
    ) -> String? {
        let date = try! CalendarDate(year: 2024, month: 1, day: 15)
        guard let formatter = try? DateTimeFormatter(locale: locale, options: options, timeZone: .utc),
            let text = try? formatter.format(secondsSince1970: date.secondsSince1970),
            let plain = try? IntlDateFormat(locale: locale).format(date, pattern: pattern)
        else { return nil }
        return text == plain ? nil : text
    }

    @Test func everyLocaleWritesDaysAsICUDoes() async throws {
        let tags = try BakedNumberFormatDataTests.localeTags().map(\.tag)
        let results = await withTaskGroup(of: ([String], [String]).self) { group in
            for chunk in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    var unbaked: [String] = []
                    for (index, tag) in tags.enumerated() where index % 4 == chunk {
                        let result = Self.compare(tag)
                        failures += result.failures
                        unbaked += result.unbaked
                    }
                    return (failures, unbaked)
                }
            }
            return await group.reduce(into: ([String](), [String]())) {
                $0.0 += $1.0
                $0.1 += $1.1
            }
        }
        print(
            "baked dates: \(tags.count) locales × \(Self.requests.count) requests × \(Self.dates.count) days, "
                + "\(results.0.count) differences, \(results.1.count) not baked (through ICU)")
        #expect(results.0.isEmpty, "\(results.0.prefix(20).joined(separator: "\n"))")
        // CLDR 42's gd `yMMM` is `LLL Y` (a week-based year) and haw's short date has Roman
        // months: nothing else stays on ICU.
        #expect(results.1.count <= 8, "\(results.1.prefix(40).joined(separator: "\n"))")
        print("not baked: \(results.1.joined(separator: "; "))")
    }

    /// An instant is shown in its zone's local time, from the tz database's rules, as ICU
    /// shows it from its own zone data: zones with half-hour offsets, daylight saving in
    /// both hemispheres and none, around each 2023 and 2024 change (both data sets agree
    /// there), in locales of several scripts and hour cycles.
    @Test func instantsShowTheirZonesLocalTime() throws {
        let zones = [
            "Europe/Lisbon", "America/Sao_Paulo", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe",
            "Pacific/Chatham", "Asia/Tokyo", "Europe/Moscow", "America/St_Johns", "UTC",
        ]
        var instants: [Double] = []
        var second = 1_672_531_200.0  // 2023-01-01T00:00Z
        while second < 1_735_689_600 {  // 2025-01-01
            instants.append(second)
            second += 86_400 * 3 + 3_599.5
        }
        var compared = 0
        for tag in ["en", "ru", "pt-BR", "ar-EG", "ja", "hi", "zh-Hant", "fa"] {
            let locale = try IntlLocale(tag)
            for request in Self.instantRequests {
                guard let format = BakedDatePattern.fromICU(locale: locale, request: request) else { continue }
                guard let options = request.instantOptions else { continue }
                for id in zones {
                    let zone = try TimeZoneID(id)
                    let icu = try DateTimeFormatter(locale: locale, options: options, timeZone: zone)
                    for instant in instants {
                        let expected = try icu.format(secondsSince1970: instant)
                        let actual = format.format(ZonedDateTime(secondsSince1970: instant, timeZone: zone))
                        #expect(expected == actual, "\(tag) \(request.description) \(id) \(instant)")
                        compared += 1
                    }
                }
            }
        }
        print("baked instants in zones: \(compared) compared with ICU")
        #expect(compared > 100_000)
    }

    @Test func aNamedZoneOverridesTheValuesZone() throws {
        let format = try #require(
            BakedDatePattern.fromICU(locale: try IntlLocale("en"), request: .styles(date: .medium, time: .short)))
        let value = ZonedDateTime(secondsSince1970: 1_709_213_400, timeZone: try TimeZoneID("Europe/Lisbon"))
        #expect(format.format(value) == "Feb 29, 2024, 1:30\u{202F}PM")
        #expect(format.format(value, timeZone: "Asia/Tokyo") == "Feb 29, 2024, 10:30\u{202F}PM")
        // A zone the system does not have: the value's own.
        #expect(format.format(value, timeZone: "Mars/Olympus") == "Feb 29, 2024, 1:30\u{202F}PM")
        // No calendar day: the seconds, rather than a trap.
        #expect(format.format(ZonedDateTime(secondsSince1970: .infinity, timeZone: .utc)) == "inf")
        #expect(format.format(ZonedDateTime(secondsSince1970: 1e13, timeZone: .utc)) == "10000000000000.0")
    }

    @Test func aPatternWithAGenericZoneNameIsNotBaked() throws {
        #expect(DatePatternFormat.unsupportedField(in: "d MMM y, HH:mm") == nil)
        #expect(DatePatternFormat.unsupportedField(in: "h:mm:ss a zzzz") == nil)
        #expect(DatePatternFormat.unsupportedField(in: "h:mm a vvvv") == "vvvv")
        #expect(DatePatternFormat.unsupportedField(in: "h:mm a OO") == "OO")
        #expect(DatePatternFormat.unsupportedField(in: "HHH:mm") == "HHH")
        #expect(DatePatternFormat.unsupportedField(in: "d MMMM y 'г'.") == nil)
        // A generic name (`PT`, `Pacific Time`) stays on ICU; a specific one is baked.
        #expect(BakedDatePattern.fromICU(locale: try IntlLocale("en"), request: .skeleton("jmv")) == nil)
        let long = try #require(
            BakedDatePattern.fromICU(locale: try IntlLocale("en"), request: .styles(date: nil, time: .long)))
        let july = ZonedDateTime(secondsSince1970: 1_721_044_800, timeZone: try TimeZoneID("America/Los_Angeles"))
        #expect(long.format(july) == "5:00:00\u{202F}AM PDT")
        #expect(long.format(july, timeZone: "Asia/Kolkata") == "5:30:00\u{202F}PM GMT+5:30")
        #expect(BakedDatePattern.fromICU(locale: try IntlLocale("en"), request: .skeleton("yMMMdjmm")) != nil)
        let ruLong = try #require(BakedDatePattern.fromICU(locale: try IntlLocale("ru"), request: .style(.long)))
        let leapDay = try CalendarDate(year: 2024, month: 2, day: 29)
        #expect(ruLong.format(leapDay).hasPrefix("29 февраля 2024"))
        #expect(ruLong.format(leapDay) == (try IntlDateFormat(locale: IntlLocale("ru")).format(leapDay, style: .long)))
        // CLDR 42 gives gd's year-and-month a week-based year (`LLL Y`), which differs from
        // the calendar year around 1 January: not baked, so ICU formats it.
        #expect(BakedDatePattern.fromICU(locale: try IntlLocale("gd"), request: .skeleton("yMMM")) == nil)
    }
}
