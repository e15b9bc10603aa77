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
                locale = try IntlLocale(directory)
            } catch {
                let message: String
                let hyphenated = String(directory.map { $0 == "_" ? "-" : $0 })
                if hyphenated != directory, let suggestion = try? IntlLocale(hyphenated) {
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
                locales.append(
                    LocaleInfo(
                        directory: directory, tag: locale.identifier,
                        cardinal: try PluralRules(locale: locale, type: .cardinal),
                        ordinal: try PluralRules(locale: locale, type: .ordinal)))
            } catch {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidLocaleDirectory, "cannot load plural rules for \(path): \(error)", at: nil))
            }
        }
        return locales
    }

    /// For each locale index, the locale indexes to try, in order: itself, its
    /// configured fallbacks, the source.
    func resolvedFallbacks(_ locales: [LocaleInfo]) -> [[Int]] {
        let indexByTag = Dictionary(uniqueKeysWithValues: locales.enumerated().map { ($0.element.tag, $0.offset) })
        let canonical = configuration.fallbacks.reduce(into: [String: [String]]()) { result, entry in
            guard let key = try? IntlLocale(entry.key).identifier else { return }
            result[key] = entry.value.compactMap { try? IntlLocale($0).identifier }
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
