/// A plain-text table with a header row, columns padded to their widest cell.
struct TextTable {
    /// Header cells.
    let columns: [String]
    /// Whether each column is right-aligned (numbers) or left-aligned (names).
    let rightAligned: [Bool]
    private(set) var rows: [[String]] = []

    init(columns: [(String, rightAligned: Bool)]) {
        self.columns = columns.map(\.0)
        self.rightAligned = columns.map(\.rightAligned)
    }

    mutating func append(_ row: [String]) {
        precondition(row.count == columns.count, "a row needs \(columns.count) cells")
        rows.append(row)
    }

    func rendered() -> String {
        let widths = columns.indices.map { column in
            ([columns[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return rightAligned[column] ? padding + cells[column] : cells[column] + padding
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(columns), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// A performance goal checked against the measurements: passes when no case fails it.
struct Goal {
    let title: String
    /// Whether the passing cases are listed too, not only the failing ones.
    let showsEveryCase: Bool
    /// Each case checked, with its value shown and whether it met the goal.
    private(set) var checks: [(name: String, value: String, passed: Bool)] = []

    init(_ title: String, showsEveryCase: Bool = false) {
        self.title = title
        self.showsEveryCase = showsEveryCase
    }

    mutating func check(_ name: String, value: String, passed: Bool) {
        checks.append((name, value, passed))
    }

    /// `PASS` or `FAIL` with the title, then the failing cases (or every case).
    func rendered() -> String {
        guard !checks.isEmpty else { return "SKIP  \(title) (no case ran)" }
        let failures = checks.filter { !$0.passed }
        let verdict = failures.isEmpty ? "PASS" : "FAIL"
        var lines = ["\(verdict)  \(title): \(checks.count - failures.count)/\(checks.count) cases"]
        for check in checks where showsEveryCase || !check.passed {
            lines.append("        \(check.passed ? "ok  " : "FAIL") \(check.name)  \(check.value)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Formats a time in nanoseconds with three significant digits or more.
func formatNanoseconds(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(fixed: value, decimals: value >= 10 ? 1 : 2)
}

/// Formats a ratio with two decimals and a `×`.
func formatRatio(_ value: Double) -> String {
    String(fixed: value, decimals: value >= 100 ? 0 : (value >= 10 ? 1 : 2)) + "×"
}

extension String {
    /// `value` with a fixed number of decimals (Foundation's `String(format:)` without
    /// Foundation).
    init(fixed value: Double, decimals: Int) {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = abs(scaled % Int(scale))
        guard decimals > 0 else {
            self = String(whole)
            return
        }
        let fractionText = String(fraction)
        self =
            String(whole) + "." + String(repeating: "0", count: decimals - fractionText.count) + fractionText
    }
}
