import LocalizedValidationIntl
import LocalizedValidationMessages

extension Rule {
    /// A user name: enforced with the PRECIS UsernameCaseMapped profile (RFC 8265),
    /// within a script-mixing limit (UTS #39), and not confusable with a name in use.
    ///
    /// The value becomes the enforced name (`Ana.Silva` → `ana.silva`, `ＡＮＡ` → `ana`).
    /// Failures, in the order checked:
    /// - `too-long-bytes`: the name is over the rule's byte budget, 1,024 UTF-8 bytes
    ///   unless changed with ``Rule/withByteBudget(_:)``.
    /// - `username-invalid`: PRECIS rejects the name (spaces, symbols, emoji, bidi
    ///   controls, invisible characters, a ZERO WIDTH JOINER out of context, right-to-left
    ///   text breaking the Bidi Rule). See ``PRECISProfile/usernameCaseMapped``.
    /// - `username-invalid` too, with the text "contains characters that cannot be used
    ///   in a name": PRECIS allows a letter that UTS #39 leaves out of identifiers
    ///   (Identifier_Status Restricted: `ʀoot` with U+0280, `ɑna` with U+0251), which
    ///   would otherwise read as a mix of scripts.
    /// - `identifier-mixed-scripts`: the name's letters and digits mix scripts beyond
    ///   `restriction` (`pаypal` with a Cyrillic `а`). ASCII punctuation is left out of
    ///   this check, since UTS #39 would count `@` as outside the identifier profile.
    /// - `identifier-confusable`: the name has the same UTS #39 skeleton as one in
    ///   `existing` — it is that name, or looks like it.
    ///
    /// The skeletons of `existing` are computed once, when the rule is created, so each
    /// check is one skeleton and one set lookup. For a large or changing user base, keep
    /// skeletons in your database (`SpoofChecker.skeleton(of:)` in LocalizedValidationIntl) and check there.
    ///
    /// - Parameters:
    ///   - existing: Names already taken, as typed or as stored.
    ///   - restriction: The most permissive script mixing to accept; the default, highly
    ///     restrictive, allows one script, or Latin with Han and Japanese kana or Korean
    ///     Hangul.
    public static func username(
        existing: [String] = [], restriction: RestrictionLevel = .highlyRestrictive
    ) -> Rule {
        let names = ExistingNames(existing) { name in try PRECISProfile.usernameCaseMapped.enforce(name) }
        return Rule.text("username", byteBudget: identifierByteBudget) { text, context in
            guard let enforced = try? PRECISProfile.usernameCaseMapped.enforce(text) else {
                return .invalid(.usernameInvalid(field: context.label))
            }
            guard let checker = names.checker,
                let level = try? checker.restrictionLevel(of: scriptBearing(enforced)),
                let taken = try? names.contains(confusableWith: enforced)
            else {
                return .invalid(.unprocessable(field: context.label))
            }
            if level > restriction {
                // A letter outside the identifier profile (`ʀ`, `ɑ`) makes even a one-script
                // name unrestricted: that is the reason, not a mix of alphabets.
                if level == .unrestricted, (try? checker.firstCharacterOutsideIdentifierProfile(in: enforced)) != nil {
                    return .invalid(
                        code: .usernameInvalid,
                        message: LocalizedText(ValidationMessage.nicknameInvalid(field: context.label)))
                }
                return .invalid(.identifierMixedScripts(field: context.label))
            }
            if taken { return .invalid(.identifierConfusable(field: context.label)) }
            return .normalized(.text(enforced))
        }
    }

    /// A nickname or display name: enforced with the PRECIS Nickname profile (RFC 8266)
    /// and not confusable with a nickname in use.
    ///
    /// The value becomes the enforced nickname: spaces mapped, trimmed and collapsed,
    /// NFKC, case kept (`"  Ana   Maria "` → `"Ana Maria"`). Emoji and other symbols are
    /// allowed; emoji ZWJ sequences and U+FE0F are not (see ``PRECISProfile``). Failures:
    /// - `too-long-bytes`: over the rule's byte budget (1,024 UTF-8 bytes by default).
    /// - `nickname-invalid`: PRECIS rejects the nickname (controls, bidi controls,
    ///   invisible characters, joiners out of context). See ``PRECISProfile/nickname``.
    /// - `identifier-confusable`: its comparison form (lowercased) has the same UTS #39
    ///   skeleton as one of `existing`.
    ///
    /// Nicknames are not checked for script mixing: they are free text, where a Latin
    /// name with a Cyrillic one beside it is legitimate, and emoji would make every
    /// mixing check fail.
    ///
    /// - Parameter existing: Nicknames already taken.
    public static func nickname(existing: [String] = []) -> Rule {
        let names = ExistingNames(existing) { name in try PRECISProfile.nickname.comparisonForm(name) }
        return Rule.text("nickname", byteBudget: identifierByteBudget) { text, context in
            guard let enforced = try? PRECISProfile.nickname.enforce(text),
                let comparable = try? PRECISProfile.nickname.comparisonForm(enforced: enforced)
            else {
                return .invalid(.nicknameInvalid(field: context.label))
            }
            guard let taken = try? names.contains(confusableWith: comparable) else {
                return .invalid(.unprocessable(field: context.label))
            }
            if taken { return .invalid(.identifierConfusable(field: context.label)) }
            return .normalized(.text(enforced))
        }
    }

    /// The byte budget of ``username(existing:restriction:)`` and ``nickname(existing:)``:
    /// PRECIS sets no length limit, and a megabyte name would otherwise be enforced,
    /// skeletonized and stored. 1,024 bytes is XMPP's limit on the same profiles' parts
    /// (RFC 7622 §3.3), far beyond any name users pick.
    static let identifierByteBudget = 1024

    /// The letters, marks and digits of an enforced user name: ASCII punctuation is
    /// Common script and would only make UTS #39 call the name unrestricted.
    private static func scriptBearing(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.filter { scalar in
                    switch scalar.value {
                    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...: true
                    default: false
                    }
                }))
    }
}

/// The UTS #39 skeletons of the names in use, computed once.
private struct ExistingNames: Sendable {
    let checker: SpoofChecker?
    let skeletons: Set<String>

    /// - Parameter comparisonForm: The profile's comparison form; a name it rejects (a
    ///   legacy name stored before the rule existed) is compared as typed, lowercased.
    init(_ names: [String], comparisonForm: (String) throws -> String) {
        let checker = try? SpoofChecker()
        self.checker = checker
        var skeletons = Set<String>()
        if let checker {
            for name in names {
                let form = (try? comparisonForm(name)) ?? ((try? UnicodeText.lowercased(name)) ?? name)
                if let skeleton = try? checker.skeleton(of: form) { skeletons.insert(skeleton) }
            }
        }
        self.skeletons = skeletons
    }

    /// Whether `name` (in comparison form) has the skeleton of a name in use.
    func contains(confusableWith name: String) throws -> Bool {
        guard !skeletons.isEmpty, let checker else { return false }
        return skeletons.contains(try checker.skeleton(of: name))
    }
}
