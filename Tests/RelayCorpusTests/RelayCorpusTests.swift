import LocalizedValidationIntl
import LocalizedValidationMessages
import TestSupport
import Testing

/// Firefox Relay's catalogs (Tests/RealWorldCorpus/fx-private-relay-l10n): every message of the generated
/// code in Generated/ (the golden RealWorldCorpusTests compares), called through the
/// generated render table with every row of the argument grid, in every locale, renders
/// what fluent.runtime renders; each difference is listed with its reason in
/// Tests/FluentDifferential/corpus-fx-private-relay-l10n-deviations.txt.
@Suite struct RelayCorpusTests {
    @Test func everyMessageRendersAsFluentRuntime() throws {
        #expect(!renderTable.isEmpty, "the render table is empty: re-record it (RealWorldCorpusTests)")
        let renderings = FluentDifferential.renderings(of: renderTable, in: RelayLocale.allCases)
        let outcome = try FluentDifferential.compare(
            renderings,
            catalogs: TestData.packageRoot.appendingPathComponent("Tests/RealWorldCorpus/fx-private-relay-l10n"),
            deviations: "corpus-fx-private-relay-l10n-deviations.txt")
        for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
        print(
            "RelayCorpusTests: \(renderTable.count) messages, \(outcome.renderings) renderings, \(outcome.agreed) agree with fluent.runtime, \(outcome.listed) listed deviations"
        )
    }
}
