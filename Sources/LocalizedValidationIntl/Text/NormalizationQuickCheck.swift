import CLocalizedValidationICU

/// The fast path of normalization: recognizing, without ICU, text that a form leaves
/// unchanged.
///
/// Why it is exact: a scalar is *safe* for a form when its Quick_Check property for that
/// form is Yes and its canonical combining class is 0 (both read from ICU once). By the
/// quick check algorithm of UAX #15 (section 9), text whose every scalar has Quick_Check
/// Yes and whose combining classes never decrease (here they are all 0) is definitely in
/// the form, so normalizing it returns it unchanged. One unsafe scalar is enough to send
/// the whole text to ICU: a safe `e` followed by U+0301 (NFC Quick_Check Maybe, class 230)
/// composes to `é`, so the rule is never applied scalar by scalar. NormalizationTest.txt
/// in full and the invariance of every code point under all four forms prove it against
/// ICU (`UnicodeConformanceTests`).
struct NormalizationQuickCheck: Sendable {
    private let safe: ScalarBitSet

    private init(icuSet kind: Int32) {
        safe = ScalarBitSet(icuSet: kind)
    }

    private static let nfc = NormalizationQuickCheck(icuSet: Int32(CICU_SET_NFC_SAFE))
    private static let nfd = NormalizationQuickCheck(icuSet: Int32(CICU_SET_NFD_SAFE))
    private static let nfkc = NormalizationQuickCheck(icuSet: Int32(CICU_SET_NFKC_SAFE))
    private static let nfkd = NormalizationQuickCheck(icuSet: Int32(CICU_SET_NFKD_SAFE))

    /// The check for `form`; each is built from ICU at its first use.
    static func forForm(_ form: NormalizationForm) -> NormalizationQuickCheck {
        switch form {
        case .nfc: nfc
        case .nfd: nfd
        case .nfkc: nfkc
        case .nfkd: nfkd
        }
    }

    /// Whether every scalar of the valid UTF-8 `bytes` is safe for `form`, asked of the
    /// shared check itself: ``forForm(_:)`` returns a copy, and a copy retains the set's
    /// storage, an atomic write to memory every thread reads (the scaling suite, issue 26).
    static func isNormalizedBySafeScalars(_ bytes: UnsafeBufferPointer<UInt8>, form: NormalizationForm) -> Bool {
        switch form {
        case .nfc: nfc.isNormalizedBySafeScalars(bytes)
        case .nfd: nfd.isNormalizedBySafeScalars(bytes)
        case .nfkc: nfkc.isNormalizedBySafeScalars(bytes)
        case .nfkd: nfkd.isNormalizedBySafeScalars(bytes)
        }
    }

    /// Whether `scalar` has Quick_Check Yes for the form and combining class 0.
    func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        safe.withMembership { $0.contains(scalar.value) }
    }

    /// Whether every scalar of the valid UTF-8 `bytes` is safe, so the text is already in
    /// the form. False means only "ask ICU".
    func isNormalizedBySafeScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        return safe.withMembership { safe in
            var index = 0
            while index < count {
                let lead = base[index]
                if lead < 0x80 {
                    // ASCII scalars are safe in every form (Quick_Check Yes, class 0): skip
                    // the ASCII bytes among the next eight at once.
                    index &+=
                        index &+ 8 <= count
                        ? UTF8Scanning.asciiPrefixLength(UTF8Scanning.word(base, at: index)) : 1
                    continue
                }
                let (scalar, width) = UTF8Scanning.decode(base, at: index, lead: lead)
                guard safe.contains(scalar) else { return false }
                index &+= width
            }
            return true
        }
    }
}
