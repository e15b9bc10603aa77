import TestSupport

/// Generated `.ftl` files that put unusual scalars where a formatter could lose them: at the
/// start and end of patterns, just before and after trailing spaces, around placeables, at
/// the start of the lines of multiline patterns, in variants, attributes, terms, string
/// literals and comments. Every Unicode general category supplies scalars, and so do the
/// prepended concatenation marks, which form one `Character` with a space that follows.
///
/// The files are valid Fluent by construction (the property test checks that most are), and
/// valid source catalogs for the compiler: ids are unique, selections use `en` plural keys.
struct FluentCorpus {
    /// A place where an edge scalar is put.
    enum Edge: String, CaseIterable {
        case patternStart, patternEnd, beforeTrailingSpaces, afterTrailingSpaces
        case beforePlaceable, afterPlaceable, lineStart, lineEnd
        case variantEdge, attributeEdge, termEdge, stringLiteral, commentEdge
    }

    /// One generated file and which (pool, edge) pairs it used.
    struct File {
        var text: String
        var coverage: Set<String>
        /// Each run of edge scalars placed, without the U+0020 spaces at its ends (the
        /// grammar drops spaces after `=` and at the end of a pattern): the parsed text must
        /// contain every one, or the parser lost a scalar.
        var placed: [String]
    }

    /// Scalar pools: one per general category, then the prepended concatenation marks.
    let pools: [(name: String, scalars: [Unicode.Scalar])]
    private var random: SplitMix64
    /// Per edge, how many scalars were placed there: the pools are taken in turn, so a corpus
    /// with at least `pools.count` uses of each edge covers every pool at every edge.
    private var turns: [Edge: Int] = [:]
    /// The edges placed in the file being generated.
    private var placed: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
        pools = Self.allPools
    }

    /// The prepended concatenation marks (Grapheme_Cluster_Break=Prepend among the format
    /// characters): each joins the scalar after it, a space included, into one `Character`.
    static let prependedMarks: [Unicode.Scalar] =
        ([
            0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x0D4E,
            0x110BD, 0x110CD,
        ] as [UInt32]).compactMap { Unicode.Scalar($0) }

    /// Scalars that would change the structure rather than the text: braces open and close
    /// placeables, and LF and CR make line ends. Surrogates (Cs) cannot occur in UTF-8 text.
    static func isStructural(_ scalar: Unicode.Scalar) -> Bool {
        ["{", "}", "\n", "\r"].contains(scalar)
    }

    private static let allPools: [(name: String, scalars: [Unicode.Scalar])] = {
        var byCategory: [String: [Unicode.Scalar]] = [:]
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), !isStructural(scalar) else { continue }
            byCategory["\(scalar.properties.generalCategory)", default: []].append(scalar)
        }
        return byCategory.keys.sorted().map { ($0, byCategory[$0]!) } + [("prependedMarks", prependedMarks)]
    }()

    /// The pool names, for checking coverage.
    var poolNames: [String] { pools.map(\.name) }

    // MARK: Files

    /// A file of several entries; `index` makes the ids unique across files.
    mutating func file(index: Int) -> File {
        var coverage: Set<String> = []
        var entries: [String] = []
        placed = []
        let messageCount = 4 + random.below(6)
        if random.chance(1, in: 4) {
            entries.append("### " + "Resource " + edge(.commentEdge, &coverage) + " comment")
        }
        for number in 0..<messageCount {
            let id = "m\(index)x\(number)"
            var entry = ""
            if random.chance(1, in: 3) {
                entry += "# " + edge(.commentEdge, &coverage) + "note" + edge(.commentEdge, &coverage)
                entry += random.chance(1, in: 2) ? "  \n" : "\n"
                // No blank line: the comment belongs to the message; one: it stands alone.
                if random.chance(1, in: 2) { entry += "\n" }
            }
            if random.chance(1, in: 8) {
                entry += "## Group " + edge(.commentEdge, &coverage) + "\n\n"
            }
            entry += message(id: id, &coverage)
            entries.append(entry)
        }
        if random.chance(1, in: 2) {
            let term = "t\(index)"
            entries.append(
                "-\(term) = " + edge(.termEdge, &coverage) + "term" + edge(.termEdge, &coverage)
                    + spaces())
            entries.append("m\(index)term = { -\(term) } and " + edge(.patternEnd, &coverage))
        }
        var text = ""
        for entry in entries {
            text += entry + "\n" + String(repeating: "\n", count: random.below(3))
        }
        if random.chance(1, in: 5) { text = text.replacingLineFeedsWithCRLF() }
        if random.chance(1, in: 10) { text = "\u{FEFF}" + text }
        return File(text: text, coverage: coverage, placed: placed)
    }

    private mutating func message(id: String, _ coverage: inout Set<String>) -> String {
        switch random.below(8) {
        case 0:
            return "\(id) = " + edge(.patternStart, &coverage) + "text" + edge(.patternEnd, &coverage)
        case 1:
            return "\(id) = text " + edge(.beforeTrailingSpaces, &coverage) + spaces()
        case 2:
            return "\(id) = text" + spaces() + edge(.afterTrailingSpaces, &coverage) + spaces()
        case 3:
            return "\(id) = " + edge(.beforePlaceable, &coverage) + "{ $v }" + edge(.afterPlaceable, &coverage)
                + " x " + edge(.beforePlaceable, &coverage) + "{ $w }" + edge(.afterPlaceable, &coverage) + spaces()
        case 4:
            return multiline(id: id, &coverage)
        case 5:
            return "\(id) = { $n ->\n" + indent() + "[one] " + edge(.variantEdge, &coverage) + "one"
                + edge(.variantEdge, &coverage) + spaces() + "\n" + indent() + "*[other] "
                + edge(.variantEdge, &coverage)
                + "{ $n }" + edge(.variantEdge, &coverage) + spaces() + "\n" + indent() + "}" + spaces()
        case 6:
            return "\(id) = value\n" + indent() + ".label = " + edge(.attributeEdge, &coverage) + "label"
                + edge(.attributeEdge, &coverage) + spaces()
        default:
            return "\(id) = { \"" + literal(&coverage) + "\" } and " + edge(.patternEnd, &coverage) + "end"
        }
    }

    /// A pattern over several lines, some starting inline, some with deeper indentation,
    /// blank lines and placeables at line starts.
    private mutating func multiline(id: String, _ coverage: inout Set<String>) -> String {
        var text = "\(id) =" + (random.chance(1, in: 2) ? " first" + edge(.lineEnd, &coverage) : "")
        let baseIndent = 1 + random.below(6)
        for line in 0..<(2 + random.below(3)) {
            text += "\n" + String(repeating: "\n", count: random.below(2))
            text += String(repeating: " ", count: baseIndent + (line == 0 ? 0 : random.below(3)))
            if random.chance(1, in: 4) {
                text += "{ $v }" + edge(.afterPlaceable, &coverage) + "after"
            } else {
                text += lineStartEdge(&coverage) + "line\(line)" + edge(.lineEnd, &coverage)
            }
            if random.chance(1, in: 3) { text += spaces() }
        }
        return text
    }

    // MARK: Pieces

    /// Scalars for an edge from the next pool in turn; 1 to 3 of them, without `excluded`.
    private mutating func edge(
        _ edge: Edge, _ coverage: inout Set<String>, excluding excluded: Set<Unicode.Scalar> = []
    ) -> String {
        let turn = turns[edge, default: 0]
        turns[edge] = turn + 1
        let pool = pools[turn % pools.count]
        coverage.insert("\(pool.name)@\(edge.rawValue)")
        var text = String.UnicodeScalarView()
        for _ in 0..<(1 + random.below(3)) {
            let scalar = random.pick(pool.scalars)
            if !excluded.contains(scalar) { text.append(scalar) }
        }
        let trimmed = text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        if !trimmed.isEmpty { placed.append(String(String.UnicodeScalarView(trimmed))) }
        return String(text)
    }

    /// A line-start edge: `[`, `*` and `.` cannot begin a continuation line (they start a
    /// variant or an attribute), so they are replaced by `x`.
    private mutating func lineStartEdge(_ coverage: inout Set<String>) -> String {
        var text = edge(.lineStart, &coverage)
        if let first = text.unicodeScalars.first(where: { $0 != " " }), ["[", "*", "."].contains(first) {
            text = "x" + text
        }
        return text
    }

    /// Text for a string literal: `"` and `\` would end it or start an escape.
    private mutating func literal(_ coverage: inout Set<String>) -> String {
        edge(.stringLiteral, &coverage, excluding: ["\"", "\\"]) + "\\u0041"
    }

    private mutating func spaces() -> String {
        String(repeating: " ", count: random.below(4))
    }

    private mutating func indent() -> String {
        String(repeating: " ", count: 1 + random.below(6))
    }
}

extension String {
    /// LF → CR LF, by scalar.
    fileprivate func replacingLineFeedsWithCRLF() -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == "\n" { result.append("\r") }
            result.append(scalar)
        }
        return String(result)
    }
}
