import Intl

/// A pattern lowered for code generation: literals resolved, only what varies at run
/// time left (arguments, selections on arguments, and calls to the functions of the
/// messages and terms it references: a reference is a call, never a copy, so the
/// generated code grows with the catalog, not with how often its parts are reused).
indirect enum IRNode: Sendable, Hashable {
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
struct IRCall: Sendable, Hashable {
    /// The referenced entry, an index into ``LoweredUnit/entries``.
    var entry: Int
    /// The referenced attribute, an index into the entry's attributes; nil for the value.
    var attribute: Int?
    /// The arguments a term reference passes (`-term(case: "genitive")`), in source order.
    var termArguments: [IRTermArgument]
    /// The reference, for diagnostics.
    var location: FileLocation
}

/// A literal a term reference passes, with what selection needs, computed at compile time.
struct IRTermArgument: Sendable, Hashable {
    var name: String
    /// The string, or the number formatted for the file's locale (`1 000` in ru).
    var text: String
    /// The value of a number literal; nil for a string.
    var number: Double?
    /// The cardinal plural category of a number literal in the file's locale.
    var category: PluralCategory?
}

/// How an argument is formatted.
enum IRFormat: Sendable, Hashable {
    /// By its type: strings as they are, numbers with the locale's grouping, dates in
    /// the medium style.
    case automatic
    /// `NUMBER($x, …)`.
    case number(NumberOptions)
    /// `DATETIME($x, …)`.
    case date(DateOptions)
}

/// The options of `NUMBER()` this compiler supports.
struct NumberOptions: Sendable, Hashable {
    var minimumFractionDigits: Int?
    var maximumFractionDigits: Int?
    var useGrouping = true
    /// `type: "ordinal"` selects with ordinal rules (1st, 2nd).
    var ordinal = false
}

/// The options of `DATETIME()` this compiler supports.
struct DateOptions: Sendable, Hashable {
    /// `short`, `medium` (the default), `long` or `full`.
    var dateStyle = "medium"
}

/// A selection on an argument.
struct IRSelect: Sendable, Hashable {
    var argument: String
    /// Whether ``argument`` is a variable of the enclosing term (passed by its reference),
    /// not a message argument.
    var isTermArgument = false
    /// `NUMBER()` options when the selector was wrapped in `NUMBER`.
    var number: NumberOptions?
    /// Whether the selector is `GENDER($argument)`: the keys are genders.
    var selectsGender = false
    var variants: [IRVariant]
    var defaultIndex: Int
    /// The selector's position, and the select expression's (for missing variants).
    var location: FileLocation
    /// Whether the translator marked a plural fallback as deliberate.
    var allowsFallback: Bool
}

extension IRSelect {
    /// The CLDR plural keywords, in every locale.
    static let pluralKeywords: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Whether this selects by number: wrapped in `NUMBER()`, or every key is a number or
    /// a plural keyword and at least one is not `other` (a lone `*[other]` says nothing).
    var isPluralSelection: Bool {
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
struct IRVariant: Sendable, Hashable {
    enum Key: Sendable, Hashable {
        case identifier(String)
        case number(String)

        var text: String {
            switch self {
            case .identifier(let text), .number(let text): text
            }
        }

        /// A number key as an `Int`: `1`, `-3`, `1.0`; nil for a fraction (`1.5`) or a
        /// number beyond `Int`'s range.
        static func integerValue(_ text: String) -> Int? {
            let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let whole = Int(parts[0]) else { return nil }
            if parts.count == 2, !parts[1].allSatisfy({ $0 == "0" }) { return nil }
            return whole
        }
    }

    var key: Key
    var body: [IRNode]
    var location: FileLocation
}

/// A lowered message or term: its value and attributes.
struct IRMessage: Sendable, Hashable {
    struct Attribute: Sendable, Hashable {
        var name: String
        var body: [IRNode]
    }

    var value: [IRNode]?
    var attributes: [Attribute]

    /// Every pattern: the value, then the attributes.
    var patterns: [[IRNode]] { (value.map { [$0] } ?? []) + attributes.map(\.body) }
}

/// How the lowered pattern uses a variable, for type inference and checks.
struct VariableUse: Sendable, Hashable {
    enum Role: Sendable, Hashable {
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

    var name: String
    var role: Role
    var location: FileLocation
}

extension [IRNode] {
    /// Visits every message-argument use and every call in source order, selects' variants
    /// included: the order in which a message's inferred arguments are listed.
    func visit(use: (VariableUse) -> Void, call: (IRCall) -> Void) {
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
