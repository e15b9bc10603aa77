/// The command line of the example.
struct Options {
    var locales: [String] = []
    var acceptLanguage: String?
    var screen: Screen?
    /// A JSON form: a file path, or `-` for standard input.
    var form: String?
    var json = false
    var jsonSchema = false
    var inputLocale: String?
    var timeZone: String?

    static let usage = """
        USAGE: Registration [options]

        With no options, validates built-in sample submissions of the three screens
        (sign-up, profile, registration) and prints each one's errors in every locale of
        the app (en, ar, de, es, fr, it, ja, nl, pl, pt-BR, pt-PT, ru, tr, uk, zh-Hans and the
        pseudo-locales en-XA and ar-XB). Dutch (nl) is a locale the library has no
        messages in: the app gives them in Locales/nl/ValidationMessage.ftl.

        OPTIONS:
          --locale <tag>             Render messages in this locale (repeatable).
          --accept-language <value>  Negotiate the locale from an HTTP Accept-Language header.
          --screen <name>            sign-up, profile or registration (required with --form).
          --form <file | ->          Validate one JSON object of field values (- reads stdin),
                                     such as {"email": "ana@example.com", "terms": true}.
          --input-locale <tag>       The locale numbers and dates were typed in (default:
                                     the negotiated locale).
          --time-zone <id>           The user's time zone, for age checks, such as
                                     America/Sao_Paulo (default: this machine's zone).
          --json                     Print what a server answers: for errors, the problem
                                     details (RFC 9457, application/problem+json) in the
                                     negotiated locale (422; 400 or 413 for a body that is
                                     not JSON or too large); for a valid form, the
                                     normalized values. The status and headers go to
                                     standard error.
          --json-schema              Print the screen's request body contract as JSON Schema
                                     (draft 2020-12), for an OpenAPI document or a web
                                     client (with --screen).
          -h, --help                 Show this help.

        EXIT CODES: 0 valid (or samples printed), 1 the form has errors, 64 usage error,
        65 invalid JSON input (with --json, its problem details are printed).
        """

    struct UsageError: Error {
        let message: String
    }

    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            guard index + 1 < arguments.count else { throw UsageError(message: "\(name) needs a value") }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--locale": locales.append(try value(argument))
            case "--accept-language": acceptLanguage = try value(argument)
            case "--form": form = try value(argument)
            case "--input-locale": inputLocale = try value(argument)
            case "--time-zone": timeZone = try value(argument)
            case "--json": json = true
            case "--json-schema": jsonSchema = true
            case "--screen":
                let name = try value(argument)
                guard let screen = Screen(rawValue: name) else {
                    let names = Screen.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError(message: "unknown screen '\(name)'; the screens are \(names)")
                }
                self.screen = screen
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
            index += 1
        }
        if form != nil, screen == nil { throw UsageError(message: "--form needs --screen") }
        if json, form == nil { throw UsageError(message: "--json needs --form") }
        if jsonSchema, screen == nil { throw UsageError(message: "--json-schema needs --screen") }
        if jsonSchema, form != nil { throw UsageError(message: "--json-schema prints a schema; it takes no --form") }
    }
}
