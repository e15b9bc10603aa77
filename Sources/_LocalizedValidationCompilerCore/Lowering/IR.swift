import LocalizedValidationIntl

/// A pattern lowered for code generation: literals resolved, only what varies at run
/// time left (arguments, selections on arguments, and calls to the functions of the
/// messages and terms it references: a reference is a call, never a copy, so the
/// generated code grows with the catalog, not with how often its parts are reused).
package indirect enum IRNode: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// A message argument inserted with a format.
    case argument(name: String, format: IRFormat, location: FileLocation)
    /// Inside a term: a variable its reference passes, inserted as written.
    case termArgument(name: String, location: FileLocation)
    /// A choice among variants made at run time from an argument (or term argument).
    case select(IRSelect)
    /// The text of a referenced message or term (or one of its attributes).
    case call(IRCall)
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
    /// `NUMBER($x, …)`.
    case number(NumberOptions)
    /// `DATETIME($x, …)`.
    case date(DateOptions)
}

/// The options of `NUMBER()` this compiler supports.
package struct NumberOptions: Sendable, Hashable {
    package var minimumFractionDigits: Int?
    package var maximumFractionDigits: Int?
    package var useGrouping = true
    /// `type: "ordinal"` selects with ordinal rules (1st, 2nd).
    package var ordinal = false
}

/// The options of `DATETIME()` this compiler supports.
package struct DateOptions: Sendable, Hashable {
    /// `short`, `medium` (the default), `long` or `full`.
    package var dateStyle = "medium"
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

    /// Whether this selects by number: wrapped in `NUMBER()`, or every key is a number or
    /// a plural keyword and at least one is not `other` (a lone `*[other]` says nothing).
    package var isPluralSelection: Bool {
        if number != nil { return true }
        if selectsGender { return false }
        var informative = false
        for variant in variants {
            switch variant.key {
            case .number: informative = true
            case .identifier(let name):
                guard Self.pluralKeywords.contains(name) else { return false }
                if name != "other" { informative = true }
            }
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
        /// Inside `DATETIME()`.
        case date
        /// A selector whose keys are all plural categories or numbers.
        case pluralSelector
        /// A selector with other identifier keys (`[masculine]`).
        case stringSelector
        /// Inside `GENDER()`, selecting on a `Text` argument's gender.
        case genderSelector
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
                    case .date: .date
                    }
                use(VariableUse(name: name, role: role, location: location))
            case .select(let select):
                // A term's variable is not a message argument.
                if !select.isTermArgument {
                    let role: VariableUse.Role =
                        select.selectsGender
                        ? .genderSelector : select.isPluralSelection ? .pluralSelector : .stringSelector
                    use(VariableUse(name: select.argument, role: role, location: select.location))
                }
                for variant in select.variants { variant.body.visit(use: use, call: call) }
            case .call(let reference): call(reference)
            }
        }
    }
}
