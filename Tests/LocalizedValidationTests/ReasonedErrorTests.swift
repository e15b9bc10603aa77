import Foundation
import LocalizedValidationIntl
import Testing

@testable import LocalizedValidation

/// Every error type of the package has one shape (`ReasonedError`): a handler that knows
/// none of the types reads each one's stable reason the same way.
@Suite struct ReasonedErrorTests {
    /// The reason's identifier of whatever `body` throws, read as a generic handler does.
    private func reasonIdentifier(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as any ReasonedError {
            return error.reasonIdentifier
        } catch {
            Issue.record("\(type(of: error)) is not a ReasonedError")
            return nil
        }
    }

    @Test func everyErrorTypeAnswersWithItsReason() throws {
        #expect(reasonIdentifier { _ = try IntlLocale("not a locale!") } == "invalid-locale")
        #expect(reasonIdentifier { _ = try FieldValue(json: Data("{\"a\": 1, \"a\": 2}".utf8)) } == "duplicate-key")
        #expect(reasonIdentifier { _ = try IDNA().toASCII("a..example") } == "empty-label")
        #expect(
            reasonIdentifier {
                _ = try FormSchema(checking: [
                    FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: []),
                    FieldSpec("email", label: LocalizedText(verbatim: "E-mail"), rules: []),
                ])
            } == "duplicate-key")
        #expect(
            reasonIdentifier { _ = try PasswordBlocklist(contentsOfFile: "/nonexistent/\(UUID().uuidString)") }
                == "unreadable-file")
    }

    @Test func theIdentifierIsTheReasonsRawValue() {
        let error = JSONInputError(reason: .tooDeep, offset: 12)
        #expect(error.reasonIdentifier == JSONInputError.Reason.tooDeep.rawValue)
        #expect(JSONInputError.Reason(rawValue: "too-deep") == .tooDeep)
        #expect(SchemaError.Reason(rawValue: "unknown-reference") == .unknownReference)
        #expect(IDNAError(input: "x", operation: .toASCII, reasons: []).reason == .unknown)
    }
}
