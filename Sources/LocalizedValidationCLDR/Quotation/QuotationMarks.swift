/// A locale's quotation marks, as CLDR gives them: the pair for a quotation and the pair
/// for a quotation inside it (ru `«…»` and `„…“`, de `„…“` and `‚…‘`, en `“…”` and `‘…’`).
///
/// The catalog compiler bakes each catalog locale's marks from ICU into the generated code,
/// so a label quoted inside a message can take the inner pair without ICU at run time.
public struct QuotationMarks: Sendable, Hashable {
    /// The opening mark of a quotation (`«` in ru).
    public var start: String
    /// The closing mark of a quotation (`»` in ru).
    public var end: String
    /// The opening mark of a quotation inside a quotation (`„` in ru).
    public var alternateStart: String
    /// The closing mark of a quotation inside a quotation (`“` in ru).
    public var alternateEnd: String

    /// The four marks, in the order CLDR lists them.
    ///
    /// - Parameters:
    ///   - start: The opening mark of a quotation.
    ///   - end: The closing mark of a quotation.
    ///   - alternateStart: The opening mark of a quotation inside a quotation.
    ///   - alternateEnd: The closing mark of a quotation inside a quotation.
    public init(start: String, end: String, alternateStart: String, alternateEnd: String) {
        self.start = start
        self.end = end
        self.alternateStart = alternateStart
        self.alternateEnd = alternateEnd
    }
}
