@_spi(Generated) import LocalizedValidationMessages
import Testing

/// `MessageText`, the byte buffer generated code builds a message in, gives exactly what
/// `String +=` of the same parts gives (issue 11, R3).
@Suite struct MessageTextTests {
    /// Values as generated code appends them: empty, ASCII, non-ASCII, NUL, isolation
    /// marks, combining marks, emoji, small and large, native and bridged-from-substring.
    static let values = [
        "", "a", "\u{0}", "a\u{0}b", "\u{2068}Пароль\u{2069}", "\u{2068}", "\u{2069}", "Пароль",
        "e\u{301}", "\u{301}", "👩‍👩‍👧", "7 мар. 2025 г.", "Адрес электронной почты (рабочий)",
        String(repeating: "длинное значение ", count: 20), String(Substring("x\u{2069}")),
        "\r\n", "\u{FEFF}", "\u{10FFFF}",
    ]

    @Test(arguments: [0, 1, 16, 128, 191, 192, 193, 400])
    func valuesConcatenateAsStrings(capacity: Int) {
        for first in Self.values {
            for second in Self.values {
                var text = MessageText(capacity: capacity)
                text.append(first)
                text.append(second)
                let built = text.finish()
                #expect(built == first + second)
                #expect(Array(built.utf8) == Array((first + second).utf8))
            }
        }
    }

    @Test func literalsConcatenateAsStrings() {
        var text = MessageText(capacity: 4)
        text.append("Поле «")
        text.append("\u{2068}Имя\u{2069}")
        text.append("")
        text.append("»")  // one scalar: a literal stored as its scalar, not as bytes
        text.append("\u{0}")
        text.append("a\u{0}b")
        text.append("👩‍👩‍👧")
        text.append(" обязательно.")
        let expected = "Поле «" + "\u{2068}Имя\u{2069}" + "" + "»" + "\u{0}" + "a\u{0}b" + "👩‍👩‍👧" + " обязательно."
        let built = text.finish()
        #expect(built == expected)
        #expect(Array(built.utf8) == Array(expected.utf8))
    }

    /// A text starts in the value itself (192 bytes) and moves to the heap when it
    /// outgrows it: every length across the move, by one-byte and multi-byte parts.
    @Test(arguments: ["a", "é", "Я", "👩‍👩‍👧", "\u{2068}ab\u{2069}"])
    func textsGrowingPastTheValuesOwnRoomStayExact(part: String) {
        var text = MessageText(capacity: 0)
        var expected = ""
        for _ in 0..<300 {
            text.append(part)
            expected += part
        }
        text.append(" обязательно")
        expected += " обязательно"
        text.appendSentencePeriod()
        ArgumentIsolation.appendSentencePeriod(to: &expected)
        let built = text.finish()
        #expect(Array(built.utf8) == Array(expected.utf8))
        for length in 185...200 {
            var short = MessageText(capacity: 16)
            short.append(String(repeating: "x", count: length - 1))
            short.append(".")
            short.appendSentencePeriod()
            #expect(short.finish() == String(repeating: "x", count: length - 1) + ".")
        }
    }

    /// An argument appended with its isolation is the same text as the isolated string
    /// appended, under both policies and across the move to the heap.
    @Test(arguments: [ArgumentIsolation.none, .isolated])
    func anArgumentAppendsAsItsIsolatedString(isolation: ArgumentIsolation) {
        for value in Self.values {
            for capacity in [0, 190] {
                var text = MessageText(capacity: capacity)
                text.append(String(repeating: "x", count: capacity))
                text.append(value, isolation: isolation)
                let expected = String(repeating: "x", count: capacity) + isolation.apply(value)
                #expect(Array(text.finish().utf8) == Array(expected.utf8))
            }
        }
    }

    /// A `Text` argument appends as its rendered text, isolated once: fixed text (with
    /// or without a gender), a message, and a message that embeds another text.
    @Test(arguments: [ArgumentIsolation.none, .isolated])
    func aTextArgumentAppendsAsItsRenderedText(isolation: ArgumentIsolation) {
        let texts =
            Self.values.map { LocalizedText(verbatim: $0) } + [
                LocalizedText(verbatim: "Пароль", gender: .masculine),
                LocalizedText(Label(text: "Имя")),
                LocalizedText(Label(text: "\u{2068}", inner: LocalizedText(verbatim: "Почта"))),
            ]
        for localized in texts {
            for tag in ["ru", "en", "x-unknown"] {
                var text = MessageText(capacity: 8)
                text.append("«")
                text.append(localized, languageTag: tag, runtime: BasicLocale.ru.runtime, isolation: isolation)
                text.append("»")
                let expected = "«" + isolation.apply(localized.localized(languageTag: tag, isolation: isolation)) + "»"
                #expect(Array(text.finish().utf8) == Array(expected.utf8))
            }
        }
    }

    /// A message whose text depends on the tag and the isolation, and may embed a text.
    private struct Label: LocalizedMessage {
        let text: String
        var inner: LocalizedText?

        var messageID: String { "label" }

        func localized(languageTags: [String], isolation: ArgumentIsolation) -> String {
            let embedded = inner.map { isolation.apply($0.localized(languageTags: languageTags, isolation: isolation)) }
            return "\(languageTags.first ?? "")/\(text)" + (embedded ?? "")
        }
    }

    @Test func anEmptyTextIsTheEmptyString() {
        let text = MessageText(capacity: 0)
        #expect(text.finish() == "")
    }

    /// The period rule is `ArgumentIsolation.appendSentencePeriod(to:)`'s, on the same
    /// endings.
    @Test func theSentencePeriodMatchesTheStringOne() {
        let endings = [
            "", ".", "..", "г.", "г", "\u{2069}", ".\u{2069}", "г.\u{2069}", "\u{2068}x\u{2069}",
            "\u{2068}7 мар. 2025 г.\u{2069}", "a\u{2069}.", "\u{81}\u{A9}", ".\u{E2}", "…", "。", "e\u{301}",
            "\u{2069}\u{2069}", ".\u{2069}\u{2069}", "👩‍👩‍👧", "abc", "Поле «Имя»", "\u{0}", ".\u{0}",
        ]
        for prefix in ["", "x", "Длинное поле, больше пятнадцати байт: "] {
            for ending in endings {
                var expected = prefix + ending
                ArgumentIsolation.appendSentencePeriod(to: &expected)
                var text = MessageText(capacity: 8)
                text.append(prefix)
                text.append(ending)
                text.appendSentencePeriod()
                #expect(text.finish() == expected, "\(Array((prefix + ending).unicodeScalars))")
            }
        }
    }
}
