import Foundation
import Testing
@_spi(Syntax) import _LocalizedValidationCompilerCore

@Suite("Fluent specification conformance")
struct ConformanceTests {
    @Test("The fixture folder is present and complete")
    func fixtureFolderExists() throws {
        let path = Fixtures.directory.path
        #expect(
            FileManager.default.fileExists(atPath: path),
            "Fluent fixtures not found at \(path); they are committed in Tests/CatalogCompilerTests/FluentSpecFixtures")
        #expect(Fixtures.names.count == 39, "expected 39 fixtures in \(path), found \(Fixtures.names)")
    }

    @Test("Parsing matches the reference AST", arguments: Fixtures.names)
    func matchesReference(fixture: String) throws {
        try #require(
            fixture != Fixtures.missingMarker, "Fluent fixtures not found at \(Fixtures.directory.path)")
        let resource = FluentParser().parse(try Fixtures.source(fixture))
        let expected = try JSONSerialization.jsonObject(with: try Fixtures.data(fixture, "json"))
        let actual = try ReferenceJSON.roundTripped(resource)
        let difference = ReferenceJSON.firstDifference(expected, actual)
        #expect(difference == nil, "\(fixture).ftl: \(difference ?? "")")
    }

    @Test("parse → serialize → parse keeps the AST, and serializing is idempotent", arguments: Fixtures.names)
    func serializerRoundTrip(fixture: String) throws {
        try #require(
            fixture != Fixtures.missingMarker, "Fluent fixtures not found at \(Fixtures.directory.path)")
        let parser = FluentParser()
        let serializer = FluentSerializer()
        let original = parser.parse(try Fixtures.source(fixture))
        let formatted = serializer.serialize(original)
        let reparsed = parser.parse(formatted)
        let difference = ReferenceJSON.firstDifference(
            try ReferenceJSON.roundTripped(original), try ReferenceJSON.roundTripped(reparsed))
        #expect(difference == nil, "\(fixture).ftl round trip: \(difference ?? "")\n\(formatted)")
        #expect(serializer.serialize(reparsed) == formatted, "\(fixture).ftl: serializing is not idempotent")
    }
}
