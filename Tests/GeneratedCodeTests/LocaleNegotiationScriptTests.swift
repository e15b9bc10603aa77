import LocalizedValidationMessages
import Testing

/// The one negotiator: scripts, legacy codes and refusals (issue 22, deliverable 4).
@Suite struct LocaleNegotiationScriptTests {
    private func best(_ header: String, _ supported: [String]) -> String? {
        LocaleNegotiation.bestMatch(acceptLanguage: header, supported: supported).map { supported[$0] }
    }

    private func best(requested: [String], _ supported: [String]) -> String? {
        LocaleNegotiation.bestMatch(requested: requested, supported: supported).map { supported[$0] }
    }

    @Test("A refused locale is never chosen, however the rest of the header reads")
    func refusals() {
        #expect(best("pt-BR;q=0, pt", ["en", "pt-BR", "ru"]) == nil)
        #expect(best("pt;q=0, pt-PT", ["en", "pt-BR"]) == nil)
        #expect(best("pt;q=0, *", ["pt-BR", "ru"]) == "ru")
        #expect(best("en-US;q=0, en", ["en"]) == "en")
        // A legacy code refuses its current one.
        #expect(best("iw;q=0, *", ["he", "en"]) == "en")
    }

    @Test(
        "Scripts are respected: Traditional and Simplified Chinese, Cyrillic and Latin Serbian",
        arguments: [
            ("zh-TW", ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
            ("zh-HK", ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
            ("zh-CN", ["en", "zh-Hant", "zh-Hans"], "zh-Hans"),
            ("zh-SG", ["en", "zh-Hant", "zh-Hans"], "zh-Hans"),
            ("zh", ["en", "zh-Hant", "zh-Hans"], "zh-Hans"),
            ("zh-TW", ["en", "zh", "zh-TW"], "zh-TW"),
            ("zh-Hant", ["en", "zh-CN", "zh-TW"], "zh-TW"),
            ("zh-Hant-TW", ["en", "zh-Hant-HK", "zh-Hant"], "zh-Hant"),
            ("sr-RS", ["en", "sr-Latn", "sr-Cyrl"], "sr-Cyrl"),
            ("sr", ["en", "sr-Latn", "sr-Cyrl"], "sr-Cyrl"),
            ("sr-ME", ["en", "sr-Cyrl", "sr-Latn"], "sr-Latn"),
            ("sr-Latn-RS", ["en", "sr", "sr-Latn"], "sr-Latn"),
            ("pa-PK", ["en", "pa", "pa-Arab"], "pa-Arab"),
            ("uz-AF", ["en", "uz", "uz-Arab"], "uz-Arab"),
            ("az-IR", ["en", "az", "az-Arab"], "az-Arab"),
        ])
    func scripts(header: String, supported: [String], expected: String) {
        #expect(best(header, supported) == expected)
        #expect(best(requested: [header], supported) == expected)
    }

    @Test(
        "A locale in another script is no match at all",
        arguments: [
            ("zh-TW", ["en", "zh-Hans"]),
            ("zh-TW", ["en", "zh"]),
            ("zh-Hant", ["en", "zh-CN", "zh-Hans", "zh-SG"]),
            ("zh-CN", ["en", "zh-TW", "zh-Hant"]),
            ("sr-RS", ["en", "sr-Latn"]),
            ("sr-Latn", ["en", "sr", "sr-Cyrl"]),
            ("pa-PK", ["en", "pa"]),
        ])
    func noMatchAcrossScripts(header: String, supported: [String]) {
        #expect(best(header, supported) == nil)
        #expect(best(requested: [header], supported) == nil)
    }

    @Test(
        "Legacy language codes are read as their current ones, on either side",
        arguments: [
            ("iw", "he"), ("in", "id"), ("ji", "yi"), ("jw", "jv"), ("mo", "ro"), ("no", "nb"), ("tl", "fil"),
            ("sh", "sr-Latn"), ("iw-IL", "he"), ("no-NO", "nb"),
        ])
    func legacyCodes(legacy: String, current: String) {
        #expect(best(legacy, ["en", current]) == current)
        #expect(best(requested: [legacy], ["en", current]) == current)
        #expect(best(current, ["en", legacy]) == legacy)
    }

    @Test("sh is Latin Serbian: not served by Cyrillic sr")
    func shIsLatin() {
        #expect(best("sh", ["en", "sr"]) == nil)
        #expect(best("sh", ["en", "sr", "sr-Latn"]) == "sr-Latn")
    }

    @Test("What worked before still works: subtags removed, same language, pseudo-locales apart")
    func unchangedBehaviour() {
        #expect(best("pt-PT", ["en", "pt-BR"]) == "pt-BR")
        #expect(best("pt-BR-x-formal", ["en", "pt", "pt-BR"]) == "pt-BR")
        #expect(best("ru-RU-x-private", ["en", "ru"]) == "ru")
        #expect(best("ar-EG", ["en", "ar-XB"]) == nil)
        #expect(best("en-GB", ["en-XA", "en"]) == "en")
        #expect(best("de, fr", ["en"]) == nil)
        #expect(LocaleNegotiation.acceptLanguageTags("pt_BR, ru;q=0.5, fr;q=0, *") == ["pt-BR", "ru"])
    }

    @Test("Reading a header is bounded in bytes and ranges")
    func bounded() {
        let flood = String(repeating: "de;q=0.9, ", count: 200_000) + "ru"
        #expect(best(flood, ["en", "ru"]) == nil)
        #expect(LocaleNegotiation.acceptLanguageTags(flood).count == 32)
        let hugeTag = String(repeating: "a", count: 1_000_000)
        #expect(best(requested: [hugeTag], ["en"]) == nil)
    }
}
