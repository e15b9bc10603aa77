@_spi(Syntax) import _LocalizedValidationCompilerCore

/// Which messages each locale translates, and which it serves from a fallback.
public struct CoverageReport: Sendable, Hashable {
    /// How one locale serves one message. A struct rather than an enum so that kinds of
    /// status can be added without breaking a caller's `switch`: compare with the static
    /// members, or read ``fallbackLocale``.
    public struct Status: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: Sendable, Hashable {
            case translated
            case fallback(String)
        }

        private let kind: Kind

        /// The locale's own file has the message.
        public static let translated = Status(kind: .translated)

        /// Another locale's text is shown.
        ///
        /// - Parameter tag: The BCP 47 tag of the locale whose text is shown.
        public static func fallback(_ tag: String) -> Status { Status(kind: .fallback(tag)) }

        /// The tag of the locale whose text is shown instead; nil when the locale
        /// translates the message itself.
        public var fallbackLocale: String? {
            if case .fallback(let tag) = kind { return tag }
            return nil
        }

        /// `translated`, or `fallback <tag>`.
        public var description: String {
            switch kind {
            case .translated: "translated"
            case .fallback(let tag): "fallback \(tag)"
            }
        }
    }

    /// One message across locales.
    public struct Row: Sendable, Hashable {
        /// The catalog's name: its `.ftl` file name without the extension.
        public let catalog: String
        /// The message's id, as written in the source locale.
        public let messageID: String
        /// Indexed like ``CoverageReport/locales``.
        public let statuses: [Status]
    }

    /// The locale tags, the source first.
    public let locales: [String]
    /// Every message of every catalog, catalogs by name, messages in source order.
    public let rows: [Row]

    /// The number of messages `locale` (an index into ``locales``) translates itself.
    public func translatedCount(locale: Int) -> Int {
        rows.filter { $0.statuses[locale] == .translated }.count
    }
}

extension CoverageReport {
    /// The report of a checked catalog set: read from the neutral model, so a catalog
    /// is listed whether or not Swift can name it.
    init(_ model: CatalogSetModel) {
        let tags = model.locales.map(\.tag)
        var rows: [Row] = []
        for catalog in model.catalogs {
            for message in catalog.messages {
                let statuses = message.renderings.enumerated().map { index, rendering -> Status in
                    rendering.valueLocale == index ? .translated : .fallback(tags[rendering.valueLocale])
                }
                rows.append(Row(catalog: catalog.name, messageID: message.id, statuses: statuses))
            }
        }
        self.init(locales: tags, rows: rows)
    }
}

extension FluentCatalogs {
    /// The coverage of every message in every locale, with the diagnostics of the run.
    ///
    /// Every catalog the source locale has is reported, including one the checks found
    /// errors in: the report describes the catalogs, not the Swift generated from them.
    ///
    /// - Returns: The report, nil when the catalogs cannot be read at all (no source
    ///   locale folder, an invalid configuration), and every diagnostic sorted by location.
    public static func report(_ input: CompilerInput) -> (report: CoverageReport?, diagnostics: [Diagnostic]) {
        let (model, diagnostics) = checkedModel(input)
        return (model.map(CoverageReport.init), diagnostics)
    }
}
