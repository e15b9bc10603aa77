import Foundation
import TestSupport

/// Runs a reference implementation written in Python (a script in `Reference/`) on a
/// file of inputs, for the differential tests (through TestSupport's `PythonScript`).
///
/// Nothing is skipped: when `python3` or the pinned module is missing, the test fails
/// with the script's message, which says to run `Scripts/test` or which `pip install` to use.
enum PythonReference {
    /// Why the reference could not run; the test fails with this text.
    typealias Failure = PythonScript.Failure

    /// The folder holding the scripts and the known-deviation files.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Reference")

    /// Runs `script` on `inputLines` (one a line) and returns the lines it wrote.
    static func run(_ script: String, inputLines: [String]) throws -> [Substring] {
        try PythonScript.run(
            directory.appendingPathComponent(script), inputLines: inputLines, installs: "the references"
        ).split(separator: "\n")
    }

    /// The known deviations of a file in `Reference/`: each non-comment line's
    /// tab-separated fields.
    static func knownDeviations(_ file: String) throws -> [[Substring]] {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) ? nil : line.split(separator: "\t")
        }
    }

    /// Scalars as space-separated hex ("-" for the empty string).
    static func hex(_ text: String) -> String {
        text.isEmpty ? "-" : text.unicodeScalars.map { String(format: "%04X", $0.value) }.joined(separator: " ")
    }
}
