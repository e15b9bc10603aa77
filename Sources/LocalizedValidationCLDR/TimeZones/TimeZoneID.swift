/// A time zone the system's tz database knows: a zone id (`America/Sao_Paulo`,
/// `Europe/Lisbon`, `UTC`) or a custom offset (`GMT+03:00`), with the zone's rules.
///
/// The rules are read once, from the tz database the operating system keeps up to date
/// (`/usr/share/zoneinfo` on Linux, `/var/db/timezone/zoneinfo` on Apple platforms,
/// `$TZDIR` when set), so formatting an instant needs no ICU and follows the latest
/// daylight-saving changes the system has. An identifier the database does not have is
/// refused rather than silently read as UTC, which would put "today" a day off for users
/// in the Americas or Asia.
///
/// ```swift
/// let lisbon = try TimeZoneID("Europe/Lisbon")
/// lisbon.offset(atSecondsSince1970: 1_719_792_000)  // 3600: summer time, UTC+1
/// ```
public struct TimeZoneID: Sendable, Hashable, CustomStringConvertible {
    /// The identifier as given.
    public let identifier: String
    /// The zone's offsets over time.
    package let rules: TimeZoneRules

    /// Checks `identifier` against the tz database and reads its rules.
    ///
    /// - Parameter identifier: A tz database id, case-sensitive as in the database
    ///   (`America/Sao_Paulo`, `Etc/GMT+3`), `UTC` or `GMT`, or a custom offset
    ///   `GMT±h`, `GMT±hh:mm`, `GMT±hhmm`.
    /// - Throws: ``TimeZoneError`` with reason ``TimeZoneError/Reason/invalidTimeZone``
    ///   for an id the database does not have (`Mars/Olympus`, `america/sao_paulo`, empty).
    public init(_ identifier: String) throws(TimeZoneError) {
        if identifier == "UTC" || identifier == "GMT" {
            rules = TimeZoneRules(fixedOffsetSeconds: 0)
        } else if let offset = TimeZoneDatabase.customOffset(identifier) {
            rules = TimeZoneRules(fixedOffsetSeconds: offset)
        } else if let found = TimeZoneDatabase.rules(for: identifier) {
            rules = found
        } else {
            throw TimeZoneError(reason: .invalidTimeZone, identifier: identifier)
        }
        self.identifier = identifier
    }

    /// Seconds east of UTC in this zone at an instant (3600 for Lisbon in July).
    ///
    /// - Parameter seconds: Seconds since 1970-01-01T00:00:00Z.
    /// - Returns: The zone's total offset (standard and daylight saving) then.
    public func offset(atSecondsSince1970 seconds: Int64) -> Int {
        rules.offset(atSecondsSince1970: seconds)
    }

    public var description: String { identifier }

    /// Two ids are equal when they are spelled the same: `Brazil/East` and
    /// `America/Sao_Paulo` show the same times but are different ids.
    public static func == (lhs: TimeZoneID, rhs: TimeZoneID) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Coordinated Universal Time.
    public static let utc = TimeZoneID(identifier: "UTC", rules: TimeZoneRules(fixedOffsetSeconds: 0))

    private init(identifier: String, rules: TimeZoneRules) {
        self.identifier = identifier
        self.rules = rules
    }
}

/// A time-zone identifier the tz database does not have.
public struct TimeZoneError: ReasonedError {
    /// A stable identifier for the kind of failure; new reasons may be added.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        /// Creates a reason from its stable identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The identifier is not a zone of the system's tz database nor a custom
        /// `GMT±hh:mm` offset.
        public static let invalidTimeZone = Reason(rawValue: "invalid-time-zone")
    }

    /// What is wrong.
    public let reason: Reason
    /// The identifier that was refused.
    public let identifier: String

    /// Creates an error.
    public init(reason: Reason, identifier: String) {
        self.reason = reason
        self.identifier = identifier
    }

    public var description: String {
        "unknown time zone '\(identifier)': use a tz database id such as America/Sao_Paulo [\(reason)]"
    }
}
