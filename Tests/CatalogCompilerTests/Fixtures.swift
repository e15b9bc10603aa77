import Foundation

/// Locates the Fluent specification's conformance fixtures.
///
/// They live beside the package checkout (`<package root>/../shared/fluent-spec-fixtures`), both
/// in a development worktree and in CI, where `shared/` is a sibling of the fresh clone.
enum Fixtures {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CatalogCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/fluent-spec-fixtures")
        .standardizedFileURL

    /// A placeholder name used when the folder is missing, so the parameterized test fails
    /// instead of running zero cases.
    static let missingMarker = "<fixture folder missing>"

    /// The fixture names (without extension) that have an `.ftl` file, sorted.
    static let names: [String] = {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
            return [missingMarker]
        }
        let names = files.filter { $0.hasSuffix(".ftl") }.map { String($0.dropLast(4)) }.sorted()
        return names.isEmpty ? [missingMarker] : names
    }()

    static func data(_ name: String, _ fileExtension: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name + "." + fileExtension))
    }

    /// The bytes of a fixture's `.ftl` input.
    ///
    /// Upstream, `crlf.ftl` is checked out with CRLF line ends (`/crlf.ftl eol=crlf` in the
    /// fixtures' `.gitattributes`), and `crlf.json` expects CRs in its junk. A copy that lost
    /// them (LF only) is restored to CRLF here, so the test checks what the fixture means.
    static func source(_ name: String) throws -> Data {
        let bytes = try data(name, "ftl")
        guard name == "crlf", !bytes.contains(UInt8(ascii: "\r")) else { return bytes }
        var restored = Data()
        for byte in bytes {
            if byte == UInt8(ascii: "\n") { restored.append(UInt8(ascii: "\r")) }
            restored.append(byte)
        }
        return restored
    }
}
