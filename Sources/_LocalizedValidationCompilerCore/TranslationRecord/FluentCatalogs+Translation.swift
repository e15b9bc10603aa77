extension FluentCatalogs {
    /// The language-neutral checked model (no Swift naming) and, when asked, every
    /// translation's state, with the diagnostics of the analysis: what the translation
    /// tools (`_LocalizedValidationTranslation`: export, report, preview) read.
    ///
    /// - Returns: The model (nil when the catalogs cannot be read at all), the states
    ///   (nil unless `tracksTranslations`) and the diagnostics, sorted.
    package static func analyze(
        _ input: CompilerInput, tracksTranslations: Bool = false
    ) -> (model: CatalogSetModel?, translations: TranslationStateTable?, diagnostics: [Diagnostic]) {
        var analysis = CatalogAnalysis(input)
        analysis.tracksTranslations = tracksTranslations
        let model = analysis.run()
        return (model, analysis.translations?.table, analysis.diagnostics.sorted)
    }

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
        refuseTranslationsWithErrors(&acceptance, analysis: analysis)
        return acceptance
    }

    /// The last entry that starts on or before `line` (binary search: a large catalog
    /// with many errors stays linear).
    private static func lastEntry(
        startingBy line: Int, in entries: [(id: String, line: Int)]
    ) -> (id: String, line: Int)? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : entries[low - 1]
    }

    /// A translation with errors is not recorded as current: the errors in the accepted
    /// translations (as the configured profile rates them: a variant without its number
    /// is an error in `release`, a misspelled variable in every profile) are shown, then
    /// a summary naming the messages, and no record is returned.
    private static func refuseTranslationsWithErrors(
        _ acceptance: inout TranslationAcceptance, analysis: CatalogAnalysis
    ) {
        guard !acceptance.accepted.isEmpty else { return }
        let accepted = Set(acceptance.accepted)
        // Per file path: its locale, catalog and entries' first lines, in file order.
        var files: [String: (locale: String, catalog: String, entries: [(id: String, line: Int)])] = [:]
        for units in analysis.parsedUnits {
            for unit in units.values {
                var entries: [(id: String, line: Int)] = []
                for entry in unit.resource.body {
                    let id: String
                    switch entry {
                    case .message(let message): id = message.id.name
                    case .term(let term): id = "-" + term.id.name
                    default: continue
                    }
                    entries.append((id, entry.span.start.line))
                }
                files[unit.file.path] = (unit.locale.tag, unit.file.catalogName, entries)
            }
        }
        var blocking: [Diagnostic] = []
        var refused: [String] = []
        for diagnostic in analysis.diagnostics.sorted where diagnostic.severity == .error {
            guard let location = diagnostic.location, let file = files[location.file],
                let entry = lastEntry(startingBy: location.line, in: file.entries),
                accepted.contains(.init(locale: file.locale, catalog: file.catalog, message: entry.id))
            else { continue }
            blocking.append(diagnostic)
            if !refused.contains(entry.id) { refused.append(entry.id) }
        }
        guard !blocking.isEmpty else { return }
        let names = refused.map { "'\($0)'" }.joined(separator: ", ")
        let locale = acceptance.accepted[0].locale
        acceptance.diagnostics += blocking
        acceptance.diagnostics.append(
            Diagnostic(
                .error, .unacceptableTranslation,
                "nothing was recorded: the \(locale) translation\(refused.count == 1 ? "" : "s") of \(names) \(refused.count == 1 ? "has" : "have") the errors above; fix them (or accept only the other messages by naming them), then run 'catalogc accept \(locale)' again",
                at: nil))
        acceptance.lock = nil
        acceptance.accepted = []
    }
}

/// Locale tags as users type them: case-insensitive, `_` for `-`.
enum LocaleMatching {
    static func key(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
