import Foundation
import TestSupport
import Testing

@_spi(Syntax) @testable import _LocalizedValidationCompilerCore

@Suite("fmt and the serializer")
struct FormatterTests {
    private func formatted(_ source: String) throws -> String {
        switch FluentCatalogs.format(Array(source.utf8), path: "x.ftl") {
        case .success(let bytes): return bytes.map { String(decoding: $0, as: UTF8.self) } ?? source
        case .failure(let failure): throw failure
        }
    }

    private func value(_ source: String) -> [UInt8]? {
        guard case .message(let message) = FluentParser().parse(source).body.first,
            case .text(let text) = message.value?.elements.last
        else { return nil }
        return Array(text.value.utf8)
    }

    // MARK: Whitespace by scalar

    @Test(
        "A prepended concatenation mark before trailing spaces is kept (a Character would take it with a space)",
        arguments: FluentCorpus.prependedMarks)
    func prependedMarkBeforeTrailingSpaces(mark: Unicode.Scalar) throws {
        let source = "a = x\(mark)   \n"
        #expect(value(source) == Array("x\(mark)".utf8))
        let output = try formatted(source)
        #expect(Array(output.utf8) == Array("a = x\(mark)\n".utf8))
        #expect(value(output) == Array("x\(mark)".utf8))
    }

    @Test("A prepended mark before a placeable, before spaces ending a line, and in a variant is kept")
    func prependedMarkElsewhere() throws {
        let source =
            "a = \u{600} { $x }\u{600}  \nb =\n    line\u{6DD}  \n    next\u{70F}   \n"
            + "c = { $n ->\n    [one] x\u{8E2}  \n   *[other] y\u{D4E}  \n}\n"
        let output = try formatted(source)
        for mark in ["\u{600} {", "}\u{600}\n", "line\u{6DD}  \n", "next\u{70F}\n", "x\u{8E2}\n", "y\u{D4E}\n"] {
            #expect(output.utf8.firstRange(of: mark.utf8) != nil, "lost \(mark.debugDescription) in\n\(output)")
        }
    }

    @Test("A prepended mark before trailing spaces in a message comment reaches the generated documentation")
    func prependedMarkInComment() throws {
        let source = "# Note\u{600}   \n# Variables:\n#   $x (String) - the value\u{6DD}  \nmsg = { $x }\n"
        let result = FluentCatalogs.compile(LosslessCheck.input(Array(source.utf8)))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let code = result.files.map(\.contents).joined()
        #expect(code.utf8.firstRange(of: "/// Note\u{600}\n".utf8) != nil, "\(code)")
        #expect(code.utf8.firstRange(of: "the value\u{6DD} (String)".utf8) != nil, "\(code)")
    }

    @Test("A space carrying a combining mark is not an empty message; a lone ideographic space is")
    func emptyMessageByScalar() {
        func warnsEmpty(_ source: String) -> Bool {
            FluentCatalogs.compile(LosslessCheck.input(Array(source.utf8))).diagnostics.contains {
                $0.id == .emptyMessage
            }
        }
        #expect(!warnsEmpty("k = { \"\" } \u{301}\n"))
        #expect(warnsEmpty("k = { \"\" } \u{3000}\n"))
    }

    // MARK: Carriage returns

    @Test(
        "The serializer round-trips a lone CR before a CRLF line end",
        arguments: [
            "# a\r\r\n# b\n",
            "## a\r\r\n## b\n",
            "k = a\r\r\n    b\n",
            "k = a\r\r\n\r\n    b\r\n",
            "k =\n    { $n ->\n        [one] a\r\r\n            b\n       *[other] c\r\r\n    }\n",
            "k = v\n    .title = a\r\r\n        b\r\r\n",
            "k = a\n    \r\r\n    b\n",
            "k =\n    \r\r\n    b\r\n",
            "# \r\r\n#\r\n# \r\nk = v\r\n",
        ])
    func loneCarriageReturnBeforeLineEnd(source: String) throws {
        let parser = FluentParser()
        let original = parser.parse(source)
        #expect(original.errors.isEmpty)
        let serialized = FluentSerializer().serialize(original)
        let reparsed = parser.parse(serialized)
        #expect(
            try LosslessCheck.syntaxBytes(reparsed) == LosslessCheck.syntaxBytes(original),
            "\(serialized.debugDescription)")
        #expect(FluentSerializer().serialize(reparsed) == serialized)
    }

    // MARK: Layout

    @Test("One blank line between entries; a message's comment stays directly above it")
    func blankLinesBetweenEntries() throws {
        let source = """
            ### Resource
            ## Group
            # Attached
            first = One
            second = Two



            # Standalone

            -term = Term
            # Term comment
            -other = Other
            ## Next group
            third = { $n ->
                [one] One
               *[other] Many
            }
            fourth =
                Line one

                Line three

            """
        let expected = """
            ### Resource

            ## Group

            # Attached
            first = One

            second = Two

            # Standalone

            -term = Term

            # Term comment
            -other = Other

            ## Next group

            third =
                { $n ->
                    [one] One
                   *[other] Many
                }

            fourth =
                Line one

                Line three

            """
        let output = try formatted(source)
        #expect(output == expected, "\n\(output)")
        #expect(try formatted(output) == output)
        // The comments keep their roles.
        let body = FluentParser().parse(output).body
        guard case .message(let first) = body[2], case .comment(let standalone) = body[4],
            case .term(let other) = body[6]
        else {
            Issue.record("unexpected entries: \(body)")
            return
        }
        #expect(first.comment?.content == "Attached")
        #expect(standalone.content == "Standalone")
        #expect(other.comment?.content == "Term comment")
    }

    @Test("Blank lines inside a pattern are written without indentation")
    func blankLinesInsidePatternsHaveNoTrailingSpaces() throws {
        let output = try formatted("k =\n    a\n        \n    b\n    .title =\n        c\n\n\n        d\n")
        #expect(output == "k =\n    a\n\n    b\n    .title =\n        c\n\n\n        d\n")
    }

    // MARK: Files

    @Test("A missing path is an error naming it, not an empty list")
    func missingPath() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        #expect(throws: CatalogDirectory.MissingPath.self) {
            try CatalogDirectory.fluentFiles(under: root.path("nope.ftl"))
        }
        do {
            _ = try CatalogDirectory.fluentFiles(under: root.path("nope"))
        } catch {
            #expect(error.description.contains(root.path("nope")))
        }
    }

    @Test("Folder paths: a trailing slash is not doubled; hidden folders are skipped")
    func folderPaths() throws {
        let root = try TemporaryDirectory(["a/b.ftl": "", "a/.hidden/c.ftl": "", "a/d.txt": ""])
        defer { root.remove() }
        #expect(try CatalogDirectory.fluentFiles(under: root.path("a/")) == [root.path("a/b.ftl")])
        #expect(try CatalogDirectory.fluentFiles(under: root.path("a")) == [root.path("a/b.ftl")])
    }

    @Test("The folder of a file at the file system's root is /")
    func rootFolder() {
        #expect(FileReplacement.split("/x.ftl") == ("/", "x.ftl"))
        #expect(FileReplacement.split("/a/b/x.ftl") == ("/a/b", "x.ftl"))
    }

    @Test("Replacing a file keeps its mode and writes through a symbolic link")
    func replacementKeepsModeAndLink() throws {
        let root = try TemporaryDirectory(["real/x.ftl": "old\n"])
        defer { root.remove() }
        let target = root.path("real/x.ftl")
        #expect(chmod(target, 0o751) == 0)
        try FileManager.default.createSymbolicLink(atPath: root.path("link.ftl"), withDestinationPath: "real/x.ftl")

        try FileReplacement.replaceContents(ofFileAt: root.path("link.ftl"), with: Array("new\n".utf8))

        #expect(try root.read("real/x.ftl") == Array("new\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.path("link.ftl")) == "real/x.ftl")
        var status = stat()
        #expect(stat(target, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o751)
        #expect(try root.contents(of: "real") == ["x.ftl"], "a temporary file was left behind")
    }

    @Test("Replacing a missing file or a folder fails and creates nothing")
    func replacementFailures() throws {
        let root = try TemporaryDirectory(["folder/keep": ""])
        defer { root.remove() }
        #expect(throws: FileReplacement.ReplacementError.self) {
            try FileReplacement.replaceContents(ofFileAt: root.path("missing.ftl"), with: [])
        }
        #expect(throws: FileReplacement.ReplacementError.self) {
            try FileReplacement.replaceContents(ofFileAt: root.path("folder"), with: [])
        }
        #expect(try root.contents() == ["folder"])
    }
}
