import FuzzSupport
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// Fluent catalogs: parse → serialize → reparse (the same tree), `catalogc fmt`'s
/// idempotence, then the compiler's checks and code generation. One input is up to
/// three catalogs separated by NUL bytes, for the locales `en` (the source), `ru` and
/// `pt-BR`; a plain `.ftl` file is an `en`-only catalog.
enum CatalogHarness {
    static let locales = ["en", "ru", "pt-BR"]
    /// Above this many bytes only the parser and the serializer run, so that fuzzing
    /// time goes to new code paths rather than to compiling long inputs.
    static let compileLimit = 8 * 1024

    static func run(_ input: FuzzInput) {
        let parts = input.parts(separatedBy: 0, maximumParts: locales.count)
        for part in parts {
            checkFormatter(Array(part))
            _ = checkRoundTrip(Array(part))
        }
        guard input.bytes.count <= compileLimit else { return }
        let files = zip(locales, parts).map { locale, part in
            CatalogFile(
                path: "Locales/\(locale)/Fuzz.ftl", localeDirectory: locale, catalogName: "Fuzz", contents: Array(part))
        }
        var configuration = CompilerConfiguration()
        // Debug reports missing translations as warnings, so more inputs reach code generation.
        configuration.profile = input.bytes.count % 2 == 0 ? .debug : .release
        configuration.fallbacks = ["pt-BR": ["ru"]]
        let result = FluentCatalogs.compile(CompilerInput(files: files, configuration: configuration))
        if result.hasErrors {
            fuzzRequire(result.files.isEmpty, "files were generated despite errors")
        } else {
            fuzzRequire(!result.files.isEmpty, "no files were generated and no error was reported")
            for file in result.files {
                fuzzRequire(!file.contents.isEmpty, "generated file \(file.name) is empty")
            }
        }
    }

    /// parse → serialize → parse gives the same tree (source positions aside), and
    /// serializing the reparsed tree gives the same text. Junk is left out of the
    /// serialization: its text is kept verbatim, so reading it back may join it with
    /// what follows, which is not a property of the serializer.
    /// - Returns: The parsed source.
    static func checkRoundTrip(_ source: [UInt8]) -> Resource {
        let parser = FluentParser()
        let serializer = FluentSerializer(includesJunk: false)
        let original = parser.parse(source)
        let formatted = serializer.serialize(original)
        let reparsed = parser.parse(formatted)
        let expected = StructuralDescription.of(original.body.filter { !$0.isJunk })
        let actual = StructuralDescription.of(reparsed.body)
        fuzzRequire(
            expected == actual,
            "round trip changed the syntax tree\n--- formatted:\n\(formatted)\n--- expected:\n\(expected)\n--- actual:\n\(actual)"
        )
        let again = serializer.serialize(reparsed)
        fuzzRequire(
            again == formatted, "serializing is not idempotent\n--- first:\n\(formatted)\n--- second:\n\(again)")
        return original
    }

    /// `catalogc fmt` is idempotent: its output is already canonical.
    static func checkFormatter(_ source: [UInt8]) {
        guard case .success(let formatted?) = FluentCatalogs.format(source, path: "Fuzz.ftl") else { return }
        guard case .success(let second) = FluentCatalogs.format(formatted, path: "Fuzz.ftl") else {
            fuzzRequire(false, "the formatter's output does not format:\n\(FuzzInput.text(formatted))")
            return
        }
        fuzzRequire(second == nil, "formatting is not idempotent:\n\(FuzzInput.text(formatted))")
    }
}

extension Entry {
    var isJunk: Bool {
        if case .junk = self { return true }
        return false
    }
}
