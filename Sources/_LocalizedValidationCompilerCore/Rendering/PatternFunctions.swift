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
            guard let unit else { continue }
            // A shared term is rendered, and calls what it calls, in the set's shared type.
            for entry in unit.entries where entry.sharedIndex == nil {
                for pattern in entry.ir.patterns {
                    pattern.visit(
                        use: { _ in },
                        call: { call in
                            guard unit.entries[call.entry].sharedIndex == nil else { return }
                            needed.insert(
                                PatternReference(locale: locale, entry: call.entry, attribute: call.attribute))
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

extension PatternFunctions {
    /// The patterns of each locale's shared terms (``SwiftCatalogSet/sharedTerms``) that a
    /// call reaches, from any catalog or from another shared term: each gets a function
    /// of the shared type.
    static func sharedPatterns(_ model: SwiftCatalogSet) -> Set<PatternReference> {
        var needed = Set<PatternReference>()
        for (locale, shared) in model.sharedTerms.enumerated() where !shared.entries.isEmpty {
            for entry in shared.entries {
                for pattern in entry.ir.patterns {
                    pattern.visit(
                        use: { _ in },
                        call: { call in
                            needed.insert(
                                PatternReference(locale: locale, entry: call.entry, attribute: call.attribute))
                        })
                }
            }
            for catalog in model.catalogs {
                guard let unit = catalog.units[locale] else { continue }
                for entry in unit.entries where entry.sharedIndex == nil {
                    for pattern in entry.ir.patterns {
                        pattern.visit(
                            use: { _ in },
                            call: { call in
                                guard let shared = unit.entries[call.entry].sharedIndex else { return }
                                needed.insert(
                                    PatternReference(locale: locale, entry: shared, attribute: call.attribute))
                            })
                    }
                }
            }
        }
        return needed
    }
}
