import LocalizedValidationIntl

/// The PRECIS derived property of a code point (RFC 8264 section 8), which decides
/// whether a string class allows it.
public enum PRECISProperty: String, Sendable, Hashable, CaseIterable {
    /// Allowed in every string class: letters, digits, combining marks, printable ASCII.
    case pvalid = "PVALID"
    /// Allowed only in a joining context: ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER.
    case contextJ = "CONTEXTJ"
    /// Allowed only in the context RFC 5892 appendix A gives it (MIDDLE DOT, Greek
    /// KERAIA, Hebrew GERESH and GERSHAYIM, KATAKANA MIDDLE DOT, Arabic-Indic digits).
    case contextO = "CONTEXTO"
    /// Allowed in the FreeformClass, disallowed in the IdentifierClass (`ID_DIS`): spaces,
    /// symbols, punctuation, other letters and digits, compatibility characters.
    case freePVAL = "FREE_PVAL"
    /// Never allowed: controls, default-ignorables, conjoining Hangul jamo…
    case disallowed = "DISALLOWED"
    /// Not assigned in the Unicode version ICU follows.
    case unassigned = "UNASSIGNED"
}

extension PRECISProperty {
    /// The derived property of `scalar`, computed with the algorithm of RFC 8264
    /// section 8 from ICU's Unicode data.
    ///
    /// - Throws: ``PRECISError`` with ``PRECISError/Reason/icuFailure`` when ICU cannot
    ///   load its data.
    public static func of(_ scalar: Unicode.Scalar) throws -> PRECISProperty {
        try property(of: scalar)
    }

    /// ``of(_:)`` with its error typed, for the profiles.
    static func property(of scalar: Unicode.Scalar) throws(PRECISError) -> PRECISProperty {
        if scalar.value < 0x80 { return asciiProperty(scalar) }
        return of(try PRECIS.properties(of: scalar))
    }

    /// The RFC 8264 section 8 algorithm, in its order.
    static func of(_ properties: ScalarProperties) -> PRECISProperty {
        let scalar = properties.scalar
        if scalar.value < 0x80 { return asciiProperty(scalar) }
        if let exception = exception(scalar) { return exception }  // Exceptions (F)
        // BackwardCompatible (G) is empty.
        let category = properties.generalCategory
        if category == .unassigned && !properties.isNoncharacter { return .unassigned }  // (J)
        if properties.isJoinControl { return .contextJ }  // JoinControl (H)
        if properties.isConjoiningJamo { return .disallowed }  // OldHangulJamo (I)
        if properties.isDefaultIgnorable || properties.isNoncharacter { return .disallowed }  // (M)
        if category == .control { return .disallowed }  // Controls (L)
        if properties.hasCompatibilityMapping { return .freePVAL }  // HasCompat (Q)
        switch category {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .decimalNumber, .modifierLetter,
            .nonspacingMark, .spacingMark:
            return .pvalid  // LetterDigits (A)
        case .titlecaseLetter, .letterNumber, .otherNumber, .enclosingMark:
            return .freePVAL  // OtherLetterDigits (R)
        case .spaceSeparator:
            return .freePVAL  // Spaces (N)
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return .freePVAL  // Symbols (O)
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return .freePVAL  // Punctuation (P)
        default:
            return .disallowed
        }
    }

    /// ASCII7 (K) is PVALID: U+0021…U+007E. U+0020 is a space; the rest are controls.
    private static func asciiProperty(_ scalar: Unicode.Scalar) -> PRECISProperty {
        switch scalar.value {
        case 0x21...0x7E: .pvalid
        case 0x20: .freePVAL
        default: .disallowed
        }
    }

    /// The Exceptions category: RFC 5892 section 2.6, which RFC 8264 reuses.
    private static func exception(_ scalar: Unicode.Scalar) -> PRECISProperty? {
        switch scalar.value {
        case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007:
            .pvalid
        case 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB, 0x0660...0x0669, 0x06F0...0x06F9:
            .contextO
        case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B:
            .disallowed
        default:
            nil
        }
    }
}
