import Testing
import _LocalizedValidationCompilerCore

/// `catalog-too-large`: Swift 6.3 cannot check a switch over about 620 cases with
/// associated values, so a catalog that would generate one is refused at the message
/// past the limit, instead of failing the user's build after catalogc succeeded.
@Suite("Catalog size")
struct CatalogSizeTests {
    /// `count` messages with an argument, then `plain` without, in one en catalog.
    private func check(withArguments count: Int, plain: Int = 0) -> [Diagnostic] {
        var text = ""
        for index in 0..<count { text += "m\(index) = Hello { $name }\n" }
        for index in 0..<plain { text += "p\(index) = Hello\n" }
        let input = CompilerInput(files: [
            CatalogFile(
                path: "Locales/en/Big.ftl", localeDirectory: "en", catalogName: "Big", contents: Array(text.utf8))
        ])
        return FluentCatalogs.check(input)
    }

    @Test("500 messages with arguments and any number without are fine")
    func withinTheLimit() {
        #expect(check(withArguments: 500, plain: 2_000).isEmpty)
    }

    @Test("The 501st message with arguments is an error at its line that says how to split")
    func pastTheLimit() throws {
        let diagnostics = check(withArguments: 501, plain: 10)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let error = try #require(diagnostics.first)
        #expect(error.id == .catalogTooLarge)
        #expect(error.severity == .error)
        #expect(error.location == FileLocation(file: "Locales/en/Big.ftl", line: 501, column: 1))
        #expect(error.message.contains("'Big.ftl' has 501 messages with arguments"))
        #expect(error.message.contains("from 'm500' on"))
        #expect(error.message.contains("another .ftl file"))
    }
}
