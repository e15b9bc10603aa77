import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// Imported text written as Fluent that reads back as exactly that text.
///
/// Fluent reads some text differently from how it is written: a continuation line
/// starting with `.`, `*` or `[` is an attribute or a variant, the spaces at the start
/// and end of a pattern and at the start of a line are indentation or trimmed, spaces at
/// the end of a line are lost to editors and blank lines at the ends of a pattern are
/// dropped, and braces open placeables. Those characters are written as string
/// literals (`{ "." }`, `{ "  " }`, `{ "{" }`, `{ "\u000A" }`), as Fluent's own
/// serializers write them.
enum ImportedText {
    /// The placeholder a typed `{ … }` stands for: the one whose Fluent text it is (white
    /// space aside, so `{$count}` is `{ $count }`), one not `used` yet first; nil when it
    /// is none of them. PO reads every placeable this way; XLIFF reads text a translator
    /// typed in place of a `<ph>` a tool lost, so both formats read the same text alike.
    static func typedPlaceholder(
        _ written: String, among placeholders: [PatternSegments.Placeholder], used: Set<String>
    ) -> PatternSegments.Placeholder? {
        var candidates = placeholders.filter { $0.fluent == written }
        if candidates.isEmpty {
            let compact = POImporter.compact(written)
            candidates = placeholders.filter { POImporter.compact($0.fluent) == compact }
        }
        return candidates.first { !used.contains($0.id) } ?? candidates.first
    }

    /// Text with each typed `{ … }` that is one of `placeholders` (``typedPlaceholder``)
    /// read as that placeholder; any other brace stays text.
    static func readingTypedPlaceholders(
        _ text: String, among placeholders: [PatternSegments.Placeholder], used: inout Set<String>
    ) -> [PatternSegments.Part] {
        guard text.unicodeScalars.contains("{") else { return [.text(text)] }
        let scalars = Array(text.unicodeScalars)
        var parts: [PatternSegments.Part] = []
        var pending = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "{", let end = POImporter.placeableEnd(scalars, from: index) {
                var written = ""
                written.unicodeScalars.append(contentsOf: scalars[index...end])
                if let placeholder = typedPlaceholder(written, among: placeholders, used: used) {
                    used.insert(placeholder.id)
                    if !pending.isEmpty { parts.append(.text(String(pending))) }
                    pending = String.UnicodeScalarView()
                    parts.append(.placeholder(id: placeholder.id, fluent: placeholder.fluent))
                    index = end + 1
                    continue
                }
            }
            pending.append(scalars[index])
            index += 1
        }
        if !pending.isEmpty || parts.isEmpty { parts.append(.text(String(pending))) }
        return parts
    }

    /// The elements of one imported level with every text escaped where Fluent would
    /// misread it. `elements` have no two texts in a row.
    static func escaped(_ elements: [PatternElement]) -> [PatternElement] {
        var result: [PatternElement] = []
        for (index, element) in elements.enumerated() {
            guard case .text(let text) = element else {
                result.append(element)
                continue
            }
            result += escaped(text, isFirst: index == 0, isLast: index == elements.count - 1)
        }
        return result
    }

    /// One text element as text and string-literal placeables.
    private static func escaped(_ text: TextElement, isFirst: Bool, isLast: Bool) -> [PatternElement] {
        let scalars = Array(text.value.unicodeScalars)
        var literal = [Bool](repeating: false, count: scalars.count)
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\n" }
        // A tab too: `check` takes a raw one for a stray control character.
        for (index, scalar) in scalars.enumerated() where scalar == "{" || scalar == "}" || scalar == "\t" {
            literal[index] = true
        }
        // Blank at the start and end of the pattern: Fluent trims it.
        if isFirst {
            var index = 0
            while index < scalars.count, isBlank(scalars[index]) {
                literal[index] = true
                index += 1
            }
        }
        if isLast {
            var index = scalars.count - 1
            while index >= 0, isBlank(scalars[index]) {
                literal[index] = true
                index -= 1
            }
        }
        for (index, scalar) in scalars.enumerated() where scalar == "\n" {
            // Spaces before a line break: trailing white space editors and linters strip.
            var before = index - 1
            while before >= 0, scalars[before] == " " {
                literal[before] = true
                before -= 1
            }
            // The start of the next line: spaces are indentation, and `.`, `*`, `[` start
            // an attribute or a variant.
            var after = index + 1
            while after < scalars.count, scalars[after] == " " {
                literal[after] = true
                after += 1
            }
            if after == index + 1, after < scalars.count, [".", "*", "["].contains(scalars[after]) {
                literal[after] = true
            }
        }
        var result: [PatternElement] = []
        var run = ""
        var runIsLiteral = false
        func flush() {
            guard !run.isEmpty else { return }
            if runIsLiteral {
                let value = StringLiteral(value: literalSource(run), span: text.span)
                result.append(.placeable(Placeable(expression: .stringLiteral(value), span: text.span)))
            } else {
                result.append(.text(TextElement(value: run, span: text.span)))
            }
            run = ""
        }
        for (index, scalar) in scalars.enumerated() {
            if literal[index] != runIsLiteral {
                flush()
                runIsLiteral = literal[index]
            }
            run.unicodeScalars.append(scalar)
        }
        flush()
        return result
    }

    /// The source of a Fluent string literal with the value `text`.
    static func literalSource(_ text: String) -> String {
        var source = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": source += "\\\""
            case "\\": source += "\\\\"
            case "\n": source += "\\u000A"
            case "\t": source += "\\u0009"
            default: source.unicodeScalars.append(scalar)
            }
        }
        return source
    }

    /// The text a level shows a translator: text, string literals as their value, other
    /// placeables as their Fluent text (`{ $count }`, `{ $count -> … }`).
    static func displayText(of pattern: Pattern) -> String {
        var text = ""
        for element in pattern.elements {
            switch element {
            case .text(let piece): text += piece.value
            case .placeable(let placeable):
                if case .stringLiteral(let literal) = placeable.expression {
                    text += literal.unescapedValue
                } else {
                    text += PatternSegments.fluent(placeable)
                }
            }
        }
        return text
    }

    /// ``displayText(of:)`` of a unit's target as read from a translation file.
    static func displayText(of parts: [PatternSegments.Part], unit: XLIFFContext.Unit) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let piece): text += piece
            case .placeholder(let id, let fluent):
                if let placeable = unit.placeholders[id]?.placeable,
                    case .stringLiteral(let literal) = placeable.expression
                {
                    text += literal.unescapedValue
                } else {
                    text += fluent
                }
            }
        }
        return text
    }

    /// Whether a scalar is a control character Fluent text should not carry: C0 but tab
    /// and line feed, DEL and C1.
    static func isRefusedControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(value)
    }

    /// `U+001B ESCAPE`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
        let name = Lowerer.characterName(scalar).dropFirst().dropLast()
        return "U+\(padded) \(name)"
    }

    /// Quotes text for a message, with line breaks and controls visible: `«a⏎b»`.
    static func quoted(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(200) {
            switch scalar {
            case "\n": shown += "⏎"
            case _ where isRefusedControl(scalar): shown += "<\(describe(scalar))>"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return "«" + shown + (text.unicodeScalars.count > 200 ? "…" : "") + "»"
    }
}
