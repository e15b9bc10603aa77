import Foundation
import LocalizedValidation
import LocalizedValidationIntl

extension ValidationBenchmarks {
    /// Hostile JSON documents of 1 KB to 1 MB read and validated by
    /// `FormSchema.validate(json:)`, with the reader's limits, the arrays' maximum counts
    /// and the fields' byte budgets lifted so that every byte is read: nested input must
    /// stay linear too.
    enum NestedHostileSeries: String, CaseIterable {
        /// `{"tags": ["tag1", "tag1", …]}`: one array of short strings, each with rules.
        case arrayOfStrings = "json-array"
        /// `{"contacts": [{"email": "a@b.co"}, …]}`: an array of objects, a nested schema each.
        case arrayOfObjects = "json-array-of-objects"
        /// `{"k0": 0, "k1": 0, …}`: keys the schema does not have, each refused.
        case unknownKeys = "json-unknown-keys"
        /// `{"name": "é\u00e9…"}`: one string with escapes, in a field.
        case escapedString = "json-escaped-string"
        /// `{"bio": [[[[…]]]]}`: nesting far deeper than the limit, refused at depth 32.
        case deep = "json-deep"

        var name: String { "\(prefix)/hostile/\(rawValue)" }

        static let label = LocalizedText(verbatim: "Field")

        var schema: FormSchema {
            switch self {
            case .arrayOfStrings:
                FormSchema(
                    [
                        FieldSpec(
                            "tags", label: Self.label, rules: [.count(min: 1)],
                            each: .value(label: Self.label, rules: [.required, .length(max: 20)]), maximumCount: .max)
                    ], byteBudget: .max)
            case .arrayOfObjects:
                FormSchema(
                    [
                        FieldSpec(
                            "contacts", label: Self.label,
                            each: .object(
                                label: Self.label,
                                schema: FormSchema([
                                    FieldSpec("email", label: Self.label, rules: [.required, .length(max: 64)])
                                ])), maximumCount: .max)
                    ], byteBudget: .max)
            case .unknownKeys, .escapedString, .deep:
                FormSchema(
                    [FieldSpec("name", label: Self.label, rules: [.length(min: 2)])], byteBudget: .max)
            }
        }

        static let limits = JSONInputLimits(maximumBytes: .max, maximumDepth: 32, maximumElements: .max)

        /// A document of about `bytes` bytes.
        func document(bytes: Int) -> Data {
            var text: String
            switch self {
            case .arrayOfStrings:
                text = #"{"tags": ["#
                let element = #""tag1", "#
                text += Array(repeating: element, count: max(1, (bytes - 20) / element.utf8.count)).joined()
                text += #""end"]}"#
            case .arrayOfObjects:
                text = #"{"contacts": ["#
                let element = #"{"email": "a@b.co"}, "#
                text += String(repeating: element, count: max(1, (bytes - 40) / element.utf8.count))
                text += #"{"email": "end"}]}"#
            case .unknownKeys:
                let members = (0..<max(1, bytes / 12)).map { #""k\#($0)": 0"# }
                text = "{" + members.joined(separator: ", ") + "}"
            case .escapedString:
                text = #"{"name": ""# + String(repeating: #"\u00e9"#, count: max(1, (bytes - 12) / 6)) + #""}"#
            case .deep:
                let depth = max(1, (bytes - 12) / 2)
                text = #"{"name": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            }
            return Data(text.utf8)
        }
    }

    static func nestedHostile(_ series: [NestedHostileSeries], environment: InputEnvironment, options: BenchmarkOptions)
        -> (UInt64, Goal)
    {
        print(
            "\n\(prefix)/hostile/json-*: JSON documents of 1 KB to 1 MB through FormSchema.validate(json:) "
                + "(reader limits and maximum counts lifted, depth 32)")
        var table = TextTable(columns: [
            ("series", rightAligned: false), ("bytes", rightAligned: true), ("µs/document", rightAligned: true),
            ("ns/byte", rightAligned: true), ("outcome", rightAligned: false),
        ])
        var goal = Goal(
            "(V3) hostile JSON: time per byte never rises more than 2× from 1 KB to 1 MB (linear or better)",
            showsEveryCase: true)
        var checksum: UInt64 = 0
        for entry in series {
            let schema = entry.schema
            var perByte: [Double] = []
            for size in hostileSizes {
                let document = entry.document(bytes: size)
                func run() -> Int {
                    do {
                        return try schema.validate(
                            json: document, environment: environment, limits: NestedHostileSeries.limits
                        )
                        .issues.count
                    } catch {
                        return -1
                    }
                }
                let result = measure([Contender(name: entry.rawValue) { n in timeLoop(n, run) }], options: options)
                checksum &+= result[0].checksum
                let nanoseconds = result[0].nanoseconds(options.statistic)
                perByte.append(nanoseconds / Double(document.count))
                let outcome: String
                do {
                    let issues = try schema.validate(
                        json: document, environment: environment, limits: NestedHostileSeries.limits
                    ).issues
                    outcome = issues.isEmpty ? "valid" : "\(issues.count) × \(issues[0].code)"
                } catch {
                    outcome = "\(error)"
                }
                table.append([
                    entry.rawValue, formatBytes(document.count), String(fixed: nanoseconds / 1e3, decimals: 1),
                    String(fixed: nanoseconds / Double(document.count), decimals: 3), outcome,
                ])
            }
            let rise = perByte.indices.dropFirst().map { perByte[$0] / (perByte[..<$0].min() ?? 1) }.max() ?? 1
            goal.check(entry.name, value: "worst rise \(formatRatio(rise))", passed: rise <= 2)
        }
        print(table.rendered())
        return (checksum, goal)
    }
}
