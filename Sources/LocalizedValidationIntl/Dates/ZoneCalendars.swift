import CLocalizedValidationICU

/// Opened Gregorian calendars by time zone, cloned per thread (ICU calendars are not
/// thread-safe): ``CalendarClock`` reads "today" with them instead of opening a
/// calendar per call.
enum ZoneCalendars {
    /// Keyed by the zone's identifier; capped like every per-locale cache.
    static let cache = LocaleCache<String, ICUObjectPool>()

    static func calendar(_ zone: TimeZoneID) throws(IntlError) -> ICUObjectPool {
        try cache.value(for: zone.identifier) { () throws(IntlError) in
            let id = Array(zone.identifier.utf16)
            var opened: OpaquePointer?
            let status = cicu_zone_calendar_open(id, Int32(id.count), &opened)
            try checkICU(status, "ucal_open(\(zone))")
            guard let opened else { throw IntlError.icu(status, "ucal_open(\(zone))") }
            return ICUObjectPool(opened, kind: .zoneCalendar)
        }
    }
}
