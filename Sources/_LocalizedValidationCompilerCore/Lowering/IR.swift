import LocalizedValidationIntl

/// A pattern lowered for code generation: literals resolved, only what varies at run
/// time left (arguments, selections on arguments, and calls to the functions of the
/// messages and terms it references: a reference is a call, never a copy, so the
/// generated code grows with the catalog, not with how often its parts are reused).
///
/// Not an `indirect` enum: a boxed node was an allocation per text, argument and call, and
/// freeing the nodes went through the runtime's generic value witnesses. Only the large
/// payloads (a selection, an app call) are boxed; the recursion goes through arrays.
package enum IRNode: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// A message argument inserted with a format.
    case argument(name: String, format: IRFormat, location: FileLocation)
    /// Inside a term: a variable its reference passes, inserted as written.
    case termArgument(name: String, location: FileLocation)
    /// A choice among variants made at run time from an argument (or term argument).
    indirect case select(IRSelect)
    /// The text of a referenced message or term (or one of its attributes).
    case call(IRCall)
    /// The text a function of the app returns (declared in catalogc.json).
    indirect case appCall(IRAppCall)
}

/// A call to a function the app gives (``AppFunction``), its arguments checked against
/// the declaration.
package struct IRAppCall: Sendable, Hashable {
    package enum Argument: Sendable, Hashable {
        /// A message argument, of the declared type.
        case variable(String, ArgumentType, FileLocation)
        /// A string literal.
        case string(String)
        /// A number literal, for an `Int` or `Number` parameter.
        case number(String, ArgumentType)
    }

    /// The Fluent name (`PLATFORM`).
    package var function: String
    package var arguments: [Argument]
    /// The options the call passes, by name, each a literal of the declared type.
    package var options: [String: Argument]
    /// The values the function returns, or nil for text.
    package var values: [String]?
    package var location: FileLocation
}

/// A reference to another entry of the same file, rendered by calling its function.
package struct IRCall: Sendable, Hashable {
    /// The referenced entry, an index into ``LoweredUnit/entries``.
    package var entry: Int
    /// The referenced attribute, an index into the entry's attributes; nil for the value.
    package var attribute: Int?
    /// The arguments a term reference passes (`-term(case: "genitive")`), in source order.
    package var termArguments: [IRTermArgument]
    /// The reference, for diagnostics.
    package var location: FileLocation
}

/// A literal a term reference passes, with what selection needs, computed at compile time.
package struct IRTermArgument: Sendable, Hashable {
    package var name: String
    /// The string, or the number formatted for the file's locale (`1 000` in ru).
    package var text: String
    /// The value of a number literal; nil for a string.
    package var number: Double?
    /// The cardinal plural category of a number literal in the file's locale.
    package var category: PluralCategory?
}

/// How an argument is formatted.
package enum IRFormat: Sendable, Hashable {
    /// By its type: strings as they are, numbers with the locale's grouping, dates in
    /// the medium style.
    case automatic
    /// `NUMBER($x, …)` (boxed, as the options are large and most arguments have none).
    indirect case number(NumberOptions)
    /// `DATETIME($x, …)`.
    indirect case date(DateOptions)
}

/// The options of `NUMBER()`, as the translator wrote them (ECMA-402's
/// `Intl.NumberFormat` options that Fluent passes through), validated.
package struct NumberOptions: Sendable, Hashable {
    package var minimumIntegerDigits: Int?
    package var minimumFractionDigits: Int?
    package var maximumFractionDigits: Int?
    package var minimumSignificantDigits: Int?
    package var maximumSignificantDigits: Int?
    package var useGrouping = true
    /// `type: "ordinal"` selects with ordinal rules (1st, 2nd).
    package var ordinal = false
    /// `style` with its `currency`/`currencyDisplay` or `unit`/`unitDisplay`.
    package var style: NumberStyle = .decimal
    /// For a currency style, the fraction digits the currency shows (ICU's data, read
    /// at build time): ECMA-402's default for the fraction digits.
    package var currencyDigits = 2

    /// The format these options give, ECMA-402's defaults resolved: fraction digits 0…3
    /// for a decimal or a unit, 0…0 for a percent, the currency's own for a currency;
    /// significant digits, when given, replace fraction digits. A number literal shows
    /// the fraction digits it was written with (`literalFractionDigits`), as Fluent does.
    package func formatOptions(literalFractionDigits: Int? = nil) -> DecimalFormatOptions {
        var defaults: (minimum: Int, maximum: Int) =
            switch style.kind {
            case .percent: (0, 0)
            case .currency: (currencyDigits, currencyDigits)
            case .decimal, .unit: (0, 3)
            }
        if let literalFractionDigits { defaults.minimum = literalFractionDigits }
        let minimum = minimumFractionDigits ?? min(defaults.minimum, maximumFractionDigits ?? defaults.minimum)
        let maximum = maximumFractionDigits ?? max(defaults.maximum, minimum)
        return DecimalFormatOptions(
            minimumIntegerDigits: minimumIntegerDigits ?? 1, minimumFractionDigits: minimum,
            maximumFractionDigits: maximum, minimumSignificantDigits: minimumSignificantDigits,
            maximumSignificantDigits: maximumSignificantDigits, useGrouping: useGrouping, style: style)
    }

    /// Whether the options change nothing but the plural rules (`type`).
    package var formatsAsDefault: Bool { self == NumberOptions(ordinal: ordinal) }
}

/// The options of `DATETIME()` (ECMA-402's `Intl.DateTimeFormat` options that Fluent
/// passes through), resolved at build time into styles or a CLDR skeleton.
package struct DateOptions: Sendable, Hashable {
    /// `short`, `medium`, `long` or `full`; nil when not given.
    package var dateStyle: DateStyle?
    package var timeStyle: DateStyle?
    /// The fields to show as a CLDR skeleton (`yMMMdjmm`); empty when none were given.
    package var skeleton = ""
    /// A tz database zone that overrides the value's own.
    package var timeZone: String?

    /// Whether the options show a time of day or depend on a zone: only a `DateTime`
    /// argument has them.
    package var usesTime: Bool {
        timeStyle != nil || timeZone != nil
            || skeleton.unicodeScalars.contains { "hHjmsz".unicodeScalars.contains($0) }
    }

    /// Whether only a date style (or nothing) is given: a `Date` formats through the
    /// style patterns it always has.
    package var isDateStyleOnly: Bool { skeleton.isEmpty && !usesTime }

    /// No options: the default format of the argument's type.
    package init() {}
}

/// A selection on an argument.
package struct IRSelect: Sendable, Hashable {
    package var argument: String
    /// Whether ``argument`` is a variable of the enclosing term (passed by its reference),
    /// not a message argument.
    package var isTermArgument = false
    /// `NUMBER()` options when the selector was wrapped in `NUMBER`.
    package var number: NumberOptions?
    /// Whether the selector is `GENDER($argument)`: the keys are genders.
    package var selectsGender = false
    /// When the selector is a call to an app function, the call (``argument`` is then
    /// its name with `()`, which no variable can be).
    package var appCall: IRAppCall?
    package var variants: [IRVariant]
    package var defaultIndex: Int
    /// The selector's position, and the select expression's (for missing variants).
    package var location: FileLocation
    /// Whether the translator marked a plural fallback as deliberate.
    package var allowsFallback: Bool
}

extension IRSelect {
    /// The CLDR plural keywords, in every locale.
    package static let pluralKeywords: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Whether `name` is one of ``pluralKeywords``, by comparing (small strings compare
    /// as integers) rather than hashing: the check of every variant key of a large
    /// catalog set asks it, and hashing cost more than the rest of that check.
    package static func isPluralKeyword(_ name: String) -> Bool {
        switch name {
        case "zero", "one", "two", "few", "many", "other": true
        default: false
        }
    }

    /// Whether every variant's key is `other`, so that whatever the value, the default
    /// is what renders (an app function's result or `GENDER()` still selects).
    package var selectsNothing: Bool {
        number == nil && !selectsGender && appCall == nil
            && variants.allSatisfy { $0.key == .identifier("other") }
    }

    /// Whether this selects by number: wrapped in `NUMBER()`, or every key is a number or
    /// a plural keyword and at least one is not `other` (a lone `*[other]` says nothing).
    package var isPluralSelection: Bool {
        if number != nil { return true }
        if selectsGender || appCall != nil { return false }
        return Self.keysSelectPluralForms(
            variants.lazy.map { variant in
                switch variant.key {
                case .number: nil
                case .identifier(let name): name
                }
            })
    }

    /// Whether variant keys select plural forms by themselves: every key a number (nil
    /// here) or a plural keyword, and one of them not `other`. Shared by the syntax tree's
    /// reading of translations (``TranslationEvidence``).
    package static func keysSelectPluralForms(_ identifiers: some Sequence<String?>) -> Bool {
        var informative = false
        for identifier in identifiers {
            guard let name = identifier else {
                informative = true
                continue
            }
            guard isPluralKeyword(name) else { return false }
            if name != "other" { informative = true }
        }
        return informative
    }
}

/// One variant of an ``IRSelect``.
package struct IRVariant: Sendable, Hashable {
    package enum Key: Sendable, Hashable {
        case identifier(String)
        case number(String)

        package var text: String {
            switch self {
            case .identifier(let text), .number(let text): text
            }
        }

        /// A number key as an `Int`: `1`, `-3`, `1.0`; nil for a fraction (`1.5`) or a
        /// number beyond `Int`'s range.
        package static func integerValue(_ text: String) -> Int? {
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let whole = Int(parts[0]) else { return nil }
            if parts.count == 2, !parts[1].allSatisfy({ $0 == "0" }) { return nil }
            return whole
        }
    }

    package var key: Key
    package var body: [IRNode]
    package var location: FileLocation
}

/// A lowered message or term: its value and attributes.
package struct IRMessage: Sendable, Hashable {
    package struct Attribute: Sendable, Hashable {
        package var name: String
        package var body: [IRNode]
    }

    package var value: [IRNode]?
    package var attributes: [Attribute]

    /// Every pattern: the value, then the attributes.
    package var patterns: [[IRNode]] { (value.map { [$0] } ?? []) + attributes.map(\.body) }
}

/// How the lowered pattern uses a variable, for type inference and checks.
package struct VariableUse: Sendable, Hashable {
    package enum Role: Sendable, Hashable {
        /// Inserted as text.
        case placeable
        /// Inside `NUMBER()`.
        case number
        /// Inside `DATETIME()` with date options only.
        case date
        /// Inside `DATETIME()` with options that show a time or name a zone.
        case dateTime
        /// A selector whose keys are all plural categories or numbers.
        case pluralSelector
        /// A selector with other identifier keys (`[masculine]`).
        case stringSelector
        /// Inside `GENDER()`, selecting on a `Text` argument's gender.
        case genderSelector
        /// An argument of an app function, which declares its type.
        case functionArgument(ArgumentType, function: String)
    }

    package var name: String
    package var role: Role
    package var location: FileLocation
}

extension [IRNode] {
    /// Visits every message-argument use and every call in source order, selects' variants
    /// included: the order in which a message's inferred arguments are listed.
    package func visit(use: (VariableUse) -> Void, call: (IRCall) -> Void) {
        for node in self {
            switch node {
            case .text, .termArgument: continue
            case .argument(let name, let format, let location):
                let role: VariableUse.Role =
                    switch format {
                    case .automatic: .placeable
                    case .number: .number
                    case .date(let options): options.usesTime ? .dateTime : .date
                    }
                use(VariableUse(name: name, role: role, location: location))
            case .appCall(let call):
                call.visitArguments(use)
            case .select(let select):
                if let call = select.appCall {
                    call.visitArguments(use)
                } else if !select.isTermArgument {
                    // A term's variable is not a message argument.
                    let role: VariableUse.Role =
                        if select.selectsGender {
                            .genderSelector
                        } else if select.isPluralSelection {
                            .pluralSelector
                        } else if select.selectsNothing {
                            // A lone `*[other]` (Mozilla's English for a count) says no more
                            // about the variable than showing it does.
                            .placeable
                        } else {
                            .stringSelector
                        }
                    use(VariableUse(name: select.argument, role: role, location: select.location))
                }
                for variant in select.variants { variant.body.visit(use: use, call: call) }
            case .call(let reference): call(reference)
            }
        }
    }
}

extension IRAppCall {
    /// Visits the message arguments the call passes.
    func visitArguments(_ use: (VariableUse) -> Void) {
        for argument in arguments {
            guard case .variable(let name, let type, let location) = argument else { continue }
            use(VariableUse(name: name, role: .functionArgument(type, function: function), location: location))
        }
    }
}

extension IRMessage {
    /// Whether a pattern calls a function of the app (catalogc.json), in a placeable or
    /// as a selector, at any depth.
    package var callsAppFunction: Bool {
        func calls(_ nodes: [IRNode]) -> Bool {
            nodes.contains { node in
                switch node {
                case .appCall: true
                case .select(let select): select.appCall != nil || select.variants.contains { calls($0.body) }
                default: false
                }
            }
        }
        return patterns.contains(where: calls)
    }
}
