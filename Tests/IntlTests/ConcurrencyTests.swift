import Testing

@testable import Intl

/// Many tasks share the same cached ICU objects; results must equal the single-threaded
/// ones. CI also runs this suite under ThreadSanitizer.
@Suite struct ConcurrencyTests {
    @Test func textServicesFromManyTasks() async throws {
        let inputs = ["Straße", "e\u{301}👩\u{200D}👩\u{200D}👧", "ПРИВЁТ", "İstanbul", "\u{00A0}Ana\u{200B}"]
        let expected = try inputs.map { try TextSnapshot($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for round in 0..<200 {
                        let index = (task + round) % inputs.count
                        let snapshot = try TextSnapshot(inputs[index])
                        #expect(snapshot == expected[index])
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    @Test func localesFromManyTasks() async throws {
        try await withThrowingTaskGroup(of: String.self) { group in
            for task in 0..<32 {
                group.addTask { try IntlLocale(["en", "pt-BR", "ru"][task % 3]).identifier }
            }
            var seen: [String] = []
            for try await identifier in group { seen.append(identifier) }
            #expect(Set(seen) == ["en", "pt-BR", "ru"])
            #expect(seen.count == 32)
        }
    }
}

/// Every text operation's result on one input.
private struct TextSnapshot: Equatable {
    let folded: [Unicode.Scalar]
    let nfc: [Unicode.Scalar]
    let nfkd: [Unicode.Scalar]
    let graphemes: Int
    let prefix: [Unicode.Scalar]
    let trimmed: [Unicode.Scalar]
    let invisible: [InvisibleCharacter]

    init(_ text: String) throws {
        folded = Array(try UnicodeText.caseFolded(text).unicodeScalars)
        nfc = Array(try UnicodeText.normalized(text, form: .nfc).unicodeScalars)
        nfkd = Array(try UnicodeText.normalized(text, form: .nfkd).unicodeScalars)
        graphemes = try UnicodeText.graphemeCount(text)
        prefix = Array(try UnicodeText.graphemePrefix(text, maxGraphemes: 2).unicodeScalars)
        trimmed = Array(UnicodeText.trimmed(text).unicodeScalars)
        invisible = UnicodeText.invisibleCharacters(in: text)
    }
}
