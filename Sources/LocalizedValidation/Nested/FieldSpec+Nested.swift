import LocalizedValidationMessages

/// What an object or array field's contents must be. Internal, so that shapes can be
/// added without breaking anyone.
indirect enum FieldStructure: Sendable {
    /// An object whose members a schema of its own validates.
    case object(FormSchema)
    /// An array: at most `maximumCount` elements, each validated as `element`.
    case array(element: FieldElement, maximumCount: Int)
}

/// What each element of an array field must be: a plain value with its normalizers and
/// rules (`.value(label:rules:)`), or an object with a schema of its own
/// (`.object(label:schema:)`).
///
/// ```swift
/// FieldSpec("phones", label: AppText.fieldPhones, rules: [.count(min: 1, max: 3)],
///           each: .value(label: AppText.fieldPhone, rules: [.required, .length(max: 20)]))
/// ```
public struct FieldElement: Sendable {
    /// The element as a one-field schema under ``elementKey``: its pipeline (byte
    /// budget, normalizers, rules, nested structure) is exactly a field's.
    let schema: FormSchema

    /// The key the element takes inside its one-field schema; never seen outside.
    static let elementKey: FieldKey = "element"

    /// Elements that are plain values (text, numbers, flags).
    ///
    /// - Parameters:
    ///   - label: The label each element's messages use.
    ///   - normalizers: Normalizers for text elements (default: trim, then NFC).
    ///   - rules: The rules each element must pass, in order.
    public static func value(
        label: LocalizedText, normalizers: [Normalizer] = [.trim, .nfc], rules: [Rule]
    ) -> FieldElement {
        FieldElement(
            schema: FormSchema([FieldSpec(elementKey, label: label, normalizers: normalizers, rules: rules)]))
    }

    /// Elements that are objects, each validated by `schema`.
    ///
    /// - Parameters:
    ///   - label: The label of an element as a whole (for `required` or `wrong-type`).
    ///   - rules: Rules on each element as a whole.
    ///   - schema: The schema of each element's members.
    public static func object(label: LocalizedText, rules: [Rule] = [], schema: FormSchema) -> FieldElement {
        FieldElement(schema: FormSchema([FieldSpec(elementKey, label: label, rules: rules, schema: schema)]))
    }
}

extension FieldSpec {
    /// The most elements an array field takes unless told otherwise: beyond it the
    /// field fails with `too-many-items` and no element is read.
    public static let defaultMaximumCount = 1_000

    /// An object field whose members `schema` validates (an address with its street and
    /// city). A member's issue has the member's path (`/address/city`) and the top-level
    /// field as ``ValidationIssue/field``; the field's value in the result is the
    /// object of the members' normalized values. Text, an array or any other value
    /// where the object belongs is ``ValidationCode/wrongType``.
    ///
    /// ```swift
    /// let address = FormSchema([
    ///     FieldSpec("street", label: AppText.fieldStreet, rules: [.required]),
    ///     FieldSpec("city", label: AppText.fieldCity, rules: [.required]),
    /// ])
    /// FieldSpec("address", label: AppText.fieldAddress, rules: [.required], schema: address)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label.
    ///   - rules: Rules on the object as a whole (``Rule/required``), checked first.
    ///   - schema: The schema of its members (with its own unknown-key policy and budget).
    public init(_ key: FieldKey, label: LocalizedText, rules: [Rule] = [], schema: FormSchema) {
        self.init(key, label: label, normalizers: [], rules: rules, byteBudget: nil, structure: .object(schema))
    }

    /// The same field with a byte budget of its own for the whole value: the UTF-8 bytes
    /// of every string and member name in it (the schema's ``FormSchema/byteBudget`` by
    /// default). Over it the field fails with `too-long-bytes` before any member or
    /// element is read.
    ///
    /// ```swift
    /// FieldSpec("bios", label: label, each: .value(label: label, rules: [.length(max: 140)]))
    ///     .withByteBudget(512 * 1024)
    /// ```
    public func withByteBudget(_ bytes: Int?) -> FieldSpec {
        precondition(bytes.map { $0 >= 0 } ?? true, "FieldSpec: a byte budget cannot be negative")
        // Every member kept, async rules included: only the budget changes.
        return FieldSpec(
            key, label: label, normalizers: normalizers, rules: rules, byteBudget: bytes, asyncRules: asyncRules,
            structure: structure)
    }

    /// Every stored property, for the initializers of structured fields.
    init(
        _ key: FieldKey, label: LocalizedText, normalizers: [Normalizer], rules: [Rule], byteBudget: Int?,
        structure: FieldStructure?
    ) {
        self.init(
            key, label: label, normalizers: normalizers, rules: rules, byteBudget: byteBudget, asyncRules: [],
            structure: structure)
    }

    /// An object field labelled by a message of the app's catalog; see
    /// ``init(_:label:rules:schema:)-(_,LocalizedText,_,_)``.
    public init(_ key: FieldKey, label: some LocalizedMessage, rules: [Rule] = [], schema: FormSchema) {
        self.init(key, label: LocalizedText(label), rules: rules, schema: schema)
    }

    /// An array field: `rules` see the array as a whole (``Rule/count(min:max:)``),
    /// then each element is validated as `element`, every issue at its path
    /// (`/phones/2`). More than `maximumCount` elements fail with `too-many-items`
    /// before any element is read; a value that is not an array is
    /// ``ValidationCode/wrongType``.
    ///
    /// - Parameters:
    ///   - key: The field's key.
    ///   - label: Its label.
    ///   - rules: Rules on the array as a whole, checked first.
    ///   - element: What each element must be.
    ///   - maximumCount: The most elements read (``defaultMaximumCount`` by default).
    public init(
        _ key: FieldKey, label: LocalizedText, rules: [Rule] = [], each element: FieldElement,
        maximumCount: Int = FieldSpec.defaultMaximumCount
    ) {
        precondition(maximumCount >= 0, "FieldSpec: a maximum count cannot be negative")
        self.init(
            key, label: label, normalizers: [], rules: rules, byteBudget: nil,
            structure: .array(element: element, maximumCount: maximumCount))
    }

    /// An array field labelled by a message of the app's catalog; see
    /// ``init(_:label:rules:each:maximumCount:)-(_,LocalizedText,_,_,_)``.
    public init(
        _ key: FieldKey, label: some LocalizedMessage, rules: [Rule] = [], each element: FieldElement,
        maximumCount: Int = FieldSpec.defaultMaximumCount
    ) {
        self.init(key, label: LocalizedText(label), rules: rules, each: element, maximumCount: maximumCount)
    }

    /// The schema of an object field's members, or nil.
    public var schema: FormSchema? {
        if case .object(let schema) = structure { return schema }
        return nil
    }
}

extension FieldValue {
    /// Whether the UTF-8 bytes of every string and member name in the value exceed
    /// `budget`; walks with an explicit stack (no recursion, whatever the depth) and
    /// stops as soon as the sum is over.
    func textBytesExceed(_ budget: Int) -> Bool {
        var total = 0
        var pending: [FieldValue] = [self]
        while let value = pending.popLast() {
            switch storage(of: value) {
            case .text(let text):
                total += text.utf8.count
            case .object(let members):
                for (key, member) in members {
                    total += key.utf8.count
                    if total > budget { return true }
                    pending.append(member)
                }
            case .array(let elements):
                pending.append(contentsOf: elements)
            default:
                break
            }
            if total > budget { return true }
        }
        return false
    }

    private func storage(of value: FieldValue) -> Storage { value.storage }
}

extension Rule {
    /// An array must have `min`…`max` elements (`too-few-items`, `too-many-items`);
    /// other values pass. Counted before any element is validated. An empty optional
    /// array skips it, as every rule but the presence rules: add ``required`` or give
    /// `min` with ``required`` to demand elements.
    public static func count(min: Int = 0, max: Int? = nil) -> Rule {
        Rule("count") { value, context in
            guard let elements = value.array else { return .valid }
            if elements.count < min { return .invalid(.tooFewItems(field: context.label, min: min)) }
            if let max, elements.count > max { return .invalid(.tooManyItems(field: context.label, max: max)) }
            return .valid
        }
        .with(.count(min: min, max: max))
    }
}

extension FieldStructure {
    /// Validates an object's members or an array's elements (the field's own rules have
    /// passed): the normalized value and its issues, with paths from the top, at most
    /// ``FormSchema/maximumIssues`` of them, and how many more were found.
    ///
    /// The whole value's text (strings and member names, in UTF-8 bytes) is held to the
    /// field's byte budget first, counted without recursion and stopping as soon as it is
    /// over, so a huge nested value costs no more than its budget before it fails with
    /// `too-long-bytes`.
    func validate(
        _ value: FieldValue, of field: FieldSpec, byteBudget: Int, environment: InputEnvironment
    ) -> (value: FieldValue, issues: [ValidationIssue], omitted: Int) {
        let path = FieldPath(field.key)
        if value.textBytesExceed(byteBudget) {
            let message = ValidationMessage.tooLongBytes(field: field.label, max: byteBudget)
            return (value, [ValidationIssue(field: field.key, code: .tooLongBytes, message: LocalizedText(message))], 0)
        }
        return validate(value, at: path, field: field.key, label: field.label, environment: environment)
    }

    func validate(
        _ value: FieldValue, at path: FieldPath, field: FieldKey, label: LocalizedText,
        environment: InputEnvironment
    ) -> (value: FieldValue, issues: [ValidationIssue], omitted: Int) {
        switch self {
        case .object(let schema):
            guard let members = value.object else { return (value, [wrongType(field, path, label)], 0) }
            var input: [FieldKey: FieldValue] = [:]
            input.reserveCapacity(members.count)
            for (key, member) in members { input[FieldKey(key)] = member }
            let result = schema.validate(input, environment: environment)
            var output: [String: FieldValue] = [:]
            output.reserveCapacity(result.values.count)
            for (key, member) in result.values {
                // `String` keys compare by canonical equivalence, `FieldKey`s by scalars: a
                // member the nested schema allows, spelled equivalently to one of its fields
                // (`api\u{212A}ey` and `apiKey`), keeps its own spelling and value over the
                // field's absent entry, so that no reader takes it for the field.
                if let index = output.index(forKey: key.rawValue) {
                    if member.isAbsent { continue }
                    output.remove(at: index)
                }
                output[key.rawValue] = member
            }
            // The nested schema's paths start at its member: put this field's path first.
            let issues = result.issues.map { issue in
                ValidationIssue(
                    field: field, path: path.appending(issue.path), code: issue.code, message: issue.message)
            }
            return (.object(output), issues, result.omittedIssueCount)
        case .array(let element, let maximumCount):
            guard let elements = value.array else { return (value, [wrongType(field, path, label)], 0) }
            guard elements.count <= maximumCount else {
                let message = ValidationMessage.tooManyItems(field: label, max: maximumCount)
                return (
                    value,
                    [ValidationIssue(field: field, path: path, code: .tooManyItems, message: LocalizedText(message))],
                    0
                )
            }
            var output: [FieldValue] = []
            output.reserveCapacity(elements.count)
            // At most `FormSchema.maximumIssues` for the whole array: the elements past it
            // are still validated (their normalized values are the result's), and their
            // issues counted, not built.
            var issues = IssueCollector()
            for (index, item) in elements.enumerated() {
                let result = element.schema.validate([FieldElement.elementKey: item], environment: environment)
                output.append(result.values[FieldElement.elementKey] ?? .absent)
                // The element's paths start at its key: replace it with this path and index.
                let elementPath = path.appending(index: index)
                issues.append(contentsOf: result.issues, omitted: result.omittedIssueCount) { issue in
                    let relative = FieldPath(Array(issue.path.segments.dropFirst()))
                    return ValidationIssue(
                        field: field, path: elementPath.appending(relative), code: issue.code, message: issue.message)
                }
            }
            return (.array(output), issues.issues, issues.omitted)
        }
    }

    private func wrongType(_ field: FieldKey, _ path: FieldPath, _ label: LocalizedText) -> ValidationIssue {
        let message = ValidationMessage.wrongType(field: label)
        return ValidationIssue(field: field, path: path, code: .wrongType, message: LocalizedText(message))
    }
}
