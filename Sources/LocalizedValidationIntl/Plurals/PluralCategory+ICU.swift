import CLocalizedValidationICU

// Only the types that lived here are re-exported: code that imports this module
// (generated catalogs among it) names `PluralCategory` and `ReasonedError` as before; the
// rest of LocalizedValidationCLDR is imported where it is used.
@_exported import enum LocalizedValidationCLDR.PluralCategory
@_exported import protocol LocalizedValidationCLDR.ReasonedError

extension PluralCategory {
    /// The category for a `CICU_PLURAL_*` value reported by the C shim.
    @inline(__always)
    init(cicuValue: Int32) throws(IntlError) {
        switch cicuValue {
        case Int32(CICU_PLURAL_ZERO): self = .zero
        case Int32(CICU_PLURAL_ONE): self = .one
        case Int32(CICU_PLURAL_TWO): self = .two
        case Int32(CICU_PLURAL_FEW): self = .few
        case Int32(CICU_PLURAL_MANY): self = .many
        case Int32(CICU_PLURAL_OTHER): self = .other
        default:
            throw IntlError(reason: .icuFailure, message: "ICU reported unknown plural category \(cicuValue)")
        }
    }

    /// This category's bit in a `cicu_plural_categories` mask.
    var cicuBit: UInt32 {
        switch self {
        case .zero: 1 << UInt32(CICU_PLURAL_ZERO)
        case .one: 1 << UInt32(CICU_PLURAL_ONE)
        case .two: 1 << UInt32(CICU_PLURAL_TWO)
        case .few: 1 << UInt32(CICU_PLURAL_FEW)
        case .many: 1 << UInt32(CICU_PLURAL_MANY)
        case .other: 1 << UInt32(CICU_PLURAL_OTHER)
        }
    }
}
