import Testing
import _LocalizedValidationCompilerCore

@Suite("Pseudo-locales")
struct PseudoLocaleTests {
    static let source = """
        # Shown under a field the user left empty.
        required = { $field } is required.
        files =
            { $count ->
                [one] One file
               *[other] { $count } files
            }
        -brand = Shop
        welcome = Welcome to { -brand }!
            .title = Hello
        big = Over { 1000 } items
        """

    static func input(pseudoLocales: [String], extraFolders: [String] = []) -> CompilerInput {
        var configuration = CompilerConfiguration()
        configuration.pseudoLocales = pseudoLocales
        let files = [
            CatalogFile(
                path: "Locales/en/Messages.ftl", localeDirectory: "en", catalogName: "Messages",
                contents: Array(source.utf8))
        ]
        return CompilerInput(
            files: files, localeDirectories: ["en"] + extraFolders, configuration: configuration,
            configurationPath: "Locales/catalogc.json")
    }

    static func compiled(_ pseudoLocales: [String]) -> (locale: String, messages: String, diagnostics: [Diagnostic]) {
        let result = FluentCatalogs.compile(input(pseudoLocales: pseudoLocales))
        let locale = result.files.first { $0.name == "CatalogLocale.swift" }?.contents ?? ""
        let messages = result.files.first { $0.name == "Messages.swift" }?.contents ?? ""
        return (locale, messages, result.diagnostics)
    }

    @Test func accentedIsLongerBracketedAndKeepsPlaceables() {
        let (locale, messages, diagnostics) = Self.compiled(["en-XA"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(locale.contains(#"case enXA = "en-XA""#))
        // Rendered with the source's rules and formats.
        #expect(
            locale.contains(
                """
                    private static let enXARuntime = LocaleRuntime(
                        "en",
                        cardinal: PluralRuleSet([
                            // one: i = 1 and v = 0
                """))
        #expect(messages.contains(#"_text.append(" îš ŕéǫûîŕéð. one two]")"#), "\(messages)")
        #expect(messages.contains(#"_text.append("Öñé ƒîļé")"#))
        #expect(messages.contains(#"return "[Ĥéļļö one]""#))
        // The term is disguised but not bracketed: brackets mark whole messages.
        #expect(messages.contains("\"Šĥöþ\""))
        #expect(!messages.contains("[Šĥöþ"))
    }

    @Test func bidiWrapsEveryWordInRightToLeftOverride() {
        let (locale, messages, diagnostics) = Self.compiled(["ar-XB"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(locale.contains(#"case arXB = "ar-XB""#))
        #expect(
            locale.contains(
                """
                    private static let arXBRuntime = LocaleRuntime(
                        "en",
                        cardinal: PluralRuleSet([
                            // one: i = 1 and v = 0
                """))
        // Swift literals spell the controls as escapes.
        #expect(messages.contains(#"\u{200F}\u{202E}files\u{202C}\u{200F}"#), "\(messages)")
        // Literals are formatted as the source formats them, not with Arabic digits.
        #expect(messages.contains(#"\u{200F}\u{202E}Over\u{202C}\u{200F} 1,000 \u{200F}"#), "\(messages)")
    }

    @Test func methodsKeepTextMeaningful() {
        let accented = PseudoLocales.Method(tag: "en-XA")
        #expect(accented.disguise("Save 2 files") == "Šåṽé 2 ƒîļéš")
        let bidi = PseudoLocales.Method(tag: "ar-XB")
        #expect(bidi.disguise("a b") == "\u{200F}\u{202E}a\u{202C}\u{200F} \u{200F}\u{202E}b\u{202C}\u{200F}")
        // About 40% longer, at least one word.
        #expect(PseudoLocales.Method.padding(forLength: 20).unicodeScalars.count >= 8)
        #expect(PseudoLocales.Method.padding(forLength: 0) == " one")
    }

    @Test func unknownOrExistingPseudoLocaleIsAConfigurationError() {
        let unknown = FluentCatalogs.check(Self.input(pseudoLocales: ["fr-XA"]))
        #expect(unknown.contains { $0.id == .invalidConfiguration && $0.message.contains("'fr-XA'") })
        let clash = FluentCatalogs.check(Self.input(pseudoLocales: ["en-XA"], extraFolders: ["en-XA"]))
        #expect(clash.contains { $0.id == .invalidConfiguration && $0.message.contains("also has a folder") })
    }

    @Test func withoutConfigurationNothingChanges() {
        let (locale, _, _) = Self.compiled([])
        #expect(!locale.contains("XA"))
    }

    @Test func pseudoLocalesAreNotTrackedAsTranslations() {
        let input = Self.input(pseudoLocales: ["en-XA"])
        let (table, _) = FluentCatalogs.translationStates(input)
        #expect(table?.locales == ["en"])
        let acceptance = FluentCatalogs.acceptTranslations(input, locale: "en-XA", messages: [])
        #expect(acceptance.hasErrors)
    }
}
