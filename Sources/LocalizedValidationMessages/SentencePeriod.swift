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
        // Bytes, not Characters: no grapheme breaking on a hot path, and no array to
        // compare with (goal R3 of the request benchmark). U+2069 is E2 81 A9.
        let endsWithPeriod = text.withUTF8 { bytes in
            let count = bytes.count
            if count >= 1, bytes[count - 1] == UInt8(ascii: ".") { return true }
            return count >= 4 && bytes[count - 4] == UInt8(ascii: ".") && bytes[count - 3] == 0xE2
                && bytes[count - 2] == 0x81 && bytes[count - 1] == 0xA9
        }
        if !endsWithPeriod { text += "." }
    }
}
