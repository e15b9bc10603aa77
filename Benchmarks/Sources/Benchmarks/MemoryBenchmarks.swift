import Foundation
import LocalizedValidation

/// Peak memory per request for hostile 1 MiB bodies, as a ratio to the body's bytes
/// (issue 22: at most 8×; since the value budget became 16 × the body + 256 KiB, so that
/// dense legitimate bodies are read, at most 20×). Each shape runs in a child process of its own (this
/// executable with `--memory-child <shape>`), so that one shape's freed pages do not
/// hide the next one's peak; the child resets the kernel's high-water mark after
/// building the body (`/proc/self/clear_refs`), reads the body through
/// `FormSchema.validate(json:)` with the default limits, and reports how far the
/// resident set rose (`VmHWM`) and the heap the result holds (`mallinfo2`).
enum MemoryBenchmarks {
    /// The hostile shapes: each a top-level object of arrays within the default limits
    /// (10,000 elements per container, depth 32), filled to 1 MiB.
    enum Shape: String, CaseIterable {
        /// `{"a0": [{"":0}, {"":0}, …], "a1": …}`: the smallest objects.
        case tinyObjects = "tiny-objects"
        /// `{"a0": [1e1023, 1e1023, …], …}`: numbers that expand to 1,024 digits.
        case longExponents = "exponent-1e1023"
        /// `{"a0": [1e15, 1e15, …], …}`: numbers that expand just past inline storage.
        case shortExponents = "exponent-1e15"
        /// `{"a0": [0, 0, …], …}`: the smallest values.
        case zeros = "zeros"
        /// `{"a0": ["", "", …], …}`: empty strings.
        case emptyStrings = "empty-strings"
        /// `{"a0": {"k0": 0, "k1": 0, …}, …}`: objects of 10,000 members.
        case wideObjects = "wide-objects"
        /// `{"a0": [[[[…0…]]]], …}`: nesting 31 deep, over and over.
        case deepArrays = "deep-arrays"
        /// `{"a0": ["abcdefghijklmnop", …], …}`: the shortest strings stored apart.
        case shortStrings = "strings-16-bytes"
        /// `{"a0": [1e15, [0], {"":0}, "abcdefghijklmnop", …], …}`: every budget at once.
        case mixed = "mixed"
        /// `{"a0": ["long text…", …], …}`: ordinary strings, for comparison.
        case strings = "strings"
        /// `{"a0": [{"sku":"A-1","qty":2}, …], …}`: an order's line items, a legitimate
        /// dense body (read whole).
        case lineItems = "line-items"
        /// `{"a0": [{}, {}, …], …}`: empty objects.
        case emptyObjects = "empty-objects"
        /// `{"a0": [[], [], …], …}`: empty arrays.
        case emptyArrays = "empty-arrays"

        /// A body of at most `bytes` bytes (and close to it).
        func body(bytes: Int) -> [UInt8] {
            var body: [UInt8] = []
            body.reserveCapacity(bytes)
            body.append(UInt8(ascii: "{"))
            var container = 0
            while true {
                let head = Array("\"a\(container)\":".utf8) + [isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")]
                let element = Array(element(container).utf8)
                // Room for this container's head, one element and both closings.
                guard body.count + head.count + element.count + 3 <= bytes else { break }
                if container > 0 { body.append(UInt8(ascii: ",")) }
                body.append(contentsOf: head)
                var count = 0
                while count < 10_000 {
                    let next = Array(self.element(count).utf8)
                    guard body.count + next.count + 3 <= bytes else { break }
                    if count > 0 { body.append(UInt8(ascii: ",")) }
                    body.append(contentsOf: next)
                    count += 1
                }
                body.append(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                container += 1
            }
            body.append(UInt8(ascii: "}"))
            return body
        }

        private var isObject: Bool { self == .wideObjects }

        private func element(_ index: Int) -> String {
            switch self {
            case .tinyObjects: #"{"":0}"#
            case .longExponents: "1e1023"
            case .shortExponents: "1e15"
            case .zeros: "0"
            case .emptyStrings: #""""#
            case .wideObjects: #""k\#(index)":0"#
            case .deepArrays: String(repeating: "[", count: 30) + "0" + String(repeating: "]", count: 30)
            case .shortStrings: #""abcdefghijklmnop""#
            case .mixed: [#"1e15"#, "[0]", #"{"":0}"#, #""abcdefghijklmnop""#][index % 4]
            case .strings: #""Rua das Flores, 123 — apto. 45""#
            case .lineItems: #"{"sku":"A-1","qty":2}"#
            case .emptyObjects: "{}"
            case .emptyArrays: "[]"
            }
        }
    }

    static let bodyBytes = 1 << 20
    static let goalRatio = 20.0

    /// A schema of one field: the shapes' keys are unknown to it, as a hostile body's are.
    static let schema = FormSchema([FieldSpec("name", label: LocalizedText(verbatim: "Name"), rules: [.required])])

    /// The child: measures one shape and prints `body peak heap outcome`.
    static func child(_ name: String) -> Int32 {
        guard let shape = Shape(rawValue: name) else { return 64 }
        let body = shape.body(bytes: bodyBytes)
        let environment = InputEnvironment(locale: .english, timeZone: .utc)
        // Warm up ICU and the runtime on a tiny body, so that their one-time costs are
        // not counted as the body's.
        _ = try? schema.validate(json: Array(#"{"name": "x"}"#.utf8), environment: environment)
        resetHighWaterMark()
        let residentBefore = residentKilobytes(field: "VmRSS:") ?? 0
        let heapBefore = HeapUsage.current()?.totalBytes ?? 0
        let outcome: String
        var heapHeld = 0
        do {
            let result = try schema.validate(json: body, environment: environment)
            heapHeld = (HeapUsage.current()?.totalBytes ?? 0) - heapBefore
            outcome = "\(result.issues.count) issues"
            withExtendedLifetime(result) {}
        } catch {
            outcome = "\(error)"
        }
        let peak = (residentKilobytes(field: "VmHWM:") ?? 0) - residentBefore
        print(body.count, peak * 1024, heapHeld, outcome, separator: "\t")
        return 0
    }

    /// Runs every shape in a child process and prints the table and the goal.
    static func run(options: BenchmarkOptions) -> UInt64 {
        let shapes = Shape.allCases.filter { options.includes("memory/\($0.rawValue)") }
        guard !shapes.isEmpty else { return 0 }
        print("\nmemory/*: peak resident memory per request for hostile 1 MiB bodies, FormSchema.validate(json:)")
        var table = TextTable(columns: [
            ("shape", rightAligned: false), ("body bytes", rightAligned: true), ("peak RSS rise", rightAligned: true),
            ("peak/body", rightAligned: true), ("heap held", rightAligned: true), ("held/body", rightAligned: true),
            ("outcome", rightAligned: false),
        ])
        var goal = Goal("(M1) memory per request at most 20× the body's bytes for any 1 MiB body", showsEveryCase: true)
        var checksum: UInt64 = 0
        for shape in shapes {
            guard let line = runChild(shape.rawValue) else {
                goal.check("memory/\(shape.rawValue)", value: "the child process failed", passed: false)
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let body = Int(fields[0]), let peak = Int(fields[1]), let held = Int(fields[2])
            else {
                goal.check("memory/\(shape.rawValue)", value: "unreadable report '\(line)'", passed: false)
                continue
            }
            let ratio = Double(peak) / Double(body)
            table.append([
                shape.rawValue, formatBytes(body), formatBytes(peak), formatRatio(ratio), formatBytes(held),
                formatRatio(Double(held) / Double(body)), fields[3],
            ])
            goal.check("memory/\(shape.rawValue)", value: "peak \(formatRatio(ratio))", passed: ratio <= goalRatio)
            checksum &+= UInt64(body)
        }
        print(table.rendered())
        print(goal.rendered())
        return checksum
    }

    private static func runChild(_ shape: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--memory-child", shape]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
    }

    /// Resets the kernel's record of the peak resident set to the current one (Linux:
    /// writing 5 to `/proc/self/clear_refs`); without it the peak includes the body's
    /// construction.
    private static func resetHighWaterMark() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// A `kB` field of `/proc/self/status` (`VmRSS:`, `VmHWM:`), in kilobytes.
    private static func residentKilobytes(field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            return Int(line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }
}
