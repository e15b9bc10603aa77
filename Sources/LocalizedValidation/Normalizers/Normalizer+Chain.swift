/// A field's normalizers, applied until their output stops changing.
///
/// Normalizers do not commute: case folding after NFC can leave text that is no longer
/// NFC (`ß` + U+0301 folds to `ss` + U+0301, which NFC composes to `sś`), and a cut after
/// `.trim` can expose white space (`abcd efgh` cut to 5 is `abcd `). One pass would store
/// a value that the same normalizers change again when it comes back (a `FormModel`
/// saving its draft again, a server validating a stored value), so the chain runs again
/// on its own output until a pass changes nothing. Only the normalizers the field asked
/// for run. Text already normalized costs one pass, and so does any text for the chains
/// known to settle in one (a single built-in normalizer; trim, collapse and NFC, as the
/// default `[.trim, .nfc]`).
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
        guard !settlesInOnePass(chain) else { return try onePass(chain, text) }
        return try settle(chain, text).text
    }

    /// Each normalizer once, in order.
    private static func onePass(_ chain: [Normalizer], _ text: String) throws -> String {
        var text = text
        // By index: a copy of a normalizer retains its closure, an atomic write to memory
        // every thread validating with the same schema reads (the scaling suite, issue 26).
        for index in chain.indices { text = try chain[index].apply(text) }
        return text
    }

    /// What is known of a built-in normalizer, so that the chains that settle in one
    /// pass skip the pass that would only confirm it (`NormalizerIdempotenceTests`
    /// checks both claims over its inputs, pass by pass).
    enum Settling: Sendable {
        /// A normalizer of your own: its chain always gets the confirming pass.
        case unknown
        /// Applying it twice gives what applying it once gives.
        case idempotent
        /// `trim`, `collapseWhitespace`, `nfc`: idempotent, and in any order with one
        /// another a chain of them settles in one pass (NFC maps white space only to
        /// white space and composes nothing with a space).
        case whiteSpaceOrComposition
    }

    /// Whether one pass of `chain` is already a fixed point: one idempotent normalizer,
    /// or only trimming, collapsing and NFC (the default `[.trim, .nfc]`).
    static func settlesInOnePass(_ chain: [Normalizer]) -> Bool {
        if chain.count == 1 { return chain[0].settling != .unknown }
        for index in chain.indices where chain[index].settling != .whiteSpaceOrComposition { return false }
        return true
    }

    /// The fixed point and the number of passes that changed the text (for the tests).
    static func settle(_ chain: [Normalizer], _ text: String) throws -> (text: String, changingPasses: Int) {
        guard !chain.isEmpty else { return (text, 0) }
        if settlesInOnePass(chain) {
            let next = try onePass(chain, text)
            return (next, hasSameBytes(next, text) ? 0 : 1)
        }
        var current = text
        for pass in 0..<maximumChainPasses {
            let next = try onePass(chain, current)
            if hasSameBytes(next, current) { return (current, pass) }
            current = next
        }
        throw ChainDidNotSettle()
    }
}
