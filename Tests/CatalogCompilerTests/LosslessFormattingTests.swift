import Foundation
import TestSupport
import Testing
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// `catalogc fmt` changes layout only. For every `.ftl` file in the repository and for a
/// generated corpus that puts scalars of every Unicode general category at the edges of
/// patterns:
/// - parse(fmt(x)) equals parse(x), positions aside, every text compared byte for byte;
/// - fmt(fmt(x)) equals fmt(x);
/// - the compiler's output (the Swift that renders the messages, doc comments aside) and its
///   diagnostics (positions aside) are byte-identical.
@Suite("Lossless formatting")
struct LosslessFormattingTests {
    /// The seed of the generated corpus; any seed must pass.
    static let corpusSeed: UInt64 = 0x666D_745F_6C6F_7373
    static let corpusFileCount = 600

    // MARK: The repository's files

    /// Every `.ftl` file in the package, hidden folders (`.build`) aside.
    static let repositoryFiles: [String] = {
        let root = TestData.packageRoot.path
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".ftl"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            found.append(relative)
        }
        return found.sorted()
    }()

    @Test("The repository's .ftl files are all found")
    func repositoryFilesFound() {
        let files = Self.repositoryFiles
        for folder in ["Locales/", "Examples/", "Tests/PluginFixture/", "Tests/CatalogCompilerTests/Catalogs/"] {
            #expect(files.contains { $0.hasPrefix(folder) }, "no .ftl file under \(folder)")
        }
        #expect(files.filter { $0.hasPrefix("Tests/CatalogCompilerTests/FluentSpecFixtures/") }.count == 39)
    }

    @Test("Every .ftl file in the repository: fmt keeps the syntax tree and is idempotent")
    func repositoryFilesKeepTheirTree() throws {
        for relative in Self.repositoryFiles {
            let path = TestData.packageRoot.appendingPathComponent(relative).path
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            for problem in try LosslessCheck.problems(bytes) {
                Issue.record("\(relative): \(problem)")
            }
        }
    }

    @Test("Every catalog folder in the repository: the compiler's output is the same after fmt")
    func repositoryCatalogsRenderTheSame() throws {
        let folders = Set(
            Self.repositoryFiles.compactMap { relative -> String? in
                // <…>/Locales/<locale>/<Catalog>.ftl
                let parts = relative.split(separator: "/")
                guard parts.count >= 3, parts[parts.count - 3] == "Locales" else { return nil }
                return parts.dropLast(2).joined(separator: "/")
            })
        #expect(folders.count >= 5, "\(folders.sorted())")
        for folder in folders.sorted() {
            let path = TestData.packageRoot.appendingPathComponent(folder).path
            let (loaded, diagnostics) = CatalogDirectory.load(path)
            var input = try #require(loaded, "\(folder): \(diagnostics)")
            // An app's texts for the built-in messages compile against the library's
            // catalogs, as the build plugin compiles them.
            if folder != "Locales", input.files.contains(where: { $0.catalogName == BuiltInMessages.catalogName }) {
                input.builtInMessages =
                    BuiltInMessages.load(
                        TestData.packageRoot.appendingPathComponent("Locales").path
                    ).builtIn
            }
            var formatted = input
            formatted.files = input.files.map { file in
                guard case .success(let bytes?) = FluentCatalogs.format(file.contents, path: file.path) else {
                    return file
                }
                return CatalogFile(
                    path: file.path, localeDirectory: file.localeDirectory, catalogName: file.catalogName,
                    contents: bytes)
            }
            let before = LosslessCheck.compiled(input)
            #expect(!before.code.isEmpty, "\(folder) does not compile: \(before.diagnostics)")
            if let difference = LosslessCheck.firstDifference(before, LosslessCheck.compiled(formatted)) {
                Issue.record("\(folder): \(difference)")
            }
        }
    }

    // MARK: The generated corpus

    @Test("The corpus uses every general category and the prepended marks at every edge")
    func corpusCoverage() {
        var corpus = FluentCorpus(seed: Self.corpusSeed)
        var coverage: Set<String> = []
        for index in 0..<Self.corpusFileCount { coverage.formUnion(corpus.file(index: index).coverage) }
        #expect(corpus.pools.count == 30, "\(corpus.poolNames)")  // 29 categories (no Cs) + marks
        for pool in corpus.poolNames {
            for edge in FluentCorpus.Edge.allCases where !coverage.contains("\(pool)@\(edge.rawValue)") {
                Issue.record("\(pool) never placed at \(edge)")
            }
        }
    }

    @Test("Generated corpus: fmt keeps the syntax tree and the compiler's output, and is idempotent")
    func corpusKeepsTreeAndRendering() throws {
        var corpus = FluentCorpus(seed: Self.corpusSeed)
        var clean = 0
        var reformatted = 0
        var compiledPairs = 0
        for index in 0..<Self.corpusFileCount {
            let file = corpus.file(index: index)
            let source = Array(file.text.utf8)
            for problem in try LosslessCheck.problems(source) {
                Issue.record("file \(index): \(problem)\n\(String(decoding: source, as: UTF8.self))")
            }
            let resource = FluentParser().parse(source)
            if resource.errors.isEmpty { clean += 1 }
            // The round trips compare the parser with itself; this checks it against the
            // generator: every scalar placed is in the parsed text.
            let texts = LosslessCheck.texts(resource)
            for placed in file.placed where texts.firstRange(of: Array(placed.utf8)) == nil {
                Issue.record("file \(index): the parsed text lost \(placed.unicodeScalars.map(\.value))")
            }
            if case .success(let formatted?) = FluentCatalogs.format(source, path: "Corpus.ftl") {
                reformatted += 1
                // The renderer quotes a message's source lines in its doc comment and splits
                // them by `Character`, where CR LF is one: a CRLF source's quote runs out of
                // the comment (a renderer bug, reported). The trees above cover CRLF sources.
                guard !source.contains(0x0D) else { continue }
                compiledPairs += 1
                let before = LosslessCheck.compiled(LosslessCheck.input(source))
                let after = LosslessCheck.compiled(LosslessCheck.input(formatted))
                if let difference = LosslessCheck.firstDifference(before, after) {
                    Issue.record("file \(index): \(difference)\n\(String(decoding: source, as: UTF8.self))")
                }
            }
        }
        // The generator writes valid Fluent; a broken generator must not pass vacuously.
        #expect(clean == Self.corpusFileCount, "\(Self.corpusFileCount - clean) generated files have syntax errors")
        #expect(reformatted > Self.corpusFileCount / 2)
        #expect(compiledPairs > Self.corpusFileCount / 2)
    }

    @Test("The byte comparison tells canonically equivalent text apart")
    func comparisonIsByteExact() throws {
        let composed = FluentParser().parse("a = \u{E9}\n")
        let decomposed = FluentParser().parse("a = e\u{301}\n")
        #expect(composed.body.count == 1 && decomposed.body.count == 1)
        #expect(try LosslessCheck.syntaxBytes(composed) != LosslessCheck.syntaxBytes(decomposed))
    }
}

/// The checks of ``LosslessFormattingTests`` on one file.
enum LosslessCheck {
    /// The syntax tree without positions, as bytes: JSON with sorted keys, so two trees are
    /// equal when their bytes are (Swift's `String ==` would equate canonically equivalent
    /// text, which a formatter must not turn into one another).
    static func syntaxBytes(_ resource: Resource) throws -> Data {
        try JSONSerialization.data(withJSONObject: ReferenceJSON.object(resource), options: [.sortedKeys])
    }

    /// What is wrong with formatting `source`: serializer round trip, fmt round trip, fmt
    /// idempotence. Empty when nothing is.
    static func problems(_ source: [UInt8]) throws -> [String] {
        var problems: [String] = []
        let parser = FluentParser()
        let serializer = FluentSerializer()
        let original = parser.parse(source)
        let originalBytes = try syntaxBytes(original)

        let serialized = serializer.serialize(original)
        let reparsed = parser.parse(serialized)
        if try syntaxBytes(reparsed) != originalBytes {
            problems.append(
                "serialize: the tree changed\n\(describe(original, reparsed))\n--- serialized:\n\(serialized)")
        }
        if serializer.serialize(reparsed) != serialized {
            problems.append("serialize is not idempotent")
        }

        switch FluentCatalogs.format(source, path: "x.ftl") {
        case .failure(let failure):
            let hasLoneCR = source.indices.contains {
                source[$0] == 0x0D && ($0 + 1 == source.count || source[$0 + 1] != 0x0A)
            }
            if original.errors.isEmpty && !hasLoneCR {
                problems.append("fmt refused a valid file: \(failure.diagnostics)")
            }
        case .success(nil):
            // Canonical already: the serializer must agree.
            if Array(serialized.utf8) != source { problems.append("fmt found no change but serialize does") }
        case .success(let formatted?):
            let formattedTree = parser.parse(formatted)
            if try syntaxBytes(formattedTree) != originalBytes {
                problems.append(
                    "fmt: the tree changed\n\(describe(original, formattedTree))\n--- formatted:\n"
                        + String(decoding: formatted, as: UTF8.self))
            }
            if case .success(let again) = FluentCatalogs.format(formatted, path: "x.ftl"), again != nil {
                problems.append("fmt is not idempotent")
            }
        }
        return problems
    }

    /// Every text of the tree, comments and string literals included, LF-separated.
    static func texts(_ resource: Resource) -> [UInt8] {
        var output: [UInt8] = []
        func add(_ text: String) {
            output += Array(text.utf8) + [0x0A]
        }
        func add(_ pattern: Pattern) {
            for element in pattern.elements {
                switch element {
                case .text(let text): add(text.value)
                case .placeable(let placeable): add(placeable.expression)
                }
            }
        }
        func add(_ expression: FluentExpression) {
            switch expression {
            case .stringLiteral(let literal): add(literal.value)
            case .placeable(let placeable): add(placeable.expression)
            case .selectExpression(let select):
                for variant in select.variants { add(variant.value) }
            case .functionReference(let function):
                for argument in function.arguments.positional { add(argument) }
            default: break
            }
        }
        for entry in resource.body {
            switch entry {
            case .message(let message):
                message.comment.map { add($0.content) }
                message.value.map(add)
                for attribute in message.attributes { add(attribute.value) }
            case .term(let term):
                term.comment.map { add($0.content) }
                add(term.value)
                for attribute in term.attributes { add(attribute.value) }
            case .comment(let comment): add(comment.content)
            case .groupComment(let comment): add(comment.content)
            case .resourceComment(let comment): add(comment.content)
            case .junk(let junk): add(junk.content)
            }
        }
        return output
    }

    private static func describe(_ before: Resource, _ after: Resource) -> String {
        guard let left = try? ReferenceJSON.roundTripped(before), let right = try? ReferenceJSON.roundTripped(after)
        else { return "" }
        return ReferenceJSON.firstDifference(left, right) ?? "(differs in bytes only: a canonically equivalent text)"
    }

    // MARK: The compiler's output

    /// A one-file source catalog, `en/Corpus.ftl`.
    static func input(_ source: [UInt8]) -> CompilerInput {
        CompilerInput(files: [
            CatalogFile(path: "en/Corpus.ftl", localeDirectory: "en", catalogName: "Corpus", contents: source)
        ])
    }

    /// The generated Swift without doc comments (they quote the source, layout and all), and
    /// the diagnostics without positions.
    static func compiled(_ input: CompilerInput) -> (code: [String], diagnostics: [String]) {
        let result = FluentCatalogs.compile(input)
        let code = result.files.flatMap { file in
            ["// \(file.name)"]
                + file.contents.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
                .filter { !$0.drop { $0 == " " }.hasPrefix("///") }
        }
        let diagnostics = result.diagnostics.map { "\($0.severity.rawValue) \($0.id.rawValue): \($0.message)" }
        return (code, diagnostics)
    }

    /// The first differing line of code or diagnostic, compared as bytes.
    static func firstDifference(
        _ before: (code: [String], diagnostics: [String]), _ after: (code: [String], diagnostics: [String])
    ) -> String? {
        for (name, left, right) in [
            ("code", before.code, after.code), ("diagnostics", before.diagnostics, after.diagnostics),
        ] {
            for index in 0..<max(left.count, right.count) {
                let leftLine = index < left.count ? left[index] : "<end>"
                let rightLine = index < right.count ? right[index] : "<end>"
                if Array(leftLine.utf8) != Array(rightLine.utf8) {
                    return "\(name) line \(index + 1) differs:\n  before: \(leftLine)\n  after:  \(rightLine)"
                }
            }
        }
        return nil
    }
}
