import Testing

@testable import LocalizedValidationIntl

/// "Today" reads a calendar opened once per zone; shared calendars give each zone's own
/// date, whatever order and thread the calls come from.
@Suite struct ZoneCalendarsTests {
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
        #expect(ZoneCalendars.cache.contains("America/Sao_Paulo"))
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
}
