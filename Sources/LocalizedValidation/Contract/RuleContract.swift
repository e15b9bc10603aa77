import LocalizedValidationIntl

/// What a built-in rule requires of a value, in terms a JSON Schema can state: the
/// part of the rule a client can check before it sends. Rules of your own have none.
enum RuleContract: Sendable {
    /// `required`: the member must be present and not empty.
    case required
    /// `must-be-true`: the member must be `true`.
    case mustBeTrue
    /// `length`: the text's length in `unit`.
    case length(min: Int?, max: Int?, unit: TextLengthUnit)
    /// `number`: a JSON number within the bounds, or text typed in the input locale.
    case number(min: Double?, max: Double?)
    /// `integer`: a whole JSON number in the range, or text typed in the input locale.
    case integer(ClosedRange<Int>)
    /// `one-of`: one of the texts.
    case oneOf(Set<String>)
    /// `count`: the number of an array's elements.
    case count(min: Int, max: Int?)
}
