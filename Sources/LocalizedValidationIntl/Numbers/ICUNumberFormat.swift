import CLocalizedValidationICU
import LocalizedValidationCLDR

/// An opened ICU number format, cloned per thread.
///
/// ICU 72's `decimfmt.h` says "DecimalFormat objects are not synchronized. Multiple
/// threads should not access one formatter concurrently", and `unum_format*` calls it,
/// so every use takes a clone of its own from the pool (without a lock).
final class ICUNumberFormat: Sendable {
    private let format: ICUObjectPool

    init(localeID: String, exact: Bool) throws(IntlError) {
        var opened: OpaquePointer?
        let status = cicu_number_format_open(localeID, exact ? 1 : 0, &opened)
        try checkICU(status, "unum_open(\(localeID))")
        guard let opened else { throw IntlError.icu(status, "unum_open(\(localeID))") }
        format = ICUObjectPool(opened, kind: .numberFormat)
    }

    func symbols() throws(IntlError) -> NumberSymbols {
        var raw = cicu_number_symbols()
        let status = try format.withObject { cicu_number_format_symbols($0, &raw) }
        try checkICU(status, "unum_getSymbol")
        return NumberSymbols(raw)
    }

    /// What this format writes an integer with, as ICU reports it: read to bake a locale's
    /// `NumberFormatData`.
    func decimalFormatFacts(localeID: String) throws(IntlError) -> ICUDecimalFormatFacts {
        var symbols = cicu_number_symbols()
        var layout = cicu_number_layout()
        try checkICU(try format.withObject { cicu_number_format_symbols($0, &symbols) }, "unum_getSymbol(\(localeID))")
        try checkICU(
            try format.withObject { cicu_number_format_layout($0, &layout) }, "unum_getTextAttribute(\(localeID))")
        func text(_ symbol: cicu_number_symbol) -> String {
            var copy = symbol
            return withUnsafeBytes(of: &copy.text) { bytes in
                String(decoding: bytes.bindMemory(to: UInt16.self).prefix(Int(symbol.length)), as: UTF16.self)
            }
        }
        let digits = [
            symbols.digits.0, symbols.digits.1, symbols.digits.2, symbols.digits.3, symbols.digits.4,
            symbols.digits.5, symbols.digits.6, symbols.digits.7, symbols.digits.8, symbols.digits.9,
        ]
        return ICUDecimalFormatFacts(
            localeID: localeID, digits: digits.map(text), decimalSeparator: text(symbols.decimal_separator),
            groupingSeparator: text(symbols.grouping_separator), minusSign: text(symbols.minus_sign),
            plusSign: text(symbols.plus_sign), groupingUsed: layout.grouping_used != 0,
            primaryGroupingSize: Int(symbols.primary_grouping_size),
            secondaryGroupingSize: Int(symbols.secondary_grouping_size),
            minimumGroupingDigits: Int(layout.minimum_grouping_digits), positivePrefix: text(layout.positive_prefix),
            positiveSuffix: text(layout.positive_suffix), negativePrefix: text(layout.negative_prefix),
            negativeSuffix: text(layout.negative_suffix))
    }

    /// An integer formatted straight to UTF-8 in a stack buffer: the hot path of
    /// rendering a message with a count, so it builds the String once and allocates
    /// nothing for short results.
    func formatInteger(_ value: Int64) throws(IntlError) -> String {
        try withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { (buffer) throws(IntlError) -> String in
            var length: Int32 = 0
            let status = try format.withObject {
                cicu_number_format_int64_utf8($0, value, buffer.baseAddress!, 128, &length)
            }
            try checkICU(status, "unum_formatInt64")
            return UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<Int(length)]).withMemoryRebound(
                to: UInt8.self
            ) { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Runs one of the `cicu_number_format_*` calls into a stack buffer, and into a heap
    /// buffer of the reported size when the output is longer (only huge doubles are).
    func run(
        _ operation: @autoclosure () -> String,
        _ body: (OpaquePointer, UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> cicu_status
    ) throws(IntlError) -> String {
        try format.withObject { (format) throws(IntlError) -> String in
            let result: Result<String, IntlError> = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) {
                buffer in
                var length: Int32 = 0
                let status = body(format, buffer.baseAddress!, Int32(buffer.count), &length)
                if status == icuBufferOverflow { return .failure(IntlError.icu(status, "")) }
                if icuFailed(status) { return .failure(IntlError.icu(status, operation())) }
                return .success(
                    String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF16.self))
            }
            switch result {
            case .success(let text): return text
            case .failure(let error) where error.icuErrorName != icuStatusName(icuBufferOverflow): throw error
            case .failure: break
            }
            let units = try withUTF16Output(capacity: 512, operation()) { buffer, capacity, status in
                var length: Int32 = 0
                status = body(format, buffer, capacity, &length)
                return length
            }
            return String(utf16CodeUnits: units)
        }
    }
}

/// What a locale needs for numbers: the formats and the parser, created once.
final class NumberResources: Sendable {
    let standard: ICUNumberFormat
    let exact: ICUNumberFormat
    let scanner: NumberScanner

    /// Opens the formats of `locale`'s data (``IntlLocale/dataICUIdentifier``).
    init(locale: IntlLocale) throws(IntlError) {
        standard = try ICUNumberFormat(localeID: locale.dataICUIdentifier, exact: false)
        exact = try ICUNumberFormat(localeID: locale.dataICUIdentifier, exact: true)
        scanner = NumberScanner(symbols: try standard.symbols())
    }

    /// Keyed by ``IntlLocale/dataICUIdentifier``: every tag with the same data shares one.
    static let cache = LocaleCache<String, NumberResources>()

    /// The cached resources of `locale` (dates share them for the locale's digits).
    static func resources(locale: IntlLocale) throws(IntlError) -> NumberResources {
        try cache.value(for: locale.dataICUIdentifier) { () throws(IntlError) in try NumberResources(locale: locale) }
    }
}
