import LocalizedValidationIntl

/// Grammatical gender as catalog data: a label message declares the gender of its text
/// in each locale (`.gender = feminine`), and a message embedding the label as a `Text`
/// argument selects on it with `GENDER($field) -> …`, so that its adjectives and
/// participles agree (pt-BR "Senha obrigatória").
///
/// `GENDER()` is an ordinary Fluent function call, which every Fluent parser reads; a
/// variable has no attributes in Fluent (`$field.gender` is a syntax error). The genders
/// are a closed set checked at build time, as plural categories are: a misspelled key
/// or attribute value is an error at its line with a "did you mean".
package enum GrammaticalFeatures {
    /// The function that selects on a `Text` argument's gender.
    package static let genderFunction = "GENDER"
    /// The attribute a message declares its gender with.
    package static let genderAttribute = "gender"
    /// The genders a label may declare (`GrammaticalGender` at run time).
    package static let genders = ["masculine", "feminine", "neuter"]
    /// The keys a `GENDER()` selection may have: a gender, or `other` for labels that
    /// declare none (the neutral phrasing, usually the default variant).
    static let genderKeys = genders + ["other"]

    private static var listedKeys: String { genderKeys.map { "[\($0)]" }.joined(separator: ", ") }

    /// What is wrong with the call `GENDER(…)` used as a selector, or nil when it takes
    /// one message variable. (Its type, which must be `Text`, is checked with the
    /// other uses of the argument.)
    static func callProblem(_ function: FunctionReference, inTerm: Bool) -> String? {
        let arguments = function.arguments
        guard arguments.positional.count == 1, arguments.named.isEmpty,
            case .variableReference = arguments.positional[0]
        else {
            return "GENDER takes exactly one argument, a Text variable such as GENDER($field)"
        }
        if inTerm {
            return "GENDER selects on a message's Text argument; a term receives only literals"
        }
        return nil
    }

    /// The message reported for `GENDER()` inserted as text rather than selecting.
    static let placeableProblem =
        "GENDER only selects a variant: { GENDER($field) -> [masculine] … [feminine] … *[other] … }"

    /// Each variant key of a `GENDER()` selection that is not a gender or `other`, with
    /// its message ("did you mean [feminine]?" for `[feminin]`).
    static func keyProblems(_ select: SelectExpression) -> [(message: String, span: SourceSpan)] {
        var problems: [(String, SourceSpan)] = []
        for variant in select.variants {
            let key = variant.key.text
            guard !variant.key.isIdentifier || !genderKeys.contains(key) else { continue }
            var message = "[\(key)] is not a grammatical gender; GENDER selects \(listedKeys)"
            if variant.key.isIdentifier, let suggestion = Suggestion.closest(to: key, among: genderKeys) {
                message += "; did you mean [\(suggestion)]?"
            } else {
                message += "; rename or remove the variant"
            }
            problems.append((message, variant.key.span))
        }
        return problems
    }

    /// Reports every `.gender` attribute of the file's messages whose value is not one
    /// of ``genders`` written as plain text.
    static func checkGenderAttributes(_ unit: CatalogUnit, into diagnostics: inout DiagnosticCollector) {
        // The file's messages in order, the first definition of each id (as `messageOrder`),
        // without looking every id up: few messages have a `.gender`, and the lookups were
        // most of this check's time on a large catalog.
        for case .message(let message) in unit.resource.body
        where message.attributes.contains(where: { $0.id.name == genderAttribute })
            && unit.message(message.id.name)?.id.span.start.offset == message.id.span.start.offset
        {
            let id = message.id.name
            for attribute in message.attributes where attribute.id.name == genderAttribute {
                var text = ""
                var isPlain = true
                for element in attribute.value.elements {
                    switch element {
                    case .text(let element): text += element.value
                    case .placeable: isPlain = false
                    }
                }
                let value = String(text.unicodeScalars.filter { !UnicodeText.isWhiteSpace($0) })
                guard !isPlain || !genders.contains(value) else { continue }
                var problem = "'.gender = \(text)' of '\(id)' is not a grammatical gender"
                if !isPlain {
                    problem = "'.gender' of '\(id)' must be plain text, one word"
                }
                problem += "; write one of \(genders.joined(separator: ", "))"
                if isPlain, let suggestion = Suggestion.closest(to: value, among: genders) {
                    problem += " (did you mean \(suggestion)?)"
                }
                problem += ", or leave the attribute out when the label has no single gender"
                diagnostics.emit(
                    Diagnostic(.error, .invalidGender, problem, at: unit.location(attribute.span)))
            }
        }
    }

    /// The gender an entry declares, when its `.gender` attribute is a valid one.
    package static func declaredGender(_ message: IRMessage) -> String? {
        guard let attribute = message.attributes.first(where: { $0.name == genderAttribute }),
            attribute.body.count == 1, case .text(let text) = attribute.body[0]
        else { return nil }
        let value = String(text.unicodeScalars.filter { !UnicodeText.isWhiteSpace($0) })
        return genders.contains(value) ? value : nil
    }
}

extension DiagnosticID {
    /// A `.gender` attribute whose value is not `masculine`, `feminine` or `neuter`.
    public static let invalidGender = DiagnosticID(rawValue: "invalid-gender")
}
