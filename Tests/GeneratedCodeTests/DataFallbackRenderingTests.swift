import LocalizedValidationCLDR
import LocalizedValidationMessages
import Testing

/// A catalog set with languages ICU 72 has no data for (`locale-data-fallback`): Occitan
/// (no plural rules: root's, only `other`) and Sicilian (its own rules, no locale data).
/// Both render with ICU's root data, baked into the generated code.
@Suite struct DataFallbackRenderingTests {
    @Test("oc selects [other] for every number; scn selects with its own rules")
    func pluralSelection() {
        #expect(FallbackMessages.files(count: 1).localized(in: DataFallbackLocale.oc) == "1 fichièrs")
        #expect(FallbackMessages.files(count: 2).localized(in: DataFallbackLocale.oc) == "2 fichièrs")
        #expect(FallbackMessages.files(count: 1).localized(in: DataFallbackLocale.scn) == "Un file")
        #expect(FallbackMessages.files(count: 3).localized(in: DataFallbackLocale.scn) == "3 file")
        #expect(FallbackMessages.files(count: 1).localized(in: DataFallbackLocale.en) == "One file")
    }

    @Test("Numbers and dates are written with root's data: '.' decimals, ',' grouping, ISO dates")
    func numbersAndDates() throws {
        #expect(FallbackMessages.files(count: 12345).localized(in: DataFallbackLocale.oc) == "12,345 fichièrs")
        #expect(FallbackMessages.price(amount: 1234.5).localized(in: DataFallbackLocale.oc) == "Prètz: 1,234.50")
        #expect(FallbackMessages.price(amount: 1234.5).localized(in: DataFallbackLocale.scn) == "Prezzu: 1,234.50")
        #expect(FallbackMessages.limit.localized(in: DataFallbackLocale.oc) == "Fins a 1,234,567 fichièrs")
        let day = try CalendarDate(year: 2024, month: 2, day: 29)
        #expect(FallbackMessages.due(day: day).localized(in: DataFallbackLocale.oc) == "Per 2024-02-29")
        #expect(FallbackMessages.due(day: day).localized(in: DataFallbackLocale.scn) == "Pi 2024-02-29")
    }

    @Test("Accept-Language: oc and scn negotiate to their locales; Catalan does not reach Occitan")
    func negotiation() {
        #expect(DataFallbackLocale.negotiated(acceptLanguage: "oc-FR, fr;q=0.8") == .oc)
        #expect(DataFallbackLocale.negotiated(acceptLanguage: "scn") == .scn)
        #expect(DataFallbackLocale.negotiated(["OC"]) == .oc)
        #expect(DataFallbackLocale.negotiated(acceptLanguage: "ca") == .en)
    }
}
