@_spi(Syntax) import _LocalizedValidationCompilerCore

extension DiagnosticID {
    /// An XLIFF file given to `catalogc import` cannot be used as it is: not XLIFF 2.0, an
    /// unknown file, unit or placeholder, a placeholder whose Fluent text was changed, or
    /// a target that cannot be written as Fluent. Reported at its line and column.
    public static let invalidTranslationFile = DiagnosticID(rawValue: "invalid-translation-file")
}
