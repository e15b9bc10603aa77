@_spi(Generated) import LocalizedValidationMessages
import Testing
import _LocalizedValidationCompilerCore

/// The catalog compiler writes each supported tag's packed value as a constant in the
/// generated `negotiated(languageTag:)`, and LocalizedValidationMessages packs the requested tag at
/// run time: the two must agree byte for byte, or every request falls back to the
/// general negotiation (still the right locale, at many times the cost).
@Suite struct PackedLocaleTagTests {
    static let tags = [
        "en", "ru", "pt-BR", "en-XA", "ar-XB", "x", "zh-Hant", "sr-Latn", "es-419", "und", "a-b-c-d",
        "pt-br", "PT-BR", "ру", "é", "\u{0}", "a\u{0}", "0123456",
    ]

    @Test(arguments: tags)
    func theCompilerAndTheRuntimePackATagAlike(tag: String) {
        #expect(PackedLocaleTagLiteral.value(of: tag) == PackedLocaleTag.value(of: tag))
    }

    @Test func tagsLongerThanSevenBytesAndTheEmptyTagHaveNoValue() {
        for tag in ["", "01234567", "zh-Hant-TW", "ru-x-formal", "рус-RU"] {
            #expect(PackedLocaleTagLiteral.value(of: tag) == nil)
            #expect(PackedLocaleTag.value(of: tag) == 0)
        }
    }

    @Test func differentTagsPackDifferently() {
        // Same bytes with a NUL appended, a prefix, a different case: the length byte and
        // every byte count.
        let values = Self.tags.map { PackedLocaleTag.value(of: $0) }
        #expect(Set(values).count == values.count)
    }

    @Test func theLiteralIsTheValueInHexadecimal() {
        let value = PackedLocaleTagLiteral.value(of: "ru")
        #expect(value == 0x0200_0000_0000_7572)
        #expect(PackedLocaleTagLiteral.literal(0x0200_0000_0000_7572) == "0x0200_0000_0000_7572")
        #expect(PackedLocaleTagLiteral.literal(0) == "0x0000_0000_0000_0000")
        #expect(PackedLocaleTagLiteral.literal(.max) == "0xFFFF_FFFF_FFFF_FFFF")
    }

    /// A native string (not a small one) packs as a small one with the same bytes.
    @Test func aLargeStringWithAShortTagPacksAsItsBytes() {
        var native = String(repeating: "x", count: 40)
        native.removeAll(keepingCapacity: true)
        native += "ru"
        #expect(PackedLocaleTag.value(of: native) == PackedLocaleTag.value(of: "ru"))
    }
}
