import Foundation

/// Renders messages with generated code and with Mozilla's `fluent.runtime`
/// (Tests/FluentDifferential/fluent_reference.py, pinned in Tests/requirements.txt) and
/// compares the two, each difference to be listed with its reason in a known-deviations
/// file. The one implementation behind FluentDifferentialTests (the compiler's own
/// differential catalog) and the real-world corpus tests (WWWCorpusTests,
/// RelayCorpusTests).
///
/// Nothing is skipped: without python3 or the pinned modules the run throws and says
/// to run `Scripts/test` or which `pip install` to use.
public enum FluentDifferential {
    /// One rendering: a message (or attribute) in a locale with its arguments.
    public struct Rendering: Sendable {
        public let locale: String
        public let id: String
        public let attribute: String?
        /// name=kind:value, as fluent_reference.py reads them (kind int, float, string, date).
        public let arguments: [String]
        public let render: @Sendable () throws -> String?

        public init(
            locale: String, id: String, attribute: String? = nil, arguments: [String],
            render: @escaping @Sendable () throws -> String?
        ) {
            self.locale = locale
            self.id = id
            self.attribute = attribute
            self.arguments = arguments
            self.render = render
        }

        /// `id` or `id.attribute`, as the known-deviations file names it.
        public var key: String { attribute.map { "\(id).\($0)" } ?? id }
        var request: String { ([locale, "-", id, attribute ?? "-"] + arguments).joined(separator: "\t") }
    }

    /// A listed deviation: locale (or *), message key, arguments (or *) and the reason.
    struct Deviation {
        let locale: String
        let key: String
        let arguments: String
        let reason: String

        func matches(_ item: Rendering) -> Bool {
            (locale == "*" || locale == item.locale) && key == item.key
                && (arguments == "*" || arguments == item.arguments.joined(separator: " "))
        }
    }

    /// What a comparison found: the counts, and each problem for the test to record.
    public struct Outcome: Sendable {
        public let renderings: Int
        public let agreed: Int
        public let listed: Int
        /// An unlisted difference, or a listed deviation that no longer occurs.
        public let problems: [String]
    }

    /// Why the comparison could not run; the test fails with this text.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The folder of fluent_reference.py and the known-deviations files.
    public static let folder = TestData.packageRoot.appendingPathComponent("Tests/FluentDifferential")

    /// Renders every item both ways and compares them.
    ///
    /// - Parameters:
    ///   - renderings: What to render.
    ///   - catalogs: The catalog set (`<catalogs>/<locale>/**/*.ftl`); fluent.runtime loads
    ///     every file of a locale into one bundle, as the compiler does.
    ///   - sourceLocale: Where a message missing from a locale falls back.
    ///   - deviations: The known-deviations file's name in ``folder``.
    /// - Throws: ``Failure`` or ``PythonScript/Failure`` when the reference cannot run,
    ///   the deviations file cannot be read, or a rendering throws.
    public static func compare(
        _ renderings: [Rendering], catalogs: URL, sourceLocale: String = "en", deviations: String
    ) throws -> Outcome {
        let listedDeviations = try knownDeviations(deviations)
        let expected = try runReference(renderings.map(\.request), catalogs: catalogs, sourceLocale: sourceLocale)
        guard expected.count == renderings.count else {
            throw Failure(description: "fluent_reference.py wrote \(expected.count) lines for \(renderings.count)")
        }
        var agreed = 0
        var listed = 0
        var used = Set<Int>()
        var problems: [String] = []
        for (item, reference) in zip(renderings, expected) {
            let ours = escape(try item.render() ?? "<nil>")
            if ours == reference {
                agreed += 1
                continue
            }
            if let index = listedDeviations.firstIndex(where: { $0.matches(item) }) {
                listed += 1
                used.insert(index)
                continue
            }
            problems.append(
                """
                \(item.locale) \(item.key) \(item.arguments.joined(separator: " ")): differs from fluent.runtime
                  generated:     \(ours)
                  fluent.runtime: \(reference)
                fix it, or list it with its reason in Tests/FluentDifferential/\(deviations)
                """)
        }
        for (index, deviation) in listedDeviations.enumerated() where !used.contains(index) {
            problems.append(
                "\(deviations) lists \(deviation.locale) \(deviation.key) \(deviation.arguments), which now agrees (or matches no rendering): remove it"
            )
        }
        return Outcome(renderings: renderings.count, agreed: agreed, listed: listed, problems: problems)
    }

    static func knownDeviations(_ name: String) throws -> [Deviation] {
        let text = try TestData.file(folder.appendingPathComponent(name), installHint: "it is part of the repository")
        return try text.split(separator: "\n").compactMap { line in
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, !fields[3].isEmpty else {
                throw Failure(description: "\(name): want locale, message, arguments, reason (tabs): \(line)")
            }
            return Deviation(locale: fields[0], key: fields[1], arguments: fields[2], reason: fields[3])
        }
    }

    /// Backslashes and line feeds escaped, as fluent_reference.py writes them.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Runs fluent_reference.py on the requests; one line of output per request.
    static func runReference(_ requests: [String], catalogs: URL, sourceLocale: String) throws -> [String] {
        let text = try PythonScript.run(
            folder.appendingPathComponent("fluent_reference.py"), arguments: [catalogs.path, sourceLocale],
            inputLines: requests, installs: "fluent.runtime")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst().dropLast().map(String.init)  // the #versions line, the final newline
    }
}
