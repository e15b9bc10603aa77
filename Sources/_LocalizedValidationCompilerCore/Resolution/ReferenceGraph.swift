/// One catalog file lowered entry by entry, and the graph of its references: which
/// entry calls which, in an order where callees come before their callers. Cycles and
/// chains too deep to call at run time are reported once, at the reference that closes
/// or deepens them; the rest of the analysis never follows a reference twice.
struct ReferenceGraph {
    /// References may chain one less than this deep: each is a nested call at run time.
    static let maximumReferenceDepth = 64

    let unit: CatalogUnit
    /// The file's entries, then those it references from other files of its locale.
    let table: EntryTable
    /// Indexed like ``EntryTable/entries``.
    private(set) var entries: [LoweredEntry] = []
    /// Per entry: its references in source order (value, then attributes).
    private(set) var calls: [[IRCall]] = []
    /// Per entry and call: the pattern the call is in (nil for the value, else the
    /// attribute's index).
    private var callSites: [[Int?]] = []
    /// Every entry once, each after the entries it references (a reference closing a
    /// cycle excepted: it is reported, and ignored).
    private(set) var order: [Int] = []
    /// Per entry: whether its callee at each position in ``calls`` was finished before it
    /// (false for a reference closing a cycle).
    private(set) var isForwardCall: [[Bool]] = []

    /// - Parameters:
    ///   - profile: The severity profile (bidi controls are errors in release).
    ///   - sourceTerms: For a translation, the terms each source message references, by
    ///     message id, to suggest the one a mistyped term reference meant.
    init(
        unit: CatalogUnit, profile: CompilerConfiguration.Profile = .debug, sourceTerms: [String: [String]] = [:],
        bundle: LocaleBundle? = nil, functions: [String: AppFunction] = [:], diagnostics: inout DiagnosticCollector
    ) {
        self.unit = unit
        var lowerer = Lowerer(unit: unit, table: EntryTable(unit))
        lowerer.profile = profile
        lowerer.appFunctions = functions
        lowerer.sourceTerms = sourceTerms
        lowerer.bundle = bundle
        entries.reserveCapacity(lowerer.table.entries.count)
        calls.reserveCapacity(lowerer.table.entries.count)
        // Lowering an entry may import one from another file of the locale: it is
        // lowered in turn, until every reference resolves. Imports are lowered in the
        // order found, so each is as many references from the file's own entries as its
        // import depth; one past the deepest chain allowed is not imported (the chain is
        // reported too deep then), which bounds what a file imports however long a chain
        // through other files is.
        var importDepth = [Int](repeating: 0, count: lowerer.table.entries.count)
        var index = 0
        while index < lowerer.table.entries.count {
            lowerer.importsAllowed = importDepth[index] < Self.maximumReferenceDepth
            let entry = lowerer.lower(entry: index)
            let imported = lowerer.table.entries.count - importDepth.count
            if imported > 0 { importDepth += repeatElement(importDepth[index] + 1, count: imported) }
            entries.append(entry)
            calls.append(entry.calls)
            callSites.append(entry.callSites)
            index += 1
        }
        table = lowerer.table
        diagnostics.emit(contentsOf: lowerer.diagnostics.diagnostics)
        sortReferences(&diagnostics)
        checkTermArguments(&diagnostics)
    }

    /// The terms each message references directly, by message id.
    var termsByMessage: [String: [String]] {
        var result: [String: [String]] = [:]
        result.reserveCapacity(table.messageCount)
        for index in 0..<table.messageCount {
            var names: [String] = []
            for call in calls[index] where table.entries[call.entry].isTerm {
                let name = table.entries[call.entry].name
                if !names.contains(name) { names.append(name) }
            }
            result[table.entries[index].name] = names
        }
        return result
    }

    /// Depth-first, without recursion (a chain may be as long as the file): reports
    /// cycles and over-deep chains, and fills ``order``.
    private mutating func sortReferences(_ diagnostics: inout DiagnosticCollector) {
        let count = entries.count
        // 0: not visited, 1: on the stack, 2: finished.
        var state = [UInt8](repeating: 0, count: count)
        var stackPosition = [Int](repeating: -1, count: count)
        var depth = [Int](repeating: 0, count: count)
        var tooDeep = [Bool](repeating: false, count: count)
        isForwardCall = calls.map { [Bool](repeating: false, count: $0.count) }
        order.reserveCapacity(count)
        var stack: [(entry: Int, next: Int)] = []
        for root in 0..<count where state[root] == 0 {
            state[root] = 1
            stackPosition[root] = 0
            stack.append((root, 0))
            while let (entry, next) = stack.last {
                if next < calls[entry].count {
                    stack[stack.count - 1].next += 1
                    let callee = calls[entry][next].entry
                    // A reference to the entry's own value or sibling attribute: checked
                    // among its patterns (`checkSelfReferences`), not a cycle by itself.
                    if callee == entry { continue }
                    switch state[callee] {
                    case 0:
                        state[callee] = 1
                        stackPosition[callee] = stack.count
                        stack.append((callee, 0))
                    case 1:
                        reportCycle(stack[stackPosition[callee]...].map(\.entry), at: calls[entry][next], &diagnostics)
                    default:
                        break
                    }
                    continue
                }
                stack.removeLast()
                state[entry] = 2
                order.append(entry)
                checkSelfReferences(entry, &diagnostics)
                // The deepest finished callee; a reference closing a cycle is not one.
                var deepest: (depth: Int, call: Int)?
                for (position, call) in calls[entry].enumerated() where state[call.entry] == 2 && call.entry != entry {
                    // A callee finished before this entry: not an ancestor on the stack.
                    isForwardCall[entry][position] = true
                    if tooDeep[call.entry] { tooDeep[entry] = true }
                    if deepest == nil || depth[call.entry] > deepest!.depth { deepest = (depth[call.entry], position) }
                }
                guard let deepest, !tooDeep[entry] else { continue }
                depth[entry] = deepest.depth + 1
                if depth[entry] >= Self.maximumReferenceDepth {
                    tooDeep[entry] = true
                    diagnostics.emit(
                        Diagnostic(
                            .error, .nestingTooDeep,
                            "references chain \(Self.maximumReferenceDepth) deep here (each is a call at run time); shorten the chain",
                            at: calls[entry][deepest.call].location))
                }
            }
        }
    }

    /// References among the value and attributes of one entry (`.tooltiptextdown =
    /// { msg.tooltiptext }` inside `msg`): a cycle only when they lead back to the
    /// pattern they start from. Reported at the reference that closes the cycle.
    private func checkSelfReferences(_ entry: Int, _ diagnostics: inout DiagnosticCollector) {
        let own = calls[entry].indices.filter { calls[entry][$0].entry == entry }
        guard !own.isEmpty, table.entries[entry].home == nil else { return }
        // Pattern nodes: 0 is the value, 1 + i attribute i. Usually a handful: arrays.
        let count = table.entries[entry].attributes.count + 1
        var edges = [[Int]](repeating: [], count: count)
        for position in own {
            let from = callSites[entry][position].map { $0 + 1 } ?? 0
            edges[from].append(position)
        }
        var state = [UInt8](repeating: 0, count: count)
        for root in 0..<count where state[root] == 0 {
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            var path: [Int] = [root]
            state[root] = 1
            while let (node, next) = stack.last {
                guard next < edges[node].count else {
                    stack.removeLast()
                    path.removeLast()
                    state[node] = 2
                    continue
                }
                stack[stack.count - 1].next += 1
                let call = calls[entry][edges[node][next]]
                let target = call.attribute.map { $0 + 1 } ?? 0
                switch state[target] {
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                    path.append(target)
                case 1:
                    let start = path.firstIndex(of: target) ?? 0
                    let name = table.entries[entry].displayName
                    let attributes = table.entries[entry].attributes
                    let names = (path[start...] + [target]).map {
                        $0 == 0 ? name : name + "." + attributes[$0 - 1].id.name
                    }
                    diagnostics.emit(
                        Diagnostic(
                            .error, .referenceCycle,
                            "reference cycle: \(names.joined(separator: " → ")); break the cycle",
                            at: call.location))
                default:
                    break
                }
            }
        }
    }

    /// Reports the cycle `path` (entries in call order) that the reference `call`, from its
    /// last entry back to its first, closes.
    ///
    /// A cycle through other files of the locale is reported in each file with an entry on
    /// it, at the reference that file's entry makes (which the closing one need not be:
    /// the search may have entered the cycle from another file), so that each file
    /// says where its part is; a cycle wholly in other files is theirs to report.
    private func reportCycle(_ path: [Int], at call: IRCall, _ diagnostics: inout DiagnosticCollector) {
        guard let caller = path.indices.last(where: { table.entries[path[$0]].home == nil }) else { return }
        // The cycle read from the callee of the reported reference, which closes it.
        let start = (caller + 1) % path.count
        let reported =
            caller == path.count - 1
            ? call : calls[path[caller]].first { $0.entry == path[start] } ?? call
        let names = (path[start...] + path[..<start]).map { table.entries[$0].displayName }
        // A long cycle is named by its ends: the message stays short however long it is.
        let shown =
            names.count <= 8
            ? names : Array(names.prefix(4)) + ["… \(names.count - 8) more …"] + Array(names.suffix(4))
        let cycle = (shown + [table.entries[path[start]].displayName]).joined(separator: " → ")
        diagnostics.emit(
            Diagnostic(.error, .referenceCycle, "reference cycle: \(cycle); break the cycle", at: reported.location))
    }
}
