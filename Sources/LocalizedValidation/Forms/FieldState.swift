/// Everything a ``FormModel`` knows about one field, in one value: what the user typed,
/// what was saved, how the user has interacted with it, the last synchronous
/// validation and the state of its async check.
///
/// The form keeps one per field, in schema order, and derives everything else from
/// them (``FormModel/result``, ``FormModel/canSubmit``, ``FormModel/checkingFields``…):
/// no second copy of a field's issues can disagree with these.
struct FieldState: Sendable {
    /// The draft: the value being edited, in the user's input locale.
    var value: FieldValue = .absent
    /// The saved value as an app stores it (normalized: `1234.5`, `1990-06-05`), or nil
    /// when the form was given none and has not been saved.
    var savedValue: FieldValue?
    /// The draft as it was at the last save (or as loaded), which
    /// ``FormModel/discardChanges()`` restores: the saved value as the user types it.
    var savedDraft: FieldValue = .absent
    /// Whether the user has edited the field.
    var isEdited = false
    /// Whether the user has left the field at least once.
    var isBlurred = false
    /// The last synchronous validation of the field.
    var validation = Validation(draft: .absent, value: .absent, issues: [])
    /// The field's async check: none, running, or answered.
    var check: AsyncCheckState = .idle

    /// A synchronous validation of one field, with the draft it judged (a debounced
    /// validation lags the draft while the user types).
    struct Validation: Sendable {
        /// The draft the validation read.
        var draft: FieldValue
        /// The value after the field's normalizers and rules.
        var value: FieldValue
        /// The field's issues (several for an object or array field, one per path).
        var issues: [ValidationIssue]
    }

    /// The state of a field's async rules.
    enum AsyncCheckState: Sendable {
        /// No check is running and no answer is kept.
        case idle
        /// A check is running.
        case running(RunningCheck)
        /// The rules answered about ``AsyncAnswer/checkedValue``.
        case answered(AsyncAnswer)
    }

    /// An async check in flight.
    struct RunningCheck: Sendable {
        /// Tells this check from a newer one of the same field, so that a late answer of
        /// a replaced check is never taken.
        let id: Int
        /// The draft the check was started for: an answer arriving after the user typed
        /// on is about a value no longer there.
        let draft: FieldValue
        /// The value the rules check (after the synchronous rules).
        let checkedValue: FieldValue
        let task: Task<Void, Never>
    }

    /// The answer of the async rules, when it is about the value the last synchronous
    /// validation produced and that validation passed; nil otherwise.
    var currentAnswer: AsyncAnswer? {
        guard validation.issues.isEmpty, case .answered(let answer) = check,
            answer.checkedValue == validation.value
        else { return nil }
        return answer
    }

    /// The field's issues now: the synchronous ones, else the current async answer's.
    var issues: [ValidationIssue] {
        if !validation.issues.isEmpty { return validation.issues }
        if let issue = currentAnswer?.issue { return [issue] }
        return []
    }

    /// The field's value after validation (an async rule may normalize it too).
    var validatedValue: FieldValue { currentAnswer?.value ?? validation.value }

    /// Whether the field's async rules are running.
    var isChecking: Bool {
        if case .running = check { return true }
        return false
    }

    /// The running check, if any.
    var runningCheck: RunningCheck? {
        if case .running(let running) = check { return running }
        return nil
    }
}
