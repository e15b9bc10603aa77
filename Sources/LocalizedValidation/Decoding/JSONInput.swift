/// Limits on a JSON document read into ``FieldValue``s: every one is checked while
/// reading, so hostile input costs time and memory linear in its bytes and never more
/// than these bounds.
public struct JSONInputLimits: Sendable, Hashable {
    /// The most bytes of the whole document.
    public var maximumBytes: Int
    /// The most levels of nested objects and arrays (the top-level object is 1).
    public var maximumDepth: Int
    /// The most members of one object or elements of one array.
    public var maximumElements: Int

    /// 1 MiB, 32 levels, 10,000 members or elements per container.
    public static let `default` = JSONInputLimits(maximumBytes: 1 << 20, maximumDepth: 32, maximumElements: 10_000)

    /// Limits of your own.
    public init(maximumBytes: Int, maximumDepth: Int, maximumElements: Int) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
    }
}

/// Why a JSON document could not be read: the request is malformed (answer 400) or too
/// large (413), which is not a validation issue (422).
public struct JSONInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong; compare with the static members.
    public struct Reason: Sendable, Hashable, CustomStringConvertible {
        let name: String
        /// Not JSON (RFC 8259), including invalid UTF-8 and lone surrogates.
        public static let syntax = Reason(name: "syntax")
        /// The top-level value is not an object.
        public static let notAnObject = Reason(name: "not-an-object")
        /// An object has the same key twice (parsers disagree on which one wins).
        public static let duplicateKey = Reason(name: "duplicate-key")
        /// Over ``JSONInputLimits/maximumBytes``.
        public static let tooLarge = Reason(name: "too-large")
        /// Over ``JSONInputLimits/maximumDepth``.
        public static let tooDeep = Reason(name: "too-deep")
        /// Over ``JSONInputLimits/maximumElements`` in one container.
        public static let tooManyElements = Reason(name: "too-many-elements")
        /// A number with more than `ExactDecimal.maximumDigits` digits in plain notation.
        public static let numberTooLong = Reason(name: "number-too-long")
        public var description: String { name }
    }

    /// What is wrong.
    public let reason: Reason
    /// The byte offset where reading stopped.
    public let offset: Int

    public var description: String { "JSON input: \(reason) at byte \(offset)" }
}

extension FieldValue {
    /// Reads a JSON document (RFC 8259) into a value, within `limits`. Numbers stay
    /// exact decimal text (`ExactDecimal`: `1e-07` is `0.0000001`, never `Double`),
    /// `null` is ``absent``, strings must be valid UTF-8 and an object may not repeat a
    /// key.
    ///
    /// - Parameters:
    ///   - json: The document's bytes.
    ///   - limits: Bounds on size, depth and container sizes.
    /// - Throws: ``JSONInputError``.
    public init<Bytes: Collection<UInt8>>(json: Bytes, limits: JSONInputLimits = .default) throws(JSONInputError) {
        self = try withParser(json, limits) { parser throws(JSONInputError) in try parser.parseDocument() }
    }

    /// Reads a JSON document whose top level is an object into fields.
    static func fields<Bytes: Collection<UInt8>>(json: Bytes, limits: JSONInputLimits) throws(JSONInputError)
        -> [FieldKey: FieldValue]
    {
        try withParser(json, limits) { parser throws(JSONInputError) in try parser.parseFields() }
    }
}

/// Runs `body` with a reader over the bytes (contiguous storage when the collection has
/// it, else a copy), after the size check.
private func withParser<Bytes: Collection<UInt8>, Output>(
    _ json: Bytes, _ limits: JSONInputLimits, _ body: (inout JSONParser) throws(JSONInputError) -> Output
) throws(JSONInputError) -> Output {
    guard json.count <= limits.maximumBytes else { throw JSONInputError(reason: .tooLarge, offset: 0) }
    let parsed: Result<Output, JSONInputError>? = json.withContiguousStorageIfAvailable { buffer in
        var parser = JSONParser(bytes: buffer, limits: limits)
        return Result { () throws(JSONInputError) in try body(&parser) }
    }
    if let parsed { return try parsed.get() }
    return try Array(json).withUnsafeBufferPointer { buffer throws(JSONInputError) in
        var parser = JSONParser(bytes: buffer, limits: limits)
        return try body(&parser)
    }
}

/// A recursive-descent JSON reader over a byte buffer; recursion depth is bounded by
/// ``JSONInputLimits/maximumDepth``, and each byte is read a bounded number of times.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: JSONInputLimits
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONInputLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    /// The members an object's table has room for before it first grows.
    static let initialMemberCapacity = 16

    func fail(_ reason: JSONInputError.Reason) -> JSONInputError { JSONInputError(reason: reason, offset: index) }

    mutating func parseDocument() throws(JSONInputError) -> FieldValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw fail(.syntax) }
        return value
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONInputError) -> FieldValue {
        guard index < bytes.count else { throw fail(.syntax) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .text(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .flag(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .flag(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .absent
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw fail(.syntax)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONInputError) {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { throw fail(.syntax) }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { throw fail(.syntax) }
        index += count
    }

    mutating func enter() throws(JSONInputError) {
        depth += 1
        guard depth <= limits.maximumDepth else { throw fail(.tooDeep) }
    }

    mutating func parseObject() throws(JSONInputError) -> FieldValue {
        .object(try parseMembers { $0 })
    }

    /// An object's members (the reader is at its `{`), keyed by `makeKey` of each name.
    mutating func parseMembers<Key: Hashable>(_ makeKey: (String) -> Key) throws(JSONInputError) -> [Key: FieldValue] {
        try enter()
        defer { depth -= 1 }
        index += 1  // {
        var members: [Key: FieldValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        // Room for a typical form's members at once, rather than growing (and rehashing)
        // the table at 1, 2, 3, 6 and 12 members; a fixed amount, whatever the input.
        members.reserveCapacity(Self.initialMemberCapacity)
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail(.syntax) }
            let keyStart = index
            let key = makeKey(try parseString())
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail(.syntax) }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            guard members.updateValue(value, forKey: key) == nil else {
                throw JSONInputError(reason: .duplicateKey, offset: keyStart)
            }
            guard members.count <= limits.maximumElements else { throw fail(.tooManyElements) }
            skipWhitespace()
            guard index < bytes.count else { throw fail(.syntax) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail(.syntax) }
            index += 1
            return members
        }
    }

    /// A document whose top level is an object, as fields (no intermediate
    /// `[String: FieldValue]`).
    mutating func parseFields() throws(JSONInputError) -> [FieldKey: FieldValue] {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            // Tell syntax errors from valid documents that are not objects.
            _ = try parseDocument()
            throw JSONInputError(reason: .notAnObject, offset: 0)
        }
        let fields = try parseMembers { FieldKey($0) }
        skipWhitespace()
        guard index == bytes.count else { throw fail(.syntax) }
        return fields
    }

    mutating func parseArray() throws(JSONInputError) -> FieldValue {
        try enter()
        defer { depth -= 1 }
        index += 1  // [
        var elements: [FieldValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            guard elements.count <= limits.maximumElements else { throw fail(.tooManyElements) }
            skipWhitespace()
            guard index < bytes.count else { throw fail(.syntax) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail(.syntax) }
            index += 1
            return .array(elements)
        }
    }

    /// A string; the fast path copies a run without escapes in one validated decode.
    mutating func parseString() throws(JSONInputError) -> String {
        index += 1  // "
        let start = index
        var allBits: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                // ASCII is valid UTF-8: decoding it needs no validation (the generic
                // validating initializer is the slower one).
                if allBits < 0x80 { return String(decoding: run, as: UTF8.self) }
                guard let text = String(validating: run, as: UTF8.self) else { throw fail(.syntax) }
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw fail(.syntax) }
            allBits |= byte
            index += 1
        }
        // Escapes: collect the bytes, then validate them once.
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: buffer, as: UTF8.self) else { throw fail(.syntax) }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw fail(.syntax) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A high surrogate must be followed by an escaped low one.
                        guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw fail(.syntax) }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw fail(.syntax) }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw fail(.syntax) }
                    buffer.append(contentsOf: UTF8.encode(unicode)!)
                default:
                    throw fail(.syntax)
                }
            default:
                guard byte >= 0x20 else { throw fail(.syntax) }
                buffer.append(byte)
                index += 1
            }
        }
        throw fail(.syntax)
    }

    mutating func parseHex4() throws(JSONInputError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail(.syntax) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail(.syntax)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// A number: its bytes are found here and read exactly by `ExactDecimal`.
    mutating func parseNumber() throws(JSONInputError) -> ExactDecimal {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
        // Integers that fit skip the general reader (the common case).
        if run.count <= 18, let integer = Self.smallInteger(run) { return ExactDecimal(integer) }
        let text = String(decoding: run, as: UTF8.self)
        guard let number = ExactDecimal(text) else {
            throw JSONInputError(reason: Self.isNumberSyntax(run) ? .numberTooLong : .syntax, offset: start)
        }
        return number
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// Whether `run` is JSON number syntax (RFC 8259 §6), whatever its length.
    static func isNumberSyntax(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        func digits() -> Int {
            let start = offset
            while offset < run.count, run[offset] >= UInt8(ascii: "0"), run[offset] <= UInt8(ascii: "9") { offset += 1 }
            return offset - start
        }
        if offset < run.count, run[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        let integerDigits = digits()
        guard integerDigits > 0, integerDigits == 1 || run[integerStart] != UInt8(ascii: "0") else { return false }
        if offset < run.count, run[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { return false }
        }
        if offset < run.count, run[offset] == UInt8(ascii: "e") || run[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < run.count, run[offset] == UInt8(ascii: "+") || run[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { return false }
        }
        return offset == run.count
    }

    /// `-?(0|[1-9][0-9]*)` of at most 18 digits, or nil.
    static func smallInteger(_ run: UnsafeBufferPointer<UInt8>) -> Int? {
        var offset = 0
        let negative = run.first == UInt8(ascii: "-")
        if negative { offset = 1 }
        guard offset < run.count else { return nil }
        if run[offset] == UInt8(ascii: "0") && run.count > offset + 1 { return nil }
        var value = 0
        while offset < run.count {
            let byte = run[offset]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            offset += 1
        }
        return negative ? -value : value
    }
}
