#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A `Decoder` over validated, normalized values: builds an app's `Decodable` type from
/// a ``ValidationResult``'s values without a JSON round trip.
///
/// What each kind of value decodes as:
/// - integers (`Int`, `UInt8`…): a number value that is whole and fits, or text of
///   ASCII digits (what ``Rule/integer(in:)`` normalizes typed text to);
/// - `Double`, `Float`: the nearest value to a number value, or to text in plain
///   decimal form (what ``Rule/number(min:max:)`` normalizes to), refused as out of
///   range beyond the type's range or when a number that is not zero would round to
///   zero; `Decimal` and `ExactDecimal` exactly, from the number's decimal digits (a
///   `Decimal` that cannot hold every digit is out of range, never rounded);
/// - integers are exact: a whole number beyond the type's range is out of range;
/// - `Bool`: a flag; `String`: text (a normalized e-mail address, an ISO date…);
/// - `CalendarDate` (through its own `Decodable`): ISO 8601 text, which
///   ``Rule/date(style:_:)`` normalizes any locale's date to;
/// - ``FieldValue``: the value itself; nested types: objects and arrays;
/// - `nil` for an absent value (a missing key, a JSON `null`), and for an optional
///   property's empty text (nothing but White_Space, what an empty form input sends)
///   unless the property is a `String`: validation runs no rule on an optional field's
///   empty value, so `""` for an `Int?` is no number, as it was no error.
///
/// Anything else (text where an `Int` belongs, an object where a `String` does) is a
/// `DecodingError` carrying the coding path, which ``FormSchema`` turns into an issue.
struct FieldValueDecoder: Decoder {
    let value: FieldValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = value.object else { throw mismatch([String: FieldValue].self, value, codingPath) }
        return KeyedDecodingContainer(ObjectContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value.array else { throw mismatch([FieldValue].self, value, codingPath) }
        return ArrayContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ScalarContainer(value: value, codingPath: codingPath)
    }
}

/// The top-level decoder of a result's values (keyed by ``FieldKey``, so no copy into
/// a `[String: FieldValue]` is made).
struct TopLevelDecoder: Decoder {
    let values: [FieldKey: FieldValue]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(TopLevelContainer<Key>(values: values))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw mismatch([FieldValue].self, .object([:]), [])
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        var members: [String: FieldValue] = [:]
        for (key, value) in values { members[key.rawValue] = value }
        return ScalarContainer(value: .object(members), codingPath: [])
    }
}

private func mismatch(_ type: Any.Type, _ value: FieldValue, _ path: [any CodingKey]) -> DecodingError {
    DecodingError.typeMismatch(
        type, DecodingError.Context(codingPath: path, debugDescription: "found \(value.kindName)"))
}

/// A coding key for an array index or a key of our own.
struct IndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(index: Int) {
        stringValue = String(index)
        intValue = index
    }
    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }
    init?(intValue: Int) { self.init(index: intValue) }
}

extension FieldValue {
    /// The kind's name, for decoding errors.
    var kindName: String {
        switch storage {
        case .absent: "nothing"
        case .text: "text"
        case .flag: "a flag"
        case .number: "a number"
        case .object: "an object"
        case .array: "an array"
        }
    }

    // The primitives take their coding path as an autoclosure: it is built (an array
    // allocation per property) only for the error of a value that does not fit.

    /// Decodes one value: the primitives the containers ask for, then types with
    /// special handling, then the type's own `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type, codingPath: @autoclosure () -> [any CodingKey]) throws -> T {
        if T.self == FieldValue.self { return self as! T }
        if T.self == String.self { return try decodeString(codingPath()) as! T }
        if T.self == Int.self { return try decodeInteger(Int.self, codingPath()) as! T }
        if T.self == Bool.self { return try decodeBool(codingPath()) as! T }
        if T.self == Double.self { return try decodeBinaryFloatingPoint(Double.self, codingPath()) as! T }
        if T.self == Float.self { return try decodeBinaryFloatingPoint(Float.self, codingPath()) as! T }
        if T.self == ExactDecimal.self { return try decodeNumber(codingPath()) as! T }
        // Decimal's own `init(from:)` reads a keyed container of its internals.
        if T.self == Decimal.self { return try decodeDecimal(codingPath()) as! T }
        return try T(from: FieldValueDecoder(value: self, codingPath: codingPath()))
    }

    func decodeString(_ path: @autoclosure () -> [any CodingKey]) throws -> String {
        guard let text else { throw mismatch(String.self, self, path()) }
        return text
    }

    func decodeBool(_ path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard let flag else { throw mismatch(Bool.self, self, path()) }
        return flag
    }

    /// A number value, or text in the plain decimal form number rules normalize to
    /// (`1234.5`; never an exponent such as `1e2`, and never locale text: a number rule
    /// has already read that).
    func decodeNumber(_ path: @autoclosure () -> [any CodingKey]) throws -> ExactDecimal {
        if let number { return number }
        if let text, let number = ExactDecimal(decimalText: text) { return number }
        throw mismatch(ExactDecimal.self, self, path())
    }

    /// The nearest `Double` or `Float`; a number beyond the type's range, or one that is
    /// not zero but would round to zero, is out of range rather than rounded to
    /// infinity or zero.
    func decodeBinaryFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ type: T.Type, _ path: @autoclosure () -> [any CodingKey]
    ) throws -> T {
        let number = try decodeNumber(path())
        guard let value = T(number.decimalText), value.isFinite, !(value == 0 && number != 0) else {
            throw NumberOutOfRange(type: T.self, codingPath: path())
        }
        return value
    }

    /// A `Decimal` holding exactly the number (at most 38 significant digits and an
    /// exponent within its range), else out of range: never silently rounded.
    func decodeDecimal(_ path: @autoclosure () -> [any CodingKey]) throws -> Decimal {
        let number = try decodeNumber(path())
        guard let decimal = Decimal(string: number.decimalText), decimal.isFinite,
            ExactDecimal(decimalText: Self.plainText(of: decimal)) == number
        else { throw NumberOutOfRange(type: Decimal.self, codingPath: path()) }
        return decimal
    }

    /// A `Decimal`'s value in plain decimal notation (its `description` may not be).
    private static func plainText(of decimal: Decimal) -> String {
        let text = decimal.description
        return ExactDecimal(text)?.decimalText ?? text
    }

    /// A whole number that fits `T`: ASCII digits as integer rules normalize text to, or
    /// a whole number value. A whole number beyond `T`'s range is out of range; a
    /// fraction, an exponent in text or anything else is the wrong type.
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type, _ path: @autoclosure () -> [any CodingKey]) throws -> T {
        // Plain ASCII digits (what integer rules normalize to) skip ExactDecimal.
        if let text, let integer = T(text, radix: 10), text.utf8.first != UInt8(ascii: "+") { return integer }
        let number = try decodeNumber(path())
        guard number.isInteger else { throw mismatch(T.self, self, path()) }
        guard let integer = T(number.decimalText.prefix { $0 != "." }, radix: 10) else {
            throw NumberOutOfRange(type: T.self, codingPath: path())
        }
        return integer
    }
}

/// A whole or decimal number that the app's type cannot hold exactly (`300` for a
/// `UInt8`, 39 significant digits for a `Decimal`, `1e39` for a `Float`), which
/// ``FormSchema`` reports as `number-out-of-range` at `codingPath`.
struct NumberOutOfRange: Error {
    let type: Any.Type
    let codingPath: [any CodingKey]
}

/// A keyed container's optional members, read the same way at the top level and in
/// nested objects.
private protocol OptionalMembers: KeyedDecodingContainerProtocol {
    /// The member's value, if any.
    func lookUp(_ key: Key) -> FieldValue?
    /// The coding path of the member.
    func path(_ key: Key) -> [any CodingKey]
}

extension OptionalMembers {
    /// The value of an optional member, nil when absent, and when empty text where the
    /// type is not text: validation skipped an optional field's rules on it, so the
    /// two paths agree (`{"age": ""}` is valid, and decodes `age: Int?` as nil).
    private func present(_ key: Key, isText: Bool) -> FieldValue? {
        guard let value = lookUp(key), !value.isAbsent, isText || !value.isWhiteSpaceText else { return nil }
        return value
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key, isText: true).map { try $0.decodeString(path(key)) }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try present(key, isText: false).map { try $0.decodeBool(path(key)) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try present(key, isText: false).map { try $0.decodeBinaryFloatingPoint(Double.self, path(key)) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try present(key, isText: false).map { try $0.decodeBinaryFloatingPoint(Float.self, path(key)) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integer(key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integer(key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integer(key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integer(key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integer(key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integer(key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integer(key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integer(key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integer(key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integer(key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key, isText: T.self == String.self || T.self == FieldValue.self).map {
            try $0.decode(type, codingPath: path(key))
        }
    }

    private func integer<T: FixedWidthInteger>(_ key: Key) throws -> T? {
        try present(key, isText: false).map { try $0.decodeInteger(T.self, path(key)) }
    }
}

/// An object's members.
private struct ObjectContainer<Key: CodingKey>: OptionalMembers {
    let members: [String: FieldValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }
    // Names match scalar for scalar (RFC 8259), as the schema's keys do (`FieldKey`).
    func contains(_ key: Key) -> Bool { members.exactMember(key.stringValue) != nil }
    func lookUp(_ key: Key) -> FieldValue? { members.exactMember(key.stringValue) }
    func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    func member(_ key: Key) throws -> FieldValue {
        guard let value = members.exactMember(key.stringValue), !value.isAbsent else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { members.exactMember(key.stringValue)?.isAbsent ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try member(key).decode(type, codingPath: codingPath + [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try member(key).decodeString(codingPath + [key])
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try member(key).decodeInteger(Int.self, codingPath + [key])
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try member(key).decodeBool(codingPath + [key])
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try member(key).decodeBinaryFloatingPoint(Double.self, codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try FieldValueDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try FieldValueDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        FieldValueDecoder(value: .object(members), codingPath: codingPath)
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        FieldValueDecoder(value: members.exactMember(key.stringValue) ?? .absent, codingPath: codingPath + [key])
    }
}

/// The top level: the result's values, keyed by ``FieldKey``.
private struct TopLevelContainer<Key: CodingKey>: OptionalMembers {
    let values: [FieldKey: FieldValue]
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0.rawValue) } }
    func contains(_ key: Key) -> Bool { values[FieldKey(key.stringValue)] != nil }
    func lookUp(_ key: Key) -> FieldValue? { values[FieldKey(key.stringValue)] }
    func path(_ key: Key) -> [any CodingKey] { [key] }

    func member(_ key: Key) throws -> FieldValue {
        guard let value = values[FieldKey(key.stringValue)], !value.isAbsent else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: "no value"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { values[FieldKey(key.stringValue)]?.isAbsent ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try member(key).decode(type, codingPath: [key])
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try member(key).decodeString([key]) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try member(key).decodeInteger(Int.self, [key]) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try member(key).decodeBool([key]) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try member(key).decodeBinaryFloatingPoint(Double.self, [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try FieldValueDecoder(value: member(key), codingPath: [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try FieldValueDecoder(value: member(key), codingPath: [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder { TopLevelDecoder(values: values) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        FieldValueDecoder(value: values[FieldKey(key.stringValue)] ?? .absent, codingPath: [key])
    }
}

/// An array's elements.
private struct ArrayContainer: UnkeyedDecodingContainer {
    let elements: [FieldValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [FieldValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> (FieldValue, [any CodingKey]) {
        let path = codingPath + [IndexKey(index: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                FieldValue.self, DecodingError.Context(codingPath: path, debugDescription: "no more elements"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], path)
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isAbsent else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = try next()
        guard !value.isAbsent else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: "null"))
        }
        return try value.decode(type, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (value, path) = try next()
        return try FieldValueDecoder(value: value, codingPath: path).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = try next()
        return try FieldValueDecoder(value: value, codingPath: path).unkeyedContainer()
    }
    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = try next()
        return FieldValueDecoder(value: value, codingPath: path)
    }
}

/// One value.
private struct ScalarContainer: SingleValueDecodingContainer {
    let value: FieldValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value.isAbsent }
    func decode(_ type: Bool.Type) throws -> Bool { try present().decodeBool(codingPath) }
    func decode(_ type: String.Type) throws -> String { try present().decodeString(codingPath) }
    func decode(_ type: Double.Type) throws -> Double {
        try present().decodeBinaryFloatingPoint(Double.self, codingPath)
    }
    func decode(_ type: Float.Type) throws -> Float { try present().decodeBinaryFloatingPoint(Float.self, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try present().decodeInteger(Int.self, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try present().decodeInteger(Int8.self, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try present().decodeInteger(Int16.self, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try present().decodeInteger(Int32.self, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try present().decodeInteger(Int64.self, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try present().decodeInteger(UInt.self, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try present().decodeInteger(UInt8.self, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try present().decodeInteger(UInt16.self, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try present().decodeInteger(UInt32.self, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try present().decodeInteger(UInt64.self, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try present().decode(type, codingPath: codingPath) }

    private func present() throws -> FieldValue {
        guard !value.isAbsent else {
            throw DecodingError.valueNotFound(
                FieldValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "null"))
        }
        return value
    }
}
