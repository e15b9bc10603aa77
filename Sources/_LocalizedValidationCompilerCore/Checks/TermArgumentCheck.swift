/// References to a term that inserts a variable the reference does not pass.
extension ReferenceGraph {
    /// A term inserting a variable as text needs its reference to pass it (a term only
    /// sees what its reference passes). Selecting on a variable that is not passed is
    /// valid: the default variant is used. Reported at the reference, once.
    func checkTermArguments(_ diagnostics: inout DiagnosticCollector) {
        // An entry of another file of the locale was checked there.
        for (entry, entryCalls) in calls.enumerated() where table.entries[entry].home == nil {
            for call in entryCalls {
                let callee = entries[call.entry]
                guard !callee.placeableTermVariables.isEmpty else { continue }
                let passed = Set(call.termArguments.map(\.name))
                // Stops at the first variable missing: the work is bounded by what the
                // reference passes, not by the size of the term.
                for variable in callee.placeableTermVariables where !passed.contains(variable) {
                    let term = table.entries[call.entry].displayName
                    diagnostics.emit(
                        Diagnostic(
                            .error, .undeclaredVariable,
                            "'\(term)' inserts '$\(variable)', which this reference does not pass (a term only sees the arguments its reference passes); write \(term)(\(variable): \"…\")",
                            at: call.location))
                    break
                }
            }
        }
    }
}
