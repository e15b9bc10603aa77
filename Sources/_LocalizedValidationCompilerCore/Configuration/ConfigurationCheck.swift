import LocalizedValidationIntl

/// The configuration pass: `catalogc.json`'s values, before any folder is read.
extension CatalogAnalysis {
    var configurationLocation: FileLocation? { input.configurationLocation }

    /// Validates the configuration; returns the canonical source tag.
    mutating func validateConfiguration() -> String? {
        var sourceTag: String?
        do {
            sourceTag = try IntlLocale(configuration.sourceLocale, allowingRootData: true).identifier
        } catch {
            diagnostics.emit(
                Diagnostic(.error, .invalidConfiguration, "sourceLocale: \(error)", at: configurationLocation))
        }
        for (key, values) in configuration.fallbacks {
            for tag in [key] + values where (try? IntlLocale(tag, allowingRootData: true)) == nil {
                diagnostics.emit(
                    Diagnostic(
                        .error, .invalidConfiguration, "fallbacks: '\(tag)' is not a valid BCP 47 locale identifier",
                        at: configurationLocation))
            }
        }
        checkFunctions()
        return diagnostics.hasErrors ? nil : sourceTag
    }

    /// The app's function declarations: Fluent names that are not built in, known
    /// types, and result values a variant key can name.
    private mutating func checkFunctions() {
        func fail(_ message: String) {
            diagnostics.emit(Diagnostic(.error, .invalidConfiguration, message, at: configurationLocation))
        }
        let typeNames = { (types: [ArgumentType]) in types.map(\.rawValue).joined(separator: ", ") }
        for (name, function) in configuration.functions.sorted(by: { $0.key < $1.key }) {
            if !Self.isFunctionName(name) {
                fail(
                    "functions: '\(name)' is not a Fluent function name: upper-case ASCII letters, digits, '_' and '-', such as PLATFORM"
                )
            } else if Lowerer.builtInFunctions.contains(name) {
                fail("functions: '\(name)' is built in; give the app's function another name")
            }
            for type in function.arguments
            where ArgumentType(rawValue: type).map(AppFunction.argumentTypes.contains) != true {
                fail(
                    "functions.\(name).arguments: '\(type)' is not an argument type; use \(typeNames(AppFunction.argumentTypes))"
                )
            }
            for (option, type) in function.options.sorted(by: { $0.key < $1.key }) {
                if !Self.isOptionName(option) {
                    fail("functions.\(name).options: '\(option)' is not a Fluent identifier such as maxLength")
                }
                if ArgumentType(rawValue: type).map(AppFunction.optionTypes.contains) != true {
                    fail(
                        "functions.\(name).options.\(option): '\(type)' is not an option type; use \(typeNames(AppFunction.optionTypes))"
                    )
                }
            }
            if case .values(let values) = function.result {
                if values.isEmpty { fail("functions.\(name).result: list at least one value") }
                var seen = Set<String>()
                for value in values {
                    if !Self.isOptionName(value) {
                        fail(
                            "functions.\(name).result: '\(value)' is not a Fluent identifier a variant key can name, such as windows"
                        )
                    } else if !seen.insert(value).inserted {
                        fail("functions.\(name).result: '\(value)' is listed twice")
                    }
                }
            }
        }
    }

    /// A Fluent function name: `[A-Z][A-Z0-9_-]*`.
    static func isFunctionName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, (0x41...0x5A).contains(first) else { return false }
        return bytes.allSatisfy { (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D }
    }

    /// A Fluent identifier: `[a-zA-Z][a-zA-Z0-9_-]*`.
    static func isOptionName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D }
    }
}
