import Foundation
import LocalizedValidationIntl
import Testing

@testable import LocalizedValidationCLDR

/// Seconds since 1970 of a UTC date and time.
private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
    -> Int64
{
    let days = TimeZoneRules.PosixRule.daysSince1970(year: Int64(year), month: Int64(month), day: Int64(day))
    return days * 86_400 + Int64(hour * 3600 + minute * 60 + second)
}

/// The system has no tz database to test against.
private struct MissingZoneInfo: Error, CustomStringConvertible {
    let description: String
}

/// Builds TZif files from their parts (RFC 8536), so every field can be got wrong on purpose.
private enum TZifBuilder {
    /// Byte offsets of the header's counts.
    static let isUTCCountOffset = 20
    static let leapCountOffset = 28
    static let transitionCountOffset = 32
    static let typeCountOffset = 36

    /// A file of `version` 0 (version 1: one 32-bit block, no footer) or 2...4 (a minimal
    /// version 1 block, the 64-bit block, the footer). Every type's designation is "ABC".
    static func file(
        version: UInt8, transitions: [(time: Int64, type: UInt8)], offsets: [Int32], footer: String = "",
        leaps: [(occurrence: Int64, correction: Int32)] = [], daylight: [Bool] = []
    ) -> [UInt8] {
        if version == 0 {
            return block(
                version: 0, timeSize: 4, transitions: transitions, offsets: offsets, leaps: leaps, daylight: daylight)
        }
        // zic -b slim writes the same minimal block for version 1 readers.
        return block(version: version, timeSize: 4, transitions: [], offsets: [offsets[0]], leaps: [])
            + block(
                version: version, timeSize: 8, transitions: transitions, offsets: offsets, leaps: leaps,
                daylight: daylight)
            + Array("\n\(footer)\n".utf8)
    }

    /// A data block; `daylight` sets the types' isdst flags (none set when empty).
    static func block(
        version: UInt8, timeSize: Int, transitions: [(time: Int64, type: UInt8)], offsets: [Int32],
        leaps: [(occurrence: Int64, correction: Int32)], daylight: [Bool] = []
    ) -> [UInt8] {
        var bytes = Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15)
        for count in [0, 0, leaps.count, transitions.count, offsets.count, 4] { append(count, size: 4, to: &bytes) }
        for transition in transitions { append(transition.time, size: timeSize, to: &bytes) }
        bytes += transitions.map(\.type)
        for (type, offset) in offsets.enumerated() {
            append(offset, size: 4, to: &bytes)
            bytes += [daylight.indices.contains(type) && daylight[type] ? 1 : 0, 0]
        }
        bytes += Array("ABC\0".utf8)
        for leap in leaps {
            append(leap.occurrence, size: timeSize, to: &bytes)
            append(leap.correction, size: 4, to: &bytes)
        }
        return bytes
    }

    static func append(_ value: some BinaryInteger, size: Int, to bytes: inout [UInt8]) {
        let value = Int64(value)
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    /// `bytes` with the big-endian 32-bit value at `offset` replaced.
    static func patching(_ bytes: [UInt8], at offset: Int, with value: UInt32) -> [UInt8] {
        var patched = bytes
        for index in 0..<4 { patched[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        return patched
    }

    /// A version 2 file: LMT until 1900, then CET, with the EU footer.
    static let sample = file(
        version: UInt8(ascii: "2"), transitions: [(-2_208_988_800, 1)], offsets: [-2205, 3600],
        footer: "CET-1CEST,M3.5.0,M10.5.0/3")
}

/// The ICU-free time zone rules: the POSIX footer, TZif parsing (valid and hostile), the
/// database lookup, and every zone of the system's tz database against ICU.
@Suite struct TimeZoneRulesTests {
    // MARK: POSIX TZ strings

    @Test func europeanRuleSwitchesAtOneUTC() throws {
        let rule = try TimeZoneRules.PosixRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3")
        #expect(rule.standardOffset == 3600)
        #expect(rule.daylight?.offset == 7200)
        #expect(rule.daylight?.start == .init(day: .monthWeekday(month: 3, week: 5, weekday: 0), time: 7200))
        #expect(rule.daylight?.end == .init(day: .monthWeekday(month: 10, week: 5, weekday: 0), time: 10_800))
        let cases: [(Int64, Int)] = [
            (utc(2024, 3, 31, 0, 59, 59), 3600), (utc(2024, 3, 31, 1), 7200),
            (utc(2024, 10, 27, 0, 59, 59), 7200), (utc(2024, 10, 27, 1), 3600),
            (utc(2025, 3, 30, 0, 59, 59), 3600), (utc(2025, 3, 30, 1), 7200),
            (utc(2024, 1, 1), 3600), (utc(2024, 7, 1), 7200),
        ]
        for (instant, offset) in cases { #expect(rule.offset(atSecondsSince1970: instant) == offset, "\(instant)") }
    }

    @Test func westernEuropeAndQuotedNames() throws {
        let lisbon = try TimeZoneRules.PosixRule(parsing: "WET0WEST,M3.5.0/1,M10.5.0")
        #expect(lisbon.offset(atSecondsSince1970: utc(2024, 3, 31, 0, 59, 59)) == 0)
        #expect(lisbon.offset(atSecondsSince1970: utc(2024, 3, 31, 1)) == 3600)
        #expect(lisbon.offset(atSecondsSince1970: utc(2024, 10, 27, 0, 59, 59)) == 3600)
        #expect(lisbon.offset(atSecondsSince1970: utc(2024, 10, 27, 1)) == 0)
        let istanbul = try TimeZoneRules.PosixRule(parsing: "<+03>-3")
        #expect(istanbul.standardOffset == 10_800)
        #expect(istanbul.daylight == nil)
        #expect(try TimeZoneRules.PosixRule(parsing: "<-0330>3:30").standardOffset == -12_600)
        #expect(try TimeZoneRules.PosixRule(parsing: "XXX-5:45:30").standardOffset == 20_730)
        #expect(try TimeZoneRules.PosixRule(parsing: "UTC0").offset(atSecondsSince1970: 0) == 0)
        // An explicit DST offset (Lord Howe's half hour) instead of one hour.
        let lordHowe = try TimeZoneRules.PosixRule(parsing: "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0")
        #expect(lordHowe.offset(atSecondsSince1970: utc(2024, 1, 15)) == 39_600)
        #expect(lordHowe.offset(atSecondsSince1970: utc(2024, 7, 15)) == 37_800)
    }

    /// The tz database's main data writes Irish time with negative daylight saving time
    /// (winter GMT is "daylight", summer IST "standard"); ICU and CLDR's names count it the
    /// other way round, and so does `state`. A long standard period (Dublin's year-round
    /// +1 of 1968–1971) and a change of zone stay as they are.
    @Test func negativeDaylightSavingTimeCountsAsICUCountsIt() throws {
        let dublin = try TimeZoneRules(
            tzif: TZifBuilder.file(
                version: UInt8(ascii: "2"),
                transitions: [
                    (utc(1968, 10, 27), 0), (utc(1971, 10, 31, 2), 1), (utc(1972, 3, 19, 2), 0),
                    (utc(1972, 10, 29, 2), 1), (utc(1973, 3, 18, 2), 0),
                ],
                offsets: [3600, 0], footer: "IST-1GMT0,M10.5.0,M3.5.0/1", daylight: [false, true]))
        let cases: [(Int64, Int, Bool)] = [
            (utc(1970, 1, 15), 3600, false),  // year-round IST: standard time
            (utc(1972, 1, 15), 0, false),  // winter GMT: standard
            (utc(1972, 7, 15), 3600, true),  // summer IST: daylight
            (utc(1973, 1, 15), 0, false),
            (utc(2030, 7, 15), 3600, true),  // the footer's rule, negative too
            (utc(2030, 1, 15), 0, false),
        ]
        for (instant, offset, isDaylight) in cases {
            #expect(dublin.state(atSecondsSince1970: instant) == (offset, isDaylight), "\(instant)")
        }
        // Summer time beside standard times of two other offsets: a change of zone, kept.
        let moved = try TimeZoneRules(
            tzif: TZifBuilder.file(
                version: UInt8(ascii: "2"), transitions: [(utc(1941, 6, 1), 1), (utc(1944, 8, 1), 2)],
                offsets: [10_800, 7200, 3600], footer: "<+01>-1", daylight: [false, true, false]))
        #expect(moved.state(atSecondsSince1970: utc(1942, 1, 1)) == (7200, true))
        #expect(moved.state(atSecondsSince1970: utc(1940, 1, 1)) == (10_800, false))
    }

    @Test func southernHemisphereRule() throws {
        // Sydney: DST from the first Sunday of October to the first Sunday of April.
        let sydney = try TimeZoneRules.PosixRule(parsing: "AEST-10AEDT,M10.1.0,M4.1.0/3")
        #expect(sydney.offset(atSecondsSince1970: utc(2025, 1, 1)) == 39_600)
        #expect(sydney.offset(atSecondsSince1970: utc(2024, 12, 31, 23, 59, 59)) == 39_600)
        #expect(sydney.offset(atSecondsSince1970: utc(2024, 7, 1)) == 36_000)
        // 2024-10-06T02:00 AEST and 2025-04-06T03:00 AEDT are both 16:00Z the day before.
        #expect(sydney.offset(atSecondsSince1970: utc(2024, 10, 5, 15, 59, 59)) == 36_000)
        #expect(sydney.offset(atSecondsSince1970: utc(2024, 10, 5, 16)) == 39_600)
        #expect(sydney.offset(atSecondsSince1970: utc(2025, 4, 5, 15, 59, 59)) == 39_600)
        #expect(sydney.offset(atSecondsSince1970: utc(2025, 4, 5, 16)) == 36_000)
    }

    @Test func negativeTransitionTimes() throws {
        // America/Nuuk 2023-2024: -1 and -2 hours, the Saturday before, both at 01:00Z.
        let nuuk2023 = try TimeZoneRules.PosixRule(parsing: "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1")
        #expect(nuuk2023.offset(atSecondsSince1970: utc(2024, 3, 31, 0, 59, 59)) == -10_800)
        #expect(nuuk2023.offset(atSecondsSince1970: utc(2024, 3, 31, 1)) == -7200)
        #expect(nuuk2023.offset(atSecondsSince1970: utc(2024, 10, 27, 0, 59, 59)) == -7200)
        #expect(nuuk2023.offset(atSecondsSince1970: utc(2024, 10, 27, 1)) == -10_800)
        // America/Nuuk from 2025 (tzdata 2025b's footer).
        let nuuk = try TimeZoneRules.PosixRule(parsing: "<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
        #expect(nuuk.offset(atSecondsSince1970: utc(2025, 3, 30, 0, 59, 59)) == -7200)
        #expect(nuuk.offset(atSecondsSince1970: utc(2025, 3, 30, 1)) == -3600)
        #expect(nuuk.offset(atSecondsSince1970: utc(2025, 10, 26, 0, 59, 59)) == -3600)
        #expect(nuuk.offset(atSecondsSince1970: utc(2025, 10, 26, 1)) == -7200)
    }

    @Test func yearRoundDaylightTime() throws {
        // RFC 8536 §3.3.1's example: DST all year, across every year boundary.
        let rule = try TimeZoneRules.PosixRule(parsing: "EST5EDT,0/0,J365/25")
        for year in [2023, 2024, 2025, 2100] {
            for hour in -30...30 {
                let instant = utc(year, 1, 1) + Int64(hour * 3600)
                #expect(rule.offset(atSecondsSince1970: instant) == -14_400, "\(year) \(hour)")
                #expect(rule.offset(atSecondsSince1970: instant - 1) == -14_400, "\(year) \(hour) - 1 s")
            }
            #expect(rule.offset(atSecondsSince1970: utc(year, 7, 1)) == -14_400)
        }
    }

    @Test func julianAndZeroBasedDays() throws {
        // J60 is March 1 in every year; day 59 counts February 29 in leap years.
        let julian = try TimeZoneRules.PosixRule(parsing: "AAA0BBB,J60/0,J300/0")
        for year in [2023, 2024] {
            #expect(julian.offset(atSecondsSince1970: utc(year, 3, 1) - 1) == 0)
            #expect(julian.offset(atSecondsSince1970: utc(year, 3, 1)) == 3600)
        }
        let zeroBased = try TimeZoneRules.PosixRule(parsing: "AAA0BBB,59/0,300/0")
        #expect(zeroBased.offset(atSecondsSince1970: utc(2024, 2, 29) - 1) == 0)
        #expect(zeroBased.offset(atSecondsSince1970: utc(2024, 2, 29)) == 3600)
        #expect(zeroBased.offset(atSecondsSince1970: utc(2023, 3, 1) - 1) == 0)
        #expect(zeroBased.offset(atSecondsSince1970: utc(2023, 3, 1)) == 3600)
        // 167 hours after January 1 is January 7, 23:00.
        let late = try TimeZoneRules.PosixRule(parsing: "AAA0BBB,J1/167,J300")
        #expect(late.offset(atSecondsSince1970: utc(2024, 1, 7, 22, 59, 59)) == 0)
        #expect(late.offset(atSecondsSince1970: utc(2024, 1, 7, 23)) == 3600)
        // Week 5 of February 2023 is its fourth Sunday, the 26th.
        let lastSunday = try TimeZoneRules.PosixRule(parsing: "AAA0BBB,M2.5.0/0,M11.1.0/0")
        #expect(lastSunday.offset(atSecondsSince1970: utc(2023, 2, 26) - 1) == 0)
        #expect(lastSunday.offset(atSecondsSince1970: utc(2023, 2, 26)) == 3600)
        // March 2024's fifth Monday would be April 1: week 5 is March 25.
        let lastMonday = try TimeZoneRules.PosixRule(parsing: "AAA0BBB,M3.5.1/0,M11.1.0/0")
        #expect(lastMonday.offset(atSecondsSince1970: utc(2024, 3, 25) - 1) == 0)
        #expect(lastMonday.offset(atSecondsSince1970: utc(2024, 3, 25)) == 3600)
    }

    @Test func extremeInstantsDoNotTrap() throws {
        let rule = try TimeZoneRules.PosixRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3")
        for instant in [Int64.min, .min + 1, -1, 0, .max - 1, .max] {
            #expect([3600, 7200].contains(rule.offset(atSecondsSince1970: instant)))
            let rules = try TimeZoneRules(tzif: TZifBuilder.sample)
            #expect([-2205, 3600, 7200].contains(rules.offset(atSecondsSince1970: instant)))
        }
        // 400 Gregorian years later the rule gives the same offsets.
        let cycle: Int64 = 146_097 * 86_400
        for instant in stride(from: utc(2024, 1, 1), to: utc(2025, 1, 1), by: 3607) {
            #expect(rule.offset(atSecondsSince1970: instant) == rule.offset(atSecondsSince1970: instant + 25 * cycle))
        }
    }

    @Test(arguments: [
        ("", 0), ("CE-1", 2), ("CET", 3), ("CET-25", 4), ("CET-1CEST", 9), ("CET-1CEST;M3.5.0", 9),
        ("CET-1CEST,M13.5.0,M10.5.0", 11), ("CET-1CEST,M3.6.0,M10.5.0", 13), ("CET-1CEST,M3.5.7,M10.5.0", 15),
        ("CET-1CEST,M3.5,M10.5.0", 14), ("CET-1CEST,J0,J365", 11), ("CET-1CEST,366,0", 10),
        ("CET-1CEST,M3.5.0/168,M10.5.0", 17), ("CET-1CEST,M3.5.0,M10.5.0/3x", 26), ("CET-1CEST,M3.5.0", 16),
        ("<+0>-0", 3), ("<+03-3", 6), ("CET-1:5", 6), ("CET-1:60", 6), ("CET-1CEST,X1,J2", 10), ("CET-1 ", 5),
        ("CET-1CEST,J1/2:00:0,J2", 18),
    ])
    func malformedTZStrings(text: String, offset: Int) {
        #expect {
            try TimeZoneRules.PosixRule(parsing: text)
        } throws: { error in
            guard let error = error as? TimeZoneRulesError else { return false }
            return error.offset == offset && error.message.hasSuffix("at byte \(offset)")
        }
    }

    // MARK: TZif files

    @Test func versionOneFile() throws {
        // Type 0 (LMT) before the first transition, then types 2 and 1; no footer.
        let bytes = TZifBuilder.file(
            version: 0, transitions: [(-1_000_000, 2), (1_000_000, 1)], offsets: [-2205, 3600, 7200])
        let rules = try TimeZoneRules(tzif: bytes)
        #expect(rules.offset(atSecondsSince1970: -1_000_001) == -2205)
        #expect(rules.offset(atSecondsSince1970: -1_000_000) == 7200)
        #expect(rules.offset(atSecondsSince1970: 999_999) == 7200)
        #expect(rules.offset(atSecondsSince1970: 1_000_000) == 3600)
        #expect(rules.offset(atSecondsSince1970: .max) == 3600)
        #expect(rules.footer == nil)
        // Negative 32-bit times are sign-extended.
        #expect(rules.transitions == [-1_000_000, 1_000_000])
    }

    @Test(arguments: [UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4")])
    func laterVersionsUseTheFooterAfterTheLastTransition(version: UInt8) throws {
        let bytes = TZifBuilder.file(
            version: version, transitions: [(-2_208_988_800, 1), (utc(2000, 1, 1), 2)], offsets: [-2205, 3600, 3600],
            footer: "CET-1CEST,M3.5.0,M10.5.0/3")
        let rules = try TimeZoneRules(tzif: bytes)
        #expect(rules.offset(atSecondsSince1970: -2_208_988_801) == -2205)
        #expect(rules.offset(atSecondsSince1970: utc(1999, 7, 1)) == 3600)
        #expect(rules.offset(atSecondsSince1970: utc(2024, 7, 1)) == 7200)
        #expect(rules.offset(atSecondsSince1970: utc(2024, 12, 1)) == 3600)
        // No transitions: the footer rules every instant.
        let footerOnly = try TimeZoneRules(
            tzif: TZifBuilder.file(version: version, transitions: [], offsets: [0], footer: "<+0545>-5:45"))
        #expect(footerOnly.offset(atSecondsSince1970: -5_000_000_000) == 20_700)
        // An empty footer: the last transition's type stays.
        let noFooter = try TimeZoneRules(
            tzif: TZifBuilder.file(version: version, transitions: [(0, 1)], offsets: [100, 200]))
        #expect(noFooter.offset(atSecondsSince1970: -1) == 100)
        #expect(noFooter.offset(atSecondsSince1970: .max) == 200)
    }

    @Test func leapSecondRecordsMoveTransitionsToPOSIXTime() throws {
        // A transition 200 s into a leap-second count with one leap second at 100 is at
        // POSIX 199.
        let bytes = TZifBuilder.file(
            version: UInt8(ascii: "2"), transitions: [(50, 1), (200, 0)], offsets: [0, 3600], leaps: [(100, 1)])
        let rules = try TimeZoneRules(tzif: bytes)
        #expect(rules.transitions == [50, 199])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/right/Europe/Lisbon")))
    func rightZonesAgreeWithPOSIXZones() throws {
        // right/ files count leap seconds and end where the leap-second table expires.
        let right = try #require(TimeZoneDatabase.rules(for: "right/Europe/Lisbon"))
        let posix = try #require(TimeZoneDatabase.rules(for: "Europe/Lisbon"))
        let end = try #require(right.transitions.last)
        let common = posix.transitions.filter { $0 >= 0 && $0 < end }
        for transition in common {
            for instant in transition - 1...transition + 1 {
                #expect(right.offset(atSecondsSince1970: instant) == posix.offset(atSecondsSince1970: instant))
            }
        }
        #expect(common.count > 80)
    }

    @Test func malformedFiles() {
        let valid = TZifBuilder.sample
        #expect(throws: Never.self) { try TimeZoneRules(tzif: valid) }
        // The second header starts after the minimal version 1 block (44 + 6 + 4 bytes).
        let second = 54
        let cases: [(String, [UInt8], Int)] = [
            ("empty", [], 0),
            ("bad magic", Array("TZiF".utf8) + valid.dropFirst(4), 0),
            ("not TZif", Array("# tzdb timezone descriptions\n".utf8) + [UInt8](repeating: 0x20, count: 60), 0),
            ("truncated header", Array(valid.prefix(30)), 0),
            ("version 5", Array(valid.prefix(4)) + [UInt8(ascii: "5")] + valid.dropFirst(5), 4),
            (
                "count beyond the file", TZifBuilder.patching(valid, at: TZifBuilder.transitionCountOffset, with: .max),
                32
            ),
            (
                "counts beyond the data",
                TZifBuilder.patching(valid, at: second + TZifBuilder.transitionCountOffset, with: 10), second + 44
            ),
            (
                "leap count beyond the data",
                TZifBuilder.patching(valid, at: second + TZifBuilder.leapCountOffset, with: 20), second + 44
            ),
            ("no types", TZifBuilder.patching(valid, at: TZifBuilder.typeCountOffset, with: 0), 36),
            ("isutcnt", TZifBuilder.patching(valid, at: TZifBuilder.isUTCCountOffset, with: 2), 20),
            ("second magic", TZifBuilder.patching(valid, at: second, with: 0), second),
            (
                "type index",
                {
                    var bytes = valid
                    bytes[second + 44 + 8] = 2
                    return bytes
                }(), second + 52
            ),
            ("no final newline", Array(valid.dropLast()), valid.count - 27),
            ("no footer", Array(valid.prefix(valid.count - 28)), valid.count - 28),
            ("trailing bytes", valid + [0], valid.count),
            ("footer typo", Array(valid.dropLast(2)) + Array("x\n".utf8), valid.count - 2),
            ("too large", valid + [UInt8](repeating: 0, count: TimeZoneRules.maximumFileSize), 0),
        ]
        for (name, bytes, offset) in cases {
            #expect(Comment(rawValue: name)) {
                try TimeZoneRules(tzif: bytes)
            } throws: { error in
                (error as? TimeZoneRulesError)?.offset == offset
            }
        }
        let descending = TZifBuilder.file(
            version: UInt8(ascii: "2"), transitions: [(10, 1), (10, 0)], offsets: [0, 3600])
        #expect(throws: TimeZoneRulesError.self) { try TimeZoneRules(tzif: descending) }
    }

    @Test func everyTruncationAndCorruptionIsSafe() throws {
        // Never a trap: every prefix throws, and every byte set to 0x00, 0x7F or 0xFF either
        // parses or throws.
        let valid = try #require(FileManager.default.contents(atPath: "/usr/share/zoneinfo/Europe/Lisbon"))
        let bytes = [UInt8](valid)
        for length in 0..<bytes.count {
            #expect(throws: TimeZoneRulesError.self) { try TimeZoneRules(tzif: Array(bytes.prefix(length))) }
        }
        var parsed = 0
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x7F, 0xFF] {
                var corrupt = bytes
                corrupt[index] = value
                if (try? TimeZoneRules(tzif: corrupt)) != nil { parsed += 1 }
            }
        }
        #expect(parsed > 0)
    }

    @Test func hundredThousandTransitionsParseInLinearTime() throws {
        let count = 100_000
        let transitions = (0..<count).map { (time: Int64($0) * 1000, type: UInt8($0 % 2)) }
        let bytes = TZifBuilder.file(
            version: UInt8(ascii: "2"), transitions: transitions, offsets: [0, 3600], footer: "<+02>-2")
        #expect(bytes.count < TimeZoneRules.maximumFileSize)
        let rules = try TimeZoneRules(tzif: bytes)
        #expect(rules.transitions.count == count)
        #expect(rules.offset(atSecondsSince1970: -1) == 0)
        #expect(rules.offset(atSecondsSince1970: 50_001_500) == 3600)
        #expect(rules.offset(atSecondsSince1970: 50_002_000) == 0)
        #expect(rules.offset(atSecondsSince1970: 99_999_000) == 7200)
    }

    // MARK: The database

    @Test func refusesUnsafeMisspelledAndNonZoneIds() {
        let refused = [
            "america/sao_paulo", "America/sao_paulo", "../etc/passwd", "Europe/../Europe/Lisbon", "/etc/passwd",
            "zone.tab", "tzdata.zi", "leapseconds", "", "America", "Europe//Lisbon", "Europe/Lisbon/", "Europe/Lisbön",
            "Europe/Lisbon\0", "Mars/Olympus", String(repeating: "A", count: 256),
        ]
        for identifier in refused { #expect(TimeZoneDatabase.rules(for: identifier) == nil, "\(identifier)") }
    }

    @Test func followsSymbolicLinks() throws {
        let link = try #require(TimeZoneDatabase.rules(for: "Brazil/East"))
        let saoPaulo = try #require(TimeZoneDatabase.rules(for: "America/Sao_Paulo"))
        #expect(link == saoPaulo)
        #expect(link.offset(atSecondsSince1970: utc(2024, 7, 1)) == -10_800)
        // Brazil's last summer time, 2018-11-04 to 2019-02-17.
        #expect(link.offset(atSecondsSince1970: utc(2019, 1, 1)) == -7200)
        #expect(TimeZoneDatabase.rules(for: "UTC")?.offset(atSecondsSince1970: utc(2024, 7, 1)) == 0)
        #expect(TimeZoneDatabase.rules(for: "Etc/GMT+3")?.offset(atSecondsSince1970: 0) == -10_800)
        #expect(
            TimeZoneDatabase.directories.suffix(3) == [
                "/usr/share/zoneinfo", "/var/db/timezone/zoneinfo", "/usr/share/lib/zoneinfo",
            ])
    }

    @Test func cacheIsBounded() throws {
        let identifiers = try zoneIdentifiers().prefix(TimeZoneDatabase.cache.capacity + 50)
        for identifier in identifiers { _ = TimeZoneDatabase.rules(for: identifier) }
        #expect(TimeZoneDatabase.cache.count <= TimeZoneDatabase.cache.capacity)
        _ = TimeZoneDatabase.rules(for: "Europe/Lisbon")
        #expect(TimeZoneDatabase.cache.contains("Europe/Lisbon"))
        // A zone no directory has is not kept.
        #expect(TimeZoneDatabase.rules(for: "Mars/Olympus") == nil)
        #expect(!TimeZoneDatabase.cache.contains("Mars/Olympus"))
    }

    #if DEBUG
        /// A server may make a `TimeZoneID` per request: once the zone was read, making it
        /// again takes no lock (issue 26), and nor does formatting or reading "today" in it.
        @Test func aKnownZoneTakesNoLock() throws {
            _ = try TimeZoneID("Europe/Lisbon")
            let audit = SynchronizationAudit()
            try SynchronizationAudit.$current.withValue(audit) {
                for _ in 0..<100 {
                    let zone = try TimeZoneID("Europe/Lisbon")
                    _ = try CalendarClock(timeZone: zone) { 1_709_258_400 }.today()
                }
            }
            #expect(audit.locksTaken.load(ordering: .relaxed) == 0)
        }
    #endif

    @Test func customOffsets() {
        let accepted: [(String, Int)] = [
            ("GMT+3", 10_800), ("GMT-3", -10_800), ("GMT+03", 10_800), ("GMT-03:30", -12_600), ("GMT+0330", 12_600),
            ("GMT+23:59", 86_340), ("GMT-0", 0), ("GMT+00:00", 0),
        ]
        for (identifier, offset) in accepted {
            #expect(TimeZoneDatabase.customOffset(identifier) == offset, "\(identifier)")
        }
        let refused = [
            "GMT", "GMT+", "GMT+24", "GMT+24:00", "GMT+00:60", "GMT+3:30", "GMT+330", "GMT+12345", "GMT+03:3",
            "GMT+0:30", "GMT++3", "GMT 3", "gmt+3", "UTC+5", "GMT+3x", "GMT+03:30:00", "Etc/GMT+3", "",
        ]
        for identifier in refused { #expect(TimeZoneDatabase.customOffset(identifier) == nil, "\(identifier)") }
    }

    // MARK: Against ICU

    /// Differences before 2022-06-01 that are corrections to past timestamps made in tzdata
    /// after ICU 72's 2022e (the system has 2025b; each reason quotes tz's NEWS), by zone:
    /// the instants the correction covers and the release that made it.
    static let documentedDifferences: [String: (instants: Range<Int64>, reason: String)] = {
        var differences: [String: (instants: Range<Int64>, reason: String)] = [:]
        func add(_ zones: [String], _ instants: Range<Int64>, _ reason: String) {
            for zone in zones { differences[zone] = (instants, reason) }
        }
        add(
            [
                "America/Bahia_Banderas", "America/Cancun", "America/Hermosillo", "America/Mazatlan", "America/Merida",
                "Mexico/BajaSur",
            ],
            utc(1970, 1, 1)..<utc(1998, 1, 1),
            "2024b: Mexico's transitions from official decrees, 1949-1970 and 1981-1997")
        add(
            ["Atlantic/Azores", "Atlantic/Madeira", "Europe/Lisbon", "Portugal"], utc(1977, 1, 1)..<utc(1994, 1, 1),
            "2024b: Portugal's transitions from its legislation, 1977-1993")
        add(
            ["Asia/Choibalsan"], utc(1970, 1, 1)..<utc(2008, 4, 1),
            "2024b: an alias of Asia/Ulaanbaatar before April 2008")
        add(
            ["Asia/Tehran", "Iran"], utc(1978, 11, 10, 20)..<utc(1978, 12, 31, 20),
            "2025b: Iran went from +04 to +0330 on 1978-11-10 at 24:00, not at year end")
        add(["Asia/Manila"], utc(1970, 1, 1)..<utc(1991, 1, 1), "2025a: the Philippines' transitions 1937-1990")
        add(
            ["Antarctica/Vostok"], utc(1970, 1, 1)..<utc(2022, 6, 1),
            "2023d: Vostok was at +07, not +06, for years (and -00 in 1994)")
        add(["Antarctica/Casey"], utc(2020, 1, 1)..<utc(2022, 6, 1), "2023d: Casey's five changes since 2020")
        add(
            [
                "America/Cambridge_Bay", "America/Inuvik", "America/Iqaluit", "America/Rankin_Inlet",
                "America/Resolute",
                "America/Yellowknife",
            ],
            utc(1972, 1, 1)..<utc(1980, 1, 1), "2022g: northern Canada observed DST from 1972 through 1979")
        add(
            ["America/Pangnirtung"], utc(1970, 1, 1)..<utc(1996, 1, 1),
            "2022g: merged into America/Iqaluit, changing pre-1996 timestamps")
        add(
            ["America/Bogota"], utc(1993, 2, 7, 4)..<utc(1993, 4, 4, 4),
            "2022g: Colombia's 1993 fallback was 02-06 24:00, not 04-04 00:00")
        add(
            ["Asia/Singapore", "Singapore", "Asia/Kuala_Lumpur"], utc(1981, 12, 31, 16)..<utc(1981, 12, 31, 16, 30),
            "2022g: Singapore's 1981-12-31 change was at 16:00 UTC, not 24:00 local time (Debian's backzone"
                + " Kuala_Lumpur has it too)")
        add(
            ["America/Nipigon", "America/Rainy_River", "America/Thunder_Bay"], utc(1970, 1, 1)..<utc(2005, 11, 1),
            "2022f: links to America/Toronto and America/Winnipeg, different before November 2005")
        return differences
    }()

    /// Differences only a newer ICU has (Scripts/test-apple-icu's 76, tzdata 2025b): tzdata
    /// 2024b made the System V names links (EET to Europe/Athens, WET to Europe/Lisbon),
    /// while Debian builds with backzone, which keeps them zones on the EU rules. CET and
    /// MET (Europe/Brussels) and the US names agree since 1970.
    static let newerICUDifferences: [String: (instants: Range<Int64>, reason: String)] = [
        "EET": (utc(1970, 1, 1)..<utc(1981, 1, 1), "2024b: a link to Europe/Athens, Greece's rules until 1980"),
        "WET": (utc(1970, 1, 1)..<utc(1997, 1, 1), "2024b: a link to Europe/Lisbon, Portugal's rules until 1996"),
    ]

    /// Zones where the system's tz data and ICU 72's agree on the offset before 2022-06-01
    /// but not on daylight saving time (which chooses a zone's name: `AST` or `ADT`).
    static let documentedDaylightDifferences: [String: String] = [
        "America/Pangnirtung":
            "2022g made it a link to America/Iqaluit, whose summers of the 1970s were EDT where ICU 72 has Pangnirtung's AST",
        "Asia/Choibalsan":
            "2024b made it a link to Asia/Ulaanbaatar; ICU 72 has Choibalsan's own +09/+10 daylight saving time until 2008",
        "America/Cancun":
            "CDT became EST at one instant in 1997 (the same offset); ICU 72's data moves the name one rule later",
        "Africa/Windhoek":
            "the rearguard data ICU reads ends 2017's summer time on 24 October; the main data, with negative winter time, ends it on 3 September",
    ]

    /// Every zone of the system's tz database that ICU knows, at every transition ±1 s in
    /// 1970...2037 and the 1st and 15th of every month 1970...2100 at 00:00Z.
    @Test func agreesWithICUOnEveryZone() throws {
        let strictEnd = utc(2022, 6, 1)
        var grid: [Int64] = []
        for year in 1970...2100 {
            for month in 1...12 { grid += [utc(year, month, 1), utc(year, month, 15)] }
        }
        var zones = 0
        var instants = 0
        var notInICU: [String] = []
        // By zone: how many, and the first as "instant: ours, ICU's".
        var strictDifferences: [String: (count: Int, first: String)] = [:]
        var laterDifferences: [String: Int] = [:]
        // Same offset, but daylight saving time to one and not the other (which names the
        // zone otherwise): ICU's rearguard data against the system's negative DST.
        var daylightDifferences: [String: Int] = [:]
        var documentedSeen: Set<String> = []
        for identifier in try zoneIdentifiers() {
            guard let rules = TimeZoneDatabase.rules(for: identifier) else { continue }
            var times = grid
            for transition in rules.transitions where transition >= 0 && transition < utc(2038, 1, 1) {
                times += [transition - 1, transition, transition + 1]
            }
            let icuStates: [(offset: Int, isDaylight: Bool)]
            // Swift 6.3.1's SILGen crashes on `catch let error as IntlError where ...` here.
            do {
                icuStates = try ICUZoneOffset.states(inZone: identifier, atSecondsSince1970: times)
            } catch {
                guard error.reason == .invalidTimeZone else { throw error }
                notInICU.append(identifier)
                continue
            }
            zones += 1
            instants += times.count
            for (time, icuState) in zip(times, icuStates) {
                let (offset, isDaylight) = rules.state(atSecondsSince1970: time)
                let icuOffset = icuState.offset
                if offset == icuOffset, isDaylight != icuState.isDaylight, time < strictEnd {
                    daylightDifferences[identifier, default: 0] += 1
                }
                guard offset != icuOffset else { continue }
                if time >= strictEnd {
                    laterDifferences[identifier, default: 0] += 1
                } else if Self.documentedDifferences[identifier]?.instants.contains(time) == true {
                    documentedSeen.insert(identifier)
                } else if !ICULibrary.version.hasPrefix("72."),
                    Self.newerICUDifferences[identifier]?.instants.contains(time) == true
                {
                    continue
                } else {
                    strictDifferences[identifier, default: (0, "\(time): \(offset), ICU \(icuOffset)")].count += 1
                }
            }
        }
        print(
            "TimeZoneRules vs ICU: \(zones) zones, \(instants) instants; \(notInICU.count) files ICU does not know;"
                + " after 2022-06-01, \(laterDifferences.values.reduce(0, +)) differences in"
                + " \(laterDifferences.count) zones: \(laterDifferences.sorted { $0.key < $1.key })")
        #expect(zones > 500)
        // Every documented exception is still needed: a zone that now agrees leaves the list.
        // The list is ICU 72's; a newer ICU (Scripts/test-apple-icu's) needs fewer of them.
        let unused = Set(Self.documentedDifferences.keys).subtracting(documentedSeen).sorted()
        if ICULibrary.version.hasPrefix("72.") {
            #expect(unused.isEmpty, "documented differences ICU no longer has: \(unused)")
        } else if !unused.isEmpty {
            print("TimeZoneRules vs ICU \(ICULibrary.version): documented differences not seen: \(unused)")
        }
        #expect(strictDifferences.isEmpty, "\(strictDifferences.sorted { $0.key < $1.key })")
        print(
            "TimeZoneRules vs ICU, daylight saving time where the offsets agree, before 2022-06-01: "
                + "\(daylightDifferences.sorted { $0.key < $1.key })")
        if ICULibrary.version.hasPrefix("72.") {
            #expect(Set(daylightDifferences.keys) == Set(Self.documentedDaylightDifferences.keys))
        }
        let undocumented = daylightDifferences.filter { Self.documentedDaylightDifferences[$0.key] == nil }
        #expect(undocumented.isEmpty, "\(undocumented.sorted { $0.key < $1.key })")
    }

    /// The relative paths of every file and link under /usr/share/zoneinfo, sorted.
    private func zoneIdentifiers() throws -> [String] {
        let root = "/usr/share/zoneinfo"
        guard let enumerator = FileManager.default.enumerator(atPath: root) else {
            throw MissingZoneInfo(description: "\(root) is missing: install Debian's tzdata")
        }
        return enumerator.compactMap { $0 as? String }.sorted()
    }
}
