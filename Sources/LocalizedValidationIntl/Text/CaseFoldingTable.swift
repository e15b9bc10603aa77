import CLocalizedValidationICU

/// The fast path of case folding: ICU's per-scalar folding, read into a table once, and
/// applied to UTF-8 in Swift.
///
/// Why per-scalar folding is exact: ICU's full case folding (`u_strFoldCase`) has no
/// context — unlike lowercasing, which looks at neighbours for final sigma — so folding a
/// text is folding each scalar and concatenating the results. For most scalars the full
/// folding is the one scalar of the simple folding (`u_foldCase`); the table stores that
/// scalar, as a difference. The few whose full folding is longer (ß → ss, ligatures,
/// İ → i̇, ŉ, Greek with ypogegrammeni…), or whose Turkic folding differs from the
/// default one (I, İ), are flagged, and a text containing one is folded by ICU whole.
///
/// Which scalars can fold at all comes from ICU: its Case_Sensitive property (the source
/// or part of the target of any case mapping) together with Changes_When_Casefolded.
/// Every other scalar folds to itself. `UnicodeConformanceTests` and `TextTests` prove
/// the table against ICU for every code point, in both modes.
struct CaseFoldingTable: Sendable {
    static let shared = CaseFoldingTable()

    /// For each block of 64 code points, the number of its block of entries; block 0
    /// holds the entries of scalars that fold to themselves (all zero).
    private let blockNumbers: [UInt16]
    /// Per scalar: `(fold − scalar) << 3 | flags`.
    private let entries: [Int32]
    /// For each two-byte scalar (U+0080…U+07FF: Latin-1 to N'Ko, most European text), the
    /// UTF-8 of its folding as `first | second << 8` when that is two bytes too and no
    /// mode needs ICU for it; 0 otherwise. One load instead of the two of `entries`.
    private let twoByteFolds: [UInt16]
    /// False when ICU could not list the scalars that fold: then every text goes to ICU.
    private let isAvailable: Bool

    /// Flag: default folding of the scalar is not its simple folding.
    private static let defaultNeedsICU: Int32 = 1
    /// Flag: Turkic folding of the scalar is not the default simple folding.
    private static let turkicNeedsICU: Int32 = 2
    /// Flag: the folded scalar's UTF-8 is not as long as the scalar's (K KELVIN SIGN → k,
    /// Ⱥ → ⱥ). Knowing the length from the lead byte otherwise lets the writing loop
    /// advance without waiting for the table.
    private static let lengthChanges: Int32 = 4

    private init() {
        var blockNumbers = [UInt16](repeating: 0, count: 0x110000 >> 6)
        var entries = [Int32](repeating: 0, count: 64)
        let candidates = codePointRanges(Int32(CICU_SET_CASE_FOLD_CANDIDATES))
        for range in candidates ?? [] {
            for scalar in range where !(0xD800...0xDFFF).contains(scalar) {
                let entry = Self.entry(for: scalar)
                guard entry != 0 else { continue }
                let block = Int(scalar >> 6)
                if blockNumbers[block] == 0 {
                    blockNumbers[block] = UInt16(entries.count / 64)
                    entries.append(contentsOf: repeatElement(0, count: 64))
                }
                entries[Int(blockNumbers[block]) * 64 + Int(scalar & 63)] = entry
            }
        }
        self.blockNumbers = blockNumbers
        self.entries = entries
        twoByteFolds = (0..<0x800).map { scalar in
            let entry = entries[Int(blockNumbers[scalar >> 6]) * 64 + (scalar & 63)]
            guard scalar >= 0x80,
                entry & (Self.defaultNeedsICU | Self.turkicNeedsICU | Self.lengthChanges) == 0
            else {
                return 0
            }
            let folded = scalar + Int(entry >> 3)
            return UInt16(0xC0 | folded >> 6) | UInt16(0x80 | folded & 0x3F) << 8
        }
        isAvailable = candidates != nil
    }

    private static func entry(for scalar: UInt32) -> Int32 {
        let defaultMode = Int32(CICU_FOLD_DEFAULT)
        let turkicMode = Int32(CICU_FOLD_TURKIC)
        let simple = cicu_simple_case_fold(scalar, defaultMode)
        var flags: Int32 = 0
        if cicu_full_case_fold_is_simple(scalar, defaultMode) == 0 { flags |= defaultNeedsICU }
        if cicu_full_case_fold_is_simple(scalar, turkicMode) == 0
            || cicu_simple_case_fold(scalar, turkicMode) != simple
        {
            flags |= turkicNeedsICU
        }
        if UTF8Scanning.length(of: simple) != UTF8Scanning.length(of: scalar) { flags |= lengthChanges }
        return Int32(bitPattern: simple &- scalar) << 3 | flags
    }

    /// What the fast path made of a text.
    enum Outcome {
        /// Folding does not change the text.
        case unchanged
        /// The folded text.
        case folded(String)
        /// The text holds a scalar the table cannot fold; ICU must fold it.
        case needsICU
    }

    /// Folds valid UTF-8.
    func fold(_ bytes: UnsafeBufferPointer<UInt8>, turkic: Bool) -> Outcome {
        guard isAvailable else { return .needsICU }
        guard let base = bytes.baseAddress else { return .unchanged }
        return blockNumbers.withUnsafeBufferPointer { blockNumbers in
            entries.withUnsafeBufferPointer { entries in
                twoByteFolds.withUnsafeBufferPointer { twoByteFolds in
                    let folder = Folder(
                        base: base, count: bytes.count, blockNumbers: blockNumbers.baseAddress!,
                        entries: entries.baseAddress!, twoByteFolds: twoByteFolds.baseAddress!, turkic: turkic
                    )
                    return folder.fold()
                }
            }
        }
    }

    /// One fold: the input, the table's storage and the mode.
    private struct Folder {
        let base: UnsafePointer<UInt8>
        let count: Int
        let blockNumbers: UnsafePointer<UInt16>
        let entries: UnsafePointer<Int32>
        let twoByteFolds: UnsafePointer<UInt16>
        let turkic: Bool

        @inline(__always)
        func entry(_ scalar: UInt32) -> Int32 {
            entries[Int(blockNumbers[Int(scalar >> 6)]) &* 64 &+ Int(scalar & 63)]
        }

        /// In Turkic mode `I` folds to dotless `ı` (CaseFolding.txt status T); every other
        /// ASCII scalar folds as in default mode, where only A–Z change, to a–z.
        @inline(__always)
        func asciiNeedsICU(_ byte: UInt8) -> Bool { turkic && byte == UInt8(ascii: "I") }

        var flagMask: Int32 { turkic ? CaseFoldingTable.turkicNeedsICU : CaseFoldingTable.defaultNeedsICU }

        func fold() -> Outcome {
            let start: Int
            switch firstChange() {
            case .noChange: return .unchanged
            case .needsICU: return .needsICU
            case .at(let offset): start = offset
            }
            // Each ASCII byte folds to one ASCII byte, and any other scalar (two bytes or
            // more) to one scalar of at most four bytes: the output never exceeds twice the
            // input read so far, and twice the input always suffices.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count) { output in
                let destination = output.baseAddress!
                destination.initialize(from: base, count: start)
                guard let written = write(from: start, to: destination) else { return .needsICU }
                return .folded(
                    String(decoding: UnsafeBufferPointer(start: destination, count: written), as: UTF8.self))
            }
        }

        /// Where the first change is, if any.
        private enum FirstChange {
            case noChange
            /// A scalar that only ICU folds comes first.
            case needsICU
            /// The UTF-8 offset of the first scalar that folding changes.
            case at(Int)
        }

        /// The eight bytes at `index`, how many of them lead with ASCII, and the mask of
        /// the uppercase letters among those.
        @inline(__always)
        private func asciiRun(at index: Int) -> (word: UInt64, ascii: Int, uppercase: UInt64) {
            let word = UTF8Scanning.word(base, at: index)
            let ascii = UTF8Scanning.asciiPrefixLength(word)
            return (word, ascii, UTF8Scanning.uppercaseMask(ofASCII: word) & UTF8Scanning.firstBytes(ascii))
        }

        private func firstChange() -> FirstChange {
            let flagMask = flagMask
            var index = 0
            while index < count {
                let lead = base[index]
                if lead < 0x80 {
                    // The ASCII bytes among the next eight at once, while none is uppercase.
                    if index &+ 8 <= count {
                        let (_, ascii, uppercase) = asciiRun(at: index)
                        if uppercase == 0 {
                            index &+= ascii
                            continue
                        }
                    }
                    if lead >= 0x41 && lead <= 0x5A { return asciiNeedsICU(lead) ? .needsICU : .at(index) }
                    index &+= 1
                    continue
                }
                let (scalar, width) = UTF8Scanning.decode(base, at: index, lead: lead)
                let entry = entry(scalar)
                if entry & flagMask != 0 { return .needsICU }
                if entry >> 3 != 0 { return .at(index) }
                index &+= width
            }
            return .noChange
        }

        /// Folds the input from `start` into `destination`; returns the output length, or
        /// nil when a scalar needs ICU.
        private func write(from start: Int, to destination: UnsafeMutablePointer<UInt8>) -> Int? {
            let flagMask = flagMask
            let slowEntry = flagMask | CaseFoldingTable.lengthChanges
            var index = start
            var written = start
            while index < count {
                let lead = base[index]
                if lead < 0x80 {
                    // The ASCII bytes among the next eight at once (the bytes stored after
                    // them are overwritten next); in Turkic mode only when none is uppercase,
                    // as one may be an I. `written` never exceeds 2 × `index` (see `fold`),
                    // so the eight bytes stay within the output.
                    if index &+ 8 <= count {
                        let (word, ascii, uppercase) = asciiRun(at: index)
                        if !turkic || uppercase == 0 {
                            UTF8Scanning.store(word | uppercase, at: destination + written)
                            index &+= ascii
                            written &+= ascii
                            continue
                        }
                    }
                    if lead >= 0x41 && lead <= 0x5A {
                        if asciiNeedsICU(lead) { return nil }
                        destination[written] = lead | 0x20
                    } else {
                        destination[written] = lead
                    }
                    index &+= 1
                    written &+= 1
                    continue
                }
                if lead < 0xE0 {
                    let scalar = Int(lead & 0x1F) << 6 | Int(base[index &+ 1] & 0x3F)
                    let folded = twoByteFolds[scalar]
                    if folded != 0 {
                        destination[written] = UInt8(truncatingIfNeeded: folded)
                        destination[written &+ 1] = UInt8(truncatingIfNeeded: folded >> 8)
                        index &+= 2
                        written &+= 2
                        continue
                    }
                }
                let (scalar, width) = UTF8Scanning.decode(base, at: index, lead: lead)
                let entry = entry(scalar)
                let folded = UInt32(bitPattern: Int32(bitPattern: scalar) &+ entry >> 3)
                if entry & slowEntry == 0 {
                    // Same length as the input: the next position does not wait for the
                    // table.
                    _ = UTF8Scanning.encode(folded, at: destination + written)
                    written &+= width
                } else {
                    if entry & flagMask != 0 { return nil }
                    written &+= UTF8Scanning.encode(folded, at: destination + written)
                }
                index &+= width
            }
            return written
        }
    }
}
