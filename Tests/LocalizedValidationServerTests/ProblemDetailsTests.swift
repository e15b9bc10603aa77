import Foundation
import LocalizedValidation
import TestSupport
import Testing

@testable import LocalizedValidationServer

/// Results as RFC 9457 problem details: shape, plurals, locales, golden bytes.
@Suite struct ProblemDetailsTests {
    /// The app's locales: here, those of the built-in messages.
    static let locales = ["en", "pt-BR", "ru"]

    static let signUp = FormSchema([
        FieldSpec(
            "email", label: LocalizedText(verbatim: "E-mail"), normalizers: [.email],
            rules: [.required, .email(.international)]),
        FieldSpec("password", label: LocalizedText(verbatim: "Password"), rules: [.required, .length(min: 8)]),
        FieldSpec("address", label: LocalizedText(verbatim: "Address"), rules: [streetRequired]),
        FieldSpec("terms", label: LocalizedText(verbatim: "Terms"), rules: [.mustBeTrue]),
    ])

    /// A rule that reports a member nested in the field's value, with a key that
    /// needs escaping in a JSON Pointer.
    static let streetRequired = Rule.custom("street") { value, context in
        guard let object = value.object, object["street/line"]?.text?.isEmpty != false else { return .valid }
        let message = ValidationMessage.required(field: LocalizedText(verbatim: "Street"))
        return .invalid(code: .required, message: LocalizedText(message), at: FieldPath([.key("street/line")]))
    }

    static let environment = InputEnvironment(
        locale: try! IntlLocale("en"), clock: CalendarClock(timeZone: try! TimeZoneID("UTC"), now: { 1_718_452_800 }))

    static func result(_ values: [FieldKey: FieldValue]) -> ValidationResult {
        signUp.validate(values, environment: environment)
    }

    static let invalid = result([
        "email": .text("ana@"), "password": .text("short"), "address": .object(["street/line": .text("")]),
        "terms": .flag(false),
    ])

    @Test func aValidResultHasNoProblem() {
        let valid = Self.result([
            "email": .text("ana@example.com"), "password": .text("long enough"), "terms": .flag(true),
        ])
        #expect(valid.isValid)
        #expect(valid.problemResponse(acceptLanguage: "ru", supportedLocales: Self.locales) == nil)
        #expect(ProblemDetails(valid, languageTag: "en") == nil)
    }

    @Test func theResponseCarriesStatusHeadersAndTheNegotiatedLocale() throws {
        let response = try #require(
            Self.invalid.problemResponse(acceptLanguage: "ru;q=0.9, fr", supportedLocales: Self.locales))
        #expect(response.status == 422)
        #expect(response.header("content-type") == "application/problem+json")
        #expect(response.header("Content-Language") == "ru")
        #expect(response.contentLanguage == "ru")
        #expect(response.header("Vary") == "Accept-Language")
        #expect(response.problem.title == "Форма заполнена с ошибками.")
        #expect(response.problem.detail == "4 ошибки")
        // No header, or one that matches nothing: the first supported locale.
        #expect(
            Self.invalid.problemResponse(acceptLanguage: nil, supportedLocales: Self.locales)?.contentLanguage == "en")
        #expect(
            Self.invalid.problemResponse(acceptLanguage: "de", supportedLocales: Self.locales)?.contentLanguage == "en")
        #expect(
            Self.invalid.problemResponse(acceptLanguage: "de", supportedLocales: ["pt-BR", "en"])?.contentLanguage
                == "pt-BR")
    }

    @Test("Content-Language is the app's tag in BCP 47 form, whatever its spelling")
    func contentLanguageIsBCP47() throws {
        for (locales, header, expected) in [
            (["en_US", "pt_BR"], "pt", "pt-BR"), (["en_US", "pt_BR"], nil, "en-US"), (["EN", "RU"], "ru", "ru"),
            (["zh_hans_cn", "en"], "zh", "zh-Hans-CN"), (["en-us"], nil, "en-US"),
        ] as [([String], String?, String)] {
            let response = try #require(Self.invalid.problemResponse(acceptLanguage: header, supportedLocales: locales))
            #expect(response.contentLanguage == expected, "\(locales)")
            #expect(response.header("Content-Language") == expected)
        }
        #expect(LocaleNegotiation.tag(fromLocaleIdentifier: "sr_latn_rs@calendar=gregorian") == "sr-Latn-RS")
        #expect(LocaleNegotiation.tag(fromLocaleIdentifier: "es_419") == "es-419")
        #expect(LocaleNegotiation.tag(fromLocaleIdentifier: "en-US-x-Twain-AB") == "en-US-x-twain-ab")
    }

    @Test("A 1 MB unknown key makes a small problem body, not a 12 MB one")
    func longUnknownKeysDoNotAmplify() throws {
        let body = Array(#"{"\#(String(repeating: "<", count: 1_000_000))": 1}"#.utf8)
        let result = try FormSchema([FieldSpec("a", label: LocalizedText(verbatim: "A"), rules: [])])
            .validate(json: body, environment: InputEnvironment(locale: .english, timeZone: .utc))
        let response = try #require(result.problemResponse(acceptLanguage: "en", supportedLocales: ["en"]))
        #expect(response.body.count < 1_000)
        #expect(response.problem.errors.map(\.pointer) == [""])
    }

    @Test func errorsHaveAPointerACodeAndAMessageInOrder() throws {
        let problem = try #require(ProblemDetails(Self.invalid, languageTag: "en"))
        #expect(problem.type == ProblemDetails.validationFailedType)
        #expect(problem.status == 422)
        #expect(problem.errors.map(\.pointer) == ["/email", "/password", "/address/street~1line", "/terms"])
        #expect(problem.errors.map(\.code) == ["email-empty-domain", "too-short", "required", "must-be-true"])
        #expect(problem.errors[3].detail == "Select “Terms” to continue.")
        #expect(
            ProblemDetails(Self.invalid, languageTag: "en", type: "https://api.example/problems/invalid")?.type
                == "https://api.example/problems/invalid")
    }

    /// An object where plain text belongs (`{"$gt": ""}`, a query-operator injection)
    /// is a `wrong-type` error at the field's pointer, not a value passed on.
    @Test func anObjectInAPlainFieldIsAWrongTypeError() throws {
        let body = Data(#"{"email": "ana@example.com", "password": {"$gt": ""}, "terms": true}"#.utf8)
        let result = try Self.signUp.validate(json: body, environment: Self.environment)
        let problem = try #require(ProblemDetails(result, languageTag: "en"))
        #expect(problem.errors.map(\.pointer) == ["/password"])
        #expect(problem.errors.map(\.code) == ["wrong-type"])
        #expect(problem.errors.first?.detail == "Password has the wrong kind of value.")
    }

    @Test(arguments: [
        ("en", 1, "1 error"), ("en", 2, "2 errors"), ("en", 0, "no errors"),
        ("pt-BR", 1, "1 erro"), ("pt-BR", 2, "2 erros"), ("pt-BR", 1_000_000, "1.000.000 de erros"),
        ("ru", 1, "1 ошибка"), ("ru", 3, "3 ошибки"), ("ru", 5, "5 ошибок"), ("ru", 21, "21 ошибка"),
        ("ru", 0, "нет ошибок"), ("ru", 1_000_000, "1\u{A0}000\u{A0}000 ошибок"),
    ])
    func theSummaryIsPluralCorrect(locale: String, count: Int, expected: String) {
        #expect(ValidationMessage.errorCount(count: count).localized(languageTag: locale) == expected)
    }

    @Test func theDetailCountsTheIssues() throws {
        let one = Self.result(["email": .text("ana@example.com"), "password": .text("long enough")])
        #expect(ProblemDetails(one, languageTag: "en")?.detail == "1 error")
        #expect(ProblemDetails(one, languageTag: "pt-BR")?.detail == "1 erro")
        #expect(ProblemDetails(Self.invalid, languageTag: "pt-BR")?.detail == "4 erros")
    }

    @Test func theBytesAreJSONThatDecodesToTheSameProblem() throws {
        for pretty in [false, true] {
            let problem = try #require(ProblemDetails(Self.invalid, languageTag: "ru"))
            let bytes = problem.json(prettyPrinted: pretty)
            #expect(try JSONDecoder().decode(ProblemDetails.self, from: Data(bytes)) == problem)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            #expect(Set(object.keys) == ["type", "title", "status", "detail", "errors"])
        }
        let compact = String(
            decoding: try #require(ProblemDetails(Self.invalid, languageTag: "en")).json(), as: UTF8.self)
        #expect(compact.hasPrefix(#"{"type":"tag:localizedvalidation,2026:validation-failed","title":"#))
    }

    @Test func stringsAreEscapedAsJSONRequires() throws {
        let hostile = "quote\" backslash\\ newline\n tab\t nul\u{0} bell\u{7} sep\u{2028}\u{2029} é 😀 /"
        let problem = ProblemDetails(
            type: "t", title: hostile, status: 422, detail: "d",
            errors: [.init(pointer: "/a~1b", code: "c", detail: hostile)])
        let text = String(decoding: problem.json(), as: UTF8.self)
        #expect(text.contains(#"quote\" backslash\\ newline\n tab\t nul\u0000 bell\u0007 sep\u2028\u2029 é 😀 /"#))
        #expect(try JSONDecoder().decode(ProblemDetails.self, from: Data(problem.json())) == problem)
    }

    /// The pretty-printed bytes in each locale against `Tests/Goldens/ProblemDetails/`.
    /// Re-record after an intended change with `CATALOGC_RECORD_GOLDENS=1 swift test
    /// --filter ProblemDetailsTests` (a recording run fails, so it never passes silently).
    @Test(arguments: ["en", "pt-BR", "ru"])
    func prettyBytesMatchTheGolden(locale: String) throws {
        let response = try #require(
            Self.invalid.problemResponse(acceptLanguage: locale, supportedLocales: Self.locales, prettyPrinted: true))
        let golden = TestData.packageRoot.appendingPathComponent("Tests/Goldens/ProblemDetails/\(locale).json")
        let text = String(decoding: response.body, as: UTF8.self) + "\n"
        if ProcessInfo.processInfo.environment["CATALOGC_RECORD_GOLDENS"] != nil {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: golden)
            Issue.record("recorded \(golden.path); unset CATALOGC_RECORD_GOLDENS and run again")
            return
        }
        #expect(text == (try TestData.file(golden, installHint: "record it with CATALOGC_RECORD_GOLDENS=1")))
    }
}
