import LocalizedValidation
import LocalizedValidationIntl
import Testing

/// A built-in message ending with a sentence period after a value that ends with one
/// (ru dates end with the abbreviation "г.") shows one period, not two.
@Suite struct SentencePeriodTests {
    @Test func russianDateAtTheEndOfASentence() throws {
        let date = try CalendarDate(year: 2025, month: 3, day: 7)
        let late = ValidationMessage.dateTooLate(field: LocalizedText(verbatim: "Дата"), date: date).localized(in: .ru)
        #expect(late == "Введите в поле «Дата» дату не позже 7 мар. 2025\u{202F}г.")
        let early = ValidationMessage.dateTooEarly(field: LocalizedText(verbatim: "Дата"), date: date)
        #expect(early.localized(in: .ru).hasSuffix("2025\u{202F}г."))
        // A value without a period keeps the sentence's.
        #expect(
            ValidationMessage.dateTooLate(field: LocalizedText(verbatim: "Data"), date: date).localized(in: .en)
                == "Data must be on or before Mar 7, 2025.")
    }
}
