extension FormSchema {
    /// The schema as a JSON Schema (draft 2020-12) of the request body, so that an
    /// OpenAPI document or a web client checks the same shape before it sends.
    ///
    /// It states what JSON itself can check, and never refuses a body this schema
    /// accepts:
    /// - each member's JSON types, from the kinds of value its rules take (text rules
    ///   `string`; ``Rule/number(min:max:)`` `number` or `string` typed in the input
    ///   locale; ``Rule/integer(in:)`` `integer` or `string`; ``Rule/mustBeTrue``
    ///   `true`; a plain field without rules a string, number or boolean), `null` for
    ///   an optional member (it reads as absent);
    /// - `required` members (``Rule/required``, ``Rule/mustBeTrue``);
    /// - `minimum` and `maximum` of numbers, `enum` of ``Rule/oneOf(_:)``, `minLength`
    ///   of a length counted in graphemes or code points (a maximum is not stated: the
    ///   server trims and normalizes first, and JSON Schema counts code points), item
    ///   counts of arrays;
    /// - nested objects and arrays, and `additionalProperties: false` where unknown
    ///   keys are refused.
    ///
    /// What needs the server — e-mail syntax, dates and numbers in the user's locale,
    /// patterns, byte budgets, cross-field rules, rules of your own — is left to it.
    ///
    /// - Parameter title: The schema's `title`, or nil for none.
    /// - Returns: The JSON text (UTF-8, keys sorted, two-space indentation).
    public func jsonSchema(title: String? = nil) -> String {
        var root = objectSchema()
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        if let title { root["title"] = .string(title) }
        var output = ""
        JSONSchemaValue.object(root).write(to: &output, indent: 0)
        return output + "\n"
    }

    /// This schema's object: its members' schemas, the required ones, and whether others
    /// may appear.
    fileprivate func objectSchema() -> [String: JSONSchemaValue] {
        var properties: [String: JSONSchemaValue] = [:]
        var required: [JSONSchemaValue] = []
        for field in fields {
            if field.isRequired { required.append(.string(field.key.rawValue)) }
            properties[field.key.rawValue] = .object(field.valueSchema())
        }
        var object: [String: JSONSchemaValue] = ["type": .string("object"), "properties": .object(properties)]
        if !required.isEmpty { object["required"] = .array(required) }
        if unknownKeys == .refuse { object["additionalProperties"] = .bool(false) }
        return object
    }
}

extension FieldSpec {
    /// Whether the field must have a value (``Rule/required``, ``Rule/mustBeTrue``).
    fileprivate var isRequired: Bool {
        rules.contains { rule in
            switch rule.contract {
            case .required?, .mustBeTrue?: true
            default: false
            }
        }
    }

    /// The schema of the field's value.
    ///
    /// Minimums of length and item counts, and a choice's options, are stated only for
    /// a required field: an optional field left empty (`""`, `[]`) passes every rule.
    /// The options are stated only when the field has no normalizers (a trimmed
    /// `" pro "` is `pro`).
    fileprivate func valueSchema() -> [String: JSONSchemaValue] {
        var schema: [String: JSONSchemaValue] = [:]
        var types: [String] = []
        switch structure {
        case .object(let nested)?:
            schema = nested.objectSchema()
            types = ["object"]
        case .array(let element, let maximumCount)?:
            let elementField = element.schema.fields[0]
            schema["items"] = .object(elementField.valueSchema())
            schema["maxItems"] = .integer(maximumCount)
            types = ["array"]
        case nil:
            types = jsonTypes()
        }
        for rule in rules {
            switch rule.contract {
            case .mustBeTrue?: schema["const"] = .bool(true)
            case .length(let min?, _, let unit)? where isRequired && (unit == .graphemes || unit == .codePoints):
                // A character counts one code point or more: the minimum holds for both.
                schema["minLength"] = .integer(min)
            case .number(let min, let max)?:
                if let min { schema["minimum"] = .number(min) }
                if let max { schema["maximum"] = .number(max) }
            case .integer(let range)?:
                schema["minimum"] = .integer(range.lowerBound)
                schema["maximum"] = .integer(range.upperBound)
            case .oneOf(let options)? where isRequired && normalizers.isEmpty:
                schema["enum"] = .array(options.sorted().map(JSONSchemaValue.string))
            case .count(let min, let max)?:
                if min > 0, isRequired { schema["minItems"] = .integer(min) }
                if let max, max < (schema["maxItems"]?.integerValue ?? .max) { schema["maxItems"] = .integer(max) }
            default:
                break
            }
        }
        if isRequired, types.contains("string"), schema["minLength"] == nil {
            // Empty text is no value: `required` refuses it.
            schema["minLength"] = .integer(1)
        }
        if types.count < 5 {
            if !isRequired { types.append("null") }
            schema["type"] = types.count == 1 ? .string(types[0]) : .array(types.map(JSONSchemaValue.string))
        }
        return schema
    }

    /// The JSON types of a plain field's value, from the kinds its rules take.
    private func jsonTypes() -> [String] {
        let isInteger = rules.contains { if case .integer? = $0.contract { true } else { false } }
        var types: [String] = []
        if acceptedKinds.contains(.text) { types.append("string") }
        if acceptedKinds.contains(.number) { types.append(isInteger ? "integer" : "number") }
        if acceptedKinds.contains(.flag) { types.append("boolean") }
        if acceptedKinds.contains(.object) { types.append("object") }
        if acceptedKinds.contains(.array) { types.append("array") }
        return types
    }
}

/// A JSON value of a generated schema, written with sorted keys so that the same
/// schema is the same text.
enum JSONSchemaValue: Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case array([JSONSchemaValue])
    case object([String: JSONSchemaValue])

    var integerValue: Int? { if case .integer(let value) = self { value } else { nil } }

    func write(to output: inout String, indent: Int) {
        let padding = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): JSONText.appendString(text, to: &output)
        case .integer(let value): output += String(value)
        case .number(let value):
            // The decimal Swift prints for the bound, in plain notation (JSON has no
            // `e+300` ambiguity, but plain digits read the same everywhere).
            output += ExactDecimal(String(value))?.decimalText ?? "null"
        case .bool(let value): output += value ? "true" : "false"
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += padding
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                output += padding
                JSONText.appendString(key, to: &output)
                output += ": "
                members[key]!.write(to: &output, indent: indent + 1)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }
}
