import CLocalizedValidationICU
import LocalizedValidationCLDR

/// Strings of ICU's zone data for a locale (its `zoneStrings`, with the locale's parents'
/// filling in what it lacks): what the catalog compiler bakes a ``LocalizedGMTFormat``
/// and zone names from.
package enum ICUZoneStrings {
    /// The string at `path` ("gmtFormat", "meta:Europe_Central/ls") for `locale`, nil when
    /// neither the locale nor a parent has it (or CLDR blocks inheriting it).
    ///
    /// - Throws: ``IntlError`` if ICU fails otherwise.
    package static func string(_ path: String, locale: IntlLocale) throws(IntlError) -> String? {
        // Keywords (`@numbers=latn`) choose no other zone data.
        let id = String(locale.dataICUIdentifier.prefix { $0 != "@" })
        var missing = false
        let units = try withUTF16Output(capacity: 64, "ures_getByKey(zoneStrings/\(path), \(id))") {
            buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_zone_string(id, path, buffer, capacity, &length)
            if status == icuMissingResource {
                missing = true
                status = 0
            }
            return length
        }
        return missing ? nil : String(utf16CodeUnits: units)
    }

    /// The locale's ``LocalizedGMTFormat`` from ICU's data, written with `digits`; nil
    /// when ICU's strings are not ones the format takes (ICU then uses defaults of its
    /// own, which the compiler does not bake).
    ///
    /// - Throws: ``IntlError`` if ICU fails.
    package static func localizedGMT(locale: IntlLocale, digits: [Unicode.Scalar]) throws(IntlError)
        -> LocalizedGMTFormat?
    {
        guard let zero = try string("gmtZeroFormat", locale: locale),
            let gmt = try string("gmtFormat", locale: locale),
            let hours = try string("hourFormat", locale: locale),
            LocalizedGMTFormat.problem(gmtFormat: gmt, hourFormat: hours) == nil, digits.count == 10
        else { return nil }
        return LocalizedGMTFormat(zeroFormat: zero, gmtFormat: gmt, hourFormat: hours, digits: digits)
    }

    /// ICU's metazone tables: which metazone each zone was in and when, and the
    /// canonical id of every other zone id ICU knows. Read once per process.
    ///
    /// - Throws: ``IntlError`` if ICU fails.
    package static func metazones() throws(IntlError) -> TimeZoneMetazones {
        try metazoneTables.get()
    }

    private static let metazoneTables = Result { () throws(IntlError) -> TimeZoneMetazones in
        let ids = try withCStringOutput(capacity: 16_384, "ucal_openTimeZones") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_time_zone_ids(buffer, capacity, &length)
            return length
        }
        var canonicalLines: [String] = []
        for id in ids.split(separator: "\n").map(String.init) {
            let units = Array(id.utf16)
            var isSystem: Int32 = 0
            let canonical = try withUTF16Output(capacity: 64, "ucal_getCanonicalTimeZoneID(\(id))") {
                buffer, capacity, status in
                var length: Int32 = 0
                status = cicu_time_zone_canonical(units, Int32(units.count), buffer, capacity, &length, &isSystem)
                return length
            }
            let text = String(utf16CodeUnits: canonical)
            if text != id { canonicalLines.append(id + "\t" + text) }
        }
        let mappings = try withCStringOutput(capacity: 65_536, "metaZones/metazoneInfo") { buffer, capacity, status in
            var length: Int32 = 0
            status = cicu_metazone_mappings(buffer, capacity, &length)
            return length
        }
        var mappingLines: [String] = []
        for line in mappings.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 2 || fields.count == 4 else {
                throw IntlError(reason: .icuFailure, message: "metaZones/metazoneInfo has a mapping '\(line)'")
            }
            var mapping = [fields[0].replacing(":", with: "/"), fields[1]]
            if fields.count == 4 {
                guard let from = utcSeconds(fields[2]), let to = utcSeconds(fields[3]) else {
                    throw IntlError(reason: .icuFailure, message: "metaZones/metazoneInfo has a mapping '\(line)'")
                }
                mapping += [String(from), String(to)]
            }
            mappingLines.append(mapping.joined(separator: "\t"))
        }
        return TimeZoneMetazones(
            canonicalIDs: canonicalLines.joined(separator: "\n"), mappings: mappingLines.joined(separator: "\n"))
    }

    /// `yyyy-MM-dd HH:mm` in UTC as seconds since 1970, nil if it is not that.
    private static func utcSeconds(_ text: String) -> Int64? {
        let parts = text.split { $0 == "-" || $0 == " " || $0 == ":" }.compactMap { Int($0) }
        guard parts.count == 5 else { return nil }
        let days = CalendarDate.daysSince1970(year: parts[0], month: parts[1], day: parts[2])
        return Int64(days) * 86_400 + Int64(parts[3] * 3600 + parts[4] * 60)
    }

    /// The locale's specific zone names from ICU's data (the metazones' and the zones'
    /// own: long and short, standard and daylight), nil when a name cannot be written as
    /// ``TimeZoneNames`` reads it (a tab or a line break in it). Read once per data locale
    /// (about 2,500 strings through its parents), as each baked format of the locale that
    /// shows a zone's name asks again.
    ///
    /// - Throws: ``IntlError`` if ICU fails.
    package static func zoneNames(locale: IntlLocale) throws(IntlError) -> TimeZoneNames? {
        let id = String(locale.dataICUIdentifier.prefix { $0 != "@" })
        return try namesCache.value(for: id) { () throws(IntlError) in try readZoneNames(locale: locale) }
    }

    private static let namesCache = LocaleCache<String, TimeZoneNames?>()

    private static func readZoneNames(locale: IntlLocale) throws(IntlError) -> TimeZoneNames? {
        let metazones = try metazones()
        let mappings = TimeZoneMetazones.lines(metazones.mappings)
        var metazoneIDs: [String] = []
        var zoneIDs: [String] = []
        for fields in mappings {
            if !metazoneIDs.contains(fields[1]) { metazoneIDs.append(fields[1]) }
            if zoneIDs.last != fields[0] { zoneIDs.append(fields[0]) }
        }
        // Zones with names but no metazone (Etc/UTC) are canonical ids of others.
        for fields in TimeZoneMetazones.lines(metazones.canonicalIDs) where !zoneIDs.contains(fields[1]) {
            zoneIDs.append(fields[1])
        }
        func lines(_ keys: [String], key: (String) -> String) throws(IntlError) -> String? {
            var lines: [String] = []
            for id in keys.sorted() {
                var names: [String] = []
                for kind in ["ls", "ld", "ss", "sd"] {
                    let name = try string(key(id) + "/" + kind, locale: locale) ?? ""
                    if name.contains(where: { $0 == "\t" || $0.isNewline }) { return nil }
                    names.append(name)
                }
                if names.contains(where: { !$0.isEmpty }) { lines.append(([id] + names).joined(separator: "\t")) }
            }
            return lines.joined(separator: "\n")
        }
        guard let metazoneNames = try lines(metazoneIDs, key: { "meta:" + $0 }),
            let zoneNames = try lines(zoneIDs, key: { $0.replacing("/", with: ":") })
        else { return nil }
        return TimeZoneNames(metazones: metazones, metazoneNames: metazoneNames, zoneNames: zoneNames)
    }
}
