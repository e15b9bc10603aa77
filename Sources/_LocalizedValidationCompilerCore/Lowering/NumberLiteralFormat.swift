import LocalizedValidationIntl

extension LocaleInfo {
    /// A Fluent number literal (`1000`, `-3.50`) as Fluent displays it in this locale:
    /// grouped, with the locale's separators, and with the fraction digits it was written
    /// with (`{ 3.50 }` is `3,50` in pt-BR), as fluent.js and fluent.runtime do. `NUMBER()`
    /// options, when given, override those digits and the grouping.
    ///
    /// Formatted now, not at run time: a literal never changes, and the plural category
    /// of a literal is computed here too, with the same ICU. If ICU fails (not expected
    /// for a locale the checks accepted) the literal stays as written.
    ///
    /// A literal with more fraction digits than `NUMBER()` can ask for (20) and no
    /// options renders exactly, every digit kept (`1.00000000000000000000000000001`), as
    /// Fluent's rule (the digits it was written with) says.
    func format(numberLiteral literal: String, options: NumberOptions? = nil) -> String {
        let fractionDigits = literal.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        if fractionDigits > 20, options?.formatsAsDefault ?? true {
            guard let locale = try? IntlLocale(dataTag ?? tag, allowingRootData: true),
                let format = try? IntlNumberFormat(locale: locale),
                let decimal = ExactDecimal(decimalText: literal), let text = try? format.format(decimal)
            else { return literal }
            return text
        }
        let formatOptions = (options ?? NumberOptions()).formatOptions(literalFractionDigits: min(fractionDigits, 20))
        guard let locale = try? IntlLocale(dataTag ?? tag, allowingRootData: true),
            let formatter = try? DecimalFormatter(locale: locale, options: formatOptions),
            let text = try? formatter.format(decimal: literal)
        else { return literal }
        return text
    }
}
