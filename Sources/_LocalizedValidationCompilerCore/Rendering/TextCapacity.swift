/// How much room a generated function reserves for the text it builds (its
/// `MessageText`), so that appending the pieces does not grow the buffer at every few
/// pieces (goal R3 of the request benchmark: growing `_text` was about a third of
/// rendering a validation message). Generated code states both counts
/// (`MessageText(literalBytes: 41, values: 1)`); the runtime turns them into bytes.
enum TextCapacity {
    /// The literal bytes and the inserted values of the longest path through `nodes`:
    /// in each selection, the most literal bytes of any variant and the most values of
    /// any variant, which may come from two variants. An upper bound of both, so the
    /// compiler needs no weight for a value against a byte (the runtime's
    /// `MessageText.valueEstimate`) to find the longest variant.
    static func estimate(_ nodes: [IRNode]) -> (literalBytes: Int, values: Int) {
        // A loop, not `reduce` and `map`: this runs on every generated function.
        var literalBytes = 0
        var values = 0
        for node in nodes {
            switch node {
            case .text(let text): literalBytes += text.utf8.count
            case .argument, .termArgument, .call, .appCall: values += 1
            case .select(let select):
                var mostBytes = 0
                var mostValues = 0
                for variant in select.variants {
                    let variantEstimate = estimate(variant.body)
                    mostBytes = max(mostBytes, variantEstimate.literalBytes)
                    mostValues = max(mostValues, variantEstimate.values)
                }
                literalBytes += mostBytes
                values += mostValues
            }
        }
        return (literalBytes, values)
    }
}
