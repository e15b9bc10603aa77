import LocalizedValidationIntl
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// Renders the compiler's lowered patterns (``IRNode``) with sample arguments, for the
/// translator preview: the same choices the generated Swift makes (variants in source
/// order, number keys by value, categories by the locale's rules on the number as
/// formatted, references as calls), made here by interpretation, since `catalogc` cannot
/// run the code it generates.
struct PatternInterpreter {
    /// A sample argument value.
    enum Value {
        case string(String)
        /// A label (a `Text` argument) and the gender it declares (nil: none), which
        /// `GENDER()` selects on.
        case text(String, gender: String?)
        case int(Int)
        /// A decimal number, as text (`1.5`).
        case number(String)
        case date(CalendarDate)
        case dateTime(ZonedDateTime)
    }

    /// A piece of rendered text: literal, or an argument's value (highlighted).
    enum Piece: Equatable {
        case text(String)
        case argument(name: String, text: String)
    }

    let model: CatalogSetModel
    let catalog: CatalogModel
    /// Locale index → the tag whose ICU data renders it (the source's for a pseudo-locale).
    let dataTags: [String]

    /// Renders one pattern of one locale's file.
    func render(_ reference: PatternReference, arguments: [String: Value]) -> [Piece] {
        guard let unit = catalog.units[reference.locale] else { return [] }
        let ir = unit.entries[reference.entry].ir
        let nodes = reference.attribute.map { ir.attributes[$0].body } ?? ir.value ?? []
        var pieces: [Piece] = []
        render(nodes, locale: reference.locale, arguments: arguments, terms: [:], depth: 0, into: &pieces)
        return pieces
    }

    private func render(
        _ nodes: [IRNode], locale: Int, arguments: [String: Value], terms: [String: IRTermArgument], depth: Int,
        into pieces: inout [Piece]
    ) {
        guard depth < 64 else { return }
        for node in nodes {
            switch node {
            case .text(let text):
                pieces.append(.text(text))
            case .argument(let name, let format, _):
                pieces.append(.argument(name: name, text: formatted(arguments[name], format: format, locale: locale)))
            case .appCall(let call):
                // The app gives the value at run time; the preview shows the call.
                pieces.append(.argument(name: call.function, text: "\(call.function)()"))
            case .termArgument(let name, _):
                pieces.append(.text(terms[name]?.text ?? ""))
            case .select(let select):
                let variant = choose(select, locale: locale, arguments: arguments, terms: terms)
                render(
                    variant.body, locale: locale, arguments: arguments, terms: terms, depth: depth + 1, into: &pieces)
            case .call(let call):
                guard let unit = catalog.units[locale], call.entry < unit.entries.count else { continue }
                let ir = unit.entries[call.entry].ir
                let body = call.attribute.map { ir.attributes[$0].body } ?? ir.value ?? []
                let passed = Dictionary(
                    call.termArguments.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                render(
                    body, locale: locale, arguments: arguments, terms: unit.entries[call.entry].isTerm ? passed : terms,
                    depth: depth + 1, into: &pieces)
            }
        }
    }

    /// The first variant that matches, else the default.
    private func choose(
        _ select: IRSelect, locale: Int, arguments: [String: Value], terms: [String: IRTermArgument]
    ) -> IRVariant {
        let fallback = select.variants[select.defaultIndex]
        var numberText: String?
        var category: PluralCategory?
        var stringValue: String?
        if select.isTermArgument {
            guard let passed = terms[select.argument] else { return fallback }
            stringValue = passed.number == nil ? passed.text : nil
            numberText = passed.number.map { String($0) }
            category = passed.category
        } else {
            switch arguments[select.argument] {
            case .text(_, let gender)? where select.selectsGender: stringValue = gender
            case .string(let text)?, .text(let text, _)?: stringValue = text
            case .int(let value)?: numberText = String(value)
            case .number(let text)?: numberText = text
            case .date, .dateTime, nil: return fallback
            }
            if let numberText {
                category = self.category(of: numberText, options: select.number, locale: locale)
            }
        }
        for variant in select.variants {
            switch variant.key {
            case .number(let key):
                if let numberText, let value = Double(numberText), Double(key) == value { return variant }
            case .identifier(let key):
                if let stringValue, stringValue == key { return variant }
                if let category, category.rawValue == key { return variant }
            }
        }
        return fallback
    }

    /// The plural category of a number as it is shown (`NUMBER()` options applied).
    func category(of number: String, options: NumberOptions?, locale: Int) -> PluralCategory? {
        guard let intlLocale = try? IntlLocale(dataTags[locale], allowingRootData: true),
            let rules = try? PluralRules(locale: intlLocale, type: options?.ordinal == true ? .ordinal : .cardinal)
        else { return nil }
        guard let options else { return try? rules.category(forDecimal: number) }
        let formatter = try? DecimalFormatter(locale: intlLocale, options: Self.decimalOptions(options))
        return try? formatter?.formatAndSelect(decimal: number, rules: rules).category
    }

    /// What the generated code passes for `DATETIME()` options (the medium date and short
    /// time when none are given).
    static func dateTimeOptions(_ options: DateOptions) -> DateTimeFormatOptions {
        if !options.skeleton.isEmpty {
            return DateTimeFormatOptions(skeleton: options.skeleton, timeZone: options.timeZone)
        }
        if options.dateStyle == nil && options.timeStyle == nil {
            return DateTimeFormatOptions(dateStyle: .medium, timeStyle: .short, timeZone: options.timeZone)
        }
        return DateTimeFormatOptions(
            dateStyle: options.dateStyle, timeStyle: options.timeStyle, timeZone: options.timeZone)
    }

    static func decimalOptions(_ options: NumberOptions) -> DecimalFormatOptions {
        options.formatOptions()
    }

    private func formatted(_ value: Value?, format: IRFormat, locale: Int) -> String {
        guard let value else { return "" }
        guard let intlLocale = try? IntlLocale(dataTags[locale], allowingRootData: true) else { return "" }
        switch value {
        case .string(let text), .text(let text, _):
            return text
        case .int(let number):
            return decimal(String(number), format: format, locale: intlLocale)
        case .number(let text):
            return decimal(text, format: format, locale: intlLocale)
        case .date(let date):
            guard case .date(let options) = format, !options.isDateStyleOnly else {
                var style = DateStyle.medium
                if case .date(let options) = format { style = options.dateStyle ?? .medium }
                return (try? IntlDateFormat(locale: intlLocale).format(date, style: style)) ?? date.description
            }
            let formatter = try? DateTimeFormatter(
                locale: intlLocale, options: Self.dateTimeOptions(options), timeZone: .utc)
            return (try? formatter?.format(secondsSince1970: date.secondsSince1970)) ?? date.description
        case .dateTime(let value):
            var options = DateOptions()
            if case .date(let given) = format { options = given }
            let formatter = try? DateTimeFormatter(
                locale: intlLocale, options: Self.dateTimeOptions(options), timeZone: value.timeZone)
            return (try? formatter?.format(secondsSince1970: value.secondsSince1970)) ?? ""
        }
    }

    private func decimal(_ text: String, format: IRFormat, locale: IntlLocale) -> String {
        var options = DecimalFormatOptions()
        if case .number(let numberOptions) = format { options = Self.decimalOptions(numberOptions) }
        return (try? DecimalFormatter(locale: locale, options: options).format(decimal: text)) ?? text
    }
}
