import LocalizedValidationIntl

/// Catalog files a translation lacks, or has that the source does not (a pseudo-locale has
/// none: it is made from the source's).
extension CatalogAnalysis {
    mutating func reportCatalogFiles(
        units: [[String: CatalogUnit]], locales: [LocaleInfo], sourceCatalogs: Set<String>
    ) {
        // Without the library's folder the app's texts for the built-in messages look like
        // a catalog of the app's own (in the source locale) or one without a source (in
        // another): say how they are checked.
        func builtInHint(_ name: String) -> String {
            name == CatalogLayout.builtInCatalogName
                ? "; if these are the app's texts for LocalizedValidation's built-in messages, the plugins check and compile them against the library: give catalogc check and generate --built-in-messages <LocalizedValidation>/Locales"
                : ""
        }
        for (index, locale) in locales.enumerated().dropFirst() where pseudoLocaleMethods[index] == nil {
            for name in sourceCatalogs.sorted() where units[index][name] == nil {
                diagnostics.emit(
                    Diagnostic(
                        missingSeverity, .missingCatalog,
                        "\(input.rootPath)/\(locale.directory) has no \(name).ftl; its messages fall back to another locale\(builtInHint(name))",
                        at: nil,
                        notes: [
                            .init(
                                "source catalog",
                                at: units[0][name].map { FileLocation(file: $0.file.path, line: 1, column: 1) })
                        ]))
            }
            for (name, unit) in units[index].sorted(by: { $0.key < $1.key }) where !sourceCatalogs.contains(name) {
                // A file of terms only serves the locale's other files (one bundle): nothing lost.
                guard !unit.messageOrder.isEmpty else { continue }
                let terms = unit.termPositions.isEmpty ? "" : " (its terms still serve the locale's other files)"
                diagnostics.emit(
                    Diagnostic(
                        .warning, .extraCatalog,
                        "the source locale has no \(name).ftl, so this file's messages are not compiled\(terms); remove it or add the source catalog\(builtInHint(name))",
                        at: FileLocation(file: unit.file.path, line: 1, column: 1)))
            }
        }
    }
}
