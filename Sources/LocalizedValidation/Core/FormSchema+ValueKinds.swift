import CatalogRuntime

extension FieldSpec {
    /// The `wrong-type` issue of an object or array given to a plain field (no nested
    /// schema, no `each:`) whose rules are all built-in, or nil.
    ///
    /// Built-in rules of plain fields read text, numbers and flags and let other kinds
    /// pass, so without this check `{"name": {"$gt": ""}}` passed validation and reached
    /// the result's values, which apps store (typed `decode` refused it, `validate(json:)`
    /// did not). A rule of your own (``Rule/custom(_:referencing:_:)``) may read an object,
    /// so a field with one still takes any kind of value.
    func wrongKindIssue(for value: FieldValue) -> ValidationIssue? {
        guard structure == nil, value.object != nil || value.array != nil,
            !rules.contains(where: \.readsStructuredValues)
        else { return nil }
        let message = ValidationMessage.wrongType(field: label)
        return ValidationIssue(field: key, code: .wrongType, message: LocalizedText(message))
    }
}
