extension FormSchema {
    /// Reads a JSON object, validates it with the async rules too (see
    /// ``validate(_:environment:clock:)``) and builds `type` from the normalized values:
    /// the server's one call when a field asks a store.
    ///
    /// ```swift
    /// let signUp = try await schema.decode(SignUp.self, from: body, environment: input, clock: ContinuousClock())
    /// ```
    ///
    /// - Parameters:
    ///   - type: The app's type.
    ///   - json: The document's bytes; its top level must be an object.
    ///   - environment: The locale the user typed in, and the clock and time zone.
    ///   - clock: The clock the async rules' timeouts run on.
    ///   - limits: Bounds on the document's size, depth and container sizes.
    /// - Throws: ``JSONInputError`` when the bytes are not a JSON object within the
    ///   limits; ``ValidationFailure`` with every issue, async rules' included;
    ///   `CancellationError` when the calling task is cancelled.
    public func decode<T: Decodable, Bytes: Collection<UInt8>>(
        _ type: T.Type, from json: Bytes, environment: InputEnvironment, clock: some Clock<Duration>,
        limits: JSONInputLimits = .default
    ) async throws -> T {
        let values = try FieldValue.fields(json: json, limits: limits)
        return try decode(type, from: try await validate(values, environment: environment, clock: clock))
    }
}
