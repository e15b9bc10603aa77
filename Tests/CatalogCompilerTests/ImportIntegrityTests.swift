import Testing

@_spi(Syntax) @testable import _LocalizedValidationCompilerCore
@testable import _LocalizedValidationTranslation

/// Import never damages a catalog (issue 24, deliverable 8): what it writes parses back to
/// exactly the imported texts and checks, a partly translated selection keeps what the
/// translator did not touch or is refused naming the units, control characters are
/// refused by name, and terms are accepted like messages. Each XLIFF test has its PO twin.
@Suite("Import never damages a catalog")
struct ImportIntegrityTests {
    static let english = """
        email-label = E-mail
            .gender = masculine
        plain = Plain
        inbox =
            { $count ->
                [one] { $count } message
               *[other] { $count } messages
            }
        -brand = Acme

        """
    static let russian = """
        email-label = Почта
            .gender = feminine

        """

    static func input(russian: String = russian) -> CompilerInput {
        CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/Mail.ftl", localeDirectory: "en", catalogName: "Mail", contents: Array(english.utf8)),
            CatalogFile(
                path: "Locales/ru/Mail.ftl", localeDirectory: "ru", catalogName: "Mail", contents: Array(russian.utf8)),
        ])
    }

    enum Format: String, CaseIterable, CustomTestStringConvertible {
        case xliff, po
        var testDescription: String { rawValue }
    }

    /// A translation file for ru with `targets` (unit id → target text; placeholders
    /// written as `<ph id="1"/>` in XLIFF and `{ $count }` in PO), all in `state`.
    /// Each unit's source is the current one (an import compares it), "x" for a unit
    /// that is not one of `input()`'s.
    static func document(_ format: Format, _ targets: [(String, String)], state: String = "translated") -> [UInt8] {
        let units = (try? XLIFFContext.make(input(), locale: "ru").get())?.units ?? []
        func source(_ id: String) -> String {
            guard let unit = units.first(where: { $0.id == id }) else { return "x" }
            return format == .xliff ? XLIFFWriter.inline(unit.sourceParts) : POWriter.text(unit.sourceParts)
        }
        switch format {
        case .xliff:
            var text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ru">
                <file id="Mail">

                """
            for (id, target) in targets {
                text +=
                    "<unit id=\"\(XMLEscaping.attribute(id))\"><segment state=\"\(state)\"><source>\(source(id))</source><target>\(target)</target></segment></unit>\n"
            }
            return Array((text + "</file>\n</xliff>\n").utf8)
        case .po:
            var text =
                "msgid \"\"\nmsgstr \"\"\n\"Language: ru\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
            for (id, target) in targets {
                if state != "translated" { text += "#, fuzzy\n" }
                text +=
                    "msgctxt \"Mail/\(POFile.escaped(id))\"\n" + POFile.field("msgid", source(id))
                    + POFile.field("msgstr", target) + "\n"
            }
            return Array(text.utf8)
        }
    }

    static func importing(
        _ format: Format, _ bytes: [UInt8], into input: CompilerInput = input(), newLocale: Bool = false
    ) -> XLIFFImportResult {
        switch format {
        case .xliff: FluentCatalogs.importXLIFF(input, xliff: bytes, path: "ru.xlf", newLocale: newLocale)
        case .po: FluentCatalogs.importPO(input, po: bytes, path: "ru.po", newLocale: newLocale)
        }
    }

    /// The text of a message or attribute (`email-label`, `email-label.gender`) of a
    /// written file as the project's parser reads it.
    static func text(_ path: String, in contents: [UInt8]) -> String? {
        let resource = FluentParser().parse(contents)
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        for entry in resource.body {
            guard case .message(let message) = entry, message.id.name == parts[0] else { continue }
            let pattern = parts.count == 1 ? message.value : message.attributes.first { $0.id.name == parts[1] }?.value
            return pattern.map(ImportedText.displayText(of:))
        }
        return nil
    }

    /// The catalogs with the import's files written.
    static func applying(_ result: XLIFFImportResult, to input: CompilerInput) -> CompilerInput {
        var updated = input
        for (path, contents) in result.files {
            let file = CatalogFile(path: path, localeDirectory: "ru", catalogName: "Mail", contents: contents)
            if let index = updated.files.firstIndex(where: { $0.path == path }) {
                updated.files[index] = file
            } else {
                updated.files.append(file)
            }
        }
        return updated
    }

    // MARK: Text Fluent would misread

    /// Texts Fluent reads differently from how they are written unless escaped: line
    /// starts `.`, `*`, `[`; spaces at the ends of the text and of lines; braces; blank
    /// lines at the ends; what a string literal escapes.
    static let hostileTexts = [
        "Эл. почта\n.gender = masculine", ".gender", "*[other] x", "[one] x", "a\n*b", "a\n[b]", "a\n.b\n.c",
        "a\n  indented", "  leading", "trailing  ", "a  \nb", "{brace}", "}{", "a\n\nb", "\nleading line break",
        "trailing line break\n", "a\n ", "\"quoted\" and \\ backslash", "tab\tinside", "\tleading tab",
        ".", "*", "[", "a\n\n", "x { y", "é\n.é\n*é\n[é",
    ]

    @Test(arguments: Format.allCases, hostileTexts)
    func textReadsBackExactlyAndChecks(format: Format, text: String) throws {
        // A brace in PO is a placeable: a translator writes a brace as `{ "{" }`.
        let target =
            format == .xliff
            ? XMLEscaping.text(text)
            : text.replacingOccurrences(of: "{", with: "\u{0}").replacingOccurrences(of: "}", with: "{ \"}\" }")
                .replacingOccurrences(of: "\u{0}", with: "{ \"{\" }")
        let input = Self.input()
        let result = Self.importing(
            format, Self.document(format, [("email-label", target), ("plain", target)]), into: input)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try #require(result.files.first?.contents)
        #expect(Self.text("email-label", in: written) == text, "\(String(decoding: written, as: UTF8.self))")
        #expect(Self.text("plain", in: written) == text)
        // The label's gender is not touched by a line that looks like an attribute.
        #expect(Self.text("email-label.gender", in: written) == "feminine")
        #expect(Array(FluentSerializer().serialize(FluentParser().parse(written)).utf8) == written, "not formatted")
        let errors = FluentCatalogs.check(Self.applying(result, to: input)).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        // Importing the same file again changes nothing.
        let again = Self.importing(
            format, Self.document(format, [("email-label", target), ("plain", target)]),
            into: Self.applying(result, to: input))
        #expect(again.files.isEmpty && !again.hasErrors, "\(again.diagnostics)")
    }

    // MARK: Partly translated selections

    /// Only `inbox:other` has a target and ru has no `inbox` yet: the selection is not
    /// written with `*[other]` alone; the units without a target are named.
    @Test(arguments: Format.allCases)
    func partlyTranslatedPluralWithoutTranslationIsRefusedNamingTheUnits(format: Format) throws {
        let target = format == .xliff ? "<ph id=\"1\"/> сообщения" : "{ $count } сообщения"
        let result = Self.importing(format, Self.document(format, [("inbox:other", target)]))
        #expect(result.files.isEmpty, "\(result.files.map { String(decoding: $0.contents, as: UTF8.self) })")
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("'inbox' is not imported"), "\(warning)")
        #expect(warning.message.contains("'inbox:one', 'inbox:few' and 'inbox:many' have no target"), "\(warning)")
        #expect(warning.location?.file == (format == .xliff ? "ru.xlf" : "ru.po"))
    }

    /// A translation with `*[other]` alone (written by an earlier import, or by hand)
    /// still has a unit for each ru category. Importing `inbox:one` alone would make it
    /// a plural select without [few] and [many], which `check` refuses, so nothing is
    /// written and the error says so; importing the missing categories together works
    /// and keeps the `other` text the translator did not touch.
    @Test(arguments: Format.allCases)
    func missingPluralCategoryCanStillBeImported(format: Format) throws {
        let damaged = Self.russian + "\ninbox =\n    { $count ->\n       *[other] { $count } сообщения\n    }\n"
        let input = Self.input(russian: damaged)
        let export =
            format == .xliff
            ? FluentCatalogs.exportXLIFF(input, locale: "ru").xliff : FluentCatalogs.exportPO(input, locale: "ru").po
        let exported = String(decoding: try #require(export), as: UTF8.self)
        for unit in ["inbox:one", "inbox:few", "inbox:many", "inbox:other"] {
            #expect(
                exported.contains(format == .xliff ? "<unit id=\"\(unit)\">" : "msgctxt \"Mail/\(unit)\""), "\(unit)")
        }
        func target(_ word: String) -> String { format == .xliff ? "<ph id=\"1\"/> \(word)" : "{ $count } \(word)" }
        let oneAlone = Self.importing(format, Self.document(format, [("inbox:one", target("сообщение"))]), into: input)
        #expect(oneAlone.files.isEmpty)
        #expect(oneAlone.diagnostics.contains { $0.message.contains("no [few] variant") }, "\(oneAlone.diagnostics)")
        let all = Self.importing(
            format,
            Self.document(
                format,
                [
                    ("inbox:one", target("сообщение")), ("inbox:few", target("сообщения")),
                    ("inbox:many", target("сообщений")),
                ]), into: input)
        #expect(!all.hasErrors, "\(all.diagnostics)")
        let written = String(decoding: try #require(all.files.first?.contents), as: UTF8.self)
        #expect(written.contains("[one] { $count } сообщение"), "\(written)")
        #expect(written.contains("[many] { $count } сообщений"), "\(written)")
        #expect(written.contains("*[other] { $count } сообщения"), "\(written)")
    }

    /// With a translation, a variant the translator did not touch keeps its text.
    @Test(arguments: Format.allCases)
    func untouchedVariantsKeepTheirTranslation(format: Format) throws {
        let complete =
            Self.russian
            + "\ninbox =\n    { $count ->\n        [one] { $count } сообщение\n        [few] { $count } сообщения\n       *[many] { $count } сообщений\n    }\n"
        let target = format == .xliff ? "<ph id=\"1\"/> письма" : "{ $count } письма"
        let result = Self.importing(
            format, Self.document(format, [("inbox:few", target)]), into: Self.input(russian: complete))
        let written = String(decoding: try #require(result.files.first?.contents), as: UTF8.self)
        #expect(written.contains("[one] { $count } сообщение\n"), "\(written)")
        #expect(written.contains("[few] { $count } письма\n"), "\(written)")
        #expect(written.contains("*[many] { $count } сообщений\n"), "\(written)")
    }

    // MARK: Control characters

    @Test(arguments: [
        ("<ph id=\"u0000\"/>", "\u{0}", "U+0000 NULL"), ("<ph id=\"u001B\"/>", "\u{1B}", "U+001B ESCAPE"),
        ("\u{7F}", "\u{7F}", "U+007F DELETE"), ("<ph id=\"u0007\"/>", "\u{7}", "U+0007 ALERT"),
        ("\u{9B}", "\u{9B}", "U+009B"), ("&#13;", "\r", "U+000D CARRIAGE RETURN"),
    ])
    func controlCharactersAreRefusedByName(xml: String, scalar: String, name: String) throws {
        for format in Format.allCases {
            let target = format == .xliff ? "Эл.\(xml)почта" : "Эл.\(scalar)почта"
            let result = Self.importing(format, Self.document(format, [("email-label", target)]))
            #expect(result.hasErrors && result.files.isEmpty, "\(format): \(result.diagnostics)")
            let error = try #require(result.diagnostics.first)
            #expect(error.message.contains(name), "\(format): \(error)")
            #expect(error.message.contains("unit 'email-label'"), "\(error)")
            #expect((4...6).contains(error.location?.line ?? 0), "\(format): \(error)")
        }
    }

    // MARK: Terms

    @Test(arguments: Format.allCases)
    func termsAreAcceptedLikeMessages(format: Format) throws {
        // PO has no state above translated: an entry that is not fuzzy is accepted.
        let state = format == .xliff ? "final" : "translated"
        let result = Self.importing(format, Self.document(format, [("-brand", "Акме")], state: state))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.accepted == ["Mail.-brand"], "\(result.accepted)")
        let updated = Self.applying(result, to: Self.input())
        let acceptance = FluentCatalogs.acceptTranslations(updated, locale: "ru", messages: ["Mail.-brand"])
        #expect(!acceptance.hasErrors, "\(acceptance.diagnostics)")
        #expect(acceptance.accepted.map(\.message) == ["-brand"])
        var accepted = updated
        accepted.translationLock = TranslationLockFile(
            path: "Locales/catalogc.lock", contents: try #require(acceptance.lock).serialized())
        let status = FluentCatalogs.translationStates(accepted).table?.status(
            locale: "ru", catalog: "Mail", message: "-brand")
        #expect(status?.state == .final)
    }

    // MARK: Check

    /// A message that uses a term needs the term in the same file: importing `welcome`
    /// alone into ru would leave a file `check` fails, so nothing is written and the
    /// error says why; with the term translated too, both are written and check.
    @Test(arguments: Format.allCases)
    func importThatWouldFailCheckWritesNothing(format: Format) throws {
        let source = "-brand = Acme\nwelcome = Welcome to { -brand }\n"
        let input = CompilerInput(files: [
            CatalogFile(path: "Locales/en/M.ftl", localeDirectory: "en", catalogName: "M", contents: Array(source.utf8))
        ])
        let welcome = format == .xliff ? "Добро пожаловать в <ph id=\"1\"/>" : "Добро пожаловать в { -brand }"
        let alone = Self.importing(
            format, Self.document(format, [("welcome", welcome)]).replacing("Mail".utf8, with: "M".utf8), into: input,
            newLocale: true)
        #expect(alone.hasErrors && alone.files.isEmpty && alone.accepted.isEmpty)
        let error = try #require(alone.diagnostics.first { $0.severity == .error })
        #expect(
            error.message.contains("importing 'welcome' would make Locales/ru/M.ftl fail 'catalogc check'"), "\(error)")
        #expect(error.message.contains("no term '-brand'"), "\(error)")
        #expect(error.location?.file == (format == .xliff ? "ru.xlf" : "ru.po"))

        let both = Self.importing(
            format,
            Self.document(format, [("welcome", welcome), ("-brand", "Акме")]).replacing("Mail".utf8, with: "M".utf8),
            into: input, newLocale: true)
        #expect(!both.hasErrors, "\(both.diagnostics)")
        #expect(both.files.count == 1)
    }
}

// MARK: XLIFF structure

extension ImportIntegrityTests {
    /// An XLIFF document for ru with `body` inside `<file id="Mail">`.
    static func xliff(_ body: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ru">
            <file id="Mail">
            \(body)
            </file>
            </xliff>

            """.utf8)
    }

    /// Units in `<group>`s, nested at any depth, were skipped without a word.
    @Test func unitsInNestedGroupsAreImported() throws {
        let document = Self.xliff(
            """
            <group id="a">
              <unit id="email-label"><segment state="translated"><source>E-mail</source><target>Эл. почта</target></segment></unit>
              <group id="b"><group id="c">
                <unit id="plain"><segment state="translated"><source>Plain</source><target>Простой</target></segment></unit>
              </group></group>
            </group>
            <unit id="-brand"><segment state="translated"><source>Acme</source><target>Акме</target></segment></unit>
            """)
        let result = Self.importing(.xliff, document)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try #require(result.files.first?.contents)
        #expect(Self.text("email-label", in: written) == "Эл. почта")
        #expect(Self.text("plain", in: written) == "Простой")
        #expect(String(decoding: written, as: UTF8.self).contains("-brand = Акме"))
    }

    /// A unit's text is its segments and ignorables in order: the ignorable's target
    /// was dropped and a second segment refused.
    @Test func segmentsAndIgnorablesAreJoinedInOrder() throws {
        let document = Self.xliff(
            """
            <unit id="email-label">
              <segment state="translated"><source>E-</source><target>Эл.</target></segment>
              <ignorable><source> </source><target> </target></ignorable>
              <segment state="final"><source>mail</source><target>почта</target></segment>
              <ignorable><source>!</source></ignorable>
            </unit>
            <unit id="plain">
              <segment state="translated"><source>Plain</source><target>Простой</target></segment>
              <ignorable><source> </source><target> текст</target></ignorable>
            </unit>
            """)
        let result = Self.importing(.xliff, document)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try #require(result.files.first?.contents)
        // An ignorable without a target stands for its source.
        #expect(Self.text("email-label", in: written) == "Эл. почта!")
        #expect(Self.text("plain", in: written) == "Простой текст")
    }

    /// One segment translated and another not would write part of the text: refused at
    /// the untranslated segment.
    @Test func segmentWithoutTargetBesideATranslatedOneIsRefused() throws {
        let document = Self.xliff(
            """
            <unit id="plain">
              <segment state="translated"><source>Pl</source><target>Про</target></segment>
              <segment><source>ain</source></segment>
            </unit>
            """)
        let result = Self.importing(.xliff, document)
        #expect(result.hasErrors && result.files.isEmpty)
        let error = try #require(result.diagnostics.first)
        #expect(error.message.contains("unit 'plain' has a <segment> without a <target>"), "\(error)")
        #expect(error.location?.line == 6, "\(error)")
    }
}

// MARK: Blank targets

extension ImportIntegrityTests {
    /// A target of white space only (a pretty-printer's line break and indentation, a PO
    /// editor's " ") replaced the translation with invisible text and was accepted; it is
    /// "no target", as an empty one is.
    @Test(arguments: Format.allCases, ["\n        ", " ", "\t", "\u{A0}\u{3000}"])
    func whiteSpaceTargetKeepsTheTranslation(format: Format, blank: String) throws {
        let result = Self.importing(format, Self.document(format, [("email-label", blank)]))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.isEmpty, "\(result.files.map { String(decoding: $0.contents, as: UTF8.self) })")
        #expect(result.accepted.isEmpty)
    }
}

// MARK: Source text

extension ImportIntegrityTests {
    /// A target translated from an older source text (the file was exported before the
    /// English changed) was accepted against the current one, even when the translator
    /// never touched it: it is written, as an `initial` target is, but not accepted, with
    /// a warning at the unit.
    @Test(arguments: Format.allCases)
    func targetTranslatedFromAnotherSourceIsNotAccepted(format: Format) throws {
        let old = "Electronic mail"
        var text = String(
            decoding: Self.document(format, [("email-label", "Эл. почта"), ("plain", "Простой")]), as: UTF8.self)
        text = text.replacingOccurrences(
            of: format == .xliff ? "<source>E-mail</source>" : "msgid \"E-mail\"",
            with: format == .xliff ? "<source>\(old)</source>" : "msgid \"\(old)\"")
        let result = Self.importing(format, Array(text.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try #require(result.files.first?.contents)
        #expect(Self.text("email-label", in: written) == "Эл. почта")
        #expect(result.accepted == ["Mail.plain"], "\(result.accepted)")
        let warning = try #require(result.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("unit 'email-label' was translated from another source text"), "\(warning)")
        #expect(warning.message.contains("Electronic mail"), "\(warning)")
        #expect(warning.location?.line == (format == .xliff ? 4 : 6), "\(warning)")
    }

    /// An unchanged target in a state above the record's (the export was `final`, the
    /// record went stale since) was taken as the translator raising it.
    @Test(arguments: Format.allCases)
    func unchangedTargetFromAnotherSourceIsNotAccepted(format: Format) throws {
        var text = String(decoding: Self.document(format, [("email-label", "Почта")], state: "final"), as: UTF8.self)
        if format == .po { text = text.replacingOccurrences(of: "#, fuzzy\n", with: "") }
        text = text.replacingOccurrences(
            of: format == .xliff ? "<source>E-mail</source>" : "msgid \"E-mail\"",
            with: format == .xliff ? "<source>Mail</source>" : "msgid \"Mail\"")
        let result = Self.importing(format, Array(text.utf8))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.isEmpty)
        #expect(result.accepted.isEmpty, "\(result.accepted)")
    }
}

// MARK: Locales

extension ImportIntegrityTests {
    /// A language the project has no folder for (`ru-RU`, `ru_RU` where it has `ru`)
    /// made a second locale beside the one meant; refused, naming the close match,
    /// unless a new locale is asked for.
    @Test(arguments: Format.allCases, ["ru-RU", "ru_RU"])
    func languageWithoutAFolderIsRefusedNamingTheCloseMatch(format: Format, language: String) throws {
        var text = String(decoding: Self.document(format, [("plain", "Простой")]), as: UTF8.self)
        text = text.replacingOccurrences(
            of: format == .xliff ? "trgLang=\"ru\"" : "Language: ru\\n",
            with: format == .xliff ? "trgLang=\"\(language)\"" : "Language: \(language)\\n")
        let refused = Self.importing(format, Array(text.utf8))
        #expect(refused.hasErrors && refused.files.isEmpty && refused.accepted.isEmpty)
        let error = try #require(refused.diagnostics.first)
        #expect(error.message.contains("the project has ru"), "\(error)")
        #expect(error.message.contains("--new-locale"), "\(error)")
        let added = Self.importing(format, Array(text.utf8), newLocale: true)
        #expect(!added.hasErrors, "\(added.diagnostics)")
        #expect(added.files.map(\.path) == ["Locales/ru-RU/Mail.ftl"])
    }

    /// A language ICU has no data for (`oc`, `scn`) is a language like any other: without
    /// a folder it needs --new-locale, with it the import writes the folder (which then
    /// compiles with root's data and one `locale-data-fallback` warning).
    @Test(arguments: Format.allCases, ["oc", "scn"])
    func languageWithoutICUDataIsANewLocale(format: Format, language: String) throws {
        var text = String(decoding: Self.document(format, [("plain", "Simple")]), as: UTF8.self)
        text = text.replacingOccurrences(
            of: format == .xliff ? "trgLang=\"ru\"" : "Language: ru\\n",
            with: format == .xliff ? "trgLang=\"\(language)\"" : "Language: \(language)\\n")
        let refused = Self.importing(format, Array(text.utf8))
        #expect(refused.hasErrors && refused.files.isEmpty)
        #expect(refused.diagnostics.contains { $0.message.contains("--new-locale") }, "\(refused.diagnostics)")
        let added = Self.importing(format, Array(text.utf8), newLocale: true)
        #expect(!added.hasErrors, "\(added.diagnostics)")
        #expect(added.files.map(\.path) == ["Locales/\(language)/Mail.ftl"])
    }
}

// MARK: Placeholders typed as text

extension ImportIntegrityTests {
    /// A placeholder typed as text where a tool lost the `<ph>` (`{ $count }`, or
    /// `{$count}`) was written to XLIFF targets as literal braces, while PO read it as
    /// the placeholder; both read it as the placeholder now. Other braces stay text.
    @Test(arguments: Format.allCases, ["{ $count }", "{$count}"])
    func placeholderTypedAsTextIsThePlaceholder(format: Format, typed: String) throws {
        let complete =
            Self.russian
            + "\ninbox =\n    { $count ->\n        [one] { $count } сообщение\n        [few] { $count } сообщения\n       *[many] { $count } сообщений\n    }\n"
        let result = Self.importing(
            format, Self.document(format, [("inbox:few", "\(typed) письма")]), into: Self.input(russian: complete))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = String(decoding: try #require(result.files.first?.contents), as: UTF8.self)
        #expect(written.contains("[few] { $count } письма\n"), "\(written)")
    }

    @Test func otherBracesInAnXLIFFTargetStayText() throws {
        let result = Self.importing(.xliff, Self.document(.xliff, [("plain", "{ $name } и { -brand }")]))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try #require(result.files.first?.contents)
        #expect(Self.text("plain", in: written) == "{ $name } и { -brand }")
    }
}

// MARK: Warnings an import introduces

extension ImportIntegrityTests {
    /// In the debug profile an import wrote text `check` then warned about (a bidi
    /// control, a dropped argument) without a word; the new warnings are reported at the
    /// unit in the import file.
    @Test(arguments: Format.allCases)
    func newCheckWarningsAreReportedAtTheUnit(format: Format) throws {
        let input = CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/Mail.ftl", localeDirectory: "en", catalogName: "Mail",
                contents: Array("plain = Plain\ngreeting = Hello, { $name }!\n".utf8)),
            CatalogFile(
                path: "Locales/ru/Mail.ftl", localeDirectory: "ru", catalogName: "Mail",
                contents: Array("greeting = Привет, { $name }!\n".utf8)),
        ])
        let result = Self.importing(
            format, Self.document(format, [("plain", "\u{202B}Простой\u{202C}"), ("greeting", "Привет!")]),
            into: input)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
        let file = format == .xliff ? "ru.xlf" : "ru.po"
        let invisible = result.diagnostics.filter { $0.id == .invisibleCharacter }
        #expect(invisible.count == 2, "\(result.diagnostics)")
        #expect(invisible.allSatisfy { $0.location?.file == file && $0.message.contains("'plain' is imported") })
        let dropped = try #require(result.diagnostics.first { $0.id == .droppedArgument }, "\(result.diagnostics)")
        #expect(dropped.location?.file == file && dropped.message.contains("'greeting' is imported"), "\(dropped)")
    }

    /// The guide said tabs are fine while `check` warned about a raw U+0009: a tab is
    /// written as `{ "\u0009" }`, which reads back as the tab and `check` accepts.
    @Test(arguments: Format.allCases)
    func tabIsWrittenAsAnEscapeCheckAccepts(format: Format) throws {
        let input = Self.input()
        let result = Self.importing(format, Self.document(format, [("plain", "Простой\tтекст")]), into: input)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let written = try #require(result.files.first?.contents)
        #expect(String(decoding: written, as: UTF8.self).contains("plain = Простой{ \"\\u0009\" }текст"))
        #expect(Self.text("plain", in: written) == "Простой\tтекст")
        let warnings = FluentCatalogs.check(Self.applying(result, to: input)).filter { $0.id == .invisibleCharacter }
        #expect(warnings.isEmpty, "\(warnings)")
    }
}

extension ImportIntegrityTests {
    /// A source re-wrapped or segmented by a tool (white space added or changed) is the
    /// same text: its target is accepted.
    @Test(arguments: Format.allCases)
    func sourceDifferingOnlyInWhiteSpaceIsTheSameText(format: Format) throws {
        var text = String(decoding: Self.document(format, [("email-label", "Эл. почта")]), as: UTF8.self)
        text = text.replacingOccurrences(
            of: format == .xliff ? "<source>E-mail</source>" : "msgid \"E-mail\"",
            with: format == .xliff ? "<source>\n  E-mail </source>" : "msgid \"E-mail \"")
        let result = Self.importing(format, Array(text.utf8))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.accepted == ["Mail.email-label"], "\(result.accepted)")
    }
}
