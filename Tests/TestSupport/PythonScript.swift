import Foundation

/// Runs a Python reference script for a differential test: `python3 <script>
/// <arguments…> <input file> <output file>`, the input file holding one request a line.
/// The Fluent (GeneratedCodeTests), PRECIS and e-mail (LocalizedValidationTests)
/// references all run this way.
///
/// Nothing is skipped: when `python3` cannot start or the script fails (a pinned module
/// missing), the test fails with the script's message or says to run `Scripts/test`.
public enum PythonScript {
    /// Why the script could not run; the test fails with this text.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `script` on `inputLines` and returns the text it wrote to its output file.
    ///
    /// - Parameters:
    ///   - script: The script's path.
    ///   - arguments: Arguments before the input and output files' paths.
    ///   - inputLines: The requests, one a line.
    ///   - installs: What `Scripts/test` installs for it, for the message when python3
    ///     cannot start ("the references", "fluent.runtime").
    /// - Throws: ``Failure`` when python3 cannot start or the script exits with an error.
    public static func run(
        _ script: URL, arguments: [String] = [], inputLines: [String], installs: String
    ) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.txt")
        let output = folder.appendingPathComponent("output.txt")
        let errors = folder.appendingPathComponent("stderr.txt")
        try Data(inputLines.map { $0 + "\n" }.joined().utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments + [input.path, output.path]
        process.standardError = try FileHandle(forWritingTo: errors)
        do {
            try process.run()
        } catch {
            throw Failure(
                description:
                    "cannot start python3 (\(error)): run Scripts/test, which installs \(installs) (Tests/requirements.txt)"
            )
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(
                description: "python3 \(script.lastPathComponent) exited with \(process.terminationStatus): "
                    + (message.isEmpty ? "is python3 installed? run Scripts/test" : message))
        }
        return try String(contentsOf: output, encoding: .utf8)
    }
}
