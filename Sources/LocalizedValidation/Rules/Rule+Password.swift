import LocalizedValidationIntl

extension Rule {
    /// The text must be an acceptable new password under `policy` (see
    /// ``PasswordPolicy``).
    ///
    /// The checks, on the password in NFC (or OpaqueString's form), in order: the minimum length
    /// (`password-too-short`), the maximum (`password-too-long`), a digit when required
    /// (`password-needs-digit`), the blocklist (`password-too-common`), personal data
    /// (`password-contains-personal-data`).
    ///
    /// Personal data: for each of the policy's fields, the field's value, each of its
    /// `White_Space`-separated words, and for an e-mail address its local part; each is
    /// compared with the password case-folded (as ``PasswordBlocklist`` does) and in whole
    /// characters, and ignored when shorter than
    /// ``PasswordPolicy/minimumPersonalDataLength`` code points. The password fails when it
    /// contains any of them. The check takes time linear in the password's and the
    /// values' lengths (a suffix automaton of the password answers each value in the
    /// value's length), so a long password and a long name cost their sum, not product.
    ///
    /// Graphemes are counted as ``length(min:max:unit:)`` counts them (a cluster over 128
    /// bytes counts once per started 128 bytes). The rule's byte budget
    /// (``Rule/byteBudget``) is 4,096 bytes: 64 code points take at most 256.
    ///
    /// With ``PasswordPolicy/enforcesOpaqueString``, the password is first enforced with
    /// the PRECIS OpaqueString profile (``PRECISProfile/opaqueString``, RFC 8265 §4.2):
    /// controls, invisible and unassigned characters are `password-invalid-characters`,
    /// non-ASCII spaces become U+0020, and the value becomes the enforced password, the
    /// form to hash. Otherwise the rule does not change the value.
    ///
    /// Give password fields `normalizers: [.nfc]`
    /// rather than the default, which also trims: spaces at either end are part of a
    /// password.
    ///
    /// - Parameter policy: What to require.
    /// - Returns: The rule, named `password`.
    public static func password(_ policy: PasswordPolicy) -> Rule {
        Rule.text("password", byteBudget: passwordByteBudget, referencing: policy.personalDataFields) {
            text, context in
            let password: String
            do throws(PRECISError) {
                password =
                    try policy.enforcesOpaqueString
                    ? PRECISProfile.opaqueString.enforced(text) : PRECIS.normalize(text, .nfc)
            } catch {
                let isICUFailure = error.reason == .icuFailure
                return .invalid(
                    isICUFailure
                        ? .unprocessable(field: context.label) : .passwordInvalidCharacters(field: context.label))
            }
            guard
                let length = try? UnicodeText.length(
                    of: password, in: policy.lengthUnit, clusterByteLimit: UnicodeText.storageBoundedClusterBytes)
            else {
                return .invalid(.unprocessable(field: context.label))
            }
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
                let index = SubstringIndex(key)
                for field in policy.personalDataFields {
                    guard let value = context.values[field]?.text,
                        let folded = try? PasswordBlocklist.key(value)
                    else { continue }
                    if personalData(in: folded).contains(where: { index.contains($0) }) {
                        return .invalid(.passwordContainsPersonalData(field: context.label))
                    }
                }
            }
            // OpaqueString's form is the one to hash and compare (RFC 8265 §4.2).
            return policy.enforcesOpaqueString ? .normalized(.text(password)) : .valid
        }
    }

    /// The password rule's own byte budget.
    static let passwordByteBudget = 4096

    /// General_Category Nd; the only ASCII ones are `0`…`9`, checked without a table lookup.
    /// General_Category Nd from ICU's data (the one Unicode source of the package).
    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return (try? ScalarProperties(scalar))?.generalCategory == .decimalNumber
    }

    /// The value (already folded as ``PasswordBlocklist`` keys are), its words and, for
    /// an e-mail address, its local part; each of at least
    /// ``PasswordPolicy/minimumPersonalDataLength`` code points. Folding and NFC neither
    /// create nor join white space or `@`, so the words of the folded value are the
    /// folded words of the value.
    private static func personalData(in folded: String) -> [Substring] {
        let scalars = folded.unicodeScalars
        var candidates = [Substring(folded)]
        candidates += scalars.split(whereSeparator: UnicodeText.isWhiteSpace).map(Substring.init)
        if let at = scalars.lastIndex(of: "@") { candidates.append(Substring(scalars[..<at])) }
        return candidates.filter { hasMinimumLength($0.unicodeScalars) }
    }

    /// At least ``PasswordPolicy/minimumPersonalDataLength`` code points, counted no
    /// further than that.
    private static func hasMinimumLength(_ scalars: Substring.UnicodeScalarView) -> Bool {
        scalars.prefix(PasswordPolicy.minimumPersonalDataLength).count == PasswordPolicy.minimumPersonalDataLength
    }
}
