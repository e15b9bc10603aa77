import LocalizedValidationCLDR

/// Whether rendered arguments are wrapped in Unicode bidi isolates.
///
/// A user name in Arabic or Hebrew inside an English sentence, or a Latin e-mail address
/// inside a Russian one, can reorder the punctuation around it when displayed. Wrapping
/// each argument in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE keeps
/// the sentence's own order. Use ``isolated`` for text shown in a UI; use ``none`` for
/// logs, JSON and tests, where the invisible marks only get in the way.
///
/// Every rendering entry point (generated `localized(in:)`, `LocalizedMessage`,
/// `LocalizedText`, `ValidationIssue`, `FormModel`) defaults to ``none``: text is plain
/// unless the caller asks for isolates. Each argument gets exactly one pair, however
/// deeply messages are nested as `Text` arguments.
public enum ArgumentIsolation: Sendable, Hashable {
    /// Arguments are inserted as they are.
    case none
    /// Each argument is wrapped in FSI … PDI.
    case isolated

    /// `value` wrapped as this policy says.
    @inline(__always)
    public func apply(_ value: String) -> String {
        switch self {
        case .none: value
        case .isolated: "\u{2068}" + value + "\u{2069}"
        }
    }
}

/// A label quoted inside a message that itself contains the same quotation marks: the
/// inner ones become the locale's marks for a quotation inside a quotation, so that ru
/// shows «Отметьте «Я согласен с „Условиями“»» rather than «…«Условиями»…», pt-BR
/// “Marque “Aceito os ‘Termos’”” and de „…‚Bedingungen‘…“.
///
/// The message's own text decides the outer marks (the catalog's `«{ $field }»`); the
/// locale's CLDR delimiters, baked into the generated code, decide the inner ones: the alternate pair when the
/// outer marks are the primary ones (ru « » → „ “), the primary pair when the outer marks
/// are the alternate ones, and the other common pair when CLDR gives one pair for both
/// levels (fr « » → “ ”, with the no-break spaces the guillemets needed dropped).
enum NestedQuotation {
    /// The closing marks an opening mark a message may put right before a label can pair
    /// with, when the locale's data does not say (pl and de both open with „); nil for any
    /// other scalar. A switch rather than a dictionary: it runs for every label a message
    /// quotes, where hashing the scalar cost more than the rest of the check.
    static func closingMarks(for opening: Unicode.Scalar) -> (first: Unicode.Scalar, second: Unicode.Scalar?)? {
        switch opening {
        case "«": ("»", nil)
        case "“": ("”", nil)
        case "„": ("“", "”")
        case "‘": ("’", nil)
        case "‚": ("‘", "’")
        case "「": ("」", nil)
        case "『": ("』", nil)
        case "‹": ("›", nil)
        case "”": ("“", "”")
        case "»": ("«", nil)
        default: nil
        }
    }

    /// The opening mark the text ends with, past one no-break space (fr `«\u{A0}`).
    static func openingMark(atEndOf bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var end = bytes.count
        guard end > 0, bytes[end - 1] >= 0x80 else { return nil }  // every mark is non-ASCII
        for _ in 0..<2 {
            var start = end - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            var decoder = UTF8()
            var iterator = UnsafeBufferPointer(rebasing: bytes[start..<end]).makeIterator()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
            if scalar == "\u{A0}" || scalar == "\u{202F}" {
                end = start
                continue
            }
            return closingMarks(for: scalar) == nil ? nil : scalar
        }
        return nil
    }

    /// Whether `value` holds `opening` or one of its closing marks: the only case in which
    /// ``nested(_:inside:marks:)`` changes anything. Every
    /// mark starts with the byte 0xC2, 0xE2 or 0xE3, so most labels (Latin, Cyrillic,
    /// Arabic) are one pass over their bytes with no decoding.
    static func needsNesting(_ value: String, inside opening: Unicode.Scalar) -> Bool {
        func isMark(_ scalar: Unicode.Scalar) -> Bool {
            guard scalar != opening else { return true }
            guard let closing = closingMarks(for: opening) else { return false }
            return scalar == closing.first || scalar == closing.second
        }
        let scanned = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for index in bytes.indices where bytes[index] == 0xC2 || bytes[index] == 0xE2 || bytes[index] == 0xE3 {
                var decoder = UTF8()
                var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
                if case .scalarValue(let scalar) = decoder.decode(&iterator), isMark(scalar) { return true }
            }
            return false
        }
        return scanned ?? value.unicodeScalars.contains(where: isMark)
    }

    /// `value` with the outer marks that open with `opening` replaced by the inner pair
    /// of the locale whose quotation marks are `localeMarks`.
    static func nested(_ value: String, inside opening: Unicode.Scalar, marks localeMarks: QuotationMarks) -> String {
        let marks: (primary: Pair, alternate: Pair)? = {
            guard let primary = Pair(localeMarks.start, localeMarks.end),
                let alternate = Pair(localeMarks.alternateStart, localeMarks.alternateEnd)
            else { return nil }
            return (primary, alternate)
        }()
        let outer: Pair
        var inner: Pair
        if let marks, marks.primary.start == opening {
            (outer, inner) = (marks.primary, marks.alternate)
        } else if let marks, marks.alternate.start == opening {
            (outer, inner) = (marks.alternate, marks.primary)
        } else {
            outer = Pair(start: opening, end: closingMarks(for: opening)?.first ?? opening)
            inner = marks?.alternate ?? Pair(start: "‘", end: "’")
            if inner == outer, let primary = marks?.primary { inner = primary }
        }
        if inner == outer {
            inner = outer.start == "«" ? Pair(start: "“", end: "”") : Pair(start: "‘", end: "’")
        }
        // Only marks that pair up change: a lone “ in an English label („A“ quoted the
        // German way) is not an opening mark.
        let scalars = Array(value.unicodeScalars)
        var paired = [Bool](repeating: false, count: scalars.count)
        var open: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            if scalar == outer.start {
                open.append(index)
            } else if scalar == outer.end, let start = open.popLast() {
                paired[start] = true
                paired[index] = true
            }
        }
        let spaced = outer.start == "«" || outer.start == "»"
        let dropsSpaces = spaced && !(inner.start == "«" || inner.start == "»")
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\u{A0}" || scalar == "\u{202F}" }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if paired[index], scalar == outer.start {
                result.append(inner.start)
                if dropsSpaces, index + 1 < scalars.count, isSpace(scalars[index + 1]) { index += 1 }
            } else if paired[index] {
                if dropsSpaces, let last = result.last, isSpace(last) { result.removeLast() }
                result.append(inner.end)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    /// An opening and a closing mark.
    struct Pair: Equatable {
        var start: Unicode.Scalar
        var end: Unicode.Scalar

        init(start: Unicode.Scalar, end: Unicode.Scalar) {
            self.start = start
            self.end = end
        }

        /// A pair from CLDR's strings, when each is one scalar.
        init?(_ start: String, _ end: String) {
            guard start.unicodeScalars.count == 1, end.unicodeScalars.count == 1,
                let first = start.unicodeScalars.first, let last = end.unicodeScalars.first
            else { return nil }
            self.init(start: first, end: last)
        }
    }
}
