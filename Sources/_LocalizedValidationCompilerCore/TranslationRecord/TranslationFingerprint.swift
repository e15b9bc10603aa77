/// A 64-bit fingerprint of a message's text (FNV-1a over its syntax tree), written as
/// 16 lowercase hex digits in the translation record. Not cryptographic: it only has to
/// notice an edit, and it needs no library.
public struct TranslationHash: Sendable, Hashable, CustomStringConvertible {
    /// The hash's bits.
    public let value: UInt64

    public init(_ value: UInt64) { self.value = value }

    /// Reads 16 lowercase hex digits; nil for anything else.
    public init?<Bytes: Collection<UInt8>>(hex: Bytes) {
        guard hex.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in hex {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        self.value = value
    }

    /// 16 lowercase hex digits.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// What the translation record compares, computed from a message's syntax tree: a hash
/// of its value and attributes, and their text in canonical layout for people to read.
///
/// Both leave out the comment (rewording a note to translators does not make their work
/// stale) and both depend only on what the parser reads, not on the layout: `catalogc
/// fmt` keeps the syntax tree and every text byte-identical, so reformatting or
/// re-indenting changes neither.
@_spi(Syntax) public enum TranslationFingerprint {
    /// The hash of the message's value and attributes. Cheap (no text is built), so a
    /// check compares hashes and builds ``sourceText(of:)`` only for what it reports.
    public static func hash(of message: Message) -> TranslationHash {
        var hasher = StructureHasher()
        if let value = message.value {
            hasher.combine(tag: "=")
            hasher.combine(value)
        }
        for attribute in message.attributes {
            hasher.combine(tag: ".")
            hasher.combine(attribute.id.name)
            hasher.combine(attribute.value)
        }
        return TranslationHash(hasher.value)
    }

    /// The message's value and attributes in canonical Fluent layout (as `catalogc fmt`
    /// writes them), without its comment and without the leading `id =`: what a
    /// translator translates, as the stale-translation warning and the record show it.
    public static func sourceText(of message: Message) -> String {
        var bare = message
        bare.comment = nil
        let serialized = FluentSerializer().serialize(bare)
        // After `id =` comes a space (a value on the same line) or a line break (a value
        // on its own lines, or attributes only); continuation lines are indented by 4.
        var lines = serialized.dropFirst(message.id.name.utf8.count + 2)
            .split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last == "" { lines.removeLast() }
        // A value on its own lines is shown as written without the indentation; a value on
        // the `id =` line keeps its attributes indented, as in the file.
        guard lines.first == "" else {
            if let first = lines.first { lines[0] = first.dropFirst() }
            return lines.joined(separator: "\n")
        }
        return lines.dropFirst().map(dedented).joined(separator: "\n")
    }

    /// The line without up to 4 leading spaces (the serializer's indentation).
    private static func dedented(_ line: Substring) -> Substring {
        var line = line
        var removed = 0
        while removed < 4, line.first == " " {
            line = line.dropFirst()
            removed += 1
        }
        return line
    }
}

/// FNV-1a over a syntax tree: a tag byte before each node and a terminator after each
/// string (0xFF, which UTF-8 never contains), so two different trees never feed the
/// same bytes.
private struct StructureHasher {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
    }

    mutating func combine(tag: Unicode.Scalar) {
        combine(byte: UInt8(ascii: tag))
    }

    mutating func combine(_ text: String) {
        for byte in text.utf8 { combine(byte: byte) }
        combine(byte: 0xFF)
    }

    mutating func combine(_ pattern: Pattern) {
        combine(tag: "(")
        for element in pattern.elements {
            switch element {
            case .text(let text):
                combine(tag: "t")
                combine(text.value)
            case .placeable(let placeable):
                combine(placeable.expression)
            }
        }
        combine(tag: ")")
    }

    mutating func combine(_ expression: FluentExpression) {
        switch expression {
        case .stringLiteral(let literal):
            combine(tag: "s")
            combine(literal.value)
        case .numberLiteral(let literal):
            combine(tag: "n")
            combine(literal.value)
        case .variableReference(let reference):
            combine(tag: "$")
            combine(reference.id.name)
        case .messageReference(let reference):
            combine(tag: "m")
            combine(reference.id.name)
            combine(optional: reference.attribute?.name)
        case .termReference(let reference):
            combine(tag: "-")
            combine(reference.id.name)
            combine(optional: reference.attribute?.name)
            if let arguments = reference.arguments { combine(arguments) } else { combine(tag: "_") }
        case .functionReference(let reference):
            combine(tag: "f")
            combine(reference.id.name)
            combine(reference.arguments)
        case .placeable(let placeable):
            combine(tag: "{")
            combine(placeable.expression)
            combine(tag: "}")
        case .selectExpression(let select):
            combine(tag: "?")
            combine(select.selector)
            for variant in select.variants {
                combine(tag: variant.isDefault ? "*" : "[")
                switch variant.key {
                case .identifier(let key):
                    combine(tag: "i")
                    combine(key.name)
                case .numberLiteral(let key):
                    combine(tag: "n")
                    combine(key.value)
                }
                combine(variant.value)
            }
            combine(tag: "]")
        }
    }

    private mutating func combine(optional name: String?) {
        if let name {
            combine(tag: ".")
            combine(name)
        } else {
            combine(tag: "_")
        }
    }

    private mutating func combine(_ arguments: CallArguments) {
        combine(tag: "(")
        for argument in arguments.positional { combine(argument) }
        for argument in arguments.named {
            combine(tag: ":")
            combine(argument.name.name)
            combine(argument.value.expression)
        }
        combine(tag: ")")
    }
}
