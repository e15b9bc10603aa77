/// A problem the compiler found in a catalog, with where it is and how to fix it.
///
/// Printed as `path:line:column: severity: message [id]`, the format SwiftPM, Xcode and
/// most editors turn into clickable issues, followed by one line per note.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case note, warning, error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }
    }

    /// A secondary location, such as the source-locale definition a translation is
    /// checked against.
    public struct Note: Sendable, Hashable {
        public let message: String
        public let location: FileLocation?

        public init(_ message: String, at location: FileLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public let severity: Severity
    /// The check that produced it; stable across releases (see ``DiagnosticID``).
    public let id: DiagnosticID
    /// What is wrong and how to fix it.
    public let message: String
    /// Where: a file, line and column; nil for problems with no place (a missing folder).
    public let location: FileLocation?
    public let notes: [Note]

    public init(
        _ severity: Severity,
        _ id: DiagnosticID,
        _ message: String,
        at location: FileLocation?,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// The diagnostic with another severity (a severity profile turns missing
    /// translations into errors for release builds).
    public func with(severity: Severity) -> Diagnostic {
        Diagnostic(severity, id, message, at: location, notes: notes)
    }

    /// `path:line:column: severity: message [id]`, then `path:line:column: note: …` lines.
    public var description: String {
        var lines = [Self.line(location, severity.rawValue, "\(message) [\(id.rawValue)]")]
        for note in notes { lines.append(Self.line(note.location, "note", note.message)) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: FileLocation?, _ label: String, _ text: String) -> String {
        guard let location else { return "\(label): \(text)" }
        return "\(location): \(label): \(text)"
    }
}

/// A place in a catalog file. Lines and columns start at 1; columns count Unicode
/// scalars, so a Cyrillic or emoji character is one column.
public struct FileLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as given to the compiler (relative paths stay relative).
    public var file: String { path.string }
    /// Shared by the file's locations (``LocationPath``).
    private let path: LocationPath
    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column, in Unicode scalars.
    public var column: Int { Int(storedColumn) }
    // 32 bits, as in ``SourceLocation``: the lowered entries keep a location per node.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// Creates a location; a line or column from 2³² up (no catalog file has one) reads
    /// as 2³² − 1.
    public init(file: String, line: Int, column: Int) {
        self.init(path: LocationPath(owned: file), line: line, column: column)
    }

    /// A location in the file whose shared path is `path`.
    package init(path: LocationPath, line: Int, column: Int) {
        self.path = path
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Collects diagnostics in the order they are found and answers whether any is an
/// error. Checks send their findings here instead of throwing, so one run reports every
/// problem.
package struct DiagnosticCollector: Sendable {
    package private(set) var diagnostics: [Diagnostic] = []
    package init() {}

    package mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    package mutating func emit(contentsOf other: [Diagnostic]) {
        for diagnostic in other { emit(diagnostic) }
    }

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics sorted by file, line and column (unlocated ones first), for output
    /// that does not depend on the order checks ran in.
    package var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { left, right in
            switch (left.element.location, right.element.location) {
            case (nil, nil): return left.offset < right.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?): return a == b ? left.offset < right.offset : a < b
            }
        }.map(\.element)
    }
}
