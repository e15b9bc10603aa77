// What the README's tour uses without showing where it comes from: things an app
// already has (its web framework's request, its server API). Scripts/check-docs copies
// this file into the App target it builds from the README.
import LocalizedValidation

/// The web framework's request that the tour renders issues for.
struct Request: Sendable {
    /// The request's headers.
    let headers: [String: String]
}

/// The request the tour answers: a Russian reader, as the tour's sample output shows.
let request = Request(headers: ["Accept-Language": "ru,en;q=0.8"])

/// The app's server API, which the SwiftUI view submits a valid form to.
struct ServerAPI: Sendable {
    /// Creates an account from a valid form's normalized values.
    func register(_ values: [FieldKey: FieldValue]) async throws {}
}

/// The app's server API.
let api = ServerAPI()
