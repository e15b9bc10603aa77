/// A textual description of a value's structure that leaves out every stored property
/// named `span`: two syntax trees parsed from differently laid out text describe the
/// same when they differ only in source positions.
///
/// It walks the value by reflection, so it follows the syntax tree as other changes
/// reshape it, without a hand-written comparison to keep in step.
public enum StructuralDescription {
    /// The description of `value`.
    public static func of(_ value: Any) -> String {
        var output = ""
        append(value, to: &output)
        return output
    }

    private static func append(_ value: Any, to output: inout String) {
        switch value {
        case let text as String:
            output += text.debugDescription
            return
        case let flag as Bool:
            output += flag ? "true" : "false"
            return
        case let number as Int:
            output += String(number)
            return
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            if let wrapped = mirror.children.first {
                append(wrapped.value, to: &output)
            } else {
                output += "nil"
            }
            return
        }
        output += String(describing: mirror.subjectType)
        if mirror.displayStyle == .enum, mirror.children.isEmpty {
            output += "." + String(describing: value)
            return
        }
        output += "("
        for child in mirror.children where child.label != "span" {
            if let label = child.label { output += label + ":" }
            append(child.value, to: &output)
            output += ","
        }
        output += ")"
    }
}
