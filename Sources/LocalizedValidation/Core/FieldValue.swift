/// What a user entered in a field: text, a checkbox or toggle, or nothing.
public enum FieldValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Typed or chosen text (numbers and dates arrive as text, parsed per locale).
    case text(String)
    /// A checkbox, toggle or switch.
    case flag(Bool)
    /// The field was not submitted at all.
    case absent

    /// The text, or nil for flags and absent values.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The flag, or nil for text and absent values.
    public var flag: Bool? {
        if case .flag(let flag) = self { return flag }
        return nil
    }

    public var description: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .absent: "(absent)"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .absent
        } else if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let integer = try? container.decode(Int.self) {
            self = .text(String(integer))
        } else if let number = try? container.decode(Double.self) {
            self = .text(String(number))
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a field value must be a string, a number, a boolean or null")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .flag(let flag): try container.encode(flag)
        case .absent: try container.encodeNil()
        }
    }
}
