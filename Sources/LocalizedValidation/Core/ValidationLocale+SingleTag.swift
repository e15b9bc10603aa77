import CatalogRuntime

extension ValidationLocale {
    /// The supported locales, listed once: iterating them allocates nothing, while
    /// `allCases` builds a new array on every call.
    private static let supported = allCases

    /// The built-in messages' locale for one BCP 47 tag: exactly
    /// `ValidationLocale.negotiated([tag])`, without building the array when `tag` is a
    /// supported tag as spelled (the generated negotiation's own first step, `rawValue`
    /// equality), which is what rendering an issue in a request's locale usually meets
    /// (issue 11, R3). Every other tag goes through the general negotiation.
    static func negotiated(languageTag tag: String) -> ValidationLocale {
        for locale in supported where locale.rawValue == tag { return locale }
        return negotiated([tag])
    }
}

extension ValidationMessage {
    /// The message in the locale best matching one BCP 47 tag: the same text as
    /// ``localized(languageTags:isolation:)`` with `[languageTag]`, negotiated without
    /// the array (the `LocalizedMessage` requirement `localized(languageTag:isolation:)`;
    /// every issue and every built-in message renders through it).
    ///
    /// - Parameters:
    ///   - languageTag: A BCP 47 tag, such as `ru`.
    ///   - isolation: `.isolated` wraps arguments in Unicode bidi isolates, for UI text.
    /// - Returns: The text.
    public func localized(languageTag: String, isolation: ArgumentIsolation = .none) -> String {
        localized(in: ValidationLocale.negotiated(languageTag: languageTag), isolation: isolation)
    }
}
