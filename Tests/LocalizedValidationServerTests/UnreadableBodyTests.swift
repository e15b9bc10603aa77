import Foundation
import LocalizedValidation
import Testing

@testable import LocalizedValidationServer

/// Malformed bodies answered with problem details (issue 22, deliverables 2 and 5).
@Suite struct UnreadableBodyTests {
    static let locales = ["en", "pt-BR", "ru"]
    static let schema = FormSchema([
        FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: [.required])
    ])
    static let environment = InputEnvironment(locale: .english, timeZone: .utc)

    static func error(_ body: [UInt8], limits: JSONInputLimits = .default) throws -> JSONInputError {
        do {
            _ = try schema.validate(json: body, environment: environment, limits: limits)
        } catch let error as JSONInputError {
            return error
        }
        throw CancellationError()  // read: the test's body was not malformed
    }

    static func error(_ body: String) throws -> JSONInputError { try error(Array(body.utf8)) }

    @Test("A truncated body is a 400 in the negotiated language, with code, pointer and offset")
    func truncatedBody() throws {
        let response = try Self.error(#"{"email": "#).problemResponse(
            acceptLanguage: "ru;q=0.9, en;q=0.5", supportedLocales: Self.locales)
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(response.contentLanguage == "ru" && response.header("Content-Language") == "ru")
        #expect(response.header("Vary") == "Accept-Language")
        #expect(response.problem.type == ProblemDetails.unreadableBodyType)
        #expect(response.problem.title == "Не удалось прочитать тело запроса.")
        #expect(response.problem.detail == "В теле запроса некорректный JSON.")
        #expect(
            response.problem.errors == [
                .init(pointer: "/email", code: "json-syntax", detail: response.problem.detail, offset: 10)
            ])
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(
            text.hasSuffix(#""code":"json-syntax","detail":"В теле запроса некорректный JSON.","offset":10}]}"#)
        )
        #expect(try JSONDecoder().decode(ProblemDetails.self, from: Data(response.body)) == response.problem)
    }

    @Test("Too large is 413, with a title of its own")
    func tooLarge() throws {
        let limits = JSONInputLimits(maximumBytes: 8, maximumDepth: 4, maximumElements: 4)
        let error = try Self.error(Array(#"{"email": "ana@example.com"}"#.utf8), limits: limits)
        let response = error.problemResponse(acceptLanguage: "pt-BR", supportedLocales: Self.locales)
        #expect(response.status == 413 && response.problem.errors.first?.code == "json-too-large")
        #expect(response.problem.title == "O corpo da requisição é grande demais.")
        #expect(response.problem.errors.first?.pointer == "")
    }

    @Test("Each reason has its own code and its own text in en, pt-BR and ru")
    func everyReasonHasItsText() throws {
        let bodies: [(String, [UInt8])] = [
            ("syntax", Array("{".utf8)),
            ("invalid-utf8", Array(#"{"email": ""#.utf8) + [0xFF] + Array(#""}"#.utf8)),
            ("byte-order-mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8)),
            ("not-an-object", Array("[]".utf8)),
            ("duplicate-key", Array(#"{"email": 1, "email": 2}"#.utf8)),
            ("too-large", Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1)),
            ("too-deep", Array((String(repeating: "[", count: 40) + String(repeating: "]", count: 40)).utf8)),
            (
                "too-many-elements",
                Array(("[" + Array(repeating: "0", count: 10_001).joined(separator: ",") + "]").utf8)
            ),
            (
                "too-many-values",
                Array(("[" + Array(repeating: "[[[[[[[[0]]]]]]]]", count: 9_000).joined(separator: ",") + "]").utf8)
            ),
            ("number-too-long", Array(("[" + String(repeating: "1", count: 2_000) + "]").utf8)),
            ("number-out-of-range", Array("[1e400000]".utf8)),
        ]
        var texts: [String: Set<String>] = [:]
        for (code, body) in bodies {
            let error = try Self.error(body)
            #expect(error.reason.description == code)
            for locale in Self.locales {
                let problem = error.problemResponse(acceptLanguage: locale, supportedLocales: Self.locales).problem
                #expect(problem.errors.map(\.code) == ["json-" + code])
                #expect(problem.errors.first?.offset == error.offset)
                texts[locale, default: []].insert(problem.detail)
            }
        }
        for locale in Self.locales { #expect(texts[locale]?.count == bodies.count, "\(locale)") }
        #expect(texts["pt-BR"]!.isDisjoint(with: texts["en"]!) && texts["ru"]!.isDisjoint(with: texts["en"]!))
    }

    @Test("The app's locales decide the language: none is guessed")
    func theAppsLocales() throws {
        let error = try Self.error("{")
        // An app in en and pt-BR answers a Russian client in its first locale, not ru.
        #expect(error.problemResponse(acceptLanguage: "ru", supportedLocales: ["en", "pt-BR"]).contentLanguage == "en")
        #expect(
            error.problemResponse(acceptLanguage: "pt", supportedLocales: ValidationLocale.self).contentLanguage
                == "pt-BR")
        let invalid = Self.schema.validate([:], environment: Self.environment)
        #expect(
            invalid.problemResponse(acceptLanguage: "ru", supportedLocales: ["pt-BR", "en"])?.contentLanguage == "pt-BR"
        )
        #expect(
            invalid.problemResponse(acceptLanguage: "ru", supportedLocales: ValidationLocale.self)?.contentLanguage
                == "ru")
    }

    static let hostileKey =
        "</script><script>alert(1)</script>&\u{2028}\u{2029}\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"

    @Test("Problem details are safe in an HTML script: every string escaped, keys sent back included")
    func safeToEmbed() throws {
        // A duplicate key the client sent is echoed back in the pointer.
        let body = #"{"\#(Self.hostileKey)": 1, "\#(Self.hostileKey)": 2}"#
        let error = try Self.error(body)
        #expect(error.pointer == "/" + Self.hostileKey.replacing("/", with: "~1"))
        let response = error.problemResponse(acceptLanguage: "en", supportedLocales: Self.locales)
        // A validation issue at a hostile key too.
        let nested = FormSchema([
            FieldSpec("a", label: LocalizedText(verbatim: "A <b>&</b>"), rules: [.required])
        ]).validate([:], environment: Self.environment)
        let issue = try #require(nested.problemResponse(acceptLanguage: "en", supportedLocales: Self.locales))
        for bytes in [response.body, issue.body] {
            let text = String(decoding: bytes, as: UTF8.self)
            for scalar in text.unicodeScalars {
                #expect(!JSONText.isEscapedForHTML(scalar), "\(scalar.value) written raw")
            }
            #expect(!text.contains("</script"))
        }
        let written = String(decoding: response.body, as: UTF8.self)
        #expect(
            written.contains(#"\u003c~1script\u003e\u003cscript\u003ealert(1)\u003c~1script\u003e\u0026\u2028\u2029"#))
        #expect(written.contains(#"\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069""#))
        // Escaped, the same text: it decodes back to the same problem.
        #expect(try JSONDecoder().decode(ProblemDetails.self, from: Data(response.body)) == response.problem)
        #expect(String(decoding: issue.body, as: UTF8.self).contains(#"A \u003cb\u003e\u0026\u003c/b\u003e"#))
    }
}
