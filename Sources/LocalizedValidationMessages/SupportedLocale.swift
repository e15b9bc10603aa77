/// The locales a module's catalogs are translated into: every generated locale type
/// (`CatalogLocale` unless `catalogc.json` names it otherwise) conforms.
///
/// Negotiation from a `Foundation.Locale` (and, with LocalizedValidation, from an
/// `IntlLocale`) is written once, so generated code needs no Foundation and every entry
/// point reads a locale the same way, through `LocaleNegotiation`.
///
/// ```swift
/// let request = AppLocale.negotiated(languageTag: "pt-BR")   // .ptBR
/// let device = AppLocale.negotiated(Locale.current)          // Foundation.Locale
/// ```
public protocol SupportedLocale: Sendable, Hashable {
    /// The best supported locale for BCP 47 tags in order of preference; the source
    /// locale when none matches.
    static func negotiated(_ tags: [String]) -> Self

    /// The best supported locale for one BCP 47 tag: the same as `negotiated([tag])`,
    /// which the default implementation calls. Generated locale types match a supported
    /// tag as spelled without building that array.
    static func negotiated(languageTag tag: String) -> Self
}

extension SupportedLocale {
    /// The best supported locale for one BCP 47 tag, through `negotiated([tag])`.
    public static func negotiated(languageTag tag: String) -> Self {
        negotiated([tag])
    }
}
