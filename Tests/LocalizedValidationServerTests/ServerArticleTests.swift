import Foundation
import LocalizedValidation
import TestSupport
import Testing

@testable import LocalizedValidationServer

/// The article "Validating requests on a server" shows a response body; Scripts/check-docs
/// compiles its code but does not compare what it prints, so this test runs the same
/// request and compares the body with the article's `json` block.
@Suite struct ServerArticleTests {
    @Test func theArticlesResponseBodyIsWhatTheCodeSends() async throws {
        let registered: Set<String> = ["ana@example.com"]
        let notRegistered = AsyncRule("email-not-registered", timeout: .seconds(2)) { value, _ in
            guard let email = value.text, registered.contains(email) else { return .valid }
            return .invalid(
                code: "email-registered", message: LocalizedText(verbatim: "This e-mail is already registered."))
        }
        let registration = FormSchema([
            FieldSpec(
                "email", label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
                rules: [.required, .email(.international)], asyncRules: [notRegistered]),
            FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
        ])
        let body = Data(#"{"email": " ana@EXAMPLE.com ", "terms": false}"#.utf8)
        let submitted = try #require(FieldValue(json: body).object)
            .reduce(into: [FieldKey: FieldValue]()) { $0[FieldKey($1.key)] = $1.value }
        let input = InputEnvironment(locale: try IntlLocale("pt-BR"), timeZone: try TimeZoneID("America/Sao_Paulo"))
        let result = try await registration.validate(submitted, environment: input, clock: ContinuousClock())
        let problem = try #require(
            result.problemResponse(
                acceptLanguage: "ru;q=0.9, en;q=0.8", supportedLocales: ["en", "pt-BR", "ru"], prettyPrinted: true))
        #expect(problem.status == 422)
        #expect(problem.contentLanguage == "ru")

        let article = try TestData.file(
            TestData.packageRoot.appendingPathComponent(
                "Sources/LocalizedValidationServer/LocalizedValidationServer.docc/ValidatingRequestsOnAServer.md"),
            installHint: "the article moved")
        let shown = try #require(
            article.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "\n```").first)
        #expect(String(decoding: problem.body, as: UTF8.self) == shown)
        #expect(AcceptLanguage("pt;q=0, *").bestMatch(in: ["pt-BR", "ru", "en"]) == "ru")
    }
}
