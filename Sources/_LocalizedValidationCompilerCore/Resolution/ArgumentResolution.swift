/// The arguments of every entry of one file and their types, across references: a
/// message takes its own variables and those of the messages it references (a reference
/// is a call that passes them on), and a variable has one type wherever a reference
/// passes it. Each entry is visited once, each reference passes at most
/// ``maximumArguments`` names, so the work grows with the file, not with its reuse.
struct ArgumentResolution {
    /// A message takes at most this many arguments, its own and those it passes on.
    static let maximumArguments = 100

    /// What an entry's arguments must be: the declarations of a source message's
    /// `# Variables:` comment, or the source message's arguments for a translation.
    struct Anchor {
        var declarations: [ArgumentDeclaration]
        /// Where the message is defined (in the source), for notes.
        var definedAt: FileLocation
        /// Descriptions of variables declared without a readable type (inferred).
        var untypedSummaries: [String: String] = [:]
        /// Whether the source message takes more than ``maximumArguments``: reported
        /// there, so a translation's uses past the limit are neither undeclared nor
        /// reported again.
        var isOverLimit = false
        /// For a source message: the uses its translations make of variables that
        /// nothing in the source types (``untypedVariables(in:)``), which type them
        /// instead (``TranslationEvidence``).
        var translationUses: [(name: String, role: VariableUse.Role)] = []
    }

    /// A use to check against its argument's type.
    struct CheckedUse {
        var use: VariableUse
        var entry: Int
        var declaration: ArgumentDeclaration
    }

    /// Per entry: its parameters in order (anchored ones first when they are included),
    /// with their types.
    private(set) var parameters: [[ArgumentDeclaration]] = []
    /// Every message-argument use, with the declaration it is checked against.
    private(set) var uses: [CheckedUse] = []
    /// Per entry: the variables its text uses, itself or through its references (without
    /// the declared ones it never uses).
    private var used: [[String]] = []
    /// Per entry: whether it uses a variable its anchor does not allow (reported), or
    /// references an entry that does or that failed to lower.
    private var usesUndeclared: [Bool] = []
    /// Per entry: whether it takes more than ``maximumArguments`` (reported).
    private var overLimit: [Bool] = []

    /// Per entry: its variables' nodes. An entry has at most ``maximumArguments`` (and as
    /// many declarations): a linear search beats hashing.
    private var entryNodes: [[(name: String, node: Int)]] = []
    private var parent: [Int] = []
    /// At a component's root: its declared type, where it was declared, and the type
    /// word when it only describes (``ArgumentDeclaration/descriptiveWord``).
    private var declared: [Declared?] = []
    /// At a component's root: whether its uses contradict a descriptive declaration, so
    /// that its type is inferred from them instead.
    private var contradicted: [Bool] = []
    /// At a component's root: the roles its uses play (bits of ``roleBit(_:)``).
    private var roles: [UInt8] = []
    /// Where each node was first seen.
    private var firstLocation: [FileLocation] = []
    /// Each node's variable name.
    private var nodeNames: [String] = []
    private var resolvedTypes: [ArgumentType] = []

    /// - Parameters:
    ///   - anchors: Per entry, its anchor (nil for terms and messages without one).
    ///   - includeAnchors: Whether an anchor's arguments are parameters even when unused
    ///     (the source), or only restrict what the entry may use (translations).
    init(
        graph: ReferenceGraph, anchors: [Anchor?], includeAnchors: Bool, diagnostics: inout DiagnosticCollector
    ) {
        let table = graph.table
        let count = graph.entries.count
        entryNodes = Array(repeating: [], count: count)
        used = Array(repeating: [], count: count)
        usesUndeclared = Array(repeating: false, count: count)
        overLimit = Array(repeating: false, count: count)
        var names = [[String]](repeating: [], count: count)
        var recorded: [(entry: Int, use: VariableUse)] = []
        for (entry, anchor) in anchors.enumerated() {
            // Past the limit the entry is in error: its declarations need no node.
            for declaration in (anchor?.declarations ?? []).prefix(Self.maximumArguments + 1) {
                let node = self.node(entry, declaration.name, at: declaration.location)
                if declared[node] == nil {
                    declared[node] = Declared(
                        type: declaration.type, location: declaration.location, entry: entry,
                        range: declaration.range, word: declaration.descriptiveWord,
                        isDeclared: declaration.isDeclared)
                }
            }
        }
        // Reused for every entry: its argument uses and calls in source order.
        var events: [Event] = []
        for entry in graph.order {
            // At most `maximumArguments`: a linear search beats hashing.
            var entryNames: [String] = []
            let anchor = anchors[entry]
            // Over the limit in the source: said there, once.
            let limitReportedInSource = anchor?.isOverLimit ?? false
            let allowed =
                includeAnchors || limitReportedInSource ? nil : anchor.map { $0.declarations.map(\.name) }
            // Whether the entry takes more than the limit: reported once its events are read.
            var limitReached = false
            // A nested function, not a closure: nothing it captures needs a heap box (and it
            // captures neither the table nor the graph, which each call copied).
            func addName(_ name: String) -> Bool {
                if entryNames.contains(name) { return true }
                guard entryNames.count < Self.maximumArguments else {
                    limitReached = true
                    return false
                }
                entryNames.append(name)
                return true
            }
            if includeAnchors, let anchor {
                for declaration in anchor.declarations { _ = addName(declaration.name) }
            }
            events.removeAll(keepingCapacity: true)
            var position = 0
            for pattern in graph.entries[entry].ir.patterns {
                pattern.visit(
                    use: { events.append(.use($0)) },
                    call: { _ in
                        events.append(.call(position))
                        position += 1
                    })
            }
            for event in events {
                switch event {
                case .use(let use):
                    if let allowed, !allowed.contains(use.name) {
                        reportUndeclared(use, entry: entry, anchor: anchor, table: table, &diagnostics)
                        usesUndeclared[entry] = true
                        continue
                    }
                    guard addName(use.name) else { continue }
                    if !used[entry].contains(use.name) { used[entry].append(use.name) }
                    let node = self.node(entry, use.name, at: use.location)
                    roles[find(node)] |= Self.roleBit(use.role)
                    recorded.append((entry, use))
                case .call(let position):
                    guard graph.isForwardCall[entry][position] else { continue }
                    let call = graph.calls[entry][position]
                    // What a broken callee lacks, its callers lack too: not theirs to report.
                    if usesUndeclared[call.entry] || graph.entries[call.entry].hasErrors {
                        usesUndeclared[entry] = true
                    }
                    var reportedMissing = false
                    for name in names[call.entry] {
                        if let allowed, !allowed.contains(name) {
                            if !reportedMissing {
                                reportedMissing = true
                                usesUndeclared[entry] = true
                                reportNotTaken(
                                    name, call: call, entry: entry, anchor: anchor, table: table, &diagnostics)
                            }
                            continue
                        }
                        guard addName(name) else { continue }
                        if !used[entry].contains(name) { used[entry].append(name) }
                        let caller = self.node(entry, name, at: call.location)
                        let callee = self.node(call.entry, name, at: call.location)
                        union(caller, callee, name: name, at: call.location, table: table, &diagnostics)
                    }
                }
            }
            if limitReached {
                overLimit[entry] = true
                if !limitReportedInSource {
                    diagnostics.emit(
                        Diagnostic(
                            .error, .nestingTooDeep,
                            "'\(table.entries[entry].displayName)' takes more than \(Self.maximumArguments) arguments, its own and those of the messages it references; split it",
                            at: graph.unit.location(table.entries[entry].id.span)))
                }
            }
            names[entry] = entryNames
        }
        // What translations say of a variable the source leaves open (after every use
        // and reference of the source is in, so that "open" means open in all of them).
        for (entry, anchor) in anchors.enumerated() {
            for (name, role) in anchor?.translationUses ?? [] {
                guard let node = existingNode(entry, name) else { continue }
                let root = find(node)
                if declared[root] == nil && roles[root] & ~Self.roleBit(.placeable) == 0 {
                    roles[root] |= Self.roleBit(role)
                }
            }
        }
        resolveTypes(&diagnostics)
        // One copy of the resolved state for the closures below: a method called on
        // `self` inside a closure in an initializer copied the whole struct per call
        // (13 arrays retained and released, twice per argument).
        let resolved = self
        parameters = names.enumerated().map { entry, entryNames in
            entryNames.map { name in
                let declaration = anchors[entry]?.declarations.first { $0.name == name }
                let summary = declaration?.summary ?? anchors[entry]?.untypedSummaries[name]
                return resolved.declaration(name, entry: entry, summary: summary)
            }
        }
        uses = recorded.map { entry, use in
            CheckedUse(use: use, entry: entry, declaration: resolved.declaration(use.name, entry: entry, summary: nil))
        }
    }

    /// A component's declaration. A struct, not a tuple: an optional tuple holding an
    /// optional range was copied through the runtime's generic value witnesses (about 160
    /// instructions a read, 200,000 reads in a large set).
    private struct Declared {
        var type: ArgumentType
        var location: FileLocation
        var entry: Int
        var range: ClosedRange<Int>?
        var word: String?
        /// False for a translation's anchor made from a source argument the source inferred.
        var isDeclared = true
    }

    private enum Event {
        case use(VariableUse)
        case call(Int)
    }

    /// The type of `name` in entry `entry`, if the entry uses or takes it.
    func type(of name: String, in entry: Int) -> ArgumentType? {
        existingNode(entry, name).map { resolvedTypes[$0] }
    }

    /// The variables of entry `entry` that nothing types: undeclared, and only shown as
    /// they are (or selected with a lone `*[other]`), here and in every entry they are
    /// passed to or from.
    func untypedVariables(in entry: Int) -> [String] {
        entryNodes[entry].compactMap { name, node in
            let root = rootOf(node)
            return declared[root] == nil && roles[root] & ~Self.roleBit(.placeable) == 0 ? name : nil
        }
    }

    /// The variables entry `entry` uses, itself or through the entries it references.
    func usedNames(in entry: Int) -> [String] {
        used[entry]
    }

    /// Whether entry `entry` uses a variable its anchor does not allow (reported as
    /// undeclared: often a misspelling of the one it then lacks), itself or through an
    /// entry it references, or references an entry that failed to lower.
    func hasUndeclaredUse(in entry: Int) -> Bool {
        usesUndeclared[entry]
    }

    /// Whether entry `entry` takes more than ``maximumArguments`` arguments (reported).
    func isOverLimit(_ entry: Int) -> Bool {
        overLimit[entry]
    }

    /// The values `name` takes in entry `entry`, when its declaration gives a range.
    func range(of name: String, in entry: Int) -> ClosedRange<Int>? {
        existingNode(entry, name).flatMap { declared[rootOf($0)]?.range }
    }

    private func existingNode(_ entry: Int, _ name: String) -> Int? {
        entryNodes[entry].first { $0.name == name }?.node
    }

    private func declaration(_ name: String, entry: Int, summary: String?) -> ArgumentDeclaration {
        guard let node = existingNode(entry, name) else {
            return ArgumentDeclaration(
                name: name, type: .string, summary: summary, isDeclared: false,
                location: FileLocation(file: "", line: 1, column: 1))
        }
        let root = rootOf(node)
        if let declared = declared[root] {
            // The type as the uses refined it, when the declaration only describes.
            return ArgumentDeclaration(
                name: name, type: resolvedTypes[node], summary: summary,
                isDeclared: declared.isDeclared && !contradicted[root], location: declared.location,
                range: declared.range)
        }
        return ArgumentDeclaration(
            name: name, type: resolvedTypes[node], summary: summary, isDeclared: false, location: firstLocation[root])
    }

    // MARK: Components

    private mutating func node(_ entry: Int, _ name: String, at location: FileLocation) -> Int {
        if let node = existingNode(entry, name) { return node }
        let node = parent.count
        entryNodes[entry].append((name, node))
        parent.append(node)
        declared.append(nil)
        roles.append(0)
        firstLocation.append(location)
        nodeNames.append(name)
        return node
    }

    private mutating func find(_ node: Int) -> Int {
        var root = node
        while parent[root] != root { root = parent[root] }
        var current = node
        while parent[current] != root {
            let next = parent[current]
            parent[current] = root
            current = next
        }
        return root
    }

    private func rootOf(_ node: Int) -> Int {
        var root = node
        while parent[root] != root { root = parent[root] }
        return root
    }

    private mutating func union(
        _ caller: Int, _ callee: Int, name: String, at location: FileLocation, table: EntryTable,
        _ diagnostics: inout DiagnosticCollector
    ) {
        let (left, right) = (find(caller), find(callee))
        guard left != right else { return }
        if let first = declared[left], let second = declared[right], first.type != second.type,
            first.word == nil, second.word == nil
        {
            let firstName = table.entries[first.entry].displayName
            let secondName = table.entries[second.entry].displayName
            diagnostics.emit(
                Diagnostic(
                    .error, .typeMismatch,
                    "'$\(name)' is \(first.type) in '\(firstName)' but \(second.type) in '\(secondName)', and this reference passes it from one to the other; give it one type",
                    at: location,
                    notes: [
                        .init("'$\(name)' is \(first.type) here", at: first.location),
                        .init("'$\(name)' is \(second.type) here", at: second.location),
                    ]))
        }
        parent[right] = left
        roles[left] |= roles[right]
        // A declaration that binds wins over one that only describes.
        if declared[left] == nil || (declared[left]?.word != nil && declared[right]?.word == nil) {
            declared[left] = declared[right] ?? declared[left]
        }
    }

    /// Each component's type: as declared in our words; refined by its uses when the
    /// declaration only describes (a `date` shown with a time is a `DateTime`), or
    /// inferred from them, with a warning at the declaration, when a use contradicts it
    /// (Firefox's `$time (string)` in `DATETIME($time, timeStyle: "short")`); inferred
    /// when undeclared.
    private mutating func resolveTypes(_ diagnostics: inout DiagnosticCollector) {
        contradicted = [Bool](repeating: false, count: parent.count)
        var rootTypes = [ArgumentType?](repeating: nil, count: parent.count)
        resolvedTypes = parent.indices.map { node in
            let root = find(node)
            if let type = rootTypes[root] { return type }
            let type: ArgumentType
            if let declaration = declared[root], let word = declaration.word {
                let refined = Self.refined(declaration.type, roles: roles[root])
                type = refined ?? Self.inferred(roles[root])
                if refined == nil {
                    contradicted[root] = true
                    reportContradiction(
                        nodeNames[node], word: word, declared: declaration.type, type: type, roles: roles[root],
                        at: declaration.location, &diagnostics)
                }
            } else {
                type = declared[root]?.type ?? Self.inferred(roles[root])
            }
            rootTypes[root] = type
            return type
        }
    }

    /// The declared type as its uses refine it — a `date` that a use shows with a time is
    /// a `DateTime`, as a JavaScript `Date` is an instant — or nil when a use needs
    /// another type.
    private static func refined(_ type: ArgumentType, roles: UInt8) -> ArgumentType? {
        let widened = type == .date && roles & roleBit(.dateTime) != 0 ? ArgumentType.dateTime : type
        return roleBits.allSatisfy { roles & $0.bit == 0 || widened.allows($0.role) } ? widened : nil
    }

    /// Each role bit, with a role that sets it (an app function's argument sets the
    /// bit of the use its type would have).
    private static let roleBits: [(bit: UInt8, role: VariableUse.Role)] = [
        VariableUse.Role.placeable, .number, .date, .pluralSelector, .stringSelector, .genderSelector, .dateTime,
    ].map { (roleBit($0), $0) }

    private func reportContradiction(
        _ name: String, word: String, declared: ArgumentType, type: ArgumentType, roles: UInt8,
        at location: FileLocation, _ diagnostics: inout DiagnosticCollector
    ) {
        // The uses the declared type cannot have (a `date` may be shown with a time).
        let uses = Self.roleBits.filter { bit, role in
            roles & bit != 0 && !declared.allows(role) && !(declared == .date && role == .dateTime)
        }.compactMap { Self.useDescription($0.role) }
        let usage = uses.isEmpty ? "" : " " + uses.joined(separator: " and ")
        diagnostics.emit(
            Diagnostic(
                .warning, .invalidVariableDeclaration,
                "'$\(name)' is declared (\(word)) but used\(usage), so it is taken as \(type), as its uses say; declare it '$\(name) (\(type))'",
                at: location))
    }

    /// How a use reads in a diagnostic.
    private static func useDescription(_ role: VariableUse.Role) -> String? {
        switch role {
        case .placeable: nil
        case .number: "in NUMBER()"
        case .date: "in DATETIME()"
        case .dateTime: "in DATETIME() with a time or a zone"
        case .pluralSelector: "as a plural selector"
        case .stringSelector: "as a selector"
        case .genderSelector: "in GENDER()"
        case .functionArgument(let type, let function): "as the \(type) argument of \(function)()"
        }
    }

    private static func roleBit(_ role: VariableUse.Role) -> UInt8 {
        switch role {
        case .placeable: 1
        case .number: 2
        case .date: 4
        case .pluralSelector: 8
        case .stringSelector: 16
        case .genderSelector: 32
        case .dateTime: 64
        // The declared parameter type, as the use that infers it would.
        case .functionArgument(let type, _):
            switch type {
            case .int: roleBit(.pluralSelector)
            case .number: roleBit(.number)
            case .date: roleBit(.date)
            case .dateTime: roleBit(.dateTime)
            case .string, .text: roleBit(.placeable)
            }
        }
    }

    /// The type the uses suggest: a date-time when a time is shown, else a date, else a
    /// number, else an Int for a plural selector, else a String.
    private static func inferred(_ roles: UInt8) -> ArgumentType {
        if roles & roleBit(.dateTime) != 0 { return .dateTime }
        if roles & roleBit(.date) != 0 { return .date }
        if roles & roleBit(.number) != 0 { return .number }
        if roles & roleBit(.pluralSelector) != 0 { return .int }
        return .string
    }

    // MARK: Translations

    private func reportUndeclared(
        _ use: VariableUse, entry: Int, anchor: Anchor?, table: EntryTable, _ diagnostics: inout DiagnosticCollector
    ) {
        let id = table.entries[entry].displayName
        let names = (anchor?.declarations ?? []).map(\.name)
        let known = names.map { "$" + $0 }.joined(separator: ", ")
        let suggestion = Suggestion.closest(to: use.name, among: names).map { "; did you mean '$\($0)'?" } ?? ""
        diagnostics.emit(
            Diagnostic(
                .error, .undeclaredVariable,
                "'$\(use.name)' is not an argument of '\(id)'"
                    + (known.isEmpty ? " (it has none)" : "; its arguments are \(known)") + suggestion,
                at: use.location, notes: anchor.map { [.init("'\(id)' is defined here", at: $0.definedAt)] } ?? []))
    }

    private func reportNotTaken(
        _ name: String, call: IRCall, entry: Int, anchor: Anchor?, table: EntryTable,
        _ diagnostics: inout DiagnosticCollector
    ) {
        let id = table.entries[entry].displayName
        let callee = table.entries[call.entry].displayName
        let known = (anchor?.declarations ?? []).map { "$" + $0.name }.joined(separator: ", ")
        diagnostics.emit(
            Diagnostic(
                .error, .undeclaredVariable,
                "'\(callee)' needs '$\(name)', which is not an argument of '\(id)'"
                    + (known.isEmpty ? " (it has none)" : "; its arguments are \(known)"),
                at: call.location, notes: anchor.map { [.init("'\(id)' is defined here", at: $0.definedAt)] } ?? []))
    }
}
