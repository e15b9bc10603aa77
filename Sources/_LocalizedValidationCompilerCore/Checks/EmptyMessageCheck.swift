import LocalizedValidationIntl

/// Messages that render as nothing.
extension CatalogAnalysis {
    /// A message whose value renders as nothing, unless `deliberate`: its whole value is
    /// the empty string literal `{ "" }`, Fluent's way to write an empty message on
    /// purpose (Thunderbird's `langpack-contributors`), in the source or in a translation
    /// of a source message written so.
    mutating func checkEmpty(_ message: IRMessage, deliberate: Bool, id: Identifier, unit: CatalogUnit) {
        guard let value = message.value, !deliberate else { return }
        let isEmpty = value.allSatisfy { node in
            // By scalar: `Character.isWhitespace` looks at the first scalar only, so a space
            // carrying a combining mark (" \u{301}") would count as white space.
            if case .text(let text) = node { return text.unicodeScalars.allSatisfy(UnicodeText.isWhiteSpace) }
            return false
        }
        if isEmpty {
            diagnostics.emit(
                Diagnostic(
                    .warning, .emptyMessage,
                    "'\(id.name)' renders as empty text; write the message or remove it",
                    at: unit.location(id.span)))
        }
    }

    /// Whether `pattern` is exactly `{ "" }`.
    static func isEmptyLiteral(_ pattern: Pattern?) -> Bool {
        guard let elements = pattern?.elements, elements.count == 1, case .placeable(let placeable) = elements[0],
            case .stringLiteral(let literal) = placeable.expression
        else { return false }
        return literal.value.isEmpty
    }
}
