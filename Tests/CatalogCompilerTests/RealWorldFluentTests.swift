import Testing

@testable import _LocalizedValidationCompilerCore

/// Fluent as Mozilla's public catalogs write it (issue 23): each test is a construct
/// found there, which Fluent's own tools accept, checked and compiled without a false
/// positive.
@Suite("Real-world Fluent")
struct RealWorldFluentTests {
    /// The generated Swift of a catalog set that must compile without errors.
    private func generated(_ catalogs: MarkedCatalogs, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        let result = FluentCatalogs.compile(catalogs.input)
        #expect(
            !result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return result.files.map(\.contents).joined(separator: "\n")
    }

    // MARK: # Variables:

    @Test("# Variables: Mozilla's types in any case, with -, :, = or nothing before the description")
    func mozillaVariables() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $count (number) - Number of tabs
            #   $url (url)
            #   $domain (string): The domain
            #   $attrs (attrs)
            #   $when (DATE) = The day
            #   $total (INT) The total
            #   $label (text) — The label
            tabs = { $count ->
                [one] One tab { $url } { $domain } { $attrs } { DATETIME($when) } { $total } { $label }
               *[other] { $count } tabs
            }

            """
        ])
        expectFindings(catalogs.check(), [])
        let swift = generated(catalogs)
        #expect(
            swift.contains(
                "case tabs(count: Double, url: String, domain: String, attrs: String, when: CalendarDate, total: Int, label: LocalizedText)"
            ), "\(swift)")
        #expect(swift.contains("///   - count: Number of tabs (Number)"))
        #expect(swift.contains("///   - domain: The domain (String)"))
        #expect(swift.contains("///   - when: The day (Date)"))
        #expect(swift.contains("///   - total: The total (Int)"))
        #expect(swift.contains("///   - label: The label (Text)"))
    }

    @Test("# Variables: a wrapped description is joined, and stays out of the message's doc comment")
    func wrappedDescription() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Shown beside the box.
            # Variables:
            #   $field (String) - the checkbox's label as the user reads it, quoted: it
            #     works with a sentence as well as a noun
            #   $other (String)
            must-be-true = Select “{ $field }” { $other }.

            """
        ])
        expectFindings(catalogs.check(), [])
        let swift = generated(catalogs)
        #expect(
            swift.contains(
                "///   - field: the checkbox's label as the user reads it, quoted: it works with a sentence as well as a noun (String)"
            ), "\(swift)")
        #expect(!swift.contains("/// works with a sentence"))
        #expect(!swift.contains("///   works with a sentence"))
    }

    @Test("# Variables: an unreadable declaration warns at its line and the variable is inferred")
    func unreadableDeclarationWarns() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   1️⃣$count (Widget) - how many
            #   2️⃣$url (String
            files = { $count ->
                [one] one file at { $url }
               *[other] { $count } files
            }

            """
        ])
        expectFindings(
            catalogs.check(),
            [
                Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("1️⃣")),
                Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("2️⃣")),
            ])
        // Inferred: a plural selector is an Int, the description kept.
        let swift = generated(catalogs)
        #expect(swift.contains("case files(count: Int, url: String)"), "\(swift)")
        #expect(swift.contains("///   - count: how many (Int)"))
    }

    // MARK: No false positives

    @Test("reference-cycle: a sibling attribute is no cycle; a cycle among attributes still is")
    func siblingAttributes() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            msg = Message
                .tooltiptext = Tip
                .tooltiptextdown = { msg.tooltiptext } down
                .both = { msg } and { msg.tooltiptextdown }
            loop = X
                .a = { loop.b }
                .b = { 1️⃣loop.a }

            """,
            "ru/Messages": """
            msg = Сообщение
                .tooltiptext = Подсказка
                .tooltiptextdown = { msg.tooltiptext } вниз
                .both = { msg } и { msg.tooltiptextdown }
            loop = X
                .a = a
                .b = b

            """,
        ])
        expectFindings(catalogs.check(), [Finding(.referenceCycle, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .referenceCycle, in: catalogs.check()).contains("loop.a → loop.b → loop.a"))
        let fixed = MarkedCatalogs([
            "en/Messages": "msg = Message\n    .tooltiptext = Tip\n    .tooltiptextdown = { msg.tooltiptext } down\n"
        ])
        #expect(generated(fixed).contains("_enAttribute_tooltiptext"))
    }

    @Test("missing-plural-category: a select whose keys are all numbers is an exact-value select")
    func numberOnlySelect() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "tabs = { $count ->\n    [0] none\n    [1] one\n   *[other] { $count }\n}\n",
            "ru/Messages": "tabs = { $count ->\n    [0] нет\n   *[other] { $count }\n}\n",
        ])
        expectFindings(catalogs.check(), [])
        #expect(generated(catalogs).contains("case tabs(count: Int)"))
    }

    @Test("missing-plural-category: exact keys that cover a category satisfy it; [1] does not cover ru one")
    func exactKeysCoverCategory() {
        let catalogs = MarkedCatalogs([
            "en/Messages":
                "# Variables:\n#   $n (Int)\nitems = { $n ->\n    [1] one\n    [zero] z\n   *[other] { $n }\n}\n",
            "ru/Messages":
                "items = { 1️⃣$n ->\n    [1] один\n    [few] { $n }\n    [many] { $n }\n   *[other] { $n }\n}\n",
        ])
        // [zero] is no en category; [1] is all of en 'one' for an Int, but not of ru 'one' (21, 31…).
        let diagnostics = catalogs.check()
        #expect(
            diagnostics.filter { $0.id == .missingPluralCategory }.map(Finding.init) == [
                Finding(.missingPluralCategory, .error, at: catalogs.at("1️⃣"))
            ])
        #expect(message(of: .missingPluralCategory, in: diagnostics).contains("no [one] variant"))
    }

    @Test("missing-plural-category: a category only fractions reach warns for a Number (Mozilla's counts)")
    func fractionOnlyCategoryOnNumber() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "# Variables:\n#   $count (number) - tabs\n"
                + "tabs = { $count ->\n    [one] one\n   *[other] many\n}\n",
            "ru/Messages": "tabs = { 1️⃣$count ->\n    [one] одна\n    [few] несколько\n   *[many] много\n}\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.missingPluralCategory, .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .missingPluralCategory, in: diagnostics).contains("an Int"))
    }

    @Test("duplicate-variant-key: [1], [1.0] and [01] are one key; the dead variants are named")
    func duplicateNumberKeys() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $n (Int)
            dup = { $n ->
                [1] a
                [1️⃣1.0] b
                [2️⃣01] c
               *[other] d
            }
            # Variables:
            #   $s (String)
            text = { $s ->
                [a] x
                [1] a
                [1.0] b
                [3️⃣1] c
               *[other] d
            }

            """
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.duplicateVariantKey, .warning, at: catalogs.at("1️⃣")),
                Finding(.duplicateVariantKey, .warning, at: catalogs.at("2️⃣")),
                Finding(.duplicateVariantKey, .warning, at: catalogs.at("3️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("the variant [1.0] can never be selected") })
        #expect(diagnostics.contains { $0.message.contains("[01]") && $0.message.contains("value of [1]") })
    }

    @Test("undeclared-variable: a message over the argument limit is reported once, in the source")
    func overArgumentLimit() {
        let names = (0...100).map { "{ $a\($0) }" }.joined(separator: " ")
        let catalogs = MarkedCatalogs([
            "en/Messages": "many = \(names)\n",
            "ru/Messages": "many = \(names)\n",
        ])
        let diagnostics = catalogs.check()
        #expect(diagnostics.filter { $0.severity == .error }.count == 1, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.id == .undeclaredVariable }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.id == .nestingTooDeep && $0.location?.file == "Locales/en/Messages.ftl" })
    }

    @Test("a number literal past 20 fraction digits renders exactly")
    func longNumberLiteral() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "lit = { 1.00000000000000000000000000001 }\n",
            "pt-BR/Messages": "lit = { 1234.00000000000000000000000000001 }\n",
        ])
        let swift = generated(catalogs)
        #expect(swift.contains("\"1.00000000000000000000000000001\""), "\(swift)")
        #expect(swift.contains("\"1.234,00000000000000000000000000001\""), "\(swift)")
    }
}

/// Catalogs laid out as repositories have them: in sub-folders of each locale folder,
/// with any file name.
@Suite("Real-world Fluent: layouts")
struct RealWorldLayoutTests {
    private static func input(_ files: [String: String]) -> CompilerInput {
        CompilerInput(
            files: files.sorted { $0.key < $1.key }.map { path, text in
                let locale = String(path.prefix { $0 != "/" })
                let name = String(path.dropFirst(locale.count + 1).dropLast(4))
                return CatalogFile(
                    path: "Locales/\(path)", localeDirectory: locale, catalogName: name, contents: Array(text.utf8))
            })
    }

    @Test(
        "a catalog's Swift type and file are named from its path",
        arguments: [
            ("firefox/browsers/compare/brave", "FirefoxBrowsersCompareBrave"), ("404", "Catalog404"),
            ("500", "Catalog500"), ("validation-message", "ValidationMessage"), ("café menu", "CafU00E9Menu"),
            ("mozorg/about.v2", "MozorgAboutV2"), ("_", "Catalog"), ("ValidationMessage", "ValidationMessage"),
        ])
    func typeNames(path: String, expected: String) {
        #expect(CatalogTypeName.forCatalog(path) == expected)
        let result = FluentCatalogs.compile(
            Self.input(["en/\(path).ftl": "title = Title\n", "ru/\(path).ftl": "title = Заголовок\n"]))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.map(\.name).sorted() == ["\(expected).swift", "CatalogLocale.swift"].sorted())
        #expect(result.files.contains { $0.contents.contains("enum \(expected): LocalizedMessage") })
    }

    @Test("two paths with one Swift name are one diagnostic naming both")
    func collidingPaths() {
        let diagnostics = FluentCatalogs.check(
            Self.input([
                "en/firefox/new.ftl": "a = A\n", "en/firefox-new.ftl": "b = B\n",
            ]))
        #expect(diagnostics.filter { $0.severity == .error }.count == 1, "\(diagnostics)")
        let error = diagnostics.first { $0.severity == .error }
        #expect(error?.id == .identifierCollision)
        #expect(
            error?.message.contains("'firefox/new.ftl'") == true && error?.message.contains("'firefox-new.ftl'") == true
        )
    }
}

/// A locale is one bundle: references resolve across its files.
@Suite("Real-world Fluent: a locale is one bundle")
struct LocaleBundleTests {
    @Test("terms and messages of another file of the locale resolve, and render")
    func crossFileReferences() throws {
        let catalogs = MarkedCatalogs([
            "en/brands": "-brand-name = Firefox\n-vendor = Mozilla\nbrand-message = { -brand-name } by { -vendor }\n",
            "en/Download": "download = Download { -brand-name } ({ brand-message })\n",
            "ru/brands": "-brand-name = Firefox\n-vendor = Мозилла\nbrand-message = { -brand-name } от { -vendor }\n",
            "ru/Download": "download = Скачать { -brand-name } ({ brand-message })\n",
        ])
        expectFindings(catalogs.check(), [])
        let result = FluentCatalogs.compile(catalogs.input)
        let download = try #require(result.files.first { $0.name == "Download.swift" }).contents
        #expect(download.contains("// -brand-name"), "\(download)")
        #expect(download.contains("// brand-message"))
        #expect(download.contains("\"Мозилла\""))
    }

    @Test("duplicate-id: a term defined in two files of a locale is an error at both definitions")
    func termDefinedTwice() {
        let catalogs = MarkedCatalogs([
            "en/brands": "-1️⃣brand = Firefox\nok = { -brand }\n",
            "en/more": "-2️⃣brand = Firefox Browser\nalso = { -brand }\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.duplicateID, .error, at: catalogs.at("1️⃣")),
                Finding(.duplicateID, .error, at: catalogs.at("2️⃣")),
            ])
        #expect(diagnostics.allSatisfy { $0.message.contains("brands.ftl and more.ftl of en") })
    }

    @Test("extra-catalog: a translation-only file of terms serves the bundle, without a warning")
    func translationOnlyTerms() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "-brand = Firefox\nhello = Hello { -brand }\n",
            "ru/Messages": "hello = Привет { -brand }\n",
            "ru/terms": "-brand = Фаерфокс\n",
        ])
        expectFindings(catalogs.check(), [])
    }

    @Test("unknown-reference: a term no file of the locale defines, said so")
    func unknownAcrossFiles() {
        let catalogs = MarkedCatalogs([
            "en/brands": "-brand-name = Firefox\n",
            "en/Messages": "hello = { 1️⃣-brand-nam }\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.unknownReference, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .unknownReference, in: diagnostics).contains("another file of en"))
        #expect(message(of: .unknownReference, in: diagnostics).contains("did you mean '-brand-name'?"))
    }
}
