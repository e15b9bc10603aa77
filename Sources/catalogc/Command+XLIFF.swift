import Foundation
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

extension Command {
    static let export = Command(
        name: "export",
        summary: "Write one locale's translations as XLIFF 2.0 or gettext PO for a CAT tool.",
        help: """
            USAGE: catalogc export [<catalogs>] --locale <tag> --output <file.xlf|file.po|->
                   [options]

            Writes an XLIFF 2.0 document with one unit per message, attribute and variant
            (plural variants in the locale's own categories), the source text beside the
            current translation, the translator comments, the variables, the numbers each
            plural category is used for, and each translation's state (initial, translated,
            final; a stale one is initial with subState catalogc:stale). Variables and
            references are <ph> placeholders whose equiv is their Fluent text.
            Give the file back with 'catalogc import'.

            With --format po (or an --output ending in .po) the file is gettext PO instead,
            for PO editors (Poedit, Weblate, translate-toolkit): the same units, each an
            entry whose msgctxt is <Catalog>/<unit id>, msgid the source text and msgstr
            the translation (empty when missing); placeables are their Fluent text
            ({ $count }), comments, variables and plural sample numbers are #. comments,
            the source's file:line a #: reference, and a stale translation is #, fuzzy.

            OPTIONS:
            \(catalogOptionsHelp(operand: true))
              --locale <tag>          The locale to translate into (required).
              --output <file>         Where to write the file, - for standard output (required).
              --format <format>       xliff or po (default: po for an --output ending in .po,
                                      else xliff).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions.union(["locale", "output", "format"]),
        flagOptions: []
    ) { arguments in
        guard let locale = arguments.options["locale"] else {
            throw CommandLineArguments.UsageError(description: "--locale is required: the locale to translate into")
        }
        guard let output = arguments.options["output"] else {
            throw CommandLineArguments.UsageError(
                description: "--output is required: the XLIFF or PO file to write, or - for standard output")
        }
        let format = try TranslationFileFormat(option: arguments.options["format"], path: output)
        let (input, loadDiagnostics) = try arguments.loadInput()
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        let (xliff, diagnostics) =
            format == .po
            ? FluentCatalogs.exportPO(input, locale: locale) : FluentCatalogs.exportXLIFF(input, locale: locale)
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
        summary: "Read translations back from an XLIFF 2.0 or PO file into the .ftl files.",
        help: """
            USAGE: catalogc import <file.xlf|file.po> [options]

            Reads a document made by 'catalogc export' and filled in by a translator or a
            CAT tool, and writes the translations into the locale's .ftl files (formatted;
            only files whose text changes are written). A unit without a target keeps the
            existing translation, as does one of only white space. Units may be in nested
            <group>s; a unit's <segment>s and <ignorable>s are joined in order. The file's
            language (trgLang, PO Language) must be a locale folder of the project, unless
            --new-locale is given. Unknown units and broken placeholders are errors at their
            line and column, and then nothing is written. What is written reads back as
            exactly the imported text (characters Fluent would misread are written as
            { "." } string literals) and passes 'check' and 'fmt --check'; a selection
            some of whose units have no target, and nothing to keep, is not imported (a
            warning names the units); control characters, a file that is not UTF-8 and
            DOCTYPE or entity declarations are refused. Translations whose text changed,
            or whose state the translator raised (translated, reviewed, final), are
            accepted in the translation record (catalogc.lock), as 'catalogc accept' does;
            a unit whose source text in the file is not the current one is written but not
            accepted, with a warning.

            A PO file (--format po, or a name ending in .po) is read the same way: its
            header's Language is the locale, each msgctxt names its unit, an empty msgstr
            keeps the translation, every { … } must be one of the source's placeables
            (moved, not edited; write a brace as { "{" }), and a #, fuzzy entry's text is
            imported but not accepted.

            OPTIONS:
            \(catalogOptionsHelp(operand: false))
              --format <format>       xliff or po (default: po for a file ending in .po, else xliff).
              --new-locale            Add the file's language as a new locale when the project
                                      has no folder for it (default: refuse the file, naming
                                      the project's locale of the same language).
              --quiet                 Print no summary line (default: print it).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions.union(["format"]),
        flagOptions: ["quiet", "new-locale"]
    ) { arguments in
        guard arguments.positional.count == 1, let file = arguments.positional.first else {
            throw CommandLineArguments.UsageError(description: "give one XLIFF or PO file to import")
        }
        let format = try TranslationFileFormat(option: arguments.options["format"], path: file)
        let catalogs = try arguments.catalogsPath(operand: false)
        // Catalogs and record are read and written under the folder's lock, as `accept` does.
        return try CatalogsFolderLock.whileHolding(catalogs) {
            try importLocked(file, format: format, arguments, catalogs: catalogs)
        }
    }

    /// `import` once the catalogs folder is locked.
    private static func importLocked(
        _ file: String, format: TranslationFileFormat, _ arguments: CommandLineArguments, catalogs: String
    ) throws(CommandLineArguments.UsageError) -> Int32 {
        let (input, loadDiagnostics) = try arguments.loadInput(operand: false)
        Output.diagnostics(loadDiagnostics)
        guard let input else { return ExitCode.inputErrors }
        guard let bytes = FileManager.default.contents(atPath: file) else {
            Output.diagnostics([Diagnostic(.error, .unreadableInput, "cannot read \(file)", at: nil)])
            return ExitCode.inputErrors
        }
        let result =
            format == .po
            ? FluentCatalogs.importPO(
                input, po: [UInt8](bytes), path: file, newLocale: arguments.flags.contains("new-locale"))
            : FluentCatalogs.importXLIFF(
                input, xliff: [UInt8](bytes), path: file, newLocale: arguments.flags.contains("new-locale"))
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
            let (reloaded, _) = try arguments.loadInput(operand: false)
            guard let reloaded else { return ExitCode.inputErrors }
            let acceptance = FluentCatalogs.acceptTranslations(reloaded, locale: locale, messages: result.accepted)
            Output.diagnostics(acceptance.diagnostics)
            guard let lock = acceptance.lock, !acceptance.hasErrors else { return ExitCode.inputErrors }
            guard
                writeTranslationLock(lock.serialized(), replacing: reloaded.translationLock?.contents, in: catalogs)
            else { return ExitCode.inputErrors }
        }
        guard !arguments.flags.contains("quiet") else { return ExitCode.success }
        print(
            "catalogc: imported \(locale): \(result.files.count) file\(result.files.count == 1 ? "" : "s") written, \(result.accepted.count) translation\(result.accepted.count == 1 ? "" : "s") accepted"
        )
        return ExitCode.success
    }
}
