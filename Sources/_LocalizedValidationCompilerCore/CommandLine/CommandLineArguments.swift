/// A hand-written parser for `catalogc`'s arguments: `--name value`, `--name=value`,
/// boolean flags, and positional arguments; `--` ends the options.
package struct CommandLineArguments {
    /// A usage error; `catalogc` prints it with the command's help and exits 64.
    package struct UsageError: Error, CustomStringConvertible {
        package let description: String

        package init(description: String) { self.description = description }
    }

    package private(set) var options: [String: String] = [:]
    package private(set) var flags: Set<String> = []
    package private(set) var positional: [String] = []

    /// Parses `arguments` given the option names that take a value and the flags.
    package init(_ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                // The end of options: what follows is positional even if it starts with --.
                positional += arguments[index...]
                break
            }
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flagOptions.contains(name) {
                guard value == nil else { throw UsageError(description: "--\(name) takes no value") }
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if value == nil {
                    guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                        throw UsageError(description: "--\(name) needs a value")
                    }
                    value = arguments[index]
                    index += 1
                }
                guard options[name] == nil else { throw UsageError(description: "--\(name) is given twice") }
                options[name] = value
            } else {
                throw UsageError(description: "unknown option --\(name)")
            }
        }
    }

    /// The value of an option restricted to `choices`, or `defaultValue`.
    package func choice(
        _ name: String, of choices: [String], default defaultValue: String
    ) throws(UsageError) -> String {
        guard let value = options[name] else { return defaultValue }
        guard choices.contains(value) else {
            throw UsageError(description: "--\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }
}
