import Foundation
import TestSupport

/// Runs the `catalogc` that SwiftPM built beside the test bundle.
enum Catalogc {
    /// What one run printed and returned.
    struct Run: CustomStringConvertible {
        let status: Int32
        let stdout: String
        let stderr: String

        /// The lines of standard error, without the empty last one.
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
    }

    /// The executable: on Linux the test bundle is itself an executable in the build folder
    /// (`Bundle.main`); on macOS it is an `.xctest` bundle in that folder.
    static let executable: URL = {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("catalogc")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("catalogc")
    }()

    /// Runs `catalogc arguments…` and waits for it. Output goes through files, not pipes,
    /// so a chatty run cannot block on a full pipe.
    static func run(_ arguments: String...) throws -> Run {
        try run(arguments)
    }

    /// Runs `catalogc` (or another executable) with an argument list, in `directory` (by
    /// default the test's own).
    static func run(
        _ arguments: [String], in directory: String? = nil, executable: URL = Catalogc.executable
    ) throws -> Run {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("stdout", bytes: [])
        try scratch.write("stderr", bytes: [])
        let stdout = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path("stdout")))
        let stderr = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch.path("stderr")))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: try scratch.read("stdout"), as: UTF8.self),
            stderr: String(decoding: try scratch.read("stderr"), as: UTF8.self))
    }
}
