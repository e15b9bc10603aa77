/// The type of a message argument, declared in the source locale's `# Variables:`
/// comment block or inferred from how the source message uses the variable.
package enum ArgumentType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Text inserted as it is (`String`).
    case string = "String"
    /// A whole number: formatted per locale, and a plural selector (`Int`).
    case int = "Int"
    /// A decimal number, formatted with `NUMBER()` options (`Double`).
    case number = "Number"
    /// A calendar date, formatted with `DATETIME()` (`CalendarDate`).
    case date = "Date"
    /// An instant shown in a time zone, formatted with `DATETIME()` and its time options
    /// (`ZonedDateTime`).
    case dateTime = "DateTime"
    /// Text that renders in the message's own locale (`LocalizedText`): a field label
    /// from another catalog, say. Declared only, never inferred.
    case text = "Text"

    /// Whether values of this type can select a plural variant.
    package var isNumeric: Bool { self == .int || self == .number }

    package var description: String { rawValue }
}

/// One argument of a message: its variable name, type and description.
package struct ArgumentDeclaration: Sendable, Hashable {
    /// The Fluent variable name, without `$`.
    package var name: String
    package var type: ArgumentType
    /// The description from the `# Variables:` block, for the doc comment.
    package var summary: String?
    /// Whether the type was declared rather than inferred.
    package var isDeclared: Bool
    /// Where it was declared, or first used in the source.
    package var location: FileLocation
    /// The values a number takes, declared as `$count (Int, 0...999999)`: plural
    /// categories only numbers outside it reach need no variant.
    package var range: ClosedRange<Int>? = nil
}
