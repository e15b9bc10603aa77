/// How a number is shown: the options of Fluent's `NUMBER()`, which are ECMA-402's
/// `Intl.NumberFormat` options with their defaults already resolved (the catalog compiler
/// resolves them at build time), as plain data.
///
/// Generated code formats with them through the baked ``NumberFormatData`` and
/// ``NumberStyleFormat`` of its locales, without ICU; `LocalizedValidationIntl`'s
/// `DecimalFormatter` formats with them through ICU.
public struct DecimalFormatOptions: Sendable, Hashable {
    /// Integer digits always shown, padding with zeros (`3` shows `007`).
    public var minimumIntegerDigits: Int
    /// Fraction digits always shown, padding with zeros (`2` shows `1.50`).
    public var minimumFractionDigits: Int
    /// Fraction digits at most, rounding half-even beyond them.
    public var maximumFractionDigits: Int
    /// Significant digits always shown; with ``maximumSignificantDigits``, they replace
    /// the fraction digits (ECMA-402's rule). Nil for none.
    public var minimumSignificantDigits: Int?
    /// Significant digits at most; nil for none.
    public var maximumSignificantDigits: Int?
    /// Whether to group thousands (`1 000` in ru, `1.000` in pt-BR).
    public var useGrouping: Bool
    /// Decimal, percent, currency or unit.
    public var style: NumberStyle

    /// Creates options; digit counts are clamped to ECMA-402's ranges (integer digits
    /// 1…21, fraction digits 0…20, significant digits 1…21) and each maximum to at least
    /// its minimum.
    public init(
        minimumIntegerDigits: Int = 1, minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 3,
        minimumSignificantDigits: Int? = nil, maximumSignificantDigits: Int? = nil,
        useGrouping: Bool = true, style: NumberStyle = .decimal
    ) {
        self.minimumIntegerDigits = min(max(minimumIntegerDigits, 1), 21)
        let minimum = min(max(minimumFractionDigits, 0), 20)
        self.minimumFractionDigits = minimum
        self.maximumFractionDigits = min(max(maximumFractionDigits, minimum), 20)
        if minimumSignificantDigits != nil || maximumSignificantDigits != nil {
            let least = min(max(minimumSignificantDigits ?? 1, 1), 21)
            self.minimumSignificantDigits = least
            self.maximumSignificantDigits = min(max(maximumSignificantDigits ?? 21, least), 21)
        }
        self.useGrouping = useGrouping
        self.style = style
    }
}

/// What a number is: a plain decimal, a percent, an amount of a currency, or a measure
/// in a unit (ECMA-402's `style`, with `currency`/`currencyDisplay` and `unit`/`unitDisplay`).
public struct NumberStyle: Sendable, Hashable {
    /// The style and its data: the catalog compiler reads it to resolve defaults.
    package enum Kind: Hashable, Sendable {
        case decimal, percent
        case currency(String, CurrencyDisplay)
        case unit(String, UnitDisplay)
    }

    package let kind: Kind

    /// A plain number (`1,234.5`).
    public static let decimal = NumberStyle(kind: .decimal)
    /// The number times 100 with the locale's percent sign (`0.25` → `25%`, `25 %` in ru).
    public static let percent = NumberStyle(kind: .percent)

    /// An amount of `code` (an ISO 4217 code such as `EUR`), shown as `display` says.
    public static func currency(_ code: String, display: CurrencyDisplay = .symbol) -> NumberStyle {
        NumberStyle(kind: .currency(code.uppercased(), display))
    }

    /// A measure in `identifier`, a CLDR unit as ECMA-402 names it (`kilometer`,
    /// `kilometer-per-hour`), shown as `display` says.
    public static func unit(_ identifier: String, display: UnitDisplay = .short) -> NumberStyle {
        NumberStyle(kind: .unit(identifier, display))
    }
}

/// How a currency is shown: ECMA-402's `currencyDisplay`.
public struct CurrencyDisplay: Sendable, Hashable {
    /// The ECMA-402 value, which is also the name of the static member.
    package let name: String
    /// The locale's symbol (`€`, `US$` in pt-BR): the default.
    public static let symbol = CurrencyDisplay(name: "symbol")
    /// The shortest symbol (`$` for any dollar).
    public static let narrowSymbol = CurrencyDisplay(name: "narrowSymbol")
    /// The ISO code (`EUR`).
    public static let code = CurrencyDisplay(name: "code")
    /// The currency's name, in the plural the number takes (`euros`).
    public static let name = CurrencyDisplay(name: "name")
    /// Every display, in ECMA-402's order.
    package static let all: [CurrencyDisplay] = [.symbol, .narrowSymbol, .code, .name]
}

/// How a unit is shown: ECMA-402's `unitDisplay`.
public struct UnitDisplay: Sendable, Hashable {
    /// The ECMA-402 value, which is also the name of the static member.
    package let name: String
    /// Abbreviated (`5 km`): the default.
    public static let short = UnitDisplay(name: "short")
    /// The shortest form (`5km`).
    public static let narrow = UnitDisplay(name: "narrow")
    /// Spelled out, in the plural the number takes (`5 kilometers`).
    public static let long = UnitDisplay(name: "long")
    /// Every display, in ECMA-402's order.
    package static let all: [UnitDisplay] = [.short, .narrow, .long]
}
