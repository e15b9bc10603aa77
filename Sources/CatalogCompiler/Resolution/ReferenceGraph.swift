/// One catalog file lowered entry by entry, and the graph of its references: which
/// entry calls which, in an order where callees come before their callers. Cycles and
/// chains too deep to call at run time are reported once, at the reference that closes
/// or deepens them; the rest of the analysis never follows a reference twice.
struct ReferenceGraph {
    /// References may chain one less than this deep: each is a nested call at run time.
    static let maximumReferenceDepth = 64

    let unit: CatalogUnit
    let table: EntryTable
    /// Indexed like ``EntryTable/entries``.
    private(set) var entries: [LoweredEntry] = []
    /// Per entry: its references in source order (value, then attributes).
    private(set) var calls: [[IRCall]] = []
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
        diagnostics: inout DiagnosticCollector
    ) {
        self.unit = unit
        table = EntryTable(unit)
        var lowerer = Lowerer(unit: unit, table: table)
        lowerer.profile = profile
        lowerer.sourceTerms = sourceTerms
        entries.reserveCapacity(table.entries.count)
        calls.reserveCapacity(table.entries.count)
        for index in table.entries.indices {
            let entry = lowerer.lower(entry: index)
            entries.append(entry)
            calls.append(entry.calls)
        }
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

    private func reportCycle(_ path: [Int], at call: IRCall, _ diagnostics: inout DiagnosticCollector) {
        // A long cycle is named by its ends: the message stays short however long it is.
        let names = path.map { table.entries[$0].displayName }
        let shown =
            names.count <= 8
            ? names : Array(names.prefix(4)) + ["… \(names.count - 8) more …"] + Array(names.suffix(4))
        let cycle = (shown + [table.entries[call.entry].displayName]).joined(separator: " → ")
        diagnostics.emit(
            Diagnostic(.error, .referenceCycle, "reference cycle: \(cycle); break the cycle", at: call.location))
    }
}
