/// Variant keys that repeat an earlier key of the same select: the later variant is dead.
extension CatalogAnalysis {
    /// Reports each variant whose key matches exactly what an earlier key matches: the
    /// same identifier, or a number of the same value (`[1]`, `[1.0]` and `[01]` for a
    /// number; Fluent compares number keys by value). A String selector compares keys as
    /// text, so there `[1]` and `[1.0]` differ. A warning, named by the dead variant.
    mutating func checkDuplicateKeys(_ select: IRSelect, type: ArgumentType?) {
        let comparesText = type == .string || type == .text
        // Usually a handful of keys: an array beats hashing. A key is what it matches: a
        // number's value, else its text (no string built per key).
        var seen: [(isValue: Bool, key: String, text: String)] = []
        for variant in select.variants {
            let isValue: Bool
            let key: String
            switch variant.key {
            case .identifier(let name): (isValue, key) = (false, name)
            case .number(let text): (isValue, key) = comparesText ? (false, text) : (true, PluralReach.canonical(text))
            }
            guard let first = seen.first(where: { $0.isValue == isValue && $0.key == key }) else {
                seen.append((isValue, key, variant.key.text))
                continue
            }
            let reason =
                first.text == variant.key.text
                ? "an earlier variant of this select has the same key"
                : "its key has the value of [\(first.text)], an earlier key of this select"
            diagnostics.emit(
                Diagnostic(
                    .warning, .duplicateVariantKey,
                    "the variant [\(variant.key.text)] can never be selected: \(reason); remove it or change its key",
                    at: variant.location))
        }
    }
}
