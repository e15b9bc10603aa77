/// Which patterns get a function of their own: those a reference calls, and those a
/// locale falls back to from another's. Every other pattern is written inline in its
/// locale's dispatch, where it is used once.
struct PatternFunctions {
    private var needed = Set<PatternReference>()
    /// Per locale, per entry of its file: term variable name → parameter index.
    let termVariableIndexes: [[[String: Int]]]
    /// Whether the catalog calls a function of the app: every function then takes the
    /// app's functions.
    var passesAppFunctions = false

    init(_ catalog: SwiftCatalog) {
        termVariableIndexes = catalog.units.map { unit in
            (unit?.entries ?? []).map { entry in
                Dictionary(entry.termVariables.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        for (locale, unit) in catalog.units.enumerated() {
            for entry in unit?.entries ?? [] {
                for pattern in entry.ir.patterns {
                    pattern.visit(
                        use: { _ in },
                        call: {
                            needed.insert(PatternReference(locale: locale, entry: $0.entry, attribute: $0.attribute))
                        }
                    )
                }
            }
        }
        for message in catalog.messages {
            for (locale, rendering) in message.renderings.enumerated() {
                if let value = rendering.value, value.locale != locale { needed.insert(value) }
                for reference in rendering.attributes.values where reference.locale != locale {
                    needed.insert(reference)
                }
            }
        }
    }

    func isNeeded(_ pattern: PatternReference) -> Bool { needed.contains(pattern) }

    /// Whether any pattern of the locale's file needs a function.
    func hasAny(locale: Int) -> Bool { needed.contains { $0.locale == locale } }
}

extension IRMessage {
    /// The value (attribute nil) or an attribute's pattern.
    func pattern(_ attribute: Int?) -> [IRNode] {
        attribute.map { attributes[$0].body } ?? value ?? []
    }
}

extension [IRNode] {
    /// The message arguments these nodes use, those their calls pass included (at most
    /// ``ArgumentResolution/maximumArguments``).
    func argumentsUsed(in unit: SwiftUnit) -> [String] {
        var used: [String] = []
        let add = { (name: String) in if !used.contains(name) { used.append(name) } }
        visit(
            use: { add($0.name) },
            call: { call in for parameter in unit.entries[call.entry].parameters { add(parameter.name) } })
        return used
    }
}
