import LocalizedValidationMessages

// Greetings and CatalogLocale are generated at build time from Locales/ by the plugin.
for locale in CatalogLocale.allCases {
    for count in [1, 3, 5] {
        print("\(locale.identifier): \(Greetings.hello(name: "Ana", count: count, share: 0.875).localized(in: locale))")
    }
}
