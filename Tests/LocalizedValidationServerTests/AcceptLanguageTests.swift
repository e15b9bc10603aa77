import Testing

@testable import LocalizedValidationServer

/// Accept-Language as clients send it, and as attackers do.
@Suite struct AcceptLanguageTests {
    static let supported = ["en", "pt-BR", "ru"]

    func best(_ header: String?) -> String? { AcceptLanguage(header).bestMatch(in: Self.supported) }

    @Test func qValuesRankRangesTiesInHeaderOrder() {
        #expect(best("ru;q=0.8, pt-BR, en;q=0.5") == "pt-BR")
        #expect(best("en;q=0.5, ru;q=0.5") == "en")
        #expect(best("fr, ru;q=0.1") == "ru")
        #expect(AcceptLanguage("ru;q=0.8, pt-BR").ranges.map(\.quality) == [800, 1000])
    }

    @Test func rangesMatchAsTheLibraryNegotiates() {
        #expect(best("pt-PT") == "pt-BR")
        #expect(best("pt") == "pt-BR")
        #expect(best("PT-br") == "pt-BR")
        #expect(best("pt_BR") == "pt-BR")
        #expect(best("ru-RU-x-private") == "ru")
        #expect(best("de, fr") == nil)
    }

    @Test func wildcardTakesTheFirstSupportedLocaleNotRefused() {
        #expect(best("*") == "en")
        #expect(best("de, *;q=0.5") == "en")
        #expect(best("en;q=0, *") == "pt-BR")
        #expect(best("en;q=0, pt;q=0, *") == "ru")
        #expect(best("fr, *;q=0") == nil)
    }

    @Test func refusedLocalesAreNeverChosen() {
        // `pt;q=0` refuses pt-BR (RFC 4647 basic filtering), so `pt-PT` cannot reach it.
        #expect(best("pt;q=0, pt-PT") == nil)
        #expect(best("ru;q=0, ru-RU") == nil)
        #expect(best("pt-BR;q=0, en") == "en")
        #expect(best("en-US;q=0, en") == "en")  // refusing en-US does not refuse en
    }

    @Test func malformedEntriesAreLeftOutOneByOne() {
        #expect(best("ru;q=2, pt-BR") == "pt-BR")  // q above 1
        #expect(best("ru;q=0.5555, pt-BR;q=0.1") == "pt-BR")  // four decimals
        #expect(best("ru;q=1.5, pt-BR;q=0.1") == "pt-BR")
        #expect(best("ru;q=, pt-BR;q=0.1") == "pt-BR")
        #expect(best("ru;q=nan, pt-BR;q=0.1") == "pt-BR")
        #expect(best("ru;q=1e0, pt-BR;q=0.1") == "pt-BR")
        #expect(best("ru;q=-0, pt-BR;q=0.1") == "pt-BR")
        #expect(best("toolongsubtag-ru, pt-BR;q=0.1") == "pt-BR")
        #expect(best("r\u{00FC}, pt-BR;q=0.1") == "pt-BR")  // non-ASCII
        #expect(best("ru-, pt-BR;q=0.1") == "pt-BR")
        #expect(best("1ru, pt-BR;q=0.1") == "pt-BR")
        #expect(best(",,; ;,=") == nil)
        #expect(best("") == nil)
        #expect(best(nil) == nil)
        // Accepted forms of the grammar.
        #expect(best("ru;q=1.000") == "ru")
        #expect(best("ru;q=0.") == nil)  // `0.` is zero: refused
        #expect(best(" ru ; q=0.9 ,\tpt-BR;Q=0.3") == "ru")
        #expect(best("ru;level=1") == "ru")  // other parameters are ignored
    }

    @Test func hostileHeadersAreReadWithinBounds() {
        // Megabytes of ranges: only the first 4 KiB are read, at most 32 ranges kept.
        let flood = String(repeating: "de;q=0.9, ", count: 200_000) + "ru"
        let header = AcceptLanguage(flood)
        #expect(header.ranges.count == AcceptLanguage.maximumRanges)
        #expect(AcceptLanguage(flood).bestMatch(in: Self.supported) == nil)
        // The entry the byte limit cuts through is dropped, not read in part.
        let cut = String(repeating: " ", count: AcceptLanguage.maximumBytes - 4) + "en,ru-RU"
        #expect(AcceptLanguage(cut).ranges.map(\.tag) == ["en"])
        // One huge entry, no comma in the first 4 KiB: nothing.
        #expect(AcceptLanguage(String(repeating: "a", count: 1_000_000)).ranges.isEmpty)
        // Ranges beyond the limit are ignored, even with a higher q.
        let many = (0..<40).map { _ in "de" }.joined(separator: ",") + ",ru;q=1"
        #expect(AcceptLanguage(many).bestMatch(in: Self.supported) == nil)
    }
}
