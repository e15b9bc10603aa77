import LocalizedValidationCLDR

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
///
/// Each ``reason`` has a stable code (its `description`, such as `duplicate-key`); the
/// error also says where reading stopped, as a byte ``offset`` and as the ``path`` of the
/// member being read (`/contacts/2/email`; the root for the document itself), so that a
/// problem-details response can point at it.
public struct JSONInputError: ReasonedError {
    /// What is wrong; compare with the static members. Its `description` is the stable
    /// code (`syntax`, `invalid-utf8`, `duplicate-key`…).
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The stable identifier, such as `duplicate-key`.
        public let rawValue: String
        /// Creates a reason from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Not JSON (RFC 8259): a missing or stray character, a document that ends early,
        /// a control character in a string, or an escaped lone surrogate.
        public static let syntax = Reason(rawValue: "syntax")
        /// Bytes that are not UTF-8 inside a string (``offset`` is the first of them).
        public static let invalidUTF8 = Reason(rawValue: "invalid-utf8")
        /// The document starts with a byte-order mark, which RFC 8259 §8.1 forbids in
        /// JSON sent over a network: UTF-8's, or UTF-16's or UTF-32's (a body in another
        /// encoding than UTF-8, said as such rather than as a syntax error).
        public static let byteOrderMark = Reason(rawValue: "byte-order-mark")
        /// The top-level value is not an object.
        public static let notAnObject = Reason(rawValue: "not-an-object")
        /// An object has the same key twice (parsers disagree on which one wins), or two
        /// keys that are different but canonically equivalent spellings of one name
        /// (`"caf\u00E9"` and `"cafe\u0301"`): RFC 8259 holds them distinct, but a
        /// program that compares names as Unicode text, or normalizes them, sees one
        /// member twice, so the document is refused as ambiguous rather than read in a
        /// way another reader may not.
        public static let duplicateKey = Reason(rawValue: "duplicate-key")
        /// Over ``JSONInputLimits/maximumBytes``.
        public static let tooLarge = Reason(rawValue: "too-large")
        /// Over ``JSONInputLimits/maximumDepth``.
        public static let tooDeep = Reason(rawValue: "too-deep")
        /// Over ``JSONInputLimits/maximumElements`` in one container.
        public static let tooManyElements = Reason(rawValue: "too-many-elements")
        /// A number written with more than `ExactDecimal.maximumDigits` digits.
        public static let numberTooLong = Reason(rawValue: "number-too-long")
        /// More values than a document of its size may hold: the values read take
        /// memory (Swift's arrays, tables and strings) beyond a small multiple of the
        /// document's bytes (see ``FieldValue/init(json:limits:)``), as a body of
        /// `[[[[0]]]]` or `{"":0}` objects over and over does.
        public static let tooManyValues = Reason(rawValue: "too-many-values")
        /// A number whose exponent puts it beyond `ExactDecimal.maximumDigits` digits in
        /// plain notation (`1e400000`, `1e-99999`), or past the digits the document's
        /// numbers may expand to together (see ``FieldValue/init(json:limits:)``).
        public static let numberOutOfRange = Reason(rawValue: "number-out-of-range")
        public var description: String { rawValue }
    }

    /// What is wrong.
    public let reason: Reason
    /// The byte offset where reading stopped.
    public let offset: Int
    /// The steps to the member being read, innermost first: built only as an error
    /// propagates out of the members it was in, so that reading stays cheap.
    var reversedSegments: [FieldPath.Segment] = []

    init(reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The member being read when reading stopped (the enclosing one when the error is
    /// between members, such as a missing comma); ``FieldPath/root`` when it stopped
    /// outside every member (a byte-order mark, a document too large, bytes after the
    /// top-level value). Inside a member whose name is over
    /// `FormSchema.maximumEchoedKeyBytes`, the object holding that member: the name is
    /// not sent back.
    public var path: FieldPath { FieldPath(reversedSegments.reversed()) }

    /// ``path`` as a JSON Pointer (RFC 6901): `/contacts/2/email`, or `""` for the
    /// document itself.
    public var pointer: String { path.jsonPointer }

    /// This error, as seen from the container holding the member or element `segment`.
    /// A member whose name is over `FormSchema.maximumEchoedKeyBytes` is not sent back:
    /// the error points at the container instead, so that the answer stays bounded.
    func inside(_ segment: FieldPath.Segment) -> JSONInputError {
        var error = self
        if case .key(let name) = segment, name.utf8.count > FormSchema.maximumEchoedKeyBytes {
            error.reversedSegments.removeAll()
            return error
        }
        error.reversedSegments.append(segment)
        return error
    }

    public var description: String {
        let pointer = pointer
        return "JSON input: \(reason) at byte \(offset)" + (pointer.isEmpty ? "" : " in \(pointer)")
    }
}

extension FieldValue {
    /// Reads a JSON document (RFC 8259) into a value, within `limits`. Numbers stay
    /// exact decimal text (`ExactDecimal`: `1e-07` is `0.0000001`, never `Double`),
    /// `null` is ``absent``, strings must be valid UTF-8 and an object may not repeat a
    /// key.
    ///
    /// Memory stays proportional to the document: containers take room as their
    /// members arrive, and the digits the document's numbers expand to in plain
    /// notation are bounded together, at twice the document's bytes plus
    /// 8 × `ExactDecimal.maximumDigits` (a body of `1e1023, 1e1023, …` would otherwise
    /// hold 1,024 digits for every 7 bytes); the number that goes past it is refused as
    /// ``JSONInputError/Reason/numberOutOfRange``. The other values are bounded the same
    /// way: the memory their arrays, objects and long strings take, as Swift allocates
    /// them (each table by the capacity it has, each allocation as malloc rounds it), may
    /// reach 16 × the document's bytes plus 256 KiB, and the value that goes past it is
    /// refused as ``JSONInputError/Reason/tooManyValues``. That is the worst case, about
    /// 16.3 bytes of values per byte of a 1 MiB body. Legitimate bodies of any size stay
    /// under it: arrays of small objects (`[{"sku":"A-1","qty":2}, …]`, 12 bytes per
    /// byte), of numbers (`[1,2,3,…]`, 12), of empty objects or arrays (8), nested
    /// objects; a body of nothing but `{"":0}` objects (26) or nested one-element arrays
    /// (up to 44) is refused part-way.
    ///
    /// - Parameters:
    ///   - json: The document's bytes.
    ///   - limits: Bounds on size, depth and container sizes.
    /// - Throws: ``JSONInputError``.
    public init<Bytes: Collection<UInt8>>(json: Bytes, limits: JSONInputLimits = .default) throws {
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

/// What the reader's values take on the heap, as Swift and glibc's malloc allocate them
/// on 64 bits (measured with `mallinfo2`), for the document's value budget.
enum JSONValueCost {
    /// The most heap bytes per byte of the document that its values may take. Measured
    /// costs per byte of the body: arrays of small objects such as
    /// `{"sku":"A-1","qty":2}` 12×, `{"id":1234}` 15×, arrays of one-digit numbers 12×,
    /// of `{}` or `[]` 8×, of coordinate pairs or nested objects with real keys 6–11×,
    /// of longer text under 3×; the budget admits all of them at any size. Hostile
    /// shapes cost more and are refused part-way: `{"":0}` objects 26×, one-member
    /// objects nested in one-member objects 25×, nested one-element arrays up to 44×.
    static let bytesPerDocumentByte = 16
    /// Room for any small document whatever its shape: a full 10,000-element container
    /// of the smallest values and more.
    static let constantBytes = 256 * 1024

    /// The budget of a document of `count` bytes.
    static func budget(forDocumentOf count: Int) -> Int { bytesPerDocumentByte * count + constantBytes }

    /// The bytes malloc takes for a request of `bytes`: 8 bytes of header, rounded up to
    /// 16, 32 at least.
    static func allocation(_ bytes: Int) -> Int { max(32, (bytes + 8 + 15) & ~15) }
    /// A Swift array's or native string's header before its elements.
    static let headerBytes = 32
    /// An array's own bytes before its elements: its header and malloc's, rounding
    /// included (an upper bound).
    static let arrayHeader = headerBytes + 8 + 15
    /// An array's element.
    static let element = MemoryLayout<FieldValue>.stride
    /// A table's bytes for `capacity` members, as Swift's `Dictionary` lays it out: a
    /// header of 64 bytes, a bitmap word per 64 buckets, and a key and a value per
    /// bucket, in a power-of-two number of buckets at most three quarters full (1
    /// member: 160 bytes; 2–3: 240; 4–6: 400; 7–12: 720).
    static func table(capacity: Int) -> Int {
        guard capacity > 0 else { return 0 }
        var buckets = 2
        while buckets * 3 / 4 < capacity { buckets *= 2 }
        let bucketBytes = MemoryLayout<String>.stride + MemoryLayout<FieldValue>.stride
        return allocation(64 + 8 * ((buckets + 63) / 64) + bucketBytes * buckets)
    }
    /// A string of `count` UTF-8 bytes: nothing up to 15 (stored inline), else an
    /// allocation of its own (a header, the bytes and a terminating zero).
    static func string(_ count: Int) -> Int { count > 15 ? allocation(headerBytes + count + 1) : 0 }
}

/// A recursive-descent JSON reader over a byte buffer; recursion depth is bounded by
/// ``JSONInputLimits/maximumDepth``, and each byte is read a bounded number of times.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: JSONInputLimits
    var index = 0
    var depth = 0
    /// The heap bytes the document's numbers may still take as plain decimal text.
    var numberTextBudget: Int
    /// The heap bytes the document's arrays, objects and long strings may still take.
    var valueBudget: Int
    /// The elements of the arrays being read, innermost last: each array is built at its
    /// `]` with exactly its elements, without a growing buffer's slack (up to twice the
    /// room, and two buffers at once while it grows).
    var pendingElements: [FieldValue] = []

    init(bytes: UnsafeBufferPointer<UInt8>, limits: JSONInputLimits) {
        self.bytes = bytes
        self.limits = limits
        numberTextBudget = 2 * bytes.count + 8 * ExactDecimal.maximumDigits
        valueBudget = JSONValueCost.budget(forDocumentOf: bytes.count)
    }

    /// Takes `cost` from ``valueBudget``, or refuses the value being read.
    mutating func charge(_ cost: Int) throws(JSONInputError) {
        valueBudget -= cost
        guard valueBudget >= 0 else { throw fail(.tooManyValues) }
    }

    /// The members the top-level object's table has room for before it first grows:
    /// a typical form's, at once. Nested objects grow from empty, so that a body of
    /// small objects (`[{"":0}, {"":0}, …]`) cannot reserve 16 members for each.
    static let topLevelMemberCapacity = 16

    func fail(_ reason: JSONInputError.Reason) -> JSONInputError { JSONInputError(reason: reason, offset: index) }

    mutating func parseDocument() throws(JSONInputError) -> FieldValue {
        try refuseByteOrderMark()
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw fail(.syntax) }
        return value
    }

    /// RFC 8259 §8.1: a byte-order mark is not JSON; said apart from other syntax errors
    /// because a client's encoder adds it, not its data.
    func refuseByteOrderMark() throws(JSONInputError) {
        let utf8 = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        // FE FF and FF FE (UTF-16, and FF FE 00 00, UTF-32 little-endian) can start no
        // UTF-8 text; 00 00 FE FF is UTF-32 big-endian.
        let utf16Or32 =
            bytes.count >= 2 && ((bytes[0], bytes[1]) == (0xFE, 0xFF) || (bytes[0], bytes[1]) == (0xFF, 0xFE))
        let utf32BigEndian = bytes.count >= 4 && bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF
        if utf8 || utf16Or32 || utf32BigEndian { throw JSONInputError(reason: .byteOrderMark, offset: 0) }
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
        case UInt8(ascii: "\""):
            let text = try parseString()
            // Up to 15 bytes are stored inline; longer text is an allocation of its own.
            if text.utf8.count > 15 { try charge(JSONValueCost.string(text.utf8.count)) }
            return .text(text)
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
        // `FieldKey`s are distinct by scalars; names that are canonically equivalent
        // spellings of each other (`K` and U+212A KELVIN SIGN too) are refused as
        // duplicates all the same, as `String`'s tables of nested objects refuse them.
        var names: Set<String>? = Key.self == FieldKey.self ? [] : nil
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        // The top-level object (a form) gets room for a typical form's members at once,
        // rather than growing (and rehashing) at 1, 2, 3, 6 and 12 members.
        if depth == 1 { members.reserveCapacity(Self.topLevelMemberCapacity) }
        // The table is charged as it grows, by the capacity Swift gave it.
        var chargedCapacity = 0
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail(.syntax) }
            let keyStart = index
            let name = try parseString()
            let key = makeKey(name)
            try charge(JSONValueCost.string(name.utf8.count))
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail(.syntax).inside(.key(name))
            }
            index += 1
            skipWhitespace()
            let value: FieldValue
            do throws(JSONInputError) {
                value = try parseValue()
            } catch {
                throw error.inside(.key(name))
            }
            guard members.updateValue(value, forKey: key) == nil, names?.insert(name).inserted ?? true else {
                throw JSONInputError(reason: .duplicateKey, offset: keyStart).inside(.key(name))
            }
            if members.capacity != chargedCapacity {
                do throws(JSONInputError) {
                    try charge(
                        JSONValueCost.table(capacity: members.capacity) - JSONValueCost.table(capacity: chargedCapacity)
                    )
                } catch {
                    throw error.inside(.key(name))
                }
                chargedCapacity = members.capacity
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
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        let start = pendingElements.count
        defer { pendingElements.removeSubrange(start...) }
        // The array's header and malloc's own bytes, rounding included; then each element.
        try charge(JSONValueCost.arrayHeader)
        while true {
            skipWhitespace()
            do throws(JSONInputError) {
                let value = try parseValue()
                try charge(JSONValueCost.element)
                pendingElements.append(value)
            } catch {
                throw error.inside(.index(pendingElements.count - start))
            }
            guard pendingElements.count - start <= limits.maximumElements else { throw fail(.tooManyElements) }
            skipWhitespace()
            guard index < bytes.count else { throw fail(.syntax) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail(.syntax) }
            index += 1
            return .array(Array(pendingElements[start...]))
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
                guard let text = String(validatingUTF8Bytes: run) else { throw invalidUTF8(from: start) }
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
                guard let text = buffer.withUnsafeBufferPointer({ String(validatingUTF8Bytes: $0) }) else {
                    throw invalidUTF8(from: start)
                }
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

    /// The error for a string starting at `start` whose bytes are not UTF-8, at the first
    /// byte that is not (escapes are ASCII, so the raw bytes tell). Only on failure.
    func invalidUTF8(from start: Int) -> JSONInputError {
        var iterator = UnsafeBufferPointer(rebasing: bytes[start..<index]).makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = start
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        return JSONInputError(reason: .invalidUTF8, offset: offset)
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
        guard let digits = Self.digitCounts(run) else { throw JSONInputError(reason: .syntax, offset: start) }
        if digits.plain > ExactDecimal.maximumDigits {
            // Digits the client wrote, or digits its exponent asks for: two answers.
            let reason: JSONInputError.Reason =
                digits.written > ExactDecimal.maximumDigits ? .numberTooLong : .numberOutOfRange
            throw JSONInputError(reason: reason, offset: start)
        }
        // Plain text of 16 or more bytes is a heap allocation of its own; shorter text is
        // stored inline. Count what the document's numbers take together.
        if digits.plain > 15 {
            numberTextBudget -= digits.plain + 32
            guard numberTextBudget >= 0 else { throw JSONInputError(reason: .numberOutOfRange, offset: start) }
        }
        guard let number = ExactDecimal(String(decoding: run, as: UTF8.self)) else {
            throw JSONInputError(reason: .numberTooLong, offset: start)
        }
        return number
    }

    /// For JSON number syntax (RFC 8259 §6), the digits as written and an upper bound of
    /// the digits of its plain notation (`ExactDecimal.maximumDigits` counts them so:
    /// integer digits or significant digits, whichever are more, plus the zeros after the
    /// point); nil for anything else. The exponent saturates, so `1e999999999` costs
    /// no more than `1e9999`.
    static func digitCounts(_ run: UnsafeBufferPointer<UInt8>) -> (written: Int, plain: Int)? {
        guard isNumberSyntax(run) else { return nil }
        var offset = run.first == UInt8(ascii: "-") ? 1 : 0
        var written = 0
        var integerDigits = 0
        var firstNonZero: Int?
        var lastNonZero = 0
        var exponent = 0
        var exponentNegative = false
        var inFraction = false
        while offset < run.count {
            let byte = run[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if byte != UInt8(ascii: "0") {
                    if firstNonZero == nil { firstNonZero = written }
                    lastNonZero = written
                }
                written += 1
                if !inFraction { integerDigits += 1 }
            case UInt8(ascii: "."):
                inFraction = true
            default:  // e or E, then the exponent
                if run[offset] == UInt8(ascii: "-") || run[offset] == UInt8(ascii: "+") {
                    exponentNegative = run[offset] == UInt8(ascii: "-")
                    offset += 1
                }
                while offset < run.count {
                    exponent = min(exponent * 10 + Int(run[offset] - UInt8(ascii: "0")), 1 << 40)
                    offset += 1
                }
            }
        }
        guard let firstNonZero else { return (written, 1) }
        let pointPosition = integerDigits + (exponentNegative ? -exponent : exponent) - firstNonZero
        let significant = lastNonZero - firstNonZero + 1
        return (written, max(max(pointPosition, 0), significant) + max(-pointPosition, 0))
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
