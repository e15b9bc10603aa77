import CatalogCompiler

/// How many patterns the compiler would visit if it expanded every message and term
/// reference in place: `m1 = { m0 }{ m0 }`, `m2 = { m1 }{ m1 }`… doubles with each
/// line. The compiler's checks are exponential in that number (a known issue, worked
/// on separately), so the harness skips compiling such inputs instead of reporting
/// the same timeout again and again.
enum ReferenceFanOut {
    /// The largest expansion among the resources' messages and terms, saturating at
    /// `limit + 1`. A reference cycle counts once (the compiler reports cycles).
    static func largestExpansion(of resources: [Resource], limit: Int) -> Int {
        var references: [String: [String]] = [:]
        for resource in resources {
            for entry in resource.body {
                switch entry {
                case .message(let message):
                    var found: [String] = []
                    if let value = message.value { collect(value, into: &found) }
                    for attribute in message.attributes { collect(attribute.value, into: &found) }
                    references["m:" + message.id.name, default: []] += found
                case .term(let term):
                    var found: [String] = []
                    collect(term.value, into: &found)
                    for attribute in term.attributes { collect(attribute.value, into: &found) }
                    references["t:" + term.id.name, default: []] += found
                default:
                    continue
                }
            }
        }
        var sizes: [String: Int] = [:]
        var visiting: Set<String> = []
        func size(_ key: String) -> Int {
            if let known = sizes[key] { return known }
            guard visiting.insert(key).inserted else { return 1 }
            var total = 1
            for reference in references[key] ?? [] where total <= limit {
                total += size(reference)
            }
            visiting.remove(key)
            let result = min(total, limit + 1)
            sizes[key] = result
            return result
        }
        return references.keys.reduce(0) { max($0, size($1)) }
    }

    private static func collect(_ pattern: Pattern, into found: inout [String]) {
        for element in pattern.elements {
            if case .placeable(let placeable) = element { collect(placeable.expression, into: &found) }
        }
    }

    private static func collect(_ expression: FluentExpression, into found: inout [String]) {
        switch expression {
        case .messageReference(let reference):
            found.append("m:" + reference.id.name)
        case .termReference(let reference):
            found.append("t:" + reference.id.name)
            if let arguments = reference.arguments { collect(arguments, into: &found) }
        case .functionReference(let function):
            collect(function.arguments, into: &found)
        case .placeable(let placeable):
            collect(placeable.expression, into: &found)
        case .selectExpression(let select):
            collect(select.selector, into: &found)
            for variant in select.variants { collect(variant.value, into: &found) }
        case .stringLiteral, .numberLiteral, .variableReference:
            return
        }
    }

    private static func collect(_ arguments: CallArguments, into found: inout [String]) {
        for argument in arguments.positional { collect(argument, into: &found) }
    }
}
