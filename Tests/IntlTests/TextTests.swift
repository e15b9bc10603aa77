import CLocalizedValidationICU
import TestSupport
import Testing

@testable import LocalizedValidationIntl

@Suite struct TextTests {
    @Test func trimRemovesOnlyWhiteSpace() {
        #expect(UnicodeText.trimmed("\u{00A0}Ana\u{2003}\u{3000}") == "Ana")
        #expect(UnicodeText.trimmed("\u{0085}\t\n Ana Maria\r\n") == "Ana Maria")
        // U+200B and U+FEFF are not White_Space: kept, to be reported.
        #expect(UnicodeText.trimmed("\u{200B}Ana\u{FEFF}").unicodeScalars.count == 5)
        #expect(UnicodeText.trimmed("") == "")
        #expect(UnicodeText.trimmed(" \u{00A0} ") == "")
        // A combining mark after a trailing space stays attached to it.
        #expect(UnicodeText.trimmed("a \u{301}").scalarArray == ["a", " ", "\u{301}"])
    }

    @Test func collapseJoinsRunsIntoOneSpace() {
        #expect(UnicodeText.collapsingWhitespace("Ana\u{00A0}\u{00A0} \n Maria") == "Ana Maria")
        #expect(UnicodeText.collapsingWhitespace("  a  ") == " a ")
        #expect(UnicodeText.collapsingWhitespace("a\u{200B}b") == "a\u{200B}b")
    }

    @Test func foldingIsFullAndTurkicOnRequest() throws {
        #expect(try UnicodeText.caseFolded("Straße") == "strasse")
        #expect(
            try UnicodeText.caseFolded("ΣΊΣΥΦΟΣ").scalarArray
                == (try UnicodeText.caseFolded("σίσυφος")).scalarArray)
        #expect(try UnicodeText.caseFolded("İstanbul").scalarArray == "i\u{307}stanbul".scalarArray)
        #expect(try UnicodeText.caseFolded("İstanbul", mode: .turkic) == "istanbul")
        #expect(try UnicodeText.caseFolded("IRMAK", mode: .turkic) == "ırmak")
        #expect(try UnicodeText.caseFolded("IRMAK") == "irmak")
        #expect(try UnicodeText.caseFolded("ПРИВЕТ") == "привет")
        #expect(try UnicodeText.caseFolded("") == "")
        #expect(try UnicodeText.caseFolded("abc") == "abc")
    }

    @Test func normalizationForms() throws {
        let decomposed = "e\u{301}"
        #expect(try UnicodeText.normalized(decomposed, form: .nfc).scalarArray == ["\u{E9}"])
        #expect(try UnicodeText.normalized("\u{E9}", form: .nfd).scalarArray == ["e", "\u{301}"])
        #expect(try UnicodeText.normalized("ａｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ", form: .nfkc) == "ana@example.com")
        #expect(try UnicodeText.normalized("\u{FB01}", form: .nfkd) == "fi")
        #expect(try UnicodeText.isNormalized(decomposed, form: .nfd))
        #expect(try !UnicodeText.isNormalized(decomposed, form: .nfc))
        // U+FDFA grows to 18 scalars under NFKC: the output buffer must grow.
        let expanded = try UnicodeText.normalized(String(repeating: "\u{FDFA}", count: 100), form: .nfkc)
        #expect(expanded.unicodeScalars.count == 1_800)
        // A lone combining mark is valid input and stays as it is.
        #expect(try UnicodeText.normalized("\u{301}", form: .nfc).scalarArray == ["\u{301}"])
    }

    @Test func graphemesAndPrefixes() throws {
        let family = "👩\u{200D}👩\u{200D}👧"
        #expect(try UnicodeText.graphemeCount("\(family) e\u{301}🇧🇷") == 4)
        #expect(try UnicodeText.graphemeCount("") == 0)
        #expect(try UnicodeText.graphemeCount("\r\n") == 1)
        #expect(try UnicodeText.graphemeCount("Привет, José") == 12)
        #expect(try UnicodeText.graphemePrefix("ab\(family)cd", maxGraphemes: 3) == "ab\(family)")
        #expect(try UnicodeText.graphemePrefix("ab\(family)cd", maxGraphemes: 2) == "ab")
        // The fast path must not cut a base letter from its following combining mark.
        #expect(
            try UnicodeText.graphemePrefix("abce\u{301}", maxGraphemes: 4).scalarArray == [
                "a", "b", "c", "e", "\u{301}",
            ])
        #expect(try UnicodeText.graphemePrefix("abc", maxGraphemes: 0) == "")
        #expect(try UnicodeText.graphemePrefix("abc", maxGraphemes: 10) == "abc")
        #expect(throws: IntlError.self) { try UnicodeText.graphemePrefix("abc", maxGraphemes: -1) }
        // A flood of combining marks is one cluster.
        let flood = "a" + String(repeating: "\u{301}", count: 100_000)
        #expect(try UnicodeText.graphemeCount(flood) == 1)
        #expect(try UnicodeText.graphemePrefix(flood + "b", maxGraphemes: 1).unicodeScalars.count == 100_001)
    }

    /// The fast path and the ICU iterator agree on text mixing simple and complex
    /// characters (the conformance file has few long mixed strings).
    @Test func fastPathAgreesWithICU() throws {
        let pieces = [
            "a", "Z", " ", "é", "e\u{301}", "Ж", "д", "中", "👍🏽", "🇷🇺", "\r\n", "\u{200D}", "ก", "ำ", "각",
            "\u{1100}", "©", "\t",
        ]
        var generator = SplitMix64(state: 42)
        for _ in 0..<2_000 {
            let text = (0..<Int(generator.next() % 12)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            let icu = try UnicodeText.countGraphemes(text, allowFastPath: false)
            #expect(try UnicodeText.graphemeCount(text) == icu, "\(text.unicodeScalars.map { $0.value })")
            for limit in 0...icu {
                #expect(
                    try UnicodeText.graphemePrefix(text, maxGraphemes: limit).scalarArray
                        == (try UnicodeText.prefix(text, maxGraphemes: limit, allowFastPath: false))
                        .scalarArray)
            }
        }
    }

    /// The case folding table agrees with ICU for every code point, in both modes: alone,
    /// and between ASCII letters (where the fast path starts writing before it).
    @Test func foldingFastPathAgreesWithICUForEveryCodePoint() throws {
        var foldedByTable = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for mode in [CaseFoldingMode.default, .turkic] {
                for text in [String(scalars: [scalar]), String(scalars: ["a", scalar, "B"])] {
                    var input = text
                    let outcome = input.withUTF8 { CaseFoldingTable.shared.fold($0, turkic: mode == .turkic) }
                    let fast: String
                    switch outcome {
                    case .unchanged: fast = text
                    case .folded(let folded): fast = folded
                    case .needsICU: continue
                    }
                    foldedByTable += 1
                    let icu = try UnicodeText.fold(text, mode: mode, allowFastPath: false)
                    #expect(fast.scalarArray == icu.scalarArray, "U+\(String(value, radix: 16)) \(mode)")
                }
            }
        }
        // Only the few scalars with multi-scalar or Turkic folding need ICU.
        #expect(foldedByTable > 4 * 1_100_000)
    }

    /// Random texts mixing every kind of scalar the fast paths treat differently fold and
    /// normalize exactly as ICU does, and trim to the text between the outer White_Space.
    @Test func fastPathsAgreeWithICUOnRandomText() throws {
        let pieces: [String] = [
            "a", "z", "A", "Z", "I", "i", "The Quick Brown Fox ", "lowercase words ", " ", "\t", "\r\n", "0",
            "\u{E9}", "\u{C9}", "e\u{301}", "E\u{301}", "\u{DF}", "\u{1E9E}", "\u{130}", "\u{131}", "\u{149}",
            "\u{FB01}", "\u{1C5}", "\u{390}", "\u{3A3}", "\u{3C3}", "\u{3C2}", "\u{1F88}", "\u{345}",
            "\u{212A}",
            "\u{23A}", "\u{2C65}", "\u{410}", "\u{44F}", "\u{401}", "\u{415}\u{308}", "\u{10400}",
            "\u{10428}",
            "\u{1E900}", "\u{104B0}", "\u{1F469}\u{200D}\u{1F467}", "\u{1F44D}\u{1F3FD}",
            "\u{1F1E7}\u{1F1F7}",
            "\u{2764}\u{FE0F}", "\u{AC01}", "\u{1100}\u{1161}", "\u{11A8}", "\u{4E2D}", "\u{FF21}",
            "\u{FDFA}",
            "\u{2126}", "\u{F900}", "\u{1D15E}", "\u{0F73}", "\u{0308}", "\u{0327}", "\u{05B0}", "\u{0BCA}",
            "\u{0BC6}\u{0BBE}", "\u{1B05}\u{1B35}", "\u{200B}", "\u{A0}", "\u{2003}",
        ]
        var generator = SplitMix64(state: 7)
        for _ in 0..<20_000 {
            let text = (0..<Int(generator.next() % 24)).map { _ in
                pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            let codes = text.unicodeScalars.map { String($0.value, radix: 16) }
            let scalars = text.scalarArray
            let first = scalars.firstIndex { !UnicodeText.isWhiteSpace($0) } ?? scalars.count
            let last = scalars.lastIndex { !UnicodeText.isWhiteSpace($0) }.map { $0 + 1 } ?? first
            #expect(
                UnicodeText.trimmed(text).scalarArray == Array(scalars[first..<max(first, last)]), "\(codes)")
            for mode in [CaseFoldingMode.default, .turkic] {
                #expect(
                    try UnicodeText.caseFolded(text, mode: mode).scalarArray
                        == (try UnicodeText.fold(text, mode: mode, allowFastPath: false)).scalarArray,
                    "\(mode) \(codes)")
            }
            for form in NormalizationForm.allCases {
                let icu = try UnicodeText.normalize(text, form: form, allowFastPath: false)
                #expect(
                    try UnicodeText.normalized(text, form: form).scalarArray == icu.scalarArray,
                    "\(form) \(codes)")
                #expect(
                    try UnicodeText.isNormalized(text, form: form) == (icu.scalarArray == text.scalarArray))
            }
        }
    }

    /// ASCII is safe in every normalization form, which the quick path assumes when it
    /// skips eight ASCII bytes at a time.
    @Test func asciiIsSafeInEveryNormalizationForm() {
        for form in NormalizationForm.allCases {
            let check = NormalizationQuickCheck.forForm(form)
            for byte in UInt8(0)..<0x80 {
                #expect(check.isSafe(Unicode.Scalar(byte)), "\(byte) \(form)")
            }
            // And the quick check is not trivially true.
            #expect(!check.isSafe("\u{301}"))
        }
    }

    /// Grapheme counting of printable ASCII (the eight-bytes-at-a-time path) agrees with
    /// ICU at every length and for every byte, including the controls it must refuse.
    @Test func asciiGraphemeCountAgreesWithICU() throws {
        for byte in UInt8(0)..<0x80 {
            for length in [1, 7, 8, 9, 17] {
                for position in [0, length / 2, length - 1] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    bytes[position] = byte
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(
                        try UnicodeText.graphemeCount(text)
                            == (try UnicodeText.countGraphemes(text, allowFastPath: false)),
                        "\(byte) \(length)")
                }
            }
        }
        #expect(try UnicodeText.graphemeCount("abc\r\ndefgh") == 9)
    }

    @Test func lengthsInEveryUnit() throws {
        let text = "Jos\u{E9} 👍🏽"
        #expect(try UnicodeText.length(of: text, in: .graphemes) == 6)
        #expect(try UnicodeText.length(of: text, in: .codePoints) == 7)
        #expect(try UnicodeText.length(of: text, in: .utf16) == 9)
        #expect(try UnicodeText.length(of: text, in: .utf8) == 14)
    }

    @Test func invisibleAndBidiCharactersAreFound() {
        let text = "a\u{200B}b\u{202E}c\u{FEFF}\u{2066}d\u{061C}\u{00AD}"
        let found = UnicodeText.invisibleCharacters(in: text)
        #expect(found.map(\.codePoint) == ["U+200B", "U+202E", "U+FEFF", "U+2066", "U+061C", "U+00AD"])
        #expect(
            found.map(\.kind) == [
                .defaultIgnorable, .bidiControl, .defaultIgnorable, .bidiControl, .bidiControl,
                .defaultIgnorable,
            ])
        #expect(found.map(\.scalarOffset) == [1, 3, 5, 6, 8, 9])
        #expect(found.map(\.utf8Offset) == [1, 5, 9, 12, 16, 18])
        #expect(UnicodeText.invisibleCharacters(in: "Olá, мир").isEmpty)
        #expect(
            UnicodeText.invisibleCharacters(in: String(repeating: "\u{200B}", count: 1_000), limit: 3).count
                == 3)
        #expect(UnicodeText.isBlank("\u{200B}\u{00A0}\u{FEFF}"))
        #expect(!UnicodeText.isBlank("\u{200B}x"))
        for scalar in [
            "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{2067}", "\u{2068}",
            "\u{2069}",
        ] as [Unicode.Scalar] {
            #expect(UnicodeText.isBidiControl(scalar))
        }
    }

    /// The short cut that answers without ICU below U+115F agrees with ICU's properties on
    /// every scalar (a Unicode version that made one of those letters invisible fails here).
    @Test func invisibleCharacterShortCutAgreesWithICU() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bidi = cicu_is_bidi_control(value) != 0
            let ignorable = cicu_is_default_ignorable(value) != 0
            if UnicodeText.isBidiControl(scalar) != bidi || UnicodeText.isDefaultIgnorable(scalar) != ignorable {
                mismatches.append(String(value, radix: 16))
            }
            if !UnicodeText.mayBeInvisible(value) && (bidi || ignorable) { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "differ from ICU at U+\(mismatches.prefix(10))")
        // The short cut's exceptions are still found.
        #expect(
            UnicodeText.invisibleCharacters(in: "a\u{00AD}b\u{034F}c\u{061C}").map(\.codePoint) == [
                "U+00AD", "U+034F", "U+061C",
            ])
    }

    /// Megabyte input completes, and the ICU-backed operations keep their results exact.
    @Test func megabyteStrings() throws {
        let megabyte = String(repeating: "Привёт мир ", count: 50_000)  // ~1 MB; ё decomposes
        #expect(try UnicodeText.caseFolded(megabyte).utf8.count == megabyte.utf8.count)
        #expect(
            try UnicodeText.normalized(megabyte, form: .nfd).unicodeScalars.count == megabyte.unicodeScalars
                .count + 50_000)
        #expect(try UnicodeText.graphemeCount(megabyte) == 550_000)
        #expect(UnicodeText.trimmed(megabyte).utf8.count == megabyte.utf8.count - 1)
        let invisible = String(repeating: "\u{200B}", count: 300_000)
        #expect(UnicodeText.invisibleCharacters(in: invisible).count == 300_000)
        #expect(try UnicodeText.graphemeCount(invisible) == 300_000)
    }
}

@Suite struct CollapseTests {
    /// The byte-level collapse agrees with a plain scalar-by-scalar reference.
    @Test func agreesWithAReferenceOnRandomText() {
        let pieces = ["a", " ", "  ", "\u{00A0}", "\t\n", "é", "Ж", "👍🏽", "\u{3000}", "\u{200B}", "\u{2028}", "b"]
        var generator = SplitMix64(state: 7)
        for _ in 0..<5_000 {
            let text = (0..<Int(generator.next() % 10)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            var reference = String.UnicodeScalarView()
            var inRun = false
            for scalar in text.unicodeScalars {
                if UnicodeText.isWhiteSpace(scalar) {
                    if !inRun { reference.append(" ") }
                    inRun = true
                } else {
                    reference.append(scalar)
                    inRun = false
                }
            }
            #expect(UnicodeText.collapsingWhitespace(text).scalarArray == Array(reference))
        }
    }
}
