import CLocalizedValidationICU
import LocalizedValidationCLDR

/// Converts internationalized domain names between Unicode and ASCII (UTS #46, IDNA2008).
///
/// Processing is *nontransitional*, as current browsers and registries do: `ß`, `ς` and
/// the zero-width joiners are kept (`faß.de` becomes `xn--fa-hia.de`, not `fass.de`). The
/// bidi rule (RFC 5893) and the joiner rules (RFC 5892 CONTEXTJ) are always checked, as
/// UTS #46 asks. Input is mapped first: case is folded, full-width letters and the
/// ideographic full stop `。` become ASCII.
///
/// A converter is opened once per ``Options`` value and shared; ICU documents it as
/// thread-safe.
///
/// ```swift
/// let idna = try IDNA()
/// try idna.toASCII("bücher.de")          // "xn--bcher-kva.de"
/// try idna.toUnicode("xn--e1afmkfd.xn--p1ai")  // "пример.рф"
/// ```
public struct IDNA: Sendable {
    /// Checks beyond the always-on nontransitional, bidi and CONTEXTJ processing.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// STD3 ASCII rules: ASCII characters other than letters, digits and `-` are
        /// rejected (no `_`, spaces or symbols), as a host name requires.
        public static let std3Rules = Options(rawValue: UInt32(CICU_IDNA_OPTION_STD3_RULES))
        /// IDNA2008 CONTEXTO rules (middle dot, Greek keraia, Hebrew punctuation, Arabic
        /// digits), which registries apply and UTS #46 lookups need not.
        public static let contextO = Options(rawValue: UInt32(CICU_IDNA_OPTION_CONTEXTO))

        /// The default: host names as typed into a form (``std3Rules``). Use `[]` for DNS
        /// names such as `_dmarc.example.com`, knowing that without STD3 rules UTS #46
        /// accepts every ASCII character, including spaces and U+0000.
        public static let hostName: Options = [.std3Rules]
    }

    /// The checks this converter applies.
    public let options: Options
    private let storage: IDNAStorage

    /// A converter with `options`, opened on first use and shared afterwards.
    ///
    /// - Parameter options: Extra checks; ``Options/hostName`` by default.
    /// - Throws: ``IntlError`` when ICU cannot open the converter.
    public init(options: Options = .hostName) throws {
        self.options = options
        self.storage = try IDNA.cache.value(for: String(options.rawValue)) { () throws(IntlError) in
            try IDNAStorage(options: options)
        }
    }

    /// The ASCII form of a domain name, for DNS and storage (`bücher.de` → `xn--bcher-kva.de`).
    ///
    /// - Parameter domain: A domain name in Unicode or ASCII; a trailing dot (the root)
    ///   is kept.
    /// - Returns: The name with every non-ASCII label in Punycode, lowercased.
    /// - Throws: ``IDNAError`` listing every reason the name is invalid, or ``IntlError``
    ///   when ICU fails.
    public func toASCII(_ domain: String) throws -> String {
        try convert(domain, operation: .toASCII)
    }

    /// The Unicode form of a domain name, for display (`xn--bcher-kva.de` → `bücher.de`).
    ///
    /// Display the result only after also checking it for spoofing (see ``SpoofChecker``):
    /// a valid name can still imitate another.
    ///
    /// - Parameter domain: A domain name in ASCII (`xn--` labels) or Unicode.
    /// - Returns: The name with `xn--` labels decoded and the rest mapped.
    /// - Throws: ``IDNAError`` listing every reason the name is invalid, or ``IntlError``
    ///   when ICU fails.
    public func toUnicode(_ domain: String) throws -> String {
        try convert(domain, operation: .toUnicode)
    }

    private func convert(_ domain: String, operation: IDNAError.Operation) throws -> String {
        do {
            return try convertThroughICU(domain, operation: operation)
        } catch let error as IntlError where error.icuErrorName == "U_INPUT_TOO_LONG_ERROR" {
            // ICU's Punycode refuses a label of more than 1000 code points: far beyond
            // 63 bytes in ASCII, so the name is invalid for that reason, not ICU's.
            throw IDNAError(input: domain, operation: operation, reasons: [.labelTooLong, .domainNameTooLong])
        }
    }

    private func convertThroughICU(_ domain: String, operation: IDNAError.Operation) throws -> String {
        var errors: UInt32 = 0
        var input = domain
        let output = try input.withUTF8 { bytes throws(IntlError) -> String in
            try bytes.withMemoryRebound(to: CChar.self) { name throws(IntlError) -> String in
                let estimate = max(64, name.count * 4 + 16)
                return try withCStringOutput(
                    capacity: estimate, "uidna_nameTo\(operation == .toASCII ? "ASCII" : "Unicode")_UTF8"
                ) {
                    buffer, capacity, status in
                    var length: Int32 = 0
                    status =
                        operation == .toASCII
                        ? cicu_idna_to_ascii(
                            storage.idna, name.baseAddress, Int32(name.count), buffer, capacity, &length,
                            &errors)
                        : cicu_idna_to_unicode(
                            storage.idna, name.baseAddress, Int32(name.count), buffer, capacity, &length,
                            &errors)
                    return length
                }
            }
        }
        // ICU reports rejections in UIDNAInfo.errors with a success status, and still
        // writes a (useless) result with U+FFFD in it: the error bits decide.
        if errors != 0 {
            throw IDNAError(
                input: domain, operation: operation, reasons: IDNAError.Reason.reasons(fromCICU: errors))
        }
        return output
    }

    private static let cache = LocaleCache<String, IDNAStorage>()
}

/// An opened UTS #46 converter. `@unchecked Sendable`: used only through a const
/// pointer, and `uidna.h` documents the instance as thread-safe.
final class IDNAStorage: @unchecked Sendable {
    let idna: OpaquePointer

    init(options: IDNA.Options) throws(IntlError) {
        var opened: OpaquePointer?
        let status = cicu_idna_open(options.rawValue, &opened)
        try checkICU(status, "uidna_openUTS46")
        guard let opened else { throw IntlError.icu(status, "uidna_openUTS46 returned no converter") }
        self.idna = opened
    }

    deinit { cicu_idna_close(idna) }
}
