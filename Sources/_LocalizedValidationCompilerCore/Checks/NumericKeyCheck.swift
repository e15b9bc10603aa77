import LocalizedValidationIntl

/// Number keys a numeric argument can never equal.
extension CatalogAnalysis {
    /// A number key the argument can never equal (`[1.5]` or a key beyond `Int`'s range
    /// for an Int, beyond `Double`'s for a Number) would be dead code: reported at the key.
    mutating func checkNumericKeys(_ select: IRSelect, type: ArgumentType) {
        for variant in select.variants {
            guard case .number(let text) = variant.key else { continue }
            let problem: String?
            if type == .int {
                problem = IRVariant.Key.integerValue(text) == nil ? "an Int argument never equals it" : nil
            } else {
                problem = (Double(text)?.isFinite ?? false) ? nil : "it is beyond the range of a Number"
            }
            guard let problem else { continue }
            diagnostics.emit(
                Diagnostic(
                    .error, .invalidVariantKey,
                    "[\(text)] can never be selected: '$\(select.argument)' is \(type) and \(problem); change the key or the argument's type",
                    at: variant.location))
        }
    }
}
