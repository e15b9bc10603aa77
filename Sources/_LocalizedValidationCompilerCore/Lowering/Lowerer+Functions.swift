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
            var message = "unknown function '\(name)'; the functions are NUMBER, DATETIME and GENDER"
            if name == "PLURAL" || name == "PLURALS" {
                message += "; a plural select needs none: write '{ $count ->' (or NUMBER($count) for options)"
            } else if let suggestion = Suggestion.closest(
                to: name.uppercased(), among: ["NUMBER", "DATETIME", GrammaticalFeatures.genderFunction])
            {
                message += "; did you mean \(suggestion)?"
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

    mutating func numberOptions(_ named: [NamedArgument]) -> NumberOptions? {
        var options = NumberOptions()
        for argument in named {
            let value = argument.value.text
            switch argument.name.name {
            case "minimumFractionDigits", "maximumFractionDigits":
                guard case .number = argument.value, let digits = Int(value), (0...20).contains(digits) else {
                    report(
                        .unknownFunction, "\(argument.name.name) must be a whole number from 0 to 20", at: argument.span
                    )
                    return nil
                }
                if argument.name.name == "minimumFractionDigits" {
                    options.minimumFractionDigits = digits
                } else {
                    options.maximumFractionDigits = digits
                }
            case "useGrouping":
                guard ["true", "false", "auto", "always"].contains(value) else {
                    report(
                        .unknownFunction, "useGrouping must be \"true\", \"false\", \"auto\" or \"always\"",
                        at: argument.span)
                    return nil
                }
                options.useGrouping = value != "false"
            case "type":
                guard value == "cardinal" || value == "ordinal" else {
                    report(.unknownFunction, "type must be \"cardinal\" or \"ordinal\"", at: argument.span)
                    return nil
                }
                options.ordinal = value == "ordinal"
            default:
                report(
                    .unknownFunction,
                    "NUMBER has no option '\(argument.name.name)'; the options are minimumFractionDigits, maximumFractionDigits, useGrouping and type",
                    at: argument.name.span)
                return nil
            }
        }
        if let minimum = options.minimumFractionDigits, let maximum = options.maximumFractionDigits, minimum > maximum {
            report(.unknownFunction, "minimumFractionDigits is greater than maximumFractionDigits", at: named[0].span)
            return nil
        }
        return options
    }

    mutating func dateOptions(_ named: [NamedArgument]) -> DateOptions? {
        var options = DateOptions()
        for argument in named {
            guard argument.name.name == "dateStyle" else {
                report(
                    .unknownFunction, "DATETIME has no option '\(argument.name.name)'; the option is dateStyle",
                    at: argument.name.span)
                return nil
            }
            let value = argument.value.text
            guard ["short", "medium", "long", "full"].contains(value) else {
                report(
                    .unknownFunction, "dateStyle must be \"short\", \"medium\", \"long\" or \"full\"", at: argument.span
                )
                return nil
            }
            options.dateStyle = value
        }
        return options
    }
}
