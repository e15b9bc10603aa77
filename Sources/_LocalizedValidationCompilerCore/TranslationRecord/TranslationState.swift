/// Where one message's translation into one locale stands, as the translation record
/// (`catalogc.lock`) says: the state XLIFF export writes, `report` counts and `check`
/// warns about.
///
/// A struct rather than an enum, so that states can be added (such as "needs review")
/// without breaking code that compares them:
///
/// ```swift
/// if status.state == .stale { print("was translated from", status.recordedSourceText ?? "") }
/// ```
public struct TranslationState: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The state's stable name, used in JSON reports (`"stale"`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    /// The locale's file has no translation of the message (it is served by a fallback).
    public static let new = TranslationState(rawValue: "new")
    /// The locale has a translation that the record does not vouch for: never accepted, or
    /// edited since it was accepted. The source has not changed since the last accept.
    public static let translated = TranslationState(rawValue: "translated")
    /// The source text changed since the translation was accepted: it may say something
    /// the source no longer says. `check` warns (errors in the release profile).
    public static let stale = TranslationState(rawValue: "stale")
    /// Accepted (`catalogc accept`) against the current source text, and unchanged since.
    /// The source locale's own messages are final by definition.
    public static let final = TranslationState(rawValue: "final")

    public var description: String { rawValue }
}

/// One message's translation state in one locale, with the texts that explain it.
public struct TranslationStatus: Sendable, Hashable {
    /// The state.
    public var state: TranslationState
    /// The source message's text now, in canonical Fluent layout without the `id =` and
    /// the comment (``TranslationFingerprint/sourceText(of:)``).
    public var sourceText: String
    /// ``TranslationFingerprint/hash(of:)`` of the source message now.
    public var sourceHash: TranslationHash
    /// The source text the translation was accepted against, when the record has one (for
    /// a stale translation it differs from ``sourceText``).
    public var recordedSourceText: String?
    /// ``TranslationFingerprint/hash(of:)`` of the translation as it is now; nil when the
    /// state is ``TranslationState/new``.
    public var translationHash: TranslationHash?
    /// Where the translation's id is written (`ru/Shop.ftl:12:1`); nil when there is none.
    public var location: FileLocation?
    /// The line of the translation record that says what the translation was made from.
    public var recordLocation: FileLocation?

    public init(
        state: TranslationState, sourceText: String, sourceHash: TranslationHash, recordedSourceText: String? = nil,
        translationHash: TranslationHash? = nil, location: FileLocation? = nil
    ) {
        self.state = state
        self.sourceText = sourceText
        self.sourceHash = sourceHash
        self.recordedSourceText = recordedSourceText
        self.translationHash = translationHash
        self.location = location
    }
}

/// The ``TranslationStatus`` of every source message in every locale of a catalog set,
/// computed from the parsed catalogs and the translation record.
///
/// ```swift
/// let (table, diagnostics) = FluentCatalogs.translationStates(input)
/// let status = table?.status(locale: "ru", catalog: "Shop", message: "cart-items")
/// ```
public struct TranslationStateTable: Sendable {
    /// One message of one catalog.
    public struct MessageKey: Sendable, Hashable, Comparable {
        public var catalog: String
        public var message: String

        public init(catalog: String, message: String) {
            self.catalog = catalog
            self.message = message
        }

        public static func < (lhs: MessageKey, rhs: MessageKey) -> Bool {
            (lhs.catalog, lhs.message) < (rhs.catalog, rhs.message)
        }
    }

    /// The canonical locale tags, the source first, then by tag.
    public let locales: [String]
    /// Every source message, sorted by catalog then id.
    public let messages: [MessageKey]
    /// Locale index → message → status.
    let statuses: [[MessageKey: TranslationStatus]]

    init(locales: [String], messages: [MessageKey], statuses: [[MessageKey: TranslationStatus]]) {
        self.locales = locales
        self.messages = messages
        self.statuses = statuses
    }

    /// The source locale's tag.
    public var sourceLocale: String { locales[0] }

    /// The status of `message` of `catalog` in `locale` (a canonical tag, as in
    /// ``locales``); nil when the locale or the source message does not exist.
    public func status(locale: String, catalog: String, message: String) -> TranslationStatus? {
        guard let index = locales.firstIndex(of: locale) else { return nil }
        return statuses[index][MessageKey(catalog: catalog, message: message)]
    }

    /// Every message's status in `locale`, in ``messages`` order.
    public func statuses(locale: String) -> [(key: MessageKey, status: TranslationStatus)] {
        guard let index = locales.firstIndex(of: locale) else { return [] }
        return messages.compactMap { key in statuses[index][key].map { (key, $0) } }
    }
}
