import Foundation
import LocalizedValidation
import Testing

/// Where and why the reader stops on a malformed body: the reason's code, the byte
/// offset, and the JSON Pointer of the member being read (issue 22, deliverable 2).
@Suite struct MalformedBodyTests {
    private func failure(_ json: [UInt8], limits: JSONInputLimits = .default) -> JSONInputError? {
        do {
            _ = try FieldValue(json: json, limits: limits)
            return nil
        } catch let error as JSONInputError {
            return error
        } catch {
            Issue.record("not a JSONInputError: \(error)")
            return nil
        }
    }

    private func failure(_ json: String, limits: JSONInputLimits = .default) -> JSONInputError? {
        failure(Array(json.utf8), limits: limits)
    }

    @Test("A truncated member names the member and the byte where the body ends")
    func truncatedMember() throws {
        let error = try #require(failure(#"{"email": "#))
        #expect(error.reason == .syntax)
        #expect(error.offset == 10)
        #expect(error.pointer == "/email")
        #expect(error.description == "JSON input: syntax at byte 10 in /email")
    }

    @Test("The pointer follows nested members and array elements")
    func nestedPointer() throws {
        let error = try #require(failure(#"{"a": {"b": [1, 2, tru]}}"#))
        #expect(error.reason == .syntax && error.pointer == "/a/b/2" && error.offset == 19)
        #expect(error.path == FieldPath("a").appending("b").appending(index: 2))
    }

    @Test("Keys in the pointer are escaped as RFC 6901 says")
    func escapedKeys() throws {
        #expect(failure(#"{"a/b~": [}"#)?.pointer == "/a~1b~0/0")
    }

    @Test("Between members, the pointer is the enclosing object's; outside every member, the root")
    func enclosingPointer() {
        #expect(failure(#"{"a": {"x": 1 "y": 2}}"#)?.pointer == "/a")
        #expect(failure(#"{"a": 1,}"#)?.pointer == "")
        #expect(failure(#"{"a": 1} x"#)?.pointer == "")
        #expect(failure(#"{"a" 1}"#)?.pointer == "/a")
    }

    @Test("A duplicate key points at the second occurrence")
    func duplicateKey() throws {
        let error = try #require(failure(#"{"a": {"x": 1, "x": 2}}"#))
        #expect(error.reason == .duplicateKey && error.offset == 15 && error.pointer == "/a/x")
    }

    @Test("A byte-order mark has a reason of its own, at byte 0")
    func byteOrderMark() throws {
        let error = try #require(failure([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)))
        #expect(error.reason == .byteOrderMark && error.offset == 0 && error.pointer == "")
        // The same through the schema's entry point, which reads fields.
        let schema = FormSchema([FieldSpec("a", label: LocalizedText(verbatim: "A"), rules: [])])
        do {
            _ = try schema.validate(
                json: [0xEF, 0xBB, 0xBF, UInt8(ascii: "{"), UInt8(ascii: "}")],
                environment: InputEnvironment(locale: .english, timeZone: .utc))
            Issue.record("a byte-order mark was read")
        } catch let error as JSONInputError {
            #expect(error.reason == .byteOrderMark && error.offset == 0)
        }
    }

    @Test("Invalid UTF-8 is its own reason, at the first byte that is not UTF-8")
    func invalidUTF8() throws {
        let plain = try #require(failure(Array(#"{"name": "ab"#.utf8) + [0xFF] + Array(#"c"}"#.utf8)))
        #expect(plain.reason == .invalidUTF8 && plain.offset == 12 && plain.pointer == "/name")
        // With an escape before it, the offset is still the raw byte's.
        let escaped = try #require(failure(Array(#"{"name": "\n"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)))
        #expect(escaped.reason == .invalidUTF8 && escaped.offset == 12 && escaped.pointer == "/name")
        // In a key: the enclosing object.
        let key = try #require(failure(Array(#"{"a": {""#.utf8) + [0xC0, 0xAF] + Array(#"": 1}}"#.utf8)))
        #expect(key.reason == .invalidUTF8 && key.offset == 8 && key.pointer == "/a")
    }

    @Test("Depth and element limits point at the container over them")
    func limitsPointAtTheContainer() {
        let limits = JSONInputLimits(maximumBytes: 1000, maximumDepth: 3, maximumElements: 2)
        let deep = failure(#"{"a": {"b": {"c": {"d": 1}}}}"#, limits: limits)
        #expect(deep?.reason == .tooDeep && deep?.pointer == "/a/b/c")
        let wide = failure(#"{"list": [1, 2, 3]}"#, limits: limits)
        #expect(wide?.reason == .tooManyElements && wide?.pointer == "/list")
        let large = failure(String(repeating: " ", count: 1001), limits: limits)
        #expect(large?.reason == .tooLarge && large?.pointer == "")
    }

    @Test(
        "An exponent beyond the digit limit is out of range; digits written beyond it are too long",
        arguments: [
            ("1e400000", JSONInputError.Reason.numberOutOfRange),
            ("1e-99999", .numberOutOfRange),
            ("-2.5e1024", .numberOutOfRange),
            ("1e999999999999999999999", .numberOutOfRange),
            (String(repeating: "7", count: 1025), .numberTooLong),
            ("0." + String(repeating: "3", count: 1100) + "e-5", .numberTooLong),
        ])
    func numberReasons(json: String, reason: JSONInputError.Reason) throws {
        let error = try #require(failure(#"{"n": [0, "# + json + "]}"))
        #expect(error.reason == reason && error.offset == 10 && error.pointer == "/n/1")
    }

    @Test("Numbers at the digit limit still read exactly")
    func numbersAtTheLimit() throws {
        let value = try FieldValue(json: Array("[1e1023, 1e-1023]".utf8))
        #expect(value.array?[0].number?.decimalText.utf8.count == 1024)
        #expect(value.array?[1].number?.decimalText == "0." + String(repeating: "0", count: 1022) + "1")
        #expect(failure(String(repeating: "9", count: 1024)) == nil)
    }

    @Test("The digits a document's numbers expand to are bounded by its size")
    func documentDigitBudget() throws {
        // 3,000 × `1e1023` is 21 KB that would expand to 3 MB of digits.
        let hostile = "[" + Array(repeating: "1e1023", count: 3_000).joined(separator: ",") + "]"
        let error = try #require(failure(hostile))
        #expect(error.reason == .numberOutOfRange && error.pointer.hasPrefix("/"))
        #expect(error.offset > 0 && error.offset < hostile.utf8.count)
        // A few long numbers in a small body, and long numbers written out, are fine.
        #expect(failure("[" + Array(repeating: "1e1000", count: 6).joined(separator: ",") + "]") == nil)
        let written =
            "[" + Array(repeating: String(repeating: "1", count: 1000), count: 50).joined(separator: ",") + "]"
        #expect(failure(written) == nil)
    }

    @Test("Values that take memory far beyond the body's size are refused, at the value that goes past it")
    func documentValueBudget() throws {
        // 1 MiB of tiny objects, or of nested one-element arrays: 25-30 × their size as
        // Swift values.
        let objects = #"{"a": ["# + Array(repeating: #"{"":0}"#, count: 9_000).joined(separator: ",") + "]}"
        let tiny = try #require(failure(objects))
        #expect(tiny.reason == .tooManyValues && tiny.pointer.hasPrefix("/a/"))
        let nested = "[" + Array(repeating: "[[[[[[[[0]]]]]]]]", count: 9_000).joined(separator: ",") + "]"
        #expect(failure(nested)?.reason == .tooManyValues)
        // Forms, long text and small documents of any shape are far from it.
        let form = #"{"name": "Ana Lúcia", "tags": ["a", "b"], "address": {"city": "São Paulo"}, "age": 31}"#
        #expect(failure(form) == nil)
        #expect(failure("[" + Array(repeating: #"{"":0}"#, count: 300).joined(separator: ",") + "]") == nil)
        let text =
            "["
            + Array(repeating: "\"" + String(repeating: "x", count: 100) + "\"", count: 5_000).joined(separator: ",")
            + "]"
        #expect(failure(text) == nil)
    }

    @Test("Arrays are built with exactly their elements, nested ones too")
    func nestedArraysReadExactly() throws {
        let value = try FieldValue(json: Array(#"[[1, [2, 3]], [], [4], {"a": [5, [6]]}]"#.utf8))
        #expect(value.description == "[[1, [2, 3]], [], [4], {a: [5, [6]]}]")
        #expect(failure("[[1, [2, x]]]")?.pointer == "/0/1/1")
    }
}
