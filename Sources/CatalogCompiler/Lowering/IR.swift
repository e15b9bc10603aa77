/// A message lowered for code generation: references inlined, literals resolved, only
/// what varies at run time left (arguments and selections on arguments).
indirect enum IRNode: Sendable, Hashable {
    /// Literal text.
    case text(String)
    /// An argument inserted with a format.
    case argument(name: String, format: IRFormat, location: FileLocation)
    /// A choice among variants made at run time from an argument.
    case select(IRSelect)
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
    /// `NUMBER()` options when the selector was wrapped in `NUMBER`.
    var number: NumberOptions?
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
    }

    var key: Key
    var body: [IRNode]
    var location: FileLocation
}

/// A lowered message: its value and attributes.
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
    }

    var name: String
    var role: Role
    var location: FileLocation
}

extension [IRNode] {
    /// Every variable use in these nodes, in source order.
    func variableUses() -> [VariableUse] {
        var uses: [VariableUse] = []
        for node in self {
            switch node {
            case .text: continue
            case .argument(let name, let format, let location):
                let role: VariableUse.Role =
                    switch format {
                    case .automatic: .placeable
                    case .number: .number
                    case .date: .date
                    }
                uses.append(VariableUse(name: name, role: role, location: location))
            case .select(let select):

                uses.append(
                    VariableUse(
                        name: select.argument, role: select.isPluralSelection ? .pluralSelector : .stringSelector,
                        location: select.location))
                for variant in select.variants {
                    uses.append(contentsOf: variant.body.variableUses())
                }
            }
        }
        return uses
    }
}
