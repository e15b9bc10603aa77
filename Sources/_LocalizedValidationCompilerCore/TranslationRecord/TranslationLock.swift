import LocalizedValidationCLDR

/// The translation record, `catalogc.lock` beside the catalogs: for each locale and
/// message, the source text its translation was accepted against (its hash, and the text
/// itself) and a hash of that translation. Committed with the catalogs, written by
/// `catalogc accept`.
///
/// The file is text made to diff and merge well: a header of `#` lines, then one line per
/// record, sorted by locale, catalog and message id, fields separated by a tab, records
/// a blank line apart (git's merge conflicts on edits of adjacent lines, not on edits
/// with an unchanged line between them):
///
/// ```text
/// ru	Shop	cart-items	5be1c0d2a4b6d8e1	9c1e0f2a4b6d8e10	{ $count ->\n    [one] One item\n   *[other] { $count } items\n}
/// ```
///
/// The fields: locale, catalog, message id, the source's hash, the translation's hash,
/// the source text. Checks compare the hashes (``TranslationFingerprint/hash(of:)``);
/// the source text is stored too so that a stale translation's warning can show what
/// the translator worked from. Backslash, line break, tab, carriage
/// return and other control characters are escaped (`\\`, `\n`, `\t`, `\r`, `\u{1B}`).
///
/// A key may have several records after a merge that kept the lines of both sides (or a
/// `merge=union` git attribute); the one that matches the current source counts.
public struct TranslationLock: Sendable, Hashable {
    /// The file name, in the catalogs folder.
    public static let fileName = "catalogc.lock"

    /// The first line; a later format would change it.
    static let formatLine = "# catalogc.lock format 1"

    /// Which translation a record is about.
    public struct Key: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The canonical locale tag (`pt-BR`), so that renaming `pt_BR/` to `pt-BR/` keeps the record.
        public var locale: String
        /// The catalog name (the `.ftl` file name without extension).
        public var catalog: String
        /// The message id.
        public var message: String

        public init(locale: String, catalog: String, message: String) {
            self.locale = locale
            self.catalog = catalog
            self.message = message
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.locale, lhs.catalog, lhs.message) < (rhs.locale, rhs.catalog, rhs.message)
        }

        /// `ru Shop.cart-items`.
        public var description: String { "\(locale) \(catalog).\(message)" }
    }

    /// What a translation was accepted against.
    public struct Record: Sendable, Hashable {
        /// ``TranslationFingerprint/hash(of:)`` of the source message when accepted.
        public var sourceHash: TranslationHash
        /// ``TranslationFingerprint/hash(of:)`` of the translation when accepted.
        public var translationHash: TranslationHash
        /// ``TranslationFingerprint/sourceText(of:)`` of the source message when accepted.
        public var sourceText: String
        /// The line of the lock file it was read from; nil for a record not read from a file.
        public var line: Int?

        public init(
            sourceHash: TranslationHash, translationHash: TranslationHash, sourceText: String, line: Int? = nil
        ) {
            self.sourceHash = sourceHash
            self.translationHash = translationHash
            self.sourceText = sourceText
            self.line = line
        }

        /// The order records of one key are written in.
        static func < (lhs: Record, rhs: Record) -> Bool {
            (lhs.sourceText, lhs.sourceHash.value, lhs.translationHash.value)
                < (rhs.sourceText, rhs.sourceHash.value, rhs.translationHash.value)
        }
    }

    /// The records by key; more than one for a key only after a merge kept both sides.
    public private(set) var records: [Key: [Record]] = [:]

    /// An empty record.
    public init() {}

    /// Records `key` as accepted, replacing what the key had.
    public mutating func accept(
        _ key: Key, sourceText: String, sourceHash: TranslationHash, translationHash: TranslationHash
    ) {
        records[key] = [Record(sourceHash: sourceHash, translationHash: translationHash, sourceText: sourceText)]
    }

    /// Keeps only `record` for `key` (resolving a merge that kept both sides).
    mutating func keepOnly(_ record: Record, for key: Key) {
        records[key] = [record]
    }

    /// Forgets `key`.
    public mutating func remove(_ key: Key) {
        records[key] = nil
    }

    // MARK: Reading

    /// Reads a lock file, with any line ends (LF, CR LF, CR). Lines that cannot be read
    /// are reported and skipped, so one bad line (or a merge conflict) never loses the
    /// other records.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path printed in diagnostics.
    ///   - severity: The severity of a problem (a warning in debug, an error in release).
    public static func parse(
        _ bytes: [UInt8], path: String, severity: Diagnostic.Severity = .warning
    ) -> (lock: TranslationLock, diagnostics: [Diagnostic]) {
        var lock = TranslationLock()
        var diagnostics: [Diagnostic] = []
        var conflictLines: [Int] = []
        // Records are a blank line apart: about one key per two lines. Sized once, as
        // growing the table rehashes every key again at each doubling.
        lock.records.reserveCapacity(bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count / 2 + 1)
        // Bytes, not Characters: the record of 10,000 messages × 2 locales is read on every
        // check, and every field is ASCII-delimited.
        var number = 0
        // Lines and fields are slices of one buffer: slices of the array retained and
        // released its storage a dozen times a line.
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                number += 1
                // A line ends at LF, CR LF (git's autocrlf) or a lone CR: a record never holds
                // a raw CR or LF (they are escaped).
                var end = start
                while end < buffer.count && buffer[end] != UInt8(ascii: "\n") && buffer[end] != UInt8(ascii: "\r") {
                    end += 1
                }
                let line = buffer[start..<end]
                start = end + 1
                if end < buffer.count, buffer[end] == UInt8(ascii: "\r"), start < buffer.count,
                    buffer[start] == UInt8(ascii: "\n")
                {
                    start += 1
                }
                guard let first = line.first, first != UInt8(ascii: "#") else { continue }
                if isConflictMarker(line) {
                    conflictLines.append(number)
                    continue
                }
                switch record(in: line) {
                case .success(let (key, record)):
                    var withLine = record
                    withLine.line = number
                    lock.records[key, default: []].append(withLine)
                case .failure(let problem):
                    diagnostics.append(
                        Diagnostic(
                            severity, .invalidTranslationRecord,
                            "this line of \(fileName) cannot be read (\(problem.reason)), so it is ignored; restore it from version control or run 'catalogc accept <locale>' to write it again",
                            at: FileLocation(file: path, line: number, column: 1)))
                }
            }
        }
        if let first = conflictLines.first {
            diagnostics.append(
                Diagnostic(
                    severity, .invalidTranslationRecord,
                    "\(fileName) has merge conflict markers (\(conflictLines.count) marker line\(conflictLines.count == 1 ? "" : "s")); keep the lines of both sides and delete only the marker lines: catalogc uses the line that matches the current source text, and 'catalogc accept' writes the file clean again",
                    at: FileLocation(file: path, line: first, column: 1)))
        }
        return (lock, diagnostics)
    }

    /// `<<<<<<<`, `=======`, `>>>>>>>` or `|||||||` (diff3) at the start of a line.
    private static func isConflictMarker(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard line.count >= 7, let first = line.first else { return false }
        guard [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|")].contains(first) else {
            return false
        }
        return line.prefix(7).allSatisfy { $0 == first }
    }

    struct LineProblem: Error {
        let reason: String
    }

    /// One record line: locale, catalog, message, source hash, translation hash, source
    /// text, tab-separated.
    static func record(in line: ArraySlice<UInt8>) -> Result<(Key, Record), LineProblem> {
        line.withUnsafeBufferPointer { record(in: $0[...]) }
    }

    /// ``record(in:)`` on a slice of the file's buffer.
    private static func record(in line: Slice<UnsafeBufferPointer<UInt8>>) -> Result<(Key, Record), LineProblem> {
        // The first five tabs by hand: `split` built an array of slices per line, a third
        // of reading the record.
        let tab = UInt8(ascii: "\t")
        guard let tab0 = line.firstIndex(of: tab), let tab1 = line[(tab0 + 1)...].firstIndex(of: tab),
            let tab2 = line[(tab1 + 1)...].firstIndex(of: tab), let tab3 = line[(tab2 + 1)...].firstIndex(of: tab),
            let tab4 = line[(tab3 + 1)...].firstIndex(of: tab)
        else {
            let found = line.count { $0 == tab } + 1
            return .failure(LineProblem(reason: "expected 6 tab-separated fields, found \(found)"))
        }
        let fields = (
            line[..<tab0], line[(tab0 + 1)..<tab1], line[(tab1 + 1)..<tab2], line[(tab2 + 1)..<tab3],
            line[(tab3 + 1)..<tab4], line[(tab4 + 1)...]
        )
        guard let sourceHash = TranslationHash(hex: fields.3), let translationHash = TranslationHash(hex: fields.4)
        else {
            return .failure(LineProblem(reason: "the fourth and fifth fields must be 16-digit hashes"))
        }
        // The four texts in field order, so that the first unreadable one is the one
        // reported; no array of texts per line (20,000 lines are read on every check).
        let locale: String
        let catalog: String
        let message: String
        let sourceText: String
        switch (text(of: fields.0), text(of: fields.1), text(of: fields.2), text(of: fields.5)) {
        case (.success(let a), .success(let b), .success(let c), .success(let d)):
            (locale, catalog, message, sourceText) = (a, b, c, d)
        case (.failure(let problem), _, _, _), (_, .failure(let problem), _, _), (_, _, .failure(let problem), _),
            (_, _, _, .failure(let problem)):
            return .failure(problem)
        }
        guard !locale.isEmpty, !catalog.isEmpty, !message.isEmpty else {
            return .failure(LineProblem(reason: "an empty locale, catalog or message"))
        }
        let key = Key(locale: locale, catalog: catalog, message: message)
        return .success(
            (key, Record(sourceHash: sourceHash, translationHash: translationHash, sourceText: sourceText)))
    }

    /// One text field: valid UTF-8, its escapes decoded.
    private static func text(of field: Slice<UnsafeBufferPointer<UInt8>>) -> Result<String, LineProblem> {
        guard let text = String(validatingUTF8Bytes: UnsafeBufferPointer(rebasing: field)) else {
            return .failure(LineProblem(reason: "not valid UTF-8"))
        }
        guard field.contains(UInt8(ascii: "\\")) else { return .success(text) }
        guard let value = unescape(utf8: field) else {
            return .failure(LineProblem(reason: "unknown escape sequence"))
        }
        return .success(value)
    }

    /// ``unescape(_:)`` on a field's bytes (valid UTF-8). Escapes are ASCII, so every other
    /// byte is copied as it is instead of appending the text scalar by scalar: a third of
    /// the records of a large set are multi-line plurals, read on every check. Tests
    /// compare it with ``unescape(_:)``.
    static func unescape(utf8 field: ArraySlice<UInt8>) -> String? {
        field.withUnsafeBufferPointer { unescape(utf8: $0[...]) }
    }

    /// ``unescape(utf8:)`` on a slice of the file's buffer.
    private static func unescape(utf8 field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(field.count)
        var index = field.startIndex
        while index < field.endIndex {
            // The text up to the next escape, in one copy.
            let run = field[index...].firstIndex(of: UInt8(ascii: "\\")) ?? field.endIndex
            output.append(contentsOf: field[index..<run])
            guard run < field.endIndex else { break }
            index = run + 1
            guard index < field.endIndex else { return nil }
            let escaped = field[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "u"):
                // `\u{` up to 6 hex digits `}`, parsed as `unescape(_:)` parses them.
                guard index < field.endIndex, field[index] == UInt8(ascii: "{"),
                    let close = field[(index + 1)...].firstIndex(of: UInt8(ascii: "}")), close - index - 1 <= 6,
                    let value = UInt32(String(decoding: field[(index + 1)..<close], as: UTF8.self), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                output.append(contentsOf: decoded.utf8)
                index = close + 1
            default: return nil
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: Writing

    /// The file's contents: the header, then every record sorted by key (records of one
    /// key by source text and hash), one line each followed by a blank line.
    public func serialized() -> [UInt8] {
        var output = """
            \(Self.formatLine)
            # The source text each translation was accepted against, written by 'catalogc accept'.
            # One line per locale and message: locale, catalog, message, source hash, translation hash,
            # source text.
            # Records are a blank line apart, so that git merges edits of neighbouring records.
            # On a merge conflict keep the lines of both sides: catalogc uses the one that matches.

            """
        for key in records.keys.sorted() {
            for record in (records[key] ?? []).sorted(by: <) {
                output += [
                    Self.escape(key.locale), Self.escape(key.catalog), Self.escape(key.message),
                    record.sourceHash.description, record.translationHash.description, Self.escape(record.sourceText),
                ].joined(separator: "\t")
                output += "\n\n"
            }
        }
        return Array(output.utf8)
    }

    /// Escapes what would break the line format: backslash, tab, line break, carriage
    /// return and other control characters.
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where needsEscape(scalar): output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}"
            || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    /// Reverses ``escape(_:)``; nil for an unknown or malformed escape.
    static func unescape(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return String(text) }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                output.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": output.append("\\")
            case "n": output.append("\n")
            case "t": output.append("\t")
            case "r": output.append("\r")
            case "u":
                guard scalars.next() == "{" else { return nil }
                var digits = ""
                var closed = false
                while let next = scalars.next() {
                    if next == "}" {
                        closed = true
                        break
                    }
                    digits.unicodeScalars.append(next)
                    if digits.unicodeScalars.count > 6 { return nil }
                }
                guard closed, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else {
                    return nil
                }
                output.append(decoded)
            default: return nil
            }
        }
        return String(output)
    }
}
