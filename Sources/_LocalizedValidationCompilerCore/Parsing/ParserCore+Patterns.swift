/// Patterns: text, placeables, multiline continuation and indentation removal.
extension ParserCore {
    /// A pattern element before indentation removal and joining.
    private enum RawElement {
        /// Inline text, a byte range.
        case text(Range<Int>)
        /// The line breaks of a `blank_block` before a block element.
        case lineBreaks(count: Int, range: Range<Int>)
        /// The indentation of a block element (its number of spaces).
        case indent(Int, range: Range<Int>)
        case placeable(Placeable)
    }

    /// `Pattern ::= PatternElement+`, or `nil` if not even one element matches.
    ///
    /// Each element is tried PEG-style: an element that fails to parse (a broken placeable on a
    /// continuation line, say) ends the pattern there, and whatever follows has to fit the rest
    /// of the grammar or become junk.
    mutating func parsePattern() throws(ParseFailure) -> Pattern? {
        var raw: [RawElement] = []
        // Text, a placeable, text: most patterns fit without growing the array.
        raw.reserveCapacity(4)
        let start = position
        while position < end {
            let save = position
            if isTextChar(at: position) {
                raw.append(.text(scanText()))
                continue
            }
            if bytes[position] == ASCII.openBrace {
                do throws(ParseFailure) {
                    raw.append(.placeable(try parsePlaceable()))
                    continue
                } catch {
                    if error.isFatal { throw error }
                    position = save
                    break
                }
            }
            // block_text ::= blank_block blank_inline indented_char inline_text?
            // block_placeable ::= blank_block blank_inline? inline_placeable
            guard let blank = blankBlock(at: position), blank.lineBreaks > 0 else { break }
            var cursor = blank.end
            while cursor < end && bytes[cursor] == ASCII.space { cursor += 1 }
            let indent = cursor - blank.end
            guard let first = byte(at: cursor) else { break }
            if first == ASCII.openBrace {
                position = cursor
                do throws(ParseFailure) {
                    let placeable = try parsePlaceable()
                    raw.append(.lineBreaks(count: blank.lineBreaks, range: save..<blank.end))
                    raw.append(.indent(indent, range: blank.end..<cursor))
                    raw.append(.placeable(placeable))
                    continue
                } catch {
                    if error.isFatal { throw error }
                    position = save
                    break
                }
            }
            let isIndentedChar =
                first != ASCII.openBracket && first != ASCII.asterisk && first != ASCII.period
                && isTextChar(at: cursor)
            guard indent > 0, isIndentedChar else {
                position = save
                break
            }
            raw.append(.lineBreaks(count: blank.lineBreaks, range: save..<blank.end))
            raw.append(.indent(indent, range: blank.end..<cursor))
            position = cursor
            raw.append(.text(scanText()))
        }
        guard !raw.isEmpty else { return nil }
        return Pattern(elements: buildElements(raw), span: span(from: start))
    }

    /// `inline_text ::= text_char+` from the cursor.
    private mutating func scanText() -> Range<Int> {
        let start = position
        while position < end {
            switch bytes[position] {
            case ASCII.openBrace, ASCII.closeBrace, ASCII.lineFeed:
                return start..<position
            case ASCII.carriageReturn where position + 1 < end && bytes[position + 1] == ASCII.lineFeed:
                return start..<position
            default:
                position += 1
            }
        }
        return start..<position
    }

    /// The spec's AST construction for patterns: remove the common indent of block elements,
    /// join adjacent text, strip leading line breaks and trailing spaces, drop empty text.
    private mutating func buildElements(_ raw: [RawElement]) -> [PatternElement] {
        var commonIndent = Int.max
        for case .indent(let width, _) in raw {
            commonIndent = min(commonIndent, width)
        }
        var elements: [PatternElement] = []
        elements.reserveCapacity(raw.count)
        var text = ""
        var textRange: Range<Int>?

        func appendText(_ value: String, _ range: Range<Int>) {
            text += value
            textRange = (textRange?.lowerBound ?? range.lowerBound)..<range.upperBound
        }

        for element in raw {
            switch element {
            case .text(let range):
                appendText(string(range), range)
            case .lineBreaks(let count, let range):
                appendText(String(repeating: "\n", count: count), range)
            case .indent(let width, let range):
                appendText(String(repeating: " ", count: width - commonIndent), range)
            case .placeable(let placeable):
                if let range = textRange {
                    elements.append(
                        .text(
                            TextElement(value: text, span: span(from: range.lowerBound, to: range.upperBound))
                        ))
                    text = ""
                    textRange = nil
                }
                elements.append(.placeable(placeable))
            }
        }
        if let range = textRange {
            elements.append(
                .text(TextElement(value: text, span: span(from: range.lowerBound, to: range.upperBound))))
        }
        // Both trims work on bytes: a `Character` can join a line break or a space with the
        // scalar before it (U+0600 ARABIC NUMBER SIGN and other prepended marks form one
        // grapheme with the character that follows), and removing that `Character` would
        // remove the mark too.
        if case .text(var first) = elements.first, first.value.utf8.first == ASCII.lineFeed {
            first.value = String(decoding: first.value.utf8.drop { $0 == ASCII.lineFeed }, as: UTF8.self)
            elements[0] = .text(first)
        }
        if case .text(var last) = elements.last, last.value.utf8.last == ASCII.space {
            let utf8 = last.value.utf8
            let kept = utf8[..<(utf8.lastIndex { $0 != ASCII.space }.map(utf8.index(after:)) ?? utf8.startIndex)]
            last.value = String(decoding: kept, as: UTF8.self)
            elements[elements.count - 1] = .text(last)
        }
        let isEmptyText = { (element: PatternElement) -> Bool in
            if case .text(let node) = element { return node.value.isEmpty }
            return false
        }
        guard elements.contains(where: isEmptyText) else { return elements }
        return elements.filter { !isEmptyText($0) }
    }
}
