import Testing

@testable import _LocalizedValidationCompilerCore

/// The mistakes translators make, each reported once, in words that say what to type.
@Suite("Translator diagnostics")
struct TranslatorDiagnosticTests {
    private static let files = "files = { $count ->\n    [one] one file\n   *[other] { $count } files\n}\n"

    // MARK: Plural severity

    @Test(
        "missing-plural-category: pt-BR without [many] (only millions) is a warning in every profile",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func millionsOnly(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": Self.files,
                "pt-BR/Messages": "files = { 1️⃣$count ->\n"
                    + "    [one] { $count } arquivo\n   *[other] { $count } arquivos\n}\n",
            ],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [Finding(.missingPluralCategory, .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .missingPluralCategory, in: diagnostics).contains("'$count (Int, 0...999999)'"))
    }

    @Test(
        "missing-plural-category: a declared range below a million makes [many] unnecessary in every profile",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func declaredRange(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "# Variables:\n#   $count (Int, 0...999999) - files in the folder\n" + Self.files,
                "pt-BR/Messages": "files = { $count ->\n"
                    + "    [one] { $count } arquivo\n   *[other] { $count } arquivos\n}\n",
            ],
            configure: { $0.profile = profile })
        expectFindings(catalogs.check(), [])
    }

    @Test("missing-plural-category: a declared range that reaches a million makes [many] an error in release")
    func rangeReachingMillions() {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "# Variables:\n#   $count (Int, 0...5000000)\n" + Self.files,
                "pt-BR/Messages": "files = { 1️⃣$count ->\n"
                    + "    [one] { $count } arquivo\n   *[other] { $count } arquivos\n}\n",
            ],
            configure: { $0.profile = .release })
        expectFindings(catalogs.check(), [Finding(.missingPluralCategory, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("missing-plural-category: a category small numbers reach stays an error in debug")
    func smallNumbersStayErrors() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "# Variables:\n#   $count (Int, 0...999999)\n" + Self.files,
            "ru/Messages": "files = { 1️⃣$count ->\n    [one] { $count } файл\n   *[many] { $count } файлов\n}\n",
        ])
        expectFindings(catalogs.check(), [Finding(.missingPluralCategory, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("invalid-variable-declaration: a range on a String is not readable (a warning)")
    func rangeOnString() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "# Variables:\n#   1️⃣$name (String, 0...9)\nhello = Hello { $name }\n"
        ])
        expectFindings(catalogs.check(), [Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("1️⃣"))])
    }

    // MARK: Dropped arguments

    @Test(
        "dropped-argument: a translation without the source's variable, named (warning in debug, error in release)",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func droppedArgument(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "1️⃣welcome = Welcome, { $name }!\n",
                "de/Messages": "2️⃣welcome = Willkommen!\n",
            ],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics, [Finding(.droppedArgument, profile == .release ? .error : .warning, at: catalogs.at("2️⃣"))])
        let text = message(of: .droppedArgument, in: diagnostics)
        #expect(text.contains("leaves out '{ $name }'"), "\(text)")
        #expect(diagnostics.first?.notes.first?.location == catalogs.at("1️⃣"))
    }

    @Test(
        "dropped-argument: '# @allow-dropped-argument' accepts it; a selector counts as a use of the message, not of each variant"
    )
    func droppedArgumentAllowed() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "welcome = Welcome, { $name }!\n" + Self.files,
            "de/Messages":
                "# @allow-dropped-argument\nwelcome = Willkommen!\nfiles = { $count ->\n    [one] eine Datei\n   *[1️⃣other] viele Dateien\n}\n",
        ])
        // de [one] holds 1 alone: a word is right; *[other] must show the number.
        expectFindings(catalogs.check(), [Finding(.droppedArgument, .warning, at: catalogs.at("1️⃣"))])
    }

    // MARK: Term references

    @Test("unknown-reference: a translated term name suggests the source's term")
    func translatedTermName() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "-brand-name = Acme\n-other-thing = Thing\nwelcome = Welcome to { -brand-name }\n",
            "pt-BR/Messages":
                "-brand-name = Acme\n-other-thing = Coisa\nwelcome = Bem-vindo à { 1️⃣-nome-da-marca }\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.unknownReference, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .unknownReference, in: diagnostics).contains("did you mean '-brand-name'?"))
    }

    @Test("unknown-reference: a misspelled term name suggests the closest term")
    func misspelledTermName() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "-brand-name = Acme\n-other = Thing\nwelcome = Welcome to { -brand-name } and { -other }\n",
            "de/Messages":
                "-brand-name = Acme\n-other = Ding\nwelcome = Willkommen bei { 1️⃣-brnad-name } und { -other }\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.unknownReference, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .unknownReference, in: diagnostics).contains("did you mean '-brand-name'?"))
    }

    @Test("syntax-error: a term name in Cyrillic says names are not translated, and suggests the term")
    func cyrillicTermName() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "-brand = Acme\nwelcome = Welcome to { -brand }\n",
            "ru/Messages": "-brand = Акме\nwelcome = Добро пожаловать в { -1️⃣бренд }\n",
        ])
        let diagnostics = catalogs.check()
        // Not also "ru has no translation of 'welcome'": one mistake, one diagnostic.
        expectFindings(diagnostics, [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
        let text = message(of: .syntaxError, in: diagnostics)
        #expect(text.contains("are not translated"), "\(text)")
        #expect(text.contains("did you mean '-brand'?"), "\(text)")
    }

    // MARK: Syntax

    @Test("syntax-error: an empty value names the message and says where to write the text")
    func emptyValue() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "field-name = Name\nok = fine\n",
            "de/Messages": "1️⃣field-name =\nok = gut\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .syntaxError, in: diagnostics).contains("'field-name' has no text; write it after '='"))
    }

    @Test("syntax-error: a value on the next line, broken further on, is not called empty")
    func brokenValueOnNextLine() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "field-name = Name\n",
            "de/Messages": "field-name =\n    Name { 1️⃣}\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
        #expect(!message(of: .syntaxError, in: diagnostics).contains("has no text"))
    }

    @Test("syntax-error: tab indentation says to indent with spaces", arguments: [false, true])
    func tabIndentation(inVariants: Bool) {
        let translation =
            inVariants
            ? "files = { $count ->\n1️⃣\t[one] eine Datei\n   *[other] Dateien\n}\n"
            : "files = Dateien\n1️⃣\tim Ordner\n"
        let catalogs = MarkedCatalogs([
            "en/Messages": inVariants ? Self.files : "files = Files\n    in the folder\n",
            "de/Messages": translation,
        ])
        let diagnostics = catalogs.check().filter { $0.id == .syntaxError }
        #expect(diagnostics.count == 1)
        #expect(message(of: .syntaxError, in: diagnostics).contains("a tab cannot indent text in Fluent"))
    }

    // MARK: Plural keys

    @Test("invalid-variant-key: [fev] suggests [few], and [few] is not also reported missing")
    func misspelledCategory() {
        let catalogs = MarkedCatalogs([
            "en/Messages": Self.files,
            "ru/Messages":
                "files = { $count ->\n"
                + "    [one] { $count } файл\n    [1️⃣fev] { $count } файла\n    [many] { $count } файлов\n   *[other] { $count } файла\n}\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.invalidVariantKey, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .invalidVariantKey, in: diagnostics).contains("did you mean [few]?"))
    }

    // MARK: Invisible characters

    @Test(
        "invisible-character: a bidi control is an error in release, and is named",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func bidiControl(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "hello = Hello\n",
                "ar/Messages": "hello = مرحبا1️⃣\u{202E}x\n",
            ],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [Finding(.invisibleCharacter, profile == .release ? .error : .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .invisibleCharacter, in: diagnostics).contains("U+202E (RIGHT-TO-LEFT OVERRIDE)"))
    }

    @Test("invisible-character: an invisible character stays a warning, with its name")
    func invisibleCharacterName() {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "hello = Hello\n",
                "de/Messages": "hello = Hal1️⃣\u{00AD}lo\n",
            ],
            configure: { $0.profile = .release })
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.invisibleCharacter, .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .invisibleCharacter, in: diagnostics).contains("U+00AD (SOFT HYPHEN)"))
    }
}

@Suite("Suggestions")
struct SuggestionTests {
    @Test("Edit distance counts a swap of neighbours as one edit")
    func distances() {
        #expect(Suggestion.editDistance("nmae", "name") == 1)
        #expect(Suggestion.editDistance("fev", "few") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }

    @Test("closest: only names within a third of the length, ties to the first")
    func closest() {
        #expect(Suggestion.closest(to: "fev", among: ["one", "few", "many", "other"]) == "few")
        #expect(Suggestion.closest(to: "nome-da-marca", among: ["brand-name"]) == nil)
        #expect(Suggestion.closest(to: "ones", among: ["one", "other"]) == "one")
    }
}
