import LocalizedValidationIntl

extension PRECIS {
    /// The two PRECIS string classes (RFC 8264 section 4).
    enum StringClass {
        /// PVALID only (plus contextual characters): user names.
        case identifier
        /// PVALID and FREE_PVAL (plus contextual characters): nicknames, passwords.
        case freeform
    }

    /// The behavioural rules: every scalar of `text` is allowed by `stringClass`, and every
    /// CONTEXTJ and CONTEXTO scalar is in its context.
    ///
    /// - Parameter properties: Every scalar's properties, or nil for ASCII text.
    static func checkClass(
        _ text: String, _ properties: [ScalarProperties]?, _ stringClass: StringClass
    ) throws(PRECISError) {
        guard let all = properties else {
            for (offset, scalar) in text.unicodeScalars.enumerated() {
                let allowed = try PRECISProperty.property(of: scalar).isAllowed(in: stringClass)
                if !allowed { throw PRECISError(reason: .disallowedCharacter, scalar: scalar, scalarOffset: offset) }
            }
            return
        }
        for (offset, scalar) in all.enumerated() {
            let property = PRECISProperty.of(scalar)
            guard property.isAllowed(in: stringClass) else {
                throw PRECISError(reason: .disallowedCharacter, scalar: scalar.scalar, scalarOffset: offset)
            }
            if (property == .contextJ || property == .contextO) && !contextHolds(at: offset, in: all) {
                throw PRECISError(reason: .contextRule, scalar: scalar.scalar, scalarOffset: offset)
            }
        }
    }

    /// The contextual rules of RFC 5892 appendix A for the scalar at `offset`.
    static func contextHolds(at offset: Int, in all: [ScalarProperties]) -> Bool {
        let before = offset > 0 ? all[offset - 1] : nil
        let after = offset + 1 < all.count ? all[offset + 1] : nil
        switch all[offset].scalar.value {
        case 0x200C:  // ZERO WIDTH NON-JOINER: after a virama, or inside a joining pair.
            if before?.combiningClass == virama { return true }
            var start = offset - 1
            while start >= 0 && all[start].joiningType == .transparent { start -= 1 }
            guard start >= 0, [.leftJoining, .dualJoining].contains(all[start].joiningType) else { return false }
            var end = offset + 1
            while end < all.count && all[end].joiningType == .transparent { end += 1 }
            return end < all.count && [.rightJoining, .dualJoining].contains(all[end].joiningType)
        case 0x200D:  // ZERO WIDTH JOINER: after a virama.
            return before?.combiningClass == virama
        case 0x00B7:  // MIDDLE DOT: between two l (Catalan l·l).
            return before?.scalar == "l" && after?.scalar == "l"
        case 0x0375:  // GREEK LOWER NUMERAL SIGN: before Greek.
            return after?.script == .greek
        case 0x05F3, 0x05F4:  // HEBREW GERESH, GERSHAYIM: after Hebrew.
            return before?.script == .hebrew
        case 0x30FB:  // KATAKANA MIDDLE DOT: in Japanese text.
            return all.contains { [.hiragana, .katakana, .han].contains($0.script) }
        case 0x0660...0x0669:  // ARABIC-INDIC DIGITS: not mixed with the extended ones.
            return !all.contains { (0x06F0...0x06F9).contains($0.scalar.value) }
        case 0x06F0...0x06F9:  // EXTENDED ARABIC-INDIC DIGITS: not mixed with the others.
            return !all.contains { (0x0660...0x0669).contains($0.scalar.value) }
        default:
            return false
        }
    }

    private static let virama: UInt8 = 9

    /// The Bidi Rule of RFC 5893 section 2, for text that holds right-to-left
    /// characters (R, AL or AN); other text passes.
    static func checkBidiRule(_ all: [ScalarProperties]?) throws(PRECISError) {
        guard let all, let first = all.first else { return }
        let classes = all.map(\.bidiClass)
        let rightToLeft: Set<ScalarProperties.BidiClass> = [.rightToLeft, .arabicLetter, .arabicNumber]
        guard classes.contains(where: rightToLeft.contains) else { return }
        let lastStrong = classes.last { $0 != .nonspacingMark }
        let neutral: Set<ScalarProperties.BidiClass> = [
            .europeanSeparator, .commonSeparator, .europeanTerminator, .otherNeutral, .boundaryNeutral,
            .nonspacingMark,
        ]
        let holds: Bool
        switch first.bidiClass {
        case .rightToLeft, .arabicLetter:
            let allowed = neutral.union([.rightToLeft, .arabicLetter, .arabicNumber, .europeanNumber])
            let ending: Set<ScalarProperties.BidiClass> = [
                .rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber,
            ]
            holds =
                classes.allSatisfy(allowed.contains) && lastStrong.map(ending.contains) == true
                && !(classes.contains(.europeanNumber) && classes.contains(.arabicNumber))
        case .leftToRight:
            let allowed = neutral.union([.leftToRight, .europeanNumber])
            holds =
                classes.allSatisfy(allowed.contains)
                && (lastStrong == .leftToRight || lastStrong == .europeanNumber)
        default:
            holds = false
        }
        if !holds { throw PRECISError(reason: .bidiRule) }
    }
}

extension PRECISProperty {
    /// Whether a string class admits the property (contextual ones subject to their rule).
    func isAllowed(in stringClass: PRECIS.StringClass) -> Bool {
        switch self {
        case .pvalid, .contextJ, .contextO: true
        case .freePVAL: stringClass == .freeform
        case .disallowed, .unassigned: false
        }
    }
}
