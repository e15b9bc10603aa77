import LocalizedValidationCLDR
import LocalizedValidationIntl

/// A locale's ``DatePatternFormat`` for one `DATETIME()` request, read from ICU: the
/// pattern ICU formats with, the digits its day field shows, the names ICU writes for
/// each named field of the pattern (each month, each weekday, the era, AM and PM, each
/// hour's day period), and the locale's localized GMT format when it shows an offset.
///
/// Nil where the format cannot be baked: a pattern with a field `DatePatternFormat` does
/// not write (a zone name, a week number), or a result that differs from ICU's at the
/// check instants (every month, every weekday, the first and last years, the Gregorian
/// change, every hour, noon and midnight, fractions of a second; for an offset, the
/// offsets of ``checkOffsets`` and one with seconds). The generated code then
/// formats that request through ICU, as before; tests prove every style and the catalogs'
/// field sets against ICU in every locale ICU has.
package enum BakedDatePattern {
    /// What a `DATETIME()` is formatted with.
    package enum Request: Hashable, Sendable {
        /// A calendar day in a date style, the year in full (a `Date` argument).
        case style(DateStyle)
        /// Date and time fields, by a CLDR skeleton (either argument type).
        case skeleton(String)
        /// An instant in a date style, a time style or both (a `DateTime` argument).
        case styles(date: DateStyle?, time: DateStyle?)

        /// `long`, `yMMMMd`, `medium-short`: for names and messages.
        package var description: String {
            switch self {
            case .style(let style): style.rawValue
            case .skeleton(let skeleton): skeleton
            case .styles(let date, let time): "\(date?.rawValue ?? "none")-\(time?.rawValue ?? "none")"
            }
        }

        /// The options ICU's formatter of instants takes for this request; nil for a
        /// calendar day's style, which `IntlDateFormat` formats.
        package var instantOptions: DateTimeFormatOptions? {
            switch self {
            case .style: nil
            case .skeleton(let skeleton): DateTimeFormatOptions(skeleton: skeleton)
            case .styles(let date, let time): DateTimeFormatOptions(dateStyle: date, timeStyle: time)
            }
        }
    }

    /// The baked format of `request` in `locale`, or nil when it cannot be baked exactly.
    package static func fromICU(locale: IntlLocale, request: Request) -> DatePatternFormat? {
        let icu = IntlDateFormat(locale: locale)
        let pattern: String
        // ICU's text for a local date and time (seconds since midnight, in GMT).
        let reference: (CalendarDate, Double) throws -> String
        do {
            pattern = try Self.pattern(of: request, locale: locale)
            if let options = request.instantOptions {
                let formatter = try DateTimeFormatter(locale: locale, options: options, timeZone: .utc)
                reference = { try formatter.format(secondsSince1970: $0.secondsSince1970 + $1) }
            } else if case .style(let style) = request {
                reference = { date, _ in try icu.format(date, style: style) }
            } else {
                return nil
            }
        } catch {
            return nil
        }
        guard DatePatternFormat.unsupportedField(in: pattern) == nil else { return nil }
        do {
            // The digits, from the day field of the 10th to the 19th: "10" … "19".
            var digits: [Unicode.Scalar] = []
            for day in 10...19 {
                let text = Array(
                    try icu.format(CalendarDate(year: 2024, month: 1, day: day), pattern: "dd").unicodeScalars)
                guard text.count == 2 else { return nil }
                digits.append(text[1])
            }
            var names: [String: [String]] = [:]
            for key in DatePatternFormat.nameKeys(in: pattern) {
                names[key] = try Self.names(of: key, icu: icu)
            }
            var localizedGMT: LocalizedGMTFormat?
            var zoneNames: TimeZoneNames?
            if DatePatternFormat.showsOffset(pattern) {
                localizedGMT = try ICUZoneStrings.localizedGMT(locale: locale, digits: digits)
                guard localizedGMT != nil else { return nil }
            }
            if DatePatternFormat.showsZoneName(pattern) {
                zoneNames = try ICUZoneStrings.zoneNames(locale: locale)
                guard zoneNames != nil else { return nil }
            }
            let format = DatePatternFormat(
                pattern: pattern, digits: digits, names: names, localizedGMT: localizedGMT, zoneNames: zoneNames)
            let checks = try checkInstants(showsTime: request.instantOptions != nil)
            for (date, time) in checks {
                let instant = ZonedDateTime(secondsSince1970: date.secondsSince1970 + time, timeZone: .utc)
                guard try reference(date, time) == format.format(instant) else { return nil }
            }
            if localizedGMT != nil, let options = request.instantOptions {
                guard try zonesMatch(format, locale: locale, options: options) else { return nil }
            }
            return format
        } catch {
            return nil
        }
    }

    /// Whether `format` writes what ICU writes in every zone of ``checkOffsets`` and at
    /// each of ``checkZones``' instants where ICU's data and the system's agree on the
    /// offset and on daylight saving time.
    private static func zonesMatch(
        _ format: DatePatternFormat, locale: IntlLocale, options: DateTimeFormatOptions
    ) throws -> Bool {
        // 2024-02-29T10:30:15.250Z: a time in every field, on a day that is no edge.
        let instant = 1_709_202_615.25
        var checks = try checkOffsets.map { (try TimeZoneID(offsetIdentifier($0)), [instant]) }
        for (id, instants) in checkZones {
            guard let zone = try? TimeZoneID(id) else { continue }
            let seconds = instants.map { Int64($0) }
            let icu = try ICUZoneOffset.states(inZone: id, atSecondsSince1970: seconds)
            let agreed = zip(instants, zip(icu, seconds)).filter { $1.0 == zone.rules.state(atSecondsSince1970: $1.1) }
            checks.append((zone, agreed.map(\.0)))
        }
        for (zone, instants) in checks where !instants.isEmpty {
            let icu = try DateTimeFormatter(locale: locale, options: options, timeZone: zone)
            for seconds in instants {
                let baked = format.format(ZonedDateTime(secondsSince1970: seconds, timeZone: zone))
                guard try icu.format(secondsSince1970: seconds) == baked else { return false }
            }
        }
        return true
    }

    /// Zones and instants a baked zone field is checked at: standard and daylight time in
    /// both hemispheres, a zone with names of its own (London's summer), negative daylight
    /// saving time in the tz database (Dublin, Casablanca), a link (`Asia/Kolkata`), a
    /// change of metazone (Algiers, 1978), UTC, and an offset with seconds (Monrovia's
    /// −0:44:30 in 1970). `LocalizedGMTFormatTests` checks every zone.
    package static let checkZones: [(String, [Double])] = {
        let january = 1_705_320_000.0  // 2024-01-15T12:00Z
        let july = 1_721_044_800.0  // 2024-07-15T12:00Z
        let zones = [
            "America/Los_Angeles", "America/Sao_Paulo", "Europe/London", "Europe/Dublin", "Africa/Casablanca",
            "Asia/Kolkata", "Australia/Adelaide", "Pacific/Honolulu", "Europe/Moscow", "UTC", "Asia/Tokyo",
        ]
        return zones.map { ($0, [january, july]) } + [
            ("Africa/Algiers", [260_000_000]),  // 1978-03-29: Europe_Central
            ("Africa/Monrovia", [13_046_400]),  // 1970-06-01: −0:44:30
        ]
    }()

    /// The offsets a baked offset field is checked at (seconds east of UTC): every hour
    /// from −12 to +14 and the half and quarter hours zones use. `BakedDatePatternTests`
    /// checks every quarter hour.
    package static let checkOffsets: [Int] =
        (-12...14).map { $0 * 3600 } + [
            -34_200, -12_600, -9000, -1800, 1800, 12_600, 16_200, 19_800, 20_700, 31_500, 34_200, 45_900,
        ]

    /// A custom zone id for an offset: `GMT+05:30`, `GMT-12:00`.
    package static func offsetIdentifier(_ offset: Int) -> String {
        let magnitude = offset.magnitude
        let hours = magnitude / 3600
        let minutes = magnitude / 60 % 60
        return "GMT" + (offset < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "")
            + "\(minutes)"
    }

    /// The names ICU writes for one named field (`MMMM`, `EEEE`, `G`, `a`, `B`), in the
    /// order `DatePatternFormat` reads them.
    private static func names(of key: String, icu: IntlDateFormat) throws -> [String] {
        let noon2024 = try CalendarDate(year: 2024, month: 1, day: 1).secondsSince1970 + 12 * 3600
        switch key.first {
        case "M", "L":
            return try (1...12).map { try icu.format(CalendarDate(year: 2024, month: $0, day: 1), pattern: key) }
        case "G":
            return [try icu.format(CalendarDate(year: 2024, month: 1, day: 1), pattern: key)]
        case "a":
            return try [noon2024 - 3 * 3600, noon2024 + 9 * 3600].map {
                try icu.format(secondsSince1970: $0, pattern: key)
            }
        case "b", "B":
            // Each hour's period at half past: the pattern shows minutes there (a quoted
            // private-use mark, then `m`), so that ICU does not take 12:30 for noon.
            let mark = "\u{E000}"
            var names = try (0..<24).map { hour in
                let text = try icu.format(
                    secondsSince1970: noon2024 + Double((hour - 12) * 3600 + 1830), pattern: "\(key)'\(mark)'m")
                return String(text.prefix { $0 != Character(mark) })
            }
            // Then noon and midnight on the hour, the pattern without minutes.
            names.append(try icu.format(secondsSince1970: noon2024, pattern: key))
            names.append(try icu.format(secondsSince1970: noon2024 - 12 * 3600, pattern: key))
            return names
        default:
            // 1 September 2024 was a Sunday: the week Sunday first, as CLDR numbers it.
            return try (1...7).map { try icu.format(CalendarDate(year: 2024, month: 9, day: $0), pattern: key) }
        }
    }

    /// The pattern ICU formats `request` with in `locale`: a date style's with the year in
    /// full, as `IntlDateFormat` writes it, `udatpg_getBestPattern`'s for the fields, or the
    /// styles' as ICU's formatter of instants opens them.
    ///
    /// - Throws: `IntlError` if ICU fails.
    package static func pattern(of request: Request, locale: IntlLocale) throws -> String {
        switch request {
        case .style(let style): try IntlDateFormat(locale: locale).formattingPattern(for: style)
        case .skeleton, .styles: try DateTimeFormatter.pattern(of: request.instantOptions!, locale: locale)
        }
    }

    /// Every month's 1st and 28th of 2024, a week, the first and last years, the Gregorian
    /// change and a leap day; for a request with a time, each at a different time of day,
    /// and one day at every one of ``checkTimesOfDay``.
    private static func checkInstants(showsTime: Bool) throws -> [(CalendarDate, Double)] {
        var dates = try (1...12).flatMap {
            [try CalendarDate(year: 2024, month: $0, day: 1), try CalendarDate(year: 2024, month: $0, day: 28)]
        }
        dates += try (1...7).map { try CalendarDate(year: 2023, month: 12, day: $0) }
        dates += try [
            CalendarDate(year: 1, month: 1, day: 1), CalendarDate(year: 9999, month: 12, day: 31),
            CalendarDate(year: 1582, month: 10, day: 10), CalendarDate(year: 2000, month: 2, day: 29),
            CalendarDate(year: 999, month: 7, day: 4), CalendarDate(year: 87, month: 11, day: 9),
        ]
        guard showsTime else { return dates.map { ($0, 0) } }
        var checks = dates.enumerated().map { ($1, checkTimesOfDay[$0 % checkTimesOfDay.count]) }
        checks += try checkTimesOfDay.map { (try CalendarDate(year: 2024, month: 2, day: 29), $0) }
        return checks
    }

    /// The times of day a baked time is checked at (seconds since midnight): midnight,
    /// noon, the last millisecond, fractions of a second, and every hour both on the hour
    /// and at half past (a day period such as "noon" is named only on the hour, to the
    /// minutes and seconds the pattern shows). `BakedDatePatternTests` compares at these.
    package static let checkTimesOfDay: [Double] = {
        let edges: [Double] = [
            0, 1830.5, 21_909.25, 43_199.999, 43_200, 43_230, 45_000, 49_500, 64_800, 76_028.009, 86_399.999,
        ]
        let hours = (0..<24).map { Double($0 * 3600) }
        return edges + hours + hours.map { $0 + 1800 }
    }()
}
