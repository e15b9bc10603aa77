// A stand-in for the part of SwiftUI the docs use, so that Scripts/check-docs compiles
// their SwiftUI samples on Linux, where SwiftUI does not exist. It declares the shapes of
// SwiftUI's API (signatures only; nothing renders): what is checked is the samples' use
// of LocalizedValidation — `FormModel` subscripts through a `Binding`, `visibleError`,
// `submit`, `localized(in:)`. On Apple platforms the script uses the real SwiftUI.

/// A piece of user interface (SwiftUI's `View`).
@MainActor
public protocol View {
    /// The view's content.
    associatedtype Body: View
    /// The view's content, built by ``ViewBuilder``.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// A primitive view.
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body (`return` keeps the result builder out).
    public var body: Never { return fatalError("a primitive view has no body") }
}

/// Any view (the shim's builder erases every view to this type).
public struct AnyView: View {
    /// Erases a view.
    public init(_ view: some View) {}
    /// A primitive view.
    public typealias Body = Never
}

/// Builds views from closures (SwiftUI's `ViewBuilder`), erasing their types.
@MainActor
@resultBuilder
public enum ViewBuilder {
    /// One view.
    public static func buildExpression(_ view: some View) -> AnyView { AnyView(view) }
    /// A block of views.
    public static func buildBlock(_ views: AnyView...) -> AnyView { AnyView(Group()) }
    /// An `if` without `else`.
    public static func buildOptional(_ view: AnyView?) -> AnyView { AnyView(Group()) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first view: AnyView) -> AnyView { view }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second view: AnyView) -> AnyView { view }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ view: AnyView) -> AnyView { view }
}

/// A group of views.
public struct Group: View {
    /// An empty group.
    public init() {}
    /// A primitive view.
    public typealias Body = Never
}

/// A reference to a value and a way to change it (SwiftUI's `Binding`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding through two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property or subscript of the value (`$form[.email]`, `$form[text: "email"]`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// State a view owns (SwiftUI's `State`).
@propertyWrapper
public struct State<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    /// State with an initial value.
    public init(initialValue value: Value) { box = Box(value) }
    /// State with an initial value (`@State var x = …`).
    public init(wrappedValue value: Value) { box = Box(value) }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$x`).
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A container of form controls.
public struct Form: View {
    /// A form of the views the closure builds.
    public init(@ViewBuilder content: () -> AnyView) {}
    /// A primitive view.
    public typealias Body = Never
}

/// Text on screen.
public struct Text: View {
    /// Text shown as it is.
    public init(_ content: String) {}
    /// A primitive view.
    public typealias Body = Never
}

/// An editable text field.
public struct TextField: View {
    /// A field with a title, editing a string.
    public init(_ title: String, text: Binding<String>) {}
    /// A primitive view.
    public typealias Body = Never
}

/// A switch or checkbox.
public struct Toggle: View {
    /// A toggle with a title, editing a flag.
    public init(_ title: String, isOn: Binding<Bool>) {}
    /// A primitive view.
    public typealias Body = Never
}

/// A button.
public struct Button: View {
    /// A button with a title and an action.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {}
    /// A primitive view.
    public typealias Body = Never
}

/// A colour.
public struct Color: Sendable {
    /// Red.
    public static let red = Color()
}

extension View {
    /// Sets the style of the view's text.
    public func foregroundStyle(_ style: Color) -> AnyView { AnyView(self) }
    /// Disables the view's controls.
    public func disabled(_ disabled: Bool) -> AnyView { AnyView(self) }
}
