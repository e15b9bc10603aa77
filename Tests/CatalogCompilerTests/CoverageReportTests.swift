import Testing
import _LocalizedValidationCompilerCore
import _LocalizedValidationTranslation

/// The coverage report reads the language-neutral model: what Swift can or cannot name
/// does not decide which catalogs it lists.
@Suite("Coverage report")
struct CoverageReportTests {
    @Test("a catalog whose name is no Swift type is still reported")
    func catalogSwiftCannotName() throws {
        let catalogs = MarkedCatalogs([
            "en/String": "hello = Hello\nbye = Bye\n",
            "en/Messages": "ok = Fine\n",
            "pt-BR/String": "hello = Olá\n",
            "pt-BR/Messages": "ok = Bem\n",
        ])
        let (report, diagnostics) = FluentCatalogs.report(catalogs.input)
        let coverage = try #require(report)
        #expect(diagnostics.contains { $0.id == .identifierCollision })
        #expect(coverage.locales == ["en", "pt-BR"])
        let rows = coverage.rows.map { "\($0.catalog).\($0.messageID): \($0.statuses.map(\.description))" }
        #expect(
            rows == [
                "Messages.ok: [\"translated\", \"translated\"]",
                "String.hello: [\"translated\", \"translated\"]",
                "String.bye: [\"translated\", \"fallback en\"]",
            ])
        #expect(coverage.translatedCount(locale: 1) == 2)
    }

    @Test("a Swift name collision does not hide messages from the report")
    func collidingCaseNames() throws {
        // Two paths with one Swift type: the report still lists both catalogs' messages.
        let catalogs = MarkedCatalogs([
            "en/a-b": "too-short = Short { $a-b } { $aB }\ntoo_short = Also short\n",
            "en/a_b": "other = Other\n",
        ])
        let (report, diagnostics) = FluentCatalogs.report(catalogs.input)
        #expect(diagnostics.contains { $0.id == .identifierCollision })
        #expect(try #require(report).rows.map(\.messageID) == ["too-short", "too_short", "other"])
    }
}
