import CLocalizedValidationICU

extension IntlError.Reason {
    /// The time-zone identifier is not one ICU knows.
    public static let invalidTimeZone = IntlError.Reason(rawValue: "invalid-time-zone")
}

extension TimeZoneID {
    /// ICU's canonical form of the id (`Brazil/East` → `America/Sao_Paulo`), or the id
    /// itself when ICU's own zone data does not have it (a zone newer than ICU's data).
    public var canonicalIdentifier: String {
        icuCanonical().flatMap { $0.isSystem ? $0.canonical : nil } ?? identifier
    }

    /// Whether ICU's zone data has this id, as a formatter that shows the zone needs: ICU
    /// would silently show GMT for an id it does not know.
    var isKnownToICU: Bool {
        guard let known = icuCanonical() else { return false }
        return known.isSystem || known.canonical.hasPrefix("GMT") || known.canonical == "UTC"
    }

    /// `ucal_getCanonicalTimeZoneID`, nil when ICU refuses the id (its
    /// `U_ILLEGAL_ARGUMENT_ERROR`) or fails.
    private func icuCanonical() -> (canonical: String, isSystem: Bool)? {
        let zone = Array(identifier.utf16)
        var isSystem: Int32 = 0
        var length: Int32 = 0
        var buffer = [UInt16](repeating: 0, count: 128)
        let status = cicu_time_zone_canonical(zone, Int32(zone.count), &buffer, 128, &length, &isSystem)
        guard status <= 0, length <= 128 else { return nil }
        let canonical = String(utf16CodeUnits: buffer.prefix(Int(length)))
        return canonical == "Etc/Unknown" ? nil : (canonical, isSystem != 0)
    }
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
/// computed with the zone's rules from the system's tz database (daylight saving included).
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
    /// - Throws: ``IntlError`` when `now()` is not finite or outside years 1...9999.
    public func today() throws -> CalendarDate {
        try date(atUnixSeconds: now())
    }

    /// The calendar date at an instant in ``timeZone``.
    ///
    /// - Parameter seconds: Seconds since 1970-01-01T00:00Z.
    /// - Returns: The date.
    /// - Throws: ``IntlError`` when `seconds` is not finite or the date is outside
    ///   years 1...9999.
    public func date(atUnixSeconds seconds: Double) throws -> CalendarDate {
        // The zone's own rules from the tz database: no calendar to open or lock.
        guard let local = ZonedDateTime(secondsSince1970: seconds, timeZone: timeZone).local(in: timeZone) else {
            throw IntlError(
                reason: .invalidArgument, message: "the clock returned \(seconds), not a time in the years 1...9999")
        }
        return local.date
    }
}
