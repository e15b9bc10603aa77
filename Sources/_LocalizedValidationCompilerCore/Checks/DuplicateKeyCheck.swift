/// Variant keys that repeat an earlier key of the same select: the later variant is dead.
extension CatalogAnalysis {
    /// Reports each variant whose key matches exactly what an earlier key matches: the
    /// same identifier, or a number of the same value (`[1]`, `[1.0]` and `[01]` for a
    /// number; Fluent compares number keys by value). A String selector compares keys as
    /// text, so there `[1]` and `[1.0]` differ. A warning, named by the dead variant.
    mutating func checkDuplicateKeys(_ select: IRSelect, type: ArgumentType?) {
        let comparesText = type == .string || type == .text
        // Usually a handful of keys: an array beats hashing.
        var seen: [(key: String, text: String)] = []
        for variant in select.variants {
            let key: String
            switch variant.key {
            case .identifier(let name): key = "i:" + name
            case .number(let text): key = comparesText ? "i:" + text : "n:" + PluralReach.canonical(text)
            }
            guard let first = seen.first(where: { $0.key == key }) else {
                seen.append((key, variant.key.text))
                continue
            }
            let same = first.text == variant.key.text ? "is already a key" : "has the value of [\(first.text)]"
            diagnostics.emit(
                Diagnostic(
                    .warning, .duplicateVariantKey,
                    "the variant [\(variant.key.text)] can never be selected: it \(same), an earlier key of this select; remove it or change its key",
                    at: variant.location))
        }
    }
}
