/// Where in the submitted values an issue is: a top-level field, or a member or element
/// nested inside it. Prints as a JSON Pointer (RFC 6901): `/address/street`,
/// `/phones/0`, with `~` written `~0` and `/` written `~1` inside a key.
///
/// ```swift
/// FieldPath("address").appending("street").description  // "/address/street"
/// FieldPath("a/b").appending(index: 0).description      // "/a~1b/0"
/// ```
public struct FieldPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// One step of a path. An enum because JSON has exactly two ways to step into a
    /// value, a member's key and an array's index; this set is closed for ever.
    public enum Segment: Sendable, Hashable {
        /// A member of an object (or a top-level field).
        case key(String)
        /// An element of an array, from zero.
        case index(Int)
    }

    /// The steps from the top of the submitted values; empty for the whole document.
    public let segments: [Segment]

    /// A path from its steps.
    public init(_ segments: [Segment]) { self.segments = segments }

    /// The path of a top-level field.
    public init(_ field: FieldKey) { self.segments = [.key(field.rawValue)] }

    /// The path of a top-level field named by a literal.
    public init(stringLiteral value: String) { self.segments = [.key(value)] }

    /// The path of the whole document (JSON Pointer `""`).
    public static let root = FieldPath([])

    /// This path followed by a member's key.
    public func appending(_ key: String) -> FieldPath { FieldPath(segments + [.key(key)]) }

    /// This path followed by an array index.
    public func appending(index: Int) -> FieldPath { FieldPath(segments + [.index(index)]) }

    /// This path followed by another, relative, one.
    public func appending(_ path: FieldPath) -> FieldPath { FieldPath(segments + path.segments) }

    /// The top-level field the path starts at, or nil for the root or an index.
    public var field: FieldKey? {
        guard case .key(let key)? = segments.first else { return nil }
        return FieldKey(key)
    }

    /// A key with `~` as `~0` and `/` as `~1` (RFC 6901).
    private static func escapedPointerKey(_ key: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": escaped.append(contentsOf: "~0".unicodeScalars)
            case "/": escaped.append(contentsOf: "~1".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// The path as a JSON Pointer (RFC 6901).
    public var jsonPointer: String {
        segments.map { segment in
            switch segment {
            case .key(let key):
                // By scalar, not character: a combining mark after `~` or `/` joins it
                // into one character that a character-wise replacement would miss.
                "/" + Self.escapedPointerKey(key)
            case .index(let index): "/\(index)"
            }
        }.joined()
    }

    public var description: String { jsonPointer }
}
