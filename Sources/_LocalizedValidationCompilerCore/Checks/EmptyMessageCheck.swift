import LocalizedValidationIntl

/// Messages that render as nothing.
extension CatalogAnalysis {
    /// A message whose value renders as nothing.
    mutating func checkEmpty(_ message: IRMessage, id: Identifier, unit: CatalogUnit) {
        guard let value = message.value else { return }
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
}
