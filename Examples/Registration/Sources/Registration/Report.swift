import Foundation
import LocalizedValidation
import LocalizedValidationMessages
import LocalizedValidationServer

/// Human-readable output: per screen and locale, the errors in field order.
enum Report {
    static func print(_ result: ValidationResult, screen: Screen, sample: String?, locales: [AppLocale]) {
        let heading = [screen.title.localized(in: .en), sample.map { "“\($0)”" }].compactMap { $0 }
        Swift.print("== \(heading.joined(separator: " — "))")
        for locale in locales {
            let title = screen.title.localized(in: locale)
            if result.isValid {
                Swift.print("  [\(locale.identifier)] \(title): \(AppText.noErrors.localized(in: locale))")
                continue
            }
            // Rendered in the app's locale type, so the app's own texts for the built-in
            // messages (Locales/nl/ValidationMessage.ftl) are used.
            let count = ValidationMessage.errorCount(count: result.issues.count).localized(in: locale)
            Swift.print("  [\(locale.identifier)] \(title): \(count)")
            for issue in result.issues {
                Swift.print("    • \(issue.localized(in: locale))  (\(issue.field): \(issue.code))")
            }
        }
        if result.isValid {
            let stored = result.fields.compactMap { field -> String? in
                guard let value = result.values[field], !value.isAbsent else { return nil }
                return "\(field)=\(value)"
            }
            Swift.print("  normalized: \(stored.joined(separator: ", "))")
        }
        Swift.print()
    }
}

/// JSON in and out, for server-style use.
enum FormInput {
    /// What a server answers: for a form with errors, the problem-details response
    /// (RFC 9457) in the locale negotiated from `acceptLanguage` among the app's
    /// locales, its body pretty-printed; for a valid form, the normalized values.
    static func response(_ result: ValidationResult, acceptLanguage: String?) -> (headers: [String], body: String) {
        if let problem = result.problemResponse(
            acceptLanguage: acceptLanguage, supportedLocales: AppLocale.self, prettyPrinted: true)
        {
            return (headers(problem), String(decoding: problem.body, as: UTF8.self))
        }
        var values: [String: Any] = [:]
        for (field, value) in result.values where !value.isAbsent { values[field.rawValue] = jsonValue(value) }
        let data =
            (try? JSONSerialization.data(withJSONObject: ["values": values], options: [.prettyPrinted, .sortedKeys]))
            ?? Data()
        return (["HTTP 200", "Content-Type: application/json"], String(decoding: data, as: UTF8.self))
    }

    /// What a server answers for a body it could not read: 400 (413 when too large) with
    /// problem details in the negotiated locale, its body pretty-printed.
    static func response(_ error: JSONInputError, acceptLanguage: String?) -> (
        headers: [String], body: String, problem: ProblemDetails
    ) {
        let problem = error.problemResponse(
            acceptLanguage: acceptLanguage, supportedLocales: AppLocale.self, prettyPrinted: true)
        return (headers(problem), String(decoding: problem.body, as: UTF8.self), problem.problem)
    }

    /// The status line and headers, as the example prints them on standard error.
    private static func headers(_ response: ProblemResponse) -> [String] {
        ["HTTP \(response.status)"] + response.headers.map { "\($0.name): \($0.value)" }
    }

    /// A value as JSONSerialization writes it; numbers stay exact (`NSDecimalNumber`).
    /// Accessors rather than a `switch`: FieldValue can gain kinds.
    private static func jsonValue(_ value: FieldValue) -> Any {
        if let text = value.text { return text }
        if let flag = value.flag { return flag }
        if let number = value.number { return NSDecimalNumber(string: number.decimalText) }
        if let object = value.object { return object.mapValues(jsonValue) }
        if let array = value.array { return array.map(jsonValue) }
        return NSNull()
    }
}
