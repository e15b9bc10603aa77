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
            dates.append(date(daysSince1970: day))
            day += 11
        }
        let first = try! CalendarDate(year: 2024, month: 1, day: 1).daysSince1970
        return dates + (first..<first + 366).map(date(daysSince1970:))
    }()

    /// The day `days` after 1970-01-01 (civil from days, Howard Hinnant's algorithm).
    static func date(daysSince1970 days: Int) -> CalendarDate {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return try! CalendarDate(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

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
                } else {
                    failures.append(
                        "\(tag) \(request.description): not baked, and its pattern has no unsupported field")
                }
                continue
            }
            let reference: (CalendarDate) throws -> String
            switch request {
            case .style(let style): reference = { try IntlDateFormat(locale: locale).format($0, style: style) }
            case .skeleton(let skeleton):
                guard
                    let formatter = try? DateTimeFormatter(
                        locale: locale, options: DateTimeFormatOptions(skeleton: skeleton), timeZone: .utc)
                else { return (["\(tag) \(skeleton): ICU does not open"], unbaked) }
                reference = { try formatter.format(secondsSince1970: $0.secondsSince1970) }
            }
            for date in dates {
                let expected = try? reference(date)
                let actual = format.format(date)
                if expected != actual {
                    failures.append(
                        "\(tag) \(request.description) \(date): ICU '\(expected ?? "-")', baked '\(actual)'")
                    break
                }
            }
        }
        return (failures, unbaked)
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
        // CLDR 42's gd `yMMM` is `LLL Y` (a week-based year); nothing else stays on ICU.
        #expect(results.1.count <= 2, "\(results.1.prefix(40).joined(separator: "\n"))")
    }

    @Test func aPatternWithATimeIsNotBaked() throws {
        #expect(DatePatternFormat.unsupportedField(in: "d MMM y, HH:mm") == "HH")
        #expect(DatePatternFormat.unsupportedField(in: "d MMMM y 'г'.") == nil)
        #expect(BakedDatePattern.fromICU(locale: try IntlLocale("en"), request: .skeleton("yMMMdjmm")) == nil)
        let long = try #require(BakedDatePattern.fromICU(locale: try IntlLocale("ru"), request: .style(.long)))
        let leapDay = try CalendarDate(year: 2024, month: 2, day: 29)
        #expect(long.format(leapDay).hasPrefix("29 февраля 2024"))
        #expect(long.format(leapDay) == (try IntlDateFormat(locale: IntlLocale("ru")).format(leapDay, style: .long)))
        // CLDR 42 gives gd's year-and-month a week-based year (`LLL Y`), which differs from
        // the calendar year around 1 January: not baked, so ICU formats it.
        #expect(BakedDatePattern.fromICU(locale: try IntlLocale("gd"), request: .skeleton("yMMM")) == nil)
    }
}
