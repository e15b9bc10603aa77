/// Compiles, checks, formats and reports on Fluent message catalogs: the compiler's
/// public entry points.
///
/// The compiler is pure: it takes the contents of the catalog files and returns the
/// generated Swift text and diagnostics; reading folders and writing files is the
/// caller's job (`catalogc`, the build plugin; ``CatalogDirectory`` and
/// ``OutputWriter`` help). Every locale is checked against the source locale — missing
/// and extra messages, variables and their types, plural categories against ICU's
/// rules, references, Swift naming — and each problem is reported at the line and
/// column of the file at fault.
///
/// ```swift
/// let result = FluentCatalogs.compile(CompilerInput(files: files))
/// for diagnostic in result.diagnostics { print(diagnostic) }
/// if !result.hasErrors { write(result.files) }
/// ```
public enum FluentCatalogs {
    /// Checks the catalogs and, when there is no error, generates Swift.
    ///
    /// - Parameter input: The catalog files and configuration.
    /// - Returns: The generated files (none when any diagnostic is an error) and every
    ///   diagnostic, sorted by location.
    public static func compile(_ input: CompilerInput) -> CompilerResult {
        if let builtIn = input.builtInMessages { return BuiltInOverrides(input, builtIn).compile() }
        let rendered = CompilerPipeline(input).render()
        return CompilerResult(files: rendered.files, diagnostics: rendered.diagnostics.sorted)
    }

    /// Checks and generates as ``compile(_:)`` does, and calls `body` with the result
    /// while the checked catalogs are still in memory.
    ///
    /// For a process that ends inside `body` (`catalogc generate` exits there once the
    /// files are written): it never frees the syntax trees, models and generated text,
    /// about a thirtieth of a large set's generation. Anything else calls ``compile(_:)``.
    ///
    /// - Returns: What `body` returns, once the catalogs are freed.
    package static func compile<Result>(
        _ input: CompilerInput, beforeFreeing body: (CompilerResult) throws -> Result
    ) rethrows -> Result {
        if input.builtInMessages != nil { return try body(compile(input)) }
        let pipeline = CompilerPipeline(input)
        return try withExtendedLifetime(pipeline) {
            let rendered = pipeline.render()
            return try body(CompilerResult(files: rendered.files, diagnostics: rendered.diagnostics.sorted))
        }
    }

    /// Runs the checks only.
    ///
    /// - Returns: Every diagnostic, sorted by location.
    public static func check(_ input: CompilerInput) -> [Diagnostic] {
        if let builtIn = input.builtInMessages { return BuiltInOverrides(input, builtIn).compile().diagnostics }
        return CompilerPipeline(input, for: .diagnostics).diagnostics.sorted
    }

    /// Runs the checks only, and calls `body` with the diagnostics while the checked
    /// catalogs are still in memory.
    ///
    /// For a process that ends inside `body` (`catalogc check` exits there): it never
    /// frees the syntax trees and models of the check, about a twentieth of the time
    /// of checking a large catalog set. Anything else calls ``check(_:)``; this is for
    /// the package's own command line, not public API.
    ///
    /// - Returns: What `body` returns, once the catalogs are freed.
    package static func check<Result>(
        _ input: CompilerInput, beforeFreeing body: ([Diagnostic]) -> Result
    ) -> Result {
        // The app's texts for the built-in messages are checked against the library's
        // source, a check of its own: the short cut below is for the plain catalogs.
        if input.builtInMessages != nil { return body(check(input)) }
        let pipeline = CompilerPipeline(input, for: .diagnostics)
        return withExtendedLifetime(pipeline) { body(pipeline.diagnostics.sorted) }
    }

    /// The checked model and the diagnostics of the run, for the reports of the
    /// translation tools (`_LocalizedValidationTranslation`).
    ///
    /// - Returns: The model, nil when the catalogs cannot be read at all, and every
    ///   diagnostic sorted by location.
    package static func checkedModel(_ input: CompilerInput) -> (model: CatalogSetModel?, diagnostics: [Diagnostic]) {
        let pipeline = CompilerPipeline(input, for: .report)
        return (pipeline.model, pipeline.diagnostics.sorted)
    }

    /// The canonical text of one `.ftl` file (what `catalogc fmt` writes), or why it is
    /// left alone: a file with syntax errors is never rewritten, as its junk would be
    /// re-indented and the author's text lost.
    ///
    /// - Parameters:
    ///   - contents: The file's bytes.
    ///   - path: The path diagnostics name.
    /// - Returns: `.success(nil)` when the file is already canonical, `.success(bytes)`
    ///   with the new contents, or `.failure` with the reasons it was left alone.
    public static func format(_ contents: [UInt8], path: String) -> Result<[UInt8]?, FormatFailure> {
        FluentFormatter.format(contents, path: path)
    }

    /// ``format(_:path:)`` on a file read from disk.
    public static func format(fileAt path: String) -> Result<[UInt8]?, FormatFailure> {
        FluentFormatter.format(fileAt: path)
    }
}
