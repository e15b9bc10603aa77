@_spi(Syntax) import _LocalizedValidationCompilerCore

/// Per locale and per message, how far translation has got: what `catalogc report`
/// prints and, with `--format json`, what pipelines read.
///
/// Every source message falls in exactly one bucket per locale (``Bucket``), so a
/// locale's ``LocaleSummary/translated``, ``LocaleSummary/stale``,
/// ``LocaleSummary/missing`` and ``LocaleSummary/fallback`` add up to
/// ``LocaleSummary/total``.
public struct TranslationReport: Sendable {
    /// Where a message stands in a locale, for counting.
    public struct Bucket: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The locale's own translation, current (state `translated` or `final`).
        public static let translated = Bucket(rawValue: "translated")
        /// The locale's own translation, made from an older source text.
        public static let stale = Bucket(rawValue: "stale")
        /// No translation: the source locale's text is shown.
        public static let missing = Bucket(rawValue: "missing")
        /// No translation: a configured fallback locale's translation is shown (`pt-PT` → `pt-BR`).
        public static let fallback = Bucket(rawValue: "fallback")
        public var description: String { rawValue }
    }

    /// One message in one locale.
    public struct Cell: Sendable, Hashable {
        public var bucket: Bucket
        /// The state from the translation record (XLIFF's state).
        public var state: TranslationState
        /// The locale whose text is shown for the value.
        public var servedBy: String
        /// For a stale translation, the source text it was made from.
        public var recordedSourceText: String?
    }

    /// One source message across locales.
    public struct Row: Sendable, Hashable {
        public var catalog: String
        public var messageID: String
        /// The source text (``TranslationFingerprint/sourceText(of:)``).
        public var sourceText: String
        /// Indexed like ``TranslationReport/locales``.
        public var cells: [Cell]
    }

    /// The counts of one locale.
    public struct LocaleSummary: Sendable, Hashable {
        public var locale: String
        public var isSource: Bool
        public var total = 0
        public var translated = 0
        public var stale = 0
        public var missing = 0
        public var fallback = 0
        /// Of ``translated``: accepted against the current source and unchanged since.
        public var final = 0

        /// The count of `bucket`.
        public func count(of bucket: Bucket) -> Int {
            switch bucket {
            case .translated: translated
            case .stale: stale
            case .missing: missing
            case .fallback: fallback
            default: 0
            }
        }
    }

    /// The canonical locale tags, the source first (unless ``filtered(locales:)`` left it out).
    public var locales: [String]
    /// The source locale's tag.
    public var sourceLocale: String
    /// Every source message, by catalog then file order.
    public var rows: [Row]
    /// Whether the catalogs have a translation record (without one nothing is stale).
    public var hasTranslationRecord: Bool

    /// The counts per locale, indexed like ``locales``.
    public var summaries: [LocaleSummary] {
        locales.indices.map { index in
            var summary = LocaleSummary(locale: locales[index], isSource: locales[index] == sourceLocale)
            for row in rows {
                let cell = row.cells[index]
                summary.total += 1
                switch cell.bucket {
                case .translated: summary.translated += 1
                case .stale: summary.stale += 1
                case .fallback: summary.fallback += 1
                default: summary.missing += 1
                }
                if cell.state == .final { summary.final += 1 }
            }
            return summary
        }
    }

    /// The report restricted to `locales` (canonical tags), in the report's order.
    public func filtered(locales wanted: Set<String>) -> TranslationReport {
        let kept = locales.indices.filter { wanted.contains(locales[$0]) }
        var copy = self
        copy.locales = kept.map { locales[$0] }
        copy.rows = rows.map { row in
            var row = row
            row.cells = kept.map { row.cells[$0] }
            return row
        }
        return copy
    }
}

extension FluentCatalogs {
    /// Coverage and translation states of every message in every locale, with the
    /// diagnostics of the run (nil when the catalogs cannot be read at all).
    public static func translationReport(
        _ input: CompilerInput
    ) -> (report: TranslationReport?, diagnostics: [Diagnostic]) {
        let analysis = analyze(input, tracksTranslations: true)
        guard let model = analysis.model, let table = analysis.translations else {
            return (nil, analysis.diagnostics)
        }
        let tags = model.locales.map(\.tag)
        var rows: [TranslationReport.Row] = []
        for catalog in model.catalogs {
            for message in catalog.messages {
                let source = table.status(locale: tags[0], catalog: catalog.name, message: message.id)
                let cells = message.renderings.enumerated().map { index, rendering -> TranslationReport.Cell in
                    let status = table.status(locale: tags[index], catalog: catalog.name, message: message.id)
                    let state = status?.state ?? .new
                    let bucket: TranslationReport.Bucket
                    if rendering.valueLocale == index || state != .new {
                        bucket = state == .stale ? .stale : .translated
                    } else {
                        bucket = rendering.valueLocale == 0 ? .missing : .fallback
                    }
                    return TranslationReport.Cell(
                        bucket: bucket, state: state, servedBy: tags[rendering.valueLocale],
                        recordedSourceText: state == .stale ? status?.recordedSourceText : nil)
                }
                rows.append(
                    TranslationReport.Row(
                        catalog: catalog.name, messageID: message.id, sourceText: source?.sourceText ?? "",
                        cells: cells))
            }
        }
        let report = TranslationReport(
            locales: tags, sourceLocale: tags[0], rows: rows, hasTranslationRecord: input.translationLock != nil)
        return (report, analysis.diagnostics)
    }
}
