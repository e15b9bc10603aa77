import Testing
import _LocalizedValidationCompilerCore

/// `GENDER($field) ->` and `.gender` attributes: checked at build time like plural
/// categories, each mistake reported once at its place.
@Suite("Grammatical gender")
struct GrammaticalGenderTests {
    static let source = """
        # Variables:
        #   $field (Text) - the field's label
        required = { $field } is required.

        password = Password

        """

    @Test("a translation selects on a Text argument's gender; labels declare theirs in their own file")
    func validGenderSelection() {
        let catalogs = MarkedCatalogs([
            "en/Messages": Self.source,
            "ru/Messages": """
            required =
                { GENDER($field) ->
                    [masculine] { $field } обязателен.
                    [feminine] { $field } обязательна.
                    [neuter] { $field } обязательно.
                   *[other] Поле «{ $field }» обязательно для заполнения.
                }

            password = Пароль
                .gender = masculine

            """,
        ])
        // The source's label has no .gender, the translation's has: not an attribute mismatch.
        expectFindings(catalogs.check(), [])
    }

    @Test("type-mismatch: GENDER() of an Int, of an inferred String, of a literal, in a term")
    func argumentMustBeText() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $count (Int) - how many
            counted = { GENDER(1️⃣$count) ->
                   *[other] { $count } items
                }
            named = { GENDER(2️⃣$name) ->
                   *[other] { $name }
                }
            literal = { 3️⃣GENDER("Senha") ->
                   *[other] text
                }
            -term = { 4️⃣GENDER($x) ->
                   *[other] text
                }

            """
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.typeMismatch, .error, at: catalogs.at("1️⃣")),
                Finding(.typeMismatch, .error, at: catalogs.at("2️⃣")),
                Finding(.typeMismatch, .error, at: catalogs.at("3️⃣")),
                Finding(.typeMismatch, .error, at: catalogs.at("4️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("is Int (declared) but is used in GENDER()") })
        #expect(diagnostics.contains { $0.message.contains("is String (inferred) but is used in GENDER()") })
        #expect(diagnostics.contains { $0.message.contains("a Text variable such as GENDER($field)") })
    }

    @Test("invalid-variant-key: a misspelled gender suggests the right one; a number key is not a gender")
    func unknownKeys() {
        let catalogs = MarkedCatalogs([
            "en/Messages": Self.source,
            "pt-BR/Messages": """
            required =
                { GENDER($field) ->
                    [masculine] { $field } é obrigatório.
                    [1️⃣feminin] { $field } é obrigatória.
                    [2️⃣1] { $field } é um.
                   *[other] O campo “{ $field }” é obrigatório.
                }

            password = Senha

            """,
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.invalidVariantKey, .error, at: catalogs.at("1️⃣")),
                Finding(.invalidVariantKey, .error, at: catalogs.at("2️⃣")),
            ])
        #expect(
            diagnostics.contains {
                $0.message
                    == "[feminin] is not a grammatical gender; GENDER selects [masculine], [feminine], [neuter], [other]; did you mean [feminine]?"
            })
        #expect(diagnostics.contains { $0.message.contains("[1] is not a grammatical gender") })
    }

    @Test("GENDER() inserted as text is an error: it only selects")
    func genderAsPlaceable() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $field (Text) - the field's label
            a = { 1️⃣GENDER($field) } { $field }

            """
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.unknownFunction, .error, at: catalogs.at("1️⃣"))])
        #expect(diagnostics.first?.message.contains("GENDER only selects a variant") == true)
    }

    @Test("invalid-gender: a misspelled value, a value with a placeable, a value outside the set")
    func invalidGenderAttribute() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $x (String) - anything
            password = Password
            email = E-mail
            terms = Terms
            x = { $x }

            """,
            "pt-BR/Messages": """
            password = Senha
                1️⃣.gender = femenine
            email = E-mail
                2️⃣.gender = { "masculine" }
            terms = Termos
                3️⃣.gender = plural
            x = { $x }
                .gender = neuter

            """,
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.invalidGender, .error, at: catalogs.at("1️⃣")),
                Finding(.invalidGender, .error, at: catalogs.at("2️⃣")),
                Finding(.invalidGender, .error, at: catalogs.at("3️⃣")),
            ])
        #expect(diagnostics.contains { $0.message.contains("'.gender = femenine' of 'password'") })
        #expect(diagnostics.contains { $0.message.contains("(did you mean feminine?)") })
        #expect(diagnostics.contains { $0.message.contains("'.gender' of 'email' must be plain text") })
        #expect(
            diagnostics.contains { $0.message.contains("leave the attribute out when the label has no single gender") })
    }
}
