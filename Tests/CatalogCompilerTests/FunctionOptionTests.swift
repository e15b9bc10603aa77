import Testing
import _LocalizedValidationCompilerCore

/// `NUMBER` and `DATETIME` options and the app's functions: each mistake is one
/// diagnostic at its place, saying what is wrong and, where one is close, what was meant.
@Suite struct FunctionOptionTests {
    /// One message in `en/Messages`, checked; the diagnostics and where `1️⃣` is.
    private func check(
        _ source: String, configure: (inout CompilerConfiguration) -> Void = { _ in }
    ) -> (diagnostics: [Diagnostic], marker: FileLocation) {
        let catalogs = MarkedCatalogs(["en/Messages": source], configure: configure)
        return (catalogs.check(), catalogs.at("1️⃣"))
    }

    @Test(arguments: [
        ("a = { NUMBER($n, 1️⃣minimumIntegerDigit: 2) }\n", "did you mean 'minimumIntegerDigits'?"),
        ("a = { NUMBER($n, 1️⃣style: \"procent\") }\n", "did you mean \"percent\"?"),
        ("a = { NUMBER($n, 1️⃣minimumIntegerDigits: 0) }\n", "minimumIntegerDigits must be a whole number from 1 to 21"),
        ("a = { NUMBER($n, 1️⃣maximumSignificantDigits: 22) }\n", "from 1 to 21"),
        ("a = { NUMBER($n, 1️⃣style: \"currency\") }\n", "style \"currency\" needs a currency"),
        ("a = { NUMBER($n, style: \"currency\", 1️⃣currency: \"euro\") }\n", "three-letter ISO 4217 code"),
        ("a = { NUMBER($n, 1️⃣currency: \"EUR\") }\n", "currency applies only with style: \"currency\""),
        ("a = { NUMBER($n, style: \"unit\", 1️⃣unit: \"parsec-per-fortnight\") }\n", "not a unit ICU knows"),
        ("a = { NUMBER($n, style: \"unit\", unit: \"liter\", 1️⃣unitDisplay: \"wide\") }\n", "unitDisplay must be"),
        (
            "a = { NUMBER($n, style: \"currency\", currency: \"EUR\", 1️⃣currencyDisplay: \"nam\") }\n",
            "did you mean \"name\"?"
        ),
        ("a = { NUMBER($n, 1️⃣minimumSignificantDigits: 4, maximumSignificantDigits: 2) }\n", "greater than"),
        ("a = { DATETIME($d, 1️⃣timeStyl: \"short\") }\n", "did you mean 'timeStyle'?"),
        ("a = { DATETIME($d, 1️⃣month: \"longer\") }\n", "month must be"),
        ("a = { DATETIME($d, dateStyle: \"long\", 1️⃣hour: \"numeric\") }\n", "cannot be combined with dateStyle"),
        ("a = { DATETIME($d, 1️⃣hour12: \"true\") }\n", "hour12 needs the hour field"),
        ("a = { DATETIME($d, hour: \"numeric\", 1️⃣timeZone: \"Mars/Olympus\") }\n", "tz database zone"),
        ("a = { DATETIME($d, 1️⃣calendar: \"buddhist\") }\n", "its options are dateStyle, timeStyle"),
    ])
    func invalidOptionIsOneDiagnosticAtItsPlace(source: String, message: String) {
        let (diagnostics, marker) = check(source)
        expectFindings(diagnostics, [Finding(.invalidFunctionOption, .error, at: marker)])
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.map(\.message))")
    }

    @Test func everyOptionOfTheIssueIsAccepted() {
        let (diagnostics, _) = check(
            """
            a = { NUMBER($n, minimumIntegerDigits: 3, maximumSignificantDigits: 4, useGrouping: "false") }
            b = { NUMBER($n, style: "percent", minimumFractionDigits: 1) }
            c = { NUMBER($n, style: "currency", currency: "brl", currencyDisplay: "narrowSymbol") }
            d = { NUMBER($n, style: "unit", unit: "kilometer-per-hour", unitDisplay: "long") }
            e = { DATETIME($w, timeStyle: "short") }
            f = { DATETIME($w, weekday: "short", era: "long", year: "2-digit", month: "narrow", day: "2-digit", hour: "2-digit", minute: "numeric", second: "2-digit", hour12: "false", timeZone: "America/Sao_Paulo", timeZoneName: "long") }
            1️⃣g = x

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    }

    @Test func aTimeOnADateIsATypeMismatchThatNamesDateTime() {
        let (diagnostics, marker) = check(
            "# Variables:\n#   $d (Date) - a day\na = { DATETIME(1️⃣$d, hour: \"numeric\") }\n")
        expectFindings(diagnostics, [Finding(.typeMismatch, .error, at: marker)])
        #expect(diagnostics.first?.message.contains("declare it '$d (DateTime)'") == true)
    }

    @Test func timeOptionsInferADateTime() throws {
        let catalogs = MarkedCatalogs([
            "en/Messages": "a = { DATETIME($w, timeStyle: \"short\") }\nb = { DATETIME($d) }\n"
        ])
        let result = FluentCatalogs.compile(catalogs.input)
        #expect(!result.hasErrors)
        let messages = try #require(result.files.first { $0.name == "Messages.swift" })
        #expect(messages.contents.contains("case a(w: ZonedDateTime)"))
        #expect(messages.contents.contains("case b(d: CalendarDate)"))
    }

    // MARK: App functions

    private static func declarePlatform(_ configuration: inout CompilerConfiguration) {
        var platform = AppFunction()
        platform.result = .values(["windows", "macos", "other"])
        var shorten = AppFunction()
        shorten.arguments = ["String"]
        shorten.options = ["length": "Int"]
        configuration.functions = ["PLATFORM": platform, "SHORTEN": shorten]
    }

    @Test func anUndeclaredFunctionSaysWhereToDeclareIt() {
        let (diagnostics, marker) = check("a = { 1️⃣OS() }\n")
        expectFindings(diagnostics, [Finding(.unknownFunction, .error, at: marker)])
        #expect(diagnostics.first?.message.contains("declared in catalogc.json under \"functions\"") == true)
    }

    @Test func aMisspeltAppFunctionGetsDidYouMean() {
        let (diagnostics, marker) = check("a = { 1️⃣PLATFROM() }\n", configure: Self.declarePlatform)
        expectFindings(diagnostics, [Finding(.unknownFunction, .error, at: marker)])
        #expect(
            diagnostics.first?.message.contains("and PLATFORM, SHORTEN from catalogc.json; did you mean PLATFORM?")
                == true)
    }

    @Test func aKeyThatIsNotAValueGetsDidYouMean() {
        let (diagnostics, marker) = check(
            "a = { PLATFORM() ->\n    [1️⃣widows] W\n   *[other] O\n}\n", configure: Self.declarePlatform)
        expectFindings(diagnostics, [Finding(.invalidVariantKey, .error, at: marker)])
        #expect(diagnostics.first?.message.contains("did you mean [windows]?") == true)
    }

    @Test(arguments: [
        ("a = { 1️⃣SHORTEN() }\n", DiagnosticID.unknownFunction, "SHORTEN takes 1 (String)"),
        ("a = { SHORTEN($u, 1️⃣lenght: 3) }\n", .invalidFunctionOption, "did you mean 'length'?"),
        ("a = { SHORTEN(1️⃣42) }\n", .typeMismatch, "takes a value of type String here"),
        ("a = { SHORTEN($u, length: 1️⃣\"long\") }\n", .typeMismatch, "takes a value of type Int here"),
        (
            "# Variables:\n#   $u (Int) - a count\na = { SHORTEN(1️⃣$u) }\n", .typeMismatch,
            "as the String argument of SHORTEN()"
        ),
    ])
    func appFunctionArguments(source: String, id: DiagnosticID, message: String) {
        let (diagnostics, marker) = check(source, configure: Self.declarePlatform)
        expectFindings(diagnostics, [Finding(id, .error, at: marker)])
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.map(\.message))")
    }

    @Test func appFunctionArgumentsInferTheirType() throws {
        let catalogs = MarkedCatalogs(
            ["en/Messages": "a = { SHORTEN($u, length: 3) }\n"], configure: Self.declarePlatform)
        let result = FluentCatalogs.compile(catalogs.input)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.description))")
        let messages = try #require(result.files.first { $0.name == "Messages.swift" })
        #expect(messages.contents.contains("case a(u: String)"))
        #expect(messages.contents.contains("_functions.shorten(u, length: 3, locale: .en)"))
    }

    @Test(arguments: [
        ("platform", "not a Fluent function name"),
        ("NUMBER", "is built in"),
    ])
    func badFunctionNames(name: String, message: String) {
        let catalogs = MarkedCatalogs(["en/Messages": "a = A\n"]) { $0.functions = [name: AppFunction()] }
        let diagnostics = catalogs.check()
        #expect(diagnostics.map(\.id) == [.invalidConfiguration])
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.map(\.message))")
    }

    @Test func badTypesAndValuesInTheDeclaration() {
        var function = AppFunction()
        function.arguments = ["Strng"]
        function.options = ["when": "Date"]
        function.result = .values(["a", "a", "9"])
        let catalogs = MarkedCatalogs(["en/Messages": "a = A\n"]) { $0.functions = ["F": function] }
        let messages = catalogs.check().map(\.message)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.contains("'Strng' is not an argument type") })
        #expect(messages.contains { $0.contains("'Date' is not an option type") })
        #expect(messages.contains { $0.contains("'a' is listed twice") })
        #expect(messages.contains { $0.contains("'9' is not a Fluent identifier") })
    }

    @Test func theJSONSchemaRefusesUnknownKeysAndResults() throws {
        let good = try CompilerConfiguration.decode(
            Array(
                #"{"functions": {"OS": {"result": ["a", "b"]}, "S": {"arguments": ["String"], "result": "String"}}}"#
                    .utf8))
        #expect(good.functions["OS"]?.result == .values(["a", "b"]))
        #expect(good.functions["S"]?.arguments == ["String"])
        #expect(throws: ConfigurationError.self) {
            try CompilerConfiguration.decode(Array(#"{"functions": {"OS": {"results": ["a"]}}}"#.utf8))
        }
        #expect(throws: ConfigurationError.self) {
            try CompilerConfiguration.decode(Array(#"{"functions": {"OS": {"result": "Int"}}}"#.utf8))
        }
    }
}
