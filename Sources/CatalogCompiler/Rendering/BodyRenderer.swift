/// Renders one lowered pattern as the statements of a `switch` case: literal text is
/// appended as string literals, arguments through the locale runtime, selections as
/// `switch` statements on the plural category or the string.
struct BodyRenderer {
    let arguments: [String: ArgumentModel]
    /// The expression of the `LocaleRuntime` that formats and selects.
    let runtime: String
    /// The BCP 47 tag of the locale rendered, for `Text` arguments.
    let localeTag: String

    /// Emits statements that return the rendered text.
    mutating func render(_ nodes: [IRNode], into code: inout CodeWriter) {
        if nodes.isEmpty {
            code.line("return \"\"")
            return
        }
        if nodes.count == 1, case .text(let text) = nodes[0] {
            code.line("return ", literal: text)
            return
        }
        if needsRuntime(nodes) { code.line("let _runtime = \(runtime)") }
        code.line("var _text = \"\"")
        append(nodes, into: &code)
        code.line("return _text")
    }

    private func needsRuntime(_ nodes: [IRNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .text: false
            case .argument(let name, _, _): arguments[name]?.type != .string && arguments[name]?.type != .text
            case .select(let select):
                arguments[select.argument]?.type != .string || select.variants.contains { needsRuntime($0.body) }
            }
        }
    }

    private func append(_ nodes: [IRNode], into code: inout CodeWriter) {
        for node in nodes {
            switch node {
            case .text(let text):
                code.line("_text += ", literal: text)
            case .argument(let name, let format, _):
                guard let argument = arguments[name] else { continue }
                code.line("_text += isolation.apply(\(formatted(argument, format)))")
            case .select(let select):
                guard let argument = arguments[select.argument] else { continue }
                if argument.type == .string {
                    stringSelect(select, argument, into: &code)
                } else {
                    numberSelect(select, argument, into: &code)
                }
            }
        }
    }

    /// The expression formatting an argument.
    private func formatted(_ argument: ArgumentModel, _ format: IRFormat) -> String {
        let value = SwiftNames.escaped(argument.label)
        switch (argument.type, format) {
        case (.string, _):
            return value
        case (.text, _):
            return "\(value).localized(languageTags: [\(SwiftLiteral.string(localeTag))], isolation: isolation)"
        case (.int, .number(let options)) where options != NumberOptions():
            return "_runtime.format(Double(\(value)), options: \(optionsLiteral(options)))"
        case (.int, _):
            return "_runtime.format(\(value))"
        case (.number, .number(let options)):
            return "_runtime.format(\(value), options: \(optionsLiteral(options)))"
        case (.number, _):
            return "_runtime.format(\(value), options: DecimalFormatOptions())"
        case (.date, .date(let options)):
            return "_runtime.format(\(value), style: \(dateStyle(options)))"
        case (.date, _):
            return "_runtime.format(\(value), style: .medium)"
        }
    }

    private func optionsLiteral(_ options: NumberOptions) -> String {
        var parts: [String] = []
        if let minimum = options.minimumFractionDigits { parts.append("minimumFractionDigits: \(minimum)") }
        if let maximum = options.maximumFractionDigits { parts.append("maximumFractionDigits: \(maximum)") }
        if !options.useGrouping { parts.append("useGrouping: false") }
        return "DecimalFormatOptions(\(parts.joined(separator: ", ")))"
    }

    private func dateStyle(_ options: DateOptions) -> String {
        switch options.dateStyle {
        case "short": ".short"
        case "medium": ".medium"
        default: ".long"
        }
    }

    private func stringSelect(_ select: IRSelect, _ argument: ArgumentModel, into code: inout CodeWriter) {
        let defaultKey = select.variants[select.defaultIndex].key
        var seen = Set<String>()
        code.block("switch \(SwiftNames.escaped(argument.label)) {") { code in
            for variant in select.variants where variant.key != defaultKey && seen.insert(variant.key.text).inserted {
                code.line("case ", literal: variant.key.text, ":")
                caseBody(variant.body, into: &code)
            }
            code.line("default:")
            caseBody(select.variants[select.defaultIndex].body, into: &code)
        }
    }

    private func numberSelect(_ select: IRSelect, _ argument: ArgumentModel, into code: inout CodeWriter) {
        let value = SwiftNames.escaped(argument.label)
        let options = select.number ?? NumberOptions()
        let ordinal = options.ordinal
        let category: String
        if argument.type == .int && options == NumberOptions(ordinal: ordinal) {
            category = "_runtime.\(ordinal ? "ordinal" : "plural")(\(value))"
        } else {
            let double = argument.type == .int ? "Double(\(value))" : value
            category = "_runtime.format(\(double), options: \(optionsLiteral(options)), ordinal: \(ordinal)).category"
        }
        let defaultVariant = select.variants[select.defaultIndex]
        // Exact number keys are tried before plural categories, as Fluent does.
        let exact = select.variants.filter { variant in
            guard case .number(let text) = variant.key, variant.key != defaultVariant.key else { return false }
            return argument.type == .number || Int(text) != nil
        }
        if exact.isEmpty {
            categorySwitch(select, category: category, into: &code)
            return
        }
        var seen = Set<String>()
        code.block("switch \(value) {") { code in
            for variant in exact {
                let literal = argument.type == .int ? String(Int(variant.key.text)!) : variant.key.text
                guard seen.insert(literal).inserted else { continue }
                code.line("case \(literal):")
                caseBody(variant.body, into: &code)
            }
            code.line("default:")
            code.indented { categorySwitch(select, category: category, into: &$0) }
        }
    }

    private func categorySwitch(_ select: IRSelect, category: String, into code: inout CodeWriter) {
        let defaultVariant = select.variants[select.defaultIndex]
        var seen = Set<String>()
        let categories = select.variants.filter { variant in
            guard case .identifier(let name) = variant.key, variant.key != defaultVariant.key else { return false }
            return IRSelect.pluralKeywords.contains(name) && seen.insert(name).inserted
        }
        if categories.isEmpty {
            append(defaultVariant.body, into: &code)
            return
        }
        code.block("switch \(category) {") { code in
            for variant in categories {
                code.line("case .\(variant.key.text):")
                caseBody(variant.body, into: &code)
            }
            code.line("default:")
            caseBody(defaultVariant.body, into: &code)
        }
    }

    private func caseBody(_ nodes: [IRNode], into code: inout CodeWriter) {
        let start = code.length
        code.indented { append(nodes, into: &$0) }
        if code.length == start { code.line("    break") }
    }
}
