/// Text that is not valid CLDR plural syntax: a decimal given to ``PluralOperands``, or a
/// plural rule or sample list being baked. Says what is wrong and where.
public struct PluralSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text that was read.
    public let text: String
    /// The offset, in UTF-8 bytes from the start of ``text``, where reading stopped.
    public let offset: Int
    /// What was expected or found there, such as "a '.' must be followed by digits".
    public let reason: String

    /// An error at `offset` (UTF-8 bytes) of `text`.
    public init(text: String, offset: Int, reason: String) {
        self.text = text
        self.offset = offset
        self.reason = reason
    }

    /// `'1.' at offset 2: a '.' must be followed by digits`.
    public var description: String { "'\(text)' at offset \(offset): \(reason)" }
}
