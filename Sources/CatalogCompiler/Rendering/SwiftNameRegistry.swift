/// Assigns Swift names to the messages, arguments and attributes of one catalog,
/// reporting collisions with each other, with what the generated enum declares itself
/// (``GeneratedNames``) and with keywords.
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
        if GeneratedNames.catalogMembers.contains(name) || GeneratedNames.unusableMembers.contains(name) {
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

    /// Argument labels for a message's arguments; reports two variables with one label,
    /// and labels that would shadow a parameter or local of the generated code.
    func labels(for arguments: [ArgumentDeclaration], message: String, diagnostics: inout DiagnosticCollector)
        -> [SwiftArgument]
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
            } else if GeneratedNames.functionLocals.contains(label) {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "'$\(argument.name)' of '\(message)' becomes the Swift label '\(label)', which the generated code already uses for a parameter of its own; rename the variable",
                        at: argument.location))
            }
            seen[label] = argument.name
            return SwiftArgument(name: argument.name, label: label, type: argument.type, summary: argument.summary)
        }
    }

    /// Accessor names for attributes; reports clashes with cases, generated members and
    /// each other, and between the generated per-locale render functions (`enValue`,
    /// `enLabel`) and the cases and accessors. Call after every case is named.
    func attributeAccessors(
        _ attributes: [(name: String, location: FileLocation)], localeCases: [(tag: String, caseName: String)],
        diagnostics: inout DiagnosticCollector
    ) -> [String] {
        // Generated render function → what it renders, for the messages.
        var functions: [String: String] = [:]
        for locale in localeCases {
            functions[GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: nil)] =
                "the generated function rendering the \(locale.tag) text"
        }
        var accessors: [String: String] = [:]
        let names = attributes.map { attribute in
            let accessor = SwiftNames.lowerCamel(attribute.name)
            let taken: String?
            if let id = cases[accessor]?.id {
                taken = "the case of the message '\(id)'"
            } else if let other = accessors[accessor] {
                taken = "the accessor of the attribute '.\(other)'"
            } else if GeneratedNames.catalogMembers.contains(accessor)
                || GeneratedNames.unusableMembers.contains(accessor)
            {
                taken = "a member the generated type needs for itself"
            } else {
                taken = functions[accessor]
            }
            if let taken {
                diagnostics.emit(
                    Diagnostic(
                        .error, .identifierCollision,
                        "attribute '.\(attribute.name)' becomes the accessor '\(accessor)', which is already \(taken); rename the attribute",
                        at: attribute.location))
            }
            accessors[accessor] = accessors[accessor] ?? attribute.name
            for locale in localeCases {
                let function = GeneratedNames.catalogRenderFunction(localeCase: locale.caseName, accessor: accessor)
                if let other = functions[function] {
                    diagnostics.emit(
                        Diagnostic(
                            .error, .identifierCollision,
                            "attribute '.\(attribute.name)' makes the generated function '\(function)' rendering it in \(locale.tag), which is already \(other); rename the attribute",
                            at: attribute.location))
                }
                functions[function] =
                    functions[function] ?? "the generated function rendering '.\(attribute.name)' in \(locale.tag)"
            }
            return accessor
        }
        for (name, message) in cases.sorted(by: { $0.key < $1.key }) {
            guard let function = functions[name] else { continue }
            diagnostics.emit(
                Diagnostic(
                    .error, .identifierCollision,
                    "'\(message.id)' becomes the case '\(name)', which is already \(function); rename the message",
                    at: message.location))
        }
        return names
    }
}
