import TestSupport
import Testing

@testable import LocalizedValidation

/// Normalizing a normalized value changes nothing: a stored value validates again to
/// itself (what the validation fuzzer checks), for every chain of built-in normalizers.
@Suite struct NormalizerIdempotenceTests {
    /// Every built-in normalizer, truncation at two lengths (a cut often lands next to
    /// white space or inside what a later normalizer lengthens).
    static let builtIns: [Normalizer] = [
        .trim, .collapseWhitespace, .caseFold, .turkicCaseFold, .nfc, .nfkc, .email,
        .truncate(graphemes: 3), .truncate(graphemes: 5),
    ]

    /// Pieces the inputs are made of: ASCII, every Unicode White_Space character,
    /// combining marks (alone, on a space, composing), emoji ZWJ sequences and flags,
    /// and characters that case folding or NFKC lengthen or recompose.
    static let pieces: [String] = [
        "a", "B", "z", "@", ".", "0",
        // White_Space (PropList.txt), every one of them.
        "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}", " ", "\u{85}", "\u{A0}", "\u{1680}",
        "\u{2000}", "\u{2001}", "\u{2002}", "\u{2003}", "\u{2004}", "\u{2005}", "\u{2006}",
        "\u{2007}", "\u{2008}", "\u{2009}", "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}",
        "\u{205F}", "\u{3000}",
        // Combining marks: alone (they join whatever precedes), composing with `e`,
        // one that NFC splits in two (U+0344), the Greek iota subscript case folding maps.
        "\u{301}", "e\u{301}", "\u{308}", "\u{344}", "\u{345}", "\u{1AB0}",
        // Emoji ZWJ sequences, a skin tone, flags (regional indicators pair up).
        "👩\u{200D}💻", "👨\u{200D}👩\u{200D}👧\u{200D}👦", "👍🏽", "🇧🇷", "🇷", "\u{200D}",
        // Lengthened or recomposed by case folding / NFKC.
        "ß", "ǰ", "ﬃ", "\u{212A}", "İ", "I", "ΐ", "ﷺ", "ｶ", "\u{FF9E}", "\u{1100}", "\u{1161}", "\u{11A8}",
    ]

    /// Deterministic pseudo-random inputs of up to 12 pieces (SplitMix64).
    static func inputs(count: Int) -> [String] {
        var random = SplitMix64(state: 0x9E37_79B9_7F4A_7C15)
        var result = ["", " ", "abcd efgh", "  a  b  "]
        result += pieces
        while result.count < count {
            let length = random.below(13)
            result.append((0..<length).map { _ in random.pick(pieces) }.joined())
        }
        return result
    }

    /// Every ordered chain of one, two or three distinct built-ins.
    static var chains: [[Normalizer]] {
        let indices = builtIns.indices
        var chains: [[Normalizer]] = indices.map { [builtIns[$0]] }
        for first in indices {
            for second in indices where second != first {
                chains.append([builtIns[first], builtIns[second]])
                for third in indices where third != first && third != second {
                    chains.append([builtIns[first], builtIns[second], builtIns[third]])
                }
            }
        }
        return chains
    }

    @Test func normalizingTwiceChangesNothing() throws {
        let inputs = Self.inputs(count: 400)
        var failures: [String] = []
        var mostChangingPasses = 0
        for chain in Self.chains {
            let names = chain.map(\.name).joined(separator: ", ")
            // The first input that fails, for each chain.
            for input in inputs {
                let (once, passes) = try Normalizer.settle(chain, input)
                mostChangingPasses = max(mostChangingPasses, passes)
                let twice = try Normalizer.applying(chain, to: once)
                if !once.unicodeScalars.elementsEqual(twice.unicodeScalars) {
                    failures.append("[\(names)] \(debug(input)) → \(debug(once)) → \(debug(twice))")
                    break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Well within the bound past which a value is refused as unprocessable.
        #expect(mostChangingPasses <= 3)
    }

    /// The chains `settle` gives one pass really settle in one: one raw pass, then
    /// another, changes nothing (what the shortcut relies on).
    @Test func chainsKnownToSettleInOnePassDo() throws {
        let inputs = Self.inputs(count: 400)
        var failures: [String] = []
        var checked = 0
        for chain in Self.chains where Normalizer.settlesInOnePass(chain) {
            checked += 1
            let names = chain.map(\.name).joined(separator: ", ")
            for input in inputs {
                let once = try chain.reduce(input) { text, normalizer in try normalizer.apply(text) }
                let twice = try chain.reduce(once) { text, normalizer in try normalizer.apply(text) }
                if !once.unicodeScalars.elementsEqual(twice.unicodeScalars) {
                    failures.append("[\(names)] \(debug(input)) → \(debug(once)) → \(debug(twice))")
                    break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Every single built-in, and the chains of trim, collapse and NFC.
        #expect(checked == Self.builtIns.count + 3 * 2 + 3 * 2)
        // A normalizer of one's own always gets the confirming pass.
        #expect(!Normalizer.settlesInOnePass([Normalizer("mine") { $0 }]))
    }

    /// One pass is not enough for these chains: each leaves text its own normalizers
    /// change again.
    @Test func chainsThatOnePassLeavesUnsettled() throws {
        // A cut just past a space, after the trim ran.
        #expect(try Normalizer.applying([.trim, .truncate(graphemes: 5)], to: "abcd efgh") == "abcd")
        // Case folding `ß` next to a combining mark gives text NFC composes.
        #expect(try Normalizer.applying([.nfc, .caseFold], to: "ß\u{301}") == "s\u{15B}")
        // A cut before case folding lengthens the text past the cut (`ß` → `ss`).
        #expect(try Normalizer.applying([.truncate(graphemes: 3), .caseFold], to: "ßßß") == "sss")
        // Already normalized text takes one pass that changes nothing.
        #expect(try Normalizer.settle([.trim, .nfc], "Ana").changingPasses == 0)
    }

    /// A chain that never settles is refused as unprocessable, not stored unsettled.
    @Test func aChainThatNeverSettlesIsUnprocessable() {
        let growing = Normalizer("append") { $0 + "x" }
        let stored = result(of: .text("a"), rules: [], normalizers: [growing])
        #expect(stored.issues.map(\.code) == ["unprocessable"])
    }

    /// What a schema stores validates again to itself: the fuzzer's finding.
    @Test func aStoredTruncatedValueValidatesToItself() {
        let chain: [Normalizer] = [.trim, .truncate(graphemes: 5)]
        let stored = result(of: .text("abcd efgh"), rules: [], normalizers: chain).text("value")
        #expect(stored == "abcd")
        #expect(result(of: .text(stored ?? ""), rules: [], normalizers: chain).text("value") == stored)
    }

    private func debug(_ text: String) -> String {
        text.unicodeScalars.map { $0.isASCII && $0.value >= 0x21 ? String($0) : "U+\(String($0.value, radix: 16))" }
            .joined(separator: " ")
    }
}
