extension ArgumentIsolation {
    /// Appends the period that ends a sentence, unless the value just inserted already
    /// ends with one: Russian dates end with the abbreviation "г.", and an abbreviation's
    /// period ends the sentence too (`не позже 7 мар. 2025 г.`, not `г..`).
    ///
    /// Generated code calls this where a message's literal text starts with a single
    /// `.` right after a placeable. A value wrapped in bidi isolates ends with U+2069;
    /// its period inside the isolate counts.
    ///
    /// - Parameter text: The message rendered so far.
    @_spi(Generated) @inlinable
    public static func appendSentencePeriod(to text: inout String) {
        // Bytes, not Characters: no grapheme breaking on a hot path. U+2069 is E2 81 A9.
        let utf8 = text.utf8
        if utf8.last == UInt8(ascii: ".") { return }
        if utf8.count >= 4, utf8.suffix(4).elementsEqual([UInt8(ascii: "."), 0xE2, 0x81, 0xA9]) { return }
        text += "."
    }
}
