/// One lowered entry of a file.
struct LoweredEntry: Sendable {
    var ir: IRMessage
    /// For a term: the variables its references pass, in order of first use.
    var termVariables: [String]
    /// For a term: those of ``termVariables`` inserted as text, which a reference must pass.
    var placeableTermVariables: [String]
    /// Its references in the order `visit(use:call:)` meets them: the value's,
    /// then each attribute's, each in source order.
    var calls: [IRCall]
    /// Per call in ``calls``: the pattern it is in (nil for the value, else the
    /// attribute's index), to tell a reference to a sibling attribute from a cycle.
    var callSites: [Int?] = []
    /// Whether lowering reported an error (the entry is broken, not empty).
    var hasErrors: Bool
}

/// Names in order of first insertion, without repeats.
struct OrderedNames: Sendable {
    private(set) var names: [String] = []
    private var set: Set<String> = []

    mutating func insert(_ name: String) {
        if set.insert(name).inserted { names.append(name) }
    }
}

/// Collects nodes, joining adjacent text: pieces of text are appended to one pending
/// string in place, so a long run of literals costs its length, not its length squared.
struct NodeBuilder {
    private var nodes: [IRNode] = []
    private var pending = ""

    mutating func append(text: String) {
        pending += text
    }

    mutating func append(_ node: IRNode) {
        if case .text(let text) = node {
            pending += text
            return
        }
        flush()
        nodes.append(node)
    }

    mutating func append(contentsOf lowered: [IRNode]) {
        for node in lowered { append(node) }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        nodes.append(.text(pending))
        pending = ""
    }

    mutating func finish() -> [IRNode] {
        flush()
        return nodes
    }
}
