/// The stable identifier of a compiler check, printed in brackets after each message
/// (`[missing-plural-category]`) so CI bots and suppressions can key on it.
public struct DiagnosticID: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

extension DiagnosticID {
    // Reading files.
    /// A file is not valid UTF-8; the message gives the byte offset.
    public static let invalidUTF8 = DiagnosticID(rawValue: "invalid-utf8")
    /// A file or folder could not be read.
    public static let unreadableInput = DiagnosticID(rawValue: "unreadable-input")
    /// An output could not be written; nothing was left half-written.
    public static let unwritableOutput = DiagnosticID(rawValue: "unwritable-output")
    /// `catalogc.json` is not valid.
    public static let invalidConfiguration = DiagnosticID(rawValue: "invalid-configuration")

    // Catalog layout.
    /// A folder under `Locales/` is not a BCP 47 tag (`pt_BR`: did you mean `pt-BR`?).
    public static let invalidLocaleDirectory = DiagnosticID(rawValue: "invalid-locale-directory")
    /// A locale folder names a language ICU has no data for, or only plural rules (`oc`,
    /// `cak`; `scn`): it compiles with ICU's root data, one warning per folder saying what
    /// falls back and to what.
    public static let localeDataFallback = DiagnosticID(rawValue: "locale-data-fallback")
    /// The source locale's folder is missing.
    public static let missingSourceLocale = DiagnosticID(rawValue: "missing-source-locale")
    /// A locale lacks a whole catalog file that the source locale has.
    public static let missingCatalog = DiagnosticID(rawValue: "missing-catalog")
    /// A locale has a catalog file the source locale does not.
    public static let extraCatalog = DiagnosticID(rawValue: "extra-catalog")
    /// An app locale in which LocalizedValidation has no built-in messages and the app
    /// gives none (`Locales/<locale>/ValidationMessage.ftl`): a warning of the build plugin.
    public static let missingBuiltInMessages = DiagnosticID(rawValue: "missing-built-in-messages")
    /// A catalog has more messages with arguments than one generated enum can switch
    /// over (Swift's exhaustiveness check gives up); split the file.
    public static let catalogTooLarge = DiagnosticID(rawValue: "catalog-too-large")
    /// A catalog formats a date or time whose pattern catalogc cannot bake (a zone name, in
    /// the long and full time styles), through ICU, for a target
    /// that depends on LocalizedValidationMessages but not on LocalizedValidationFormatting:
    /// its code could not import what it calls (`generate --without-formatting`, as the
    /// build plugin runs it for such a target).
    public static let missingFormattingModule = DiagnosticID(rawValue: "missing-formatting-module")

    // Syntax.
    /// Fluent syntax error; the entry became junk and is ignored. Also a carriage return
    /// without a line feed, which Fluent reads as text, running lines together.
    public static let syntaxError = DiagnosticID(rawValue: "syntax-error")
    /// Placeables nested deeper than the compiler accepts.
    public static let nestingTooDeep = DiagnosticID(rawValue: "nesting-too-deep")

    // Messages and translations.
    /// A message or term defined twice in one file.
    public static let duplicateID = DiagnosticID(rawValue: "duplicate-id")
    /// A source message has no translation in a locale.
    public static let missingMessage = DiagnosticID(rawValue: "missing-message")
    /// A translation of a message the source locale does not have.
    public static let extraMessage = DiagnosticID(rawValue: "extra-message")
    /// An attribute present in the source but not in a translation, or the reverse.
    public static let attributeMismatch = DiagnosticID(rawValue: "attribute-mismatch")
    /// A message with no text (only whitespace, or only an empty literal).
    public static let emptyMessage = DiagnosticID(rawValue: "empty-message")
    /// Invisible or bidi-control characters in a translation.
    public static let invisibleCharacter = DiagnosticID(rawValue: "invisible-character")

    // Variables and types.
    /// A translation uses a variable the source message does not declare or use.
    public static let undeclaredVariable = DiagnosticID(rawValue: "undeclared-variable")
    /// A translation leaves out a variable its source message shows (a warning in the
    /// debug profile, an error in release; `# @allow-dropped-argument` accepts it).
    public static let droppedArgument = DiagnosticID(rawValue: "dropped-argument")
    /// A `# Variables:` line that cannot be read, declares an unknown type, or names a
    /// type in Mozilla's words that the message's own use contradicts (`$time (string)`
    /// in `DATETIME()`): the variable is then inferred.
    public static let invalidVariableDeclaration = DiagnosticID(rawValue: "invalid-variable-declaration")
    /// A variable used as something its type cannot be (a String as a plural selector).
    public static let typeMismatch = DiagnosticID(rawValue: "type-mismatch")

    // Selectors and plurals.
    /// A variant key that is not a plural category of the locale.
    public static let invalidVariantKey = DiagnosticID(rawValue: "invalid-variant-key")
    /// A plural category ICU selects for some numbers that has no variant.
    public static let missingPluralCategory = DiagnosticID(rawValue: "missing-plural-category")
    /// A variant whose key repeats an earlier key of its select (`[1]` after `[1.0]`):
    /// it can never be selected.
    public static let duplicateVariantKey = DiagnosticID(rawValue: "duplicate-variant-key")
    /// A select expression without a `*[default]` variant.
    public static let missingDefaultVariant = DiagnosticID(rawValue: "missing-default-variant")

    // References and functions.
    /// A call to a function that is neither built in (`NUMBER`, `DATETIME`, `GENDER`) nor
    /// declared in `catalogc.json`, or with the wrong arguments.
    public static let unknownFunction = DiagnosticID(rawValue: "unknown-function")
    /// An option of `NUMBER` or `DATETIME` that does not exist, or a value it cannot take
    /// (`style: "procent"`, `currency: "euro"`, `hour` on a timeStyle).
    public static let invalidFunctionOption = DiagnosticID(rawValue: "invalid-function-option")
    /// A reference to a message, term or attribute that does not exist.
    public static let unknownReference = DiagnosticID(rawValue: "unknown-reference")
    /// Messages or terms that reference each other in a cycle.
    public static let referenceCycle = DiagnosticID(rawValue: "reference-cycle")

    // Swift mapping.
    /// Two paths map to the same Swift type (`a-b.ftl` and `a_b.ftl`), two locale
    /// folders to one case, two output files differ only in letter case, or a name takes
    /// one the generated code uses itself (`String.ftl`, `CatalogLocale.ftl`). Message ids,
    /// attributes and variables that differ get distinct Swift names instead.
    public static let identifierCollision = DiagnosticID(rawValue: "identifier-collision")
    /// A catalog file name that cannot become a Swift type name.
    public static let invalidCatalogName = DiagnosticID(rawValue: "invalid-catalog-name")
    /// An id maps to a Swift keyword; it is escaped with backticks.
    public static let swiftKeyword = DiagnosticID(rawValue: "swift-keyword")
}
