import CLocalizedValidationICU

/// The Unicode properties of one scalar that identifier profiles are defined over (the
/// PRECIS framework, RFC 8264, and the contextual rules of RFC 5892), from ICU's data.
///
/// ICU's data, not the Swift standard library's, so the answers agree with every other
/// ICU-backed operation in this package (normalization, case mapping, spoof checks).
///
/// ```swift
/// let properties = try ScalarProperties("\u{FF21}")   // FULLWIDTH LATIN CAPITAL LETTER A
/// properties.generalCategory            // .uppercaseLetter
/// properties.hasCompatibilityMapping    // true: NFKC maps it to "A"
/// properties.widthMapping               // "A"
/// ```
public struct ScalarProperties: Sendable, Hashable {
    /// The Bidi_Class values the Bidi Rule (RFC 5893) distinguishes.
    public enum BidiClass: Sendable, Hashable {
        /// Left-to-right (L).
        case leftToRight
        /// Right-to-left (R).
        case rightToLeft
        /// Arabic letter (AL).
        case arabicLetter
        /// Arabic number (AN).
        case arabicNumber
        /// European number (EN).
        case europeanNumber
        /// European number separator (ES).
        case europeanSeparator
        /// Common number separator (CS).
        case commonSeparator
        /// European number terminator (ET).
        case europeanTerminator
        /// Other neutral (ON).
        case otherNeutral
        /// Boundary neutral (BN).
        case boundaryNeutral
        /// Nonspacing mark (NSM).
        case nonspacingMark
        /// Any other class: white space, separators, explicit embeddings and isolates.
        case other
    }

    /// Joining_Type (ArabicShaping.txt), used by the ZERO WIDTH NON-JOINER rule.
    public enum JoiningType: Sendable, Hashable {
        /// Non-joining (U).
        case nonJoining
        /// Join-causing (C).
        case joinCausing
        /// Dual-joining (D).
        case dualJoining
        /// Left-joining (L).
        case leftJoining
        /// Right-joining (R).
        case rightJoining
        /// Transparent (T).
        case transparent
    }

    /// The scripts the contextual rules of RFC 5892 name.
    public enum ContextScript: Sendable, Hashable {
        /// Greek.
        case greek
        /// Hebrew.
        case hebrew
        /// Hiragana.
        case hiragana
        /// Katakana.
        case katakana
        /// Han.
        case han
        /// Any other script, including Common and Inherited.
        case other
    }

    /// The scalar.
    public let scalar: Unicode.Scalar
    /// General_Category.
    public let generalCategory: Unicode.GeneralCategory
    /// Bidi_Class.
    public let bidiClass: BidiClass
    /// Joining_Type.
    public let joiningType: JoiningType
    /// Script (not Script_Extensions), as far as the contextual rules care.
    public let script: ContextScript
    /// Canonical_Combining_Class; 9 is Virama.
    public let combiningClass: UInt8
    /// Join_Control: U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER.
    public let isJoinControl: Bool
    /// Hangul_Syllable_Type is L, V or T: a conjoining jamo.
    public let isConjoiningJamo: Bool
    /// Noncharacter_Code_Point (U+FFFE, U+FDD0…).
    public let isNoncharacter: Bool
    /// Default_Ignorable_Code_Point.
    public let isDefaultIgnorable: Bool
    /// Whether NFKC changes the scalar on its own (`toNFKC(cp) != cp`).
    public let hasCompatibilityMapping: Bool
    /// The decomposition mapping of a fullwidth or halfwidth scalar (Decomposition_Type
    /// Wide or Narrow): `Ａ` → `A`, `ｱ` → `ア`; nil for every other scalar.
    public let widthMapping: Unicode.Scalar?

    /// Looks the properties of `scalar` up in ICU.
    ///
    /// - Throws: ``IntlError`` when ICU cannot load its normalization data.
    public init(_ scalar: Unicode.Scalar) throws {
        try self.init(lookingUp: scalar)
    }

    init(lookingUp scalar: Unicode.Scalar) throws(IntlError) {
        var info = cicu_precis_scalar()
        let status = cicu_precis_scalar_info(scalar.value, &info)
        try checkICU(status, "u_getIntPropertyValue")
        self.scalar = scalar
        self.generalCategory = Self.category(info.general_category)
        self.bidiClass = Self.bidi(info.bidi_class)
        self.joiningType = Self.joining(info.joining_type)
        self.script = Self.contextScript(info.script)
        self.combiningClass = UInt8(truncatingIfNeeded: info.combining_class)
        self.isJoinControl = info.join_control != 0
        self.isConjoiningJamo = info.old_hangul_jamo != 0
        self.isNoncharacter = info.noncharacter != 0
        self.isDefaultIgnorable = info.default_ignorable != 0
        self.hasCompatibilityMapping = info.has_compatibility_mapping != 0
        self.widthMapping =
            info.width_mapping == scalar.value ? nil : Unicode.Scalar(info.width_mapping)
    }

    private static func category(_ value: Int32) -> Unicode.GeneralCategory {
        switch Int(value) {
        case CICU_GC_LU: .uppercaseLetter
        case CICU_GC_LL: .lowercaseLetter
        case CICU_GC_LT: .titlecaseLetter
        case CICU_GC_LM: .modifierLetter
        case CICU_GC_LO: .otherLetter
        case CICU_GC_MN: .nonspacingMark
        case CICU_GC_ME: .enclosingMark
        case CICU_GC_MC: .spacingMark
        case CICU_GC_ND: .decimalNumber
        case CICU_GC_NL: .letterNumber
        case CICU_GC_NO: .otherNumber
        case CICU_GC_ZS: .spaceSeparator
        case CICU_GC_ZL: .lineSeparator
        case CICU_GC_ZP: .paragraphSeparator
        case CICU_GC_CC: .control
        case CICU_GC_CF: .format
        case CICU_GC_CO: .privateUse
        case CICU_GC_CS: .surrogate
        case CICU_GC_PD: .dashPunctuation
        case CICU_GC_PS: .openPunctuation
        case CICU_GC_PE: .closePunctuation
        case CICU_GC_PC: .connectorPunctuation
        case CICU_GC_PO: .otherPunctuation
        case CICU_GC_SM: .mathSymbol
        case CICU_GC_SC: .currencySymbol
        case CICU_GC_SK: .modifierSymbol
        case CICU_GC_SO: .otherSymbol
        case CICU_GC_PI: .initialPunctuation
        case CICU_GC_PF: .finalPunctuation
        default: .unassigned
        }
    }

    private static func bidi(_ value: Int32) -> BidiClass {
        switch Int(value) {
        case CICU_BIDI_L: .leftToRight
        case CICU_BIDI_R: .rightToLeft
        case CICU_BIDI_AL: .arabicLetter
        case CICU_BIDI_AN: .arabicNumber
        case CICU_BIDI_EN: .europeanNumber
        case CICU_BIDI_ES: .europeanSeparator
        case CICU_BIDI_CS: .commonSeparator
        case CICU_BIDI_ET: .europeanTerminator
        case CICU_BIDI_ON: .otherNeutral
        case CICU_BIDI_BN: .boundaryNeutral
        case CICU_BIDI_NSM: .nonspacingMark
        default: .other
        }
    }

    private static func joining(_ value: Int32) -> JoiningType {
        switch Int(value) {
        case CICU_JOINING_C: .joinCausing
        case CICU_JOINING_D: .dualJoining
        case CICU_JOINING_L: .leftJoining
        case CICU_JOINING_R: .rightJoining
        case CICU_JOINING_T: .transparent
        default: .nonJoining
        }
    }

    private static func contextScript(_ value: Int32) -> ContextScript {
        switch Int(value) {
        case CICU_SCRIPT_GREEK: .greek
        case CICU_SCRIPT_HEBREW: .hebrew
        case CICU_SCRIPT_HIRAGANA: .hiragana
        case CICU_SCRIPT_KATAKANA: .katakana
        case CICU_SCRIPT_HAN: .han
        default: .other
        }
    }
}

extension UnicodeText {
    /// The Unicode `toLowerCase()` mapping (full mappings from SpecialCasing.txt, with the
    /// language-independent Final_Sigma condition), in no particular language: `İ`
    /// becomes `i̇` (i and U+0307), never Turkish `i`.
    ///
    /// This is what RFC 8264 calls case mapping. Compare text with ``caseFolded(_:mode:)``
    /// instead when no standard asks for lowercasing: folding also maps `ß` to `ss`.
    ///
    /// - Throws: ``IntlError`` if ICU fails or the input exceeds ``maximumInputLength``.
    public static func lowercased(_ text: String) throws -> String {
        try lower(text)
    }

    static func lower(_ text: String) throws(IntlError) -> String {
        if isASCII(text) { return String(text.lowercased()) }
        return try transformUTF8(text, initialCapacity: text.utf8.count * 3 / 2 + 16, "u_strToLower") {
            source, length, destination, capacity, needed in
            cicu_to_lower_utf8(source, length, destination, capacity, &needed)
        }
    }
}
