/// Which CLDR metazone each time zone belonged to, and when: the half of a zone's name
/// that no locale changes. `America/Los_Angeles` is in `America_Pacific`, whose names a
/// locale gives (`Pacific Standard Time`); `Africa/Algiers` was in `Europe_Western` until
/// 1977 and has been in `Europe_Central` since 1981.
///
/// Zones are known by CLDR's canonical ids (`Asia/Calcutta`), so the other ids of a zone
/// (`Asia/Kolkata`, a tz database link) map to theirs. The catalog compiler bakes both
/// tables from ICU's data as text, one line per entry and tab-separated fields, read
/// once when a format first names a zone.
///
/// ```swift
/// let metazones = TimeZoneMetazones(
///     canonicalIDs: "US/Pacific\tAmerica/Los_Angeles",
///     mappings: "America/Los_Angeles\tAmerica_Pacific")
/// metazones.metazone(of: "US/Pacific", atSecondsSince1970: 0)  // "America_Pacific"
/// ```
public struct TimeZoneMetazones: Sendable, Hashable {
    /// The text of the canonical ids, as given.
    public let canonicalIDs: String
    /// The text of the mappings, as given.
    public let mappings: String
    /// A zone's metazone over a span of time.
    private struct Mapping: Sendable {
        var metazone: String
        /// Seconds since 1970 it starts at and ends before.
        var from: Int64
        var to: Int64
    }

    private let canonical: [String: String]
    private let table: [String: [Mapping]]

    /// Reads the tables.
    ///
    /// - Parameters:
    ///   - canonicalIDs: Lines of a zone id and its canonical id (`Asia/Kolkata`,
    ///     tab, `Asia/Calcutta`), for the ids that are not canonical.
    ///   - mappings: Lines of a canonical id and a metazone, then, for a mapping that
    ///     does not cover all time, the second it starts at and the one it ends before
    ///     (seconds since 1970). A zone has a line per mapping, in any order.
    public init(canonicalIDs: String, mappings: String) {
        var canonical: [String: String] = [:]
        for fields in Self.lines(canonicalIDs) where fields.count == 2 {
            canonical[fields[0]] = fields[1]
        }
        var table: [String: [Mapping]] = [:]
        for fields in Self.lines(mappings) where fields.count == 2 || fields.count == 4 {
            let from = fields.count == 4 ? Int64(fields[2]) ?? .min : .min
            let to = fields.count == 4 ? Int64(fields[3]) ?? .max : .max
            table[fields[0], default: []].append(Mapping(metazone: fields[1], from: from, to: to))
        }
        self.canonicalIDs = canonicalIDs
        self.mappings = mappings
        self.canonical = canonical
        self.table = table
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.canonicalIDs == rhs.canonicalIDs && lhs.mappings == rhs.mappings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(canonicalIDs)
        hasher.combine(mappings)
    }

    /// CLDR's canonical id of a zone id: itself unless it is another id of a zone. A custom
    /// id of a zero offset (`GMT+00:00`) is GMT's, as ICU reads it.
    public func canonicalID(_ identifier: String) -> String {
        if let id = canonical[identifier] { return id }
        return TimeZoneDatabase.customOffset(identifier) == 0 ? canonical["GMT"] ?? "GMT" : identifier
    }

    /// The metazone the zone `identifier` (any of its ids) was in at an instant, nil
    /// when it was in none (before 1970 for many zones, a custom `GMT+03:00`, a zone
    /// newer than the tables).
    public func metazone(of identifier: String, atSecondsSince1970 seconds: Int64) -> String? {
        table[canonicalID(identifier)]?.first { $0.from <= seconds && seconds < $0.to }?.metazone
    }

    /// The tab-separated fields of each non-empty line.
    package static func lines(_ text: String) -> [[String]] {
        text.split(separator: "\n").map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }
}

/// How one locale names time zones: the *specific* names of CLDR's metazones (`Pacific
/// Standard Time`, `Pacific Daylight Time`, `PST`, `PDT` in en; `Тихоокеанское
/// стандартное время` in ru) and of the zones that have names of their own (`British
/// Summer Time`), as the `z` (short) and `zzzz` (long) fields of a date pattern show
/// them. Where the locale has no such name (most locales have no short ones), a format
/// shows the offset instead, in the locale's ``LocalizedGMTFormat``, as ICU does.
///
/// The catalog compiler reads the names from ICU's data (the locale's, then its parents')
/// and writes them as text: a line per metazone or zone, its key, then the long standard,
/// long daylight, short standard and short daylight names, tab-separated, each possibly
/// empty.
public struct TimeZoneNames: Sendable, Hashable {
    /// The long standard, long daylight, short standard and short daylight names.
    private typealias Names = [String?]

    /// Which metazone each zone is in.
    public let metazones: TimeZoneMetazones
    /// The text of the metazones' names, as given.
    public let metazoneNames: String
    /// The text of the zones' own names, as given.
    public let zoneNames: String
    private let metazoneTable: [String: Names]
    private let zoneTable: [String: Names]

    /// Reads the names.
    ///
    /// - Parameters:
    ///   - metazones: Which metazone each zone is in.
    ///   - metazoneNames: A line per metazone (`America_Pacific`) with names.
    ///   - zoneNames: A line per zone (its canonical id) with names of its own.
    public init(metazones: TimeZoneMetazones, metazoneNames: String, zoneNames: String) {
        func table(_ text: String) -> [String: Names] {
            var table: [String: Names] = [:]
            for fields in TimeZoneMetazones.lines(text) where fields.count == 5 {
                table[fields[0]] = fields.dropFirst().map { $0.isEmpty ? nil : $0 }
            }
            return table
        }
        self.metazones = metazones
        self.metazoneNames = metazoneNames
        self.zoneNames = zoneNames
        metazoneTable = table(metazoneNames)
        zoneTable = table(zoneNames)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.metazones == rhs.metazones && lhs.metazoneNames == rhs.metazoneNames && lhs.zoneNames == rhs.zoneNames
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(metazoneNames)
        hasher.combine(zoneNames)
    }

    /// The zone's specific name at an instant, nil when the locale has none (a format
    /// then shows the offset).
    ///
    /// - Parameters:
    ///   - identifier: The zone's id (any of them).
    ///   - seconds: The instant, which chooses the metazone.
    ///   - isDaylight: Whether daylight saving time is in effect then.
    ///   - long: `zzzz` (`Pacific Daylight Time`) rather than `z` (`PDT`).
    public func specificName(
        of identifier: String, atSecondsSince1970 seconds: Int64, isDaylight: Bool, long: Bool
    ) -> String? {
        let index = (long ? 0 : 2) + (isDaylight ? 1 : 0)
        // A zone's own name of this kind first (Europe/London's summer), else its
        // metazone's then.
        if let own = zoneTable[metazones.canonicalID(identifier)]?[index] ?? nil { return own }
        guard let metazone = metazones.metazone(of: identifier, atSecondsSince1970: seconds) else { return nil }
        return metazoneTable[metazone]?[index] ?? nil
    }
}
