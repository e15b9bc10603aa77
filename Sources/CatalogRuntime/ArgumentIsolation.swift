/// Whether rendered arguments are wrapped in Unicode bidi isolates.
///
/// A user name in Arabic or Hebrew inside an English sentence, or a Latin e-mail address
/// inside a Russian one, can reorder the punctuation around it when displayed. Wrapping
/// each argument in U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE keeps
/// the sentence's own order. Use ``isolated`` for text shown in a UI; use ``none`` for
/// logs, JSON and tests, where the invisible marks only get in the way.
///
/// Every rendering entry point (generated `localized(in:)`, `LocalizedMessage`,
/// `LocalizedText`, `ValidationIssue`, `FormModel`) defaults to ``none``: text is plain
/// unless the caller asks for isolates. Each argument gets exactly one pair, however
/// deeply messages are nested as `Text` arguments.
public enum ArgumentIsolation: Sendable, Hashable {
    /// Arguments are inserted as they are.
    case none
    /// Each argument is wrapped in FSI … PDI.
    case isolated

    /// `value` wrapped as this policy says.
    @inline(__always)
    public func apply(_ value: String) -> String {
        switch self {
        case .none: value
        case .isolated: "\u{2068}" + value + "\u{2069}"
        }
    }
}
