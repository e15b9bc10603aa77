import Foundation
import TestSupport
import Testing

@testable import _LocalizedValidationCompilerCore

/// A catalog, the locale type or the app's functions type named like a type the generated
/// code refers to would shadow it there, and the code would not compile (a catalog named
/// `ZonedDateTime.ftl` declared a recursive enum). The names are reserved
/// (``GeneratedNames/referencedTypes``, checked by `checkGeneratedNames`): this suite
/// holds that list to what the generated code of every fixture set actually names.
@Suite("Reserved type names")
struct ReservedTypeNamesTests {
    @Test("Every type the generated code names is reserved or declared by that code", arguments: GoldenTests.sets)
    func referencedTypesAreReserved(set: String) throws {
        let catalogs = TestData.packageRoot.appendingPathComponent("Tests/CatalogCompilerTests/Catalogs/\(set)/Locales")
        let result = FluentCatalogs.compile(try #require(CatalogDirectory.load(catalogs.path).input))
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.description).joined(separator: "\n"))")
        let code = result.files.map { Self.code(of: $0.contents) }.joined(separator: "\n")
        let declared = Set(Self.matches(of: #"\b(?:enum|struct|class|typealias|protocol)\s+`?([A-Z]\w*)"#, in: code))
        // Uppercase names not after a dot: types and modules (members are lower camel case,
        // and a qualified name's later parts are looked up in the first).
        // (A case may be declared in upper case, as its message id is: `case Foo_`.)
        let named = Set(Self.matches(of: #"(?<![.\w`])(?<!case )([A-Z]\w*)"#, in: code))
        let unreserved = named.subtracting(declared).subtracting(GeneratedNames.referencedTypes)
        #expect(unreserved.isEmpty, "\(set): the generated code names \(unreserved.sorted()), which no check reserves")
    }

    @Test("A catalog named like a type the generated code uses is an identifier-collision, not code that fails")
    func catalogNamedLikeALibraryType() {
        for name in ["ZonedDateTime", "DateTimeFormatOptions", "CalendarDate", "LocalizedText", "MessageText"] {
            let catalogs = MarkedCatalogs(["en/\(name)": "# Variables:\n#   $t (DateTime) - when\na = { $t }\n"])
            let diagnostics = catalogs.check()
            #expect(
                diagnostics.contains { $0.id == .identifierCollision && $0.message.contains("'\(name).ftl'") },
                "\(name): \(diagnostics.map(\.description))")
        }
    }

    @Test("The app's functions: Swift names that Fluent names collapse to, and types a catalog would shadow")
    func appFunctionNames() {
        func function(_ values: [String]? = nil) -> AppFunction {
            var function = AppFunction()
            if let values { function.result = .values(values) }
            return function
        }
        func collisions(_ catalog: String, _ functions: [String: AppFunction]) -> [String] {
            let catalogs = MarkedCatalogs(["en/\(catalog)": "a = A\n"]) { $0.functions = functions }
            return catalogs.check().filter { $0.id == .identifierCollision }.map(\.message)
        }
        let methods = collisions("Messages", ["FOO-BAR": function(), "FOO_BAR": function()])
        #expect(
            methods.contains { $0.contains("'FOO-BAR' and 'FOO_BAR' both become the method fooBar(…)") }, "\(methods)")
        let cases = collisions("Messages", ["OS": function(["mac-os", "mac_os", "other"])])
        #expect(cases.contains { $0.contains("'mac-os' and 'mac_os' both become the case .macOs") }, "\(cases)")
        let valueType = collisions("PlatformValue", ["PLATFORM": function(["windows", "other"])])
        #expect(
            valueType.contains {
                $0.contains(
                    "'PlatformValue.ftl' becomes the Swift type 'PlatformValue', which is already the type of what PLATFORM() returns"
                )
            },
            "\(valueType)")
        let functionsType = collisions("CatalogFunctions", ["F": function()])
        #expect(
            functionsType.contains { $0.contains("which is already the app's functions type (functionsTypeName)") },
            "\(functionsType)")
        var options = function()
        options.options = ["a-b": "Int", "a_b": "Int", "locale": "String", "max-length": "Int"]
        let labels = collisions("Messages", ["F": options])
        #expect(
            labels.contains {
                $0.contains("'a_b' becomes the parameter aB: of f(…), which is already the option 'a-b'")
            })
        #expect(
            labels.contains {
                $0.contains("'locale' becomes the parameter locale: of f(…), which is already the locale parameter")
            })
        #expect(labels.count == 2, "\(labels)")
        #expect(collisions("Messages", ["PLATFORM": function(["windows", "other"]), "F": function()]).isEmpty)
    }

    /// The code without its comments, string literals and `@_spi(…)` groups.
    private static func code(of swift: String) -> String {
        var text = swift.replacingOccurrences(of: #"@_spi\(\w+\)"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(
            of: #"(?s)"""\n.*?\n\s*""""#, with: "\"\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #""(?:[^"\\\n]|\\.)*""#, with: "\"\"", options: .regularExpression)
        return text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
