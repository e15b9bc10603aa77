#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a user submitted in a field: text, a checkbox or toggle, a number, nested
/// objects and arrays, or nothing.
///
/// A struct rather than an enum so that new kinds of input can be added without
/// breaking anyone's `switch`: build values with the static constructors (`.text("Ana")`,
/// `.flag(true)`, `.absent`, `.number(42)`, `.object(["street": .text("…")])`,
/// `.array([…])`) and read them with the accessors, each nil for other kinds:
///
/// ```swift
/// if let text = value.text { … }
/// if let price = value.number?.decimalText { … }
/// if value == .absent { … }
/// ```
///
/// JSON becomes values through one path, ``init(json:limits:)``: a bounded reader that
/// keeps numbers exact. A value encodes as JSON (`Encodable`), a number exactly: as an
/// integer, a `Decimal` or a `Double` when one of them holds its digits exactly, and
/// otherwise (`1e400`, `1e-400`, 41 significant digits: no `Encoder` number can) as a
/// string of its exact decimal digits (`ExactDecimal` decodes such a string); it is `Decodable` only
/// so that an app's type decoded by ``FormSchema`` can hold one (the schema hands it
/// the value as it is): another `Decoder`, such as `JSONDecoder`, which reads numbers
/// through `Double` or `Decimal` and bounds nothing, is refused.
public struct FieldValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kinds of value; internal, so that adding one is not a breaking change.
    enum Storage: Sendable, Hashable {
        case absent
        case text(String)
        case flag(Bool)
        case number(ExactDecimal)
        case object([String: FieldValue])
        case array([FieldValue])
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// Typed or chosen text (numbers and dates typed by a user arrive as text, parsed
    /// per input locale).
    public static func text(_ text: String) -> FieldValue { FieldValue(.text(text)) }
    /// A checkbox, toggle or switch.
    public static func flag(_ flag: Bool) -> FieldValue { FieldValue(.flag(flag)) }
    /// The field was not submitted at all.
    public static let absent = FieldValue(.absent)
    /// A number submitted as a number (a JSON number): number rules take it as it is,
    /// without reading it as locale text.
    public static func number(_ number: ExactDecimal) -> FieldValue { FieldValue(.number(number)) }
    /// A nested object (an address with its own fields).
    public static func object(_ members: [String: FieldValue]) -> FieldValue { FieldValue(.object(members)) }
    /// A list of values.
    public static func array(_ elements: [FieldValue]) -> FieldValue { FieldValue(.array(elements)) }

    /// The text, or nil for other kinds of value.
    public var text: String? {
        if case .text(let text) = storage { return text }
        return nil
    }

    /// The flag, or nil for other kinds of value.
    public var flag: Bool? {
        if case .flag(let flag) = storage { return flag }
        return nil
    }

    /// The number, or nil for other kinds of value (text that looks like a number is
    /// text: only a number rule, knowing the input locale, reads it).
    public var number: ExactDecimal? {
        if case .number(let number) = storage { return number }
        return nil
    }

    /// The members of an object, or nil for other kinds of value.
    public var object: [String: FieldValue]? {
        if case .object(let members) = storage { return members }
        return nil
    }

    /// The elements of an array, or nil for other kinds of value.
    public var array: [FieldValue]? {
        if case .array(let elements) = storage { return elements }
        return nil
    }

    /// Whether the field was not submitted.
    public var isAbsent: Bool { storage == .absent }

    public var description: String {
        switch storage {
        case .absent: "(absent)"
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .number(let number): number.decimalText
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// Refuses every decoder but ``FormSchema``'s (which hands the value over without
    /// calling this): read JSON with ``init(json:limits:)``.
    ///
    /// - Throws: `DecodingError.typeMismatch`, always.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.typeMismatch(
            FieldValue.self,
            DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription:
                    "read JSON into field values with FieldValue(json:) or FormSchema.validate(json:), "
                    + "which keep numbers exact and bound the input"))
    }

    public func encode(to encoder: any Encoder) throws {
        switch storage {
        case .absent:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .text(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .flag(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            let text = number.decimalText
            if let integer = number.intValue {
                try container.encode(integer)
            } else if let decimal = Decimal(string: text), decimal.description == text {
                try container.encode(decimal)
            } else if let double = Double(text), double.isFinite, ExactDecimal(double.description) == number {
                // `1e300`: beyond Decimal's exponents, but a Double's shortest form is exact.
                try container.encode(double)
            } else {
                // No number an `Encoder` takes holds it (`1e400`, `1e-400`, 41 digits): its
                // exact digits as a string, never rounded, as `ExactDecimal` reads them back.
                try container.encode(text)
            }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in members { try container.encode(value, forKey: AnyKey(key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        }
    }
}

/// A coding key for an object's arbitrary member names.
private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
