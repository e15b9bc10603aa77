import LocalizedValidationMessages

/// An error that carries its own localized message, for ``FormModel/submit(_:)`` to show.
///
/// Make your networking or persistence errors conform to give users a specific message
/// ("This e-mail address is already registered") from your own catalog; other errors
/// are shown as the generic `submit-failed` message.
public protocol LocalizedSubmitError: Error {
    /// The message to show under the form.
    var localizedMessage: LocalizedText { get }
}
