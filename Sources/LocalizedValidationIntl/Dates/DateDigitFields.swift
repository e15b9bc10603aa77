/// Checks the digits of a date's input against the numeric fields of its parsing
/// pattern, before ICU reads them.
///
/// Strict ICU still takes a day or month of any width (`029/011/2026`), a year of any
/// width (`29/11/202` is the year 202) and digits of any numbering system, mixed in one
/// date (`2９/11/2026`). The policy is the one the number parser follows: ASCII digits
/// or the locale's native digits, one system per date; day and month in one or two
/// digits; the year in exactly four.
struct DateDigitFields {
    /// The locale's native digits 0...9, or `nil` when they are ASCII.
    let nativeDigits: [Unicode.Scalar]?
    let localeIdentifier: String

    private enum DigitSystem { case ascii, native }

    private struct Run {
        var offset: Int
        var value = 0
        var length = 0
        var signed: Bool
    }

    /// Throws when the digits break the policy; returns whether the fields were matched
    /// one to one (when they were not, ICU decides and reports the shape).
    @discardableResult
    func check(_ text: String, fields: [Character]) throws(DateParseError) -> Bool {
        func fail(_ reason: DateParseError.Reason, _ offset: Int) -> DateParseError {
            DateParseError(reason: reason, offset: offset, localeIdentifier: localeIdentifier)
        }
        var runs: [Run] = []
        var system: DigitSystem?
        var offset = 0
        var previousIsDigit = false
        var signPending = false  // a minus sign that does not follow a digit: `1/1/-1`
        var inRun = false
        for scalar in text.unicodeScalars {
            let isDigit = scalar.properties.numericType == .decimal
            defer {
                offset += scalar.utf16.count
                previousIsDigit = isDigit
            }
            guard isDigit else {
                signPending = (scalar == "-" || scalar == "\u{2212}") && !previousIsDigit
                inRun = false
                continue
            }
            guard let (value, digitSystem) = digit(scalar) else { throw fail(.notADate, offset) }
            if let system, system != digitSystem { throw fail(.mixedDigitSystems, offset) }
            system = digitSystem
            if !inRun {
                runs.append(Run(offset: offset, signed: signPending))
                inRun = true
            }
            runs[runs.count - 1].length += 1
            runs[runs.count - 1].value = min(runs[runs.count - 1].value * 10 + value, 100_000)
        }
        guard runs.count == fields.count else { return false }
        for (run, field) in zip(runs, fields) {
            if field == "y" {
                if run.signed { throw fail(.yearOutOfRange, run.offset - 1) }
                if run.length <= 2 { throw fail(.ambiguousTwoDigitYear, run.offset) }
                if run.length == 3 { throw fail(.incompleteYear, run.offset) }
                if run.length > 4 || run.value == 0 { throw fail(.yearOutOfRange, run.offset) }
            } else if run.length > 2 {
                throw fail(.notADate, run.offset)
            }
        }
        return true
    }

    private func digit(_ scalar: Unicode.Scalar) -> (Int, DigitSystem)? {
        if scalar.value >= 0x30, scalar.value <= 0x39 { return (Int(scalar.value - 0x30), .ascii) }
        if let nativeDigits, let value = nativeDigits.firstIndex(of: scalar) { return (value, .native) }
        return nil
    }
}
