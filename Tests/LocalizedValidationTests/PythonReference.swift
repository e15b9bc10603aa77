import Foundation

/// Runs a reference implementation written in Python (a script in `Reference/`) on a
/// file of inputs, for the differential tests.
///
/// Nothing is skipped: when `python3` or the pinned module is missing, the test fails
/// with the script's message, which says to run `Scripts/test` or which `pip install` to use.
enum PythonReference {
    /// Why the reference could not run; the test fails with this text.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder holding the scripts and the known-deviation files.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Reference")

    /// Runs `script` on `inputLines` (one a line) and returns the lines it wrote.
    static func run(_ script: String, inputLines: [String]) throws -> [Substring] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.txt")
        let output = folder.appendingPathComponent("output.txt")
        let errors = folder.appendingPathComponent("stderr.txt")
        try Data(inputLines.map { $0 + "\n" }.joined().utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", directory.appendingPathComponent(script).path, input.path, output.path]
        process.standardError = try FileHandle(forWritingTo: errors)
        do {
            try process.run()
        } catch {
            throw Failure(
                description:
                    "cannot start python3 (\(error)): run Scripts/test, which installs the references (Tests/requirements.txt)"
            )
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(
                description: "python3 \(script) exited with \(process.terminationStatus): "
                    + (message.isEmpty ? "is python3 installed? run Scripts/test" : message))
        }
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
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
