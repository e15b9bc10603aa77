import Testing

@testable import LocalizedValidationIntl

/// "Today" reads each zone's rules from the tz database: each zone gets its own date,
/// whatever order and thread the calls come from, on both sides of a DST change.
@Suite struct CalendarClockZoneTests {
    @Test func eachZoneKeepsItsOwnDate() throws {
        let instant = 1_709_258_400.0  // 2024-03-01T02:00Z
        let saoPaulo = CalendarClock(timeZone: try TimeZoneID("America/Sao_Paulo")) { instant }
        let utc = CalendarClock(timeZone: .utc) { instant }
        let tokyo = CalendarClock(timeZone: try TimeZoneID("Asia/Tokyo")) { instant }
        for _ in 0..<3 {
            #expect(try saoPaulo.today().description == "2024-02-29")
            #expect(try utc.today().description == "2024-03-01")
            #expect(try tokyo.today().description == "2024-03-01")
            #expect(try saoPaulo.date(atUnixSeconds: instant + 3 * 3600).description == "2024-03-01")
        }
        // 2024-03-31T00:30Z is 00:30 in London (GMT), 2024-03-31T01:30Z is 02:30 (BST);
        // 2024-10-27T23:30Z is 23:30 (GMT again) and Sydney's 10:30 on 28 October.
        let london = try TimeZoneID("Europe/London")
        let sydney = try TimeZoneID("Australia/Sydney")
        #expect(try CalendarClock(timeZone: london).date(atUnixSeconds: 1_711_845_000).description == "2024-03-31")
        #expect(london.offset(atSecondsSince1970: 1_711_848_600) == 3600)
        #expect(london.offset(atSecondsSince1970: 1_730_071_800) == 0)
        #expect(try CalendarClock(timeZone: sydney).date(atUnixSeconds: 1_730_071_800).description == "2024-10-28")
        // Before 1970 and near the range's ends.
        #expect(try CalendarClock(timeZone: .utc).date(atUnixSeconds: -1).description == "1969-12-31")
        #expect(try CalendarClock(timeZone: .utc).date(atUnixSeconds: -62_135_596_800).description == "0001-01-01")
        #expect(throws: IntlError.self) { try CalendarClock(timeZone: .utc).date(atUnixSeconds: -62_135_596_801) }
        #expect(try CalendarClock(timeZone: .utc).date(atUnixSeconds: 253_402_300_799).description == "9999-12-31")
        #expect(throws: IntlError.self) { try CalendarClock(timeZone: .utc).date(atUnixSeconds: .nan) }
    }

    @Test func concurrentReadsAgree() async throws {
        let zones = try ["America/Sao_Paulo", "Europe/Moscow", "Pacific/Kiritimati", "UTC"].map(TimeZoneID.init)
        let expected = try zones.map { try CalendarClock(timeZone: $0).date(atUnixSeconds: 1_709_258_400).description }
        let answers = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var seen: [String] = []
                    for _ in 0..<200 {
                        seen = try zones.map {
                            try CalendarClock(timeZone: $0).date(atUnixSeconds: 1_709_258_400).description
                        }
                    }
                    return seen
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers.allSatisfy { $0 == expected })
        #expect(expected == ["2024-02-29", "2024-03-01", "2024-03-01", "2024-03-01"])
    }

    /// Days since 1970 and dates convert both ways over the whole range, and no further.
    @Test func daysSince1970RoundTrips() throws {
        let first = -719_162  // 0001-01-01
        let last = 2_932_896  // 9999-12-31
        for days in Array(stride(from: first, through: last, by: 97)) + [first, last, 0, -1, 59, 60] {
            let date = try #require(CalendarDate(daysSince1970: days))
            #expect(date.daysSince1970 == days)
        }
        #expect(CalendarDate(daysSince1970: first)?.description == "0001-01-01")
        #expect(CalendarDate(daysSince1970: last)?.description == "9999-12-31")
        #expect(CalendarDate(daysSince1970: first - 1) == nil)
        #expect(CalendarDate(daysSince1970: last + 1) == nil)
        #expect(CalendarDate(daysSince1970: Int.min) == nil)
    }
}
