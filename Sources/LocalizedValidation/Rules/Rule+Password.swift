import Intl

extension Rule {
    /// The text must be an acceptable new password under `policy` (see
    /// ``PasswordPolicy``).
    ///
    /// The checks, on the password in NFC, in order: the minimum length
    /// (`password-too-short`), the maximum (`password-too-long`), a digit when required
    /// (`password-needs-digit`), the blocklist (`password-too-common`), personal data
    /// (`password-contains-personal-data`).
    ///
    /// Personal data: for each of the policy's fields, the field's value, each of its
    /// `White_Space`-separated words, and for an e-mail address its local part; each is
    /// compared with the password case-folded (as ``PasswordBlocklist`` does) and in whole
    /// characters, and ignored when shorter than
    /// ``PasswordPolicy/minimumPersonalDataLength`` code points. The password fails when it
    /// contains any of them.
    ///
    /// The rule does not change the value. Give password fields `normalizers: [.nfc]`
    /// rather than the default, which also trims: spaces at either end are part of a
    /// password.
    ///
    /// - Parameter policy: What to require.
    /// - Returns: The rule, named `password`.
    public static func password(_ policy: PasswordPolicy) -> Rule {
        Rule.text("password") { text, context in
            guard let password = try? UnicodeText.normalized(text, form: .nfc),
                let length = try? UnicodeText.length(of: password, in: policy.lengthUnit)
            else { return .invalid(.unprocessable(field: context.label)) }
            if length < policy.minimumLength {
                return .invalid(.passwordTooShort(field: context.label, min: policy.minimumLength))
            }
            if let maximum = policy.maximumLength, length > maximum {
                return .invalid(.passwordTooLong(field: context.label, max: maximum))
            }
            if policy.requiresDigit,
                !password.unicodeScalars.contains(where: isDecimalDigit)
            {
                return .invalid(.passwordNeedsDigit(field: context.label))
            }
            if let blocklist = policy.blocklist, blocklist.contains(password) {
                return .invalid(.passwordTooCommon(field: context.label))
            }
            if !policy.personalDataFields.isEmpty {
                guard let key = try? PasswordBlocklist.key(password) else {
                    return .invalid(.unprocessable(field: context.label))
                }
                for field in policy.personalDataFields {
                    guard let value = context.values[field]?.text else { continue }
                    // `firstRange(of:)`, the standard library's search in whole
                    // characters: Foundation's `contains(_:)`, which `key.contains` would
                    // pick, traps on some non-ASCII text searched for text with NULs
                    // ("joséde" for "e\0\0\0"; found by Fuzz/, FuzzValidation).
                    if personalData(in: value).contains(where: { key.firstRange(of: $0) != nil }) {
                        return .invalid(.passwordContainsPersonalData(field: context.label))
                    }
                }
            }
            return .valid
        }
    }

    /// General_Category Nd; the only ASCII ones are `0`…`9`, checked without a table lookup.
    /// General_Category Nd from ICU's data (the one Unicode source of the package).
    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return (try? ScalarProperties(scalar))?.generalCategory == .decimalNumber
    }

    /// The folded value, its words and, for an e-mail address, its local part; each of at
    /// least ``PasswordPolicy/minimumPersonalDataLength`` code points.
    private static func personalData(in value: String) -> [String] {
        var candidates = [value]
        candidates += value.unicodeScalars.split(whereSeparator: UnicodeText.isWhiteSpace).map(String.init)
        if let at = value.unicodeScalars.lastIndex(of: "@") {
            candidates.append(String(value.unicodeScalars[..<at]))
        }
        return candidates.compactMap { candidate in
            guard let key = try? PasswordBlocklist.key(candidate),
                key.unicodeScalars.count >= PasswordPolicy.minimumPersonalDataLength
            else { return nil }
            return key
        }
    }
}
