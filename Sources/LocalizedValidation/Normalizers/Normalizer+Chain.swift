/// A field's normalizers, applied until their output stops changing.
///
/// Normalizers do not commute: case folding after NFC can leave text that is no longer
/// NFC (`ß` + U+0301 folds to `ss` + U+0301, which NFC composes to `sś`), and a cut after
/// `.trim` can expose white space (`abcd efgh` cut to 5 is `abcd `). One pass would store
/// a value that the same normalizers change again when it comes back (a `FormModel`
/// saving its draft again, a server validating a stored value), so the chain runs again
/// on its own output until a pass changes nothing. Only the normalizers the field asked
/// for run; text already normalized costs one pass.
extension Normalizer {
    /// The most passes a chain gets to settle. Built-in chains settle in at most three
    /// changing passes (`NormalizerIdempotenceTests`); text still changing after this
    /// many is refused as unprocessable rather than stored unsettled.
    static let maximumChainPasses = 8

    /// Why a chain did not settle: text that keeps changing under the field's own
    /// normalizers, reported as the field's `unprocessable` issue.
    struct ChainDidNotSettle: Error {}

    /// Applies `chain` in order, again and again, until a pass leaves the text byte for
    /// byte as it was; the result is a fixed point (applying the chain again changes
    /// nothing).
    ///
    /// - Throws: What a normalizer throws, or ``ChainDidNotSettle`` after
    ///   ``maximumChainPasses`` passes that all changed the text.
    static func applying(_ chain: [Normalizer], to text: String) throws -> String {
        try settle(chain, text).text
    }

    /// The fixed point and the number of passes that changed the text (for the tests).
    static func settle(_ chain: [Normalizer], _ text: String) throws -> (text: String, changingPasses: Int) {
        guard !chain.isEmpty else { return (text, 0) }
        var current = text
        for pass in 0..<maximumChainPasses {
            var next = current
            for normalizer in chain { next = try normalizer.apply(next) }
            if hasSameBytes(next, current) { return (current, pass) }
            current = next
        }
        throw ChainDidNotSettle()
    }
}
