import CLocalizedValidationICU
import LocalizedValidationCLDR

/// How ``DateTimeFormatter`` shows an instant: the options of Fluent's `DATETIME()`,
/// which are ECMA-402's `Intl.DateTimeFormat` options, as plain data: either styles for
/// the date and the time, or a CLDR skeleton made of the fields to show (`yMMMdjmm`:
/// year, abbreviated month, day, hour in the locale's cycle, minutes), for which the
/// locale's data gives the best pattern.
public struct DateTimeFormatOptions: Sendable, Hashable {
    /// The date's style, or nil for no date (with styles).
    public var dateStyle: DateStyle?
    /// The time's style, or nil for no time (with styles).
    public var timeStyle: DateStyle?
    /// A CLDR date-time skeleton; when not empty, the styles are not used.
    public var skeleton: String
    /// A time zone that overrides the value's own (`DATETIME($d, timeZone: "UTC")`),
    /// checked by the catalog compiler.
    public var timeZone: String?

    /// Options by styles.
    public init(dateStyle: DateStyle? = nil, timeStyle: DateStyle? = nil, timeZone: String? = nil) {
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.skeleton = ""
        self.timeZone = timeZone
    }

    /// Options by the fields of a CLDR skeleton (`yMMMMd`, `EEEEjmm`).
    public init(skeleton: String, timeZone: String? = nil) {
        self.skeleton = skeleton
        self.timeZone = timeZone
    }
}

/// Formats instants in one locale and time zone with fixed options, through ICU (Gregorian
/// calendar, proleptic before 1582, as dates are).
///
/// Thread-safe: an ICU date format is not, so each thread uses a clone of the cached one.
///
/// ```swift
/// let formatter = try DateTimeFormatter(
///     locale: IntlLocale("en"), options: DateTimeFormatOptions(skeleton: "yMMMdjmm"), timeZone: .utc)
/// try formatter.format(secondsSince1970: 0)  // "Jan 1, 1970, 12:00 AM"
/// ```
public struct DateTimeFormatter: Sendable {
    /// The locale of the month names, patterns and digits.
    public let locale: IntlLocale
    /// The options.
    public let options: DateTimeFormatOptions
    /// The zone shown: the options' zone when they name one, else the one given.
    public let timeZone: TimeZoneID
    private let format: ICUObjectPool

    /// Opens (or reuses) the formatter.
    ///
    /// - Parameters:
    ///   - locale: The locale.
    ///   - options: Styles or a skeleton.
    ///   - timeZone: The zone to show, unless `options` name one.
    /// - Throws: ``IntlError`` if the options' zone is unknown, the options have neither
    ///   a style nor a skeleton, or ICU fails.
    public init(locale: IntlLocale, options: DateTimeFormatOptions, timeZone: TimeZoneID) throws {
        var zone = timeZone
        if let named = options.timeZone {
            do {
                zone = try TimeZoneID(named)
            } catch {
                throw IntlError(reason: .invalidTimeZone, message: error.description)
            }
        }
        guard zone.isKnownToICU else {
            throw IntlError(
                reason: .invalidTimeZone,
                message: "ICU \(ICULibrary.version)'s zone data has no '\(zone)', which the system's tz database has")
        }
        guard !options.skeleton.isEmpty || options.dateStyle != nil || options.timeStyle != nil else {
            throw IntlError(reason: .invalidArgument, message: "date-time options need a style or a skeleton")
        }
        self.locale = locale
        self.options = options
        self.timeZone = zone
        let id = locale.dataICUIdentifier
        let key = [
            id, zone.identifier, options.skeleton, options.dateStyle?.rawValue ?? "-",
            options.timeStyle?.rawValue ?? "-",
        ].joined(separator: "|")
        format = try Self.cache.value(for: key) { () throws(IntlError) in
            let skeleton = Array(options.skeleton.utf16)
            let zoneUnits = Array(zone.identifier.utf16)
            var opened: OpaquePointer?
            let status = cicu_datetime_format_open(
                id, options.dateStyle?.icuStyle ?? -1, options.timeStyle?.icuStyle ?? -1, skeleton,
                Int32(skeleton.count), zoneUnits, Int32(zoneUnits.count), &opened)
            try checkICU(status, "udat_open(\(id), \(options.skeleton))")
            guard let opened else { throw IntlError.icu(status, "udat_open(\(id))") }
            return ICUObjectPool(opened, kind: .dateFormat)
        }
    }

    /// The instant `secondsSince1970` formatted.
    ///
    /// - Throws: ``IntlError`` if ICU fails.
    public func format(secondsSince1970 seconds: Double) throws -> String {
        let units = try format.withObject { (format) throws(IntlError) in
            try withUTF16Output(capacity: 64, "udat_formatCalendar") { buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_datetime_format(format, seconds * 1000, buffer, capacity, &length)
                return length
            }
        }
        return String(utf16CodeUnits: units)
    }

    /// The locale's best pattern for a CLDR skeleton (`yMMMd` → `MMM d, y` in en), as
    /// ICU's date-time pattern generator gives it.
    ///
    /// - Throws: ``IntlError`` if ICU fails.
    public static func bestPattern(skeleton: String, locale: IntlLocale) throws -> String {
        let units = Array(skeleton.utf16)
        let id = locale.dataICUIdentifier
        let pattern = try withUTF16Output(capacity: 64, "udatpg_getBestPattern(\(skeleton))") {
            buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_datetime_best_pattern(id, units, Int32(units.count), buffer, capacity, &length)
            return length
        }
        return String(utf16CodeUnits: pattern)
    }

    /// The pattern ICU formats `options` with in `locale`: the skeleton's best pattern, or
    /// the styles' pattern with the locale's glue between date and time (`MMM d, y, h:mm a`
    /// for en's medium date and short time). The zone is not part of it.
    ///
    /// - Throws: ``IntlError`` if the options have neither a style nor a skeleton, or ICU
    ///   fails.
    package static func pattern(of options: DateTimeFormatOptions, locale: IntlLocale) throws -> String {
        if !options.skeleton.isEmpty { return try bestPattern(skeleton: options.skeleton, locale: locale) }
        guard options.dateStyle != nil || options.timeStyle != nil else {
            throw IntlError(reason: .invalidArgument, message: "date-time options need a style or a skeleton")
        }
        let id = locale.dataICUIdentifier
        let pattern = try withUTF16Output(capacity: 64, "udat_toPattern(\(id))") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_datetime_style_pattern(
                id, options.dateStyle?.icuStyle ?? -1, options.timeStyle?.icuStyle ?? -1, buffer, capacity, &length)
            return length
        }
        return String(utf16CodeUnits: pattern)
    }

    /// Keyed by locale, zone, skeleton and styles.
    static let cache = LocaleCache<String, ICUObjectPool>()
}
