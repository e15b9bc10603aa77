import Foundation
import LocalizedValidationIntl

/// A set of passwords to refuse (the most common ones, or ones known from breaches),
/// looked up in constant time and compared case-insensitively: both sides are put in
/// NFC, case-folded (full folding) and put in NFC again, so `Password`, `PASSWORD` and
/// `password` are one entry, and so are `Ça` typed precomposed or decomposed.
///
/// ```swift
/// let list = try PasswordBlocklist(contentsOfFile: "common-passwords.txt")
/// list.contains("Qwerty123")  // true when "qwerty123" is a line of the file
/// ```
public struct PasswordBlocklist: Sendable, Hashable {
    private let keys: Set<String>

    /// Creates a list from passwords.
    ///
    /// - Parameter passwords: The passwords; empty ones are ignored.
    /// - Throws: `IntlError` if ICU cannot normalize or fold one of them.
    public init(_ passwords: some Sequence<String>) throws {
        var keys = Set<String>()
        for password in passwords where !password.isEmpty { keys.insert(try Self.key(password)) }
        self.keys = keys
    }

    /// Loads a list from a UTF-8 text file with one password per line.
    ///
    /// Lines end with LF or CRLF; empty lines and a leading byte order mark are ignored;
    /// nothing else is trimmed, since spaces can be part of a password.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``PasswordBlocklistError`` with the path, and the line for a line that
    ///   is not UTF-8 or cannot be normalized.
    public init(contentsOfFile path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw PasswordBlocklistError(.unreadableFile, path: path, line: nil, message: "cannot be read (\(error))")
        }
        var keys = Set<String>()
        var lineNumber = 0
        for var line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if lineNumber == 1, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
            guard !line.isEmpty else { continue }
            guard let password = String(validating: line, as: UTF8.self) else {
                throw PasswordBlocklistError(
                    .invalidUTF8, path: path, line: lineNumber, message: "is not valid UTF-8; save the file as UTF-8")
            }
            do {
                keys.insert(try Self.key(password))
            } catch {
                throw PasswordBlocklistError(
                    .unnormalizableLine, path: path, line: lineNumber, message: "cannot be normalized (\(error))")
            }
        }
        self.keys = keys
    }

    /// The number of distinct entries, after folding.
    public var count: Int { keys.count }

    /// Whether `password` is on the list, ignoring case and canonical equivalence.
    ///
    /// - Parameter password: The password as typed.
    /// - Returns: Whether it is on the list; false when ICU cannot process it.
    public func contains(_ password: String) -> Bool {
        guard let key = try? Self.key(password) else { return false }
        return keys.contains(key)
    }

    /// NFC, full case folding, NFC again (folding can decompose: `ǰ` folds to `j` and a
    /// combining caron).
    static func key(_ text: String) throws -> String {
        try UnicodeText.normalized(
            UnicodeText.caseFolded(UnicodeText.normalized(text, form: .nfc)), form: .nfc)
    }
}

/// A password blocklist file that could not be loaded: which file, which line, and why.
public struct PasswordBlocklistError: ReasonedError {
    /// Why the file was refused, comparable with the static members.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The stable identifier, such as `unreadable-file`.
        public let rawValue: String
        /// Creates a reason from its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The file cannot be read (``PasswordBlocklistError/line`` is nil).
        public static let unreadableFile = Reason(rawValue: "unreadable-file")
        /// A line is not valid UTF-8.
        public static let invalidUTF8 = Reason(rawValue: "invalid-utf8")
        /// A line cannot be normalized (NFC of its case fold).
        public static let unnormalizableLine = Reason(rawValue: "unnormalizable-line")
        public var description: String { rawValue }
    }

    /// Why the file was refused.
    public let reason: Reason
    /// The file's path.
    public let path: String
    /// The 1-based line, or nil when the whole file failed (it cannot be read).
    public let line: Int?
    /// What is wrong, and how to fix it.
    public let message: String

    /// Creates an error.
    public init(_ reason: Reason, path: String, line: Int?, message: String) {
        self.reason = reason
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, as compilers print it.
    public var description: String {
        if let line { return "\(path):\(line): \(message)" }
        return "\(path): \(message)"
    }
}
