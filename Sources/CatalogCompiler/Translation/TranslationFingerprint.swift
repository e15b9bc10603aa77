/// What the translation record compares: a message's text in canonical layout, so that
/// `catalogc fmt` or re-indenting never makes a translation stale, and a short hash of a
/// translation, so that the record notices a translation edited after it was accepted.
public enum TranslationFingerprint {
    /// The message's value and attributes in canonical Fluent layout (as `catalogc fmt`
    /// writes them), without its comment and without the leading `id =`: what a
    /// translator translates. Comments are left out on purpose: rewording a note to
    /// translators does not make their work stale.
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

    /// The 64-bit FNV-1a hash of the translation's canonical text, as 16 lowercase hex
    /// digits. Not cryptographic: it only has to notice an edit, and it needs no library.
    public static func translationHash(of message: Message) -> String {
        hash(sourceText(of: message))
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes, as 16 lowercase hex digits.
    public static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
