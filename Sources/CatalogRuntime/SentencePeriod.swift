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
    public static func appendSentencePeriod(to text: inout String) {
        if text.hasSuffix(".") || text.hasSuffix(".\u{2069}") { return }
        text += "."
    }
}
