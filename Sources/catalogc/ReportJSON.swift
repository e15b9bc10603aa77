import Foundation
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

/// `catalogc report --format json`: a stable shape for pipelines (version 1). Keys are
/// added, never renamed or removed, within a version:
///
/// ```json
/// {
///   "version": 1,
///   "sourceLocale": "en",
///   "hasTranslationRecord": true,
///   "locales": [
///     {"locale": "ru", "source": false, "total": 3, "translated": 1, "stale": 1,
///      "missing": 1, "fallback": 0, "final": 1}
///   ],
///   "messages": [
///     {"catalog": "Shop", "id": "cart-items", "source": "…",
///      "locales": {"ru": {"status": "stale", "state": "stale", "servedBy": "ru",
///                         "recordedSource": "…"}}}
///   ]
/// }
/// ```
enum ReportJSON {
    static func encode(_ report: TranslationReport) -> String {
        let locales: [[String: Any]] = report.summaries.map { summary in
            [
                "locale": summary.locale, "source": summary.isSource, "total": summary.total,
                "translated": summary.translated, "stale": summary.stale, "missing": summary.missing,
                "fallback": summary.fallback, "final": summary.final,
            ]
        }
        let messages: [[String: Any]] = report.rows.map { row in
            var cells: [String: Any] = [:]
            for (tag, cell) in zip(report.locales, row.cells) {
                var item: [String: Any] = [
                    "status": cell.bucket.rawValue, "state": cell.state.rawValue, "servedBy": cell.servedBy,
                ]
                if let recorded = cell.recordedSourceText { item["recordedSource"] = recorded }
                cells[tag] = item
            }
            return ["catalog": row.catalog, "id": row.messageID, "source": row.sourceText, "locales": cells]
        }
        let document: [String: Any] = [
            "version": 1, "sourceLocale": report.sourceLocale, "hasTranslationRecord": report.hasTranslationRecord,
            "locales": locales, "messages": messages,
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
