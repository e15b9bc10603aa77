import Testing

@_spi(Syntax) @testable import _LocalizedValidationCompilerCore

/// Placeables per variant (issue 24, deliverable 3): a variant that leaves out the
/// number or a variable its source variant shows is reported, except where its plural
/// category holds a single number; `catalogc accept` and import refuse such a
/// translation.
@Suite("Placeables per variant")
struct VariantPlaceableTests {
    static let source = """
        # Variables:
        #   $count (Int) - items in the cart
        cart = { $count ->
            [one] One item in the cart
           *[other] { $count } items in the cart
        }

        """

    static func russian(few: String = "{ $count } товара") -> String {
        "cart = { $count ->\n    [one] { $count } товар\n    [few] \(few)\n    [many] { $count } товаров\n   *[other] { $count } товара\n}\n"
    }

    @Test(
        "a category of one number may write it as a word; a category of several must show it",
        arguments: [
            ("de", "[one] ein Artikel\n   *[other] { $count } Artikel", false),
            ("pt-PT", "[one] um artigo\n    [many] { $count } de artigos\n   *[other] { $count } artigos", false),
            (
                "ru",
                "[one] товар\n    [few] { $count } товара\n    [many] { $count } товаров\n   *[other] { $count } товара",
                true
            ),
            ("pt-BR", "[one] um item\n    [many] { $count } de itens\n   *[other] { $count } itens", true),
            ("fr", "[one] un article\n    [many] { $count } d’articles\n   *[other] { $count } articles", true),
        ])
    func singleNumberCategories(locale: String, variants: String, reported: Bool) {
        let catalogs = MarkedCatalogs(
            ["en/Messages": Self.source, "\(locale)/Messages": "cart = { $count ->\n    \(variants)\n}\n"],
            configure: { $0.profile = .release })
        let dropped = catalogs.check().filter { $0.id == .droppedArgument }
        #expect(dropped.count == (reported ? 1 : 0), "\(dropped)")
        if reported {
            #expect(dropped.first?.message.hasPrefix("\(locale) [one] covers ") == true, "\(dropped)")
            #expect(dropped.first?.location?.line == 2)
        }
    }

    @Test("an Int's category counts integers only: en [one] on a Number is still 1 alone")
    func numberArgument() {
        let source =
            "# Variables:\n#   $amount (Number) - the amount\n"
            + Self.source.split(separator: "\n").dropFirst(2)
            .joined(separator: "\n").replacingOccurrences(of: "$count", with: "$amount") + "\n"
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": source,
                "de/Messages": "cart = { $amount ->\n    [one] ein Artikel\n   *[other] { $amount } Artikel\n}\n",
            ], configure: { $0.profile = .release })
        #expect(catalogs.check().isEmpty, "\(catalogs.check())")
    }

    @Test("'# @allow-dropped-argument' accepts a variant without its number")
    func directive() {
        let catalogs = MarkedCatalogs(
            [
                "en/Messages": Self.source,
                "ru/Messages": "# @allow-dropped-argument\n" + Self.russian(few: "несколько товаров"),
            ], configure: { $0.profile = .release })
        #expect(catalogs.check().isEmpty, "\(catalogs.check())")
    }

    @Test("nested selects: a gender variant inside a plural variant is judged by its own source variant")
    func nested() {
        let source = """
            # Variables:
            #   $field (Text) - the label
            #   $count (Int) - how many
            left = { $count ->
                [one] one { $field } left
               *[other] { $count } { $field } left
            }

            """
        let translation = """
            left = { $count ->
                [one] { $count } { GENDER($field) ->
                    [feminine] { $field } осталась
                   *[other] { $field } остался
                }
                [few] { $count } { GENDER($field) ->
                    [feminine] осталось
                   *[other] { $field } осталось
                }
                [many] { $count } { $field } осталось
               *[other] { $count } { $field } осталось
            }

            """
        let catalogs = MarkedCatalogs(["en/Messages": source, "ru/Messages": translation])
        let dropped = catalogs.check().filter { $0.id == .droppedArgument }
        #expect(dropped.count == 1, "\(dropped)")
        #expect(dropped.first?.location?.line == 7)
        #expect(dropped.first?.message.contains("leaves out '{ $field }' in its [feminine] variant") == true)
    }

    // MARK: accept

    @Test(
        "accept refuses a translation with an unknown variable (any profile) or a variant without its number (release); writes nothing"
    )
    func acceptRefuses() {
        for (russian, profile, reason) in [
            (
                Self.russian(few: "{ $cuont } товара"), CompilerConfiguration.Profile.debug,
                "'$cuont' is not an argument of 'cart'"
            ),
            (Self.russian(few: "товара"), .release, "ru [few] covers 2, 3, 4, 22…"),
        ] {
            let catalogs = MarkedCatalogs(
                ["en/Messages": Self.source, "ru/Messages": russian], configure: { $0.profile = profile })
            let acceptance = FluentCatalogs.acceptTranslations(catalogs.input, locale: "ru", messages: [])
            #expect(acceptance.lock == nil && acceptance.accepted.isEmpty)
            #expect(acceptance.diagnostics.contains { $0.severity == .error && $0.message.contains(reason) })
            let summary = acceptance.diagnostics.first { $0.id == .unacceptableTranslation }
            #expect(
                summary?.message.hasPrefix("nothing was recorded: the ru translation of 'cart' has the errors above")
                    == true)
        }
        let clean = MarkedCatalogs(["en/Messages": Self.source, "ru/Messages": Self.russian()])
        let acceptance = FluentCatalogs.acceptTranslations(clean.input, locale: "ru", messages: [])
        #expect(!acceptance.hasErrors && acceptance.lock != nil && acceptance.accepted.count == 1)
    }

    @Test("accept of other messages is not held up by an error elsewhere")
    func acceptOthers() {
        let source = Self.source + "title = Shop\n"
        let catalogs = MarkedCatalogs([
            "en/Messages": source, "ru/Messages": Self.russian(few: "{ $cuont } товара") + "title = Магазин\n",
        ])
        let acceptance = FluentCatalogs.acceptTranslations(catalogs.input, locale: "ru", messages: ["title"])
        #expect(!acceptance.hasErrors, "\(acceptance.diagnostics)")
        #expect(acceptance.accepted.map(\.message) == ["title"])
    }

    // MARK: import

    @Test(
        "import refuses a variant without its number in the release profile",
        arguments: ImportIntegrityTests.Format.allCases)
    func importRefuses(format: ImportIntegrityTests.Format) {
        func target(_ text: String) -> String {
            format == .xliff ? text.replacingOccurrences(of: "{ $count }", with: "<ph id=\"1\"/>") : text
        }
        let units = [
            ("inbox:one", target("{ $count } сообщение")), ("inbox:few", target("сообщения")),
            ("inbox:many", target("{ $count } сообщений")), ("inbox:other", target("{ $count } сообщения")),
        ]
        var input = ImportIntegrityTests.input()
        input.configuration.profile = .release
        let result = ImportIntegrityTests.importing(format, ImportIntegrityTests.document(format, units), into: input)
        #expect(result.hasErrors && result.files.isEmpty, "\(result.diagnostics)")
        #expect(
            result.diagnostics.contains { $0.message.contains("ru [few] covers 2, 3, 4, 22…") }, "\(result.diagnostics)"
        )
    }
}
