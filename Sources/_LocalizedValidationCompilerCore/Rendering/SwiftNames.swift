/// Maps Fluent identifiers to Swift identifiers.
enum SwiftNames {
    /// `too-short` → `tooShort`, `URL-invalid` → `urlInvalid`, `field_name` → `fieldName`.
    static func lowerCamel(_ id: String) -> String {
        // Already lower camel case (`greeting`, `cartItems`): the id itself.
        if let first = id.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            id.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") })
        {
            return id
        }
        return lowerCamelInGeneral(id)
    }

    /// ``lowerCamel(_:)`` without its short cut for ids already in lower camel case.
    static func lowerCamelInGeneral(_ id: String) -> String {
        if let ascii = asciiLowerCamel(id) { return ascii }
        let parts = id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first else { return id }
        let head = first.allSatisfy { $0.isUppercase || $0.isNumber } ? first.lowercased() : lowercasingFirst(first)
        return head + parts.dropFirst().map(uppercasingFirst).joined()
    }

    /// ``lowerCamel(_:)`` on the UTF-8 bytes of an ASCII identifier (Fluent identifiers
    /// always are), where the Character checks are byte checks; nil for other text.
    private static func asciiLowerCamel(_ id: String) -> String? {
        let bytes = Array(id.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let isSeparator = { (byte: UInt8) in byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") }
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var isFirstPart = true
        var index = 0
        while index < bytes.count {
            if isSeparator(bytes[index]) {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && !isSeparator(bytes[end]) { end += 1 }
            let part = bytes[index..<end]
            if isFirstPart {
                // All upper case or digits: lowercased whole; else the first letter lowered.
                let lowerAll = part.allSatisfy { isUpper($0) || isDigit($0) }
                for (offset, byte) in part.enumerated() {
                    result.append((lowerAll || offset == 0) && isUpper(byte) ? byte + 0x20 : byte)
                }
                isFirstPart = false
            } else {
                result.append(isLower(part[index]) ? part[index] - 0x20 : part[index])
                result.append(contentsOf: part.dropFirst())
            }
            index = end
        }
        return isFirstPart ? id : String(decoding: result, as: UTF8.self)
    }

    /// Whether `id` is lower-case kebab case, each word starting with a letter
    /// (`too-short`, `field2-label`): ``lowerCamel(_:)`` gives distinct ids of this form
    /// distinct names, since its capitals mark exactly where a `-` was.
    static func isKebabCase(_ id: String) -> Bool {
        var atWordStart = true
        for byte in id.utf8 {
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if byte == UInt8(ascii: "-") {
                if atWordStart { return false }
                atWordStart = true
            } else if atWordStart {
                guard isLower else { return false }
                atWordStart = false
            } else if !isLower && !isDigit {
                return false
            }
        }
        return !atWordStart
    }

    /// The name of an id whose ``lowerCamel(_:)`` name is taken (by another id or by the
    /// generated code): the id as written, each `-` as `_`, with a `_` appended when it
    /// has none (`bottomLinks-privacy` → `bottomLinks_privacy`, `description` →
    /// `description_`, `Foo` → `Foo_`). It always holds a `_`, which no ``lowerCamel(_:)``
    /// name does, and never starts with one, as the generated helpers do.
    static func spelledOut(_ id: String) -> String {
        let replaced = String(id.map { $0 == "-" ? "_" : $0 })
        return replaced.contains("_") ? replaced : replaced + "_"
    }

    /// The last resort for two ids whose ``spelledOut(_:)`` names still meet (they differ
    /// only in `-` against `_`, as `a-b` and `a_b`): that name and eight hex digits of the
    /// id's FNV-1a hash, the same on every machine and in every run.
    static func hashed(_ id: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in id.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return spelledOut(id) + "_" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// Distinct, stable Swift names for distinct Fluent ids of one namespace (the
    /// messages of a catalog, or its attribute names), by one rule:
    ///
    /// 1. an id takes its ``lowerCamel(_:)`` name when no other id of the namespace has
    ///    the same one and `isReserved` does not refuse it;
    /// 2. otherwise a kebab-case id (``isKebabCase(_:)``) still takes it, unless it is
    ///    reserved — of ids with one name at most one is kebab case, so the usual
    ///    spelling keeps its name when an unusual one (`bottomLinks-privacy`) joins it;
    /// 3. every other id of such a group is ``spelledOut(_:)``, and if that is taken
    ///    too, ``hashed(_:)``.
    ///
    /// A name depends only on the ids that share it, never on their order.
    static func distinctNames(for ids: [String], isReserved: (String) -> Bool) -> [String] {
        // Most lists are empty or hold names that neither meet nor are reserved (an
        // entry's variables and attributes, a unit's ids): each keeps its name by rule 1,
        // found without the tables below (generation names 30,000 entries of a large set).
        if ids.isEmpty { return [] }
        let camel = ids.map(lowerCamel)
        if camel.count == 1 && !isReserved(camel[0]) { return camel }
        var count: [String: Int] = [:]
        count.reserveCapacity(camel.count)
        for name in camel { count[name, default: 0] += 1 }
        if count.count == camel.count && !camel.contains(where: isReserved) { return camel }
        return distinctNames(for: ids, camel: camel, count: count, isReserved: isReserved)
    }

    /// Rules 2 and 3 of ``distinctNames(for:isReserved:)``, for lists where names meet
    /// or are reserved: `camel` holds each id's ``lowerCamel(_:)`` name, `count` how many
    /// ids have each.
    static func distinctNames(
        for ids: [String], camel: [String], count: [String: Int], isReserved: (String) -> Bool
    ) -> [String] {
        let keeps = ids.indices.map { index in
            !isReserved(camel[index]) && (count[camel[index]] == 1 || isKebabCase(ids[index]))
        }
        var names = camel
        var taken = Set(ids.indices.filter { keeps[$0] }.map { camel[$0] })
        var spelled: [String: Int] = [:]
        for index in ids.indices where !keeps[index] { spelled[spelledOut(ids[index]), default: 0] += 1 }
        for index in ids.indices where !keeps[index] {
            let name = spelledOut(ids[index])
            let unique = spelled[name] == 1 && !taken.contains(name) && !isReserved(name)
            names[index] = unique ? name : hashed(ids[index])
            taken.insert(names[index])
        }
        return names
    }

    /// The Swift names of a message's (or a generated function's) variables, by the rule
    /// of ``distinctNames(for:isReserved:)``: `$max-length` → `maxLength`, and variables
    /// that differ only in letter case or `-` against `_` (`$user-name`, `$user_name`,
    /// `$userName`), which Fluent tells apart, get distinct names (`userName`,
    /// `user_name`, `userName_`). A name a rendering function uses for a local of its own
    /// (``GeneratedNames/functionLocals``) is spelled out.
    static func argumentLabels(for names: [String]) -> [String] {
        distinctNames(for: names) { GeneratedNames.functionLocals.contains($0) }
    }

    /// `validation-message` → `ValidationMessage`; nil when the result is not an
    /// identifier (a name starting with a digit, or with other punctuation).
    static func upperCamel(_ name: String) -> String? {
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).map(String.init)
        let result = parts.map(uppercasingFirst).joined()
        guard let first = result.first, first.isLetter, first.isASCII,
            result.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return result
    }

    /// `ptBR` for `pt-BR`, `en` for `en`, `srLatnRS` for `sr-Latn-RS`.
    static func localeCase(_ tag: String) -> String {
        let parts = tag.split(separator: "-").map(String.init)
        guard let first = parts.first else { return tag }
        return first.lowercased()
            + parts.dropFirst().map { $0.count == 4 ? uppercasingFirst($0.lowercased()) : $0 }.joined()
    }

    /// The identifier as it must be written in Swift (keywords in backticks).
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Swift keywords (escaped with backticks when used as names).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    private static func uppercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
