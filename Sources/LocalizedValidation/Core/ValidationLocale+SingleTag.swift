import CatalogRuntime

extension ValidationLocale {
    /// The supported locales and their tags, listed once: iterating them allocates
    /// nothing, while `allCases` builds a new array and `rawValue` a new string on
    /// every call.
    private static let supportedTags = allCases.map { (tag: $0.rawValue, locale: $0) }

    /// The built-in messages' locale for one BCP 47 tag: exactly
    /// `ValidationLocale.negotiated([tag])`, without building the array when `tag` is a
    /// supported tag as spelled (the generated negotiation's own first step, `rawValue`
    /// equality), which is what rendering an issue in a request's locale usually meets
    /// (issue 11, R3). Every other tag goes through the general negotiation.
    static func negotiated(languageTag tag: String) -> ValidationLocale {
        // Lengths first: `String ==` of two different short tags costs a call into the
        // standard library's comparison, and most supported tags differ in length.
        let length = tag.utf8.count
        for supported in supportedTags where supported.tag.utf8.count == length && supported.tag == tag {
            return supported.locale
        }
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
