/// How one locale writes a calendar day or an instant in one `DATETIME()` style or set of
/// fields, without ICU: a CLDR date pattern (`d MMMM y 'г'.` for ru's long date,
/// `d MMM y, HH:mm` for its medium date and short time), the locale's digits, and the
/// month, weekday, era and day-period names the pattern's fields show.
///
/// The catalog compiler bakes a value per locale and option set from ICU (the pattern ICU
/// formats with, and the names ICU writes for each field), and tests prove the output equal
/// to ICU's for every locale ICU has. Dates are Gregorian, proleptic before 1582, as the
/// rest of the package's dates are; an instant is shown in its zone's local time, from the
/// tz database's rules (``TimeZoneID``), the zone's offset in the locale's
/// ``LocalizedGMTFormat`` (`O`, `OOOO`) and its specific name from the locale's
/// ``TimeZoneNames`` (`z`, `zzzz`). A pattern with a field this type does not write (a
/// zone's generic name, a week number) is formatted through ICU instead, so
/// ``unsupportedField(in:)`` tells the compiler which patterns it may bake.
///
/// ```swift
/// let long = DatePatternFormat(
///     pattern: "d MMMM y 'г'.", digits: Array("0123456789".unicodeScalars),
///     names: ["MMMM": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
///                      "августа", "сентября", "октября", "ноября", "декабря"]])
/// long.format(try CalendarDate(year: 2024, month: 2, day: 29))  // "29 февраля 2024 г."
/// ```
public struct DatePatternFormat: Sendable, Hashable {
    /// The CLDR pattern, as ICU gives it.
    public let pattern: String
    /// The digits zero to nine the numeric fields are written with.
    public let digits: [Unicode.Scalar]
    /// The names of each named field, keyed by its ``nameKey(letter:count:)``: twelve month
    /// names (January first), seven weekday names (Sunday first), one era name (the era
    /// of the years 1…9999), two for AM and PM, or 26 day periods (`b`, `B`): one per hour
    /// of the day at half past, then noon and midnight on the hour.
    public let names: [String: [String]]
    /// How the locale writes the zone's offset (`O`, `OOOO`); nil when the pattern shows
    /// none.
    public let localizedGMT: LocalizedGMTFormat?
    /// The locale's zone names (`z`, `zzzz`, with ``localizedGMT`` where it has none); nil
    /// when the pattern shows none.
    public let zoneNames: TimeZoneNames?
    /// The pattern as it is written: each field resolved once, so that formatting does no
    /// lookup by name.
    private let parts: [Part]
    /// Whether the pattern shows minutes and seconds: noon and midnight depend on them.
    private let showsMinutes: Bool
    private let showsSeconds: Bool

    /// A literal or a field of the pattern.
    private enum Token: Sendable, Hashable {
        case literal(String)
        case field(Character, Int)
    }

    /// What a token writes: its literal, a name from its list (the field's ASCII letter
    /// says which), or a number of at least `width` digits.
    private enum Part: Sendable, Hashable {
        case literal(String)
        case name(UInt8, [String])
        case number(UInt8, width: Int)
        /// The zone's offset, short (`O`) or long (`OOOO`).
        case offset(short: Bool)
        /// The zone's specific name, short (`z`) or long (`zzzz`).
        case zoneName(long: Bool)
    }

    /// Creates a format.
    ///
    /// - Precondition: every field of `pattern` is one this type writes
    ///   (``unsupportedField(in:)`` is nil), every named field has its names, a pattern
    ///   with the zone's offset has `localizedGMT`, one with its name `zoneNames` and
    ///   `localizedGMT`, and `digits` has ten elements.
    public init(
        pattern: String, digits: [Unicode.Scalar], names: [String: [String]],
        localizedGMT: LocalizedGMTFormat? = nil, zoneNames: TimeZoneNames? = nil
    ) {
        precondition(digits.count == 10, "DatePatternFormat needs the ten digits 0…9, got \(digits.count)")
        precondition(
            Self.unsupportedField(in: pattern) == nil,
            "DatePatternFormat cannot write the field '\(Self.unsupportedField(in: pattern) ?? "")' of '\(pattern)'")
        self.pattern = pattern
        self.digits = digits
        self.names = names
        self.localizedGMT = localizedGMT
        self.zoneNames = zoneNames
        let tokens = Self.tokens(of: pattern)
        showsMinutes = tokens.contains(.field("m", 1)) || tokens.contains(.field("m", 2))
        showsSeconds = tokens.contains(.field("s", 1)) || tokens.contains(.field("s", 2))
        parts = tokens.map { token in
            guard case .field(let letter, let count) = token else {
                if case .literal(let literal) = token { return .literal(literal) }
                return .literal("")
            }
            if letter == "O" {
                precondition(
                    localizedGMT != nil, "DatePatternFormat needs a LocalizedGMTFormat for 'O' of '\(pattern)'")
                return .offset(short: count == 1)
            }
            if letter == "z" {
                precondition(
                    localizedGMT != nil && zoneNames != nil,
                    "DatePatternFormat needs TimeZoneNames and a LocalizedGMTFormat for 'z' of '\(pattern)'")
                return .zoneName(long: count == 4)
            }
            // unsupportedField(in:) let only ASCII letters through.
            let ascii = letter.asciiValue ?? 0
            guard let key = Self.nameKey(letter: letter, count: count) else { return .number(ascii, width: count) }
            let list = names[key] ?? []
            precondition(
                list.count == Self.nameCount(letter: letter),
                "DatePatternFormat needs \(Self.nameCount(letter: letter)) names for '\(key)' of '\(pattern)'")
            return .name(ascii, list)
        }
    }

    /// `date` in this pattern (`29 февраля 2024 г.`), at midnight if the pattern shows a
    /// time, in UTC if it shows a zone (as ICU formats a calendar day).
    public func format(_ date: CalendarDate) -> String {
        format(
            date, time: LocalTime(secondOfDay: 0, millisecond: 0),
            zone: Zone(identifier: TimeZoneID.utc.identifier, offset: 0, isDaylight: false, instant: 0))
    }

    /// `value` in this pattern, in its zone's local time (`29 февр. 2024 г., 14:30`).
    ///
    /// An instant outside the years 1…9999, or not finite, has no calendar day: it is
    /// written as its seconds since 1970 rather than trapping in a UI or a request.
    public func format(_ value: ZonedDateTime) -> String {
        format(value, in: value.timeZone)
    }

    /// `value` in this pattern, in the local time of `timeZone`: a `DATETIME()` that names
    /// its zone (`timeZone: "UTC"`). When the tz database has no such zone, the value's own
    /// zone is used.
    public func format(_ value: ZonedDateTime, timeZone identifier: String) -> String {
        format(value, in: (try? TimeZoneID(identifier)) ?? value.timeZone)
    }

    private func format(_ value: ZonedDateTime, in zone: TimeZoneID) -> String {
        guard let local = value.local(in: zone) else { return "\(value.secondsSince1970)" }
        return format(
            local.date, time: LocalTime(secondOfDay: local.secondOfDay, millisecond: local.millisecond),
            zone: Zone(
                identifier: zone.identifier, offset: local.offset, isDaylight: local.isDaylight, instant: local.second))
    }

    /// The zone a value is shown in, at its instant: what the zone fields write.
    private struct Zone {
        var identifier: String
        var offset: Int
        var isDaylight: Bool
        /// The instant's second, which chooses the zone's metazone.
        var instant: Int64
    }

    /// A time of day: seconds since midnight and the millisecond.
    private struct LocalTime {
        var secondOfDay: Int
        var millisecond: Int
        var hour: Int { secondOfDay / 3600 }
        var minute: Int { secondOfDay / 60 % 60 }
        var second: Int { secondOfDay % 60 }
    }

    private func format(_ date: CalendarDate, time: LocalTime, zone: Zone) -> String {
        var text = ""
        text.reserveCapacity(pattern.utf8.count * 2)
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .name(let letter, let list):
                switch letter {
                case UInt8(ascii: "M"), UInt8(ascii: "L"): text += list[date.month - 1]
                case UInt8(ascii: "G"): text += list[0]
                case UInt8(ascii: "a"): text += list[time.hour < 12 ? 0 : 1]
                case UInt8(ascii: "b"), UInt8(ascii: "B"): text += list[dayPeriodIndex(time)]
                default: text += list[date.weekday - 1]
                }
            case .offset(let short):
                text += localizedGMT?.format(offsetSeconds: zone.offset, short: short) ?? ""
            case .zoneName(let long):
                // The locale's name for the zone then, else its offset (as ICU falls back).
                text +=
                    zoneNames?.specificName(
                        of: zone.identifier, atSecondsSince1970: zone.instant, isDaylight: zone.isDaylight, long: long)
                    ?? localizedGMT?.format(offsetSeconds: zone.offset, short: !long) ?? ""
            case .number(let letter, let width):
                switch letter {
                case UInt8(ascii: "y"), UInt8(ascii: "u"):
                    // `yy` is the last two digits; any other count pads the year to it.
                    append(width == 2 ? date.year % 100 : date.year, width: width, to: &text)
                case UInt8(ascii: "M"), UInt8(ascii: "L"): append(date.month, width: width, to: &text)
                case UInt8(ascii: "d"): append(date.day, width: width, to: &text)
                case UInt8(ascii: "D"): append(date.dayOfYear, width: width, to: &text)
                case UInt8(ascii: "H"): append(time.hour, width: width, to: &text)
                case UInt8(ascii: "k"): append(time.hour == 0 ? 24 : time.hour, width: width, to: &text)
                case UInt8(ascii: "h"): append(time.hour % 12 == 0 ? 12 : time.hour % 12, width: width, to: &text)
                case UInt8(ascii: "K"): append(time.hour % 12, width: width, to: &text)
                case UInt8(ascii: "m"): append(time.minute, width: width, to: &text)
                case UInt8(ascii: "s"): append(time.second, width: width, to: &text)
                case UInt8(ascii: "S"):
                    // A fraction of a second, truncated to `width` digits as ICU does.
                    let shown = min(width, 3)
                    var fraction = time.millisecond
                    for _ in shown..<3 { fraction /= 10 }
                    append(fraction, width: shown, to: &text)
                    for _ in 3..<max(width, 3) { text.unicodeScalars.append(digits[0]) }
                default: break  // unsupportedField(in:) lets no other letter through.
                }
            }
        }
        return text
    }

    /// Which of the 26 day-period names `time` takes: noon or midnight only on the hour
    /// (to the minute and second the pattern shows, as ICU decides), else its hour's.
    private func dayPeriodIndex(_ time: LocalTime) -> Int {
        let onTheHour = (!showsMinutes || time.minute == 0) && (!showsSeconds || time.second == 0)
        if onTheHour && time.hour == 12 { return 24 }
        if onTheHour && time.hour == 0 { return 25 }
        return time.hour
    }

    private func append(_ value: Int, width: Int, to text: inout String) {
        text.appendPadded(value, width: width, digits: digits)
    }

    /// The key of a named field's names (`MMMM`, `LLL`, `EEEE`, `G`, `a`), nil for a
    /// numeric one: `M`/`L` of 3 to 5 letters, `E` (1 to 3 letters all abbreviated), `c`
    /// and `e` of 3 to 6, `G`, `a`, `b` and `B` (1 to 3 letters all abbreviated, then wide
    /// and narrow).
    public static func nameKey(letter: Character, count: Int) -> String? {
        switch letter {
        case "M", "L": return count >= 3 ? String(repeating: letter, count: min(count, 5)) : nil
        case "E": return String(repeating: "E", count: min(max(count, 3), 6))
        case "c", "e": return count >= 3 ? String(repeating: letter, count: min(count, 6)) : nil
        case "G", "a", "b", "B":
            return count <= 3 ? String(letter) : String(repeating: letter, count: min(count, 5))
        default: return nil
        }
    }

    /// Whether `pattern` shows the zone's offset (`O`, `OOOO`), or its name, which falls
    /// back to the offset: its format needs the locale's ``LocalizedGMTFormat``.
    public static func showsOffset(_ pattern: String) -> Bool {
        shows("O", pattern) || showsZoneName(pattern)
    }

    /// Whether `pattern` shows the zone's specific name (`z` to `zzzz`): its format needs
    /// the locale's ``TimeZoneNames`` and ``LocalizedGMTFormat``.
    public static func showsZoneName(_ pattern: String) -> Bool {
        shows("z", pattern)
    }

    private static func shows(_ letter: Character, _ pattern: String) -> Bool {
        tokens(of: pattern).contains { if case .field(letter, _) = $0 { true } else { false } }
    }

    /// The name keys of `pattern`'s named fields (`MMMM`, `EEEE`), once each, in order.
    public static func nameKeys(in pattern: String) -> [String] {
        var keys: [String] = []
        for case .field(let letter, let count) in tokens(of: pattern) {
            if let key = nameKey(letter: letter, count: count), !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// How many names a named field has: 12 months, 7 weekdays, 1 era, AM and PM, or 26 day
    /// periods (24 hours, noon, midnight).
    public static func nameCount(letter: Character) -> Int {
        switch letter {
        case "M", "L": 12
        case "G": 1
        case "a": 2
        case "b", "B": 26
        default: 7
        }
    }

    /// The first field of `pattern` this type cannot write (`zzzz`, `w`, `A`), or nil when it
    /// writes them all: era, year, month, day, day of year, weekday names, hours in every
    /// cycle, minutes, seconds and their fractions, AM/PM, day periods, the zone's offset
    /// (`O`, `OOOO`, with a ``LocalizedGMTFormat``) and its specific name (`z` to `zzzz`,
    /// with ``TimeZoneNames`` too).
    public static func unsupportedField(in pattern: String) -> String? {
        for case .field(let letter, let count) in tokens(of: pattern) {
            switch letter {
            case "G", "y", "u", "M", "L", "d", "D", "E", "a", "b", "B": continue
            case "H" where count <= 2, "h" where count <= 2, "K" where count <= 2, "k" where count <= 2,
                "m" where count <= 2, "s" where count <= 2:
                continue
            case "S" where count <= 9, "O" where count == 1 || count == 4, "z" where count <= 4: continue
            case "c" where count >= 3, "e" where count >= 3: continue
            default: return String(repeating: letter, count: count)
            }
        }
        return nil
    }

    /// The fields and literals of a CLDR pattern: ASCII letters in runs are fields, text in
    /// `'…'` is literal (`''` is a quote, inside or outside), anything else literal.
    private static func tokens(of pattern: String) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var quoted = false
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    literal += "'"
                    index += 2
                    continue
                }
                quoted.toggle()
                index += 1
                continue
            }
            if !quoted, scalar.isASCII, scalar.properties.isAlphabetic {
                var end = index
                while end < scalars.count, scalars[end] == scalar { end += 1 }
                flush()
                tokens.append(.field(Character(scalar), end - index))
                index = end
                continue
            }
            literal.unicodeScalars.append(scalar)
            index += 1
        }
        flush()
        return tokens
    }
}

extension CalendarDate {
    /// The day of the year, 1 for 1 January.
    var dayOfYear: Int {
        (1..<month).reduce(day) { $0 + CalendarDate.daysInMonth(year: year, month: $1) }
    }
}
