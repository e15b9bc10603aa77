import TestSupport
import Testing

@testable import LocalizedValidationCLDR

/// `String(validatingUTF8Bytes:)` answers exactly what the standard library's validating
/// initializer answers, on ASCII, valid multi-byte text and every kind of invalid byte.
@Suite struct ValidatedUTF8Tests {
    @Test func answersAsTheStandardLibraryDoes() {
        var random = SplitMix64(state: 27)
        // Whole scalars of every length, and bytes that break a sequence: continuation
        // bytes, leads of every length, a surrogate's and an over-long encoding's leads,
        // a lead past U+10FFFF and bytes no UTF-8 has.
        let scalars = ["A", "\u{7F}", "é", "€", "😘", "\u{10FFFF}"].map { Array($0.utf8) }
        let breaking: [UInt8] = [0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xA0, 0xF0, 0xF4, 0x90, 0xF5, 0xFF]
        var invalid = 0
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(12) {
                if random.chance(1, in: 12) {
                    bytes.append(random.pick(breaking))
                } else {
                    bytes += random.pick(scalars)
                }
            }
            let expected = String(validating: bytes, as: UTF8.self)
            #expect(bytes.withUnsafeBufferPointer { String(validatingUTF8Bytes: $0) } == expected)
            if expected == nil { invalid += 1 }
        }
        // Both answers were drawn often.
        #expect(invalid > 2_000 && invalid < 18_000)
        for text in ["", "plain ASCII", "Привет, мир", "👩🏽‍💻 {$count}", "\u{FEFF}BOM", "\u{10FFFF}"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { String(validatingUTF8Bytes: $0) } == text)
        }
    }
}
