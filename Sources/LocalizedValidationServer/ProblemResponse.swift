import LocalizedValidation

/// A complete HTTP answer with problem details (RFC 9457): the status (422 for a
/// submission that failed validation, 400 or 413 for a body that could not be read), the
/// headers, and the `application/problem+json` body, for any server framework to send.
///
/// ```swift
/// let result = signUp.validate(values, environment: input)
/// if let problem = result.problemResponse(
///     acceptLanguage: request.headers["Accept-Language"], supportedLocales: AppLocale.self)
/// {
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

    /// 422 (Unprocessable Content), 400 (Bad Request) or 413 (Content Too Large).
    public let status: Int
    /// `Content-Type: application/problem+json`, `Content-Language` (the languages of the
    /// body, ``contentLanguage``) and `Vary: Accept-Language` (the body depends on that
    /// header, which caches must know).
    public let headers: [Header]
    /// The problem, as JSON bytes.
    public let body: [UInt8]
    /// The problem the body encodes.
    public let problem: ProblemDetails
    /// The languages the body's text is in, as sent in `Content-Language`: the negotiated
    /// locale's BCP 47 tag (`en-US` for an app's `en_US`), followed by the language of the
    /// library's built-in messages when that locale has none of them (`he, en`: the app's
    /// labels in Hebrew, the built-in sentences in the library's fallback, English), as
    /// RFC 9110 §8.5 allows a list of the languages of a text's intended audience.
    public let contentLanguage: String

    /// The value of a header, by name, ignoring case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The response of a problem in a negotiated locale, whose `Content-Language` is
    /// `contentLanguage` (``contentLanguage(locale:hasBuiltInMessages:)``).
    init(_ problem: ProblemDetails, contentLanguage: String, prettyPrinted: Bool) {
        self.init(
            status: problem.status,
            headers: [
                .init(name: "Content-Type", value: ProblemDetails.mediaType),
                .init(name: "Content-Language", value: contentLanguage),
                .init(name: "Vary", value: "Accept-Language"),
            ],
            body: problem.json(prettyPrinted: prettyPrinted),
            problem: problem,
            contentLanguage: contentLanguage)
    }

    /// The `Content-Language` of a body rendered in `locale`: its BCP 47 form, and, when
    /// the locale has no built-in messages, the language they fall back to
    /// (`ValidationLocale.negotiated(languageTag:)`, the library's source locale), which
    /// the title, the detail and the sentences around the labels are then in.
    static func contentLanguage(locale: String, hasBuiltInMessages: Bool) -> String {
        let tag = LocaleNegotiation.tag(fromLocaleIdentifier: locale)
        guard !hasBuiltInMessages else { return tag }
        let fallback = LocaleNegotiation.tag(
            fromLocaleIdentifier: ValidationLocale.negotiated(languageTag: locale).rawValue)
        return fallback.lowercased() == tag.lowercased() ? tag : "\(tag), \(fallback)"
    }

    /// The `Content-Language` of a body rendered in one of the app's tags.
    static func contentLanguage(locale: String) -> String {
        contentLanguage(locale: locale, hasBuiltInMessages: ValidationLocale(bestMatching: [locale]) != nil)
    }

    /// The `Content-Language` of a body rendered in a value of the app's locale type (the
    /// app's own texts for the built-in messages count, `BuiltInMessageOverrides`).
    static func contentLanguage<L: SupportedLocale & RawRepresentable<String>>(locale: L) -> String {
        contentLanguage(locale: locale.rawValue, hasBuiltInMessages: locale.hasBuiltInMessages)
    }

    private init(status: Int, headers: [Header], body: [UInt8], problem: ProblemDetails, contentLanguage: String) {
        self.status = status
        self.headers = headers
        self.body = body
        self.problem = problem
        self.contentLanguage = contentLanguage
    }

    /// The locale of a response: the header's best match among the app's locales that
    /// have the built-in messages, or the first of those; the one negotiator,
    /// `LocaleNegotiation`, decides. A tag without built-in messages would answer in two
    /// languages, so it is left out; when none has them all are kept, and the response's
    /// `Content-Language` names the built-in messages' language too (`he, en`).
    static func locale(acceptLanguage: String?, supportedLocales: [String]) -> String {
        precondition(!supportedLocales.isEmpty, "problemResponse: supportedLocales cannot be empty")
        let served = supportedLocales.filter { ValidationLocale(bestMatching: [$0]) != nil }
        let candidates = served.isEmpty ? supportedLocales : served
        return AcceptLanguage(acceptLanguage).bestMatch(in: candidates) ?? candidates[0]
    }

    /// The locale of a response among the cases of the app's locale type that have the
    /// built-in messages (the library's or the app's own, `BuiltInMessageOverrides`).
    static func locale<L: SupportedLocale & CaseIterable & RawRepresentable<String>>(
        acceptLanguage: String?, supportedLocales: L.Type
    ) -> L {
        let served = L.localesWithBuiltInMessages
        let candidates = served.isEmpty ? Array(L.allCases) : served
        precondition(!candidates.isEmpty, "problemResponse: the locale type has no cases")
        let index = LocaleNegotiation.bestMatch(acceptLanguage: acceptLanguage, supported: candidates.map(\.rawValue))
        return candidates[index ?? 0]
    }
}

extension ValidationResult {
    /// The problem-details response (RFC 9457) of a result with issues, in the locale
    /// negotiated from the request's `Accept-Language` among the app's locales; nil when
    /// the result is valid.
    ///
    /// - Parameters:
    ///   - acceptLanguage: The request's `Accept-Language` value, or nil when it has
    ///     none; read with bounds (see ``AcceptLanguage``).
    ///   - supportedLocales: The app's locales, the tags its catalogs are translated
    ///     into, preferred first; the first is the answer when the header matches none.
    ///     There is no default: the labels of an app's fields come from its own
    ///     catalogs, and a response in a locale they lack would mix languages. The
    ///     generated locale type can be passed instead (`supportedLocales: AppLocale.self`).
    ///   - type: The problem type URI (``ProblemDetails/validationFailedType`` by
    ///     default).
    ///   - prettyPrinted: Indent the JSON, for people; compact by default.
    /// - Returns: The response to send, or nil when there is nothing to report.
    public func problemResponse(
        acceptLanguage: String?,
        supportedLocales: [String],
        type: String = ProblemDetails.validationFailedType,
        prettyPrinted: Bool = false
    ) -> ProblemResponse? {
        let locale = ProblemResponse.locale(acceptLanguage: acceptLanguage, supportedLocales: supportedLocales)
        guard let problem = ProblemDetails(self, languageTag: locale, type: type) else { return nil }
        return ProblemResponse(
            problem, contentLanguage: ProblemResponse.contentLanguage(locale: locale), prettyPrinted: prettyPrinted)
    }

    /// The problem-details response of a result with issues, in the locale negotiated
    /// among the cases of the app's generated locale type (its source locale first);
    /// nil when the result is valid.
    ///
    /// ```swift
    /// result.problemResponse(acceptLanguage: header, supportedLocales: AppLocale.self)
    /// ```
    ///
    /// - Parameters:
    ///   - acceptLanguage: The request's `Accept-Language` value, or nil.
    ///   - supportedLocales: The app's generated locale type, such as `AppLocale.self`.
    ///   - type: The problem type URI (``ProblemDetails/validationFailedType`` by
    ///     default).
    ///   - prettyPrinted: Indent the JSON, for people; compact by default.
    /// - Returns: The response to send, or nil when there is nothing to report.
    public func problemResponse<L: SupportedLocale & CaseIterable & RawRepresentable<String>>(
        acceptLanguage: String?,
        supportedLocales: L.Type,
        type: String = ProblemDetails.validationFailedType,
        prettyPrinted: Bool = false
    ) -> ProblemResponse? {
        let locale = ProblemResponse.locale(acceptLanguage: acceptLanguage, supportedLocales: L.self)
        guard let problem = ProblemDetails(self, locale: locale, type: type) else { return nil }
        return ProblemResponse(
            problem, contentLanguage: ProblemResponse.contentLanguage(locale: locale), prettyPrinted: prettyPrinted)
    }
}

extension JSONInputError {
    /// The problem-details response (RFC 9457) for a body that could not be read: 400
    /// (413 when it is over the size limit), in the locale negotiated from the request's
    /// `Accept-Language` among the app's locales, with the reason's code, the byte offset
    /// and the JSON Pointer of the member being read.
    ///
    /// ```swift
    /// do {
    ///     let result = try schema.validate(json: body, environment: input)
    ///     // …
    /// } catch {
    ///     let problem = error.problemResponse(acceptLanguage: header, supportedLocales: AppLocale.self)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - acceptLanguage: The request's `Accept-Language` value, or nil.
    ///   - supportedLocales: The app's locales, preferred first; the first is the answer
    ///     when the header matches none.
    ///   - type: The problem type URI (``ProblemDetails/unreadableBodyType`` by default).
    ///   - prettyPrinted: Indent the JSON, for people; compact by default.
    /// - Returns: The response to send.
    public func problemResponse(
        acceptLanguage: String?,
        supportedLocales: [String],
        type: String = ProblemDetails.unreadableBodyType,
        prettyPrinted: Bool = false
    ) -> ProblemResponse {
        let locale = ProblemResponse.locale(acceptLanguage: acceptLanguage, supportedLocales: supportedLocales)
        return ProblemResponse(
            ProblemDetails(self, languageTag: locale, type: type),
            contentLanguage: ProblemResponse.contentLanguage(locale: locale), prettyPrinted: prettyPrinted)
    }

    /// The problem-details response for a body that could not be read, in the locale
    /// negotiated among the cases of the app's generated locale type.
    ///
    /// - Parameters:
    ///   - acceptLanguage: The request's `Accept-Language` value, or nil.
    ///   - supportedLocales: The app's generated locale type, such as `AppLocale.self`.
    ///   - type: The problem type URI (``ProblemDetails/unreadableBodyType`` by default).
    ///   - prettyPrinted: Indent the JSON, for people; compact by default.
    /// - Returns: The response to send.
    public func problemResponse<L: SupportedLocale & CaseIterable & RawRepresentable<String>>(
        acceptLanguage: String?,
        supportedLocales: L.Type,
        type: String = ProblemDetails.unreadableBodyType,
        prettyPrinted: Bool = false
    ) -> ProblemResponse {
        let locale = ProblemResponse.locale(acceptLanguage: acceptLanguage, supportedLocales: L.self)
        return ProblemResponse(
            ProblemDetails(self, locale: locale, type: type),
            contentLanguage: ProblemResponse.contentLanguage(locale: locale), prettyPrinted: prettyPrinted)
    }
}
