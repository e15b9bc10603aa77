import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// The request path's shortcuts (see the Benchmarks README's request-path suite) give
/// exactly what the plain computation gives: each is checked here against it.
@Suite struct RequestPathFastPathTests {
    private let label = LocalizedText(verbatim: "Field")

    /// The byte search for `xn--` agrees with `String.contains` on every shape of near miss.
    /// The last `@` found on bytes is the last `@` scalar.
    @Test func lastAtSignOnBytesMatchesScalars() {
        for text in [
            "", "@", "a@b", "a@b@c", "@@", "ana@", "@example.com", "josé@exemplo.com.br", "пользователь@пример.рф",
            "👩‍👩‍👧@😀", "a\u{301}@b\u{301}", "no at sign", "＠fullwidth", "a＠b@c", String(Substring("x@y@z").dropFirst()),
        ] {
            let scalars = text.unicodeScalars
            let expected = scalars.lastIndex(of: "@").map { scalars.distance(from: scalars.startIndex, to: $0) }
            let found = EmailAddress.lastAt(in: text).map { scalars.distance(from: scalars.startIndex, to: $0) }
            #expect(found == expected, "\(text)")
        }
    }

    /// Blank text decided on its first byte agrees with the scalar definition for every
    /// ASCII first character.
    @Test func blankTextOnTheFirstByteMatchesScalars() {
        for byte in 0..<128 {
            let first = String(UnicodeScalar(UInt8(byte)))
            for text in [first, first + "\u{200B}", first + "x", "\u{200B}" + first, first + "\u{00A0}"] {
                let expected = text.unicodeScalars.allSatisfy {
                    UnicodeText.isWhiteSpace($0) || UnicodeText.isDefaultIgnorable($0)
                }
                #expect(UnicodeText.isBlank(text) == expected, "\(Array(text.unicodeScalars))")
            }
        }
    }

    @Test func punycodeMarkerSearchMatchesContains() {
        let domains = [
            "", "x", "xn", "xn-", "xn--", "xn--p1ai", "example.xn--p1ai", "axn--b", "xxn--", "xn-x--", "x-n--",
            "xn-.-", "XN--abc", "bücher.de", "münchen.xn--de", "example.com", "xnxn--", "--xn", "n--xn--",
        ]
        for domain in domains {
            #expect(Normalizer.containsPunycodeMarker(domain.utf8) == domain.contains("xn--"), "\(domain)")
        }
    }

    /// Normalized text replaces the submitted value when its bytes differ, even if it is
    /// canonically equivalent (`==` would call NFD and NFC text equal).
    @Test func normalizedTextIsComparedByBytes() {
        let schema = FormSchema([FieldSpec("name", label: label, normalizers: [.nfc], rules: [])])
        let decomposed = "Jose\u{301}"
        let result = schema.validate(["name": .text(decomposed)], environment: english)
        #expect(Array(result.values["name"]!.text!.utf8) == Array("Jos\u{E9}".utf8))
        let untouched = FormSchema([FieldSpec("name", label: label, normalizers: [], rules: [])])
            .validate(["name": .text(" Ana ")], environment: english)
        let trimmed = FormSchema([FieldSpec("name", label: label, rules: [])])
            .validate(["name": .text(" Ana ")], environment: english)
        #expect(result.isValid && untouched.values["name"] == .text(" Ana "))
        #expect(trimmed.values["name"] == .text("Ana"))
    }

    /// Every field has an entry in the values (absent when not submitted), rules see the
    /// other fields' normalized values, and a rule's canonical form is the final value.
    @Test func valuesMatchTheFieldByFieldComputation() throws {
        let schema = FormSchema([
            FieldSpec("password", label: label, normalizers: [.trim], rules: []),
            FieldSpec("confirmation", label: label, normalizers: [.trim], rules: [.confirmation(of: "password")]),
            FieldSpec("email", label: label, normalizers: [.email], rules: [.email(.international)]),
            FieldSpec("bio", label: label, rules: [.length(max: 3)]),
            FieldSpec("terms", label: label, rules: [.mustBeTrue]),
        ])
        let result = schema.validate(
            [
                "password": .text(" secret "), "confirmation": .text("secret"), "email": .text(" Ana@BÜCHER.de "),
                "terms": .flag(true),
            ], environment: english)
        #expect(result.isValid)
        #expect(result.values["password"] == .text("secret"))
        #expect(result.values["email"] == .text("Ana@bücher.de"))
        #expect(result.values["bio"] == .absent)
        #expect(result.values["terms"] == .flag(true))
        #expect(result.values.count == 5)
        let other = schema.validate(
            ["password": .text("secret"), "confirmation": .text("secreT"), "terms": .flag(false)],
            environment: english)
        #expect(other.issues.map(\.field) == ["confirmation", "terms"])
        #expect(schema.validate(field: "confirmation", in: ["confirmation": .text("x")], environment: english) != nil)
        // A canonical form equal to the text as typed: the same final value.
        let canonical = schema.validate(
            [
                "password": .text("s"), "confirmation": .text("s"), "email": .text("ana@example.com"),
                "terms": .flag(true),
            ],
            environment: english)
        #expect(canonical.isValid && canonical.values["email"] == .text("ana@example.com"))
    }

    /// A budget failure and a normalizer failure are reported at their field's position.
    @Test func earlyFailuresKeepFieldOrder() {
        let schema = FormSchema(
            [
                FieldSpec("a", label: label, rules: [.required]),
                FieldSpec("b", label: label, rules: [], byteBudget: 3),
                FieldSpec("c", label: label, rules: [.required]),
            ], byteBudget: 10)
        let result = schema.validate(
            ["b": .text("four"), "c": .text(String(repeating: "x", count: 11))], environment: english)
        #expect(result.issues.map(\.field) == ["a", "b", "c"])
        #expect(result.issues.map(\.code) == [.required, .tooLongBytes, .tooLongBytes])
        #expect(schema.validate(field: "b", in: ["b": .text("four")], environment: english)?.code == .tooLongBytes)
    }

    /// A value that does not fit the type still names its path (the path is built only
    /// for the error).
    @Test func decodingErrorsKeepTheirPath() throws {
        struct Form: Decodable {
            var name: String
            var age: Int
            var terms: Bool
        }
        let schema = FormSchema(
            [
                FieldSpec("name", label: label, rules: []), FieldSpec("age", label: label, rules: []),
                FieldSpec("terms", label: label, rules: []),
            ])
        for (values, pointer) in [
            (["name": FieldValue.flag(true), "age": .text("1"), "terms": .flag(true)], "/name"),
            (["name": .text("a"), "age": .text("x"), "terms": .flag(true)], "/age"),
            (["name": .text("a"), "age": .text("1"), "terms": .text("yes")], "/terms"),
        ] as [([FieldKey: FieldValue], String)] {
            #expect(throws: ValidationFailure.self) { try schema.decode(Form.self, from: values, environment: english) }
            do {
                _ = try schema.decode(Form.self, from: values, environment: english)
            } catch let error as ValidationFailure {
                #expect(error.issues.map(\.path.jsonPointer) == [pointer])
                #expect(error.issues.map(\.code) == [.wrongType])
            }
        }
    }

    /// A domain the plain-host-name check accepts is one IDNA maps to itself: every
    /// string of up to 7 characters over `a`, `0`, `-`, `.`, and labels and names at
    /// their length limits.
    @Test func plainHostNamesAreWhatIDNALeavesAlone() throws {
        var domains: [String] = [""]
        var frontier: [String] = [""]
        for _ in 1...7 {
            frontier = frontier.flatMap { prefix in ["a", "0", "-", "."].map { prefix + $0 } }
            domains += frontier
        }
        for length in [62, 63, 64] { domains.append(String(repeating: "a", count: length) + ".com") }
        let label = String(repeating: "b", count: 49) + "."
        for extra in 0...4 {
            domains.append(String(repeating: label, count: 5) + String(repeating: "c", count: extra + 1))
        }
        domains += ["ab-c.de", "abc-d.de", "a--b.de", "xn--p1ai", "example.com", "EXAMPLE.com", "ex_ample.com"]
        var accepted = 0
        for domain in domains where EmailAddress.isPlainHostName(domain.utf8) {
            accepted += 1
            let forms = try EmailAddress.idnaDomain(domain)
            #expect(forms.unicode == domain && forms.ascii == domain, "\(domain)")
        }
        #expect(accepted > 1_000)
        for domain in ["xn--p1ai", "EXAMPLE.com", "a-.com", "-a.com", "a..com", ".a", "a.", "ab--c.de", "bücher.de"] {
            #expect(!EmailAddress.isPlainHostName(domain.utf8), "\(domain)")
        }
    }

    /// JSON strings: ASCII runs skip validation, anything else is still validated, so
    /// every byte sequence reads as `String(validating:)` reads it.
    @Test func jsonStringsReadAsValidatedUTF8() {
        let runs: [[UInt8]] = [
            Array("plain ascii".utf8), Array("Jos\u{E9}".utf8), Array("\u{1F600}".utf8), [0x7F], [0xFF], [0x80],
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x61, 0xE2, 0x82], [0x61, 0xC3, 0xA9, 0x62],
        ]
        for run in runs {
            let document = [UInt8(ascii: "\"")] + run + [UInt8(ascii: "\"")]
            let expected = String(validating: run, as: UTF8.self).map(FieldValue.text)
            #expect((try? FieldValue(json: document)) == expected, "\(run)")
        }
    }

    /// The special-use check finds the top-level label as splitting at dots does.
    @Test func specialUseTopLevelMatchesSplitting() {
        let domains = [
            "", ".", "test", "a.test", "a.test.", "example.com", "x.example", "a.b.localhost", "onion.com", "testing",
            "a..alt", "arpa", "xn--p1ai.internal", "INVALID", "a.te\u{301}st", "b\u{FC}cher.test",
        ]
        for domain in domains {
            let topLevel = domain.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
            #expect(EmailAddress.isSpecialUse(domain) == EmailAddress.specialUseNames.contains(topLevel), "\(domain)")
        }
    }
}
