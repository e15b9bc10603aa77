import FuzzSupport
import LocalizedValidationIntl
import LocalizedValidationMessages

/// Locale tags and negotiation: the input is at once a BCP 47 tag for `IntlLocale`, an
/// `Accept-Language` header and a platform locale identifier for `LocaleNegotiation`.
enum LocaleHarness {
    static let supported = ["en", "pt-BR", "ru", "sr-Latn", "zh-Hant-TW"]
    static let fallbacks = ["pt-PT": ["pt-BR"], "be": ["ru"], "uk": ["ru", "en"]]

    static func run(_ input: FuzzInput) {
        let text = FuzzInput.text(input.bytes)

        // A tag IntlLocale accepts has a canonical form that it accepts again, unchanged.
        if let locale = try? IntlLocale(text) {
            fuzzRequire(!locale.identifier.isEmpty, "empty identifier for \(String(reflecting: text))")
            fuzzRequire(!locale.languageCode.isEmpty, "empty language for \(String(reflecting: text))")
            let again = try? IntlLocale(locale.identifier)
            fuzzRequire(
                again?.identifier == locale.identifier,
                "canonical tag \(locale.identifier) of \(String(reflecting: text)) is not canonical: \(String(describing: again))"
            )
        }

        // Accept-Language: every range returned is a usable, non-wildcard tag.
        let tags = LocaleNegotiation.acceptLanguageTags(text)
        for tag in tags {
            fuzzRequire(!tag.isEmpty && tag != "*", "acceptLanguageTags returned \(String(reflecting: tag))")
        }
        for requested in [tags, [text], text.split(separator: ",").map(String.init)] {
            if let index = LocaleNegotiation.bestMatch(requested: requested, supported: supported, fallbacks: fallbacks)
            {
                fuzzRequire(supported.indices.contains(index), "bestMatch returned index \(index)")
            }
            fuzzRequire(
                LocaleNegotiation.bestMatch(requested: requested, supported: []) == nil, "a match among no locales")
        }
        // The first supported tag an exact request names wins.
        if let first = tags.first, let exact = supported.firstIndex(where: { $0.lowercased() == first.lowercased() }) {
            let index = LocaleNegotiation.bestMatch(requested: tags, supported: supported, fallbacks: fallbacks)
            fuzzRequire(index == exact, "\(first) requested first, matched \(String(describing: index))")
        }

        let converted = LocaleNegotiation.tag(fromLocaleIdentifier: text)
        fuzzRequire(!converted.contains("_") && !converted.contains("@"), "tag(fromLocaleIdentifier:) kept a separator")
    }
}
