/// Compiles Fluent message catalogs into typed Swift.
///
/// The compiler is pure: it takes the contents of the catalog files and returns the
/// generated Swift text and diagnostics; reading folders and writing files is the
/// caller's job (`catalogc`, the build plugin). Every locale is checked against the
/// source locale — missing and extra messages, variables and their types, plural
/// categories against ICU's rules, references, Swift naming — and each problem is
/// reported at the line and column of the file at fault.
///
/// ```swift
/// let result = CatalogCompiler.compile(CompilerInput(files: files))
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// if !result.hasErrors { write(result.files) }
/// ```
public enum CatalogCompiler {
    /// Checks the catalogs and, when there is no error, generates Swift.
    ///
    /// - Parameter input: The catalog files and configuration.
    /// - Returns: The generated files (none when any diagnostic is an error) and every
    ///   diagnostic, sorted by location.
    public static func compile(_ input: CompilerInput) -> CompilerResult {
        let pipeline = CompilerPipeline(input)
        return CompilerResult(files: pipeline.render(), diagnostics: pipeline.diagnostics.sorted)
    }

    /// Runs the checks only.
    ///
    /// - Returns: Every diagnostic, sorted by location.
    public static func check(_ input: CompilerInput) -> [Diagnostic] {
        CompilerPipeline(input).diagnostics.sorted
    }

    /// The names of the files ``compile(_:)`` generates: `<LocaleType>.swift` and one
    /// `<Catalog>.swift` per source catalog. Build plugins declare them as outputs.
    public static func outputFileNames(catalogNames: [String], localeTypeName: String = "CatalogLocale") -> [String] {
        ["\(localeTypeName).swift"] + catalogNames.sorted().map { "\($0).swift" }
    }
}
