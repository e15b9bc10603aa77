import Foundation
import FuzzSupport
import LocalizedValidation

/// The bounded JSON reader (`FieldValue(json:limits:)`) and typed decoding of a JSON body
/// (`FormSchema.validate(json:)`, `FormSchema.decode(_:from:environment:limits:)`).
///
/// Byte 0 picks small limits (depth 1–8, 1–16 elements per container, and whether the
/// byte limit is one short of the document); the rest is the document.
enum JSONHarness {
    static let schema = FormSchema([
        FieldSpec("name", label: LocalizedText(verbatim: "Name"), normalizers: [.trim], rules: [.required]),
        FieldSpec("age", label: LocalizedText(verbatim: "Age"), rules: [.integer(in: 0...150)]),
        FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: []),
        FieldSpec(
            "address", label: LocalizedText(verbatim: "Address"), rules: [],
            schema: FormSchema([
                FieldSpec("city", label: LocalizedText(verbatim: "City"), rules: [.required]),
                FieldSpec("zip", label: LocalizedText(verbatim: "ZIP"), rules: [.integer(in: 0...99999)]),
            ])),
        FieldSpec(
            "tags", label: LocalizedText(verbatim: "Tags"),
            each: .value(label: LocalizedText(verbatim: "Tag"), rules: [.required])),
    ])

    /// The type the schema builds.
    struct Form: Decodable {
        struct Address: Decodable {
            var city: String
            var zip: Int?
        }
        var name: String
        var age: Int?
        var terms: Bool?
        var address: Address?
        var tags: [String]?
    }

    static let environment = InputEnvironment(locale: .english, timeZone: .utc)
    /// Reasons a document within the small limits may fail for that depend on the
    /// document alone, so the default limits fail the same way at the same byte.
    static let documentReasons: Set<JSONInputError.Reason> = [
        .syntax, .invalidUTF8, .byteOrderMark, .duplicateKey, .numberTooLong, .numberOutOfRange, .tooManyValues,
    ]

    static func run(_ input: FuzzInput) {
        guard let selector = input.bytes.first else { return }
        let document = Array(input.bytes.dropFirst())
        let small = JSONInputLimits(
            maximumBytes: selector & 0x80 == 0 ? document.count : document.count - 1,
            maximumDepth: 1 + Int(selector % 8), maximumElements: 1 + Int(selector / 8 % 16))

        let bounded = readingJSON { try FieldValue(json: document, limits: small) }
        let unbounded = readingJSON { try FieldValue(json: document) }
        switch bounded {
        case .success(let value):
            fuzzRequire(document.count <= small.maximumBytes, "read \(document.count) bytes over \(small)")
            let shape = Shape(value)
            fuzzRequire(shape.depth <= small.maximumDepth, "depth \(shape.depth) over \(small)")
            fuzzRequire(shape.widest <= small.maximumElements, "\(shape.widest) elements over \(small)")
            fuzzRequire(
                (try? unbounded.get()) == value, "larger limits read \(String(describing: unbounded)) not \(value)")
        case .failure(let error):
            if documentReasons.contains(error.reason) {
                guard case .failure(let other) = unbounded else {
                    fuzzRequire(false, "\(error) within small limits, accepted within the default ones")
                    return
                }
                fuzzRequire(other == error, "\(error) within small limits, \(other) within the default ones")
            }
        }

        if case .success(let value) = unbounded {
            checkRoundTrip(value)
        }
        checkAgainstFoundation(document, unbounded)
        checkSchema(document, unbounded)
    }

    /// Writing the value back as JSON and reading it again gives the same value.
    static func checkRoundTrip(_ value: FieldValue) {
        var text = ""
        write(value, to: &text)
        let limits = JSONInputLimits(maximumBytes: .max, maximumDepth: 32, maximumElements: 10_000)
        let again = readingJSON { try FieldValue(json: Array(text.utf8), limits: limits) }
        fuzzRequire((try? again.get()) == value, "\(value) written as \(text) reads back as \(again)")
    }

    /// JSONSerialization agrees on which documents are JSON, apart from what this reader
    /// refuses on purpose (duplicate keys, limits, numbers over 1,024 digits) and the
    /// encodings Foundation detects besides UTF-8 (a byte-order mark, NUL bytes).
    static func checkAgainstFoundation(_ document: [UInt8], _ ours: Result<FieldValue, JSONInputError>) {
        guard !document.contains(0), !document.starts(with: [0xEF, 0xBB, 0xBF]) else { return }
        let theirs = try? JSONSerialization.jsonObject(with: Data(document), options: [.fragmentsAllowed])
        switch ours {
        case .success(let value):
            // Foundation refuses numbers out of Double's range; we keep them exact.
            guard Shape(value).numbersFitDouble else { return }
            guard let theirs else {
                fuzzRequire(false, "JSONSerialization refuses what we read as \(value)")
                return
            }
            fuzzRequire(agree(value, theirs), "we read \(value), JSONSerialization \(theirs)")
        case .failure(let error):
            guard error.reason == .syntax, theirs != nil else { return }
            // JSONSerialization allows a trailing comma (`[1,]`), RFC 8259 does not: check
            // the document without it.
            if let comma = trailingComma(before: error.offset, in: document) {
                var fixed = document
                fixed.remove(at: comma)
                checkAgainstFoundation(fixed, readingJSON { try FieldValue(json: fixed) })
                return
            }
            fuzzRequire(false, "JSONSerialization reads \(theirs!), we refuse it: \(error)")
        }
    }

    /// The offset of the `,` before the `}` or `]` at `offset`, with only whitespace
    /// between them.
    static func trailingComma(before offset: Int, in document: [UInt8]) -> Int? {
        guard document.indices.contains(offset),
            document[offset] == UInt8(ascii: "}") || document[offset] == UInt8(ascii: "]")
        else { return nil }
        let whitespace: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
        guard let previous = document[..<offset].lastIndex(where: { !whitespace.contains($0) }),
            document[previous] == UInt8(ascii: ",")
        else { return nil }
        return previous
    }

    /// Validating the bytes is reading them, then validating the fields; typed decoding
    /// succeeds only for valid results, and otherwise reports the result's issues, or
    /// one `wrong-type` or `required` issue where valid values do not fit the type.
    static func checkSchema(_ document: [UInt8], _ read: Result<FieldValue, JSONInputError>) {
        let validated = readingJSON {
            try schema.validate(json: document, environment: environment)
        }
        switch (read, validated) {
        case (.success(let value), .success(let result)):
            guard let object = value.object else {
                fuzzRequire(false, "validate(json:) took a top level that is not an object: \(value)")
                return
            }
            var fields: [FieldKey: FieldValue] = [:]
            for (key, member) in object { fields[FieldKey(key)] = member }
            fuzzRequire(result == schema.validate(fields, environment: environment), "validate(json:) differs")
        case (.success(let value), .failure(let error)):
            fuzzRequire(
                value.object == nil && error.reason == JSONInputError.Reason.notAnObject,
                "read \(value), validate(json:) threw \(error)")
        case (.failure(let error), .success):
            fuzzRequire(false, "FieldValue(json:) threw \(error), validate(json:) did not")
        case (.failure(let error), .failure(let other)):
            fuzzRequire(error == other, "FieldValue(json:) threw \(error), validate(json:) \(other)")
        }
        guard case .success(let result) = validated else { return }
        do {
            _ = try schema.decode(Form.self, from: document, environment: environment)
            fuzzRequire(result.isValid, "decoded an invalid result: \(result.issues)")
        } catch let failure as ValidationFailure {
            if result.isValid {
                // Values the schema accepts that do not fit the type (a rule-less field
                // given text where the type wants a `Bool`): one issue at that place.
                fuzzRequire(
                    failure.issues.count == 1 && [.wrongType, .required].contains(failure.issues[0].code),
                    "a valid result did not decode: \(failure)")
            } else {
                fuzzRequire(failure.issues == result.issues, "decode reports other issues than validate")
            }
        } catch {
            fuzzRequire(false, "decode threw \(error) after validate(json:) read the document")
        }
    }

    /// Whether a value and JSONSerialization's reading of the same document agree in
    /// structure and text (numbers and flags by kind only: Foundation bridges both to
    /// `NSNumber`).
    static func agree(_ value: FieldValue, _ other: Any) -> Bool {
        if value == .absent { return other is NSNull }
        if let text = value.text { return (other as? String) == text }
        if value.flag != nil || value.number != nil { return other is NSNumber }
        if let elements = value.array {
            guard let others = other as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { agree($0, $1) }
        }
        if let members = value.object {
            guard let others = other as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { key, member in others[key].map { agree(member, $0) } ?? false }
        }
        return false
    }

    /// Compact JSON with only the escapes JSON requires.
    static func write(_ value: FieldValue, to text: inout String) {
        if value == .absent {
            text += "null"
        } else if let flag = value.flag {
            text += flag ? "true" : "false"
        } else if let number = value.number {
            text += number.decimalText
        } else if let string = value.text {
            writeString(string, to: &text)
        } else if let elements = value.array {
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, to: &text)
            }
            text += "]"
        } else if let members = value.object {
            text += "{"
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { text += "," }
                writeString(key, to: &text)
                text += ":"
                write(member, to: &text)
            }
            text += "}"
        }
    }

    static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// The depth and widest container of a value, and whether its numbers are finite doubles.
struct Shape {
    var depth = 0
    var widest = 0
    var numbersFitDouble = true

    init(_ value: FieldValue) {
        visit(value, level: 0)
    }

    private mutating func visit(_ value: FieldValue, level: Int) {
        if let number = value.number, !number.doubleValue.isFinite { numbersFitDouble = false }
        let children = value.array ?? value.object.map { Array($0.values) }
        guard let children else { return }
        depth = max(depth, level + 1)
        widest = max(widest, children.count)
        for child in children { visit(child, level: level + 1) }
    }
}

/// What the reader answers: the value, or its `JSONInputError` (the public API throws
/// untyped errors; any other error is a finding).
func readingJSON<Value>(_ read: () throws -> Value) -> Result<Value, JSONInputError> {
    do {
        return .success(try read())
    } catch let error as JSONInputError {
        return .failure(error)
    } catch {
        fatalError("the JSON reader threw something else than JSONInputError: \(error)")
    }
}
