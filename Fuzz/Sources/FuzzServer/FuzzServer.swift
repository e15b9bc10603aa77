import Foundation
import FuzzSupport
import LocalizedValidation
import LocalizedValidationServer

/// `Accept-Language` (`AcceptLanguage`) and problem-details responses
/// (`ValidationResult.problemResponse`). The input is a header, a NUL byte, and a
/// request body: a JSON object validated against a small schema (unknown keys, with
/// whatever names, become issues), or else text for its one required field.
enum ServerHarness {
    static let schema = FormSchema([
        FieldSpec("name", label: LocalizedText(verbatim: "Name"), normalizers: [.trim], rules: [.required]),
        FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: [.required, .email(.international)]),
        FieldSpec(
            "tags", label: LocalizedText(verbatim: "Tags"),
            each: .value(label: LocalizedText(verbatim: "Tag"), rules: [.required])),
    ])
    static let environment = InputEnvironment(locale: .english, timeZone: .utc)
    static let builtIn = ValidationLocale.allCases.map(\.identifier)
    static let custom = ["fr", "pt-PT", "sr-Latn", "zh-Hant-TW", "en-GB"]

    static func run(_ input: FuzzInput) {
        let parts = input.parts(separatedBy: 0, maximumParts: 2)
        let header = FuzzInput.text(parts[0])
        checkAcceptLanguage(header)

        let body = parts.count > 1 ? Array(parts[1]) : []
        let result =
            (try? schema.validate(json: body, environment: environment))
            ?? schema.validate(["name": .text(FuzzInput.text(body))], environment: environment)
        for supported in [builtIn, custom] {
            checkResponse(result, header: header, supported: supported)
        }
    }

    /// The header's ranges follow the grammar and the bounds; the match is one of the
    /// supported tags, never one the header refuses, and there is one when a range names
    /// a supported tag exactly.
    static func checkAcceptLanguage(_ header: String) {
        let accept = AcceptLanguage(header)
        fuzzRequire(accept.ranges.count <= AcceptLanguage.maximumRanges, "\(accept.ranges.count) ranges kept")
        // Compared as bytes: a range is ASCII, cut out of the header's first bytes.
        let read = header.utf8.prefix(AcceptLanguage.maximumBytes).map(asciiFolded)
        for range in accept.ranges {
            fuzzRequire((0...1000).contains(range.quality), "q-value \(range.quality) for \(range.tag)")
            fuzzRequire(range.isWildcard || isWellFormed(range.tag), "malformed range \(String(reflecting: range.tag))")
            fuzzRequire(
                read.firstRange(of: range.tag.utf8.map(asciiFolded)) != nil,
                "\(range.tag) is not in the header's first bytes")
        }
        for supported in [builtIn, custom, []] {
            let match = accept.bestMatch(in: supported)
            guard let match else {
                let named = accept.ranges.contains { range in
                    range.quality > 0 && supported.contains { $0.lowercased() == range.tag.lowercased() }
                        && !refused(range.tag, by: accept)
                }
                fuzzRequire(!named, "no match in \(supported), though a range names one")
                continue
            }
            fuzzRequire(supported.contains(match), "bestMatch returned \(match), not one of \(supported)")
            fuzzRequire(!refused(match, by: accept), "bestMatch returned \(match), which the header refuses")
        }
    }

    /// The response is in a supported locale, its body is JSON that both readers agree
    /// on, with one error per issue whose pointer leads back to the issue's path.
    static func checkResponse(_ result: ValidationResult, header: String, supported: [String]) {
        guard let response = result.problemResponse(acceptLanguage: header, supportedLocales: supported) else {
            fuzzRequire(result.isValid, "no response for an invalid result")
            return
        }
        fuzzRequire(supported.contains(response.contentLanguage), "answered in \(response.contentLanguage)")
        fuzzRequire(response.header("Content-Language") == response.contentLanguage, "Content-Language differs")
        fuzzRequire(response.status == 422, "status \(response.status)")
        fuzzRequire(response.problem.errors.count == result.issues.count, "errors and issues differ in number")
        for (error, issue) in zip(response.problem.errors, result.issues) {
            // A pointer cannot tell the key `"56"` from the index 56 (RFC 6901), so the
            // segments are compared as the text they are in the pointer.
            let segments = FieldPath(jsonPointer: error.pointer)?.segments.map(segmentText)
            fuzzRequire(
                segments == issue.path.segments.map(segmentText),
                "pointer \(error.pointer) does not lead back to \(issue.path.segments)")
            fuzzRequire(!error.detail.isEmpty, "an empty detail for \(issue.code)")
        }
        for body in [response.body, response.problem.json(prettyPrinted: true)] {
            let ours = readingJSON { try FieldValue(json: body) }
            guard case .success(let value) = ours else {
                fuzzRequire(false, "our JSON reader refuses the body: \(ours)\n\(FuzzInput.text(body))")
                return
            }
            fuzzRequire(value.object?["status"]?.number?.intValue == 422, "the body's status is not 422")
            fuzzRequire(
                value.object?["errors"]?.array?.count == result.issues.count, "the body has other errors")
            let decoded = try? JSONDecoder().decode(ProblemDetails.self, from: Data(body))
            fuzzRequire(decoded == response.problem, "JSONDecoder reads another problem from the body")
        }
    }

    static func segmentText(_ segment: FieldPath.Segment) -> String {
        switch segment {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }

    /// ASCII letters in lowercase, `_` as `-`.
    static func asciiFolded(_ byte: UInt8) -> UInt8 {
        if byte == UInt8(ascii: "_") { return UInt8(ascii: "-") }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// Whether a `q=0` range refuses the tag (RFC 4647 basic filtering), legacy language
    /// codes read as their current ones on both sides (`sh;q=0` refuses `sr-Latn`).
    static func refused(_ tag: String, by accept: AcceptLanguage) -> Bool {
        let tag = current(tag)
        return accept.ranges.contains { range in
            guard range.quality == 0, !range.isWildcard else { return false }
            let prefix = current(range.tag)
            return tag == prefix || tag.hasPrefix(prefix + "-")
        }
    }

    /// CLDR's language aliases for the legacy codes, written out here rather than taken
    /// from the library: the fuzzer's own oracle.
    static func current(_ tag: String) -> String {
        var subtags = tag.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let aliases = [
            "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "no": "nb", "tl": "fil", "sh": "sr-latn",
        ]
        if let first = subtags.first, let alias = aliases[first] {
            let hasScript = subtags.count > 1 && subtags[1].count == 4 && subtags[1].first!.isLetter
            subtags[0] = hasScript ? String(alias.prefix { $0 != "-" }) : alias
        }
        return subtags.joined(separator: "-")
    }

    /// `1*8ALPHA *("-" 1*8alphanum)`.
    static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        return subtags.enumerated().allSatisfy { index, subtag in
            (1...8).contains(subtag.utf8.count)
                && subtag.utf8.allSatisfy { byte in
                    let letter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    return letter || (index > 0 && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
                }
        }
    }
}

/// What the reader answers: the value, or its `JSONInputError` (the public API throws
/// untyped errors; any other error is a finding).
func readingJSON<Value>(_ read: () throws -> Value) -> Result<Value, JSONInputError> {
    do {
        return .success(try read())
    } catch let error as JSONInputError {
        return .failure(error)
    } catch {
        fatalError("the JSON reader threw something else than JSONInputError: \(error)")
    }
}
