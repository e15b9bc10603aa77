import Testing

@testable import _LocalizedValidationCompilerCore

/// One mistake a translator makes, as a case of ``TranslatorMistakeTableTests``: the
/// source catalog (en), the translation with the mistake, and every diagnostic the
/// check gives for it, exactly (id, severity, line and column in the translation, text).
struct TranslatorMistake: CustomTestStringConvertible, Sendable {
    /// One expected diagnostic, in the translation file.
    struct Expected: Equatable, CustomStringConvertible, Sendable {
        var severity: Diagnostic.Severity
        var id: String
        var line: Int
        var column: Int
        var message: String

        init(_ severity: Diagnostic.Severity, _ id: String, at line: Int, _ column: Int, _ message: String) {
            (self.severity, self.id, self.line, self.column, self.message) = (severity, id, line, column, message)
        }

        var description: String { "\(line):\(column): \(severity.rawValue): \(message) [\(id)]" }
    }

    var name: String
    var source: String
    var locale: String
    var translation: String
    var profile: CompilerConfiguration.Profile
    var expected: [Expected]

    init(
        _ name: String, source: String, _ locale: String, _ translation: String,
        profile: CompilerConfiguration.Profile = .debug, expected: [Expected]
    ) {
        (self.name, self.source, self.locale, self.translation) = (name, source, locale, translation)
        (self.profile, self.expected) = (profile, expected)
    }

    var testDescription: String { name }
}

/// Every syntax and translation mistake translators make, each with the one diagnostic
/// that says what is wrong, where, and the fix (issue 24): variables, attributes,
/// genders and plural categories misspelt or translated (did you mean…, by edit
/// distance and by ICU's transliteration), quotes, brackets, indentation, tabs, line
/// ends, invisible characters, functions, terms, and variants that leave out the number.
@Suite("Translator mistakes")
struct TranslatorMistakeTableTests {
    @Test("each mistake has exactly its diagnostics", arguments: TranslatorMistake.table)
    func mistake(_ mistake: TranslatorMistake) {
        let catalogs = MarkedCatalogs(
            ["en/Messages": mistake.source, "\(mistake.locale)/Messages": mistake.translation],
            configure: { $0.profile = mistake.profile })
        let path = "Locales/\(mistake.locale)/Messages.ftl"
        let actual = catalogs.check().map { diagnostic in
            #expect(diagnostic.location?.file == path, "\(diagnostic)")
            return TranslatorMistake.Expected(
                diagnostic.severity, diagnostic.id.rawValue, at: diagnostic.location?.line ?? 0,
                diagnostic.location?.column ?? 0, diagnostic.message)
        }
        let order = { (a: TranslatorMistake.Expected, b: TranslatorMistake.Expected) in
            (a.line, a.column, a.id) < (b.line, b.column, b.id)
        }
        #expect(actual.sorted(by: order) == mistake.expected.sorted(by: order))
    }

    @Test("the table covers at least 40 mistakes, each named once")
    func tableSize() {
        #expect(TranslatorMistake.table.count >= 40)
        #expect(Set(TranslatorMistake.table.map(\.name)).count == TranslatorMistake.table.count)
    }
}

extension TranslatorMistake {
    /// The mistakes, with what the check says about each.
    static let table: [TranslatorMistake] = [
        TranslatorMistake(
            "translated variable name (Cyrillic)",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "ru", "hello = Привет, { $имя }!\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 20,
                    "'$имя' is not a variable name: variables keep the source's names, written in Latin letters, digits and '-'; did you mean '$name'? (Fluent E0004); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "variable with a diacritic",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "fr", "hello = Bonjour, { $nàme } !\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 22,
                    "'$nàme' is not a variable name: variables keep the source's names, written in Latin letters, digits and '-'; did you mean '$name'? (Fluent E0003); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "variable with a Cyrillic look-alike letter",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] { $count } товар в корзине\n    [few] { $count } товара в корзине\n    [many] { $сount } товаров в корзине\n   *[other] { $count } товара в корзине\n}\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 4, 15,
                    "'$сount' is not a variable name: variables keep the source's names, written in Latin letters, digits and '-'; did you mean '$count'? (Fluent E0004); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "translated variable name (Greek)",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "el", "hello = Γεια σου, { $όνομα }!\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 22,
                    "'$όνομα' is not a variable name: variables keep the source's names, written in Latin letters, digits and '-'; did you mean '$name'? (Fluent E0004); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "misspelt variable (swapped letters)",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "de", "hello = Hallo, { $nmae }!\n",
            expected: [
                .init(
                    .error, "undeclared-variable", at: 1, 18,
                    "'$nmae' is not an argument of 'hello'; its arguments are $name; did you mean '$name'?")
            ]),
        TranslatorMistake(
            "misspelt variable in a plural variant",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] { $count } товар в корзине\n    [few] { $cuont } товара в корзине\n    [many] { $count } товаров в корзине\n   *[other] { $count } товара в корзине\n}\n",
            expected: [
                .init(
                    .error, "undeclared-variable", at: 3, 13,
                    "'$cuont' is not an argument of 'cart'; its arguments are $count; did you mean '$count'?")
            ]),
        TranslatorMistake(
            "variable the source does not have",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "de", "hello = Hallo, { $user }!\n",
            expected: [
                .init(
                    .error, "undeclared-variable", at: 1, 18,
                    "'$user' is not an argument of 'hello'; its arguments are $name")
            ]),
        TranslatorMistake(
            "variable left out of the whole message",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "de", "hello = Hallo!\n", profile: .release,
            expected: [
                .init(
                    .error, "dropped-argument", at: 1, 1,
                    "the de translation of 'hello' leaves out '{ $name }', which the source shows; write '{ $name }' where it belongs in the sentence, or put '# @allow-dropped-argument' in the message comment if leaving it out is right"
                )
            ]),
        TranslatorMistake(
            "ru [one] without the number",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] товар в корзине\n    [few] { $count } товара в корзине\n    [many] { $count } товаров в корзине\n   *[other] { $count } товара в корзине\n}\n",
            profile: .release,
            expected: [
                .init(
                    .error, "dropped-argument", at: 2, 6,
                    "ru [one] covers 1, 21, 31, 41…; the number must be shown: write '{ $count }' in this variant of 'cart' (only a category of a single number, such as en [one], may write it as a word)"
                )
            ]),
        TranslatorMistake(
            "ru [few] without the number",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] { $count } товар в корзине\n    [few] товара в корзине\n    [many] { $count } товаров в корзине\n   *[other] { $count } товара в корзине\n}\n",
            profile: .release,
            expected: [
                .init(
                    .error, "dropped-argument", at: 3, 6,
                    "ru [few] covers 2, 3, 4, 22…; the number must be shown: write '{ $count }' in this variant of 'cart' (only a category of a single number, such as en [one], may write it as a word)"
                )
            ]),
        TranslatorMistake(
            "pt-BR *[other] without the number",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "pt-BR",
            "cart = { $count ->\n    [one] { $count } item no carrinho\n    [many] { $count } de itens no carrinho\n   *[other] itens no carrinho\n}\n",
            profile: .release,
            expected: [
                .init(
                    .error, "dropped-argument", at: 4, 6,
                    "pt-BR [other] covers 2, 3, 4, 5…; the number must be shown: write '{ $count }' in this variant of 'cart' (only a category of a single number, such as en [one], may write it as a word)"
                )
            ]),
        TranslatorMistake(
            "fr [one] as a word (fr one holds 0 and 1)",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "fr",
            "cart = { $count ->\n    [one] un article dans le panier\n    [many] { $count } d’articles dans le panier\n   *[other] { $count } articles dans le panier\n}\n",
            profile: .release,
            expected: [
                .init(
                    .error, "dropped-argument", at: 2, 6,
                    "fr [one] covers 0, 1…; the number must be shown: write '{ $count }' in this variant of 'cart' (only a category of a single number, such as en [one], may write it as a word)"
                )
            ]),
        TranslatorMistake(
            "de [one] as a word is right (one holds only 1)",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de",
            "cart = { $count ->\n    [one] ein Artikel im Warenkorb\n   *[other] { $count } Artikel im Warenkorb\n}\n",
            profile: .release,
            expected: []),
        TranslatorMistake(
            "an exact [0] as a word is right",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de",
            "cart = { $count ->\n    [0] kein Artikel im Warenkorb\n    [one] ein Artikel im Warenkorb\n   *[other] { $count } Artikel im Warenkorb\n}\n",
            profile: .release,
            expected: []),
        TranslatorMistake(
            "the number shown beside the select is enough",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = В корзине { $count } { $count ->\n    [one] товар\n    [few] товара\n    [many] товаров\n   *[other] товара\n}\n",
            profile: .release,
            expected: []),
        TranslatorMistake(
            "a variant leaves out another variable",
            source:
                "# Variables:\n#   $name (String) - the user's name\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] { $name }, one item in the cart\n   *[other] { $name }, { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] { $name }, { $count } товар в корзине\n    [few] { $count } товара в корзине\n    [many] { $name }, { $count } товаров в корзине\n   *[other] { $name }, { $count } товара в корзине\n}\n",
            profile: .release,
            expected: [
                .init(
                    .error, "dropped-argument", at: 3, 6,
                    "the ru translation of 'cart' leaves out '{ $name }' in its [few] variant, which the source's [other] variant shows; write '{ $name }' in this variant, or put '# @allow-dropped-argument' in the message comment if leaving it out is right"
                )
            ]),
        TranslatorMistake(
            "misspelt plural category [fwe]",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] { $count } товар в корзине\n    [fwe] { $count } товара в корзине\n    [many] { $count } товаров в корзине\n   *[other] { $count } товара в корзине\n}\n",
            expected: [
                .init(
                    .error, "invalid-variant-key", at: 3, 6,
                    "[fwe] is not a plural category in ru, which has [one], [few], [many], [other]; did you mean [few]?"
                )
            ]),
        TranslatorMistake(
            "capitalised plural category [Other]",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { $count ->\n    [one] { $count } Artikel\n   *[Other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .error, "invalid-variant-key", at: 3, 6,
                    "[Other] is not a plural category in de, which has [one], [other]; did you mean [other]?")
            ]),
        TranslatorMistake(
            "plural category the language lacks",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de",
            "cart = { $count ->\n    [one] { $count } Artikel\n    [few] { $count } Artikel\n   *[other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .warning, "invalid-variant-key", at: 3, 6,
                    "the variant [few] can never be selected: few is not a plural category in de, which has [one], [other]; remove the variant"
                )
            ]),
        TranslatorMistake(
            "translated plural category",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru",
            "cart = { $count ->\n    [one] { $count } товар в корзине\n    [несколько] { $count } товара в корзине\n    [many] { $count } товаров в корзине\n   *[other] { $count } товара в корзине\n}\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 3, 6,
                    "[несколько] is not a variant key: keys are not translated; write the source's keys (plural categories: zero, one, two, few, many, other; genders: masculine, feminine, neuter, other) (Fluent E0013); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "missing * before the default variant",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { $count ->\n    [one] { $count } Artikel\n    [other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .error, "missing-default-variant", at: 2, 5,
                    "no variant is marked as the default; add '*' before one of the keys")
            ]),
        TranslatorMistake(
            "missing plural category",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "ru", "cart = { $count ->\n    [one] { $count } товар\n   *[other] { $count } товара\n}\n",
            expected: [
                .init(
                    .error, "missing-plural-category", at: 1, 10,
                    "ru: no [few] variant; ICU selects 'few' for 2, 3, 4, 22, 23…, which now get *[other]; add [few], or put '# @allow-plural-fallback' in the message comment if *[other] is right for them"
                ),
                .init(
                    .error, "missing-plural-category", at: 1, 10,
                    "ru: no [many] variant; ICU selects 'many' for 0, 5, 6, 7, 8…, which now get *[other]; add [many], or put '# @allow-plural-fallback' in the message comment if *[other] is right for them"
                ),
            ]),
        TranslatorMistake(
            "misspelt gender variant [feminin]",
            source: "# Variables:\n#   $field (Text) - the field's label\nrequired = { $field } is required.\n",
            "fr",
            "required = { GENDER($field) ->\n    [feminin] { $field } est obligatoire.\n   *[other] { $field } est obligatoire.\n}\n",
            expected: [
                .init(
                    .error, "invalid-variant-key", at: 2, 6,
                    "[feminin] is not a grammatical gender; GENDER selects [masculine], [feminine], [neuter], [other]; did you mean [feminine]?"
                )
            ]),
        TranslatorMistake(
            "gender variant [neutral]",
            source: "# Variables:\n#   $field (Text) - the field's label\nrequired = { $field } is required.\n",
            "de",
            "required = { GENDER($field) ->\n    [neutral] { $field } ist erforderlich.\n   *[other] { $field } ist erforderlich.\n}\n",
            expected: [
                .init(
                    .error, "invalid-variant-key", at: 2, 6,
                    "[neutral] is not a grammatical gender; GENDER selects [masculine], [feminine], [neuter], [other]; did you mean [neuter]?"
                )
            ]),
        TranslatorMistake(
            ".gender = neutral",
            source: "email = Email\n    .placeholder = you@example.com\n",
            "de", "email = E-Mail\n    .placeholder = du@example.com\n    .gender = neutral\n",
            expected: [
                .init(
                    .error, "invalid-gender", at: 3, 5,
                    "'.gender = neutral' of 'email' is not a grammatical gender; write one of masculine, feminine, neuter (did you mean neuter?), or leave the attribute out when the label has no single gender"
                )
            ]),
        TranslatorMistake(
            "translated attribute name .gênero",
            source: "email = Email\n    .placeholder = you@example.com\n",
            "pt-BR", "email = E-mail\n    .placeholder = voce@example.com\n    .gênero = masculine\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 3, 5,
                    "'.gênero' is not an attribute name: attribute names are written in Latin letters, digits and '-', and are not translated; keep the source's name; did you mean '.gender'? (Fluent E0002); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "translated attribute name .пол",
            source: "email = Email\n    .placeholder = you@example.com\n",
            "ru", "email = Почта\n    .placeholder = vy@example.com\n    .пол = feminine\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 3, 5,
                    "'.пол' is not an attribute name: attribute names are written in Latin letters, digits and '-', and are not translated; keep the source's name (Fluent E0002); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "misspelt attribute .placeholdr",
            source: "email = Email\n    .placeholder = you@example.com\n",
            "de", "email = E-Mail\n    .placeholdr = du@example.com\n", profile: .release,
            expected: [
                .init(
                    .error, "attribute-mismatch", at: 2, 5,
                    "the source message has no .placeholdr attribute; did you mean .placeholder? Attribute names are not translated: rename it"
                )
            ]),
        TranslatorMistake(
            "attribute left out",
            source: "email = Email\n    .placeholder = you@example.com\n",
            "de", "email = E-Mail\n", profile: .release,
            expected: [
                .init(.error, "attribute-mismatch", at: 1, 1, "'email' has no .placeholder attribute in de; add it")
            ]),
        TranslatorMistake(
            "typographic quotes around a placeable",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "de", "hello = Hallo, { “$name” }!\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 18,
                    "remove the quotes: placeables are written '{ $name }'; to show quotation marks, put them outside the braces: '“{ $name }”' (Fluent E0028); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "guillemets around a placeable",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "fr", "hello = Bonjour, { «$name» } !\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 20,
                    "remove the quotes: placeables are written '{ $name }'; to show quotation marks, put them outside the braces: '«{ $name }»' (Fluent E0028); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "low-high quotes around a placeable",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "de", "hello = Hallo, { „$name“ }!\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 18,
                    "remove the quotes: placeables are written '{ $name }'; to show quotation marks, put them outside the braces: '„{ $name }“' (Fluent E0028); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "missing =",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "ru", "hello Привет, { $name }!\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 7,
                    "'hello' has no '=' between the name and its text; write 'hello = Привет, { $name }!' (Fluent E0003); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "nothing after =",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello =\nbye = Tschüss\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 1,
                    "'hello' has no text; write it after '=' on the same line (or on the next line, indented with spaces) (Fluent E0003); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "tab indenting a variant",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { $count ->\n\t[one] { $count } Artikel\n   *[other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 2, 1,
                    "a tab cannot indent text in Fluent; indent this line with spaces instead (Fluent E0003); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "tab indenting a continuation line",
            source: "notice = Your files\n    are ready\n",
            "de", "notice = Ihre Dateien\n\tsind bereit\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 2, 1,
                    "a tab cannot indent text in Fluent; indent this line with spaces instead (Fluent E0002); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "continuation line not indented",
            source: "notice = Your files\n    are ready\n",
            "de", "notice = Ihre Dateien\nsind bereit\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 2, 1,
                    "'sind bereit' continues the text of the message above but is not indented; indent it with spaces (Fluent E0003); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "misspelt function PLURAL",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { PLURAL($count) ->\n    [one] { $count } Artikel\n   *[other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .error, "unknown-function", at: 1, 10,
                    "unknown function 'PLURAL'; the functions are NUMBER, DATETIME and GENDER; a plural select needs none: write '{ $count ->' (or NUMBER($count) for options)"
                )
            ]),
        TranslatorMistake(
            "lowercase function number(",
            source:
                "# Variables:\n#   $amount (Number) - the total\ntotal = Total: { NUMBER($amount, minimumFractionDigits: 2) }\n",
            "de", "total = Summe: { number($amount, minimumFractionDigits: 2) }\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 18,
                    "'number(' is not a function: function names are written in capital letters; write 'NUMBER(' (Fluent E0003); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "misspelt function NUMBR",
            source:
                "# Variables:\n#   $amount (Number) - the total\ntotal = Total: { NUMBER($amount, minimumFractionDigits: 2) }\n",
            "de", "total = Summe: { NUMBR($amount, minimumFractionDigits: 2) }\n",
            expected: [
                .init(
                    .error, "unknown-function", at: 1, 18,
                    "unknown function 'NUMBR'; the functions are NUMBER, DATETIME and GENDER; did you mean NUMBER?")
            ]),
        TranslatorMistake(
            "misspelt option of NUMBER",
            source:
                "# Variables:\n#   $amount (Number) - the total\ntotal = Total: { NUMBER($amount, minimumFractionDigits: 2) }\n",
            "de", "total = Summe: { NUMBER($amount, minimumFractionDigit: 2) }\n",
            expected: [
                .init(
                    .error, "invalid-function-option", at: 1, 34,
                    "NUMBER has no option 'minimumFractionDigit'; did you mean 'minimumFractionDigits'?")
            ]),
        TranslatorMistake(
            "translated term name",
            source: "-brand = Acme\nwelcome = Welcome to { -brand }\n",
            "ru", "-brand = Акме\nwelcome = Добро пожаловать в { -бренд }\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 2, 33,
                    "'-бренд' is not a term name: names are written in Latin letters, digits and '-', and are not translated; keep the source's name; did you mean '-brand'? (Fluent E0004); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "misspelt term name",
            source: "-brand = Acme\nwelcome = Welcome to { -brand }\n",
            "de", "-brand = Acme\nwelcome = Willkommen bei { -brnad }\n",
            expected: [
                .init(
                    .error, "unknown-reference", at: 2, 28,
                    "no term '-brnad' in this file or another file of de; term names are not translated: did you mean '-brand'?"
                )
            ]),
        TranslatorMistake(
            "term reference without its dash",
            source: "-brand = Acme\nwelcome = Welcome to { -brand }\n",
            "de", "-brand = Acme\nwelcome = Willkommen bei { brand }\n",
            expected: [
                .init(
                    .error, "unknown-reference", at: 2, 28,
                    "no message 'brand' in this file or another file of de; '-brand' is a term: write { -brand }")
            ]),
        TranslatorMistake(
            "missing closing brace",
            source: "# Variables:\n#   $name (String) - the user's name\nhello = Hello, { $name }!\n",
            "de", "hello = Hallo, { $name !\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 24,
                    "expected '}' here (Fluent E0003); the entry is ignored until fixed")
            ]),
        TranslatorMistake(
            "missing closing brace of a select",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { $count ->\n    [one] { $count } Artikel\n   *[other] { $count } Artikel\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 3, 31,
                    "expected '}' here (Fluent E0003); the entry is ignored until fixed")
            ]),
        TranslatorMistake(
            "missing ] after a variant key",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { $count ->\n    [one { $count } Artikel\n   *[other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 2, 10,
                    "expected ']' here (Fluent E0003); the entry is ignored until fixed")
            ]),
        TranslatorMistake(
            "missing -> after the selector",
            source:
                "# Variables:\n#   $count (Int) - items in the cart\ncart = { $count ->\n    [one] One item in the cart\n   *[other] { $count } items in the cart\n}\n",
            "de", "cart = { $count\n    [one] { $count } Artikel\n   *[other] { $count } Artikel\n}\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 2, 5,
                    "expected '}' here (Fluent E0003); the entry is ignored until fixed")
            ]),
        TranslatorMistake(
            "lone carriage return",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = Hallo\rbye = Tschüss\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 14,
                    "a carriage return (CR) without a line feed is not a line end in Fluent, so the lines around it run together; save the file with LF or CRLF line ends"
                )
            ]),
        TranslatorMistake(
            "CRLF line ends are fine",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = Hallo\r\nbye = Tschüss\r\n",
            expected: []),
        TranslatorMistake(
            "zero-width space",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = Hal\u{200B}lo\nbye = Tschüss\n",
            expected: [
                .init(
                    .warning, "invisible-character", at: 1, 12,
                    "U+200B (ZERO WIDTH SPACE) is an invisible character; delete it, or write it as { \"\\u200B\" } if it is intended"
                )
            ]),
        TranslatorMistake(
            "right-to-left override",
            source: "hello = Hello\nbye = Goodbye\n",
            "ar", "hello = مرحبا\u{202E}x\nbye = وداعا\n", profile: .release,
            expected: [
                .init(
                    .error, "invisible-character", at: 1, 14,
                    "U+202E (RIGHT-TO-LEFT OVERRIDE) is a bidi control, which can reorder the text around it; delete it, or write it as { \"\\u202E\" } if it is intended"
                )
            ]),
        TranslatorMistake(
            "message defined twice",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = Hallo\nbye = Tschüss\nhello = Servus\n",
            expected: [
                .init(
                    .error, "duplicate-id", at: 3, 1,
                    "message 'hello' is defined twice in this file; remove or rename one")
            ]),
        TranslatorMistake(
            "message the source does not have",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = Hallo\nbye = Tschüss\nhi = Hi\n",
            expected: [
                .init(
                    .warning, "extra-message", at: 3, 1,
                    "'hi' is not in the source locale, so it is never shown; remove it or add it to Locales/en/Messages.ftl"
                )
            ]),
        TranslatorMistake(
            "message left out",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = Hallo\n", profile: .release,
            expected: [
                .init(
                    .error, "missing-message", at: 1, 1,
                    "de has no translation of 'bye'; add it to this file (until then the fallback locale's text is shown)"
                )
            ]),
        TranslatorMistake(
            "translated message id",
            source: "hello = Hello\nbye = Goodbye\n",
            "ru", "привет = Привет\nbye = Пока\n",
            expected: [
                .init(
                    .error, "syntax-error", at: 1, 1,
                    "'привет' is not a message name: names are written in Latin letters, digits and '-', and are not translated; keep the source's name (Fluent E0002); the entry is ignored until fixed"
                )
            ]),
        TranslatorMistake(
            "NUMBER on a date",
            source: "# Variables:\n#   $day (Date) - the delivery day\ndelivery = Delivery on { DATETIME($day) }\n",
            "de", "delivery = Lieferung am { NUMBER($day) }\n",
            expected: [
                .init(
                    .error, "type-mismatch", at: 1, 34,
                    "'$day' of 'delivery' is Date (declared) but is used in NUMBER(); change the use or the declared type"
                )
            ]),
        TranslatorMistake(
            "empty text",
            source: "hello = Hello\nbye = Goodbye\n",
            "de", "hello = { \"\" }\nbye = Tschüss\n",
            expected: [
                .init(
                    .warning, "empty-message", at: 1, 1, "'hello' renders as empty text; write the message or remove it"
                )
            ]),
    ]
}
