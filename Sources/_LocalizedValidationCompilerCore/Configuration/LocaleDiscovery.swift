import LocalizedValidationIntl

/// Discovery: which locale folders are valid, and the fallback chain of each.
extension CatalogAnalysis {
    /// The valid locale folders, with their plural rules.
    mutating func validateLocaleDirectories() -> [LocaleInfo] {
        var locales: [LocaleInfo] = []
        var seen: [String: String] = [:]
        for directory in input.localeDirectories.sorted() {
            let path = "\(input.rootPath)/\(directory)"
            let locale: IntlLocale
            do {
                locale = try IntlLocale(directory, allowingRootData: true)
            } catch {
                let message: String
                let hyphenated = String(directory.map { $0 == "_" ? "-" : $0 })
                if hyphenated != directory, let suggestion = try? IntlLocale(hyphenated, allowingRootData: true) {
                    message =
                        "'\(directory)' is not a BCP 47 locale identifier; did you mean \(suggestion.identifier)? Rename the folder \(path)"
                } else {
                    // The error says which: not a tag, no language, or a language without data.
                    message =
                        "cannot compile the locale folder \(path): \(error); rename it, or move it out of the catalogs folder"
                }
                diagnostics.emit(Diagnostic(.error, .invalidLocaleDirectory, message, at: nil))
                continue
            }
            if locale.identifier != directory {
                diagnostics.emit(
                    Diagnostic(
                        .warning, .invalidLocaleDirectory,
                        "write the folder name \(path) in canonical form: \(locale.identifier)", at: nil))
            }
            if let other = seen[locale.identifier] {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidLocaleDirectory,
                        "folders '\(other)' and '\(directory)' are the same locale \(locale.identifier); merge them",
                        at: nil))
                continue
            }
            seen[locale.identifier] = directory
            do {
                let cardinal = try PluralRules(locale: locale, type: .cardinal)
                if locale.dataCoverage != .complete {
                    diagnostics.emit(
                        Diagnostic(
                            .warning, .localeDataFallback,
                            try Self.dataFallbackMessage(locale, path: path, cardinal: cardinal), at: nil))
                }
                locales.append(
                    LocaleInfo(
                        directory: directory, tag: locale.identifier,
                        cardinal: cardinal,
                        ordinal: try PluralRules(locale: locale, type: .ordinal),
                        hasRootPluralRules: locale.dataCoverage == .rootOnly))
            } catch {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidLocaleDirectory, "cannot load plural rules for \(path): \(error)", at: nil))
            }
        }
        return locales
    }

    /// What falls back in a locale ICU has no data for (or only plural rules), and to
    /// what, with examples written by the root data it falls back to.
    static func dataFallbackMessage(_ locale: IntlLocale, path: String, cardinal: PluralRules) throws -> String {
        let version = ICULibrary.version
        let tag = locale.identifier
        var named = "'\(tag)'"
        if let english = try? locale.displayName(in: .english), english != tag, english != locale.languageCode {
            named += " (\(english))"
        }
        let number = try DecimalFormatter(locale: locale).format(1234.5)
        let date = try IntlDateFormat(locale: locale).format(CalendarDate(year: 2024, month: 2, day: 29), style: .short)
        let marks = try locale.quotationMarks()
        let data =
            "numbers, dates and quotation marks are written with ICU's root data (1234.5 as \(number), 29 February 2024 as \(date), quotes as \(marks.start)…\(marks.end))"
        let categories = cardinal.categories.map { "[\($0.rawValue)]" }.joined(separator: ", ")
        let plurals: String
        switch locale.dataCoverage {
        case .rootOnly:
            plurals =
                "ICU \(version) has no data for \(named): its plural rules are root's (\(categories) only), so every number selects [other] or the default variant, and a variant such as [one] is never selected (not repeated per message)"
        case .pluralRulesOnly, .complete:
            plurals =
                "ICU \(version) has the plural rules of \(named) (\(categories)) but no locale data"
        }
        return "the locale folder \(path) compiles with fallback data: \(plurals); \(data)"
    }

    /// For each locale index, the locale indexes to try, in order: itself, its
    /// configured fallbacks, the source.
    func resolvedFallbacks(_ locales: [LocaleInfo]) -> [[Int]] {
        let indexByTag = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($0.element.tag, $0.offset) })
        let canonical = configuration.fallbacks.reduce(into: [String: [String]]()) { result, entry in
            guard let key = try? IntlLocale(entry.key, allowingRootData: true).identifier else { return }
            result[key] = entry.value.compactMap { try? IntlLocale($0, allowingRootData: true).identifier }
        }
        return locales.enumerated().map { index, locale in
            var chain = [index]
            for tag in canonical[locale.tag] ?? [] {
                if let target = indexByTag[tag], !chain.contains(target) { chain.append(target) }
            }
            if !chain.contains(0) { chain.append(0) }
            return chain
        }
    }
}
