import CLocalizedValidationICU

/// ICU's U_ILLEGAL_ARGUMENT_ERROR.
let icuIllegalArgument: cicu_status = 1

extension IntlError.Reason {
    /// The time-zone identifier is not one ICU knows.
    public static let invalidTimeZone = IntlError.Reason(rawValue: "invalid-time-zone")
}

/// A time-zone identifier that ICU knows: a tz database id (`America/Sao_Paulo`,
/// `UTC`) or a custom offset (`GMT+03:00`).
///
/// ICU silently uses GMT for an identifier it does not know, which would put "today"
/// a day off for users in the Americas or Asia; this type refuses unknown ids instead.
public struct TimeZoneID: Sendable, Hashable, CustomStringConvertible {
    /// The identifier as given.
    public let identifier: String
    /// ICU's canonical form (`Brazil/East` -> `America/Sao_Paulo`).
    public let canonicalIdentifier: String

    /// Checks `identifier` with ICU.
    ///
    /// - Parameter identifier: A tz database id or a custom `GMT±hh:mm` id
    ///   (case-sensitive, as in the tz database).
    /// - Throws: ``IntlError`` with reason ``IntlError/Reason/invalidTimeZone`` for an
    ///   unknown id (`Mars/Olympus`, `america/sao_paulo`, `Etc/Unknown`, empty).
    public init(_ identifier: String) throws {
        func invalid() -> IntlError {
            IntlError(
                reason: .invalidTimeZone,
                message: "unknown time zone '\(identifier)': use a tz database id such as America/Sao_Paulo"
            )
        }
        let zone = Array(identifier.utf16)
        var isSystem: Int32 = 0
        var length: Int32 = 0
        var buffer = [UInt16](repeating: 0, count: 128)
        let status = cicu_time_zone_canonical(zone, Int32(zone.count), &buffer, 128, &length, &isSystem)
        // ICU fails with U_ILLEGAL_ARGUMENT_ERROR for an id it does not know.
        if status == icuIllegalArgument || status == icuBufferOverflow { throw invalid() }
        try checkICU(status, "ucal_getCanonicalTimeZoneID")
        let canonical = buffer.prefix(Int(length))
        let text = String(utf16CodeUnits: canonical)
        // ICU canonicalizes its own placeholder without error; custom GMT offsets are the
        // only non-system ids accepted.
        guard !identifier.isEmpty, text != "Etc/Unknown", isSystem != 0 || text.hasPrefix("GMT") else {
            throw invalid()
        }
        self.identifier = identifier
        self.canonicalIdentifier = text
    }

    public var description: String { identifier }

    /// Coordinated Universal Time.
    public static let utc = try! TimeZoneID("UTC")
}

/// Something that says which calendar day it is.
///
/// Validators that compare with "today" (an age, a date in the past) take one, so
/// tests and servers handling users in other zones can inject the clock and zone.
public protocol DateProvider: Sendable {
    /// The current calendar date.
    ///
    /// - Throws: ``IntlError`` if the date cannot be computed.
    func today() throws -> CalendarDate
}

/// A clock and a time zone: "today" is the calendar date of `now()` in `timeZone`,
/// computed by ICU's calendar with the zone's rules (daylight saving included).
///
/// ```swift
/// // 2024-03-01T02:00Z is still 29 February in São Paulo (UTC-3).
/// let clock = CalendarClock(timeZone: try TimeZoneID("America/Sao_Paulo")) { 1_709_258_400 }
/// try clock.today()  // 2024-02-29
/// ```
public struct CalendarClock: DateProvider {
    /// The zone whose calendar day is "today".
    public let timeZone: TimeZoneID
    /// The current time in seconds since 1970-01-01T00:00Z.
    public let now: @Sendable () -> Double

    /// Creates a clock.
    ///
    /// - Parameters:
    ///   - timeZone: The zone whose calendar day is "today".
    ///   - now: The current time in Unix seconds; the system clock by default.
    public init(timeZone: TimeZoneID, now: @escaping @Sendable () -> Double = CalendarClock.systemNow) {
        self.timeZone = timeZone
        self.now = now
    }

    /// The system's current time in Unix seconds (through ICU's `ucal_getNow`).
    public static let systemNow: @Sendable () -> Double = { cicu_now_millis() / 1000 }

    /// The calendar date of `now()` in ``timeZone``.
    ///
    /// - Returns: The date.
    /// - Throws: ``IntlError`` when `now()` is not finite or outside years 1...9999,
    ///   or if ICU fails.
    public func today() throws -> CalendarDate {
        try date(atUnixSeconds: now())
    }

    /// The calendar date at an instant in ``timeZone``.
    ///
    /// - Parameter seconds: Seconds since 1970-01-01T00:00Z.
    /// - Returns: The date.
    /// - Throws: ``IntlError`` when `seconds` is not finite or the date is outside
    ///   years 1...9999, or if ICU fails.
    public func date(atUnixSeconds seconds: Double) throws -> CalendarDate {
        guard seconds.isFinite else {
            throw IntlError(reason: .invalidArgument, message: "the clock returned \(seconds), not a time")
        }
        var year: Int32 = 0
        var month: Int32 = 0
        var day: Int32 = 0
        // A calendar per zone, opened once: opening one (zone rules, week data) costs
        // about ten times reading a date with it.
        let calendar = try ZoneCalendars.calendar(timeZone)
        let status = try calendar.withObject { cicu_zone_calendar_date($0, seconds * 1000, &year, &month, &day) }
        try checkICU(status, "ucal_get(\(timeZone))")
        return try CalendarDate(year: Int(year), month: Int(month), day: Int(day))
    }
}
