/// A stable, locale-independent code for a validation issue (`required`, `too-short`,
/// `email-missing-at`…), for client code, analytics and tests.
///
/// A struct rather than a `String` so that built-in codes are checked names
/// (`issue.code == .required`) and new ones can be added without breaking anyone; a
/// custom rule's code is any string, written as a literal (`"reserved-name"`).
public struct ValidationCode: RawRepresentable, Sendable, Hashable, Codable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code as it appears in JSON and logs.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The code of a built-in message: its message id.
    init(_ message: ValidationMessage) { self.rawValue = message.messageID }

    public var description: String { rawValue }

    public static func < (lhs: ValidationCode, rhs: ValidationCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
