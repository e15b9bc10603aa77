import CLocalizedValidationICU
import LocalizedValidationCLDR

// The options are plain data in LocalizedValidationCLDR, where generated code formats with
// them without ICU; `DecimalFormatter` users see them through this module as before.
@_exported import struct LocalizedValidationCLDR.CurrencyDisplay
@_exported import struct LocalizedValidationCLDR.DecimalFormatOptions
@_exported import struct LocalizedValidationCLDR.NumberStyle
@_exported import struct LocalizedValidationCLDR.UnitDisplay

extension DecimalFormatOptions {
    /// The ICU number skeleton for these options (`percent scale/100 .0#`).
    public var skeleton: String {
        var stems: [String] = []
        switch style.kind {
        case .decimal: break
        // ECMA-402 multiplies by 100 for a percent; ICU's `percent` alone does not.
        case .percent: stems.append("percent scale/100")
        case .currency(let code, let display): stems += ["currency/\(code)", display.stem]
        case .unit(let identifier, let display): stems += ["unit/\(identifier)", display.stem]
        }
        if let least = minimumSignificantDigits, let most = maximumSignificantDigits {
            stems.append(String(repeating: "@", count: least) + String(repeating: "#", count: most - least))
        } else if maximumFractionDigits == 0 {
            stems.append("precision-integer")
        } else {
            stems.append(
                "." + String(repeating: "0", count: minimumFractionDigits)
                    + String(repeating: "#", count: maximumFractionDigits - minimumFractionDigits))
        }
        if minimumIntegerDigits > 1 {
            stems.append("integer-width/*" + String(repeating: "0", count: minimumIntegerDigits))
        }
        if !useGrouping { stems.append("group-off") }
        return stems.joined(separator: " ")
    }

    /// The fraction digits a currency shows by default (2 for `EUR`, 0 for `JPY`), from
    /// ICU's currency data: ECMA-402's default for a currency style.
    ///
    /// - Parameter code: A three-letter ISO 4217 code.
    /// - Throws: ``IntlError`` if the code is not three ASCII letters or ICU fails.
    public static func currencyFractionDigits(_ code: String) throws -> Int {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { throw IntlError(reason: .invalidArgument, message: "'\(code)' is not a three-letter currency code") }
        var digits: Int32 = 0
        let units = Array(code.uppercased().utf16) + [0]
        try checkICU(cicu_currency_fraction_digits(units, &digits), "ucurr_getDefaultFractionDigits(\(code))")
        return Int(digits)
    }
}

extension CurrencyDisplay {
    /// The ICU skeleton stem of this display.
    var stem: String {
        switch name {
        case "narrowSymbol": "unit-width-narrow"
        case "code": "unit-width-iso-code"
        case "name": "unit-width-full-name"
        default: "unit-width-short"
        }
    }
}

extension UnitDisplay {
    /// The ICU skeleton stem of this display.
    var stem: String {
        switch name {
        case "narrow": "unit-width-narrow"
        case "long": "unit-width-full-name"
        default: "unit-width-short"
        }
    }
}
