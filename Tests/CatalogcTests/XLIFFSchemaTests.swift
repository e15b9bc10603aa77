import Foundation
import TestSupport
import Testing

/// A second XLIFF 2.0 reader beside translate-toolkit: lxml validates every export
/// against the OASIS XLIFF 2.0 core schema (vendored in Tests/XLIFF/schema); and terms,
/// accepted like messages, reach `final`.
@Suite("XLIFF schema and states")
struct XLIFFSchemaTests {
    typealias XLIFF = XLIFFRoundTripTests

    @Test func everyExportIsValidXLIFF20() throws {
        let folders =
            XLIFF.catalogSets.map { "Tests/CatalogCompilerTests/Catalogs/\($0)/Locales" } + [
                "Locales", "Examples/Registration/Sources/Registration/Locales",
            ]
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        var exports: [String] = []
        for (number, folder) in folders.enumerated() {
            let path = XLIFF.repository.appendingPathComponent(folder).path
            let locales = try FileManager.default.contentsOfDirectory(atPath: path).filter {
                !$0.contains(".") && $0 != "en"
            }
            for locale in locales.sorted() + ["fi"] {
                let xliff = scratch.path("\(number)-\(locale).xlf")
                let export = try Catalogc.run("export", path, "--locale", locale, "--output", xliff)
                #expect(export.status == 0, "\(folder) \(locale): \(export)")
                exports.append(xliff)
            }
        }
        #expect(exports.count > 20)
        let script = XLIFF.repository.appendingPathComponent("Tests/XLIFF/validate_schema.py").path
        let check = try Catalogc.run(["python3", script] + exports, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status == 0, "lxml (run Scripts/test, which installs it): \(check.stderr)")
        #expect(check.stdout == "ok \(exports.count)\n", "\(check)")
    }

    /// The validator is not a formality: an export with a misplaced element fails.
    @Test func theSchemaRefusesAnInvalidDocument() throws {
        let scratch = try XLIFF.copy("Basic")
        defer { scratch.remove() }
        let xliff = scratch.path("ru.xlf")
        #expect(try Catalogc.run("export", scratch.path("Locales"), "--locale", "ru", "--output", xliff).status == 0)
        let text = String(decoding: try scratch.read("ru.xlf"), as: UTF8.self)
        try scratch.write(
            "bad.xlf",
            bytes: Array(
                text.replacingOccurrences(of: "<segment state=\"translated\">", with: "<segment state=\"done\">").utf8))
        let script = XLIFF.repository.appendingPathComponent("Tests/XLIFF/validate_schema.py").path
        let check = try Catalogc.run(
            ["python3", script, scratch.path("bad.xlf")], executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(check.status != 0 && check.stderr.contains("state"), "\(check)")
    }

    /// `catalogc accept` records terms as it records messages, and the export says so.
    @Test func acceptedTermsAreFinal() throws {
        let scratch = try XLIFF.copy("Basic")
        defer { scratch.remove() }
        let before = String(decoding: try exported(scratch), as: UTF8.self)
        #expect(before.contains("<unit id=\"-brand\">"), "\(before)")
        #expect(state(of: "-brand", in: before) == "translated")
        let accept = try Catalogc.run("accept", "ru", "--catalogs", scratch.path("Locales"))
        #expect(accept.status == 0, "\(accept)")
        let lock = String(decoding: try scratch.read("Locales/catalogc.lock"), as: UTF8.self)
        #expect(lock.contains("ru\tMessages\t-brand\t"), "\(lock)")
        let after = String(decoding: try exported(scratch), as: UTF8.self)
        #expect(state(of: "-brand", in: after) == "final", "\(after)")
        #expect(state(of: "required", in: after) == "final")
    }

    private func exported(_ scratch: TemporaryDirectory) throws -> [UInt8] {
        let run = try Catalogc.run(
            "export", scratch.path("Locales"), "--locale", "ru", "--output", scratch.path("ru.xlf"))
        #expect(run.status == 0, "\(run)")
        return try scratch.read("ru.xlf")
    }

    /// The state of the first segment of unit `id`.
    private func state(of id: String, in xliff: String) -> String? {
        guard let unit = xliff.range(of: "<unit id=\"\(id)\">") else { return nil }
        guard let segment = xliff[unit.upperBound...].range(of: "<segment state=\"") else { return nil }
        return String(xliff[segment.upperBound...].prefix { $0 != "\"" })
    }
}
