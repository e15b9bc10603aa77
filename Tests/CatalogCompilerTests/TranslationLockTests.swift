import Testing

@_spi(Syntax) @testable import _LocalizedValidationCompilerCore
@testable import _LocalizedValidationTranslation

/// The translation record (`catalogc.lock`): stale translations, `accept`, and what
/// adding, removing, renaming and merging do.
@Suite("Translation record")
struct TranslationLockTests {
    private static let source = """
        # Variables:
        #   $count (Int): items in the cart
        cart-items = { $count ->
            [one] One item
           *[other] { $count } items
        }
        title = Shop
            .tooltip = Open the shop

        """
    private static let russian = """
        1️⃣cart-items = { $count ->
            [one] { $count } товар
            [few] { $count } товара
            [many] { $count } товаров
           *[other] { $count } товара
        }
        2️⃣title = Магазин
            .tooltip = Открыть магазин

        """

    /// Catalogs with `en` (the source, possibly edited) and `ru`, and a record.
    private func catalogs(
        source: String = Self.source, russian: String = Self.russian, lock: [UInt8]? = nil,
        profile: CompilerConfiguration.Profile = .debug
    ) -> MarkedCatalogs {
        var catalogs = MarkedCatalogs(["en/Shop": source, "ru/Shop": russian], configure: { $0.profile = profile })
        catalogs.setLock(lock)
        return catalogs
    }

    /// The record after `catalogc accept ru` on `catalogs`.
    private func accepted(
        _ catalogs: MarkedCatalogs, locale: String = "ru", messages: [String] = []
    ) -> [UInt8] {
        let acceptance = FluentCatalogs.acceptTranslations(catalogs.input, locale: locale, messages: messages)
        #expect(!acceptance.hasErrors, "\(acceptance.diagnostics)")
        return acceptance.lock?.serialized() ?? []
    }

    private func states(_ catalogs: MarkedCatalogs, locale: String = "ru") -> [String: TranslationState] {
        let table = FluentCatalogs.translationStates(catalogs.input).table
        var states: [String: TranslationState] = [:]
        for (key, status) in table?.statuses(locale: locale) ?? [] { states[key.message] = status.state }
        return states
    }

    // MARK: The file

    /// git's `core.autocrlf` checks the record out with CR LF; an old Mac editor writes
    /// CR. Every record reads the same as with LF, with no unreadable line.
    @Test(arguments: ["\r\n", "\r"])
    func anyLineEndReadsTheSameRecords(lineEnd: String) {
        let lf = accepted(catalogs())
        let other = Array(String(decoding: lf, as: UTF8.self).replacingOccurrences(of: "\n", with: lineEnd).utf8)
        let (expected, _) = TranslationLock.parse(lf, path: "catalogc.lock")
        let (read, diagnostics) = TranslationLock.parse(other, path: "catalogc.lock")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!expected.records.isEmpty)
        #expect(read.records.mapValues { $0.map(\.sourceText) } == expected.records.mapValues { $0.map(\.sourceText) })
        #expect(read.serialized() == lf)
        // The line numbers diagnostics point at are the same too.
        #expect(read.records.mapValues { $0.map(\.line) } == expected.records.mapValues { $0.map(\.line) })
    }

    @Test("Records round-trip through the file, escapes included, sorted and deterministic")
    func roundTrip() {
        var lock = TranslationLock()
        let tricky = "a\\b\nc\td\re\u{1B}f\u{2028}g «ü» { $x }"
        lock.accept(
            .init(locale: "ru", catalog: "Shop", message: "b"), sourceText: tricky,
            sourceHash: TranslationHash(0x0123_4567_89ab_cdef), translationHash: TranslationHash(1))
        lock.accept(
            .init(locale: "pt-BR", catalog: "Shop", message: "a"), sourceText: "x",
            sourceHash: TranslationHash(2), translationHash: TranslationHash(0xfedc_ba98_7654_3210))
        let bytes = lock.serialized()
        let text = String(decoding: bytes, as: UTF8.self)
        let recordLines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(recordLines.count == 2)
        #expect(recordLines[0].hasPrefix("pt-BR\t"), "sorted by locale first")
        #expect(recordLines[1].hasPrefix("ru\tShop\tb\t0123456789abcdef\t0000000000000001\t"))
        #expect(recordLines[1].hasSuffix(#"a\\b\nc\td\re\u{1B}f\u{2028}g «ü» { $x }"#), "\(recordLines[1])")
        let (parsed, diagnostics) = TranslationLock.parse(bytes, path: "catalogc.lock")
        #expect(diagnostics.isEmpty)
        #expect(parsed.records.mapValues { $0.map(\.sourceText) } == lock.records.mapValues { $0.map(\.sourceText) })
        #expect(parsed.serialized() == bytes)
    }

    @Test("A line that cannot be read is reported at its line and the others are kept")
    func unreadableLine() {
        let hashes = "0123456789abcdef\t0123456789abcdef"
        let text =
            "# catalogc.lock format 1\nru\tShop\ta\t\(hashes)\tA\nru\tShop\tb\tnot-a-hash\t0123456789abcdef\tB\n"
            + "ru\tShop\tc\t\(hashes)\tbad \\q escape\nru\tShop\td\t\(hashes)\tD\n"
        let (lock, diagnostics) = TranslationLock.parse(Array(text.utf8), path: "L/catalogc.lock")
        #expect(lock.records.keys.map(\.message).sorted() == ["a", "d"])
        #expect(diagnostics.map(\.location?.line) == [3, 4])
        #expect(diagnostics.allSatisfy { $0.id == .invalidTranslationRecord && $0.severity == .warning })
    }

    @Test("A record has six fields: fewer are counted in the warning, tabs past the fifth belong to the source text")
    func recordFields() {
        let hashes = "0123456789abcdef\t0123456789abcdef"
        for (line, found) in [("", 1), ("ru", 1), ("ru\tShop\ta", 3), ("ru\tShop\ta\t\(hashes)", 5)] {
            guard case .failure(let problem) = TranslationLock.record(in: Array(line.utf8)[...]) else {
                Issue.record("\(line) was read")
                continue
            }
            #expect(problem.reason == "expected 6 tab-separated fields, found \(found)")
        }
        let text = Array("x\tru\tShop\ta\t\(hashes)\tA\tB\t".utf8)
        guard case .success(let (key, record)) = TranslationLock.record(in: text[2...]) else {
            Issue.record("a line with tabs in its source text was not read")
            return
        }
        #expect(key == TranslationLock.Key(locale: "ru", catalog: "Shop", message: "a"))
        #expect(record.sourceText == "A\tB\t")
        #expect(record.sourceHash == TranslationHash(0x0123_4567_89ab_cdef))
    }

    @Test("Source text is canonical: reindenting or rewording the comment changes nothing")
    func canonicalSourceText() {
        let lock = accepted(catalogs())
        let reformatted = Self.source
            .replacingOccurrences(of: "    [one]", with: "        [one]")
            .replacingOccurrences(of: "items in the cart", with: "how many items the cart holds")
        let diagnostics = catalogs(source: reformatted, lock: lock).check()
        #expect(diagnostics.filter { $0.id == .staleTranslation }.isEmpty, "\(diagnostics)")
        #expect(states(catalogs(source: reformatted, lock: lock)) == ["cart-items": .final, "title": .final])
    }

    @Test("The hash follows the syntax tree: the formatter's output hashes alike, a moved brace does not")
    func structuralHash() throws {
        func message(_ text: String) throws -> Message {
            let resource = FluentParser().parse(Array(text.utf8))
            guard case .message(let message)? = resource.body.first else { throw LockTestError.noMessage }
            return message
        }
        let messy =
            "a =\n  { $count ->\n      [one] One { NUMBER($n, minimumFractionDigits: 2) }\n     *[other] Many { -brand }\n  }\n  .title =   Title\n"
        let formatted = FluentSerializer().serialize(FluentParser().parse(Array(messy.utf8)))
        #expect(formatted != messy)
        #expect(
            TranslationFingerprint.hash(of: try message(messy))
                == TranslationFingerprint.hash(of: try message(formatted)))
        #expect(
            TranslationFingerprint.hash(of: try message("a = { $x }y\n"))
                != TranslationFingerprint.hash(of: try message("a = { $xy }\n")))
        #expect(
            TranslationFingerprint.hash(of: try message("a = x\n    .b = yz\n"))
                != TranslationFingerprint.hash(of: try message("a = x\n    .by = z\n")))
        #expect(TranslationHash(hex: Array("00000000000000ff".utf8))?.value == 255)
        #expect(TranslationHash(hex: Array("00000000000000FF".utf8)) == nil)
    }

    // MARK: Stale translations

    @Test(
        "A changed source text makes the translation stale: at its line, old and new text, severity by profile",
        arguments: [CompilerConfiguration.Profile.debug, .release])
    func stale(profile: CompilerConfiguration.Profile) {
        let base = catalogs()
        let lock = accepted(base)
        let edited = catalogs(
            source: Self.source.replacingOccurrences(of: "One item", with: "A single item"), lock: lock,
            profile: profile)
        let diagnostics = edited.check().filter { $0.id == .staleTranslation }
        expectFindings(
            diagnostics, [Finding(.staleTranslation, profile == .release ? .error : .warning, at: edited.at("1️⃣"))])
        let notes = diagnostics.first?.notes ?? []
        #expect(notes.count == 2)
        #expect(notes.first?.message.contains(#"[one] One item\n"#) == true, "\(notes)")
        #expect(notes.first?.location?.file == "Locales/catalogc.lock")
        #expect(notes.last?.message.contains(#"[one] A single item\n"#) == true, "\(notes)")
        #expect(notes.last?.location?.file == "Locales/en/Shop.ftl")
        #expect(diagnostics.first?.message.contains("catalogc accept ru cart-items") == true)
        #expect(states(edited) == ["cart-items": .stale, "title": .final])
    }

    @Test("Granularity is the message: changing only an attribute makes the message stale")
    func attributeChange() {
        let lock = accepted(catalogs())
        let edited = catalogs(
            source: Self.source.replacingOccurrences(of: "Open the shop", with: "Go to the shop"), lock: lock)
        expectFindings(
            edited.check().filter { $0.id == .staleTranslation },
            [Finding(.staleTranslation, .warning, at: edited.at("2️⃣"))])
    }

    @Test("Without a record nothing is stale, and translations are 'translated', missing ones 'new'")
    func noRecord() {
        let plain = catalogs(source: Self.source + "checkout = Checkout\n")
        #expect(plain.check().allSatisfy { $0.id != .staleTranslation && $0.id != .orphanedTranslationRecord })
        #expect(states(plain) == ["cart-items": .translated, "title": .translated, "checkout": .new])
    }

    @Test("A translation edited after it was accepted is 'translated' again, not stale")
    func editedTranslation() {
        let lock = accepted(catalogs())
        let edited = catalogs(
            russian: Self.russian.replacingOccurrences(of: "Открыть магазин", with: "Перейти в магазин"), lock: lock)
        #expect(edited.check().allSatisfy { $0.id != .staleTranslation })
        #expect(states(edited) == ["cart-items": .final, "title": .translated])
    }

    // MARK: Adding, removing, renaming

    @Test("Adding a message: 'new' where untranslated, not stale; accepting the locale skips it")
    func addedMessage() {
        let lock = accepted(catalogs())
        let added = catalogs(source: Self.source + "checkout = Checkout\n", lock: lock)
        #expect(added.check().allSatisfy { $0.id != .staleTranslation })
        #expect(states(added)["checkout"] == .new)
        let again = String(decoding: accepted(added), as: UTF8.self)
        #expect(!again.contains("checkout"))
    }

    @Test("Removing a message: its record is reported at its line as orphaned, and accept prunes it")
    func removedMessage() {
        let lock = accepted(catalogs())
        let removed = catalogs(
            source: "cart-items = { $count ->\n    [one] One item\n   *[other] { $count } items\n}\n",
            russian:
                "cart-items = { $count ->\n    [one] { $count } товар\n    [few] { $count } товара\n    [many] { $count } товаров\n   *[other] { $count } товара\n}\ntitle = Магазин\n",
            lock: lock)
        let orphans = removed.check().filter { $0.id == .orphanedTranslationRecord }
        #expect(orphans.count == 1, "\(orphans)")
        #expect(orphans.first?.location == FileLocation(file: "Locales/catalogc.lock", line: 9, column: 1))
        #expect(orphans.first?.message.contains("'Shop.title'") == true)
        let pruned = String(decoding: accepted(removed), as: UTF8.self)
        #expect(!pruned.contains("\ttitle\t"))
        #expect(pruned.contains("\tcart-items\t"))
    }

    @Test("Renaming a locale folder: the old tag's records are one orphan warning; the new locale starts 'translated'")
    func renamedLocale() {
        let lock = accepted(catalogs())
        var renamed = MarkedCatalogs(["en/Shop": Self.source, "uk/Shop": Self.russian])
        renamed.setLock(lock)
        let orphans = renamed.check().filter { $0.id == .orphanedTranslationRecord }
        #expect(orphans.count == 1, "\(orphans)")
        #expect(orphans.first?.message.contains("2 translations of locale ru, which has no folder") == true)
        #expect(states(renamed, locale: "uk") == ["cart-items": .translated, "title": .translated])
        // Writing the new tag at the start of the lines keeps the records.
        let retagged = String(decoding: lock, as: UTF8.self).replacingOccurrences(of: "\nru\t", with: "\nuk\t")
        renamed.setLock(Array(retagged.utf8))
        #expect(renamed.check().allSatisfy { $0.id != .orphanedTranslationRecord })
        #expect(states(renamed, locale: "uk") == ["cart-items": .final, "title": .final])
    }

    @Test("A locale folder spelled in another case keeps its records: they are keyed by the canonical tag")
    func canonicalLocaleKey() {
        let lock = accepted(catalogs())
        var respelled = MarkedCatalogs(["en/Shop": Self.source, "RU/Shop": Self.russian])
        respelled.setLock(lock)
        #expect(states(respelled) == ["cart-items": .final, "title": .final])
    }

    // MARK: Merging

    @Test("Conflict markers: one clear diagnostic at the first marker; both sides' records count; accept cleans up")
    func conflictMarkers() {
        let base = catalogs()
        let old = String(decoding: accepted(base), as: UTF8.self)
        let newSource = Self.source.replacingOccurrences(of: "One item", with: "A single item")
        let newer = String(decoding: accepted(catalogs(source: newSource)), as: UTF8.self)
        func line(_ text: String, _ id: String) -> String {
            String(text.split(separator: "\n").first { $0.contains("\t\(id)\t") } ?? "")
        }
        let conflicted = """
            # catalogc.lock format 1
            <<<<<<< HEAD
            \(line(old, "cart-items"))
            =======
            \(line(newer, "cart-items"))
            >>>>>>> translations
            \(line(old, "title"))

            """
        let merged = catalogs(source: newSource, lock: Array(conflicted.utf8), profile: .release)
        let diagnostics = merged.check()
        let problems = diagnostics.filter { $0.id == .invalidTranslationRecord }
        #expect(problems.count == 1)
        #expect(problems.first?.location == FileLocation(file: "Locales/catalogc.lock", line: 2, column: 1))
        #expect(problems.first?.severity == .error)
        #expect(problems.first?.message.contains("3 marker lines") == true)
        // The side that matches the current source wins: nothing is stale.
        #expect(diagnostics.allSatisfy { $0.id != .staleTranslation })
        let acceptance = FluentCatalogs.acceptTranslations(merged.input, locale: "ru", messages: ["title"])
        #expect(!acceptance.hasErrors, "accept cleans a conflicted record in any profile")
        let clean = String(decoding: acceptance.lock?.serialized() ?? [], as: UTF8.self)
        #expect(!clean.contains("<<<<<<<") && !clean.contains("======="))
        #expect(
            clean.split(separator: "\n").filter { $0.contains("\tcart-items\t") } == [
                Substring(line(newer, "cart-items"))
            ])
    }

    // MARK: accept

    @Test("accept: one message only changes its line; unknown messages and the source locale are errors")
    func acceptSelection() {
        let lock = accepted(catalogs())
        let edited = catalogs(
            source: Self.source.replacingOccurrences(of: "One item", with: "A single item")
                .replacingOccurrences(of: "Open the shop", with: "Go to the shop"), lock: lock)
        let one = FluentCatalogs.acceptTranslations(edited.input, locale: "RU", messages: ["Shop.cart-items"])
        #expect(one.accepted == [.init(locale: "ru", catalog: "Shop", message: "cart-items")])
        #expect(one.wereStale == 1)
        var next = edited
        next.setLock(one.lock?.serialized())
        #expect(states(next) == ["cart-items": .final, "title": .stale])

        let typo = FluentCatalogs.acceptTranslations(edited.input, locale: "ru", messages: ["cart-itmes"])
        #expect(typo.hasErrors)
        #expect(typo.diagnostics.first?.message.contains("did you mean 'cart-items'?") == true)
        let source = FluentCatalogs.acceptTranslations(edited.input, locale: "en", messages: [])
        #expect(source.hasErrors)
        let unknown = FluentCatalogs.acceptTranslations(edited.input, locale: "de", messages: [])
        #expect(unknown.diagnostics.first?.message.contains("the locales are ru") == true)
    }

    @Test("accept: a message the locale has not translated is an error")
    func acceptUntranslated() {
        let added = catalogs(source: Self.source + "checkout = Checkout\n")
        let acceptance = FluentCatalogs.acceptTranslations(added.input, locale: "ru", messages: ["checkout"])
        #expect(acceptance.hasErrors)
        #expect(acceptance.diagnostics.first?.message.contains("ru has no translation of 'Shop.checkout'") == true)
    }

    // MARK: Report

    @Test("report: each message in one bucket per locale; counts add up; stale and fallback told apart")
    func report() {
        let lock = accepted(catalogs())
        var catalogs = MarkedCatalogs(
            [
                "en/Shop": Self.source.replacingOccurrences(of: "One item", with: "A single item")
                    + "checkout = Checkout\nhelp = Help\n",
                "ru/Shop": Self.russian + "help = Помощь\n",
                "uk/Shop": "help = Довідка\n",
            ],
            configure: { $0.fallbacks = ["uk": ["ru"]] })
        catalogs.setLock(lock)
        guard let report = FluentCatalogs.translationReport(catalogs.input).report else {
            Issue.record("no report")
            return
        }
        #expect(report.locales == ["en", "ru", "uk"])
        let summaries = Dictionary(uniqueKeysWithValues: report.summaries.map { ($0.locale, $0) })
        #expect(summaries["en"]?.translated == 4)
        #expect(
            summaries["ru"].map { [$0.translated, $0.stale, $0.missing, $0.fallback, $0.final] } == [2, 1, 1, 0, 1])
        #expect(summaries["uk"].map { [$0.translated, $0.stale, $0.missing, $0.fallback] } == [1, 0, 1, 2])
        let staleRow = report.rows.first { $0.messageID == "cart-items" }
        #expect(staleRow?.cells[1].recordedSourceText?.contains("One item") == true)
        #expect(staleRow?.sourceText.contains("A single item") == true)
        #expect(report.filtered(locales: ["uk"]).summaries.map(\.isSource) == [false])
    }
}

extension MarkedCatalogs {
    /// Sets the record, as if `Locales/catalogc.lock` held `bytes` (nil: no record).
    mutating func setLock(_ bytes: [UInt8]?) {
        input.translationLock = bytes.map { TranslationLockFile(path: "Locales/catalogc.lock", contents: $0) }
    }
}

private enum LockTestError: Error {
    case noMessage
}

extension TranslationLockTests {
    /// Accepting named messages searched every message of the catalogs per name (with a
    /// string made per message): an import accepting 12,800 translations took most of
    /// its minute there. 16,000 names against 16,000 messages took over a minute in a
    /// debug build; indexed, it is a few seconds at most.
    @Test func acceptingManyNamedMessagesIsLinear() throws {
        let count = 16_000
        var files: [CatalogFile] = []
        var names: [String] = []
        for catalog in 0..<(count / 400) {
            var english = ""
            var russian = ""
            for index in (catalog * 400)..<((catalog + 1) * 400) {
                english += "m\(index) = Message \(index)\n"
                russian += "m\(index) = Сообщение \(index)\n"
                names.append("C\(catalog).m\(index)")
            }
            files.append(
                CatalogFile(
                    path: "Locales/en/C\(catalog).ftl", localeDirectory: "en", catalogName: "C\(catalog)",
                    contents: Array(english.utf8)))
            files.append(
                CatalogFile(
                    path: "Locales/ru/C\(catalog).ftl", localeDirectory: "ru", catalogName: "C\(catalog)",
                    contents: Array(russian.utf8)))
        }
        let start = ContinuousClock.now
        let acceptance = FluentCatalogs.acceptTranslations(CompilerInput(files: files), locale: "ru", messages: names)
        let elapsed = ContinuousClock.now - start
        #expect(!acceptance.hasErrors, "\(acceptance.diagnostics.prefix(3))")
        #expect(acceptance.accepted.count == count)
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }
}
