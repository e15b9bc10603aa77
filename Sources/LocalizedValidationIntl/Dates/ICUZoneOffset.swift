import CLocalizedValidationICU

/// ICU's offsets from UTC in a time zone: the reference the ICU-free `TimeZoneRules` of
/// LocalizedValidationCLDR is tested against.
package enum ICUZoneOffset {
    /// ICU's total offset (raw plus daylight saving) in a zone of ICU's own data at each
    /// instant.
    ///
    /// - Parameters:
    ///   - identifier: A tz database id; checked here, as ICU silently uses GMT for an id
    ///     it does not know.
    ///   - seconds: Instants in seconds since 1970-01-01T00:00Z.
    /// - Returns: Seconds east of UTC, one per instant.
    /// - Throws: ``IntlError`` with reason ``IntlError/Reason/invalidTimeZone`` when ICU's
    ///   data has no zone `identifier` (a custom `GMT+3` included), or
    ///   ``IntlError/Reason/icuFailure`` when ICU fails.
    package static func offsets(inZone identifier: String, atSecondsSince1970 seconds: [Int64]) throws(IntlError)
        -> [Int]
    {
        try states(inZone: identifier, atSecondsSince1970: seconds).map(\.offset)
    }

    /// ICU's total offset in a zone at each instant, and whether ICU's data has daylight
    /// saving time then (a daylight saving part that is not zero).
    ///
    /// - Throws: As ``offsets(inZone:atSecondsSince1970:)``.
    package static func states(inZone identifier: String, atSecondsSince1970 seconds: [Int64]) throws(IntlError)
        -> [(offset: Int, isDaylight: Bool)]
    {
        let zone = Array(identifier.utf16)
        var isSystem: Int32 = 0
        var length: Int32 = 0
        var canonical = [UInt16](repeating: 0, count: 128)
        let canonicalStatus = cicu_time_zone_canonical(zone, Int32(zone.count), &canonical, 128, &length, &isSystem)
        // ICU refuses an id it does not know with U_ILLEGAL_ARGUMENT_ERROR (1), and
        // canonicalizes its placeholder Etc/Unknown without error.
        guard canonicalStatus != 1, isSystem != 0, length <= 128,
            String(utf16CodeUnits: canonical.prefix(Int(length))) != "Etc/Unknown"
        else {
            throw IntlError(reason: .invalidTimeZone, message: "ICU's zone data has no '\(identifier)'")
        }
        try checkICU(canonicalStatus, "ucal_getCanonicalTimeZoneID(\(identifier))")
        guard let count = Int32(exactly: seconds.count) else {
            throw IntlError(reason: .invalidArgument, message: "too many instants: \(seconds.count)")
        }
        let millis = seconds.map { Double($0) * 1000 }
        var offsets = [Int32](repeating: 0, count: seconds.count)
        var daylight = [Int32](repeating: 0, count: seconds.count)
        let status = cicu_zone_offsets_millis(zone, Int32(zone.count), millis, count, &offsets, &daylight)
        try checkICU(status, "ucal_get(UCAL_ZONE_OFFSET + UCAL_DST_OFFSET, \(identifier))")
        // Integer division keeps a fraction of a second (local mean time) visible as a
        // difference rather than rounding it away.
        return zip(offsets, daylight).map { (Int($0) / 1000, $1 != 0) }
    }
}
