import CatalogCompiler
import Foundation

extension Command {
    static let export = Command(
        name: "export",
        summary: "Write one locale's translations as XLIFF 2.0 for a CAT tool.",
        help: """
            USAGE: catalogc export [<catalogs>] --locale <tag> --output <file.xlf>

            Writes an XLIFF 2.0 document with one unit per message, attribute and variant
            (plural variants in the locale's own categories), the source text beside the
            current translation, the translator comments, the variables, the numbers each
            plural category is used for, and each translation's state (initial, translated,
            final; a stale one is initial with subState catalogc:stale). Variables and
            references are <ph> placeholders whose equiv is their Fluent text.
            Give the file back with 'catalogc import'.

            The catalogs folder defaults to Locales.

            OPTIONS:
              --catalogs <dir>        The catalogs folder (or give it as the only argument).
              --config <file>         The configuration (default: <catalogs>/catalogc.json).
              --source-locale <tag>   Override the configuration's source locale.
              --locale <tag>          The locale to translate into.
              --output <file>         Where to write the XLIFF document (- for standard output).
              -h, --help              Show this help.
            """,
        valueOptions: ["catalogs", "config", "source-locale", "locale", "output"],
        flagOptions: []
    ) { arguments in
        guard let locale = arguments.options["locale"] else {
            throw CommandLineArguments.UsageError(description: "give --locale, the locale to translate into")
        }
        guard let output = arguments.options["output"] else {
            throw CommandLineArguments.UsageError(description: "give --output, the XLIFF file to write")
        }
        let (input, loadDiagnostics) = try arguments.loadTranslatorInput()
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        let (xliff, diagnostics) = FluentCatalogs.exportXLIFF(input, locale: locale)
        Output.diagnostics(diagnostics)
        guard let xliff else { return ExitCode.inputErrors }
        if output == "-" {
            FileHandle.standardOutput.write(Data(xliff))
            return ExitCode.success
        }
        do {
            try Data(xliff).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            Output.diagnostics([Diagnostic(.error, .unwritableOutput, "cannot write \(output): \(error)", at: nil)])
            return ExitCode.inputErrors
        }
        return ExitCode.success
    }

    static let importXLIFF = Command(
        name: "import",
        summary: "Read translations back from an XLIFF 2.0 file into the .ftl files.",
        help: """
            USAGE: catalogc import <file.xlf> [--catalogs <dir>]

            Reads a document made by 'catalogc export' and filled in by a translator or a
            CAT tool, and writes the translations into the locale's .ftl files (formatted;
            only files whose text changes are written). A unit without a target keeps the
            existing translation. Unknown units and broken placeholders are errors at their
            line and column, and then nothing is written. Translations whose text changed,
            or whose state the translator raised (translated, reviewed, final), are
            accepted in the translation record (catalogc.lock), as 'catalogc accept' does.

            OPTIONS:
              --catalogs <dir>        The catalogs folder (default: Locales).
              --config <file>         The configuration (default: <catalogs>/catalogc.json).
              -h, --help              Show this help.
            """,
        valueOptions: ["catalogs", "config"],
        flagOptions: []
    ) { arguments in
        guard arguments.positional.count == 1, let file = arguments.positional.first else {
            throw CommandLineArguments.UsageError(description: "give one XLIFF file to import")
        }
        let catalogs = arguments.options["catalogs"] ?? CatalogLayout.folderName
        let (input, loadDiagnostics) = CatalogDirectory.load(catalogs, configurationPath: arguments.options["config"])
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            Output.diagnostics([Diagnostic(.error, .unreadableInput, "cannot read \(file)", at: nil)])
            return ExitCode.inputErrors
        }
        let result = FluentCatalogs.importXLIFF(input, xliff: [UInt8](bytes), path: file)
        Output.diagnostics(result.diagnostics)
        guard !result.hasErrors, let locale = result.locale else { return ExitCode.inputErrors }
        do {
            for (path, contents) in result.files {
                if FileManager.default.fileExists(atPath: path) {
                    try FileReplacement.replaceContents(ofFileAt: path, with: contents)
                } else {
                    let folder = (path as NSString).deletingLastPathComponent
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    try Data(contents).write(to: URL(fileURLWithPath: path), options: .atomic)
                }
            }
        } catch {
            Output.diagnostics([Diagnostic(.error, .unwritableOutput, "\(error)", at: nil)])
            return ExitCode.inputErrors
        }
        if !result.accepted.isEmpty {
            // The record is computed from the catalogs as now written.
            let (reloaded, _) = CatalogDirectory.load(catalogs, configurationPath: arguments.options["config"])
            guard let reloaded else { return ExitCode.inputErrors }
            let acceptance = FluentCatalogs.acceptTranslations(reloaded, locale: locale, messages: result.accepted)
            Output.diagnostics(acceptance.diagnostics)
            guard let lock = acceptance.lock, !acceptance.hasErrors else { return ExitCode.inputErrors }
            guard
                writeTranslationLock(lock.serialized(), replacing: reloaded.translationLock?.contents, in: catalogs)
            else { return ExitCode.inputErrors }
        }
        print(
            "catalogc: imported \(locale): \(result.files.count) file\(result.files.count == 1 ? "" : "s") written, \(result.accepted.count) translation\(result.accepted.count == 1 ? "" : "s") accepted"
        )
        return ExitCode.success
    }
}

extension CommandLineArguments {
    /// The catalogs of a translator's command (export, preview): as `loadInput()`, but the
    /// folder defaults to `Locales`, as for `accept` and `import`.
    func loadTranslatorInput() throws(UsageError) -> (input: CompilerInput?, diagnostics: [Diagnostic]) {
        guard positional.isEmpty, options["catalogs"] == nil else { return try loadInput() }
        var (input, diagnostics) = CatalogDirectory.load(
            CatalogLayout.folderName, configurationPath: options["config"])
        if let source = options["source-locale"] { input?.configuration.sourceLocale = source }
        return (input, diagnostics)
    }
}
