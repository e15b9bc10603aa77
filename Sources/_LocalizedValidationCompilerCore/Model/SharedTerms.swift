/// The terms rendered once per locale for the whole catalog set.
///
/// A term one file of a locale defines and others reference (`brands.ftl`'s
/// `-brand-name`) is lowered into each referencing catalog (``LocaleBundle``): so that
/// the generated code holds it once rather than once per catalog, every such term (and
/// the terms it references) moves to one unit per locale, which the renderer writes as
/// one helper type beside the locale type, and the catalogs' entries for it point
/// there (``EntryModel/sharedIndex``). A term is the same wherever it is lowered: a
/// locale has one definition of it, and its text depends only on the arguments its
/// reference passes.
///
/// A term that reaches a message or an app function stays in each catalog: a message
/// reference takes the referencing message's arguments, typed by its catalog, and an
/// app function the catalog's functions parameter.
enum SharedTerms {
    /// Marks the shared terms in every catalog's units and returns each locale's shared
    /// unit (indexed like the locales; empty where nothing is shared). Linear in the
    /// entries and their calls.
    static func extract(from catalogs: inout [CatalogModel], localeCount: Int) -> [UnitModel] {
        (0..<localeCount).map { locale in extract(locale, from: &catalogs) }
    }

    private static func extract(_ locale: Int, from catalogs: inout [CatalogModel]) -> UnitModel {
        // Each term once, from the first catalog that has it, and whether any file
        // other than its own references it.
        var representatives: [String: (catalog: Int, entry: Int)] = [:]
        var imported: [String] = []
        var importedSet = Set<String>()
        for (catalogIndex, catalog) in catalogs.enumerated() {
            guard let unit = catalog.units[locale] else { continue }
            for (index, entry) in unit.entries.enumerated() where entry.isTerm {
                let name = termName(entry)
                if representatives[name] == nil { representatives[name] = (catalogIndex, index) }
                if entry.isImported, importedSet.insert(name).inserted { imported.append(name) }
            }
        }
        guard !imported.isEmpty else { return UnitModel(entries: []) }

        // Shareable: no message arguments, no app function, and only shareable terms
        // called. Depth-first without recursion (a chain of terms may be long); a term on
        // the stack is taken as shareable, which only a cycle (an error, reported) meets.
        var state: [String: Bool] = [:]
        var stack: [(name: String, callees: [String], next: Int)] = []
        func callees(_ name: String) -> [String]? {
            guard let at = representatives[name], let unit = catalogs[at.catalog].units[locale] else { return nil }
            let entry = unit.entries[at.entry]
            guard entry.parameters.isEmpty, !entry.ir.callsAppFunction else { return nil }
            var names: [String] = []
            var reachesMessage = false
            for pattern in entry.ir.patterns {
                pattern.visit(
                    use: { _ in },
                    call: { call in
                        let callee = unit.entries[call.entry]
                        if callee.isTerm { names.append(termName(callee)) } else { reachesMessage = true }
                    })
            }
            return reachesMessage ? nil : names
        }
        for root in imported where state[root] == nil {
            guard let rootCallees = callees(root) else {
                state[root] = false
                continue
            }
            state[root] = true
            stack.append((root, rootCallees, 0))
            while let (_, calls, next) = stack.last {
                guard next < calls.count else {
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let callee = calls[next]
                if let known = state[callee] {
                    if !known { markUnshareable(&stack, &state) }
                    continue
                }
                guard let calleeCallees = callees(callee) else {
                    state[callee] = false
                    markUnshareable(&stack, &state)
                    continue
                }
                state[callee] = true
                stack.append((callee, calleeCallees, 0))
            }
        }

        // The shared terms by name (stable whatever the catalogs' order), with calls
        // renumbered into the shared unit.
        let shared = state.filter { $0.value }.keys.sorted()
        let sharedIndex = Dictionary(uniqueKeysWithValues: shared.enumerated().map { ($1, $0) })
        var entries: [EntryModel] = []
        entries.reserveCapacity(shared.count)
        for name in shared {
            guard let at = representatives[name], let unit = catalogs[at.catalog].units[locale] else { continue }
            var term = unit.entries[at.entry]
            term.ir = term.ir.mappingCalls { call in
                var call = call
                call.entry = sharedIndex[termName(unit.entries[call.entry])] ?? call.entry
                return call
            }
            term.isImported = false
            entries.append(term)
        }
        for catalog in catalogs.indices {
            guard var unit = catalogs[catalog].units[locale] else { continue }
            var changed = false
            for index in unit.entries.indices where unit.entries[index].isTerm {
                guard let shared = sharedIndex[termName(unit.entries[index])] else { continue }
                unit.entries[index].sharedIndex = shared
                changed = true
            }
            if changed { catalogs[catalog].units[locale] = unit }
        }
        return UnitModel(entries: entries)
    }

    /// A term found unshareable makes every term on the stack, which calls it, unshareable.
    private static func markUnshareable(
        _ stack: inout [(name: String, callees: [String], next: Int)], _ state: inout [String: Bool]
    ) {
        for frame in stack { state[frame.name] = false }
    }

    private static func termName(_ entry: EntryModel) -> String {
        String(entry.displayName.dropFirst())
    }
}

extension IRMessage {
    /// The message with every call (in selections' variants too) replaced by `transform`'s.
    func mappingCalls(_ transform: (IRCall) -> IRCall) -> IRMessage {
        func map(_ nodes: [IRNode]) -> [IRNode] {
            nodes.map { (node: IRNode) -> IRNode in
                switch node {
                case .call(let call): return .call(transform(call))
                case .select(var select):
                    for index in select.variants.indices {
                        select.variants[index].body = map(select.variants[index].body)
                    }
                    return .select(select)
                default: return node
                }
            }
        }
        var message = self
        message.value = value.map(map)
        for index in message.attributes.indices { message.attributes[index].body = map(attributes[index].body) }
        return message
    }
}
