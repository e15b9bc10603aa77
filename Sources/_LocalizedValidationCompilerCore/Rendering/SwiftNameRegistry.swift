/// Assigns Swift names to the messages, arguments and attributes of one catalog:
/// distinct names for distinct message ids and attribute names, never one the generated
/// enum declares itself (``GeneratedNames``); warns about keywords.
struct SwiftNameRegistry {
    let file: String

    /// The case names of a catalog's messages, in order (``SwiftNames/distinctNames(for:isReserved:)``):
    /// distinct for distinct ids, a member the generated type declares for itself
    /// (``GeneratedNames``) spelled out rather than refused. Warns about a keyword.
    func caseNames(
        for messages: [(id: String, location: FileLocation)], diagnostics: inout DiagnosticCollector
    ) -> [String] {
        let names = SwiftNames.distinctNames(for: messages.map(\.id)) { name in
            GeneratedNames.catalogMembers.contains(name) || GeneratedNames.unusableMembers.contains(name)
        }
        for (message, name) in zip(messages, names) where SwiftNames.keywords.contains(name) {
            diagnostics.emit(
                Diagnostic(
                    .warning, .swiftKeyword,
                    "'\(message.id)' becomes the Swift keyword '\(name)', written `\(name)` in code; consider another id",
                    at: message.location))
        }
        return names
    }

    /// Argument labels for a message's arguments (``SwiftNames/argumentLabels(for:)``):
    /// distinct labels for the distinct variables Fluent tells apart.
    func labels(for arguments: [ArgumentDeclaration]) -> [SwiftArgument] {
        zip(arguments, SwiftNames.argumentLabels(for: arguments.map(\.name))).map { argument, label in
            SwiftArgument(name: argument.name, label: label, type: argument.type, summary: argument.summary)
        }
    }

    /// Accessor names for attributes, by the rule of message cases
    /// (``SwiftNames/distinctNames(for:isReserved:)``): `.value`, `.description`,
    /// `.hash` keep their names (a method `description(in:isolation:)` beside a property
    /// `description`, or a case `hint` beside a method `hint(in:isolation:)`, is valid
    /// Swift), while the methods the generated type declares with the same parameters
    /// (`localized`, `grammaticalGender`) and the names Swift reads otherwise after a
    /// dot (`self`, `init`) are spelled out (`self_`). Their render functions are
    /// private helpers (``GeneratedNames/catalogRenderFunction(localeCase:accessor:)``),
    /// which no catalog name can meet.
    func attributeAccessors(_ attributes: [(name: String, location: FileLocation)]) -> [String] {
        SwiftNames.distinctNames(for: attributes.map(\.name)) { name in
            GeneratedNames.catalogMethods.contains(name) || GeneratedNames.unusableMembers.contains(name)
        }
    }
}
