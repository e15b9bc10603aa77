import LocalizedValidationIntl
import LocalizedValidationMessages
import TestSupport
import Testing

/// mozilla.org's catalogs (Tests/RealWorldCorpus/www-l10n): every message of the generated
/// code in Generated/ (the golden RealWorldCorpusTests compares), called through the
/// generated render table with every row of the argument grid, in every locale, renders
/// what fluent.runtime renders; each difference is listed with its reason in
/// Tests/FluentDifferential/corpus-www-l10n-deviations.txt.
@Suite struct WWWCorpusTests {
    @Test func everyMessageRendersAsFluentRuntime() throws {
        #expect(!renderTable.isEmpty, "the render table is empty: re-record it (RealWorldCorpusTests)")
        let renderings = FluentDifferential.renderings(of: renderTable, in: WWWLocale.allCases)
        let outcome = try FluentDifferential.compare(
            renderings, catalogs: TestData.packageRoot.appendingPathComponent("Tests/RealWorldCorpus/www-l10n"),
            deviations: "corpus-www-l10n-deviations.txt")
        for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
        print(
            "WWWCorpusTests: \(renderTable.count) messages, \(outcome.renderings) renderings, \(outcome.agreed) agree with fluent.runtime, \(outcome.listed) listed deviations"
        )
    }
}
