import LocalizedValidationIntl
import LocalizedValidationMessages
import Testing

@testable import LocalizedValidation

@Suite struct PasswordOpaqueStringTests {
    private var policy: PasswordPolicy {
        var policy = PasswordPolicy.nist(mode: .multiFactor)
        policy.enforcesOpaqueString = true
        return policy
    }

    @Test func theValueBecomesTheOpaqueStringForm() {
        let outcome = result(of: .text("correct\u{00A0}horse"), rules: [.password(policy)], normalizers: [])
        #expect(outcome.isValid)
        #expect(outcome.text("value") == "correct horse")
        let decomposed = result(of: .text("sen\u{0303}ha-segura"), rules: [.password(policy)], normalizers: [])
        #expect(decomposed.text("value") == "se\u{00F1}ha-segura")
    }

    @Test func invisibleAndControlCharactersAreRefused() {
        for password in ["abcdefgh\u{200B}", "abcdefgh\u{0007}", "abcdefgh\u{202E}", "abcdefgh\u{E000}"] {
            #expect(
                code(of: .text(password), rules: [.password(policy)], normalizers: []) == "password-invalid-characters",
                "\(password.debugDescription)")
        }
        // Without the option, only NFC applies.
        #expect(
            code(of: .text("abcdefgh\u{200B}"), rules: [.password(.nist(mode: .multiFactor))], normalizers: []) == nil)
    }

    @Test func theMessageRendersInEveryLocale() {
        let issue = result(of: .text("abcdefgh\u{200B}"), rules: [.password(policy)], normalizers: []).issues[0]
        #expect(
            issue.localized(languageTag: "en")
                == "Value contains invisible or control characters that cannot be used in a password.")
        #expect(
            issue.localized(languageTag: "pt-BR")
                == "Apague os caracteres invisíveis ou de controle do campo “Value”. Eles não podem ser usados em senhas."
        )
        #expect(
            issue.localized(languageTag: "ru")
                == "Уберите из поля «Value» невидимые и управляющие символы. В пароле их использовать нельзя.")
    }
}
