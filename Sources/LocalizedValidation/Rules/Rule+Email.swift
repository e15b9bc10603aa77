import LocalizedValidationMessages

extension Rule {
    /// The text must be an e-mail address in `mode`'s syntax (see ``EmailMode``); the
    /// normalized value is the address with its local part in NFC (case kept) and its
    /// domain lowercased in Unicode form (`Ana@BÜCHER.de` → `Ana@bücher.de`).
    ///
    /// Each ``EmailError/Reason`` has its own message and code (`email-missing-at`,
    /// `email-dot-placement`, `email-invalid-domain`…). A second `@` (`a@b@example.com`)
    /// and a quoted local part are reported as `email-invalid-local-part`: the address is
    /// split at its last `@`, so the extra `@` or the quote is a character that is not
    /// allowed before it. An address literal (`ana@[192.0.2.1]`) is
    /// `email-invalid-domain`. In ``EmailMode/international``, a domain ending in digits
    /// or a hyphen is `email-invalid-top-level-domain` and a special-use domain
    /// (`ana@site.test`) `email-special-use-domain`.
    ///
    /// The rule does not trim: keep the field's default normalizers (trim, then NFC), or
    /// add ``Normalizer/nfkc`` to accept a fullwidth `＠` as `@`.
    ///
    /// ```swift
    /// FieldSpec("email", label: LocalizedText(Labels.email), rules: [.required, .email(.international)])
    /// ```
    ///
    /// - Parameter mode: The syntax; ``EmailMode/international`` by default.
    /// - Returns: The rule, named `email`.
    public static func email(_ mode: EmailMode = .international) -> Rule {
        Rule.text("email") { text, context in
            do throws(EmailError) {
                let address = try EmailAddress.parsed(text, mode: mode)
                return .normalized(.text(address.address))
            } catch {
                return .invalid(error.message(field: context.label))
            }
        }
    }
}

extension EmailError {
    /// The built-in message for this error.
    func message(field: LocalizedText) -> ValidationMessage {
        switch reason {
        case .missingAt: .emailMissingAt(field: field)
        case .emptyLocalPart: .emailEmptyLocalPart(field: field)
        case .emptyDomain: .emailEmptyDomain(field: field)
        case .dotPlacement: .emailDotPlacement(field: field)
        case .invalidLocalPartCharacter, .multipleAtSigns, .quotedLocalPart: .emailInvalidLocalPart(field: field)
        case .invalidDomain, .addressLiteral: .emailInvalidDomain(field: field)
        case .domainNeedsDot: .emailDomainNeedsDot(field: field)
        case .invalidTopLevelDomain: .emailInvalidTopLevelDomain(field: field)
        case .specialUseDomain: .emailSpecialUseDomain(field: field)
        case .localPartTooLong: .emailLocalPartTooLong(field: field, max: EmailAddress.maximumLocalPartBytes)
        case .tooLong: .emailTooLong(field: field, max: EmailAddress.maximumAddressBytes)
        case .unprocessable: .unprocessable(field: field)
        default: .emailInvalid(field: field)
        }
    }
}
