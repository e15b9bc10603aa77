import LocalizedValidation

/// Writes a ``ProblemDetails`` as JSON by hand: members in the RFC's order (an encoder
/// sorts them or keeps no order), and no encoder's cost on every 422.
struct ProblemJSONWriter {
    private(set) var bytes: [UInt8] = []
    let prettyPrinted: Bool

    init(prettyPrinted: Bool) {
        self.prettyPrinted = prettyPrinted
        bytes.reserveCapacity(512)
    }

    mutating func write(_ problem: ProblemDetails) {
        append("{")
        member("type", level: 1)
        string(problem.type)
        append(",")
        member("title", level: 1)
        string(problem.title)
        append(",")
        member("status", level: 1)
        append(String(problem.status))
        append(",")
        member("detail", level: 1)
        string(problem.detail)
        append(",")
        member("errors", level: 1)
        append("[")
        for (index, error) in problem.errors.enumerated() {
            if index > 0 { append(",") }
            newline(level: 2)
            append("{")
            member("pointer", level: 3)
            string(error.pointer)
            append(",")
            member("code", level: 3)
            string(error.code)
            append(",")
            member("detail", level: 3)
            string(error.detail)
            if let offset = error.offset {
                append(",")
                member("offset", level: 3)
                append(String(offset))
            }
            newline(level: 2)
            append("}")
        }
        if !problem.errors.isEmpty { newline(level: 1) }
        append("]")
        if problem.omittedErrors > 0 {
            append(",")
            member("omittedErrors", level: 1)
            append(String(problem.omittedErrors))
        }
        newline(level: 0)
        append("}")
    }

    private mutating func member(_ name: String, level: Int) {
        newline(level: level)
        string(name)
        append(prettyPrinted ? ": " : ":")
    }

    private mutating func newline(level: Int) {
        guard prettyPrinted else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string, escaped so that the output can sit in an HTML page (see
    /// `JSONText`, the package's one escaper).
    private mutating func string(_ text: String) {
        JSONText.appendString(text, to: &bytes)
    }
}
