/// A message from a generated catalog that can render itself in any locale given by
/// BCP 47 tags. Every generated catalog enum conforms; code that handles messages from
/// several catalogs (a validation library's and an app's) works through this protocol.
///
/// Every way of naming a locale gives the same answer: one tag
/// (``localized(languageTag:isolation:)``), tags in order of preference, or (with
/// LocalizedValidation) an `IntlLocale` all go through `LocaleNegotiation`, which reads
/// `pt_BR`, `pt-br` and `pt-BR` alike.
///
/// Arguments are inserted as they are unless `isolation` says otherwise: pass
/// ``ArgumentIsolation/isolated`` for text shown in a UI.
public protocol LocalizedMessage: Sendable, Hashable {
    /// The message's id in its catalog, such as `too-short`.
    var messageID: String { get }

    /// The message in the supported locale that best matches `languageTags` (in order
    /// of preference), or the catalog's source locale when none matches.
    func localized(languageTags: [String], isolation: ArgumentIsolation) -> String

    /// Generated code's one-tag path: the text of ``localized(languageTag:isolation:)``,
    /// which calls it. Generated catalogs implement it to negotiate one tag without
    /// building a tag array (every label and every issue a request renders goes through
    /// it); the default calls ``localized(languageTags:isolation:)`` with `[languageTag]`.
    /// Not API: call ``localized(languageTag:isolation:)``.
    @_spi(Generated) func _localized(languageTag: String, isolation: ArgumentIsolation) -> String

    /// The grammatical gender of the message's text in the supported locale that best
    /// matches `languageTags`, from its `.gender` attribute there (see
    /// ``GrammaticalGender``); nil where none is declared. Catalogs whose messages
    /// declare no gender use the default, which answers nil.
    func grammaticalGender(languageTags: [String]) -> GrammaticalGender?

    /// Generated code's one-tag path for ``grammaticalGender(languageTag:)``, which calls
    /// it; the default calls ``grammaticalGender(languageTags:)`` with `[languageTag]`.
    /// Not API: call ``grammaticalGender(languageTag:)``.
    @_spi(Generated) func _grammaticalGender(languageTag: String) -> GrammaticalGender?
}

extension LocalizedMessage {
    /// The message in the supported locale best matching one BCP 47 tag, such as
    /// `pt-BR`; the same text as ``localized(languageTags:isolation:)`` with
    /// `[languageTag]`.
    ///
    /// - Parameters:
    ///   - languageTag: A BCP 47 tag (`pt-BR`, `pt_br` and `pt-br` read alike).
    ///   - isolation: ``ArgumentIsolation/isolated`` wraps each argument in bidi
    ///     isolates, for UI text; the default inserts arguments as they are.
    /// - Returns: The rendered text.
    public func localized(languageTag: String, isolation: ArgumentIsolation = .none) -> String {
        _localized(languageTag: languageTag, isolation: isolation)
    }

    /// The grammatical gender of the message's text in the supported locale best
    /// matching one BCP 47 tag: the same as ``grammaticalGender(languageTags:)`` with
    /// `[languageTag]`.
    public func grammaticalGender(languageTag: String) -> GrammaticalGender? {
        _grammaticalGender(languageTag: languageTag)
    }

    /// Whether `other` is the same message (same type and arguments).
    func isEqual(to other: any LocalizedMessage) -> Bool {
        (other as? Self) == self
    }
}

// Not behind the SPI: a conformance an app writes by hand needs these defaults, and
// it does not import the SPI. The leading `_` keeps them out of completion and DocC.
extension LocalizedMessage {
    /// The default one-tag path: negotiation through a one-tag array.
    public func _localized(languageTag: String, isolation: ArgumentIsolation) -> String {
        localized(languageTags: [languageTag], isolation: isolation)
    }

    /// The default one-tag path: through a one-tag array.
    public func _grammaticalGender(languageTag: String) -> GrammaticalGender? {
        grammaticalGender(languageTags: [languageTag])
    }
}

/// Text that renders in whatever locale the surrounding message renders in: a message
/// from any generated catalog, or fixed text.
///
/// Declare a catalog argument as `Text` to receive one (`$field (Text) - the field's
/// label`): a validation message then renders the app's field label in the same locale
/// as itself, at the edge, instead of baking one language in at validation time.
///
/// ```swift
/// let label = LocalizedText(Labels.email)          // from the app's catalog
/// ValidationMessage.required(field: label).localized(languageTag: "ru")
/// // "Заполните поле «Эл. почта»."
/// ```
///
/// There is deliberately no string-literal conversion: `label: "Password"` would stay
/// English in every locale. Fixed text is spelled out as ``init(verbatim:gender:)``, for what
/// reads the same in every language (a user's name, a product code).
///
/// A message that embeds the text can agree with its grammatical gender in the
/// rendering locale (``grammaticalGender(languageTags:)``): a label message declares it
/// per locale in its catalog (`.gender = feminine`), verbatim text takes it in
/// ``init(verbatim:gender:)``.
///
/// Bidi isolation belongs to the message that embeds the text: a message wraps each of
/// its arguments, this one included, in exactly one FSI … PDI pair. Verbatim text on its
/// own is not an argument and is returned as it is.
public struct LocalizedText: Sendable, Hashable, CustomStringConvertible {
    /// What the text holds, behind one immutable reference: copying a text (into a
    /// message's arguments, an issue, a table of labels) is one reference count, and a
    /// message whose arguments are texts stays small enough to sit inline in an
    /// `any LocalizedMessage` (goal R3 of the request benchmark).
    final class Storage: Sendable {
        /// The message, or ``Verbatim`` for fixed text: every rendering is one call
        /// through it, with no case analysis or copy of the contents.
        let content: any LocalizedMessage
        /// The fixed text, when this is fixed text; nil for a message.
        let verbatim: Verbatim?

        init(message: some LocalizedMessage) {
            content = message
            verbatim = nil
        }

        init(verbatim: Verbatim) {
            content = verbatim
            self.verbatim = verbatim
        }
    }

    /// Fixed text, as a message that reads the same in every locale.
    struct Verbatim: LocalizedMessage {
        let text: String
        let gender: GrammaticalGender?

        var messageID: String { text }

        func localized(languageTags: [String], isolation: ArgumentIsolation) -> String { text }

        func _localized(languageTag: String, isolation: ArgumentIsolation) -> String { text }

        func grammaticalGender(languageTags: [String]) -> GrammaticalGender? { gender }

        func _grammaticalGender(languageTag: String) -> GrammaticalGender? { gender }
    }

    let storage: Storage

    /// Text shown as it is in every locale (a user's name, a product code).
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - gender: Its grammatical gender, which messages embedding it agree with
    ///     (``GrammaticalGender``). It holds in every locale, so give one only when the
    ///     text is shown in one language or has the same gender in all of them; nil
    ///     (the default) gives every message's neutral phrasing.
    public init(verbatim text: String, gender: GrammaticalGender? = nil) {
        storage = Storage(verbatim: Verbatim(text: text, gender: gender))
    }

    /// A message rendered in the surrounding locale.
    public init(_ message: some LocalizedMessage) {
        storage = Storage(message: message)
    }

    /// The wrapped message, when this text is one (cast it to its catalog type).
    public var message: (any LocalizedMessage)? {
        storage.verbatim == nil ? storage.content : nil
    }

    /// The text in the locale best matching `languageTags`.
    ///
    /// - Parameters:
    ///   - languageTags: BCP 47 tags in order of preference.
    ///   - isolation: How a message isolates its own arguments; verbatim text has none
    ///     and is returned as it is (the message embedding this text isolates it once).
    /// - Returns: The rendered text.
    public func localized(languageTags: [String], isolation: ArgumentIsolation = .none) -> String {
        storage.content.localized(languageTags: languageTags, isolation: isolation)
    }

    /// The text in the locale best matching one BCP 47 tag; the same as
    /// ``localized(languageTags:isolation:)`` with `[languageTag]`. Generated code calls
    /// it for every `Text` argument: verbatim text needs no tag array (goal R3 of the request benchmark).
    public func localized(languageTag: String, isolation: ArgumentIsolation = .none) -> String {
        storage.content._localized(languageTag: languageTag, isolation: isolation)
    }

    /// The gender of this text in the locale best matching one BCP 47 tag; the same as
    /// ``grammaticalGender(languageTags:)`` with `[languageTag]`. Generated code calls it
    /// for every `GENDER()` selection: verbatim text needs no tag array (goal R3 of the request benchmark).
    ///
    /// - Parameter languageTag: A BCP 47 tag, such as `ru`.
    /// - Returns: The declared gender, or nil.
    public func grammaticalGender(languageTag: String) -> GrammaticalGender? {
        storage.content._grammaticalGender(languageTag: languageTag)
    }

    /// The verbatim text, or the message's id: for logs, not for users.
    public var description: String {
        storage.content.messageID
    }

    public static func == (lhs: LocalizedText, rhs: LocalizedText) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.content.isEqual(to: rhs.storage.content)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.content)
    }
}
