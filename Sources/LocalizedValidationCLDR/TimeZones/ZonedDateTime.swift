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
