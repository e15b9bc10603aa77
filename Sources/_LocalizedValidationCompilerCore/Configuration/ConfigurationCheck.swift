import LocalizedValidationIntl

/// The configuration pass: `catalogc.json`'s values, before any folder is read.
extension CatalogAnalysis {
    var configurationLocation: FileLocation? { input.configurationLocation }

    /// Validates the configuration; returns the canonical source tag.
    mutating func validateConfiguration() -> String? {
        var sourceTag: String?
        do {
            sourceTag = try IntlLocale(configuration.sourceLocale).identifier
        } catch {
            diagnostics.emit(
                Diagnostic(.error, .invalidConfiguration, "sourceLocale: \(error)", at: configurationLocation))
        }
        for (key, values) in configuration.fallbacks {
            for tag in [key] + values where (try? IntlLocale(tag)) == nil {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidConfiguration, "fallbacks: '\(tag)' is not a valid BCP 47 locale identifier",
                        at: configurationLocation))
            }
        }
        return diagnostics.hasErrors ? nil : sourceTag
    }
}
