import LocalizedValidationMessages

/// Validation failed: every issue, and the result they belong to. Thrown by
/// ``FormSchema/decode(_:from:environment:)-(_,[FieldKey:FieldValue],_)``.
public struct ValidationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The whole result: every issue, and the normalized values.
    public let result: ValidationResult

    /// Every issue, in the order of the schema's fields.
    public var issues: [ValidationIssue] { result.issues }

    /// Wraps an invalid result.
    public init(result: ValidationResult) { self.result = result }

    public var description: String {
        "validation failed: " + issues.map(\.description).joined(separator: ", ")
    }
}

extension FormSchema {
    /// Validates `values` and, when every field is valid, builds `type` from the
    /// normalized values ("parse, don't validate"): integers as `Int`, dates as
    /// `CalendarDate` (from the ISO form date rules normalize to), flags as `Bool`,
    /// e-mail addresses in their normalized form, nested objects and arrays as nested
    /// types. No JSON round trip: a `Decoder` reads the values directly.
    ///
    /// ```swift
    /// struct SignUp: Decodable {
    ///     var email: String
    ///     var birthDate: CalendarDate
    ///     var age: Int
    ///     var terms: Bool
    /// }
    /// do {
    ///     let signUp = try schema.decode(SignUp.self, from: values, environment: input)
    /// } catch {
    ///     error.issues  // every issue, each with its JSON Pointer
    /// }
    /// ```
    ///
    /// When the values are valid but do not fit the type (the type has a property the
    /// schema does not check, text where the type wants an `Int`), the failure has one
    /// issue at that property's path: `required` for a missing value,
    /// `number-out-of-range` for a number the property's type cannot hold exactly (`300`
    /// for a `UInt8`, 39 significant digits for a `Decimal`), `wrong-type` otherwise. A type's property the schema has no field for can never be filled
    /// while unknown keys are refused; keep type and schema in step.
    ///
    /// - Parameters:
    ///   - type: The app's type.
    ///   - values: The submitted values.
    ///   - environment: The locale the user typed in, and the clock and time zone.
    /// - Returns: The value, built from the normalized values.
    /// - Throws: ``ValidationFailure`` with every issue.
    public func decode<T: Decodable>(
        _ type: T.Type, from values: [FieldKey: FieldValue], environment: InputEnvironment
    ) throws -> T {
        let result = validate(values, environment: environment)
        return try decode(type, from: result)
    }

    /// Reads a JSON object (the request body), validates it and builds `type`; see
    /// ``decode(_:from:environment:)-(_,[FieldKey:FieldValue],_)``. The document is read
    /// within `limits` by a bounded reader of our own, keeping numbers exact (`1e-07`
    /// is a number, never locale text; integers never pass through `Double`).
    ///
    /// ```swift
    /// do {
    ///     let signUp = try schema.decode(SignUp.self, from: body, environment: input)
    /// } catch let failure as ValidationFailure {
    ///     // 422 with failure.issues
    /// } catch {
    ///     // 400: not JSON, or over the limits (JSONInputError)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The app's type.
    ///   - json: The document's bytes (`Data`, `[UInt8]`…); its top level must be an object.
    ///   - environment: The locale the user typed in, and the clock and time zone.
    ///   - limits: Bounds on the document's size, depth and container sizes.
    /// - Throws: ``JSONInputError`` when the bytes are not a JSON object within the
    ///   limits; ``ValidationFailure`` with every issue.
    public func decode<T: Decodable, Bytes: Collection<UInt8>>(
        _ type: T.Type, from json: Bytes, environment: InputEnvironment, limits: JSONInputLimits = .default
    ) throws -> T {
        try decode(type, from: validate(json: json, environment: environment, limits: limits))
    }

    /// Reads a JSON object and validates it; see ``validate(_:environment:)``.
    ///
    /// - Throws: ``JSONInputError`` when the bytes are not a JSON object within `limits`.
    public func validate<Bytes: Collection<UInt8>>(
        json: Bytes, environment: InputEnvironment, limits: JSONInputLimits = .default
    ) throws -> ValidationResult {
        validate(try FieldValue.fields(json: json, limits: limits), environment: environment)
    }

    /// Builds `type` from a result's normalized values, or throws its issues.
    ///
    /// - Throws: ``ValidationFailure``: the result's issues, or one issue where the
    ///   values do not fit the type.
    public func decode<T: Decodable>(_ type: T.Type, from result: ValidationResult) throws -> T {
        guard result.isValid else { throw ValidationFailure(result: result) }
        do {
            return try T(from: TopLevelDecoder(values: result.values))
        } catch let error as DecodingError {
            let issue = issue(for: error)
            throw ValidationFailure(
                result: ValidationResult(issues: [issue], values: result.values, fields: result.fields))
        } catch let error as NumberOutOfRange {
            let issue = outOfRangeIssue(at: error.codingPath)
            throw ValidationFailure(
                result: ValidationResult(issues: [issue], values: result.values, fields: result.fields))
        } catch {
            // A type's own `init(from:)` threw an error of its own: its check failed.
            let issue = issue(at: [], missing: false)
            throw ValidationFailure(
                result: ValidationResult(issues: [issue], values: result.values, fields: result.fields))
        }
    }

    /// The issue of a value that does not fit the type.
    private func issue(for error: DecodingError) -> ValidationIssue {
        switch error {
        case .keyNotFound(let key, let context): issue(at: context.codingPath + [key], missing: true)
        case .valueNotFound(_, let context): issue(at: context.codingPath, missing: true)
        case .typeMismatch(_, let context), .dataCorrupted(let context): issue(at: context.codingPath, missing: false)
        @unknown default: issue(at: [], missing: false)
        }
    }

    /// `number-out-of-range` at a coding path: a number the type cannot hold exactly.
    private func outOfRangeIssue(at codingPath: [any CodingKey]) -> ValidationIssue {
        let path = FieldPath(
            codingPath.map { key in key.intValue.map(FieldPath.Segment.index) ?? .key(key.stringValue) })
        let message = ValidationMessage.numberOutOfRange(field: label(at: path.segments[...]))
        return ValidationIssue(
            field: path.field ?? FieldKey(""), path: path, code: .numberOutOfRange, message: LocalizedText(message))
    }

    /// `required` or `wrong-type` at a coding path, with the label of the field there.
    private func issue(at codingPath: [any CodingKey], missing: Bool) -> ValidationIssue {
        let path = FieldPath(
            codingPath.map { key in key.intValue.map(FieldPath.Segment.index) ?? .key(key.stringValue) })
        let label = self.label(at: path.segments[...])
        let field = path.field ?? FieldKey("")
        let code: ValidationCode = missing ? .required : .wrongType
        let message: ValidationMessage = missing ? .required(field: label) : .wrongType(field: label)
        return ValidationIssue(field: field, path: path, code: code, message: LocalizedText(message))
    }

    /// The label of the field or element a path leads to, through nested schemas; the
    /// last key as it is when the schema has no such field.
    func label(at path: ArraySlice<FieldPath.Segment>) -> LocalizedText {
        guard case .key(let name)? = path.first else { return LocalizedText(verbatim: path.last.map { "\($0)" } ?? "") }
        guard let spec = field(FieldKey(name)) else { return LocalizedText(verbatim: name) }
        var rest = path.dropFirst()
        switch spec.structure {
        case .object(let schema)? where !rest.isEmpty:
            return schema.label(at: rest)
        case .array(let element, _)? where !rest.isEmpty:
            rest = rest.dropFirst()  // the index
            let elementSpec = element.schema.fields[0]
            if rest.isEmpty { return elementSpec.label }
            if case .object(let schema)? = elementSpec.structure { return schema.label(at: rest) }
            return elementSpec.label
        default:
            return spec.label
        }
    }
}
