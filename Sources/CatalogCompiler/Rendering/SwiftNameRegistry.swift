/// Assigns Swift names to the messages, arguments and attributes of one catalog,
/// reporting collisions and keywords.
struct SwiftNameRegistry {
    let file: String
    /// Swift case name → the message id that took it, and where.
    private var cases: [String: (id: String, location: FileLocation)] = [:]

    init(file: String) {
        self.file = file
    }

    /// The case name for message `id`; reports a collision, a reserved name or a keyword.
    mutating func caseName(for id: String, at location: FileLocation, diagnostics: inout DiagnosticCollector) -> String
    {
        let name = SwiftNames.lowerCamel(id)
        if let first = cases[name] {
            diagnostics.emit(
                Diagnostic(
                    .error, .identifierCollision,
                    "'\(id)' and '\(first.id)' both become the Swift case '\(name)'; rename one of them",
                    at: location, notes: [.init("'\(first.id)' is defined here", at: first.location)]))
        } else {
            cases[name] = (id, location)
        }
        if SwiftNames.reservedMembers.contains(name) || SwiftNames.unusable.contains(name) {
            diagnostics.emit(
                Diagnostic(
                    .error, .identifierCollision,
                    "'\(id)' becomes '\(name)', which the generated type needs for itself; rename the message",
                    at: location))
        } else if SwiftNames.keywords.contains(name) {
            diagnostics.emit(
                Diagnostic(
                    .warning, .swiftKeyword,
                    "'\(id)' becomes the Swift keyword '\(name)', written `\(name)` in code; consider another id",
                    at: location))
        }
        return name
    }

    /// Argument labels for a message's arguments; reports two variables with one label.
    func labels(for arguments: [ArgumentDeclaration], message: String, diagnostics: inout DiagnosticCollector)
        -> [ArgumentModel]
    {
        var seen: [String: String] = [:]
        return arguments.map { argument in
            let label = SwiftNames.lowerCamel(argument.name)
            if let other = seen[label] {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "'$\(argument.name)' and '$\(other)' of '\(message)' both become the Swift label '\(label)'; rename one",
                        at: argument.location))
            } else if SwiftNames.unusable.contains(label) || label == "inout" || label == "var" || label == "let" {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "'$\(argument.name)' of '\(message)' becomes '\(label)', which Swift cannot use as an argument; rename it",
                        at: argument.location))
            }
            seen[label] = argument.name
            return ArgumentModel(name: argument.name, label: label, type: argument.type, summary: argument.summary)
        }
    }

    /// Accessor names for attributes; reports clashes with cases and generated members.
    func attributeAccessors(_ names: [String], at location: FileLocation, diagnostics: inout DiagnosticCollector)
        -> [String]
    {
        names.map { name in
            let accessor = SwiftNames.lowerCamel(name)
            if cases[accessor] != nil || SwiftNames.reservedMembers.contains(accessor)
                || SwiftNames.unusable.contains(accessor)
            {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "attribute '.\(name)' becomes the accessor '\(accessor)', which is already a message or a generated member; rename the attribute",
                        at: location))
            }
            return accessor
        }
    }
}
