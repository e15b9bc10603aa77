import Foundation
import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

/// The hostile-body corpus (`HostileBodies/hostile-bodies.jsonl`, written by
/// `Scripts/make-hostile-bodies`): every body gets its expected status and issues from
/// `validate(json:)` and from `decode`, which must also agree with each other. CI runs
/// the same corpus through the Registration example's `--json` (`Scripts/check-hostile-bodies`).
@Suite struct HostileBodyTests {
    /// One body of the corpus.
    struct Entry: Sendable, CustomStringConvertible {
        let name: String
        let screen: String
        let bytes: [UInt8]
        let status: Int
        let codes: [String]
        var description: String { "\(screen): \(name)" }
    }

    static let entries: [Entry] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("HostileBodies/hostile-bodies.jsonl")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { line in
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
            var bytes: [UInt8]
            if let hex = object["bodyHex"] as? String {
                bytes = stride(from: 0, to: hex.count, by: 2).map { offset in
                    let start = hex.index(hex.startIndex, offsetBy: offset)
                    return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
                }
            } else {
                var body = object["body"] as? String ?? ""
                if let expand = object["expand"] as? [Any], let marker = expand[0] as? String,
                    let piece = expand[1] as? String, let count = expand[2] as? Int
                {
                    let repeated =
                        piece.contains("#")
                        ? (0..<count).map { piece.replacingOccurrences(of: "#", with: String($0)) }.joined()
                        : String(repeating: piece, count: count)
                    body = body.replacingOccurrences(of: marker, with: repeated)
                }
                bytes = Array(body.utf8)
            }
            return Entry(
                name: object["name"] as? String ?? "", screen: object["screen"] as? String ?? "", bytes: bytes,
                status: object["status"] as? Int ?? 0, codes: object["codes"] as? [String] ?? [])
        }
    }()

    private static func label(_ text: String) -> LocalizedText { LocalizedText(verbatim: text) }

    // The Registration example's screens (Examples/Registration/Sources/Registration/Screens.swift),
    // with verbatim labels: the codes and statuses do not depend on the labels.
    static let email = FieldSpec(
        "email", label: label("E-mail"), normalizers: [.email], rules: [.required, .email(.international)])
    static let schemas: [String: FormSchema] = [
        "registration": FormSchema([
            email,
            FieldSpec(
                "password", label: label("Password"), normalizers: [.nfc],
                rules: [.required, .password(.eightCharactersAndDigit)]),
            FieldSpec(
                "confirmation", label: label("Confirmation"), normalizers: [.nfc],
                rules: [.required, .confirmation(of: "password")]),
            FieldSpec("terms", label: label("Terms"), rules: [.mustBeTrue]),
        ]),
        "profile": FormSchema([
            FieldSpec(
                "name", label: label("Name"), normalizers: [.trim, .collapseWhitespace, .nfc],
                rules: [.required, .plainText, .length(min: 2, max: 80)]),
            email,
            FieldSpec("age", label: label("Age"), rules: [.required, .integer(in: 13...120)]),
            FieldSpec("newsletter", label: label("Newsletter"), rules: []),
            FieldSpec("bio", label: label("Bio"), normalizers: [.trim, .nfc], rules: [.plainText, .length(max: 140)]),
        ]),
    ]

    struct Registration: Decodable {
        var email: String
        var password: String
        var confirmation: String
        var terms: Bool
    }

    struct Profile: Decodable {
        var name: String
        var email: String
        var age: Int
        var newsletter: FieldValue?
        var bio: String?
    }

    /// The answer's status and codes, as the corpus writes them.
    static func answer(_ error: JSONInputError) -> (Int, [String]) {
        (error.reason == .tooLarge ? 413 : 400, ["json-\(error.reason)"])
    }

    /// The codes as bytes: a pointer is the key as sent, so `==` on strings, which
    /// equates canonically equivalent text, would hide a normalized key.
    static func bytes(_ codes: [String]) -> [[UInt8]] { codes.map { Array($0.utf8) } }

    static func answer(_ issues: [ValidationIssue]) -> (Int, [String]) {
        (issues.isEmpty ? 200 : 422, issues.map { "\($0.path.jsonPointer) \($0.code)" })
    }

    @Test func theCorpusHasEveryCategory() {
        #expect(Self.entries.count >= 200)
        #expect(Set(Self.entries.map(\.status)) == [200, 400, 413, 422])
    }

    @Test(arguments: entries)
    func validateGivesTheExpectedAnswer(_ entry: Entry) throws {
        let schema = try #require(Self.schemas[entry.screen])
        let answer: (Int, [String])
        do {
            answer = Self.answer(try schema.validate(json: entry.bytes, environment: english).issues)
        } catch let error as JSONInputError {
            answer = Self.answer(error)
        }
        #expect(answer.0 == entry.status, "\(entry)")
        #expect(Self.bytes(answer.1) == Self.bytes(entry.codes), "\(entry): \(answer.1)")
    }

    @Test(arguments: entries)
    func decodeGivesTheSameAnswer(_ entry: Entry) throws {
        let answer: (Int, [String])
        do {
            switch entry.screen {
            case "registration":
                _ = try Self.schemas["registration"]!.decode(Registration.self, from: entry.bytes, environment: english)
            default:
                _ = try Self.schemas["profile"]!.decode(Profile.self, from: entry.bytes, environment: english)
            }
            answer = (200, [])
        } catch let error as JSONInputError {
            answer = Self.answer(error)
        } catch let failure as ValidationFailure {
            answer = Self.answer(failure.issues)
        }
        #expect(answer.0 == entry.status, "\(entry)")
        #expect(Self.bytes(answer.1) == Self.bytes(entry.codes), "\(entry): \(answer.1)")
    }
}
