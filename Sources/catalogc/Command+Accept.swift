import Foundation
import _LocalizedValidationCompilerCore

extension Command {
    static let accept = Command(
        name: "accept",
        summary: "Mark translations as current in the translation record (catalogc.lock).",
        help: """
            USAGE: catalogc accept <locale> [<message>...] [options]

            Records, in <catalogs>/catalogc.lock, the source text each translation of
            <locale> was made from, so that 'check' reports the translation as stale when the
            source text changes again. Give message ids (cart-items, or Shop.cart-items for one
            catalog's) to accept only those; without any, every translated message of the
            locale is accepted. Run it after checking a translation against a changed source.

            The record is created if there is none, and rewritten atomically otherwise, sorted
            and without the records of messages, translations or locales that no longer
            exist; runs at the same time take turns (a lock on the catalogs folder), so
            each keeps the other's records; a record left with merge conflict markers is written clean (for each
            translation the line matching the current source wins). Commit it with the
            catalogs. Unknown locales or messages are errors, and then nothing is written.

            OPTIONS:
            \(catalogOptionsHelp(operand: false))
              --quiet                 Print no summary line (default: print it).
              -h, --help              Show this help.
            """,
        valueOptions: CommandLineArguments.catalogOptions,
        flagOptions: ["quiet"]
    ) { arguments in
        guard let locale = arguments.positional.first else {
            throw CommandLineArguments.UsageError(description: "give the locale to accept, such as ru")
        }
        let catalogs = try arguments.catalogsPath(operand: false)
        // The record is read and written back under the folder's lock: a run at the same
        // time waits, then starts from this one's record.
        return try CatalogsFolderLock.whileHolding(catalogs) {
            try acceptLocked(locale: locale, arguments, catalogs: catalogs)
        }
    }

    /// `accept` once the catalogs folder is locked.
    private static func acceptLocked(
        locale: String, _ arguments: CommandLineArguments, catalogs: String
    ) throws(CommandLineArguments.UsageError) -> Int32 {
        let (input, loadDiagnostics) = try arguments.loadInput(operand: false)
        Output.diagnostics(loadDiagnostics)
        guard let loaded = input else { return ExitCode.inputErrors }
        let acceptance = FluentCatalogs.acceptTranslations(
            loaded, locale: locale, messages: Array(arguments.positional.dropFirst()))
        Output.diagnostics(acceptance.diagnostics)
        guard let lock = acceptance.lock, !acceptance.hasErrors else { return ExitCode.inputErrors }
        guard writeTranslationLock(lock.serialized(), replacing: loaded.translationLock?.contents, in: catalogs) else {
            return ExitCode.inputErrors
        }
        let path = (catalogs.hasSuffix("/") ? catalogs : catalogs + "/") + TranslationLock.fileName
        if !arguments.flags.contains("quiet") {
            let count = acceptance.accepted.count
            let tag = acceptance.accepted.first?.locale ?? locale
            let stale = acceptance.wereStale == 0 ? "" : " (\(acceptance.wereStale) were stale)"
            print("catalogc: accepted \(count) translation\(count == 1 ? "" : "s") of \(tag)\(stale) in \(path)")
        }
        return ExitCode.success
    }
}

extension Command {
    /// Writes the translation record into the catalogs folder: atomically over an
    /// existing one, and only when its bytes change. False, after a diagnostic, when it
    /// cannot be written.
    static func writeTranslationLock(_ bytes: [UInt8], replacing existing: [UInt8]?, in catalogs: String) -> Bool {
        let path = (catalogs.hasSuffix("/") ? catalogs : catalogs + "/") + TranslationLock.fileName
        do {
            if let existing {
                if existing != bytes { try FileReplacement.replaceContents(ofFileAt: path, with: bytes) }
            } else {
                _ = try OutputWriter.write([(TranslationLock.fileName, bytes)], to: catalogs)
            }
            return true
        } catch {
            Output.diagnostics([Diagnostic(.error, .unwritableOutput, "\(error)", at: nil)])
            return false
        }
    }
}
