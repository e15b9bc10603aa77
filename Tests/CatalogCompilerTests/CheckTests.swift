import Foundation
import TestSupport
import Testing
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// One test per compiler check: the diagnostic's id, severity, file, line and column
/// (from `1️⃣` markers in the source), and what its message tells the user.
@Suite("Checks")
struct CheckTests {
    // MARK: Reading files

    @Test("invalid-utf8: the entry with the bad byte, with its byte offset")
    func invalidUTF8() {
        // "ok = fine\nbad = x" is 17 bytes; the 0xFF byte is at offset 17, line 2 column 8.
        let bytes = Array("ok = fine\nbad = x".utf8) + [0xFF] + Array(" y\n".utf8)
        let input = CompilerInput(
            files: [
                CatalogFile(
                    path: "Locales/en/Messages.ftl", localeDirectory: "en", catalogName: "Messages", contents: bytes)
            ]
        )
        let diagnostics = FluentCatalogs.check(input)
        expectFindings(
            diagnostics,
            [Finding(.invalidUTF8, .error, at: FileLocation(file: "Locales/en/Messages.ftl", line: 2, column: 8))])
        let text = message(of: .invalidUTF8, in: diagnostics)
        #expect(text.contains("byte offset 17"))
        #expect(text.contains("save the file as UTF-8"))
        // Said once, not twice.
        #expect(text.components(separatedBy: "byte offset").count == 2, "\(text)")
    }

    // MARK: Syntax

    @Test("syntax-error: junk, at the point the parser gave up")
    func syntaxError() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "ok = fine\nbroken = { 1️⃣}\nalso-ok = fine\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .syntaxError, in: diagnostics).contains("the entry is ignored until fixed"))
    }

    @Test("syntax-error: a line that starts no entry is reported, not dropped")
    func strayLine() {
        let catalogs = MarkedCatalogs(["en/Messages": "ok = fine\n1️⃣* stray text\nalso-ok = fine\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .syntaxError, in: diagnostics).contains("an entry starts at the beginning of a line"))
    }

    @Test("syntax-error: a broken placeable on a continuation line is reported, not dropped")
    func brokenContinuation() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "msg = Hello\n1️⃣    { $x ->\n        [one] x\n        [other] y\n    }\nok = fine\n"
        ])
        expectFindings(catalogs.check(), [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
    }

    // At the end of input the error points after the last character, not past trailing blanks.
    @Test("syntax-error: a truncated file")
    func truncatedFile() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "ok = fine\nfiles = { $count ->\n    [one] one file\n   *[other] { $count1️⃣ "
        ])
        expectFindings(catalogs.check(), [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("nesting-too-deep: 5000 nested placeables are junk, not a crash")
    func nestingTooDeep() {
        let depth = 5000
        let limit = FluentParser.defaultMaximumNestingDepth
        // The brace that goes one level past the limit is marked.
        let opening = String(repeating: "{ ", count: limit) + "1️⃣" + String(repeating: "{ ", count: depth - limit)
        let source = "deep = " + opening + "$x" + String(repeating: " }", count: depth) + "\nok = fine\n"
        let catalogs = MarkedCatalogs(["en/Messages": source])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.nestingTooDeep, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .nestingTooDeep, in: diagnostics).contains("\(limit)"))
    }

    @Test("nesting-too-deep: a chain of references longer than the limit")
    func referenceChainTooDeep() {
        var lines: [String] = []
        // m0 → m1 → … → m64: only m0's chain reaches the limit, reported once at m0's
        // reference (not again for every message above it).
        let count = 65  // references chain at most 63 deep: each is a call at run time
        for index in 0..<count - 1 {
            lines.append("m\(index) = { \(index == 0 ? "1️⃣" : "")m\(index + 1) }")
        }
        lines.append("m\(count - 1) = end")
        let catalogs = MarkedCatalogs(["en/Messages": lines.joined(separator: "\n") + "\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.nestingTooDeep, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("missing-default-variant: a select without *[…] is reported as such")
    func missingDefaultVariant() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "files = { $count ->\n    1️⃣[one] one file\n    [other] { $count } files\n}\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.missingDefaultVariant, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .missingDefaultVariant, in: diagnostics).contains("'*'"))
    }

    // MARK: Messages and translations

    @Test("duplicate-id: a message and a term defined twice")
    func duplicateID() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "-brand = Acme\nhello = Hello\n1️⃣hello = Hi\n2️⃣-brand = Other\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.duplicateID, .error, at: catalogs.at("1️⃣")),
                Finding(.duplicateID, .error, at: FileLocation(file: "Locales/en/Messages.ftl", line: 4, column: 2)),
            ])
        // The term's id is after the '-'.
        #expect(catalogs.at("2️⃣").column == 1)
        let message = diagnostics.first { $0.location == catalogs.at("1️⃣") }
        #expect(message?.notes.first?.location == FileLocation(file: "Locales/en/Messages.ftl", line: 2, column: 1))
    }

    @Test(
        "missing-message: a warning in the debug profile", arguments: [CompilerConfiguration.Profile.debug, .release])
    func missingMessage(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "hello = Hello\n1️⃣bye = Bye\n",
                "ru/Messages": "2️⃣hello = Привет\n",
            ],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        let severity: Diagnostic.Severity = profile == .release ? .error : .warning
        expectFindings(diagnostics, [Finding(.missingMessage, severity, at: catalogs.at("2️⃣"))])
        #expect(message(of: .missingMessage, in: diagnostics).contains("ru has no translation of 'bye'"))
        #expect(diagnostics.first?.notes.first?.location == catalogs.at("1️⃣"))
        #expect(FluentCatalogs.compile(catalogs.input).files.isEmpty == (profile == .release))
    }

    @Test("missing-message: a translation with attributes but no value")
    func missingValue() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "login = Log in\n    .title = Log in here\n",
            "ru/Messages": "1️⃣login =\n    .title = Войдите здесь\n",
        ])
        expectFindings(catalogs.check(), [Finding(.missingMessage, .warning, at: catalogs.at("1️⃣"))])
    }

    @Test("extra-message: a translation the source does not have")
    func extraMessage() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "hello = Hello\n",
            "ru/Messages": "hello = Привет\n1️⃣stale = Старое\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.extraMessage, .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .extraMessage, in: diagnostics).contains("Locales/en/Messages.ftl"))
    }

    @Test(
        "attribute-mismatch: a missing attribute (error in release) and an extra one",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func attributeMismatch(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": "login = Log in\n    .title = Log in here\n",
                "ru/Messages": "1️⃣login = Войти\n    2️⃣.tooltip = Подсказка\n",
            ],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.attributeMismatch, profile == .release ? .error : .warning, at: catalogs.at("1️⃣")),
                Finding(.attributeMismatch, .warning, at: catalogs.at("2️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("no .title attribute in ru") })
        #expect(diagnostics.contains { $0.message.contains("no .tooltip attribute") })
    }

    @Test("empty-message: a message that renders as nothing, but not one written empty on purpose ({ \"\" })")
    func emptyMessage() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "ok = fine\ncontributors = { \"\" }\n1️⃣spaces = { \"   \" }\n",
            // A translation of a deliberately empty message may be empty too; a translation
            // that empties a message with text is still told.
            "de/Messages": "2️⃣ok = { \"\" }\ncontributors = { \"\" }\n3️⃣spaces = { \"   \" }\n",
        ])
        let diagnostics = catalogs.check().filter { $0.id == .emptyMessage }
        expectFindings(
            diagnostics,
            [
                Finding(.emptyMessage, .warning, at: catalogs.at("1️⃣")),
                Finding(.emptyMessage, .warning, at: catalogs.at("2️⃣")),
                Finding(.emptyMessage, .warning, at: catalogs.at("3️⃣")),
            ])
    }

    @Test("invisible-character: zero-width space, bidi override, NUL and DEL; ZWJ and ZWNJ pass")
    func invisibleCharacters() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            a = zero1️⃣\u{200B}width
            b = Привет 2️⃣\u{202E}evil
            c = nul3️⃣\u{0}byte
            d = del4️⃣\u{7F}ete
            e = Слово5️⃣\u{034F}и слово6️⃣\u{061C}

            """,
            "fa/Messages": "a = می\u{200C}خواهم\nb = क्\u{200D}ष\nc = ok\nd = ok\ne = ok\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.invisibleCharacter, .warning, at: catalogs.at("1️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("2️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("3️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("4️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("5️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("6️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.hasPrefix("U+007F (DELETE) is a control character") })
        #expect(diagnostics.contains { $0.message.hasPrefix("U+200B (ZERO WIDTH SPACE) is an invisible character") })
        #expect(diagnostics.contains { $0.message.hasPrefix("U+202E (RIGHT-TO-LEFT OVERRIDE) is a bidi control") })
        #expect(diagnostics.contains { $0.message.hasPrefix("U+0000 (NULL) is a control character") })
    }

    // MARK: Variables and types

    @Test("undeclared-variable: a translation uses a variable the source does not have")
    func undeclaredVariable() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "greeting = Hello, { $name }!\n",
            "ru/Messages": "greeting = Привет, { 1️⃣$nmae }!\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.undeclaredVariable, .error, at: catalogs.at("1️⃣"))])
        #expect(
            message(of: .undeclaredVariable, in: diagnostics).contains("its arguments are $name; did you mean '$name'?")
        )
        // Misspelled, not also left out: one mistake, one diagnostic.
        #expect(!diagnostics.contains { $0.id == .droppedArgument })
    }

    @Test("undeclared-variable: a term uses a variable its reference does not pass")
    func termVariableNotPassed() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "-brand = Acme { $edition }\nabout = About { 1️⃣-brand }\n"
        ])
        let diagnostics = catalogs.check()
        // Reported at the reference that does not pass it: another may.
        expectFindings(diagnostics, [Finding(.undeclaredVariable, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .undeclaredVariable, in: diagnostics).contains("-brand(edition:"))
    }

    @Test("invalid-variable-declaration: unknown type, unreadable line, declared twice are warnings")
    func invalidVariableDeclaration() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   1️⃣$count (Widget) - how many
            #   2️⃣$ name String
            #   $size (Int)
            #   3️⃣$size (Int)
            files = { $count } { $name } { $size }

            """
        ])
        let diagnostics = catalogs.check()
        // A comment never breaks a build: each is a warning, and the variable is inferred.
        expectFindings(
            diagnostics,
            [
                Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("1️⃣")),
                Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("2️⃣")),
                Finding(.invalidVariableDeclaration, .warning, at: catalogs.at("3️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("one of String, Int") })
        #expect(diagnostics.contains { $0.message.contains("'Widget' is not a type") })
        #expect(diagnostics.contains { $0.message.contains("declared twice") })
        let result = FluentCatalogs.compile(catalogs.input)
        #expect(result.files.contains { $0.contents.contains("case files(size: Int, count: String, name: String)") })
    }

    @Test("duplicate-variant-key: a key with the value of an earlier one is dead, a warning")
    func duplicateVariantKey() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "items = { $n ->\n    [0] none\n    [1] one\n    [1️⃣1.0] dead\n   *[other] many\n}\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.duplicateVariantKey, .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .duplicateVariantKey, in: diagnostics).contains("[1.0] can never be selected"))
    }

    @Test("type-mismatch: a String or a Date in NUMBER (a declared String selects [one] as text)")
    func typeMismatch() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   4️⃣$name (String) - a name
            selected = { NUMBER(1️⃣$name) } { $name ->
                [one] one
               *[other] other
            }
            # Variables:
            #   $when (Date) - a day
            numbered = { NUMBER(2️⃣$when) }
            dated = { DATETIME($size) } { NUMBER(3️⃣$size) }

            """
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.typeMismatch, .error, at: catalogs.at("1️⃣")),
                Finding(.typeMismatch, .error, at: catalogs.at("2️⃣")),
                // Inferred as a Date from DATETIME, then used in NUMBER.
                Finding(.typeMismatch, .error, at: catalogs.at("3️⃣")),
            ])
        let selector = diagnostics.first { $0.location == catalogs.at("1️⃣") }
        #expect(selector?.message.contains("is String (declared) but is used in NUMBER()") == true)
        #expect(selector?.notes.first?.location == catalogs.at("4️⃣"))
        #expect(
            diagnostics.contains {
                $0.message.contains("'$when' of 'numbered' is Date (declared) but is used in NUMBER()")
            })
    }

    // MARK: Selects and plurals

    @Test("invalid-variant-key: [ones] in pt-BR lists pt-BR's categories and suggests [one]")
    func invalidVariantKey() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "files = { $count ->\n    [one] one file\n   *[other] { $count } files\n}\n",
            "pt-BR/Messages":
                "files = { $count ->\n    [1️⃣ones] um arquivo\n    [many] { $count } de arquivos\n   *[other] { $count } arquivos\n}\n",
        ])
        let diagnostics = catalogs.check()
        // [ones] is the [one] variant misspelled: not also "no [one] variant".
        expectFindings(diagnostics, [Finding(.invalidVariantKey, .error, at: catalogs.at("1️⃣"))])
        let text = message(of: .invalidVariantKey, in: diagnostics)
        #expect(text.contains("[ones] is not a plural category in pt-BR"))
        #expect(text.contains("which has [one], [many], [other]; did you mean [one]?"))
    }

    @Test("missing-plural-category: ru without [few] cites 2, 3, 4, 22")
    func missingPluralCategory() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "files = { $count ->\n    [one] one file\n   *[other] { $count } files\n}\n",
            "ru/Messages": "files = { 1️⃣$count ->\n    [one] { $count } файл\n   *[many] { $count } файлов\n}\n",
        ])
        let diagnostics = catalogs.check()
        // $count is an Int: ru's 'other' (fractions only) is not asked for.
        expectFindings(diagnostics, [Finding(.missingPluralCategory, .error, at: catalogs.at("1️⃣"))])
        let text = message(of: .missingPluralCategory, in: diagnostics)
        #expect(text.contains("no [few] variant"))
        #expect(text.contains("2, 3, 4, 22"))
        #expect(text.contains("@allow-plural-fallback"))
    }

    // A category only fractions reach is said as a missing translation is: a count
    // declared a Number (Mozilla's `(number)`) never takes a fraction.
    @Test(
        "missing-plural-category: a Double is asked for ru's fraction category (a warning in debug, an error in release)",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func missingFractionCategory(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": """
                # Variables:
                #   $km (Number) - distance
                distance = { $km ->
                    [one] { $km } kilometer
                   *[other] { $km } kilometers
                }

                """,
                "ru/Messages": """
                distance = { 1️⃣$km ->
                    [one] { $km } километр
                    [few] { $km } километра
                   *[many] { $km } километров
                }

                """,
            ], configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [Finding(.missingPluralCategory, profile == .release ? .error : .warning, at: catalogs.at("1️⃣"))])
        #expect(message(of: .missingPluralCategory, in: diagnostics).contains("no [other] variant"))
    }

    @Test("missing-plural-category: '# @allow-plural-fallback' suppresses it")
    func allowPluralFallback() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "files = { $count ->\n    [one] one file\n   *[other] { $count } files\n}\n",
            "ru/Messages": "# @allow-plural-fallback\nfiles = { $count ->\n"
                + "    [one] { $count } файл\n   *[many] { $count } файлов\n}\n",
        ])
        expectFindings(catalogs.check(), [])
    }

    // MARK: References and functions

    @Test("unknown-function and invalid-function-option: an unknown function and an unknown NUMBER option")
    func unknownFunction() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "a = { 1️⃣UPPER($x) }\nb = { NUMBER($y, 2️⃣styel: \"percent\") }\n"
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.unknownFunction, .error, at: catalogs.at("1️⃣")),
                Finding(.invalidFunctionOption, .error, at: catalogs.at("2️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("the functions are NUMBER, DATETIME and GENDER") })
        #expect(diagnostics.contains { $0.message.contains("NUMBER has no option 'styel'; did you mean 'style'?") })
    }

    @Test("unknown-reference: a message, a term and an attribute")
    func unknownReference() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            login = Log in
                .title = Log in here
            a = { 1️⃣nope }
            b = { 2️⃣-nope }
            c = { 3️⃣login.tooltip }

            """
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.unknownReference, .error, at: catalogs.at("1️⃣")),
                Finding(.unknownReference, .error, at: catalogs.at("2️⃣")),
                Finding(.unknownReference, .error, at: catalogs.at("3️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("no message 'nope'") })
        #expect(diagnostics.contains { $0.message.contains("no term '-nope'") })
        #expect(diagnostics.contains { $0.message.contains("message 'login' has no attribute '.tooltip'") })
    }

    @Test("reference-cycle: a → b → a, reported once, at the reference closing it")
    func referenceCycle() {
        let catalogs = MarkedCatalogs(["en/Messages": "a = A { b }\nb = B { 1️⃣a }\nc = { a }\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.referenceCycle, .error, at: catalogs.at("1️⃣"))])
        #expect(diagnostics.contains { $0.message.contains("a → b → a") })
    }

    // MARK: Swift mapping

    @Test("identifier-collision is gone for variables: $min-length, $minLength, $min_length get distinct labels")
    func distinctArgumentLabels() {
        let catalogs = MarkedCatalogs([
            "en/Messages":
                "# Variables:\n#   $min-length (Int)\n#   $minLength (Int)\n#   $min_length (Int)\ntoo-short = { $min-length } { $minLength } { $min_length }\n",
            "ru/Messages": "too-short = { $min_length } { $min-length } { $minLength }\n",
        ])
        let result = FluentCatalogs.compile(catalogs.input)
        expectFindings(result.diagnostics, [])
        let swift = result.files.map(\.contents).joined()
        #expect(swift.contains("case tooShort(minLength: Int, minLength_: Int, min_length: Int)"), "\(swift)")
    }

    @Test("identifier-collision: two catalog paths with one Swift type, at the second")
    func identifierCollisionOfPaths() {
        let catalogs = MarkedCatalogs(["en/a-b": "hello = Hello\n", "en/a_b": "hello = Hello\n"])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [Finding(.identifierCollision, .error, at: FileLocation(file: "Locales/en/a_b.ftl", line: 1, column: 1))])
        #expect(message(of: .identifierCollision, in: diagnostics).contains("'a_b.ftl' becomes the Swift type 'AB'"))
    }

    @Test("identifier-collision is gone for ids: too-short, too_short, tooShort and localized get distinct names")
    func distinctCaseNames() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "too-short = A\ntoo_short = B\ntooShort = C\nlocalized = D\n"
        ])
        let result = FluentCatalogs.compile(catalogs.input)
        expectFindings(result.diagnostics, [])
        let swift = result.files.map(\.contents).joined()
        for name in ["case tooShort\n", "case too_short\n", "case tooShort_\n", "case localized_\n"] {
            #expect(swift.contains(name), "\(name)")
        }
    }

    @Test("swift-keyword: 'default' is a warning and still compiles")
    func swiftKeyword() {
        let catalogs = MarkedCatalogs(["en/Messages": "ok = fine\n1️⃣default = Default\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.swiftKeyword, .warning, at: catalogs.at("1️⃣"))])
        let result = FluentCatalogs.compile(catalogs.input)
        #expect(result.files.contains { $0.contents.contains("case `default`") })
    }

    @Test("invalid-catalog-name: only a file without a name; 1st-messages.ftl is Catalog1stMessages")
    func invalidCatalogName() {
        let input = CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/.ftl", localeDirectory: "en", catalogName: "", contents: Array("hello = Hi\n".utf8))
        ])
        let diagnostics = FluentCatalogs.check(input)
        expectFindings(
            diagnostics,
            [Finding(.invalidCatalogName, .error, at: FileLocation(file: "Locales/en/.ftl", line: 1, column: 1))])
        let named = MarkedCatalogs(["en/1st-messages": "hello = Hello\n"])
        #expect(FluentCatalogs.compile(named.input).files.map(\.name).contains("Catalog1stMessages.swift"))
    }

    // MARK: Catalog layout

    @Test("invalid-locale-directory: pt_BR suggests pt-BR")
    func invalidLocaleDirectory() {
        let catalogs = MarkedCatalogs(
            ["en/Messages": "hello = Hello\n", "pt_BR/Messages": "hello = Olá\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.invalidLocaleDirectory, .error, at: nil)])
        #expect(message(of: .invalidLocaleDirectory, in: diagnostics).contains("did you mean pt-BR?"))
    }

    @Test("invalid-locale-directory: a non-canonical folder name and two folders for one locale")
    func nonCanonicalLocaleDirectory() {
        let catalogs = MarkedCatalogs(
            ["en/Messages": "hello = Hello\n", "pt-br/Messages": "hello = Olá\n", "pt-BR/Messages": "hello = Olá\n"])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [Finding(.invalidLocaleDirectory, .warning, at: nil), Finding(.invalidLocaleDirectory, .error, at: nil)])
        #expect(diagnostics.contains { $0.message.contains("canonical form: pt-BR") })
        #expect(diagnostics.contains { $0.message.contains("are the same locale pt-BR") })
    }

    @Test(
        "locale-data-fallback: one warning per folder of a language ICU lacks (oc), a deprecated code's rename kept, a non-canonical tag told too"
    )
    func localeDataFallback() {
        let catalogs = MarkedCatalogs([
            "en/Messages":
                "# Variables:\n#   $n (Int) - a count\nhello = { $n ->\n    [one] One\n   *[other] Many\n}\n",
            "oc/Messages": "hello = { $n ->\n    [one] Un\n   *[other] Mantun\n}\n",
            "OC-fr/Messages": "hello = { $n ->\n    [one] Un\n   *[other] Mantun\n}\n",
            "iw/Messages": "hello = { $n ->\n    [one] אחד\n    [two] שניים\n   *[other] הרבה\n}\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.localeDataFallback, .warning, at: nil), Finding(.localeDataFallback, .warning, at: nil),
                Finding(.invalidLocaleDirectory, .warning, at: nil),
                Finding(.invalidLocaleDirectory, .warning, at: nil),
            ])
        #expect(
            diagnostics.contains { $0.message.contains("write the folder name Locales/OC-fr in canonical form: oc-FR") }
        )
        #expect(diagnostics.contains { $0.message.contains("write the folder name Locales/iw in canonical form: he") })
        #expect(diagnostics.contains { $0.id == .localeDataFallback && $0.message.contains("Locales/OC-fr") })
    }

    @Test("missing-source-locale: no folder for the source locale")
    func missingSourceLocale() {
        let catalogs = MarkedCatalogs(["ru/Messages": "hello = Привет\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.missingSourceLocale, .error, at: nil)])
        #expect(message(of: .missingSourceLocale, in: diagnostics).contains("Locales/en/"))
    }

    @Test(
        "missing-catalog: a locale without a source catalog",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func missingCatalog(profile: CompilerConfiguration.Profile) {
        let catalogs = MarkedCatalogs(
            ["en/Messages": "hello = Hello\n", "en/Errors": "oops = Oops\n", "ru/Messages": "hello = Привет\n"],
            configure: { $0.profile = profile })
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.missingCatalog, profile == .release ? .error : .warning, at: nil)])
        #expect(message(of: .missingCatalog, in: diagnostics).contains("Locales/ru has no Errors.ftl"))
        #expect(
            diagnostics.first?.notes.first?.location
                == FileLocation(file: "Locales/en/Errors.ftl", line: 1, column: 1))
    }

    @Test("missing-catalog: an empty locale folder")
    func emptyLocaleFolder() {
        let catalogs = MarkedCatalogs(["en/Messages": "hello = Hello\n"], localeDirectories: ["en", "ru"])
        expectFindings(catalogs.check(), [Finding(.missingCatalog, .warning, at: nil)])
    }

    @Test("extra-catalog: a catalog the source locale does not have")
    func extraCatalog() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "hello = Hello\n", "ru/Messages": "hello = Привет\n", "ru/Extra": "1️⃣stray = Лишнее\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.extraCatalog, .warning, at: catalogs.at("1️⃣"))])
    }

    // MARK: Configuration

    @Test("invalid-configuration: bad sourceLocale, localeTypeName and fallbacks")
    func invalidConfigurationValues() {
        let catalogs = MarkedCatalogs(["en/Messages": "hello = Hello\n"]) { configuration in
            configuration.sourceLocale = "not a locale"
            configuration.localeTypeName = "bad name"
            configuration.fallbacks = ["pt-PT": ["pt_BR!"]]
        }
        let diagnostics = catalogs.check()
        let location = FileLocation(file: "Locales/catalogc.json", line: 1, column: 1)
        expectFindings(diagnostics, Array(repeating: Finding(.invalidConfiguration, .error, at: location), count: 3))
        #expect(diagnostics.contains { $0.message.hasPrefix("sourceLocale: ") && $0.message.contains("not a locale") })
        #expect(diagnostics.contains { $0.message.contains("localeTypeName 'bad name'") })
        #expect(diagnostics.contains { $0.message.contains("fallbacks: 'pt_BR!'") })
    }

    @Test(
        "invalid-configuration: catalogc.json that is not JSON, has an unknown key, or a wrong type",
        arguments: [
            ("{ \"sourceLocale\": ", "not valid JSON"),
            (
                "{ \"sourcelocale\": \"en\" }",
                "unknown key 'sourcelocale'; known keys are sourceLocale, fallbacks, accessLevel, localeTypeName, profile"
            ),
            ("{ \"profile\": \"fast\" }", "'profile' must be one of \"debug\", \"release\""),
            ("{ \"messageType\": \"class\" }", "'messageType' must be one of \"enum\", \"struct\""),
            ("{ \"accessLevel\": \"open\" }", "'accessLevel' must be one of \"public\", \"package\", \"internal\""),
            ("[1, 2]", "the top level must be a JSON object"),
        ])
    func invalidConfigurationFile(json: String, expected: String) throws {
        let root = try TemporaryDirectory(["en/Messages.ftl": "hello = Hello\n", "catalogc.json": json])
        defer { root.remove() }
        let (input, diagnostics) = CatalogDirectory.load(root.path)
        #expect(input == nil)
        expectFindings(
            diagnostics,
            [
                Finding(
                    .invalidConfiguration, .error,
                    at: FileLocation(file: root.path + "/catalogc.json", line: 1, column: 1))
            ])
        #expect(message(of: .invalidConfiguration, in: diagnostics).contains(expected))
    }

    @Test("unreadable-input: a catalogs folder that does not exist")
    func unreadableInput() {
        let (input, diagnostics) = CatalogDirectory.load("/nonexistent-\(UUID().uuidString)")
        #expect(input == nil)
        expectFindings(diagnostics, [Finding(.unreadableInput, .error, at: nil)])
    }

    @Test("unreadable-input: a catalog over 256 MiB is refused before it is read, with its size")
    func catalogFileTooLarge() throws {
        let root = try TemporaryDirectory(["en/Messages.ftl": "hello = Hello\n", "en/Huge.ftl": ""])
        defer { root.remove() }
        // A sparse file: its size is over the limit, its blocks are not written.
        let huge = root.path + "/en/Huge.ftl"
        let size = CatalogDirectory.maximumFileSize + 1
        #expect(truncate(huge, off_t(size)) == 0)
        let (input, diagnostics) = CatalogDirectory.load(root.path)
        #expect(input == nil)
        expectFindings(diagnostics, [Finding(.unreadableInput, .error, at: nil)])
        let text = message(of: .unreadableInput, in: diagnostics)
        #expect(text.contains(huge) && text.contains("\(size) bytes") && text.contains("256 MiB"))
        // `fmt` reads a file the same way, and says the same.
        guard case .failure(let failure) = FluentCatalogs.format(fileAt: huge) else {
            Issue.record("fmt formatted a file over the limit")
            return
        }
        let formatText = message(of: .unreadableInput, in: failure.diagnostics)
        #expect(formatText.contains(huge) && formatText.contains("\(size) bytes") && formatText.contains("256 MiB"))
    }

    @Test("A source location keeps every offset, line and column a catalog file can have")
    func sourceLocationRange() {
        let last = CatalogDirectory.maximumFileSize
        let location = SourceLocation(offset: last, line: last + 1, column: last + 1)
        #expect(location.offset == last && location.line == last + 1 && location.column == last + 1)
        // Beyond 32 bits (no catalog folder's file), the number reads as the largest.
        #expect(SourceLocation(offset: 1 << 40, line: 1, column: 1).offset == Int(UInt32.max))
    }

    @Test("missing-source-locale: a catalogs folder on disk with only a translation")
    func directoryWithoutSourceLocale() throws {
        let root = try TemporaryDirectory(["ru/Messages.ftl": "hello = Привет\n"])
        defer { root.remove() }
        let (input, loadDiagnostics) = CatalogDirectory.load(root.path)
        #expect(loadDiagnostics.isEmpty)
        let diagnostics = FluentCatalogs.check(try #require(input))
        expectFindings(diagnostics, [Finding(.missingSourceLocale, .error, at: nil)])
        #expect(message(of: .missingSourceLocale, in: diagnostics).contains("\(root.path)/en/"))
    }

    // MARK: Bad input

    @Test("A byte order mark does not shift columns on the first line")
    func byteOrderMark() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "\u{FEFF}a = { 1️⃣nope } 2️⃣\u{200B}\n3️⃣a = again\n"
        ])
        #expect(catalogs.at("1️⃣") == FileLocation(file: "Locales/en/Messages.ftl", line: 1, column: 7))
        expectFindings(
            catalogs.check(),
            [
                Finding(.unknownReference, .error, at: catalogs.at("1️⃣")),
                Finding(.invisibleCharacter, .warning, at: catalogs.at("2️⃣")),
                Finding(.duplicateID, .error, at: catalogs.at("3️⃣")),
            ])
    }

    @Test("CR-only line ends are reported, not silently run together")
    func carriageReturnLineEnds() {
        let catalogs = MarkedCatalogs(["en/Messages": "hello = Hello1️⃣\rbye = Bye\r"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.syntaxError, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .syntaxError, in: diagnostics).contains("LF or CRLF"))
    }

    @Test("fmt leaves a file with CR-only line ends alone")
    func formatCarriageReturnLineEnds() {
        let source = MarkedSource("hello = Hello1️⃣\rbye = Bye\r")
        guard case .failure(let failure) = FluentCatalogs.format(Array(source.text.utf8), path: "a.ftl") else {
            Issue.record("a CR-only file was formatted")
            return
        }
        let position = source.markers["1️⃣"]
        expectFindings(
            failure.diagnostics,
            [
                Finding(
                    .syntaxError, .error,
                    at: FileLocation(file: "a.ftl", line: position?.line ?? 0, column: position?.column ?? 0))
            ])
    }

    @Test("Every diagnostic id in DiagnosticID.swift has a test here or in CatalogcTests")
    func everyIDIsTested() throws {
        let root = TestData.packageRoot
        let declarations = try TestData.file(
            root.appendingPathComponent("Sources/_LocalizedValidationCompilerCore/Diagnostics/DiagnosticID.swift"),
            installHint: "")
        let tests =
            try TestData.file(
                root.appendingPathComponent("Tests/CatalogCompilerTests/CheckTests.swift"), installHint: "")
            + TestData.file(
                root.appendingPathComponent("Tests/CatalogCompilerTests/TranslatorDiagnosticTests.swift"),
                installHint: "")
        let cliTests = try ["CatalogcTests.swift", "BuiltInMessagesToolTests.swift", "BuildToolTests.swift"].map {
            try TestData.file(root.appendingPathComponent("Tests/CatalogcTests/\($0)"), installHint: "")
        }.joined()
        let ids = declarations.matches(of: #/public static let (\w+) = DiagnosticID\(rawValue: "([a-z0-9-]+)"\)/#)
        #expect(ids.count >= 28)
        for id in ids {
            let (name, rawValue) = (String(id.output.1), String(id.output.2))
            #expect(
                tests.contains("Finding(.\(name),") || cliTests.contains("[\(rawValue)]"),
                "no test asserts a [\(rawValue)] finding")
        }
    }

    @Test("catalog-too-large: the first message with arguments past 500, at its line")
    func catalogTooLarge() {
        var text = "plain = No arguments\n"
        for index in 0..<501 { text += "m\(index) = Hello { $name }\n" }
        let path = "Locales/en/Messages.ftl"
        let input = CompilerInput(files: [
            CatalogFile(path: path, localeDirectory: "en", catalogName: "Messages", contents: Array(text.utf8))
        ])
        expectFindings(
            FluentCatalogs.check(input),
            [Finding(.catalogTooLarge, .error, at: FileLocation(file: path, line: 502, column: 1))])
    }

    @Test("CRLF line ends are fine")
    func crlfLineEnds() {
        let catalogs = MarkedCatalogs(["en/Messages": "hello = Hello\r\n1️⃣hello = Bye\r\n"])
        expectFindings(catalogs.check(), [Finding(.duplicateID, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("A 10 MB catalog compiles")
    func largeCatalog() throws {
        // Built without markers: the expected line is counted as the text grows.
        var source = "# Variables:\n#   $count (Int) - how many\n"
        source += "files = { $count ->\n    [one] one file\n   *[other] { $count } files\n}\n"
        var lines = 6
        let padding = String(repeating: "x", count: 180)
        var index = 0
        while source.utf8.count < 10_000_000 {
            // Without arguments: a catalog takes at most 500 messages with arguments.
            source += "message\(index) = Text \(index) \(padding) { \"literal\" }\n"
            index += 1
            lines += 1
        }
        // A warning at the very end: its line is checked, and code is still generated.
        source += "default = Default\n"
        let path = "Locales/en/Messages.ftl"
        let input = CompilerInput(files: [
            CatalogFile(path: path, localeDirectory: "en", catalogName: "Messages", contents: Array(source.utf8))
        ])
        let result = FluentCatalogs.compile(input)
        expectFindings(
            result.diagnostics,
            [Finding(.swiftKeyword, .warning, at: FileLocation(file: path, line: lines + 1, column: 1))])
        let generated = try #require(result.files.first { $0.name == "Messages.swift" })
        #expect(generated.contents.contains("case message\(index - 1)\n"))
    }

    @Test("A 1 MB message on one line: columns stay exact and counting stays linear")
    func longLine() {
        let text = String(repeating: "Привет ", count: 150_000)
        let catalogs = MarkedCatalogs(["en/Messages": "long = \(text){ 1️⃣nope }\n"])
        expectFindings(catalogs.check(), [Finding(.unknownReference, .error, at: catalogs.at("1️⃣"))])
        #expect(catalogs.at("1️⃣").column == 10 + 7 * 150_000)
    }
}
