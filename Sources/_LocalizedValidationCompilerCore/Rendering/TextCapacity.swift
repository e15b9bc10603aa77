/// How many UTF-8 bytes a generated function reserves for the text it builds (its
/// `MessageText`), so that appending the pieces does not grow the buffer at every few
/// pieces (goal R3 of the request benchmark: growing `_text` was about a third of rendering a validation
/// message).
enum TextCapacity {
    /// What an inserted value (a number, a date, a label, a referenced message) is
    /// expected to take; a longer one only grows the buffer.
    static let valueEstimate = 24

    /// The literal bytes of the longest path through `nodes` (the longest variant of
    /// each selection) plus ``valueEstimate`` per inserted value.
    static func estimate(_ nodes: [IRNode]) -> Int {
        nodes.reduce(0) { total, node in
            switch node {
            case .text(let text): total + text.utf8.count
            case .argument, .termArgument, .call, .appCall: total + valueEstimate
            case .select(let select): total + (select.variants.map { estimate($0.body) }.max() ?? 0)
            }
        }
    }
}
