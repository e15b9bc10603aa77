import LocalizedValidationIntl

/// `NUMBER()` and `DATETIME()`: their argument and options, validated.
extension Lowerer {
    // MARK: Functions

    enum FunctionArgument {
        case variable(String, FileLocation)
        /// A variable of the enclosing term: the literal its reference passes.
        case termVariable(String, FileLocation)
        case literal(String)
    }

    /// Validates `NUMBER()`/`DATETIME()` and returns its argument and format.
    mutating func lowerFunction(_ function: FunctionReference) -> (FunctionArgument, IRFormat)? {
        let name = function.id.name
        if name == GrammaticalFeatures.genderFunction {
            report(.unknownFunction, GrammaticalFeatures.placeableProblem, at: function.span)
            return nil
        }
        guard name == "NUMBER" || name == "DATETIME" else {
            let declared = appFunctions.keys.sorted()
            var message = "unknown function '\(name)'; the functions are NUMBER, DATETIME and GENDER"
            if !declared.isEmpty { message += ", and \(declared.joined(separator: ", ")) from catalogc.json" }
            if name == "PLURAL" || name == "PLURALS" {
                message += "; a plural select needs none: write '{ $count ->' (or NUMBER($count) for options)"
            } else if let suggestion = Suggestion.closest(
                to: name.uppercased(), among: Self.builtInFunctions + declared)
            {
                message += "; did you mean \(suggestion)?"
            } else {
                message += "; a function of the app is declared in catalogc.json under \"functions\""
            }
            report(.unknownFunction, message, at: function.id.span)
            return nil
        }
        let arguments = function.arguments
        guard arguments.positional.count == 1 else {
            report(
                .unknownFunction, "\(name) takes exactly one argument, such as \(name)($count)",
                at: function.span)
            return nil
        }
        let argument: FunctionArgument
        switch arguments.positional[0] {
        case .variableReference(let variable):
            if termVariables != nil {
                argument = .termVariable(variable.id.name, unit.location(variable.span))
            } else {
                argument = .variable(variable.id.name, unit.location(variable.span))
            }
        case .numberLiteral(let literal) where name == "NUMBER":
            argument = .literal(literal.value)
        default:
            report(.typeMismatch, "\(name) needs a variable, such as \(name)($value)", at: function.span)
            return nil
        }
        if name == "NUMBER" {
            guard let options = numberOptions(arguments.named) else { return nil }
            return (argument, .number(options))
        }
        guard let options = dateOptions(arguments.named) else { return nil }
        return (argument, .date(options))
    }

    /// The functions every catalog has.
    static let builtInFunctions = ["NUMBER", "DATETIME", GrammaticalFeatures.genderFunction]

    // MARK: App functions

    /// A call to a function the app declares in catalogc.json, its arguments and options
    /// checked against the declaration; nil when it is wrong (reported).
    mutating func appCall(_ function: FunctionReference, _ declaration: AppFunction) -> IRAppCall? {
        let name = function.id.name
        let types = declaration.argumentTypes
        let positional = function.arguments.positional
        guard positional.count == types.count else {
            let expected =
                types.isEmpty ? "no arguments" : "\(types.count) (\(types.map(\.rawValue).joined(separator: ", ")))"
            report(
                .unknownFunction,
                "\(name) takes \(expected) in catalogc.json, but this call passes \(positional.count)",
                at: function.span)
            return nil
        }
        var arguments: [IRAppCall.Argument] = []
        for (expression, type) in zip(positional, types) {
            guard let argument = appArgument(expression, type: type, function: name) else { return nil }
            arguments.append(argument)
        }
        var options: [String: IRAppCall.Argument] = [:]
        for named in function.arguments.named {
            guard let type = declaration.options[named.name.name].flatMap(ArgumentType.init(rawValue:)) else {
                reportUnknownOption(named, function: name, options: declaration.options.keys.sorted())
                return nil
            }
            guard let value = appArgument(named.value.expression, type: type, function: name) else { return nil }
            options[named.name.name] = value
        }
        let values: [String]? =
            switch declaration.result {
            case .string: nil
            case .values(let values): values
            }
        return IRAppCall(
            function: name, arguments: arguments, options: options, values: values,
            location: unit.location(function.span))
    }

    /// One argument of an app function: a message variable, or a literal of the type.
    private mutating func appArgument(
        _ expression: FluentExpression, type: ArgumentType, function: String
    ) -> IRAppCall.Argument? {
        switch expression {
        case .variableReference(let variable) where termVariables == nil:
            return .variable(variable.id.name, type, unit.location(variable.span))
        case .variableReference(let variable):
            report(
                .typeMismatch,
                "a term cannot pass its variable '$\(variable.id.name)' to \(function)(); call \(function) in the message",
                at: variable.span)
        case .stringLiteral(let literal) where type == .string:
            return .string(literal.unescapedValue)
        case .numberLiteral(let literal)
        where type == .number || (type == .int && IRVariant.Key.integerValue(literal.value) != nil):
            return .number(literal.value, type)
        default:
            report(
                .typeMismatch,
                "\(function)() takes a value of type \(type) here (catalogc.json): pass a variable or a literal of that type",
                at: expression.span)
        }
        return nil
    }

    /// The variant keys of a select on an app function that returns values: each must
    /// be one of them.
    mutating func checkKeys(_ select: SelectExpression, of call: IRAppCall) {
        guard let values = call.values else { return }
        for variant in select.variants where !(variant.key.isIdentifier && values.contains(variant.key.text)) {
            var message =
                "[\(variant.key.text)] is not a value \(call.function)() returns; its values are \(values.joined(separator: ", ")) (catalogc.json)"
            if let suggestion = Suggestion.closest(to: variant.key.text, among: values) {
                message += "; did you mean [\(suggestion)]?"
            }
            report(.invalidVariantKey, message, at: variant.key.span)
        }
    }

    /// `NUMBER`'s options, in ECMA-402's order.
    static let numberOptionNames = [
        "minimumIntegerDigits", "minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits",
        "maximumSignificantDigits", "useGrouping", "style", "currency", "currencyDisplay", "unit", "unitDisplay",
        "type",
    ]

    /// `DATETIME`'s options, in ECMA-402's order.
    static let dateOptionNames = [
        "dateStyle", "timeStyle", "weekday", "era", "year", "month", "day", "hour", "minute", "second", "hour12",
        "timeZone", "timeZoneName",
    ]

    /// Reports an option `function` does not have, with the closest one.
    private mutating func reportUnknownOption(_ argument: NamedArgument, function: String, options: [String]) {
        let name = argument.name.name
        var message = "\(function) has no option '\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: options) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; its options are \(options.joined(separator: ", "))"
        }
        report(.invalidFunctionOption, message, at: argument.name.span)
    }

    /// The value of an option that takes one of `values`; reports any other.
    private mutating func choice(_ argument: NamedArgument, among values: [String]) -> String? {
        let value = argument.value.text
        if case .string = argument.value, values.contains(value) { return value }
        var message =
            "\(argument.name.name) must be "
            + values.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + " or \"\(values.last ?? "")\""
        if let suggestion = Suggestion.closest(to: value, among: values) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        report(.invalidFunctionOption, message, at: argument.span)
        return nil
    }

    /// The value of a digit-count option, a whole number in `range` (a string of digits
    /// too: ECMA-402 converts it).
    private mutating func digits(_ argument: NamedArgument, in range: ClosedRange<Int>) -> Int? {
        if let digits = Int(argument.value.text), range.contains(digits) { return digits }
        report(
            .invalidFunctionOption,
            "\(argument.name.name) must be a whole number from \(range.lowerBound) to \(range.upperBound)",
            at: argument.span)
        return nil
    }

    mutating func numberOptions(_ named: [NamedArgument]) -> NumberOptions? {
        var options = NumberOptions()
        var style = "decimal"
        var currency: (code: String, argument: NamedArgument)?
        var currencyDisplay: (CurrencyDisplay, NamedArgument)?
        var unitName: (name: String, argument: NamedArgument)?
        var unitDisplay: (UnitDisplay, NamedArgument)?
        var styleArgument: NamedArgument?
        var valid = true
        for argument in named {
            let name = argument.name.name
            switch name {
            case "minimumIntegerDigits":
                guard let value = digits(argument, in: 1...21) else { return nil }
                options.minimumIntegerDigits = value
            case "minimumFractionDigits", "maximumFractionDigits":
                guard let value = digits(argument, in: 0...20) else { return nil }
                if name == "minimumFractionDigits" {
                    options.minimumFractionDigits = value
                } else {
                    options.maximumFractionDigits = value
                }
            case "minimumSignificantDigits", "maximumSignificantDigits":
                guard let value = digits(argument, in: 1...21) else { return nil }
                if name == "minimumSignificantDigits" {
                    options.minimumSignificantDigits = value
                } else {
                    options.maximumSignificantDigits = value
                }
            case "useGrouping":
                guard let value = choice(argument, among: ["true", "false", "auto", "always"]) else { return nil }
                options.useGrouping = value != "false"
            case "type":
                guard let value = choice(argument, among: ["cardinal", "ordinal"]) else { return nil }
                options.ordinal = value == "ordinal"
            case "style":
                guard let value = choice(argument, among: ["decimal", "percent", "currency", "unit"]) else {
                    return nil
                }
                style = value
                styleArgument = argument
            case "currency":
                let code = argument.value.text
                guard case .string = argument.value, let digits = try? DecimalFormatOptions.currencyFractionDigits(code)
                else {
                    report(
                        .invalidFunctionOption,
                        "currency must be a three-letter ISO 4217 code such as \"EUR\" or \"BRL\"", at: argument.span)
                    return nil
                }
                currency = (code.uppercased(), argument)
                options.currencyDigits = digits
            case "currencyDisplay":
                guard let value = choice(argument, among: CurrencyDisplay.all.map(\.name)) else { return nil }
                currencyDisplay = (CurrencyDisplay.all.first { $0.name == value } ?? .symbol, argument)
            case "unit":
                unitName = (argument.value.text, argument)
            case "unitDisplay":
                guard let value = choice(argument, among: UnitDisplay.all.map(\.name)) else { return nil }
                unitDisplay = (UnitDisplay.all.first { $0.name == value } ?? .short, argument)
            default:
                reportUnknownOption(argument, function: "NUMBER", options: Self.numberOptionNames)
                return nil
            }
        }
        // ECMA-402 throws on a currency style without a currency; the options of a style
        // not chosen are ignored there, but here they are a mistake worth saying.
        switch style {
        case "currency":
            guard let currency else {
                report(
                    .invalidFunctionOption, "style \"currency\" needs a currency, such as currency: \"EUR\"",
                    at: styleArgument?.span ?? named[0].span)
                return nil
            }
            options.style = .currency(currency.code, display: currencyDisplay?.0 ?? .symbol)
        case "unit":
            guard let unitName else {
                report(
                    .invalidFunctionOption, "style \"unit\" needs a unit, such as unit: \"kilometer\"",
                    at: styleArgument?.span ?? named[0].span)
                return nil
            }
            options.style = .unit(unitName.name, display: unitDisplay?.0 ?? .short)
            if !isKnownUnit(options.style) {
                report(
                    .invalidFunctionOption,
                    "'\(unitName.name)' is not a unit ICU knows; use a CLDR unit such as \"kilometer\", \"liter\", \"megabyte\" or \"kilometer-per-hour\"",
                    at: unitName.argument.span)
                return nil
            }
        case "percent":
            options.style = .percent
        default:
            break
        }
        for (option, argument, needed) in [
            ("currency", currency?.argument, "currency"), ("currencyDisplay", currencyDisplay?.1, "currency"),
            ("unit", unitName?.argument, "unit"), ("unitDisplay", unitDisplay?.1, "unit"),
        ] where argument != nil && style != needed {
            report(
                .invalidFunctionOption, "\(option) applies only with style: \"\(needed)\"; add it or remove \(option)",
                at: argument?.span ?? named[0].span)
            valid = false
        }
        if let minimum = options.minimumFractionDigits, let maximum = options.maximumFractionDigits, minimum > maximum {
            report(
                .invalidFunctionOption, "minimumFractionDigits is greater than maximumFractionDigits",
                at: named[0].span)
            return nil
        }
        if let minimum = options.minimumSignificantDigits, let maximum = options.maximumSignificantDigits,
            minimum > maximum
        {
            report(
                .invalidFunctionOption, "minimumSignificantDigits is greater than maximumSignificantDigits",
                at: named[0].span)
            return nil
        }
        return valid ? options : nil
    }

    /// Whether ICU formats with this unit style in the file's locale (it refuses a unit
    /// it does not know when the skeleton is read).
    private func isKnownUnit(_ style: NumberStyle) -> Bool {
        guard let locale = try? IntlLocale(unit.locale.dataTag ?? unit.locale.tag, allowingRootData: true) else {
            return false
        }
        return (try? DecimalFormatter(locale: locale, options: DecimalFormatOptions(style: style))) != nil
    }

    mutating func dateOptions(_ named: [NamedArgument]) -> DateOptions? {
        var options = DateOptions()
        // Skeleton letters per field, in CLDR's canonical order.
        var fields: [String: String] = [:]
        var hour12: Bool?
        var firstField: NamedArgument?
        let styles = DateStyle.allCases.map(\.rawValue)
        for argument in named {
            let name = argument.name.name
            switch name {
            case "dateStyle", "timeStyle":
                guard let value = choice(argument, among: styles) else { return nil }
                let style = DateStyle(rawValue: value)
                if name == "dateStyle" { options.dateStyle = style } else { options.timeStyle = style }
            case "year", "day", "hour", "minute", "second":
                guard let value = choice(argument, among: ["numeric", "2-digit"]) else { return nil }
                let letter = ["year": "y", "day": "d", "hour": "j", "minute": "m", "second": "s"][name] ?? ""
                fields[name] = value == "2-digit" ? letter + letter : letter
                firstField = firstField ?? argument
            case "month":
                guard let value = choice(argument, among: ["numeric", "2-digit", "short", "long", "narrow"]) else {
                    return nil
                }
                fields[name] =
                    ["numeric": "M", "2-digit": "MM", "short": "MMM", "long": "MMMM", "narrow": "MMMMM"][value]
                firstField = firstField ?? argument
            case "weekday", "era":
                guard let value = choice(argument, among: ["long", "short", "narrow"]) else { return nil }
                let letter = name == "weekday" ? "E" : "G"
                let count = ["short": 3, "long": 4, "narrow": 5][value] ?? 3
                fields[name] = String(repeating: letter, count: name == "era" && value == "short" ? 1 : count)
                firstField = firstField ?? argument
            case "timeZoneName":
                // ECMA-402's values and the CLDR fields ICU writes them with: the zone's
                // name (`PST`), its offset (`GMT-8`) or its generic name (`PT`).
                let values = ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"]
                guard let value = choice(argument, among: values) else { return nil }
                fields[name] = ["z", "zzzz", "O", "OOOO", "v", "vvvv"][values.firstIndex(of: value) ?? 0]
                firstField = firstField ?? argument
            case "hour12":
                guard let value = choice(argument, among: ["true", "false"]) else { return nil }
                hour12 = value == "true"
            case "timeZone":
                let zone = argument.value.text
                guard case .string = argument.value, (try? TimeZoneID(zone)) != nil else {
                    report(
                        .invalidFunctionOption,
                        "timeZone must be a tz database zone such as \"UTC\", \"Europe/Lisbon\" or \"America/Sao_Paulo\"",
                        at: argument.span)
                    return nil
                }
                options.timeZone = zone
            default:
                reportUnknownOption(argument, function: "DATETIME", options: Self.dateOptionNames)
                return nil
            }
        }
        if let firstField, options.dateStyle != nil || options.timeStyle != nil {
            report(
                .invalidFunctionOption,
                "\(firstField.name.name) cannot be combined with dateStyle or timeStyle (ECMA-402 refuses it); use the styles or the fields",
                at: firstField.span)
            return nil
        }
        if let hour12 {
            guard var hour = fields["hour"] else {
                let at = named.first { $0.name.name == "hour12" }?.span ?? named[0].span
                report(.invalidFunctionOption, "hour12 needs the hour field, such as hour: \"numeric\"", at: at)
                return nil
            }
            hour = String(repeating: hour12 ? "h" : "H", count: hour.count)
            fields["hour"] = hour
        }
        options.skeleton = ["era", "year", "month", "weekday", "day", "hour", "minute", "second", "timeZoneName"]
            .compactMap { fields[$0] }.joined()
        return options
    }
}
