import TestSupport
import Testing

@_spi(Syntax) @testable import _LocalizedValidationCompilerCore

/// `catalogc check`'s fast paths (issue 12, goal 4) against the general paths they
/// short-cut: the same diagnostics, in the same order, with the same text.
@Suite("Check fast paths")
struct CheckFastPathTests {
    private static let source = """
        # Variables:
        #   $count (Int): items in the cart
        cart-items = { $count ->
            [one] One item
           *[other] { $count } items
        }
        title = Shop
            .tooltip = Open the shop
        greeting = Hello, { $name }
        farewell = Goodbye, { $name }
        checkout = Checkout

        """
    private static let russian = """
        cart-items = { $count ->
            [one] { $count } товар
            [few] { $count } товара
            [many] { $count } товаров
           *[other] { $count } товара
        }
        title = Магазин
            .tooltip = Открыть магазин
        greeting = Привет, { $name }
        farewell = До свидания, { $name }
        checkout = Оформить

        """

    private func catalogs(source: String, russian: String, lock: [UInt8]?) -> MarkedCatalogs {
        var catalogs = MarkedCatalogs(["en/Shop": source, "ru/Shop": russian])
        catalogs.setLock(lock)
        return catalogs
    }

    /// Every state at once: final (unchanged), stale (source edited), translated
    /// (translation edited), stale and edited, an untranslated message with a record,
    /// a record of a removed message, and a key with two records after a merge.
    private func everyState() -> MarkedCatalogs {
        let base = catalogs(source: Self.source, russian: Self.russian, lock: nil)
        let acceptance = FluentCatalogs.acceptTranslations(base.input, locale: "ru", messages: [])
        #expect(!acceptance.hasErrors, "\(acceptance.diagnostics)")
        var lock = String(decoding: acceptance.lock?.serialized() ?? [], as: UTF8.self)
        // A second record of `title` against another source (a merge kept both sides).
        var titleFields = (lock.split(separator: "\n").first { $0.contains("\ttitle\t") } ?? "")
            .split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        #expect(titleFields.count == 6)
        if titleFields.count == 6 {
            titleFields[3] = "0123456789abcdef"
            titleFields[5] = "Store"
            lock += "\n" + titleFields.joined(separator: "\t") + "\n"
        }
        lock += "\nru\tShop\tremoved\t0123456789abcdef\t0123456789abcdef\tRemoved\n"
        let source = Self.source
            .replacingOccurrences(of: "One item", with: "A single item")
            .replacingOccurrences(of: "Goodbye", with: "Bye")
        let russian = Self.russian
            .replacingOccurrences(of: "Открыть магазин", with: "Перейти в магазин")
            .replacingOccurrences(of: "До свидания", with: "Пока")
            .replacingOccurrences(of: "checkout = Оформить\n", with: "")
        return catalogs(source: source, russian: russian, lock: Array(lock.utf8))
    }

    @Test("A check's stale and orphan diagnostics equal those of the full state table, in order")
    func staleFastPathMatchesTable() {
        let set = everyState()
        let tracked: Set<DiagnosticID> = [.staleTranslation, .orphanedTranslationRecord, .invalidTranslationRecord]
        let checked = set.check().filter { tracked.contains($0.id) }
        let general = FluentCatalogs.translationStates(set.input)
        #expect(checked == general.diagnostics.filter { tracked.contains($0.id) })
        #expect(checked.filter { $0.id == .staleTranslation }.count == 2, "\(checked)")
        #expect(checked.contains { $0.id == .orphanedTranslationRecord })
        let stale = (general.table?.statuses(locale: "ru") ?? []).filter { $0.status.state == .stale }
        #expect(Set(stale.map(\.key.message)) == ["cart-items", "farewell"])
    }

    @Test("A record line reports its first unreadable field, as when fields were read in a loop")
    func recordFieldOrder() {
        let hashes = "0123456789abcdef\t0123456789abcdef"
        var bytes = Array("ru\tSh".utf8) + [0xFF] + Array("op\ta\t\(hashes)\tbad \\q\n".utf8)
        bytes += Array("ru\tShop\tb\\q\t\(hashes)\t".utf8) + [0xFF] + Array("\n".utf8)
        bytes += Array("ru\tShop\t\t\(hashes)\tC\n".utf8)
        let (lock, diagnostics) = TranslationLock.parse(bytes, path: "L/catalogc.lock")
        #expect(lock.records.isEmpty)
        #expect(diagnostics.map(\.location?.line) == [1, 2, 3])
        #expect(diagnostics[0].message.contains("(not valid UTF-8)"))
        #expect(diagnostics[1].message.contains("(unknown escape sequence)"))
        #expect(diagnostics[2].message.contains("(an empty locale, catalog or message)"))
    }

    @Test("A dropped variable is reported unless a comment allows it, whichever comment")
    func droppedArgumentComments() {
        let source = "greeting = Hello, { $name }\n# @allow-dropped-argument\nfarewell = Goodbye, { $name }\n"
        let russian = "greeting = Привет\nfarewell = Пока\n"
        let plain = catalogs(source: source, russian: russian, lock: nil)
        let dropped = plain.check().filter { $0.id == .droppedArgument }
        #expect(dropped.count == 1, "\(dropped)")
        #expect(dropped.first?.message.contains("'greeting'") == true)
        let allowed = catalogs(
            source: source, russian: "# @allow-dropped-argument\ngreeting = Привет\nfarewell = Пока\n", lock: nil)
        #expect(allowed.check().allSatisfy { $0.id != .droppedArgument })
    }

    @Test("Variable names compared in place, then indexed past the in-place limit, behave as an ordered set")
    func variableNamesAsOrderedSet() {
        var random = SplitMix64(state: 16)
        for _ in 0..<300 {
            // Up to 40 distinct names, so that most runs cross the in-place limit.
            let pool = (0..<(1 + random.below(40))).map { "v\($0)" }
            var names = VariableNames()
            var order: [String] = []
            var seen = Set<String>()
            for _ in 0..<random.below(120) {
                let name = random.pick(pool)
                let position = names.insert(name)
                if seen.insert(name).inserted { order.append(name) }
                #expect(position == order.firstIndex(of: name))
            }
            #expect(names.names == order)
            for name in pool + ["absent"] {
                #expect(names.contains(name) == seen.contains(name))
                #expect(names.position(of: name) == order.firstIndex(of: name))
            }
        }
    }

    @Test("A variant that leaves out one of many variables is reported, past the names compared in place")
    func variantCheckWithManyVariables() {
        // More variables than `VariableNames.comparedInPlace`, shown in the source's
        // variants and beside the select: the walk indexes its names, and still finds the
        // one variable a translation's variant leaves out.
        let count = VariableNames.comparedInPlace * 3
        let shown = (0..<count).map { "{ $v\($0) }" }.joined(separator: " ")
        let source = "list = \(shown) { $n ->\n    [one] one { $w }\n   *[other] { $n } { $w }\n}\n"
        let russianShown = (0..<count).map { "{ $v\($0) }" }.joined(separator: " ")
        let russian = """
            list = \(russianShown) { $n ->
                [one] { $n } { $w }
                [few] { $n } { $w }
                [many] { $n }
               *[other] { $n } { $w }
            }

            """
        let dropped = catalogs(source: source, russian: russian, lock: nil).check().filter { $0.id == .droppedArgument }
        #expect(dropped.count == 1, "\(dropped)")
        #expect(dropped.first?.message.contains("leaves out '{ $w }' in its [many] variant") == true, "\(dropped)")
    }

    @Test(
        "A location's interned path reads, compares and hashes as the same path owned, up to the table's bound and past it"
    )
    func internedLocationPaths() {
        let path = "Locales/ru/Interned\(UInt64.random(in: 0...UInt64.max)).ftl"
        let interned = FileLocation(path: .interned(path), line: 3, column: 7)
        let owned = FileLocation(file: path, line: 3, column: 7)
        #expect(interned.file == path)
        #expect(interned == owned && owned == interned)
        #expect(interned.hashValue == owned.hashValue)
        #expect(!(interned < owned) && !(owned < interned))
        #expect(interned.description == "\(path):3:7")
        #expect(FileLocation(path: .interned(path), line: 3, column: 7) == interned)
        #expect(FileLocation(path: .interned(path + "x"), line: 3, column: 7) != interned)
        #expect(FileLocation(path: .interned(path), line: 3, column: 8) != interned)
        // More paths than the table holds: the later ones are owned, and read the same.
        let many = (0...PathInterning.capacity).map { "\(path)/\($0)" }
        for text in many {
            let location = FileLocation(path: .interned(text), line: 1, column: 1)
            #expect(location.file == text)
            #expect(location == FileLocation(file: text, line: 1, column: 1))
        }
    }

    @Test("invalid-gender is checked on the first definition of each id only, in file order")
    func genderFirstDefinition() {
        let source = """
            label = Label
                .gender = feminin
            other = Other
            label = Again
                .gender = masculin
            last = Last
                .gender = neutre

            """
        let diagnostics = catalogs(source: source, russian: "", lock: nil).check()
            .filter { $0.id == .invalidGender }
        #expect(diagnostics.map(\.location?.line) == [2, 7], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("did you mean feminine?") == true)
    }

    @Test("Record fields unescape on bytes exactly as the scalar-by-scalar general path does")
    func unescapeBytesMatchesScalars() {
        let pieces = [
            "\\", "n", "t", "r", "u", "{", "}", "1", "F", "f", "+", "-", "0", "10FFFF", "D800", "1234567", "é",
            "я", "😀", "x", " ",
        ]
        var fixed = [
            "", "plain", "a\\nb", "\\u{1B}", "\\u{}", "\\u{+41}", "\\u{-0}", "\\u{110000}", "\\u{D800}",
            "\\u{0000041}", "\\u{00041}x", "\\u{41", "\\u41}", "\\", "end\\", "\\q", "\\u{é}", "я\\tя",
        ]
        // Deterministic pseudo-random texts built from the pieces escapes are made of.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            fixed.append(text)
        }
        for text in fixed {
            let bytes = ArraySlice(Array(text.utf8))
            #expect(TranslationLock.unescape(utf8: bytes) == TranslationLock.unescape(Substring(text)), "\(text)")
        }
    }

    /// A check names no locale's entries for Swift (only rendering reads those names),
    /// so it must still report all that naming reports: the same diagnostics as a
    /// compile, in order, for catalogs that name well and catalogs that do not.
    @Test("check(_:) reports exactly what compile(_:) reports, without naming entries for Swift")
    func checkReportsWhatCompileReports() throws {
        var inputs: [(String, CompilerInput)] = []
        for set in ["Basic", "Differential", "Functions", "Names", "Shop"] {
            let folder = TestData.packageRoot.appendingPathComponent(
                "Tests/CatalogCompilerTests/Catalogs/\(set)/Locales")
            let (input, loadDiagnostics) = CatalogDirectory.load(folder.path)
            #expect(loadDiagnostics.isEmpty, "\(set): \(loadDiagnostics)")
            if let input { inputs.append((set, input)) }
        }
        for (set, _) in RealWorldCorpusTests.sets {
            inputs.append((set, try RealWorldCorpusTests.compile(set).0))
        }
        inputs += [
            ("paths", MarkedCatalogs(["en/a-b": "hello = Hello\n", "en/a_b": "hello = Hello\n"]).input),
            ("keyword", MarkedCatalogs(["en/Messages": "ok = fine\ndefault = D\n", "ru/Messages": "ok = да\n"]).input),
            ("attributes", MarkedCatalogs(["en/Messages": "title = T\n    .a-b = x\n    .a_b = y\n"]).input),
            (
                "locales",
                MarkedCatalogs([
                    "en/Messages": "hi = Hi\n", "pt-BR/Messages": "hi = Oi\n", "pt_BR/Messages": "hi = Oi\n",
                ])
                .input
            ),
        ]
        var reportedSomething = false
        for (name, input) in inputs {
            let checked = FluentCatalogs.check(input)
            let compiled = FluentCatalogs.compile(input)
            #expect(checked == compiled.diagnostics, "\(name)")
            reportedSomething = reportedSomething || checked.contains { $0.id == .identifierCollision }
        }
        #expect(reportedSomething, "no input reported what only Swift naming finds")
    }

    @Test(
        "Scalars are counted eight bytes at a time (the last ones in the word that ends them) exactly as byte by byte, at every alignment"
    )
    func scalarCountByWords() {
        var random = SplitMix64(state: 26)
        // Bytes of every kind: ASCII, lead bytes, continuation bytes, and invalid ones.
        let alphabet: [UInt8] = [0x41, 0x0A, 0x7F, 0x80, 0xBF, 0xC3, 0xD0, 0xE2, 0xF0, 0xFF]
        for _ in 0..<2_000 {
            let bytes = (0..<random.below(70)).map { _ in random.pick(alphabet) }
            let lower = random.below(bytes.count + 1)
            let upper = lower + random.below(bytes.count - lower + 1)
            let expected = bytes[lower..<upper].count { $0 & 0xC0 != 0x80 }
            #expect(UTF8ScalarCount.count(in: bytes, lower..<upper) == expected)
        }
    }

    @Test("Ill-formed UTF-8 is found eight ASCII bytes at a time as the standard library's decoder finds it")
    func utf8ValidationByWords() {
        var random = SplitMix64(state: 39)
        // Runs of ASCII (long enough for whole words), line feeds, valid sequences, stray
        // continuation bytes, truncated sequences, overlong and surrogate encodings.
        let pieces: [[UInt8]] = [
            Array("plain ascii text".utf8), [0x0A], Array("é".utf8), Array("Привет".utf8), Array("€".utf8),
            Array("😀".utf8), [0x80], [0xBF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
            [0xFF], [0x0D, 0x0A],
        ]
        for _ in 0..<3_000 {
            let bytes = (0..<random.below(24)).flatMap { _ in random.pick(pieces) }
            #expect(UTF8Validation.firstInvalidOffsetPerLine(in: bytes) == Self.firstInvalidOffsetPerLine(bytes))
            // The first scalar decodes as the standard library's parser decodes it.
            guard !bytes.isEmpty else { continue }
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            let decoded = UTF8Validation.scalar(in: bytes, at: 0, end: bytes.count)
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                #expect(decoded?.0 == Unicode.UTF8.decode(encoded) && decoded?.1 == encoded.count)
            case .error, .emptyInput:
                #expect(decoded == nil)
            }
        }
    }

    /// The first ill-formed offset of each line, by `Unicode.UTF8.ForwardParser`.
    private static func firstInvalidOffsetPerLine(_ bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var lineStart = 0
        for lineEnd in bytes.indices.filter({ bytes[$0] == 0x0A }) + [bytes.count] {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[lineStart..<lineEnd].makeIterator()
            var offset = lineStart
            parsing: while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): offset += encoded.count
                case .error:
                    offsets.append(offset)
                    break parsing
                case .emptyInput: break parsing
                }
            }
            lineStart = lineEnd + 1
        }
        return offsets
    }

    @Test("A lone carriage return is found with memchr exactly as byte by byte")
    func loneCarriageReturnByMemchr() {
        var random = SplitMix64(state: 40)
        let alphabet: [UInt8] = [0x41, 0x0A, 0x0D, 0xD0, 0x9F]
        for _ in 0..<2_000 {
            let bytes = (0..<random.below(40)).map { _ in random.pick(alphabet) }
            let expected = bytes.indices.first { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
            #expect(LoneCarriageReturn.firstOffset(in: bytes) == expected)
        }
    }

    @Test("Line starts are found with memchr exactly as byte by byte, from any first line start")
    func lineStartsByMemchr() {
        var random = SplitMix64(state: 41)
        let alphabet: [UInt8] = [0x41, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        for _ in 0..<2_000 {
            let bytes = (0..<random.below(40)).map { _ in random.pick(alphabet) }
            let first = random.below(4)
            let expected = [first] + (first..<max(first, bytes.count)).filter { bytes[$0] == 0x0A }.map { $0 + 1 }
            #expect(LineIndex.lineStarts(of: bytes, from: first) == expected)
        }
    }

    @Test("check(_:beforeFreeing:) hands the body exactly check(_:)'s diagnostics")
    func checkBeforeFreeing() {
        let set = everyState()
        let passed = FluentCatalogs.check(set.input) { $0 }
        #expect(!passed.isEmpty)
        #expect(passed == set.check())
    }
}
