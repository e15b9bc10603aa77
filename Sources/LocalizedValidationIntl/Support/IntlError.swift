import CLocalizedValidationICU

/// An error raised by the `LocalizedValidationIntl` module.
///
/// Every failure reported by ICU becomes an `IntlError` whose ``icuErrorName`` carries
/// ICU's own code name (for example `U_ILLEGAL_ARGUMENT_ERROR`), so a log line says
/// exactly what ICU refused. Errors that come from the caller's input rather than from
/// ICU (an unknown locale, a string that is not a number) have their own ``Reason``.
public struct IntlError: ReasonedError {
    /// A stable identifier for the kind of failure.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The locale identifier is malformed, or ICU has no data for its language.
        public static let invalidLocale = Reason(rawValue: "invalid-locale")
        /// An argument is outside what the operation accepts (a negative length, say).
        public static let invalidArgument = Reason(rawValue: "invalid-argument")
        /// ICU reported a failure; ``IntlError/icuErrorName`` names it.
        public static let icuFailure = Reason(rawValue: "icu-failure")
    }

    /// What kind of failure this is.
    public let reason: Reason
    /// A sentence saying what went wrong and, where it helps, how to fix it.
    public let message: String
    /// ICU's name for the status it returned, when ICU reported the failure.
    public let icuErrorName: String?

    /// Creates an error.
    public init(reason: Reason, message: String, icuErrorName: String? = nil) {
        self.reason = reason
        self.message = message
        self.icuErrorName = icuErrorName
    }

    public var description: String {
        if let icuErrorName { return "\(message) (\(icuErrorName))" }
        return message
    }

    /// An error for a failed ICU call.
    static func icu(_ status: cicu_status, _ operation: String) -> IntlError {
        IntlError(
            reason: .icuFailure,
            message: "ICU failed in \(operation)",
            icuErrorName: icuStatusName(status)
        )
    }
}

/// ICU's symbolic name for a status code.
func icuStatusName(_ status: cicu_status) -> String {
    String(cString: cicu_status_name(status))
}

/// Whether an ICU status means failure (warnings, which are negative, are success).
@inline(__always)
func icuFailed(_ status: cicu_status) -> Bool { status > 0 }

/// Throws an ``IntlError`` naming `operation` when `status` is a failure.
@inline(__always)
func checkICU(_ status: cicu_status, _ operation: @autoclosure () -> String) throws(IntlError) {
    if status > 0 { throw IntlError.icu(status, operation()) }
}
