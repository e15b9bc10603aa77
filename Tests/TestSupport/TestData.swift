import Foundation

/// Locates the data files tests run against: Unicode's data (installed from Debian by
/// `.ci/run`) and CLDR.
public enum TestData {
    /// Why a data file could not be read; the test fails with this text.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// The package's root folder, found from this source file's path.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// Where Debian's `unicode-data` package puts the UCD.
    public static let unicodeDataDirectory = URL(fileURLWithPath: "/usr/share/unicode")

    /// The contents of a UCD file such as `CaseFolding.txt` or
    /// `auxiliary/GraphemeBreakTest.txt`; a `.bz2` copy is decompressed with `bzcat`.
    ///
    /// - Throws: ``Missing`` naming the package to install when the file is absent.
    public static func unicodeFile(_ relativePath: String) throws -> String {
        let plain = unicodeDataDirectory.appendingPathComponent(relativePath)
        if let text = try? String(contentsOf: plain, encoding: .utf8) { return text }
        let compressed = plain.appendingPathExtension("bz2")
        if FileManager.default.fileExists(atPath: compressed.path) {
            return try decompress(compressed)
        }
        throw Missing(
            description: "\(plain.path) is missing: install Debian's unicode-data (.ci/run does)")
    }

    /// The contents of a file anywhere, failing with a clear message.
    public static func file(_ url: URL, installHint: String) throws -> String {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw Missing(description: "\(url.path) is missing: \(installHint)")
        }
        return text
    }

    private static func decompress(_ url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bzcat")
        process.arguments = [url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
            throw Missing(description: "bzcat failed on \(url.path)")
        }
        return text
    }

    /// Parses a UCD field of hex code points ("0041 0301") into scalars.
    public static func scalars(_ field: Substring) -> [Unicode.Scalar] {
        field.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
    }

    /// The data lines of a UCD file: comments stripped, blank lines dropped.
    public static func dataLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").compactMap { line in
            let data = line.prefix { $0 != "#" }
            return data.allSatisfy(\.isWhitespace) ? nil : data
        }
    }
}

extension String {
    /// A string made of exactly these scalars.
    public init(scalars: [Unicode.Scalar]) {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        self = String(view)
    }

    /// The scalars, for comparisons that must not treat canonically equivalent text as
    /// equal (Swift's `==` on `String` does).
    public var scalarArray: [Unicode.Scalar] { Array(unicodeScalars) }
}
