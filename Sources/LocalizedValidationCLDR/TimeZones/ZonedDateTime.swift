/// An instant and the time zone to show it in: the value of a catalog's `DateTime`
/// argument.
///
/// The zone travels with the instant because a date and time read differently in every
/// zone and no default could guess the reader's: a server renders in the user's zone, an
/// app in the device's, and a catalog's `DATETIME($when, timeZone: "…")` overrides both.
///
/// ```swift
/// let departure = ZonedDateTime(secondsSince1970: 1_709_213_400, timeZone: try TimeZoneID("Europe/Lisbon"))
/// ```
public struct ZonedDateTime: Sendable, Hashable {
    /// Seconds since 1970-01-01T00:00:00Z; fractions are milliseconds and below.
    public var secondsSince1970: Double
    /// The zone the instant is shown in, unless a message names its own.
    public var timeZone: TimeZoneID

    /// Creates a value from an instant and the zone to show it in.
    ///
    /// - Parameters:
    ///   - secondsSince1970: Seconds since 1970-01-01T00:00:00Z.
    ///   - timeZone: The zone of the person who reads the message.
    public init(secondsSince1970: Double, timeZone: TimeZoneID) {
        self.secondsSince1970 = secondsSince1970
        self.timeZone = timeZone
    }
}

extension ZonedDateTime {
    /// The calendar day and time of day the instant is in `zone`, to the millisecond
    /// (floored, as ICU's `UDate`: 0.9999 s is 00:00:00.999), the zone's offset then and
    /// whether it is daylight saving time, and the instant's floored second; nil when it is
    /// not finite or falls outside the years 1…9999.
    package func local(
        in zone: TimeZoneID
    ) -> (date: CalendarDate, secondOfDay: Int, millisecond: Int, offset: Int, isDaylight: Bool, second: Int64)? {
        let millis = (secondsSince1970 * 1000).rounded(.down)
        guard millis.isFinite, abs(millis) < 1e15 else { return nil }
        let whole = Int64(millis)
        let seconds = whole >= 0 ? whole / 1000 : (whole - 999) / 1000
        let state = zone.rules.state(atSecondsSince1970: seconds)
        let local = seconds + Int64(state.offset)
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        guard let date = CalendarDate(daysSince1970: Int(days)) else { return nil }
        return (date, Int(local - days * 86_400), Int(whole - seconds * 1000), state.offset, state.isDaylight, seconds)
    }
}
