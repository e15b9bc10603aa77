import Foundation
import LocalizedValidationCLDR
import LocalizedValidationIntl

/// Compiles an app's catalogs when the app uses LocalizedValidation's built-in messages:
/// the app's own catalogs as usual, and its `<locale>/ValidationMessage.ftl` files as a
/// second catalog set whose source is the library's (so every check a translation gets
/// applies: message ids, variables and their types, plural categories, genders), rendered
/// into one file, `<LocaleType>+ValidationMessage.swift`.
///
/// In a locale the library ships, the app's file may give any of the messages (the
/// library's text serves the rest); in a locale it lacks, every message (else the rest
/// would be English in a response labelled with that locale). A message id the library
/// does not have is an error: it would never be shown. Each app locale that ends up with
/// no built-in messages is a warning naming the file to add.
struct BuiltInOverrides {
    let input: CompilerInput
    let builtIn: BuiltInMessages
    /// The app's catalogs without its texts for the built-in messages.
    let appInput: CompilerInput
    /// The app's texts for the built-in messages, one file per locale.
    let texts: [CatalogFile]

    init(_ input: CompilerInput, _ builtIn: BuiltInMessages) {
        self.input = input
        self.builtIn = builtIn
        var appInput = input
        appInput.builtInMessages = nil
        appInput.files = input.files.filter { $0.catalogName != BuiltInMessages.catalogName }
        self.appInput = appInput
        texts = input.files.filter { $0.catalogName == BuiltInMessages.catalogName }
    }

    func compile() -> CompilerResult {
        let app = CompilerPipeline(appInput)
        var (files, diagnostics) = app.render()
        let seen = Set(diagnostics.diagnostics)
        var complete: Set<String> = []
        if !texts.isEmpty {
            let overrides = compileTexts()
            for diagnostic in overrides.diagnostics where !seen.contains(diagnostic) { diagnostics.emit(diagnostic) }
            complete = overrides.complete
            if let file = overrides.file { files.append(file) }
        }
        warnAboutLocalesWithoutMessages(app.model, complete: complete, into: &diagnostics)
        return CompilerResult(files: diagnostics.hasErrors ? [] : files, diagnostics: diagnostics.sorted)
    }

    /// Appended to the library's source tag when the app rewords that language
    /// (``compileTexts()``): a private-use subtag, so plural rules and genders stay the
    /// language's own.
    static let librarySourceSuffix = "-x-library"

    /// Whether the library ships a locale's messages, as negotiation at run time decides
    /// it (`ValidationLocale(bestMatching:)`, the same negotiator): `pt` is served by
    /// `pt-BR`, `nl` by nothing.
    func libraryServes(_ tag: String) -> Bool {
        LocaleNegotiation.bestMatch(requested: [tag], supported: builtIn.locales) != nil
    }

    /// Checks the app's texts against the library's source and renders them; returns the
    /// tags whose file gives every message.
    private func compileTexts() -> (diagnostics: [Diagnostic], file: GeneratedFile?, complete: Set<String>) {
        // The app may reword the library's source language too (an English app its
        // English texts). Its file is then a translation of the library's source, which
        // is compiled under a private-use tag of its own language: same plural rules and
        // genders, but a locale the app's file cannot collide with, and one never
        // rendered (only the app's locales are).
        var source = builtIn.source
        let sourceKey = CatalogLayout.tagKey(builtIn.sourceTag)
        if texts.contains(where: { CatalogLayout.tagKey($0.localeDirectory) == sourceKey }) {
            source = CatalogFile(
                path: source.path, localeDirectory: builtIn.sourceTag + Self.librarySourceSuffix,
                catalogName: source.catalogName, contents: source.contents)
        }
        var configuration = CompilerConfiguration()
        configuration.sourceLocale = source.localeDirectory
        configuration.localeTypeName = input.configuration.localeTypeName
        configuration.accessLevel = input.configuration.accessLevel
        configuration.profile = input.configuration.profile
        configuration.messageType = builtIn.messageType
        let pipeline = CompilerPipeline(
            CompilerInput(files: [source] + texts, configuration: configuration, rootPath: input.rootPath))
        let byPath = Dictionary(texts.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        for diagnostic in pipeline.diagnostics.sorted {
            guard let path = diagnostic.location?.file, let file = byPath[path] else {
                diagnostics.append(diagnostic)
                continue
            }
            let tag =
                (try? IntlLocale(file.localeDirectory, allowingRootData: true))?.identifier ?? file.localeDirectory
            switch diagnostic.id {
            case .missingMessage where libraryServes(tag):
                continue  // the library's text serves the messages the app leaves out
            case .missingMessage:
                diagnostics.append(
                    Diagnostic(
                        .error, .missingMessage,
                        diagnostic.message.replacingFirst(
                            "(until then the fallback locale's text is shown)",
                            with:
                                "(LocalizedValidation has no \(tag) texts, so the app's file must give every built-in message)"
                        ),
                        at: diagnostic.location, notes: diagnostic.notes))
            case .extraMessage:
                diagnostics.append(
                    Diagnostic(
                        .error, .extraMessage,
                        diagnostic.message.replacingFirst(
                            "remove it or add it to \(builtIn.source.path)",
                            with: "check the id against the built-in messages in \(builtIn.source.path)"),
                        at: diagnostic.location, notes: diagnostic.notes))
            default:
                diagnostics.append(diagnostic)
            }
        }
        guard let swift = pipeline.swift, let catalog = swift.catalogs.first else { return (diagnostics, nil, []) }
        var complete: Set<String> = []
        var overriding: [Int] = []
        for index in swift.locales.indices.dropFirst() where catalog.units[index] != nil {
            overriding.append(index)
            if catalog.messages.allSatisfy({ $0.renderings[index].value?.locale == index }) {
                complete.insert(swift.locales[index].tag)
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return (diagnostics, nil, complete) }
        let renderer = SwiftRenderer(model: swift, declaresOwnFormatting: true)
        do {
            let file = try renderer.builtInMessagesFile(catalog, locales: overriding, complete: complete)
            return (diagnostics, file, complete)
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, .invalidLocaleDirectory,
                    "cannot bake ICU \(ICULibrary.version)'s data for the app's texts of the built-in messages in \(overriding.map { swift.locales[$0].tag }.joined(separator: ", ")): \(error)",
                    at: nil))
            return (diagnostics, nil, complete)
        }
    }

    /// An app locale with no built-in messages would answer in the library's source
    /// language under its own tag; negotiation leaves it out, and the build says so.
    private func warnAboutLocalesWithoutMessages(
        _ model: CatalogSetModel?, complete: Set<String>, into diagnostics: inout DiagnosticCollector
    ) {
        guard let model else { return }
        for locale in model.locales where !PseudoLocales.isPseudo(locale.tag, in: input.configuration) {
            guard !complete.contains(locale.tag), !libraryServes(locale.tag) else { continue }
            let folder = "\(input.rootPath)/\(locale.directory)"
            let file = appInput.files.filter { $0.localeDirectory == locale.directory }.map(\.path).min()
            diagnostics.emit(
                Diagnostic(
                    .warning, .missingBuiltInMessages,
                    "LocalizedValidation has no built-in messages in \(locale.tag) (it has \(builtIn.locales.joined(separator: ", "))): responses are never labelled \(locale.tag) with English validation messages, so requests for \(locale.tag) are answered in another of the app's locales; add \(folder)/\(BuiltInMessages.catalogName).ftl with every message of \(builtIn.source.path)",
                    at: file.map { FileLocation(file: $0, line: 1, column: 1) }))
        }
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
