import Testing

@testable import LocalizedValidationIntl

/// `CalendarDate`'s ISO 8601 reading and writing without intermediate arrays give what
/// the array-based versions gave (kept here as the reference).
@Suite struct CalendarDateFastPathTests {
    /// The former reader, over an array of UTF-16 units.
    private func reference(_ text: String) -> Result<CalendarDate, DateParseError> {
        let units = Array(text.utf16)
        func fail(_ reason: DateParseError.Reason, _ offset: Int) -> Result<CalendarDate, DateParseError> {
            .failure(DateParseError(reason: reason, offset: offset, localeIdentifier: nil))
        }
        if units.isEmpty { return fail(.empty, 0) }
        var fields = [0, 0, 0]
        let layout: [(field: Int, isDigit: Bool)] = [
            (0, true), (0, true), (0, true), (0, true), (-1, false),
            (1, true), (1, true), (-1, false), (2, true), (2, true),
        ]
        for (offset, slot) in layout.enumerated() {
            guard offset < units.count else { return fail(.notADate, units.count) }
            let unit = units[offset]
            if slot.isDigit {
                guard (0x30...0x39).contains(unit) else { return fail(.notADate, offset) }
                fields[slot.field] = fields[slot.field] * 10 + Int(unit - 0x30)
            } else if unit != 0x2D {
                return fail(.notADate, offset)
            }
        }
        if units.count > layout.count { return fail(.trailingCharacters, layout.count) }
        guard let date = CalendarDate(validYear: fields[0], month: fields[1], day: fields[2]) else {
            return fail(fields[0] == 0 ? .yearOutOfRange : .invalidDate, 0)
        }
        return .success(date)
    }

    private func describe(_ result: Result<CalendarDate, DateParseError>) -> String {
        switch result {
        case .success(let date): "\(date.year)/\(date.month)/\(date.day)"
        case .failure(let error): "\(error.reason)@\(error.offset)"
        }
    }

    @Test func readingMatchesTheArrayReader() {
        var inputs = [
            "", "2", "2024", "2024-", "2024-0", "2024-02", "2024-02-", "2024-02-2", "2024-02-29", "2023-02-29",
            "0000-01-01", "9999-12-31", "2024-13-01", "2024-00-10", "2024-02-30x", "2024/02/29", "2024-02-29 ",
            " 2024-02-29", "20240229", "２０２４-02-29", "2024-0２-29", "2024-02-2\u{301}", "😀024-02-29",
            "2024-02-29😀", "2024-1-01", "abcd-ef-gh", "2024--2-29", "2024-02-29é", "2024-02-é", "é", "2024-0é",
        ]
        for year in [1, 999, 1900, 2000, 2024, 9999] {
            for (month, day) in [(1, 1), (2, 28), (2, 29), (4, 31), (12, 31)] {
                let pad = { (value: Int, width: Int) in
                    String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
                }
                inputs.append("\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))")
            }
        }
        for input in inputs {
            let fast = Result { () throws(DateParseError) in
                do { return try CalendarDate(iso8601: input) } catch let error as DateParseError { throw error } catch {
                    throw DateParseError(reason: .empty, offset: -1, localeIdentifier: nil)
                }
            }
            #expect(describe(fast) == describe(reference(input)), "\(input)")
        }
    }

    @Test func descriptionIsZeroPaddedISO() throws {
        for year in [1, 9, 10, 99, 100, 999, 1000, 2024, 9999] {
            for (month, day) in [(1, 1), (2, 9), (10, 10), (12, 31)] {
                let date = try CalendarDate(year: year, month: month, day: day)
                let padded = { (value: Int, width: Int) in
                    String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
                }
                #expect(date.description == "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))")
                #expect(try CalendarDate(iso8601: date.description) == date)
            }
        }
    }
}
