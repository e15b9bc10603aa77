import CLocalizedValidationICU

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
                reason: .invalidArgument,
                message:
                    "\(operation): input of \(byteCount) bytes exceeds the limit of \(maximumInputLength)"
            )
        }
    }

    /// Calls a shim function that maps UTF-8 to UTF-8 with ICU's preflighting, growing
    /// the output once if the first guess was short.
    ///
    /// The shim writes into a temporary buffer (on the stack when small) and the result
    /// is built from it once, so a short result is a small string with no allocation.
    static func transformUTF8(
        _ text: String,
        initialCapacity: Int,
        _ operation: String,
        _ call: (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> cicu_status
    ) throws(IntlError) -> String {
        try checkLength(text.utf8.count, operation)
        var text = text
        let outcome = text.withUTF8 { input -> TransformOutcome in
            let source = UnsafeRawPointer(input.baseAddress ?? UnsafePointer(bitPattern: 1)!)
                .assumingMemoryBound(to: CChar.self)
            let first = transform(source, Int32(input.count), capacity: initialCapacity, call)
            guard case .overflow(let needed) = first else { return first }
            return transform(source, Int32(input.count), capacity: needed, call)
        }
        switch outcome {
        case .success(let result): return result
        case .failure(let status): throw IntlError.icu(status, operation)
        case .overflow: throw IntlError.icu(icuBufferOverflow, operation)
        }
    }

    private enum TransformOutcome {
        case success(String)
        case failure(cicu_status)
        /// The output needs this many bytes.
        case overflow(Int)
    }

    private static func transform(
        _ source: UnsafePointer<CChar>,
        _ length: Int32,
        capacity: Int,
        _ call: (UnsafePointer<CChar>, Int32, UnsafeMutablePointer<CChar>, Int32, inout Int32) -> cicu_status
    ) -> TransformOutcome {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: max(capacity, 1)) { output in
            var needed: Int32 = 0
            let status = call(source, length, output.baseAddress!, Int32(output.count), &needed)
            if status == icuBufferOverflow, Int(needed) > output.count { return .overflow(Int(needed)) }
            guard status <= 0 else { return .failure(status) }
            let bytes = UnsafeRawBufferPointer(start: output.baseAddress, count: Int(needed))
            return .success(String(decoding: bytes.assumingMemoryBound(to: UInt8.self), as: UTF8.self))
        }
    }
}
