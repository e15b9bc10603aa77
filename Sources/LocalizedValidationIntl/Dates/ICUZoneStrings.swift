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
}
