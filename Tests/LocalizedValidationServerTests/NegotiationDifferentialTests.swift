import LocalizedValidation
import Testing

@testable import LocalizedValidationServer

/// Every entry point that chooses a locale from an `Accept-Language` header answers the
/// same, over a generated set of headers: the server's `AcceptLanguage`, the generated
/// locale type's `negotiated(acceptLanguage:)`, `problemResponse`, and
/// `LocaleNegotiation` itself (issue 22, deliverable 4).
@Suite struct NegotiationDifferentialTests {
    static let pool = [
        "en", "en-US", "en-GB", "pt", "pt-BR", "pt-PT", "pt_BR", "ru", "ru-RU", "de", "fr-CA", "*", "en-XA", "ar",
        "ar-XB", "ar-EG", "zh-TW", "zh-Hant", "sr-RS", "iw", "no", "PT-br", "x", "toolongsubtag", "ru-", "en-x-a",
    ]
    static let qualities = ["", ";q=0", ";q=0.5", ";q=1", ";q=0.001", ";q=0.9", ";q=2", ";q=0.", ";level=1"]

    /// A deterministic set of headers: every pair of entries, and a thousand longer ones
    /// from a fixed linear congruential sequence.
    static let headers: [String] = {
        var headers: [String] = []
        let entries = pool.flatMap { tag in qualities.map { tag + $0 } }
        for first in entries where first.hasPrefix("pt") || first.hasPrefix("*") || first.hasPrefix("zh") {
            for second in entries { headers.append(first + ", " + second) }
        }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<1_000 {
            let count = 1 + next(6)
            headers.append(
                (0..<count).map { _ in entries[next(entries.count)] }.joined(separator: next(2) == 0 ? "," : " , "))
        }
        return headers
    }()

    static let supported = ValidationLocale.allCases.map(\.identifier)

    static let invalid = FormSchema([FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: [.required])])
        .validate([:], environment: InputEnvironment(locale: .english, timeZone: .utc))

    /// A real reader error (its initializer is the reader's own).
    static let unreadable: JSONInputError = {
        do {
            _ = try FieldValue(json: Array("{".utf8))
            preconditionFailure("`{` was read")
        } catch let error as JSONInputError {
            return error
        } catch {
            preconditionFailure("\(error)")
        }
    }()

    @Test("The server's AcceptLanguage, the generated locale type, problemResponse and LocaleNegotiation agree")
    func entryPointsAgree() {
        #expect(Self.headers.count > 5_000)
        var disagreements: [String] = []
        for header in Self.headers {
            let server = AcceptLanguage(header).bestMatch(in: Self.supported) ?? Self.supported[0]
            let generated = ValidationLocale.negotiated(acceptLanguage: header).identifier
            let response = Self.invalid.problemResponse(acceptLanguage: header, supportedLocales: ValidationLocale.self)
            let runtime =
                LocaleNegotiation.bestMatch(acceptLanguage: header, supported: Self.supported)
                .map { Self.supported[$0] } ?? Self.supported[0]
            let unreadable = Self.unreadable.problemResponse(
                acceptLanguage: header, supportedLocales: Self.supported)
            let answers = [server, generated, response?.contentLanguage ?? "-", runtime, unreadable.contentLanguage]
            if Set(answers).count != 1 { disagreements.append("\(header): \(answers)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test("Without refusals, the ranked tags negotiated as tags agree with the header")
    func rankedTagsAgreeWithoutRefusals() {
        for header in Self.headers {
            let ranges = AcceptLanguage(header).ranges
            guard !ranges.contains(where: { $0.quality == 0 || $0.isWildcard }) else { continue }
            let tags = LocaleNegotiation.acceptLanguageTags(header)
            let fromTags = ValidationLocale.negotiated(tags).identifier
            let fromHeader = ValidationLocale.negotiated(acceptLanguage: header).identifier
            #expect(fromTags == fromHeader, "\(header)")
        }
    }

    @Test("The finding of issue 22: pt-BR;q=0, pt answers the same, and never pt-BR")
    func theRefusedLocale() {
        let header = "pt-BR;q=0, pt"
        #expect(AcceptLanguage(header).bestMatch(in: ["en", "pt-BR", "ru"]) == nil)
        // The built-in messages have pt-PT, which the header does not refuse: Portuguese,
        // and still never pt-BR.
        #expect(ValidationLocale.negotiated(acceptLanguage: header) == .ptPT)
        #expect(
            Self.invalid.problemResponse(acceptLanguage: header, supportedLocales: ["en", "pt-BR"])?.contentLanguage
                == "en")
    }
}
