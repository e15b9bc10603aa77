/// Which messages each locale translates, and which it serves from a fallback.
public struct CoverageReport: Sendable, Hashable {
    /// How one locale serves one message.
    public enum Status: Sendable, Hashable, CustomStringConvertible {
        /// The locale's own file has the message.
        case translated
        /// Another locale's text is shown (its tag).
        case fallback(String)

        public var description: String {
            switch self {
            case .translated: "translated"
            case .fallback(let tag): "fallback \(tag)"
            }
        }
    }

    /// One message across locales.
    public struct Row: Sendable, Hashable {
        public let catalog: String
        public let messageID: String
        /// Indexed like ``CoverageReport/locales``.
        public let statuses: [Status]
    }

    /// The locale tags, the source first.
    public let locales: [String]
    public let rows: [Row]

    /// The number of messages `locale` (an index into ``locales``) translates itself.
    public func translatedCount(locale: Int) -> Int {
        rows.filter { $0.statuses[locale] == .translated }.count
    }
}

extension CatalogCompiler {
    /// The coverage of every message in every locale, with the diagnostics of the run.
    public static func report(_ input: CompilerInput) -> (report: CoverageReport?, diagnostics: [Diagnostic]) {
        let pipeline = CompilerPipeline(input)
        guard let model = pipeline.model else { return (nil, pipeline.diagnostics.sorted) }
        let tags = model.locales.map(\.tag)
        var rows: [CoverageReport.Row] = []
        for catalog in model.catalogs {
            for message in catalog.messages {
                let statuses = message.renderings.enumerated().map { index, rendering -> CoverageReport.Status in
                    rendering.valueLocale == index ? .translated : .fallback(tags[rendering.valueLocale])
                }
                rows.append(.init(catalog: catalog.name, messageID: message.id, statuses: statuses))
            }
        }
        return (CoverageReport(locales: tags, rows: rows), pipeline.diagnostics.sorted)
    }
}
