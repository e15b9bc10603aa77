import Foundation
import Testing
@_spi(Syntax) import _LocalizedValidationCompilerCore

@Suite("FluentParser")
struct ParserTests {
    private let parser = FluentParser()

    private func message(_ entry: Entry?) throws -> Message {
        guard case .message(let message) = entry else {
            Issue.record("expected a message, got \(String(describing: entry))")
            throw ParserTestError.unexpectedEntry
        }
        return message
    }

    private func junk(_ entry: Entry?) throws -> Junk {
        guard case .junk(let junk) = entry else {
            Issue.record("expected junk, got \(String(describing: entry))")
            throw ParserTestError.unexpectedEntry
        }
        return junk
    }

    @Test("Positions of a message, a placeable and a variant key")
    func positions() throws {
        let source = "# c\nfirst = A\nsecond = é { $n ->\n    [one] x\n   *[other] y\n}\n"
        let resource = parser.parse(source)
        #expect(resource.body.count == 2)
        let first = try message(resource.body.first)
        #expect(first.span.start == SourceLocation(offset: 4, line: 2, column: 1))
        #expect(first.comment?.span.start == SourceLocation(offset: 0, line: 1, column: 1))
        let second = try message(resource.body.last)
        #expect(second.id.span.start == SourceLocation(offset: 14, line: 3, column: 1))
        guard case .placeable(let placeable) = second.value?.elements.last,
            case .selectExpression(let select) = placeable.expression
        else {
            Issue.record("expected a select expression")
            return
        }
        // "second = é " is 11 scalars (é is two bytes), so the brace is at column 12.
        #expect(placeable.span.start == SourceLocation(offset: 26, line: 3, column: 12))
        #expect(select.variants[0].key.span.start.line == 4)
        #expect(select.variants[0].key.span.start.column == 6)
        #expect(select.variants[1].span.start == SourceLocation(offset: 49, line: 5, column: 4))
        #expect(placeable.span.end.line == 6 && placeable.span.end.column == 2)
    }

    @Test("Positions after CRLF line ends and after a byte order mark")
    func positionsAfterCRLFAndBOM() throws {
        let crlf = parser.parse("a = 1\r\nb = { $x }\r\n")
        let b = try message(crlf.body.last)
        #expect(b.span.start == SourceLocation(offset: 7, line: 2, column: 1))
        #expect(b.value?.elements.first?.span.start == SourceLocation(offset: 11, line: 2, column: 5))

        let withBOM = parser.parse([0xEF, 0xBB, 0xBF] + Array("key = v\nnext = w\n".utf8))
        #expect(withBOM.body.count == 2)
        let key = try message(withBOM.body.first)
        #expect(key.id.name == "key")
        #expect(key.span.start == SourceLocation(offset: 3, line: 1, column: 1))
        #expect(try message(withBOM.body.last).span.start == SourceLocation(offset: 11, line: 2, column: 1))
    }

    @Test("Invalid UTF-8 becomes junk with the offset of the bad byte; other entries survive")
    func invalidUTF8() throws {
        let bytes = Array("ok = fine\nbad = caf".utf8) + [0xE9] + Array(" au lait\nalso-ok = yes\n".utf8)
        let resource = parser.parse(bytes)
        #expect(resource.body.count == 3)
        #expect(try message(resource.body[0]).id.name == "ok")
        let bad = try junk(resource.body[1])
        #expect(bad.annotations.first?.code == .invalidUTF8)
        #expect(bad.annotations.first?.span.start == SourceLocation(offset: 19, line: 2, column: 10))
        #expect(bad.annotations.first?.message.contains("byte offset 19") == true)
        #expect(bad.content == "bad = caf\u{FFFD} au lait\n")
        #expect(try message(resource.body[2]).id.name == "also-ok")
        #expect(resource.errors.map(\.code) == [.invalidUTF8])
    }

    @Test("Truncated multi-byte sequences and lone continuation bytes are reported, not crashed on")
    func truncatedUTF8() throws {
        for tail: [UInt8] in [[0xF0, 0x9F], [0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
            let resource = parser.parse(Array("key = x".utf8) + tail)
            #expect(resource.errors.first?.code == .invalidUTF8, "tail \(tail)")
            #expect(resource.errors.first?.span.start.offset == 7)
        }
    }

    @Test("NUL bytes are ordinary text")
    func nulBytes() throws {
        let resource = parser.parse(Array("key = a".utf8) + [0] + Array("b\n".utf8))
        let key = try message(resource.body.first)
        guard case .text(let text) = key.value?.elements.first else {
            Issue.record("expected text")
            return
        }
        #expect(text.value == "a\u{0}b")
        #expect(parser.parse([0, 0, 0]).body.count == 1)
    }

    @Test("Deeply nested placeables hit the depth limit as junk, without overflowing the stack")
    func depthLimit() throws {
        let deep = "key = " + String(repeating: "{", count: 5000) + "$x" + String(repeating: "}", count: 5000)
        let resource = parser.parse(deep + "\nnext = ok\n")
        #expect(resource.body.count == 2)
        let rejected = try junk(resource.body.first)
        #expect(rejected.annotations.first?.code == .nestingTooDeep)
        #expect(rejected.annotations.first?.message.contains("100 levels") == true)
        #expect(try message(resource.body.last).id.name == "next")

        let allowed =
            "key = " + String(repeating: "{", count: 100) + "$x" + String(repeating: "}", count: 100)
        #expect(parser.parse(allowed).errors.isEmpty)

        let calls =
            "key = {" + String(repeating: "F(", count: 5000) + String(repeating: ")", count: 5000) + "}"
        #expect(parser.parse(calls).errors.first?.code == .nestingTooDeep)
    }

    @Test("A 10 MB file parses completely")
    func largeInput() throws {
        let unit =
            "# Comment for message\nmessage-NUM = Hello { $user }, you have { $count ->\n"
            + "    [one] one message\n   *[other] { $count } messages\n}.\n    .title = Title\n\n"
        var source = ""
        var count = 0
        while source.utf8.count < 10_000_000 {
            source += unit.replacingOccurrences(of: "NUM", with: String(count))
            count += 1
        }
        let resource = parser.parse(source)
        #expect(resource.body.count == count)
        #expect(resource.errors.isEmpty)
        #expect(resource.span.end.line == count * 7 + 1)
    }

    @Test("A lone CR is text, not a line end, as the spec says")
    func carriageReturnOnly() throws {
        let resource = parser.parse("key01 = Value 01\rkey02 = Value 02\r")
        #expect(resource.body.count == 1)
        let key = try message(resource.body.first)
        guard case .text(let text) = key.value?.elements.first else {
            Issue.record("expected text")
            return
        }
        #expect(text.value == "Value 01\rkey02 = Value 02\r")
        #expect(key.span.end.line == 1)
    }

    @Test(
        "Truncated input never crashes",
        arguments: [
            "k", "k ", "k =", "-", "#x", "k = {", "k = { $", "k = {\"\\u00", "k = { $x ->\n", "k = { F(a: ",
        ])
    func truncated(source: String) throws {
        let resource = parser.parse(source)
        #expect(resource.body.count == 1)
        #expect(!resource.errors.isEmpty)
        #expect(resource.errors.allSatisfy { $0.span.start.offset <= source.utf8.count })
    }

    @Test("Junk annotations point at the error")
    func annotations() throws {
        let resource = parser.parse("key = { $x\nnext = ok\n")
        let broken = try junk(resource.body.first)
        #expect(broken.content == "key = { $x\n")
        #expect(broken.annotations.first?.code == .expectedToken)
        #expect(broken.annotations.first?.arguments == ["}"])
    }

    @Test("Multiline patterns: common indent removed, blank lines kept, special line starts")
    func multiline() throws {
        let resource = parser.parse("key =\n    first\n\n      second\n    third   \n    .attr = A\n")
        let key = try message(resource.body.first)
        guard case .text(let text) = key.value?.elements.first else {
            Issue.record("expected text")
            return
        }
        #expect(text.value == "first\n\n  second\nthird")
        #expect(key.attributes.map(\.id.name) == ["attr"])
    }

    @Test("String literal escapes are kept raw and decoded on demand")
    func stringEscapes() throws {
        let resource = parser.parse(#"key = { "a\"b\\c\u0041\U01F602\UFFFFFF" }"#)
        let key = try message(resource.body.first)
        guard case .placeable(let placeable) = key.value?.elements.first,
            case .stringLiteral(let literal) = placeable.expression
        else {
            Issue.record("expected a string literal")
            return
        }
        #expect(literal.value == #"a\"b\\c\u0041\U01F602\UFFFFFF"#)
        #expect(literal.unescapedValue == "a\"b\\cA😂\u{FFFD}")
    }
}

private enum ParserTestError: Error {
    case unexpectedEntry
}
