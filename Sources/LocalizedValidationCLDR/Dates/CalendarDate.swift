/// A day in the proleptic Gregorian calendar, with no time and no time zone.
///
/// Birth dates and due dates are calendar dates, not instants: 2000-02-29 is the same
/// day everywhere, so this type never goes through a time zone. Years run from 1 to
/// 9999, the range ISO 8601 writes with four digits.
///
/// ```swift
/// let leapDay = try CalendarDate(year: 2024, month: 2, day: 29)
/// leapDay.description                   // "2024-02-29"
/// try CalendarDate(iso8601: "2023-02-29")  // throws DateParseError (.invalidDate)
/// ```
///
/// It encodes as its ISO 8601 string (`"2024-02-29"`) with `Codable`.
public struct CalendarDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
    LosslessStringConvertible
{
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// Creates a date, checking that the day exists.
    ///
    /// - Parameters:
    ///   - year: The year, 1...9999.
    ///   - month: The month, 1...12.
    ///   - day: The day of the month.
    /// - Throws: ``DateParseError`` with reason ``DateParseError/Reason/invalidDate`` for a
    ///   day that does not exist (2023-02-29, 2024-04-31), or
    ///   ``DateParseError/Reason/yearOutOfRange`` for a year outside 1...9999.
    public init(year: Int, month: Int, day: Int) throws {
        guard let date = CalendarDate(validYear: year, month: month, day: day) else {
            throw DateParseError(
                reason: (1...9999).contains(year) ? .invalidDate : .yearOutOfRange, offset: 0,
                localeIdentifier: nil)
        }
        self = date
    }

    package init?(validYear year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= CalendarDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses an ISO 8601 calendar date, exactly `YYYY-MM-DD` in ASCII digits.
    ///
    /// - Parameter text: Such as `2024-02-29`.
    /// - Throws: ``DateParseError``: ``DateParseError/Reason/notADate`` (with the offset
    ///   of the first character out of shape), ``DateParseError/Reason/invalidDate`` for
    ///   a day that does not exist, ``DateParseError/Reason/empty``, or
    ///   ``DateParseError/Reason/trailingCharacters``.
    public init(iso8601 text: String) throws {
        // Read in place, as UTF-8. Offsets are UTF-16 offsets, as in every DateParseError;
        // a date fails at its first non-ASCII byte, and before it UTF-8 and UTF-16
        // offsets agree, as do the two lengths past ten ASCII characters.
        let units = text.utf8
        func fail(_ reason: DateParseError.Reason, _ offset: Int) -> DateParseError {
            DateParseError(reason: reason, offset: offset, localeIdentifier: nil)
        }
        if units.isEmpty { throw fail(.empty, 0) }
        // `YYYY-MM-DD`: digits of the year at 0–3, the month at 5–6, the day at 8–9.
        var fields = (year: 0, month: 0, day: 0)
        var offset = 0
        for unit in units.prefix(10) {
            switch offset {
            case 4, 7:
                guard unit == 0x2D else { throw fail(.notADate, offset) }
            default:
                guard (0x30...0x39).contains(unit) else { throw fail(.notADate, offset) }
                let digit = Int(unit - 0x30)
                switch offset {
                case 0...3: fields.year = fields.year * 10 + digit
                case 5...6: fields.month = fields.month * 10 + digit
                default: fields.day = fields.day * 10 + digit
                }
            }
            offset += 1
        }
        if offset < 10 { throw fail(.notADate, offset) }
        if units.count > 10 { throw fail(.trailingCharacters, 10) }
        guard let date = CalendarDate(validYear: fields.year, month: fields.month, day: fields.day) else {
            throw fail(fields.year == 0 ? .yearOutOfRange : .invalidDate, 0)
        }
        self = date
    }

    /// Parses an ISO 8601 date (`2024-02-29`); `nil` when ``init(iso8601:)`` throws.
    public init?(_ description: String) {
        guard let date = try? CalendarDate(iso8601: description) else { return nil }
        self = date
    }

    /// The ISO 8601 form, `YYYY-MM-DD`.
    public var description: String {
        // Every date has a year of 1...9999: ten ASCII digits and dashes, written at once.
        if (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) {
            return String(unsafeUninitializedCapacity: 10) { buffer in
                func put(_ value: Int, width: Int, at start: Int) {
                    var value = value
                    for offset in (start..<start + width).reversed() {
                        buffer[offset] = UInt8(ascii: "0") + UInt8(value % 10)
                        value /= 10
                    }
                }
                put(year, width: 4, at: 0)
                buffer[4] = UInt8(ascii: "-")
                put(month, width: 2, at: 5)
                buffer[7] = UInt8(ascii: "-")
                put(day, width: 2, at: 8)
                return 10
            }
        }
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes the ISO 8601 string form.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try CalendarDate(iso8601: text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not an ISO 8601 date (YYYY-MM-DD): \(error)")
        }
    }

    /// Encodes the ISO 8601 string form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Whether `year` has a 29 February in the Gregorian calendar.
    ///
    /// - Parameter year: Any year of the proleptic Gregorian calendar.
    /// - Returns: `true` for 2024 and 2000, `false` for 2023 and 1900.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in a month.
    ///
    /// - Parameters:
    ///   - year: The year (for February).
    ///   - month: The month, 1...12.
    /// - Returns: 28...31, or 0 for a month outside 1...12.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    /// Days from 1970-01-01 to this date in the proleptic Gregorian calendar; negative
    /// before 1970.
    package var daysSince1970: Int { Self.daysSince1970(year: year, month: month, day: day) }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar, for any year (days
    /// from civil, Howard Hinnant's algorithm): no check, so time zone rules can count
    /// their transition days with it.
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day `days` after 1970-01-01 in the proleptic Gregorian calendar,
    /// for any year (civil from days, the inverse of ``daysSince1970(year:month:day:)``).
    package static func civil(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The date `days` days after 1970-01-01 (the inverse of ``daysSince1970``), nil
    /// outside years 1...9999.
    package init?(daysSince1970 days: Int) {
        // 3,652,059 days span years 1...9999; anything further is out of range anyway.
        guard (-719_162...2_932_896).contains(days) else { return nil }
        let civil = Self.civil(daysSince1970: days)
        self.init(validYear: civil.year, month: civil.month, day: civil.day)
    }

    /// Seconds from 1970-01-01 to this date's midnight: formatting a date as an instant in
    /// GMT shows this date in every field.
    package var secondsSince1970: Double { Double(daysSince1970) * 86_400 }

    /// The day of the week, 1 for Sunday to 7 for Saturday (CLDR's and ICU's numbering).
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        let offset = (daysSince1970 + 4) % 7
        return (offset < 0 ? offset + 7 : offset) + 1
    }
}
