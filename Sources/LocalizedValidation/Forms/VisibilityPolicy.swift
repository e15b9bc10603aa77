/// When a form shows a field's error.
///
/// Showing "E-mail is required" before the user has typed anything is hostile; showing
/// nothing until the server answers is useless. Pick the moment per form; a policy can
/// also make single fields live once they have content.
public struct VisibilityPolicy: Sendable, Hashable {
    /// When errors of ordinary fields become visible.
    ///
    /// A struct with static members rather than an enum, so that new moments can be
    /// added without breaking anyone's `switch`.
    public struct Trigger: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case afterSubmitAttempt
            case onBlur
            case live
        }

        let kind: Kind

        /// After the first submit attempt, and live from then on.
        public static let afterSubmitAttempt = Trigger(kind: .afterSubmitAttempt)
        /// Once the user leaves the field (blur), or after a submit attempt.
        public static let onBlur = Trigger(kind: .onBlur)
        /// As soon as the field is edited.
        public static let live = Trigger(kind: .live)
    }

    public var trigger: Trigger
    /// Fields whose errors show live once they are non-empty, whatever the trigger (a
    /// password confirmation: "does not match" while typing it is what users expect).
    public var liveWhenNonEmpty: Set<FieldKey>

    public init(trigger: Trigger, liveWhenNonEmpty: Set<FieldKey> = []) {
        self.trigger = trigger
        self.liveWhenNonEmpty = liveWhenNonEmpty
    }

    /// Errors hidden until the first submit attempt, then live.
    public static let afterSubmitAttempt = VisibilityPolicy(trigger: .afterSubmitAttempt)
    /// Errors shown when leaving a field.
    public static let onBlur = VisibilityPolicy(trigger: .onBlur)
}
