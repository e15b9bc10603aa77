extension DiagnosticID {
    // Translation records (`catalogc.lock`).
    /// The source text of a message changed since its translation was accepted: a warning
    /// at the translation, showing the old and the new source text (an error in the
    /// release profile). Update the translation if needed, then `catalogc accept`.
    public static let staleTranslation = DiagnosticID(rawValue: "stale-translation")
    /// A line of `catalogc.lock` cannot be read, or the file has merge conflict markers.
    public static let invalidTranslationRecord = DiagnosticID(rawValue: "invalid-translation-record")
    /// `catalogc.lock` records a locale with no folder, or a message the source no longer
    /// has; `catalogc accept` removes such records.
    public static let orphanedTranslationRecord = DiagnosticID(rawValue: "orphaned-translation-record")
    /// `catalogc accept` was asked for a message that does not exist or has no translation.
    public static let unknownMessage = DiagnosticID(rawValue: "unknown-message")
    /// `catalogc accept` was asked to record a translation that has errors (an unknown
    /// variable, a variant without its number): nothing is recorded; each error is shown
    /// before it, at the translation.
    public static let unacceptableTranslation = DiagnosticID(rawValue: "unacceptable-translation")
}
