/// The key of a form field, such as `email`; stable across locales, used in results and
/// JSON.
///
/// Keys are compared, hashed and ordered by their Unicode scalars, as RFC 8259 §8.3
/// compares JSON member names, not by canonical equivalence as `String` is: a member
/// `"api\u{212A}ey"` (KELVIN SIGN) is not the field `apiKey`, but an unknown key under
/// its own spelling, so that the validator never takes a member that a proxy, a log or
/// another JSON parser sees under another name. (The reader refuses two names of one
/// object that are canonically equivalent spellings, `JSONInputError.Reason.duplicateKey`,
/// since parsers disagree on whether they are one member.)
public struct FieldKey: RawRepresentable, Hashable, Comparable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// Whether two keys are the same scalars (UTF-8 order is code-point order).
    public static func == (lhs: FieldKey, rhs: FieldKey) -> Bool {
        lhs.rawValue.utf8.elementsEqual(rhs.rawValue.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        // The bytes at once (a native string's UTF-8 is contiguous), not byte by byte.
        var text = rawValue
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
    }

    /// Code-point order, consistent with `==`.
    public static func < (lhs: FieldKey, rhs: FieldKey) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}

extension Dictionary where Key == String {
    /// The value of the member named exactly `name`, scalar for scalar (RFC 8259 §8.3),
    /// not of one whose name is only canonically equivalent to it.
    func exactMember(_ name: String) -> Value? {
        guard let index = index(forKey: name), self[index].key.utf8.elementsEqual(name.utf8) else { return nil }
        return self[index].value
    }
}
