/// The most messages with arguments one catalog may have.
///
/// Every catalog becomes one enum whose messages with arguments are cases with
/// associated values, and the generated code switches over them. Swift 6.3 gives up
/// proving such a switch exhaustive at about 620 of those cases ("the compiler is unable
/// to check that this switch is exhaustive in reasonable time"; cases without arguments
/// do not count), which would fail the user's build after `catalogc` succeeded. The
/// limit leaves a margin for other compiler versions; splitting the file into several
/// catalogs (each its own enum) lifts it.
enum SwitchSizeLimit {
    static let maximumMessagesWithArguments = 500

    /// An error at the first message past the limit, or nil when the catalog is within it.
    static func check(_ messages: [MessageModel], catalog: String) -> Diagnostic? {
        var count = 0
        for message in messages where !message.arguments.isEmpty {
            count += 1
            guard count > maximumMessagesWithArguments else { continue }
            let total = messages.filter { !$0.arguments.isEmpty }.count
            return Diagnostic(
                .error, .catalogTooLarge,
                "'\(catalog).ftl' has \(total) messages with arguments; Swift cannot check a switch over more than about 600 of them, so one catalog takes at most \(maximumMessagesWithArguments): move some messages (from '\(message.id)' on) to another .ftl file, which becomes its own enum",
                at: message.location)
        }
        return nil
    }
}
