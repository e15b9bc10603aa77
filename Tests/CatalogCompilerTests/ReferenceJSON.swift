import Foundation
@_spi(Syntax) import _LocalizedValidationCompilerCore

/// Converts our syntax tree to the JSON shape of the specification's reference fixtures:
/// the same `type` names and keys, `null` for absent values, no spans. The fixtures' `Junk`
/// entries carry empty `annotations`, so ours are written as `[]` too.
enum ReferenceJSON {
    static func object(_ resource: Resource) -> [String: Any] {
        ["type": "Resource", "body": resource.body.map(object)]
    }

    /// The resource as JSON text, then parsed back by `JSONSerialization`, so it can be
    /// compared with a parsed fixture value for value.
    static func roundTripped(_ resource: Resource) throws -> Any {
        let data = try JSONSerialization.data(withJSONObject: object(resource))
        return try JSONSerialization.jsonObject(with: data)
    }

    static func object(_ entry: Entry) -> [String: Any] {
        switch entry {
        case .message(let message):
            return [
                "type": "Message", "id": object(message.id), "value": optional(message.value.map(object)),
                "attributes": message.attributes.map(object),
                "comment": optional(message.comment.map { comment("Comment", $0.content) }),
            ]
        case .term(let term):
            return [
                "type": "Term", "id": object(term.id), "value": object(term.value),
                "attributes": term.attributes.map(object),
                "comment": optional(term.comment.map { comment("Comment", $0.content) }),
            ]
        case .comment(let node): return comment("Comment", node.content)
        case .groupComment(let node): return comment("GroupComment", node.content)
        case .resourceComment(let node): return comment("ResourceComment", node.content)
        case .junk(let junk): return ["type": "Junk", "annotations": [Any](), "content": junk.content]
        }
    }

    private static func optional(_ value: [String: Any]?) -> Any {
        value ?? NSNull()
    }

    private static func comment(_ type: String, _ content: String) -> [String: Any] {
        ["type": type, "content": content]
    }

    private static func object(_ id: Identifier) -> [String: Any] {
        ["type": "Identifier", "name": id.name]
    }

    private static func object(_ attribute: Attribute) -> [String: Any] {
        ["type": "Attribute", "id": object(attribute.id), "value": object(attribute.value)]
    }

    private static func object(_ pattern: Pattern) -> [String: Any] {
        let elements: [[String: Any]] = pattern.elements.map { element in
            switch element {
            case .text(let text): ["type": "TextElement", "value": text.value]
            case .placeable(let placeable): object(placeable)
            }
        }
        return ["type": "Pattern", "elements": elements]
    }

    private static func object(_ placeable: Placeable) -> [String: Any] {
        ["type": "Placeable", "expression": object(placeable.expression)]
    }

    private static func object(_ expression: FluentExpression) -> [String: Any] {
        switch expression {
        case .stringLiteral(let literal):
            return ["type": "StringLiteral", "value": literal.value]
        case .numberLiteral(let literal):
            return ["type": "NumberLiteral", "value": literal.value]
        case .variableReference(let reference):
            return ["type": "VariableReference", "id": object(reference.id)]
        case .messageReference(let reference):
            return [
                "type": "MessageReference", "id": object(reference.id),
                "attribute": optional(reference.attribute.map(object)),
            ]
        case .termReference(let reference):
            return [
                "type": "TermReference", "id": object(reference.id),
                "attribute": optional(reference.attribute.map(object)),
                "arguments": optional(reference.arguments.map(object)),
            ]
        case .functionReference(let reference):
            return [
                "type": "FunctionReference", "id": object(reference.id),
                "arguments": object(reference.arguments),
            ]
        case .placeable(let placeable):
            return object(placeable)
        case .selectExpression(let select):
            return [
                "type": "SelectExpression", "selector": object(select.selector),
                "variants": select.variants.map(object),
            ]
        }
    }

    private static func object(_ arguments: CallArguments) -> [String: Any] {
        [
            "type": "CallArguments", "positional": arguments.positional.map(object),
            "named": arguments.named.map { argument -> [String: Any] in
                [
                    "type": "NamedArgument", "name": object(argument.name),
                    "value": object(argument.value.expression),
                ]
            },
        ]
    }

    private static func object(_ variant: Variant) -> [String: Any] {
        let key: [String: Any] =
            switch variant.key {
            case .identifier(let id): object(id)
            case .numberLiteral(let number): ["type": "NumberLiteral", "value": number.value]
            }
        return ["type": "Variant", "key": key, "value": object(variant.value), "default": variant.isDefault]
    }

    /// The path of the first difference between two `JSONSerialization` values, with both sides,
    /// or `nil` if they are equal.
    static func firstDifference(_ expected: Any, _ actual: Any, path: String = "$") -> String? {
        switch (expected, actual) {
        case (let expected as [String: Any], let actual as [String: Any]):
            for key in Set(expected.keys).union(actual.keys).sorted() {
                guard let left = expected[key] else { return "\(path).\(key): unexpected key" }
                guard let right = actual[key] else { return "\(path).\(key): missing key" }
                if let difference = firstDifference(left, right, path: "\(path).\(key)") { return difference }
            }
            return nil
        case (let expected as [Any], let actual as [Any]):
            for (index, pair) in zip(expected, actual).enumerated() {
                if let difference = firstDifference(pair.0, pair.1, path: "\(path)[\(index)]") {
                    return difference
                }
            }
            if expected.count != actual.count {
                return "\(path): expected \(expected.count) elements, got \(actual.count)"
            }
            return nil
        default:
            let left = String(reflecting: expected)
            let right = String(reflecting: actual)
            return left == right ? nil : "\(path): expected \(left), got \(right)"
        }
    }
}
