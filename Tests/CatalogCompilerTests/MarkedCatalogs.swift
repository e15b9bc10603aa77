import Testing
import _LocalizedValidationCompilerCore

/// Fluent source with position markers, as in swift-format's rule tests: `1️⃣`…`9️⃣` mark
/// where a diagnostic is expected. The markers are removed from the text; their line and
/// column are kept, counted the way the compiler counts them (1-based lines split at LF,
/// columns in Unicode scalars, a leading byte order mark not counted).
struct MarkedSource {
    /// The source without its markers.
    let text: String
    /// Marker (`"1️⃣"`) → line and column in ``text``.
    let markers: [String: (line: Int, column: Int)]

    init(_ marked: String) {
        var scalars = String.UnicodeScalarView()
        var markers: [String: (line: Int, column: Int)] = [:]
        let input = Array(marked.unicodeScalars)
        var line = 1
        var column = 1
        var index = 0
        while index < input.count {
            let scalar = input[index]
            // A keycap digit: the digit, U+FE0F, U+20E3.
            if ("1"..."9").contains(scalar), index + 2 < input.count, input[index + 1] == "\u{FE0F}",
                input[index + 2] == "\u{20E3}"
            {
                let marker = String(String.UnicodeScalarView(input[index...index + 2]))
                precondition(markers[marker] == nil, "marker \(marker) used twice")
                markers[marker] = (line, column)
                index += 3
                continue
            }
            scalars.append(scalar)
            index += 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else if !(index == 1 && scalar == "\u{FEFF}") {
                column += 1
            }
        }
        self.text = String(scalars)
        self.markers = markers
    }
}

/// A catalog set built in memory from marked sources, keyed `"<locale>/<Catalog>"`; each
/// file's path is `Locales/<locale>/<Catalog>.ftl`.
struct MarkedCatalogs {
    var input: CompilerInput
    private var locations: [String: FileLocation] = [:]

    init(
        _ sources: KeyValuePairs<String, String>, localeDirectories: [String]? = nil,
        configure: (inout CompilerConfiguration) -> Void = { _ in }
    ) {
        var files: [CatalogFile] = []
        var locations: [String: FileLocation] = [:]
        for (key, marked) in sources {
            let parts = key.split(separator: "/").map(String.init)
            precondition(parts.count == 2, "keys are <locale>/<Catalog>")
            let source = MarkedSource(marked)
            let path = "Locales/\(key).ftl"
            for (marker, position) in source.markers {
                precondition(locations[marker] == nil, "marker \(marker) used in two files")
                locations[marker] = FileLocation(file: path, line: position.line, column: position.column)
            }
            files.append(
                CatalogFile(
                    path: path, localeDirectory: parts[0], catalogName: parts[1],
                    contents: Array(source.text.utf8)))
        }
        var configuration = CompilerConfiguration()
        configure(&configuration)
        input = CompilerInput(
            files: files, localeDirectories: localeDirectories, configuration: configuration,
            configurationPath: "Locales/catalogc.json")
        self.locations = locations
    }

    /// Where `marker` is.
    func at(_ marker: String) -> FileLocation {
        guard let location = locations[marker] else {
            preconditionFailure("no marker \(marker) in the sources")
        }
        return location
    }

    /// Every diagnostic of a check run.
    func check() -> [Diagnostic] {
        FluentCatalogs.check(input)
    }

    /// The generated Swift of every file, joined; an error fails the test.
    func generatedSwift(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        let result = FluentCatalogs.compile(input)
        #expect(
            !result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return result.files.map(\.contents).joined(separator: "\n")
    }
}

/// What a test asserts about one diagnostic: its id, severity and exact place.
struct Finding: Hashable, CustomStringConvertible {
    let id: DiagnosticID
    let severity: Diagnostic.Severity
    let location: FileLocation?

    init(_ id: DiagnosticID, _ severity: Diagnostic.Severity, at location: FileLocation?) {
        self.id = id
        self.severity = severity
        self.location = location
    }

    init(_ diagnostic: Diagnostic) {
        self.init(diagnostic.id, diagnostic.severity, at: diagnostic.location)
    }

    var description: String {
        "\(location.map(\.description) ?? "<no location>"): \(severity.rawValue) [\(id)]"
    }
}

/// Expects exactly these findings, in any order, and nothing else.
func expectFindings(
    _ diagnostics: [Diagnostic], _ expected: [Finding],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let actual = diagnostics.map(Finding.init).sorted { $0.description < $1.description }
    let wanted = expected.sorted { $0.description < $1.description }
    #expect(
        actual == wanted,
        "diagnostics:\n\(diagnostics.map(\.description).joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

/// The message of the only diagnostic with `id` (empty, and a failure, when there is not
/// exactly one).
func message(
    of id: DiagnosticID, in diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
    let matching = diagnostics.filter { $0.id == id }
    #expect(matching.count == 1, "expected one [\(id)] in \(diagnostics)", sourceLocation: sourceLocation)
    return matching.first?.message ?? ""
}
