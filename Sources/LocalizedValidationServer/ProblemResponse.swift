import LocalizedValidation

/// A complete HTTP answer for a submission that failed validation: status 422, the
/// headers, and the `application/problem+json` body, for any server framework to send.
///
/// ```swift
/// let result = signUp.validate(values, environment: input)
/// if let problem = result.problemResponse(acceptLanguage: request.headers["Accept-Language"]) {
///     return Response(status: problem.status, headers: problem.headers, body: problem.body)
/// }
/// ```
public struct ProblemResponse: Sendable, Hashable {
    /// One header field.
    public struct Header: Sendable, Hashable {
        /// The field name, such as `Content-Language`.
        public let name: String
        /// The field value.
        public let value: String
    }

    /// 422 (Unprocessable Content).
    public let status: Int
    /// `Content-Type: application/problem+json`, `Content-Language` (the negotiated
    /// locale) and `Vary: Accept-Language` (the body depends on that header, which
    /// caches must know).
    public let headers: [Header]
    /// The problem, as JSON bytes.
    public let body: [UInt8]
    /// The problem the body encodes.
    public let problem: ProblemDetails
    /// The locale the messages are in, as sent in `Content-Language`.
    public let contentLanguage: String

    /// The value of a header, by name, ignoring case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

extension ValidationResult {
    /// The problem-details response (RFC 9457) of a result with issues, in the locale
    /// negotiated from the request's `Accept-Language`; nil when the result is valid.
    ///
    /// - Parameters:
    ///   - acceptLanguage: The request's `Accept-Language` value, or nil when it has
    ///     none; read with bounds (see ``AcceptLanguage``).
    ///   - supportedLocales: The tags the messages can be in, preferred first; the
    ///     first is the answer when the header matches none. By default the built-in
    ///     messages' locales (`en`, `pt-BR`, `ru`); pass your catalog's (such as
    ///     `AppLocale.allCases.map(\.identifier)`) so the field labels are in the
    ///     response's language too.
    ///   - type: The problem type URI (``ProblemDetails/validationFailedType`` by
    ///     default).
    ///   - prettyPrinted: Indent the JSON, for people; compact by default.
    /// - Returns: The response to send, or nil when there is nothing to report.
    public func problemResponse(
        acceptLanguage: String?,
        supportedLocales: [String] = ValidationLocale.allCases.map(\.identifier),
        type: String = ProblemDetails.validationFailedType,
        prettyPrinted: Bool = false
    ) -> ProblemResponse? {
        precondition(!supportedLocales.isEmpty, "problemResponse: supportedLocales cannot be empty")
        let locale = AcceptLanguage(acceptLanguage).bestMatch(in: supportedLocales) ?? supportedLocales[0]
        guard let problem = ProblemDetails(self, languageTag: locale, type: type) else { return nil }
        return ProblemResponse(
            status: problem.status,
            headers: [
                .init(name: "Content-Type", value: ProblemDetails.mediaType),
                .init(name: "Content-Language", value: locale),
                .init(name: "Vary", value: "Accept-Language"),
            ],
            body: problem.json(prettyPrinted: prettyPrinted),
            problem: problem,
            contentLanguage: locale)
    }
}
