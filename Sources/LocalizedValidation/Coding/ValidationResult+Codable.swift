import LocalizedValidationIntl
import LocalizedValidationMessages

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CodingUserInfoKey {
    /// Set to an `IntlLocale` in an encoder's `userInfo` to include each issue's message
    /// rendered in that locale as `"detail"` (see ``ValidationIssue``'s JSON shape).
    ///
    /// ```swift
    /// let encoder = JSONEncoder()
    /// encoder.userInfo[.validationMessageLocale] = try IntlLocale("pt-BR")
    /// ```
    public static let validationMessageLocale = CodingUserInfoKey(rawValue: "LocalizedValidation.messageLocale")!
}

extension FieldKey: CodingKeyRepresentable {
    /// The key as a coding key, so that `[FieldKey: FieldValue]` encodes and decodes as a
    /// JSON object (`{"email": "ana@example.com"}`), not as an array of pairs.
    public var codingKey: any CodingKey { FieldCodingKey(rawValue) }

    public init?<T: CodingKey>(codingKey: T) { self.init(codingKey.stringValue) }
}

/// A coding key for any member name.
struct FieldCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension FieldPath: Codable {
    /// Reads a JSON Pointer (RFC 6901): `""` is the root, `/address/city` two keys,
    /// `~1` a `/` and `~0` a `~` inside a key. A segment of digits without a leading
    /// zero is an index (a pointer does not say whether `0` names an element or a
    /// member; results only use digits for elements). Nil when the text is not empty and
    /// does not start with `/`, or has `~` followed by anything but `0` or `1`.
    public init?(jsonPointer: String) {
        guard !jsonPointer.isEmpty else {
            self = .root
            return
        }
        // Scalars, not characters: a key may start with a combining mark, which would
        // join the `/` or `~` before it into one character.
        let pointer = jsonPointer.unicodeScalars
        guard pointer.first == "/" else { return nil }
        var segments: [Segment] = []
        for part in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var scalars = String.UnicodeScalarView()
            var escaped = false
            for character in part {
                if escaped {
                    switch character {
                    case "0": scalars.append("~")
                    case "1": scalars.append("/")
                    default: return nil
                    }
                    escaped = false
                } else if character == "~" {
                    escaped = true
                } else {
                    scalars.append(character)
                }
            }
            guard !escaped else { return nil }
            let key = String(scalars)
            let isIndex =
                !key.isEmpty && key.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } && (key == "0" || !key.hasPrefix("0"))
            if isIndex, let index = Int(key) { segments.append(.index(index)) } else { segments.append(.key(key)) }
        }
        self.init(segments)
    }

    /// Decodes a JSON Pointer string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let path = FieldPath(jsonPointer: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON Pointer: \(text)")
        }
        self = path
    }

    /// Encodes as its JSON Pointer string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsonPointer)
    }
}

/// ``ValidationIssue`` encodes as a JSON object with a stable shape:
///
/// ```json
/// {"field": "email", "pointer": "/email", "code": "email-missing-at", "detail": "E-mail must contain an @ sign."}
/// ```
///
/// - `field`: the top-level ``FieldKey``;
/// - `pointer`: the ``ValidationIssue/path`` as a JSON Pointer (RFC 6901);
/// - `code`: the ``ValidationCode``;
/// - `detail`: the message rendered in the locale set as
///   ``Foundation/CodingUserInfoKey/validationMessageLocale`` in the encoder's
///   `userInfo`, and absent without one (the typed message cannot travel as JSON).
///
/// Decoding reads the same shape; the message becomes `detail` verbatim (or the code,
/// when there is no `detail`), so a decoded issue renders the same text in every locale.
extension ValidationIssue: Codable {
    enum CodingKeys: String, CodingKey {
        case field, pointer, code, detail
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let field = try container.decode(FieldKey.self, forKey: .field)
        let path = try container.decode(FieldPath.self, forKey: .pointer)
        let code = try container.decode(ValidationCode.self, forKey: .code)
        let detail = try container.decodeIfPresent(String.self, forKey: .detail)
        self.init(field: field, path: path, code: code, message: LocalizedText(verbatim: detail ?? code.rawValue))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(field, forKey: .field)
        try container.encode(path, forKey: .pointer)
        try container.encode(code, forKey: .code)
        if let locale = encoder.userInfo[.validationMessageLocale] as? IntlLocale {
            try container.encode(localized(in: locale), forKey: .detail)
        }
    }
}

/// ``ValidationResult`` encodes as a JSON object with a stable shape:
///
/// ```json
/// {"valid": false, "fields": ["email", "terms"],
///  "issues": [{"field": "email", "pointer": "/email", "code": "email-missing-at"}],
///  "values": {"email": "ana.example.com", "terms": true}}
/// ```
///
/// - `valid`: ``ValidationResult/isValid``;
/// - `fields`: the schema's fields, in order;
/// - `issues`: every ``ValidationIssue`` in order, in its own shape;
/// - `values`: the normalized values by key (``FieldValue``'s JSON: text as a string, a
///   flag as a boolean, a number as a number, objects, arrays, and `null` for absent);
/// - `omittedIssues`: only when issues were left out (past ``FormSchema/maximumIssues``),
///   ``ValidationResult/omittedIssueCount``.
///
/// A result is not `Decodable`: JSON becomes values only through the bounded, exact
/// reader (``FieldValue/init(json:limits:)``), never through a generic `Decoder`, which
/// reads numbers through `Double` or `Decimal`.
extension ValidationResult: Encodable {
    enum CodingKeys: String, CodingKey {
        case valid, fields, issues, values, omittedIssues
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isValid, forKey: .valid)
        try container.encode(fields, forKey: .fields)
        try container.encode(issues, forKey: .issues)
        try container.encode(values, forKey: .values)
        if omittedIssueCount > 0 { try container.encode(omittedIssueCount, forKey: .omittedIssues) }
    }
}

/// An `ExactDecimal` encodes as a JSON number (as ``FieldValue`` does), and an app's
/// type decoded by ``FormSchema`` can hold one, exactly. Another decoder gives it a
/// string in JSON number syntax (`"1234.5"`) or an integer; a fractional number read
/// by such a decoder has passed through `Double` or `Decimal` already, so it is refused
/// rather than taken as exact.
extension ExactDecimal: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self), let number = ExactDecimal(text) {
            self = number
        } else if let integer = try? container.decode(Int.self) {
            self.init(integer)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "an exact decimal is a string in JSON number syntax or an integer")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try FieldValue.number(self).encode(to: encoder)
    }
}
