/// The key of a form field, such as `email`; stable across locales, used in results and
/// JSON.
public struct FieldKey: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: FieldKey, rhs: FieldKey) -> Bool { lhs.rawValue < rhs.rawValue }
}
