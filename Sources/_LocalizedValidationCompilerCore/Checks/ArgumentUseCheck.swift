import LocalizedValidationIntl

/// Each use of an argument against its type (`NUMBER()` on a date, a text as a selector).
extension CatalogAnalysis {
    /// Checks each use of an argument against the argument's type, once per use.
    mutating func checkUses(_ arguments: ArgumentResolution, table: EntryTable) {
        // Uses in an entry of another file of the locale were checked there.
        for checked in arguments.uses where table.entries[checked.entry].home == nil {
            checkUse(
                checked.use, type: checked.declaration.type, declaration: checked.declaration,
                message: table.entries[checked.entry].displayName)
        }
    }

    // MARK: Arguments and types

    /// Reports a use its argument's type does not allow.
    mutating func checkUse(
        _ use: VariableUse, type: ArgumentType, declaration: ArgumentDeclaration, message: String
    ) {
        let allowed: Bool
        let usage: String
        switch use.role {
        case .placeable: (allowed, usage) = (true, "")
        case .number: (allowed, usage) = (type.isNumeric, "in NUMBER()")
        case .date: (allowed, usage) = (type == .date || type == .dateTime, "in DATETIME()")
        case .dateTime:
            (allowed, usage) = (
                type == .dateTime,
                "in DATETIME() with a time or a time zone, which needs a DateTime argument (declare it '$\(use.name) (DateTime)')"
            )
        case .pluralSelector: (allowed, usage) = (type.isNumeric, "as a plural selector")
        // A number selecting on non-plural keys is reported by the plural key check.
        case .stringSelector: (allowed, usage) = (type != .date && type != .dateTime && type != .text, "as a selector")
        case .functionArgument(let expected, let function):
            (allowed, usage) = (type == expected, "as the \(expected) argument of \(function)() (catalogc.json)")
        case .genderSelector: (allowed, usage) = (type == .text, "in GENDER(), which needs a Text argument")
        }
        guard !allowed else { return }
        let origin = declaration.isDeclared ? "declared" : "inferred"
        diagnostics.emit(
            Diagnostic(
                .error, .typeMismatch,
                "'$\(use.name)' of '\(message)' is \(type) (\(origin)) but is used \(usage); change the use or the declared type",
                at: use.location,
                notes: [.init("'$\(use.name)' is \(origin) as \(type) here", at: declaration.location)]))
    }
}
