import Foundation
import LocalizedValidation
import LocalizedValidationIntl
import LocalizedValidationMessages

/// The Registration example: validates the app's forms and prints their errors in the
/// requested locales (see `Registration --help`).

func printError(_ message: String) {
    FileHandle.standardError.write(Data("Registration: \(message)\n".utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(Options.usage)
    exit(0)
}
let options: Options
do {
    options = try Options(arguments)
} catch {
    printError("\(error.message)\n\n\(Options.usage)")
    exit(64)
}

/// The locales to render in: --locale tags, else the Accept-Language negotiation, else
/// every locale of the app.
var renderLocales: [AppLocale] = options.locales.map { AppLocale.negotiated([$0]) }
if let header = options.acceptLanguage { renderLocales.append(AppLocale.negotiated(acceptLanguage: header)) }
if renderLocales.isEmpty { renderLocales = options.form == nil ? AppLocale.allCases : [.source] }

if options.jsonSchema, let screen = options.screen {
    // What a client can check before it sends: types, required members, bounds.
    print(screen.schema.jsonSchema(title: screen.rawValue), terminator: "")
    exit(0)
}

if let form = options.form, let screen = options.screen {
    let data: Data
    do {
        data =
            form == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: form))
    } catch {
        printError("cannot read \(form): \(error.localizedDescription)")
        exit(66)
    }
    let locale = renderLocales[0]
    // The input is read in the locale and zone the caller names; an unknown one is a
    // usage error, never a silent English or UTC.
    let environment: InputEnvironment
    do {
        let inputLocale = try IntlLocale(options.inputLocale ?? locale.identifier)
        let timeZone = try options.timeZone.map { try TimeZoneID($0) } ?? TimeZoneID(TimeZone.current)
        environment = InputEnvironment(locale: inputLocale, timeZone: timeZone)
    } catch {
        printError("\(error)")
        exit(64)
    }
    // The library's bounded reader, as a server reads a body: numbers exact, limits on
    // size, depth and containers, and a malformed body answered with problem details.
    let header = options.acceptLanguage ?? options.locales.first
    let result: ValidationResult
    do {
        result = try screen.schema.validate(json: data, environment: environment, limits: .default)
    } catch let error as JSONInputError {
        let response = FormInput.response(error, acceptLanguage: header)
        if options.json {
            FileHandle.standardError.write(Data(response.headers.map { $0 + "\n" }.joined().utf8))
            print(response.body)
        } else {
            let source = form == "-" ? "standard input" : form
            let place = "byte \(error.offset)" + (error.pointer.isEmpty ? "" : ", in \(error.pointer)")
            printError("invalid JSON in \(source) at \(place): \(response.problem.detail) [\(error.reason)]")
        }
        exit(65)
    } catch {
        // validate(json:) throws nothing else; a future error is still reported.
        printError("\(error)")
        exit(70)
    }
    if options.json {
        // The body on standard output, exactly as a server sends it; the status and
        // headers on standard error.
        let response = FormInput.response(result, acceptLanguage: header)
        FileHandle.standardError.write(Data(response.headers.map { $0 + "\n" }.joined().utf8))
        print(response.body)
    } else {
        Report.print(result, screen: screen, sample: nil, locales: renderLocales)
    }
    exit(result.isValid ? 0 : 1)
}

for sample in Sample.all where options.screen == nil || options.screen == sample.screen {
    // The samples' locales and zones are constants, checked by ICU here.
    let result = sample.screen.schema.validate(sample.values, environment: try! sample.environment)
    Report.print(result, screen: sample.screen, sample: sample.name, locales: renderLocales)
}
