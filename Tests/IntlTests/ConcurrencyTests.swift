import CLocalizedValidationICU
import Testing

@testable import LocalizedValidationCLDR
@testable import LocalizedValidationIntl

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

    /// Plural rules, number and date formats, IDNA and spoof checks of one locale, used by
    /// many tasks at once through the shared per-locale caches.
    @Test func localeServicesFromManyTasks() async throws {
        let expected = try LocaleSnapshot(try IntlLocale("ru"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    for _ in 0..<100 {
                        let snapshot = try LocaleSnapshot(try IntlLocale("ru"))
                        #expect(snapshot == expected)
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    /// A pool lends each object to one caller at a time: 16 tasks count graphemes with
    /// iterators from a two-slot pool, each with text of its own, and every count is
    /// right (an iterator used by two callers at once would mix their texts; under
    /// ThreadSanitizer, a race). More callers than slots clone fresh objects, and what the
    /// pool keeps afterwards stays within its slots.
    @Test func aPoolLendsEachObjectToOneCallerAtATime() async throws {
        var opened: OpaquePointer?
        try checkICU(cicu_grapheme_iterator_open(&opened), "ubrk_open")
        let pool = ICUObjectPool(try #require(opened), kind: .graphemeIterator, slots: 2)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    // task + 1 flags of two scalars each, then task combining marks on an e.
                    let text = String(repeating: "🇧🇷", count: task + 1) + "e" + String(repeating: "\u{301}", count: task)
                    let bytes = Array(text.utf8)
                    for _ in 0..<300 {
                        let count = try pool.withObject { (iterator) throws(IntlError) -> Int32 in
                            var count: Int32 = 0
                            var end: Int32 = 0
                            let status = bytes.withUnsafeBufferPointer { buffer in
                                buffer.withMemoryRebound(to: CChar.self) {
                                    cicu_grapheme_count_utf8(
                                        iterator, $0.baseAddress, Int32($0.count), Int32.max, 0, &count, &end)
                                }
                            }
                            try checkICU(status, "ubrk_next")
                            #expect(Int(end) == bytes.count)
                            return count
                        }
                        #expect(Int(count) == task + 2)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(pool.freeCount <= 2)
    }

    /// A cache read by many tasks while others fill it past its capacity: every value is
    /// the one stored for its key (a reader in a released snapshot would crash or read
    /// freed memory; ThreadSanitizer reports it), and the cache keeps its bound.
    @Test func aCacheReadWhileItIsReplacedGivesEveryKeyItsValue() async throws {
        let cache = LocaleCache<String, [Int]>(capacity: 8)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<16 {
                group.addTask {
                    for round in 0..<400 {
                        // Half the tasks read 4 hot keys; the others walk 40 keys, evicting.
                        let key = task % 2 == 0 ? (task + round) % 4 : (task * 7 + round) % 40
                        let value = cache.value(for: "k\(key)") { () -> [Int] in [key, key * 2] }
                        #expect(value == [key, key * 2])
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(cache.count <= 8)
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

/// Every locale service's result for fixed inputs.
private struct LocaleSnapshot: Equatable {
    let categories: [PluralCategory]
    let formatted: [String]
    let parsed: [String]
    let dates: [String]
    let parsedDate: CalendarDate
    let ascii: String
    let confusable: Bool

    init(_ locale: IntlLocale) throws {
        let rules = try PluralRules(locale: locale)
        categories =
            try [1, 2, 5, 21, 1_000_000].map { try rules.category(for: $0) }
            + [try rules.category(forDecimal: "1.5")]
        let numbers = try IntlNumberFormat(locale: locale)
        formatted = try [1_234_567, -5].map { try numbers.format($0) } + [try numbers.format(1234.5)]
        parsed = try ["1 234,5", "1\u{00A0}000"].map { try numbers.parse($0).decimalText }
        let dateFormat = IntlDateFormat(locale: locale)
        let date = try CalendarDate(year: 2024, month: 2, day: 29)
        dates = try DateStyle.allCases.map { try dateFormat.format(date, style: $0) }
        parsedDate = try dateFormat.parse("29.02.2024", style: .short)
        ascii = try IDNA().toASCII("пример.рф")
        confusable = try SpoofChecker().areConfusable("paypal", "pаypal")
    }
}
