import Foundation

/// Locates the Fluent specification's conformance fixtures.
///
/// A copy of upstream's `test/fixtures` lives in this test target (`FluentSpecFixtures/`, with its
/// licence and the commit it was taken from).
enum Fixtures {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CatalogCompilerTests
        .appendingPathComponent("FluentSpecFixtures")

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

    /// The bytes of a fixture's `.ftl` input, exactly as committed (`crlf.ftl` keeps its CRLF).
    static func source(_ name: String) throws -> Data {
        try data(name, "ftl")
    }
}
