/// The shape every error this package throws shares: a ``reason`` with a stable
/// kebab-case identifier (`invalid-locale`, `duplicate-key`), a `description` for logs,
/// and, where the input has a position, an offset whose unit its documentation names.
///
/// Each error type declares its own `Reason`, a struct of static members (so a new
/// reason breaks no one's `switch`) that DocC documents one by one. Code that handles
/// errors of any of the package's types reads the identifier through this protocol:
///
/// ```swift
/// do {
///     _ = try IntlLocale("not a locale!")
/// } catch let error as any ReasonedError {
///     error.reasonIdentifier  // "invalid-locale", for a log or a metric
/// }
/// ```
public protocol ReasonedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error type's reasons: a struct whose `rawValue` is the stable identifier.
    associatedtype Reason: RawRepresentable<String>, Sendable, Hashable, CustomStringConvertible

    /// Why the error was thrown.
    var reason: Reason { get }
}

extension ReasonedError {
    /// The stable identifier of ``reason`` (`invalid-locale`), the same whatever the
    /// error's type.
    public var reasonIdentifier: String { reason.rawValue }
}
