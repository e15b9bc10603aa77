import Testing

@testable import _LocalizedValidationCompilerCore

/// Fluent as Mozilla's public catalogs write it (issue 23): each test is a construct
/// found there, which Fluent's own tools accept, checked and compiled without a false
/// positive.
@Suite("Real-world Fluent")
struct RealWorldFluentTests {
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
        let swift = catalogs.generatedSwift()
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

    /// One `# Variables:` type word against one use of the variable: the Swift type the
    /// message then takes, and the diagnostic, if any.
    struct TypeWordCase: CustomTestStringConvertible, Sendable {
        var word: String
        var use: String
        var swiftType: String
        var finding: (id: DiagnosticID, severity: Diagnostic.Severity)?
        var testDescription: String { "(\(word)) in \(use)" }
    }

    static let typeWordCases: [TypeWordCase] = [
        // Mozilla's `date` is a JavaScript Date, an instant: a time makes it a DateTime.
        .init(word: "date", use: "DATETIME($x, timeStyle: \"short\")", swiftType: "ZonedDateTime"),
        .init(word: "date", use: "DATETIME($x, hour: \"numeric\", minute: \"2-digit\")", swiftType: "ZonedDateTime"),
        .init(word: "date", use: "DATETIME($x, month: \"long\", timeZone: \"UTC\")", swiftType: "ZonedDateTime"),
        .init(word: "date", use: "DATETIME($x, timeZoneName: \"short\", day: \"numeric\")", swiftType: "ZonedDateTime"),
        .init(word: "date", use: "DATETIME($x, dateStyle: \"long\")", swiftType: "CalendarDate"),
        .init(word: "date", use: "DATETIME($x, weekday: \"long\")", swiftType: "CalendarDate"),
        .init(word: "date", use: "$x", swiftType: "CalendarDate"),
        .init(word: "Datetime", use: "DATETIME($x, dateStyle: \"short\")", swiftType: "ZonedDateTime"),
        .init(word: "datetime", use: "DATETIME($x, timeStyle: \"short\")", swiftType: "ZonedDateTime"),
        // Our `Date` is a calendar day: a time on it is a real mistake.
        .init(word: "Date", use: "DATETIME($x, dateStyle: \"long\")", swiftType: "CalendarDate"),
        .init(word: "Date", use: "DATETIME($x, timeStyle: \"short\")", swiftType: "", finding: (.typeMismatch, .error)),
        .init(word: "Date", use: "DATETIME($x, hour: \"numeric\")", swiftType: "", finding: (.typeMismatch, .error)),
        .init(word: "DateTime", use: "DATETIME($x, dateStyle: \"long\")", swiftType: "ZonedDateTime"),
        // Firefox's `$date (string)` and `$time (string)` in DATETIME(): the uses win,
        // and the declaration is said to be wrong.
        .init(
            word: "string", use: "DATETIME($x, dateStyle: \"short\")", swiftType: "CalendarDate",
            finding: (.invalidVariableDeclaration, .warning)),
        .init(
            word: "string", use: "DATETIME($x, timeStyle: \"short\")", swiftType: "ZonedDateTime",
            finding: (.invalidVariableDeclaration, .warning)),
        .init(
            word: "number", use: "DATETIME($x, dateStyle: \"short\")", swiftType: "CalendarDate",
            finding: (.invalidVariableDeclaration, .warning)),
        .init(
            word: "url", use: "NUMBER($x)", swiftType: "Double", finding: (.invalidVariableDeclaration, .warning)),
        .init(
            word: "date", use: "NUMBER($x, style: \"percent\")", swiftType: "Double",
            finding: (.invalidVariableDeclaration, .warning)),
        .init(
            word: "string", use: "$x ->\n    [one] one\n   *[other] many\n", swiftType: "Int",
            finding: (.invalidVariableDeclaration, .warning)),
        .init(word: "String", use: "DATETIME($x)", swiftType: "", finding: (.typeMismatch, .error)),
        .init(word: "Number", use: "DATETIME($x)", swiftType: "", finding: (.typeMismatch, .error)),
        // Where the word and the use agree, nothing to say.
        .init(word: "number", use: "NUMBER($x, style: \"percent\")", swiftType: "Double"),
        .init(word: "number", use: "NUMBER($x, minimumIntegerDigits: 2)", swiftType: "Double"),
        .init(word: "number", use: "$x ->\n    [one] one\n   *[other] many\n", swiftType: "Double"),
        .init(word: "string", use: "$x ->\n    [a] A\n   *[b] B\n", swiftType: "String"),
        .init(word: "url", use: "$x", swiftType: "String"),
        .init(word: "attrs", use: "$x", swiftType: "String"),
    ]

    @Test(
        "# Variables: every type word Mozilla writes against every function option that meets it",
        arguments: typeWordCases)
    func typeWordAgainstUse(_ example: TypeWordCase) throws {
        let catalogs = MarkedCatalogs([
            "en/Messages":
                "# Variables:\n#   1️⃣$x (\(example.word)) - the value\na = { \(example.use.replacing("$x", with: "2️⃣$x")) }\n"
        ])
        let diagnostics = catalogs.check()
        guard let finding = example.finding else {
            expectFindings(diagnostics, [])
            #expect(catalogs.generatedSwift().contains("case a(x: \(example.swiftType))"))
            return
        }
        // A declaration the uses contradict is reported at the declaration; a misuse of
        // a type we declare, at the use.
        let at = finding.id == .typeMismatch ? catalogs.at("2️⃣") : catalogs.at("1️⃣")
        expectFindings(diagnostics, [Finding(finding.id, finding.severity, at: at)])
        if finding.severity == .warning {
            #expect(catalogs.generatedSwift().contains("case a(x: \(example.swiftType))"))
            let message = diagnostics.first?.message ?? ""
            #expect(message.contains("declared (\(example.word))"), "\(message)")
        }
    }

    @Test("type-mismatch: a time on our Date says a Date is a calendar day and how to fix it")
    func timeOnOurDate() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "# Variables:\n#   $day (Date) - a day\na = { DATETIME(1️⃣$day, timeStyle: \"short\") }\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.typeMismatch, .error, at: catalogs.at("1️⃣"))])
        #expect(
            message(of: .typeMismatch, in: diagnostics)
                == "'$day' of 'a' is Date (declared) but is used in DATETIME() with a time or a time zone; a Date is a calendar day, without a time or a zone: declare it '$day (DateTime)', an instant shown in a time zone, or drop the time options"
        )
    }

    @Test("invalid-variable-declaration: Firefox's $time (string) in DATETIME() with a time says what it is taken as")
    func contradictedDeclarationSaysWhatItIsTakenAs() {
        let catalogs = MarkedCatalogs([
            "en/Messages":
                "# Variables:\n#   1️⃣$time (string) - Time to be formatted based on locale\nrow-time = { DATETIME($time, timeStyle: \"short\") }\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("1️⃣"))])
        #expect(
            message(of: .invalidVariableDeclaration, in: diagnostics)
                == "'$time' is declared (string) but used in DATETIME() with a time or a zone, so it is taken as DateTime, as its uses say; declare it '$time (DateTime)'"
        )
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
        let swift = catalogs.generatedSwift()
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
        let swift = catalogs.generatedSwift()
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
        #expect(fixed.generatedSwift().contains("_enAttribute_tooltiptext"))
    }

    @Test("missing-plural-category: a select whose keys are all numbers is an exact-value select")
    func numberOnlySelect() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "tabs = { $count ->\n    [0] none\n    [1] one\n   *[other] { $count }\n}\n",
            "ru/Messages": "tabs = { $count ->\n    [0] нет\n   *[other] { $count }\n}\n",
        ])
        expectFindings(catalogs.check(), [])
        #expect(catalogs.generatedSwift().contains("case tabs(count: Int)"))
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
        let swift = catalogs.generatedSwift()
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
        // The message is compiled into the referencing catalog; the terms, which several
        // files use, once per locale into the locale type's file.
        #expect(download.contains("// brand-message"), "\(download)")
        #expect(download.contains("_CatalogLocaleTerms._ru_term_vendor(_isolation)"))
        let locale = try #require(result.files.first { $0.name == "CatalogLocale.swift" }).contents
        #expect(locale.contains("\"Мозилла\""), "\(locale)")
    }

    @Test("a term several files use is generated once per locale, and every catalog calls it")
    func sharedTermsOnce() throws {
        let catalogs = MarkedCatalogs([
            "en/brands": """
            -brand-name = Firefox
            -edition =
                { $channel ->
                    [nightly] { -brand-name } Nightly
                   *[release] { -brand-name }
                }
            own-use = { -brand-name } by Mozilla
            -local = Local

            """,
            "en/Download":
                "download = Download { -edition(channel: \"nightly\") }\nlocal = { -local-only }\n-local-only = Here\n",
            "en/Help": "help = { -brand-name } Help\nabout = About { -edition }\n",
            "ru/brands": """
            -brand-name = Firefox
            -edition =
                { $channel ->
                    [nightly] { -brand-name } Nightly
                   *[release] { -brand-name }
                }
            own-use = { -brand-name } от Mozilla
            -local = Локально

            """,
            "ru/Download":
                "download = Скачать { -edition(channel: \"nightly\") }\nlocal = { -local-only }\n-local-only = Здесь\n",
            "ru/Help": "help = Справка { -brand-name }\nabout = О { -edition }\n",
        ])
        expectFindings(catalogs.check(), [])
        let result = FluentCatalogs.compile(catalogs.input)
        #expect(!result.hasErrors)
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
        let all = result.files.map(\.contents).joined()
        for function in ["_en_term_brandName(", "_ru_term_brandName(", "_en_term_edition(", "_ru_term_edition("] {
            #expect(all.components(separatedBy: "static func \(function)").count == 2, "\(function) once")
            #expect(try #require(files["CatalogLocale.swift"]).contains("    static func \(function)"))
        }
        #expect(try #require(files["CatalogLocale.swift"]).contains("enum _CatalogLocaleTerms {"))
        // The defining catalog calls the shared function too; a term only its own file
        // uses stays a private function of that catalog (and one no reference reaches, none).
        #expect(try #require(files["Brands.swift"]).contains("_CatalogLocaleTerms._en_term_brandName(_isolation)"))
        #expect(
            try #require(files["Download.swift"]).contains(
                "_CatalogLocaleTerms._ru_term_edition(_isolation, _t0: (text: \"nightly\", number: nil, category: nil))"
            ))
        #expect(try #require(files["Download.swift"]).contains("fileprivate static func _en_term_localOnly("))
        #expect(!all.contains("_en_term_local("))
        #expect(try #require(files["Help.swift"]).contains("_CatalogLocaleTerms._en_term_edition(_isolation)"))
    }

    @Test(
        "a term that reaches a message stays in each catalog that uses it (the message's arguments are the catalog's)")
    func termReachingAMessageIsNotShared() throws {
        let catalogs = MarkedCatalogs([
            "en/brands": "-brand-name = { brand-word }\nbrand-word = Firefox\n",
            "en/Download": "download = Download { -brand-name }\n",
            "en/Help": "help = { -brand-name } Help\n",
        ])
        expectFindings(catalogs.check(), [])
        let result = FluentCatalogs.compile(catalogs.input)
        let all = result.files.map(\.contents).joined()
        #expect(!all.contains("_CatalogLocaleTerms"))
        #expect(all.components(separatedBy: "fileprivate static func _en_term_brandName(").count == 3)
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
