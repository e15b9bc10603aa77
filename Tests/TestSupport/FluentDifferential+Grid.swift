import Foundation

extension FluentDifferential {
    /// The kind of a message argument, as the generated code types it.
    public enum Kind: Sendable {
        case int, number, string, date, dateTime, text
    }

    /// One message (or attribute) of a generated render table: what it takes, and how
    /// to render it with the generated code for a row of the grid.
    public struct TableEntry<Locale: Sendable>: Sendable {
        public let catalog: String
        public let id: String
        public let attribute: String?
        public let parameters: [(name: String, kind: Kind)]
        public let render: @Sendable (GridRow, Locale) throws -> String?

        public init(
            catalog: String, id: String, attribute: String?, parameters: [(name: String, kind: Kind)],
            render: @escaping @Sendable (GridRow, Locale) throws -> String?
        ) {
            self.catalog = catalog
            self.id = id
            self.attribute = attribute
            self.parameters = parameters
            self.render = render
        }
    }

    /// One value per parameter of a message, in order.
    public struct GridRow: Sendable {
        enum Value: Sendable {
            case int(Int)
            case number(Double)
            case string(String)
            case date(year: Int, month: Int, day: Int)
            /// Noon UTC of that day: an instant every time zone shows on a known date.
            case dateTime(year: Int, month: Int, day: Int)
        }
        let values: [Value]

        public func int(_ index: Int) -> Int {
            if case .int(let value) = values[index] { return value }
            preconditionFailure("argument \(index) is not an Int")
        }
        public func number(_ index: Int) -> Double {
            if case .number(let value) = values[index] { return value }
            preconditionFailure("argument \(index) is not a Number")
        }
        public func string(_ index: Int) -> String {
            if case .string(let value) = values[index] { return value }
            preconditionFailure("argument \(index) is not a String")
        }
        public func date(_ index: Int) -> (year: Int, month: Int, day: Int) {
            if case .date(let year, let month, let day) = values[index] { return (year, month, day) }
            preconditionFailure("argument \(index) is not a Date")
        }
        /// A `DateTime` argument's instant: seconds since 1970 of noon UTC on its day.
        public func instant(_ index: Int) -> Double {
            guard case .dateTime(let year, let month, let day) = values[index] else {
                preconditionFailure("argument \(index) is not a DateTime")
            }
            var components = DateComponents(year: year, month: month, day: day, hour: 12)
            components.timeZone = TimeZone(identifier: "UTC")
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar.date(from: components)!.timeIntervalSince1970
        }
    }

    /// The argument grid: plural boundaries of en, pt-BR and ru (0, 1, few, many, 11,
    /// 21, 22, 101, a million), fractions, strings in three scripts, a leap day.
    static let ints = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_000_000]
    static let numbers: [Double] = [0, 1, 1.5, 2, 5, 21, 22, 1_000_000]
    static let strings = ["São Paulo", "Ана", "中文 😀"]
    static let dates = [(2024, 2, 29), (1999, 12, 31)]

    /// A message's rows: every combination of the grid's values while there are at most
    /// `maximumProduct`, else the grid walked once for every parameter at a time (each
    /// value of each parameter still appears), so a message with many arguments stays
    /// linear in them.
    static func rows(_ kinds: [Kind], maximumProduct: Int = 200) -> [GridRow] {
        let columns: [[GridRow.Value]] = kinds.map { kind in
            switch kind {
            case .int: ints.map { .int($0) }
            case .number: numbers.map { .number($0) }
            case .string, .text: strings.map { .string($0) }
            case .date: dates.map { .date(year: $0.0, month: $0.1, day: $0.2) }
            case .dateTime: dates.map { .dateTime(year: $0.0, month: $0.1, day: $0.2) }
            }
        }
        let product = columns.reduce(1) { $0 * $1.count }
        if product <= maximumProduct {
            var rows: [[GridRow.Value]] = [[]]
            for column in columns { rows = rows.flatMap { row in column.map { row + [$0] } } }
            return rows.map(GridRow.init)
        }
        let longest = columns.map(\.count).max() ?? 1
        return (0..<longest).map { index in GridRow(values: columns.map { $0[index % $0.count] }) }
    }

    /// The arguments as fluent_reference.py reads them: name=kind:value.
    static func requestArguments(_ row: GridRow, _ parameters: [(name: String, kind: Kind)]) -> [String] {
        zip(parameters, row.values).map { parameter, value in
            switch value {
            case .int(let number): "\(parameter.name)=int:\(number)"
            case .number(let number): "\(parameter.name)=float:\(number)"
            case .string(let text): "\(parameter.name)=string:\(text)"
            case .date(let year, let month, let day):
                "\(parameter.name)=date:" + String(format: "%04d-%02d-%02d", year, month, day)
            case .dateTime(let year, let month, let day):
                "\(parameter.name)=datetime:" + String(format: "%04d-%02d-%02dT12:00:00+00:00", year, month, day)
            }
        }
    }

    /// Every entry of a generated render table, for every row of its grid, in every locale.
    public static func renderings<Locale: RawRepresentable & Sendable>(
        of table: [TableEntry<Locale>], in locales: [Locale]
    ) -> [Rendering] where Locale.RawValue == String {
        var renderings: [Rendering] = []
        for locale in locales {
            for entry in table {
                for row in rows(entry.parameters.map(\.kind)) {
                    renderings.append(
                        Rendering(
                            locale: locale.rawValue, id: entry.id, attribute: entry.attribute,
                            arguments: requestArguments(row, entry.parameters)
                        ) { try entry.render(row, locale) })
                }
            }
        }
        return renderings
    }
}
