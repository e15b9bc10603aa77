// Messages rendered in an `IntlLocale`. LocalizedValidationMessages links no ICU, so it
// names locales by generated locale types, BCP 47 tags and `Foundation.Locale`; this
// module sees both it and LocalizedValidationIntl, so the `IntlLocale` entry points live
// here. Each reads the locale's tag through `LocaleNegotiation`, as every entry point does.

extension LocalizedMessage {
    /// The message in the supported locale best matching `locale`, or the catalog's
    /// source locale when none matches.
    ///
    /// - Parameters:
    ///   - locale: The locale of the request or screen.
    ///   - isolation: `.isolated` wraps each argument in bidi isolates, for UI text; the
    ///     default inserts arguments as they are.
    /// - Returns: The rendered text.
    public func localized(in locale: IntlLocale, isolation: ArgumentIsolation = .none) -> String {
        localized(languageTags: [locale.identifier], isolation: isolation)
    }
}

extension LocalizedText {
    /// The text in the supported locale best matching `locale`.
    ///
    /// - Parameters:
    ///   - locale: The locale of the request or screen.
    ///   - isolation: How a message isolates its own arguments.
    /// - Returns: The rendered text.
    public func localized(in locale: IntlLocale, isolation: ArgumentIsolation = .none) -> String {
        localized(languageTag: locale.identifier, isolation: isolation)
    }

    /// The gender of this text in the supported locale best matching `locale`.
    ///
    /// - Parameter locale: The locale of the request or screen.
    /// - Returns: The declared gender, or nil.
    public func grammaticalGender(in locale: IntlLocale) -> GrammaticalGender? {
        grammaticalGender(languageTags: [locale.identifier])
    }
}

extension SupportedLocale {
    /// The best supported locale for `locale`; the source locale when none matches.
    ///
    /// ```swift
    /// let screen = AppLocale.negotiated(try IntlLocale("pt-BR"))   // .ptBR
    /// ```
    ///
    /// - Parameter locale: The locale of a request or screen.
    /// - Returns: The supported locale to render in.
    public static func negotiated(_ locale: IntlLocale) -> Self {
        negotiated([locale.identifier])
    }
}
