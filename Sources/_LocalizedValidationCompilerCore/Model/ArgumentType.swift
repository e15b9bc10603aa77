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

    /// Whether a variable of this type may be used so: `NUMBER()` takes numbers,
    /// `DATETIME()` dates (and, with a time or a zone, only date-times), a plural
    /// selector numbers, `GENDER()` a `Text`, an app function's argument its declared type.
    package func allows(_ role: VariableUse.Role) -> Bool {
        switch role {
        case .placeable: true
        case .number, .pluralSelector: isNumeric
        case .date: self == .date || self == .dateTime
        case .dateTime: self == .dateTime
        // A number selecting on non-plural keys is reported by the plural key check.
        case .stringSelector: self != .date && self != .dateTime && self != .text
        case .genderSelector: self == .text
        case .functionArgument(let expected, _): self == expected
        }
    }

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
    /// The type word as written when it is not one of ours as we spell it (``ArgumentType``'s
    /// raw values): Mozilla's `date`, `string`, `number`, `url`. Such a word describes the
    /// value a JavaScript app passes rather than binding a Swift type, so the uses refine
    /// it (a `date` shown with a time is a JavaScript `Date`, an instant: a `DateTime`),
    /// and a use it cannot have makes the variable inferred, with a warning. Nil for our
    /// own words, which bind: a use they do not allow is a `type-mismatch`.
    package var descriptiveWord: String? = nil
}
