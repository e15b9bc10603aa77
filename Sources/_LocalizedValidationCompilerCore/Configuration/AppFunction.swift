/// A function the app gives its catalogs, declared in `catalogc.json` under `functions`:
///
/// ```json
/// "functions": {
///   "PLATFORM": { "result": ["windows", "macos", "linux", "other"] },
///   "SHORTEN": { "arguments": ["String"], "options": { "length": "Int" }, "result": "String" }
/// }
/// ```
///
/// Messages call it as Fluent calls any function (`{ SHORTEN($url, length: 20) }`,
/// `{ PLATFORM() -> [windows] … *[other] … }`); the generated code asks the app for its
/// value through a generated protocol with one typed method per function.
public struct AppFunction: Sendable, Hashable, Codable {
    /// The types of the positional arguments, in order: `String`, `Int`, `Number`,
    /// `Date` or `DateTime` (the argument types of `# Variables:`).
    public var arguments: [String] = []
    /// The named options and their types (`String`, `Int` or `Number`): Fluent passes
    /// them as literals, and a call may leave any out.
    public var options: [String: String] = [:]
    /// `"String"` for text, or the values the function returns, a generated Swift enum
    /// that select expressions choose on (`["windows", "macos", "other"]`).
    public var result: Result = .string

    /// What a function returns.
    public enum Result: Sendable, Hashable, Codable {
        /// Text, inserted like a `String` argument (or compared as one by a select).
        case string
        /// One of these values: a select's keys must be among them.
        case values([String])

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let values = try? container.decode([String].self) {
                self = .values(values)
                return
            }
            let name = try container.decode(String.self)
            guard name == "String" else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription:
                        "result must be \"String\" or the list of values the function returns, such as [\"windows\", \"other\"]"
                )
            }
            self = .string
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string: try container.encode("String")
            case .values(let values): try container.encode(values)
            }
        }
    }

    /// A function of no arguments that returns text.
    public init() {}

    enum CodingKeys: String, CodingKey, CaseIterable {
        case arguments, options, result
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
        options = try container.decodeIfPresent([String: String].self, forKey: .options) ?? [:]
        result = try container.decodeIfPresent(Result.self, forKey: .result) ?? .string
    }

    /// The argument types a positional argument may have.
    static let argumentTypes: [ArgumentType] = [.string, .int, .number, .date, .dateTime]
    /// The types a named option may have (Fluent passes options as literals).
    static let optionTypes: [ArgumentType] = [.string, .int, .number]

    /// The positional argument types, when every one is valid.
    var argumentTypes: [ArgumentType] {
        arguments.compactMap { ArgumentType(rawValue: $0) }
    }

    /// The options with their types, sorted by name (the order of the generated
    /// method's parameters).
    var sortedOptions: [(name: String, type: ArgumentType)] {
        options.keys.sorted().compactMap { name in ArgumentType(rawValue: options[name] ?? "").map { (name, $0) } }
    }
}
