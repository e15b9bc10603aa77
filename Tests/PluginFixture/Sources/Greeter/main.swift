import LocalizedValidationMessages

// Greetings and CatalogLocale are generated at build time from Locales/ by the plugin.
// The last visit is an instant, shown in São Paulo's local time (UTC−3) from the system's tz
// database and with the zone's name (`Brasilia Standard Time`), without ICU.
let lastVisit = ZonedDateTime(secondsSince1970: 1_709_213_400, timeZone: try TimeZoneID("America/Sao_Paulo"))
for locale in CatalogLocale.allCases {
    for count in [1, 3, 5] {
        let hello = Greetings.hello(name: "Ana", count: count, share: 0.875, lastVisit: lastVisit)
        print("\(locale.identifier): \(hello.localized(in: locale))")
    }
}
