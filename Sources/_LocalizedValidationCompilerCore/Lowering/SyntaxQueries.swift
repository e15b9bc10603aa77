extension Literal {
    /// The literal's value: unescaped text, or the number as written.
    var text: String {
        switch self {
        case .string(let literal): literal.unescapedValue
        case .number(let literal): literal.value
        }
    }

    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}

extension VariantKey {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }

    /// Whether this key selects `literal`: identifiers by equal text, numbers by value.
    func matches(_ literal: String, isNumber: Bool) -> Bool {
        switch self {
        case .identifier(let identifier): return !isNumber && identifier.name == literal
        case .numberLiteral(let number):
            guard isNumber, let key = Double(number.value), let value = Double(literal) else { return false }
            return key == value
        }
    }
}
