import CatalogRuntime

extension ValidationLocale {
    /// Each supported tag whose UTF-8 bytes fit in a ``packedTag(_:)`` key, with its
    /// locale: matching a tag compares integers, with no string comparison and no
    /// reference counting per candidate (issue 11, R3).
    private static let packedTags: [(key: UInt64, locale: ValidationLocale)] = allCases.compactMap { locale in
        packedTag(locale.rawValue).map { (key: $0, locale: locale) }
    }

    /// The UTF-8 bytes of a tag of at most 7 bytes and its length, in one integer; nil
    /// for a longer tag. Two tags have the same key exactly when they are the same bytes.
    private static func packedTag(_ tag: String) -> UInt64? {
        // The contiguous bytes, not the `UTF8View` iterator, which costs dozens of
        // instructions per byte of a small string.
        let key = tag.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
            guard bytes.count <= 7 else { return nil }
            var key = UInt64(bytes.count) &<< 56
            for index in bytes.indices { key |= UInt64(bytes[index]) &<< (UInt64(index) &* 8) }
            return key
        }
        return key ?? nil
    }

    /// The built-in messages' locale for one BCP 47 tag: exactly
    /// `ValidationLocale.negotiated([tag])`, without building the array when `tag` is a
    /// supported tag as spelled (the generated negotiation's own first step, `rawValue`
    /// equality), which is what rendering an issue in a request's locale usually meets
    /// (issue 11, R3). Every other tag goes through the general negotiation.
    static func negotiated(languageTag tag: String) -> ValidationLocale {
        if let key = packedTag(tag) {
            for supported in packedTags where supported.key == key { return supported.locale }
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
