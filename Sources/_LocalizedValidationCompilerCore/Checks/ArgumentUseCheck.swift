import LocalizedValidationIntl

/// Each use of an argument against its type (`NUMBER()` on a date, a text as a selector).
extension CatalogAnalysis {
    /// Checks each use of an argument against the argument's type, once per use.
    ///
    /// - Parameter reportedInSource: For a translation, the mismatches its source file
    ///   reports (``sourceMismatches(_:table:)``): a translation that uses an argument as
    ///   its source does repeats an error only the source can fix (pdf.js declares
    ///   `$dateObj (Date)` and shows its time, in 113 locales), so it is not reported again.
    mutating func checkUses(
        _ arguments: ArgumentResolution, table: EntryTable, reportedInSource: Set<UseMismatch> = []
    ) {
        // Uses in an entry of another file of the locale were checked there.
        for checked in arguments.uses where table.entries[checked.entry].home == nil {
            if !reportedInSource.isEmpty,
                reportedInSource.contains(
                    UseMismatch(
                        message: table.entries[checked.entry].name, variable: checked.use.name, role: checked.use.role))
            {
                continue
            }
            checkUse(
                checked.use, type: checked.declaration.type, declaration: checked.declaration,
                message: table.entries[checked.entry].displayName)
        }
    }

    /// A use its argument's type does not allow, by message, variable and role.
    struct UseMismatch: Hashable {
        let message: String
        let variable: String
        let role: VariableUse.Role
    }

    /// The uses of a file's own entries that ``checkUse(_:type:declaration:message:)`` reports.
    static func sourceMismatches(_ arguments: ArgumentResolution, table: EntryTable) -> Set<UseMismatch> {
        var mismatches = Set<UseMismatch>()
        for checked in arguments.uses where table.entries[checked.entry].home == nil {
            guard isMismatch(checked.use, declaration: checked.declaration) else { continue }
            mismatches.insert(
                UseMismatch(
                    message: table.entries[checked.entry].name, variable: checked.use.name, role: checked.use.role))
        }
        return mismatches
    }

    // MARK: Arguments and types

    /// Whether `type` does not allow `use`.
    static func isMismatch(_ use: VariableUse, declaration: ArgumentDeclaration) -> Bool {
        let type = declaration.type
        guard !type.allows(use.role) else { return false }
        // Declared a String, a selector's `[one]` is text like any key, as Fluent matches
        // a string (Firefox passes the name of a plural category it chose itself).
        return !(type == .string && use.role == .pluralSelector && declaration.isDeclared)
    }

    /// Reports a use its argument's type does not allow.
    mutating func checkUse(
        _ use: VariableUse, type: ArgumentType, declaration: ArgumentDeclaration, message: String
    ) {
        guard Self.isMismatch(use, declaration: declaration) else { return }
        let usage: String =
            switch use.role {
            case .placeable: ""
            case .number: "in NUMBER()"
            case .date: "in DATETIME()"
            case .dateTime: "in DATETIME() with a time or a time zone"
            case .pluralSelector: "as a plural selector"
            case .stringSelector: "as a selector"
            case .functionArgument(let expected, let function):
                "as the \(expected) argument of \(function)() (catalogc.json)"
            case .genderSelector: "in GENDER(), which needs a Text argument"
            }
        let origin = declaration.isDeclared ? "declared" : "inferred"
        // A time of day needs the type that has one.
        let fix =
            switch (use.role, type) {
            case (.dateTime, .date):
                "a Date is a calendar day, without a time or a zone: declare it '$\(use.name) (DateTime)', an instant shown in a time zone, or drop the time options"
            case (.dateTime, _): "a time or a zone needs a DateTime argument: declare it '$\(use.name) (DateTime)'"
            default: "change the use or the declared type"
            }
        diagnostics.emit(
            Diagnostic(
                .error, .typeMismatch,
                "'$\(use.name)' of '\(message)' is \(type) (\(origin)) but is used \(usage); \(fix)",
                at: use.location,
                notes: [.init("'$\(use.name)' is \(origin) as \(type) here", at: declaration.location)]))
    }
}
