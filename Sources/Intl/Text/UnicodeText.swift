import CICU

/// Unicode text operations backed by ICU: trimming, whitespace collapsing, case folding,
/// normalization, grapheme counting and invisible-character detection.
///
/// Every function is thread-safe. Functions that can reach an ICU failure `throw` an
/// ``IntlError`` naming ICU's status; the pure scanning functions cannot fail.
///
/// ```swift
/// UnicodeText.trimmed("\u{00A0}Ana\u{2003}")          // "Ana"
/// try UnicodeText.caseFolded("Straße")              // "strasse"
/// try UnicodeText.graphemeCount("👩‍👩‍👧 e\u{301}")      // 3
/// ```
public enum UnicodeText {}

/// A Unicode normalization form (UAX #15).
public enum NormalizationForm: Sendable, Hashable, CaseIterable {
    /// Canonical composition: the form to store and compare text in.
    case nfc
    /// Canonical decomposition.
    case nfd
    /// Compatibility composition: also folds fullwidth, ligatures, superscripts.
    case nfkc
    /// Compatibility decomposition.
    case nfkd

    var shimValue: Int32 {
        switch self {
        case .nfc: Int32(CICU_NFC)
        case .nfd: Int32(CICU_NFD)
        case .nfkc: Int32(CICU_NFKC)
        case .nfkd: Int32(CICU_NFKD)
        }
    }
}

/// Which case folding to apply.
public enum CaseFoldingMode: Sendable, Hashable {
    /// Full default folding (CaseFolding.txt statuses C and F): `ß` → `ss`, `İ` → `i̇`.
    case `default`
    /// Turkic folding (statuses C, F and T): `I` → `ı`, `İ` → `i`.
    case turkic
}

/// The unit a text length is counted in.
public enum TextLengthUnit: String, Sendable, Hashable, CaseIterable {
    /// User-perceived characters (extended grapheme clusters, UAX #29).
    case graphemes
    /// Unicode scalar values (code points).
    case codePoints
    /// UTF-16 code units, as JavaScript and NSString count.
    case utf16
    /// UTF-8 bytes, as databases with byte limits count.
    case utf8
}

extension UnicodeText {
    /// The largest input the ICU-backed operations accept, in UTF-8 bytes (ICU lengths
    /// are 32-bit, and a fold or normalization can grow text several times).
    public static let maximumInputLength = 256 * 1024 * 1024

    static func checkLength(_ byteCount: Int, _ operation: String) throws(IntlError) {
        guard byteCount <= maximumInputLength else {
            throw IntlError(
                code: .invalidArgument,
                message:
                    "\(operation): input of \(byteCount) bytes exceeds the limit of \(maximumInputLength)"
            )
        }
    }

    /// Calls a shim function that maps UTF-8 to UTF-8 with ICU's preflighting, growing
    /// the output once if the first guess was short.
    static func transformUTF8(
        _ text: String,
        initialCapacity: Int,
        _ operation: String,
        _ call: (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> cicu_status
    ) throws(IntlError) -> String {
        try checkLength(text.utf8.count, operation)
        return try withUTF8Bytes(text) { (input) throws(IntlError) -> String in
            let source = UnsafeRawPointer(input.baseAddress ?? UnsafePointer(bitPattern: 1)!)
                .assumingMemoryBound(to: CChar.self)
            var capacity = initialCapacity
            while true {
                var status: cicu_status = 0
                var needed: Int32 = 0
                let result = String(unsafeUninitializedCapacity: max(capacity, 1)) { output in
                    let destination = UnsafeMutableRawPointer(output.baseAddress!)
                        .assumingMemoryBound(to: CChar.self)
                    status = call(source, Int32(input.count), destination, Int32(output.count), &needed)
                    return status > 0 ? 0 : Int(needed)
                }
                if status == icuBufferOverflow, Int(needed) > capacity {
                    capacity = Int(needed)
                    continue
                }
                try checkICU(status, operation)
                return result
            }
        }
    }
}
