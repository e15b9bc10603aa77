extension CatalogCompiler {
    /// The translation state of every source message in every locale, from the catalogs
    /// and their translation record (``CompilerInput/translationLock``).
    ///
    /// - Returns: The states (nil when the catalogs cannot be read at all: no source
    ///   locale, invalid configuration) and every diagnostic of the run, sorted.
    public static func translationStates(
        _ input: CompilerInput
    ) -> (table: TranslationStateTable?, diagnostics: [Diagnostic]) {
        var analysis = CatalogAnalysis(input)
        analysis.tracksTranslations = true
        _ = analysis.run()
        return (analysis.translations?.table, analysis.diagnostics.sorted)
    }

    /// The translation record with the current translations of `messages` in `locale`
    /// marked current: what `catalogc accept` writes (``TranslationLock/serialized()``).
    ///
    /// Records of locales, messages or translations that no longer exist are dropped, and
    /// a key that has several records after a merge keeps the one that matches.
    ///
    /// - Parameters:
    ///   - locale: A locale of the catalogs (any case, `_` for `-`); not the source.
    ///   - messages: Message ids (`cart-items`, or `Shop.cart-items` for one catalog's);
    ///     empty for every translated message of the locale.
    /// - Returns: The new record (nil when the catalogs cannot be read), what was
    ///   accepted, and the diagnostics of `accept` itself: unknown locales or messages,
    ///   messages without a translation, an unreadable record. The catalogs' own problems
    ///   are not repeated; `check` reports them.
    public static func acceptTranslations(
        _ input: CompilerInput, locale: String, messages: [String]
    ) -> TranslationAcceptance {
        var analysis = CatalogAnalysis(input)
        analysis.tracksTranslations = true
        _ = analysis.run()
        guard let tracking = analysis.translations else {
            return TranslationAcceptance(
                lock: nil, diagnostics: analysis.diagnostics.sorted.filter { $0.severity == .error })
        }
        let wanted = LocaleMatching.key(locale)
        let tag = tracking.table?.locales.first { LocaleMatching.key($0) == wanted } ?? locale
        var acceptance = tracking.accepting(locale: tag, messages: messages)
        // A record that could not be read is rewritten without the unreadable lines: say so.
        // Accepting is how a conflicted record gets clean: a warning, whatever the profile.
        acceptance.diagnostics += analysis.diagnostics.sorted.filter { $0.id == .invalidTranslationRecord }
            .map { $0.with(severity: .warning) }
        acceptance.accepted.sort()
        return acceptance
    }
}

/// Locale tags as users type them: case-insensitive, `_` for `-`.
enum LocaleMatching {
    static func key(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
