import LocalizedValidationCLDR
import LocalizedValidationIntl

/// Renders one lowered pattern as the body of its function: literal text is appended as
/// string literals, arguments through the locale runtime, references as calls to the
/// referenced pattern's function, selections as `if` chains that try the variants in
/// source order, the first match winning, as Fluent does.
///
/// One renderer serves every entry of a locale's file (``start(entry:)`` before each): a
/// reference, so that what the entries share is neither copied nor reference-counted per
/// entry (copying a renderer per message was a fifth of rendering's reference counts).
final class BodyRenderer {
    /// The message arguments of the function (at most
    /// ``ArgumentResolution/maximumArguments``: found by a linear search).
    private(set) var arguments: [SwiftArgument] = []
    /// For a term: its variables' indexes (``GeneratedHelperNames/termArgument(_:)``).
    private(set) var termVariables: [String: Int] = [:]
    /// The expression of the `LocaleRuntime` that selects and writes integers.
    let runtime: String
    /// The expression of the `LocaleFormatting` that formats through ICU the dates and times
    /// whose patterns could not be baked.
    let formatting: String
    /// The expression of the locale's baked `NumberStyleFormat` of a `NUMBER()` style other
    /// than the plain decimal (a static of the locale type,
    /// ``GeneratedHelperNames/numberStyle(localeCase:style:builtIn:)``).
    var numberStyle: (NumberStyle) -> String = { _ in "" }
    /// The expression of the locale's baked `DatePatternFormat` for a calendar day's
    /// `DATETIME()` request (a static of the locale type), or nil where the pattern could not
    /// be baked and the day formats through ICU.
    var bakedDate: (BakedDatePattern.Request) -> String? = { _ in nil }
    /// Told when the body formats through ICU or uses a number style: the file then imports
    /// LocalizedValidationFormatting, or the locale type declares the style's format.
    var formattingUse: FormattingUse?
    /// The BCP 47 tag of the locale rendered, for `Text` arguments.
    let localeTag: String
    /// The entries of the locale's file, which calls go to.
    let unit: SwiftUnit
    /// Term variable name → index, per entry of ``unit`` (computed once per file).
    let termVariableIndexes: [[String: Int]]
    /// The locale's case name, for the names of the functions called.
    let localeCase: String
    /// Whether the functions take the app's functions (``GeneratedHelperNames/functions``).
    var passesFunctions = false
    /// The app's functions (catalogc.json), for the options each call passes.
    var appFunctions: [String: AppFunction] = [:]
    /// The locale's terms rendered once for the set, and the type holding them: a call
    /// to an entry of ``unit`` that stands for one goes there (``SwiftEntry/sharedIndex``).
    var sharedTerms: (unit: SwiftUnit, type: String)?

    private typealias Names = GeneratedHelperNames
    /// How many category locals the function declared so far.
    private var categoryCount = 0
    /// Whether the body written so far uses the runtime.
    private var usesRuntime = false
    /// Whether the body written so far uses the formatting of ICU.
    private var usesFormatting = false {
        didSet { if usesFormatting { formattingUse?.record() } }
    }

    /// A renderer for the entries of `unit`, one locale's file; ``start(entry:)`` before
    /// rendering each.
    init(
        runtime: String, formatting: String, localeTag: String, unit: SwiftUnit, termVariableIndexes: [[String: Int]],
        localeCase: String
    ) {
        self.runtime = runtime
        self.formatting = formatting
        self.localeTag = localeTag
        self.unit = unit
        self.termVariableIndexes = termVariableIndexes
        self.localeCase = localeCase
    }

    /// Starts rendering the patterns of ``unit``'s `entry`: what the previous entry's
    /// body declared and used is forgotten.
    func start(entry: Int) {
        arguments = unit.entries[entry].parameters
        termVariables = termVariableIndexes[entry]
        categoryCount = 0
        usesRuntime = false
        usesFormatting = false
    }

    /// Emits statements that return the rendered text.
    func render(_ nodes: [IRNode], into code: inout CodeWriter) {
        if nodes.isEmpty {
            code.line("return \"\"")
            return
        }
        if nodes.count == 1, case .text(let text) = nodes[0] {
            code.line("return ", literal: text)
            return
        }
        if nodes.count == 1, case .call(let call) = nodes[0] {
            code.line("return \(callExpression(call))")
            return
        }
        // The body first: the runtime is declared only when the body uses it (an unused
        // local is a warning in the user's build).
        var body = CodeWriter(indentation: code.indentationLevel)
        append(nodes, followsValue: false, into: &body)
        if usesRuntime { code.line("let \(Names.runtime) = \(runtime)") }
        if usesFormatting { code.line("let \(Names.formatting) = \(formatting)") }
        // One byte buffer, one String at the end: `String +=` per part was the bulk of
        // rendering a message (goal R3 of the request benchmark; `MessageText`).
        let room = TextCapacity.estimate(nodes)
        code.line("var \(Names.text) = MessageText(literalBytes: \(room.literalBytes), values: \(room.values))")
        code.append(body)
        code.line("return \(Names.text).finish()")
    }

    /// Appends `nodes`; `followsValue` says whether the first may follow an inserted value
    /// (true in a variant: the selection may come after a placeable).
    private func append(_ nodes: [IRNode], followsValue: Bool = true, into code: inout CodeWriter) {
        for (index, node) in nodes.enumerated() {
            switch node {
            case .text(let text):
                let afterValue = index > 0 || followsValue
                if afterValue, let rest = Self.textAfterSentencePeriod(text) {
                    // A value ending with a period (ru "7 марта 2025 г.") ends the
                    // sentence too: the literal's period is not doubled.
                    code.line("\(Names.text).appendSentencePeriod()")
                    if !rest.isEmpty { code.line("\(Names.text).append(", literal: rest, ")") }
                } else {
                    code.line("\(Names.text).append(", literal: text, ")")
                }
            case .argument(let name, let format, _):
                guard let argument = argument(name) else { continue }
                if argument.type == .text {
                    // The label's own bytes, not a rendered copy (`MessageText`); the
                    // runtime has the locale's quotation marks, for a label quoted inside.
                    usesRuntime = true
                    code.line(
                        """
                        \(Names.text).append(\(SwiftNames.escaped(argument.label)), languageTag: \
                        \(SwiftLiteral.string(localeTag)), runtime: \(Names.runtime), isolation: \(Names.isolation))
                        """)
                } else {
                    code.line("\(Names.text).append(\(formatted(argument, format)), isolation: \(Names.isolation))")
                }
            case .termArgument(let name, _):
                guard let index = termVariables[name] else { continue }
                code.line("\(Names.text).append(\(Names.termArgument(index))?.text ?? \"\")")
            case .call(let call):
                code.line("\(Names.text).append(\(callExpression(call)))")
            case .appCall(let call):
                let value = appCallExpression(call) + (call.values == nil ? "" : ".rawValue")
                code.line("\(Names.text).append(\(value), isolation: \(Names.isolation))")
            case .select(let select):
                self.select(select, into: &code)
            }
        }
    }

    /// For literal text that starts with one sentence period (`.`, `. Try again`, not
    /// `...`), the text after that period; nil otherwise.
    static func textAfterSentencePeriod(_ text: String) -> String? {
        // The first byte rules out nearly every literal before `hasPrefix`, which compares
        // Characters (a period with a combining mark is no period).
        guard text.utf8.first == UInt8(ascii: "."), text.hasPrefix("."), !text.hasPrefix("..") else { return nil }
        return String(text.dropFirst())
    }

    private func argument(_ name: String) -> SwiftArgument? {
        arguments.first { $0.name == name }
    }

    // MARK: Calls

    /// `Self._en_itemCount(_isolation, count, _t0: …)`: the callee's arguments are a
    /// subset of the caller's, passed by Fluent name (each function names its variables
    /// among its own: `$user_name` may be `userName` in one and `user_name` in another).
    private func callExpression(_ call: IRCall) -> String {
        var callee = unit.entries[call.entry]
        var type = "Self"
        var parts = [Names.isolation]
        if let index = callee.sharedIndex, let sharedTerms {
            // A shared term takes neither message arguments nor the app's functions.
            callee = sharedTerms.unit.entries[index]
            type = sharedTerms.type
        } else if passesFunctions {
            parts.append(Names.functions)
        }
        let name = Names.patternFunction(locale: localeCase, entry: callee, attribute: call.attribute)
        for parameter in callee.parameters { parts.append(argumentExpression(parameter.name)) }
        // Labeled arguments go in the order of the parameters; ones the term never uses
        // are not parameters at all.
        let indexes = termVariableIndexes[call.entry]
        let passed = call.termArguments.compactMap { argument in indexes[argument.name].map { ($0, argument) } }
        for (index, argument) in passed.sorted(by: { $0.0 < $1.0 }) {
            parts.append("\(Names.termArgument(index)): \(termArgumentLiteral(argument))")
        }
        return "\(type).\(name)(\(parts.joined(separator: ", ")))"
    }

    /// `_functions.shorten(url, length: 20, locale: .en)`: positional arguments in order,
    /// then every option the function declares (nil where the call leaves it out), then
    /// the locale the text renders in.
    private func appCallExpression(_ call: IRAppCall) -> String {
        var parts = call.arguments.map(appArgument)
        for name in (appFunctions[call.function]?.options.keys.sorted() ?? []) {
            parts.append("\(AppFunctionNames.option(name)): \(call.options[name].map(appArgument) ?? "nil")")
        }
        parts.append("locale: .\(SwiftNames.escaped(localeCase))")
        return "\(Names.functions).\(AppFunctionNames.method(call.function))(\(parts.joined(separator: ", ")))"
    }

    private func appArgument(_ argument: IRAppCall.Argument) -> String {
        switch argument {
        case .variable(let name, _, _): argumentExpression(name)
        case .string(let text): SwiftLiteral.string(text)
        case .number(let text, .int): IRVariant.Key.integerValue(text).map(String.init) ?? text
        case .number(let text, _): Double(text).map(Self.doubleLiteral) ?? text
        }
    }

    /// A message argument by name, as the function binds it.
    private func argumentExpression(_ name: String) -> String {
        argument(name).map { SwiftNames.escaped($0.label) } ?? name
    }

    private func termArgumentLiteral(_ argument: IRTermArgument) -> String {
        let number = argument.number.map { Self.doubleLiteral($0) } ?? "nil"
        let category = argument.category.map { "PluralCategory.\($0.rawValue)" } ?? "nil"
        return "(text: \(SwiftLiteral.string(argument.text)), number: \(number), category: \(category))"
    }

    // MARK: Arguments

    /// The expression formatting an argument.
    private func formatted(_ argument: SwiftArgument, _ format: IRFormat) -> String {
        let value = SwiftNames.escaped(argument.label)
        let runtime = Names.runtime
        let formatting = Names.formatting
        switch (argument.type, format) {
        case (.string, _):
            return value
        case (.text, _):
            return
                "\(value).localized(languageTag: \(SwiftLiteral.string(localeTag)), isolation: \(Names.isolation))"
        default:
            break
        }
        // Numbers format with the baked data of the runtime (and of the style's static).
        switch (argument.type, format) {
        case (.int, .number(let options)) where !options.formatsAsDefault, (.number, .number(let options)):
            usesRuntime = true
            return "\(runtime).format(\(value), options: \(optionsLiteral(options))\(styleArgument(options)))"
        case (.int, _), (.number, _):
            usesRuntime = true
            return "\(runtime).format(\(value))"
        default:
            break
        }
        // A calendar day or an instant formats with the locale's baked pattern where it could
        // be baked; a pattern with a zone name (or another field the format does not write)
        // goes through ICU.
        if let request = Self.dateRequest(argument.type, format), let member = bakedDate(request) {
            if case .date(let options) = format, let zone = options.timeZone {
                return "\(member).format(\(value), timeZone: \(SwiftLiteral.string(zone)))"
            }
            return "\(member).format(\(value))"
        }
        usesFormatting = true
        switch (argument.type, format) {
        case (.date, .date(let options)) where options.isDateStyleOnly:
            return "\(formatting).format(\(value), style: .\((options.dateStyle ?? .medium).rawValue))"
        case (.date, .date(let options)), (.dateTime, .date(let options)):
            return "\(formatting).format(\(value), options: \(Self.dateTimeOptionsLiteral(options)))"
        case (.dateTime, _):
            return "\(formatting).format(\(value), options: \(Self.dateTimeOptionsLiteral(DateOptions())))"
        default:
            return "\(formatting).format(\(value), style: .medium)"
        }
    }

    /// The baked format a `Date` or `DateTime` argument's `DATETIME()` asks for: a date style
    /// or date fields for a calendar day (nil with a time, which a day has not), the styles
    /// (a medium date and a short time by default) or the fields for an instant.
    static func dateRequest(_ type: ArgumentType, _ format: IRFormat) -> BakedDatePattern.Request? {
        let options: DateOptions
        switch format {
        case .date(let given): options = given
        default: options = DateOptions()
        }
        switch type {
        case .date:
            if options.isDateStyleOnly { return .style(options.dateStyle ?? .medium) }
            return options.usesTime ? nil : .skeleton(options.skeleton)
        case .dateTime:
            if !options.skeleton.isEmpty { return .skeleton(options.skeleton) }
            if options.dateStyle == nil && options.timeStyle == nil { return .styles(date: .medium, time: .short) }
            return .styles(date: options.dateStyle, time: options.timeStyle)
        default:
            return nil
        }
    }

    /// `, style: <the locale's baked format>` for a `NUMBER()` style other than the plain
    /// decimal (recorded, so that the locale type declares it); nothing for a decimal.
    private func styleArgument(_ options: NumberOptions) -> String {
        let style = options.formatOptions().style
        guard style != .decimal else { return "" }
        formattingUse?.record(style)
        return ", style: \(numberStyle(style))"
    }

    /// The `DecimalFormatOptions` literal of resolved `NUMBER()` options: only what
    /// differs from its defaults, so the common cases read short. The style is not in it:
    /// the locale's baked format of the style is passed beside it.
    private func optionsLiteral(_ options: NumberOptions) -> String {
        let resolved = options.formatOptions()
        let defaults = DecimalFormatOptions()
        var parts: [String] = []
        if resolved.minimumIntegerDigits != defaults.minimumIntegerDigits {
            parts.append("minimumIntegerDigits: \(resolved.minimumIntegerDigits)")
        }
        if let least = resolved.minimumSignificantDigits, let most = resolved.maximumSignificantDigits {
            parts.append("minimumSignificantDigits: \(least), maximumSignificantDigits: \(most)")
        } else {
            if resolved.minimumFractionDigits != defaults.minimumFractionDigits {
                parts.append("minimumFractionDigits: \(resolved.minimumFractionDigits)")
            }
            if resolved.maximumFractionDigits != defaults.maximumFractionDigits {
                parts.append("maximumFractionDigits: \(resolved.maximumFractionDigits)")
            }
        }
        if !resolved.useGrouping { parts.append("useGrouping: false") }
        return "DecimalFormatOptions(\(parts.joined(separator: ", ")))"
    }

    /// The `DateTimeFormatOptions` literal of `DATETIME()` options: the skeleton the
    /// fields make, or the styles (a `DateTime` without options shows the medium date and
    /// the short time).
    static func dateTimeOptionsLiteral(_ options: DateOptions) -> String {
        var parts: [String] = []
        if !options.skeleton.isEmpty {
            parts.append("skeleton: \(SwiftLiteral.string(options.skeleton))")
        } else if options.dateStyle == nil && options.timeStyle == nil {
            parts.append("dateStyle: .medium, timeStyle: .short")
        } else {
            if let style = options.dateStyle { parts.append("dateStyle: .\(style.rawValue)") }
            if let style = options.timeStyle { parts.append("timeStyle: .\(style.rawValue)") }
        }
        if let zone = options.timeZone { parts.append("timeZone: \(SwiftLiteral.string(zone))") }
        return "DateTimeFormatOptions(\(parts.joined(separator: ", ")))"
    }

    // MARK: Selections

    /// How a selection tests its keys.
    private enum Selector {
        /// A String argument: every key compared as text.
        case string(value: String)
        /// An Int or Number argument: number keys by value, identifiers as plural categories.
        case number(value: String, isInt: Bool, category: String)
        /// A term variable: a `_TermArgument?` holding the literal its reference passed.
        case term(parameter: String)
        /// `GENDER()` of a Text argument: a `GrammaticalGender?` local, nil when the
        /// label declares none.
        case gender(local: String)
        /// An app function's result in a local: an enum of its values, or a String.
        case app(local: String, isEnum: Bool)
    }

    private func select(_ select: IRSelect, into code: inout CodeWriter) {
        let selector: Selector
        var genderSource = ""
        if let call = select.appCall {
            categoryCount += 1
            selector = .app(local: Names.value(categoryCount), isEnum: call.values != nil)
        } else if select.isTermArgument {
            guard let index = termVariables[select.argument] else { return }
            selector = .term(parameter: Names.termArgument(index))
        } else {
            guard let argument = argument(select.argument) else { return }
            let value = SwiftNames.escaped(argument.label)
            if select.selectsGender {
                categoryCount += 1
                selector = .gender(local: Names.gender(categoryCount))
                genderSource = value
            } else if argument.type == .int || argument.type == .number {
                categoryCount += 1
                selector = .number(
                    value: value, isInt: argument.type == .int, category: Names.category(categoryCount))
            } else {
                selector = .string(value: value)
            }
        }
        let defaultVariant = select.variants[select.defaultIndex]
        // Each key once: a later variant with the key of an earlier one never matches.
        var seen = Set<String>()
        var defaultCondition: String?
        var branches: [(condition: String, body: [IRNode])] = []
        // Whether a condition tests the plural category (a number selection's category
        // local is declared only then: an unused local is a warning in the user's build).
        var testsCategory = false
        for (index, variant) in select.variants.enumerated() {
            guard let key = normalizedKey(variant.key, selector), seen.insert(key).inserted else { continue }
            guard var condition = condition(variant.key, selector) else { continue }
            if index == select.defaultIndex {
                // The default is tried at its place like any variant, and is also what
                // none matching gives: later variants run only when its key did not match
                // (keys of one kind never match together, so only the other kind is guarded).
                defaultCondition = condition
                continue
            }
            var testsCategoryHere = Self.testsCategory(variant.key, selector)
            if let defaultCondition, index > select.defaultIndex, !sameKind(variant.key, defaultVariant.key, selector) {
                condition = "!(\(defaultCondition)) && \(condition)"
                testsCategoryHere = testsCategoryHere || Self.testsCategory(defaultVariant.key, selector)
            }
            testsCategory = testsCategory || testsCategoryHere
            branches.append((condition, variant.body))
        }
        guard !branches.isEmpty else {
            append(defaultVariant.body, into: &code)
            return
        }
        if case .number(let value, let isInt, let category) = selector, testsCategory {
            code.line("let \(category) = \(categoryExpression(select, value: value, isInt: isInt))")
        }
        if case .app(let local, _) = selector, let call = select.appCall {
            code.line("let \(local) = \(appCallExpression(call))")
        }
        if case .gender(let local) = selector {
            code.line(
                "let \(local) = \(genderSource).grammaticalGender(languageTag: \(SwiftLiteral.string(localeTag)))")
        }
        for (index, branch) in branches.enumerated() {
            code.line(index == 0 ? "if \(branch.condition) {" : "} else if \(branch.condition) {")
            code.indented { append(branch.body, into: &$0) }
        }
        code.line("} else {")
        code.indented { append(defaultVariant.body, into: &$0) }
        code.line("}")
    }

    /// The key's identity for this selector: two variants with one identity match the
    /// same values. Nil for a key the selector can never match (reported by the checks).
    private func normalizedKey(_ key: IRVariant.Key, _ selector: Selector) -> String? {
        switch (key, selector) {
        case (.identifier(let name), _): return "i:" + name
        case (.number, .app(_, true)): return nil
        case (.number(let text), .string), (.number(let text), .app): return "i:" + text
        case (.number(let text), .number(_, true, _)): return IRVariant.Key.integerValue(text).map { "n:\($0)" }
        case (.number(let text), _): return Double(text).flatMap { $0.isFinite ? "n:\($0)" : nil }
        }
    }

    private func sameKind(_ left: IRVariant.Key, _ right: IRVariant.Key, _ selector: Selector) -> Bool {
        switch selector {
        case .string, .app: return true
        default: break
        }
        switch (left, right) {
        case (.identifier, .identifier), (.number, .number): return true
        default: return false
        }
    }

    /// Whether the condition of `key` (where it has one) tests a number selection's plural
    /// category: an identifier key of a number selection does.
    private static func testsCategory(_ key: IRVariant.Key, _ selector: Selector) -> Bool {
        guard case .number = selector, case .identifier = key else { return false }
        return true
    }

    /// The Swift condition under which `key` matches; nil when it never does.
    private func condition(_ key: IRVariant.Key, _ selector: Selector) -> String? {
        switch (selector, key) {
        case (.gender(let local), _):
            // `other` is a label without a gender; a number key never matches (reported).
            guard case .identifier(let name) = key else { return nil }
            return name == "other" ? "\(local) == nil" : "\(local) == .\(name)"
        case (.string(let value), _), (.app(let value, false), _):
            return "\(value) == \(SwiftLiteral.string(key.text))"
        case (.app(let value, true), .identifier(let name)):
            return "\(value) == .\(AppFunctionNames.valueCase(name))"
        case (.app, .number):
            return nil
        case (.number(let value, let isInt, _), .number(let text)):
            if isInt { return IRVariant.Key.integerValue(text).map { "\(value) == \($0)" } }
            return Double(text).flatMap { $0.isFinite ? "\(value) == \(Self.doubleLiteral($0))" : nil }
        case (.number(_, _, let category), .identifier(let name)):
            guard IRSelect.pluralKeywords.contains(name) else { return nil }
            return "\(category) == .\(name)"
        case (.term(let parameter), .number(let text)):
            return Double(text).flatMap { $0.isFinite ? "\(parameter)?.number == \(Self.doubleLiteral($0))" : nil }
        case (.term(let parameter), .identifier(let name)):
            let text = "(\(parameter)?.number == nil && \(parameter)?.text == \(SwiftLiteral.string(name)))"
            guard IRSelect.pluralKeywords.contains(name) else { return text }
            return "(\(text) || \(parameter)?.category == PluralCategory.\(name))"
        }
    }

    /// The plural category of a number selection, with its `NUMBER()` options.
    private func categoryExpression(_ select: IRSelect, value: String, isInt: Bool) -> String {
        let options = select.number ?? NumberOptions()
        let ordinal = options.ordinal
        usesRuntime = true
        if isInt && options.formatsAsDefault {
            return "\(Names.runtime).\(ordinal ? "ordinal" : "plural")(\(value))"
        }
        return
            "\(Names.runtime).format(\(value), options: \(optionsLiteral(options))\(styleArgument(options)), ordinal: \(ordinal)).category"
    }

    /// A Swift literal of `value` that reads back as the same `Double`.
    static func doubleLiteral(_ value: Double) -> String {
        "\(value)"
    }
}

/// Whether the bodies rendered formatted through ICU, in the current file and anywhere in
/// the module: a reference, so that every renderer of a file reports to it.
final class FormattingUse {
    var inFile = false
    var inModule = false
    /// The `NUMBER()` styles other than the plain decimal the module's bodies use, in the
    /// order first met: the locale type declares each locale's baked format of each.
    var numberStyles: [NumberStyle] = []
    /// The catalogs whose code formats through ICU, by source file; nil stands for the
    /// shared terms of the locale type's file.
    var catalogs: [(name: String, sourceFile: String?)] = []

    func record() {
        inFile = true
        inModule = true
    }

    func record(_ style: NumberStyle) {
        if !numberStyles.contains(style) { numberStyles.append(style) }
    }
}
