import Testing

@testable import LocalizedValidationIntl

@Suite struct ScalarPropertiesTests {
    @Test func propertiesComeFromICU() throws {
        let fullwidth = try ScalarProperties("\u{FF21}")
        #expect(fullwidth.generalCategory == .uppercaseLetter)
        #expect(fullwidth.hasCompatibilityMapping)
        #expect(fullwidth.widthMapping == "A")
        #expect(try ScalarProperties("\u{FF71}").widthMapping == "\u{30A2}")  // halfwidth katakana A
        #expect(try ScalarProperties("\u{2163}").widthMapping == nil)  // <compat>, not <wide>
        #expect(try ScalarProperties("é").hasCompatibilityMapping == false)
        #expect(try ScalarProperties("\u{212B}").hasCompatibilityMapping)  // canonical singleton
        #expect(try ScalarProperties("\u{05D0}").bidiClass == .rightToLeft)
        #expect(try ScalarProperties("\u{0628}").bidiClass == .arabicLetter)
        #expect(try ScalarProperties("\u{0661}").bidiClass == .arabicNumber)
        #expect(try ScalarProperties("\u{0628}").joiningType == .dualJoining)
        #expect(try ScalarProperties("\u{0627}").joiningType == .rightJoining)
        #expect(try ScalarProperties("\u{0610}").joiningType == .transparent)
        #expect(try ScalarProperties("\u{094D}").combiningClass == 9)
        #expect(try ScalarProperties("\u{0375}").script == .greek)
        #expect(try ScalarProperties("\u{30A2}").script == .katakana)
        #expect(try ScalarProperties("\u{200D}").isJoinControl)
        #expect(try ScalarProperties("\u{1100}").isConjoiningJamo)
        #expect(try ScalarProperties("\u{AC00}").isConjoiningJamo == false)
        #expect(try ScalarProperties(Unicode.Scalar(0xFDD0)!).isNoncharacter)
        #expect(try ScalarProperties("\u{00AD}").isDefaultIgnorable)
    }

    @Test func lowercasingIsUnicodeToLowerCase() throws {
        #expect(try UnicodeText.lowercased("ANA") == "ana")
        #expect(try UnicodeText.lowercased("İ").unicodeScalars.map(\.value) == [0x69, 0x307])
        // Final_Sigma: the last Σ of a word becomes ς.
        #expect(try UnicodeText.lowercased("ΣΟΦΟΣ") == "\u{03C3}\u{03BF}\u{03C6}\u{03BF}\u{03C2}")
        #expect(try UnicodeText.lowercased("Straße") == "straße")  // lowercasing is not folding
    }
}
