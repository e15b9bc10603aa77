/// One of the CLDR plural operands a rule reads (TR35 "Plural Operand Meanings"):
/// `n i v w f t e`, and `c`, CLDR 42's synonym of `e`.
///
/// A struct rather than an enum, because CLDR adds operands (`e` and `c` are recent).
public struct PluralOperand: Sendable, Hashable, CustomStringConvertible {
    enum Kind: UInt8, Sendable, Hashable {
        case n, i, v, w, f, t, e
    }
    let kind: Kind

    /// `n`: the absolute value, fraction included (1.5 is not an integer, 1.0 is 1).
    public static let n = PluralOperand(kind: .n)
    /// `i`: the integer digits.
    public static let i = PluralOperand(kind: .i)
    /// `v`: the count of visible fraction digits, trailing zeros included.
    public static let v = PluralOperand(kind: .v)
    /// `w`: the count of visible fraction digits, trailing zeros excluded.
    public static let w = PluralOperand(kind: .w)
    /// `f`: the visible fraction digits, trailing zeros included.
    public static let f = PluralOperand(kind: .f)
    /// `t`: the visible fraction digits, trailing zeros excluded.
    public static let t = PluralOperand(kind: .t)
    /// `e`: the exponent of compact or scientific notation.
    public static let e = PluralOperand(kind: .e)
    /// `c`: the same operand as ``e``.
    public static let c = PluralOperand.e

    /// The operand named by a CLDR letter (`"i"`), or nil for another text.
    public init?(letter: String) {
        switch letter {
        case "n": kind = .n
        case "i": kind = .i
        case "v": kind = .v
        case "w": kind = .w
        case "f": kind = .f
        case "t": kind = .t
        case "e", "c": kind = .e
        default: return nil
        }
    }

    init(kind: Kind) { self.kind = kind }

    /// The CLDR letter, such as `i` (`e` for ``c``).
    public var description: String {
        switch kind {
        case .n: "n"
        case .i: "i"
        case .v: "v"
        case .w: "w"
        case .f: "f"
        case .t: "t"
        case .e: "e"
        }
    }
}
