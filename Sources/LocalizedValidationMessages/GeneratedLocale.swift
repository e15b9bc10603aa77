import LocalizedValidationCLDR

/// A locale type catalogc generates (`CatalogLocale` unless `catalogc.json` names it
/// otherwise): its cases are the catalogs' locales, and its negotiation is written here
/// once rather than in every generated file.
///
/// Negotiation follows `LocaleNegotiation`: a supported tag as spelled is taken at
/// once; otherwise the requested tags are matched in order, through `catalogc.json`'s
/// `fallbacks` (``negotiationFallbacks``), likely subtags and parent locales.
///
/// ```swift
/// AppLocale(bestMatching: ["pt", "en"])                  // .ptBR; nil when none matches
/// AppLocale.negotiated(acceptLanguage: "ru;q=0.8, de")   // .ru
/// ```
public protocol GeneratedLocale: SupportedLocale, RawRepresentable<String>, CaseIterable
where AllCases == [Self] {
    /// The source locale, whose catalogs define the messages; the last fallback.
    static var source: Self { get }

    /// Extra negotiation fallbacks from `catalogc.json` (tag → tags to try).
    static var negotiationFallbacks: [String: [String]] { get }

    /// Whether negotiation may choose this locale; false for a pseudo-locale in a
    /// release build (the default is true).
    var isServed: Bool { get }
}

extension GeneratedLocale {
    /// Every locale is served unless the type says otherwise.
    public var isServed: Bool { true }

    /// The best supported locale for tags in order of preference, or nil when none
    /// matches (see `LocaleNegotiation` for the rules).
    ///
    /// - Parameter tags: BCP 47 tags, most preferred first.
    @inlinable
    public init?(bestMatching tags: [String]) {
        // The common case, a supported tag exactly as spelled, needs no negotiation.
        if let first = tags.first, let exact = Self(rawValue: first), exact.isServed {
            self = exact
            return
        }
        let supported = Self.allCases.map(\.rawValue)
        guard
            let index = LocaleNegotiation.bestMatch(
                requested: tags, supported: supported, fallbacks: Self.negotiationFallbacks)
        else { return nil }
        self = Self.allCases[index]
    }

    /// The best supported locale for tags in order of preference; ``source`` when none
    /// matches.
    @inlinable
    public static func negotiated(_ tags: [String]) -> Self {
        Self(bestMatching: tags) ?? source
    }

    /// The best supported locale for an HTTP `Accept-Language` header (q-values
    /// respected, `q=0` refusals honoured); ``source`` when none matches.
    @inlinable
    public static func negotiated(acceptLanguage header: String) -> Self {
        let supported = allCases.map(\.rawValue)
        guard
            let index = LocaleNegotiation.bestMatch(
                acceptLanguage: header, supported: supported, fallbacks: negotiationFallbacks)
        else { return source }
        return allCases[index]
    }
}
