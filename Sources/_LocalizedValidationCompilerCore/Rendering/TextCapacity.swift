@_spi(Generated) import LocalizedValidationMessages

/// How much room a generated function reserves for the text it builds (its
/// `MessageText`), so that appending the pieces does not grow the buffer at every few
/// pieces (goal R3 of the request benchmark: growing `_text` was about a third of
/// rendering a validation message). Generated code states both counts
/// (`MessageText(literalBytes: 41, values: 1)`); the runtime turns them into bytes.
enum TextCapacity {
    /// The literal bytes and the inserted values of the longest path through `nodes`
    /// (in each selection, the variant that needs the most room).
    static func estimate(_ nodes: [IRNode]) -> (literalBytes: Int, values: Int) {
        nodes.reduce((literalBytes: 0, values: 0)) { total, node in
            switch node {
            case .text(let text): return (total.literalBytes + text.utf8.count, total.values)
            case .argument, .termArgument, .call, .appCall: return (total.literalBytes, total.values + 1)
            case .select(let select):
                let variants = select.variants.map { estimate($0.body) }
                let longest = variants.max { room($0) < room($1) } ?? (literalBytes: 0, values: 0)
                return (total.literalBytes + longest.literalBytes, total.values + longest.values)
            }
        }
    }

    /// The bytes `estimate` reserves, as the runtime computes them.
    private static func room(_ estimate: (literalBytes: Int, values: Int)) -> Int {
        estimate.literalBytes + estimate.values * MessageText.valueEstimate
    }
}
