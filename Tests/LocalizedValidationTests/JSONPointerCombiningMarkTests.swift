import Testing

@testable import LocalizedValidation

/// Found by thinking through the `server` fuzz harness's pointer property: a key that
/// starts with a combining mark joined the `/` or `~` before it into one character, so
/// `jsonPointer` left a `~` or `/` unescaped and `FieldPath(jsonPointer:)` refused the
/// pointer or read another path.
@Suite struct JSONPointerCombiningMarkTests {
    @Test(arguments: ["\u{301}", "~\u{301}", "/\u{301}", "a~\u{301}/\u{308}b", "\u{301}~0"])
    func keyWithCombiningMarksRoundTrips(key: String) {
        let path = FieldPath([.key("address"), .key(key), .index(2)])
        let pointer = path.jsonPointer
        let read = FieldPath(jsonPointer: pointer)
        #expect(read == path, "\(pointer.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func combiningMarkAfterTheSlashIsPartOfTheKey() {
        #expect(FieldPath(jsonPointer: "/\u{301}") == FieldPath([.key("\u{301}")]))
        #expect(FieldPath(jsonPointer: "/~0\u{301}") == FieldPath([.key("~\u{301}")]))
    }
}
