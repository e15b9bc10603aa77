import Foundation
import LocalizedValidation
import Testing

@testable import LocalizedValidationServer

/// A hostile body of many invalid elements answers a bounded problem.
@Suite struct IssueBoundResponseTests {
    static let label = LocalizedText(verbatim: "Tag")

    static let schema = FormSchema([
        FieldSpec(
            "tags", label: label, each: .value(label: label, rules: [.length(max: 3)]), maximumCount: 200_000
        ).withByteBudget(8 << 20)
    ])

    static let limits = JSONInputLimits(maximumBytes: 8 << 20, maximumDepth: 8, maximumElements: 200_000)

    @Test("100,000 invalid elements: at most maximumIssues errors, the rest counted in omittedErrors")
    func boundedProblem() throws {
        let element = #""far too long <b>""#
        let json = Array(
            (#"{"tags": ["# + Array(repeating: element, count: 100_000).joined(separator: ",") + "]}").utf8)
        let result = try Self.schema.validate(
            json: json, environment: ProblemDetailsTests.environment, limits: Self.limits)
        let response = try #require(
            result.problemResponse(acceptLanguage: "pt-BR", supportedLocales: ProblemDetailsTests.locales))
        #expect(response.status == 422)
        #expect(response.problem.errors.count == FormSchema.maximumIssues)
        #expect(response.problem.omittedErrors == 100_000 - FormSchema.maximumIssues)
        #expect(response.problem.detail == "100.000 erros")
        #expect(response.problem.errors.last?.pointer == "/tags/\(FormSchema.maximumIssues - 1)")
        // Bounded, whatever the body's size: about 100 bytes an error (10 KB).
        #expect(response.body.count < 16 * 1024, "\(response.body.count)")
        let decoded = try JSONDecoder().decode(ProblemDetails.self, from: Data(response.body))
        #expect(decoded == response.problem)
        let text = try #require(String(bytes: response.body, encoding: .utf8))
        #expect(text.hasSuffix("],\"omittedErrors\":99900}"))
    }

    @Test("A result built by the app with more issues than the bound is cut too")
    func resultsOfYourOwn() throws {
        let issue = ValidationIssue(
            field: "tags", code: .tooLong, message: LocalizedText(ValidationMessage.tooLong(field: Self.label, max: 3)))
        let result = ValidationResult(issues: Array(repeating: issue, count: 500), values: [:], fields: ["tags"])
        let problem = try #require(ProblemDetails(result, languageTag: "en"))
        #expect(problem.errors.count == FormSchema.maximumIssues)
        #expect(problem.omittedErrors == 400)
        #expect(problem.detail == "500 errors")
    }

    @Test("A problem without omitted errors has no omittedErrors member, and reads back as 0")
    func noMemberWhenNothingIsOmitted() throws {
        let response = try #require(
            ProblemDetailsTests.invalid.problemResponse(acceptLanguage: "en", supportedLocales: ["en"]))
        let text = try #require(String(bytes: response.body, encoding: .utf8))
        #expect(!text.contains("omittedErrors"))
        #expect(try JSONDecoder().decode(ProblemDetails.self, from: Data(response.body)).omittedErrors == 0)
    }
}
