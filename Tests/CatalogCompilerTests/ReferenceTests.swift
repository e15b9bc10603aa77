import Testing
import _LocalizedValidationCompilerCore

/// References are calls, not copies: what the compiler generates grows with the catalog,
/// whatever its references, terms and attributes; each mistake is reported once, at its
/// own place; variants are tried in source order.
@Suite("References, attributes and variant matching")
struct ReferenceTests {
    /// The generated Swift of the `Messages` catalog, failing the test on any error.
    private func generated(
        _ sources: KeyValuePairs<String, String>, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String {
        let result = FluentCatalogs.compile(MarkedCatalogs(sources).input)
        #expect(
            !result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
        return result.files.first { $0.name == "Messages.swift" }?.contents ?? ""
    }

    /// `m0 = x`, then each message references the previous one `fanOut` times.
    private func chain(_ count: Int, fanOut: Int = 2, term: Bool = false) -> String {
        let prefix = term ? "-t" : "m"
        var lines = ["\(prefix)0 = x"]
        for index in 1..<count {
            let reference = "{ \(prefix)\(index - 1) }"
            lines.append("\(prefix)\(index) = " + String(repeating: reference, count: fanOut))
        }
        if term { lines.append("top = { -t\(count - 1) }") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("A 22-line doubling chain (2^21 copies if inlined) checks clean and generates little")
    func doublingChain() {
        let small = generated(["en/Messages": chain(22)])
        #expect(small.utf8.count < 16_000, "\(small.utf8.count) bytes")
        // Twice the lines, about twice the code: linear, not exponential.
        let large = generated(["en/Messages": chain(44)])
        #expect(Double(large.utf8.count) < 2.2 * Double(small.utf8.count))
    }

    @Test("A four-way chain of terms (4^11 copies if inlined) generates little")
    func termFanOut() {
        let code = generated(["en/Messages": chain(12, fanOut: 4, term: true)])
        #expect(code.utf8.count < 16_000, "\(code.utf8.count) bytes")
    }

    @Test("Attributes do not multiply by messages: each accessor lists the messages that have it")
    func distinctAttributes() {
        func catalog(_ count: Int) -> String {
            (0..<count).map { "m\($0) = value\n    .attribute\($0) = text \($0)\n" }.joined()
        }
        let small = generated(["en/Messages": catalog(200)])
        let large = generated(["en/Messages": catalog(400)])
        #expect(Double(large.utf8.count) < 2.2 * Double(small.utf8.count), "\(small.utf8.count) → \(large.utf8.count)")
        // An accessor's switch lists only its message, and a default.
        #expect(large.contains("case .m399:\n                return \"text 399\"\n            default:"))
    }

    @Test("Many attributes on one message check and generate in proportion")
    func manyAttributesOnOneMessage() {
        func catalog(_ count: Int) -> String {
            "m = value\n" + (0..<count).map { "    .attribute\($0) = text \($0)\n" }.joined()
        }
        let small = generated(["en/Messages": catalog(1_000)])
        let large = generated(["en/Messages": catalog(2_000)])
        #expect(Double(large.utf8.count) < 2.2 * Double(small.utf8.count), "\(small.utf8.count) → \(large.utf8.count)")
        // Every message has the attribute: no unreachable `default`.
        #expect(!large.contains("default:"))
    }

    @Test("A message takes the arguments of the messages it references, with their types")
    func argumentsPropagate() {
        let code = generated([
            "en/Messages": """
            count-text = { $count ->
                [one] one file
               *[other] { $count } files
              }
            summary = { count-text } for { $name }
            """
        ])
        #expect(code.contains("case summary(count: Int, name: String)"))
        #expect(code.contains("_text.append(Self._en_countText(_isolation, count))"))
    }

    @Test("References inside variants pass their arguments, listed in source order")
    func referencesInVariants() {
        let code = generated([
            "en/Messages": """
            a = { $x }
            b = { $y }
            # @allow-plural-fallback
            m = { $sel ->
                [one] { a }
               *[other] { b }
              } { $z }
            """
        ])
        #expect(code.contains("case m(sel: Int, x: String, y: String, z: String)"))
        #expect(code.contains("_text.append(Self._en_a(_isolation, x))"))
        #expect(code.contains("_text.append(Self._en_b(_isolation, y))"))
    }

    @Test("One variable has one type across a reference: NUMBER() in one, a plural in the other")
    func typesUnifyAcrossReferences() {
        let code = generated([
            "en/Messages": """
            count-text = { $n ->
                [one] one
               *[other] many
              }
            measure = { NUMBER($n, minimumFractionDigits: 1) } ({ count-text })
            """
        ])
        #expect(code.contains("case countText(n: Double)"))
        #expect(code.contains("case measure(n: Double)"))
    }

    @Test("nesting-too-deep: a message taking more than 100 arguments, its references' included")
    func tooManyArguments() {
        var lines = (0..<60).map { "a\($0) = { $a\($0) }" }
        lines += (0..<60).map { "b\($0) = { $b\($0) }" }
        lines.append("left = " + (0..<60).map { "{ a\($0) }" }.joined())
        lines.append("right = " + (0..<60).map { "{ b\($0) }" }.joined())
        lines.append("1️⃣both = { left }{ right }")
        let catalogs = MarkedCatalogs(["en/Messages": lines.joined(separator: "\n") + "\n"])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.nestingTooDeep, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .nestingTooDeep, in: diagnostics).contains("more than 100 arguments"))
    }

    // MARK: Variant matching

    @Test("Variants are tried in source order: [one] before [1] wins for 1")
    func sourceOrder() {
        let code = generated([
            "en/Messages": """
            literal = { 1 ->
                [one] category
                [1] exact
               *[other] other
              }
            runtime = { $n ->
                [one] category
                [1] exact
               *[other] other
              }
            """
        ])
        #expect(code.contains("return \"category\""))
        // At run time: the category is tested first, then the number.
        let category = code.range(of: "if _category1 == .one {")
        let exact = code.range(of: "} else if n == 1 {")
        #expect(category != nil && exact != nil && category!.lowerBound < exact!.lowerBound)
    }

    @Test("A default variant before others is tried at its place")
    func defaultBeforeOthers() {
        let code = generated([
            "en/Messages": """
            # @allow-plural-fallback
            m = { $n ->
               *[one] category
                [1] exact
              }
            """
        ])
        // [1] runs only when [one] did not match.
        #expect(
            code.contains("} else if !(_category1 == .one) && n == 1 {")
                || code.contains("if !(_category1 == .one) && n == 1 {"))
    }

    @Test("Number keys compare by value: [1.0] is 1")
    func numberKeysByValue() {
        let code = generated([
            "en/Messages": """
            literal = { 1 ->
                [1.0] exact
               *[other] other
              }
            # @allow-plural-fallback
            runtime = { $n ->
                [1.0] exact
               *[other] other
              }
            """
        ])
        #expect(code.contains("return \"exact\""))
        #expect(code.contains("if n == 1 {"))
    }

    @Test("invalid-variant-key: a number key an Int never equals is reported at the key")
    func impossibleKeys() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $n (Int) - a count
            # @allow-plural-fallback
            m = { $n ->
                [1️⃣1.5] a fraction
                [2️⃣99999999999999999999] too large
                [2.00] two
               *[other] other
              }
            # Variables:
            #   $x (Number) - a measure
            # @allow-plural-fallback
            fine = { $x ->
                [1.5] a fraction
               *[other] other
              }
            """
        ])
        let diagnostics = catalogs.check()
        expectFindings(
            diagnostics,
            [
                Finding(.invalidVariantKey, .error, at: catalogs.at("1️⃣")),
                Finding(.invalidVariantKey, .error, at: catalogs.at("2️⃣")),
            ])
        #expect(diagnostics.allSatisfy { $0.message.contains("can never be selected") })
    }

    // MARK: One mistake, one diagnostic

    @Test("A missing message is reported once, not at every message referencing it")
    func missingMessageOnce() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "a = { 1️⃣nope }\nb = { a }\nc = { a } { b }\n"
        ])
        expectFindings(catalogs.check(), [Finding(.unknownReference, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("A missing plural category is reported once, at its select")
    func missingCategoryOnce() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "a = { $n ->\n    [one] one\n   *[other] many\n  }\nb = { a }\nc = { a } { b }\n",
            "ru/Messages": "a = { 1️⃣$n ->\n    [one] один\n   *[other] много\n  }\nb = { a }\nc = { a } { b }\n",
        ])
        let diagnostics = catalogs.check()
        // ru needs [few] and [many]: one diagnostic each, both at the select.
        expectFindings(
            diagnostics,
            [
                Finding(.missingPluralCategory, .error, at: catalogs.at("1️⃣")),
                Finding(.missingPluralCategory, .error, at: catalogs.at("1️⃣")),
            ])
    }

    @Test("An undeclared variable of a translation is reported once, at its use")
    func undeclaredVariableOnce() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "a = A { $x }\nb = { a }\nc = { a } { b }\n",
            "ru/Messages": "a = A { 1️⃣$y }\nb = { a }\nc = { a } { b }\n",
        ])
        expectFindings(catalogs.check(), [Finding(.undeclaredVariable, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("A translation's reference passing a variable its message does not take is reported at the reference")
    func translationReferenceNeedsArgument() {
        let catalogs = MarkedCatalogs([
            "en/Messages": "a = A { $x }\nb = B\n",
            "ru/Messages": "a = A { $x }\nb = B { 1️⃣a }\n",
        ])
        let diagnostics = catalogs.check()
        expectFindings(diagnostics, [Finding(.undeclaredVariable, .error, at: catalogs.at("1️⃣"))])
        #expect(message(of: .undeclaredVariable, in: diagnostics).contains("'a' needs '$x'"))
    }

    @Test("type-mismatch: one variable declared with two types across a reference")
    func typeConflictAcrossReference() {
        let catalogs = MarkedCatalogs([
            "en/Messages": """
            # Variables:
            #   $n (String) - a name
            a = { $n }
            # Variables:
            #   $n (Date) - a date
            b = { 1️⃣a }
            """
        ])
        expectFindings(catalogs.check(), [Finding(.typeMismatch, .error, at: catalogs.at("1️⃣"))])
    }

    @Test("A term selecting on a variable its reference does not pass takes the default, silently")
    func termSelectorNotPassed() {
        let sources: KeyValuePairs<String, String> = [
            "en/Messages": """
            -app = { $case ->
                [genitive] Acme's
               *[nominative] Acme
              }
            about = About { -app }
            """
        ]
        #expect(MarkedCatalogs(sources).check().isEmpty)
        let code = generated(sources)
        #expect(code.contains("_text.append(Self._en_term_app(_isolation))"))
    }

    @Test("Term references pass literals; a number selects by value and by its category")
    func termArguments() {
        let code = generated([
            "en/Messages": """
            -unit = { $count ->
                [0] none
                [one] file
               *[other] files
              }
            m = { -unit(count: 1) } { -unit(count: 0) } { -unit(count: "one") }
            """
        ])
        #expect(code.contains("_t0: (text: \"1\", number: 1.0, category: PluralCategory.one)"))
        #expect(code.contains("_t0: (text: \"one\", number: nil, category: nil)"))
        #expect(code.contains("fileprivate typealias _TermArgument"))
    }
}
