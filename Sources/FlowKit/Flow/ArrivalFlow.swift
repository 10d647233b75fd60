/// A flow whose screen is built anew on every arrival, from the values the verb carries.
///
/// Where a ``Flow`` builds its screen before anything is known and receives the callback's
/// values afterwards (`{ $0.prepare }`), an arrival flow builds the screen *from* them, so the
/// screen needs no optional state waiting for a second call:
///
/// ```swift
/// lazy var detail = ArrivalFlow(owner: self) { (movieID: Int) in
///     MovieDetailScreen(movieID: movieID)
/// } bind: { [unowned self] screen, lets in
///     screen.onCast = lets.push(self.cast)
/// }
/// // Elsewhere: a callback or step of type (Int) -> Void.
/// vc.onMovie = lets.push(self.detail)
/// ```
///
/// The flow's argument types are part of its type, so the verbs that enter it (`push`,
/// `present`) return a closure taking exactly those values: a callback or step that carries no
/// `Int` cannot enter `detail`, and there is no forwarding closure to forget. Verbs that
/// show a screen without values (`setRoot`, tabs, a navigator's `start`) do not accept it;
/// back verbs (`popTo`, `dismiss(to:)`) return to its latest screen.
///
/// Map walkers build the screen once to read its verbs, with the arguments'
/// ``MapPlaceholder`` values; a screen whose argument types have none is drawn without its
/// outgoing edges.
public final class ArrivalFlow<Screen: AnyObject, each Argument>: @unchecked Sendable {
    // Unchecked: the wrapped flow is itself unchecked Sendable for the same reasons (built and
    // read on the main actor only); nothing here is mutable.
    /// The flow the navigator builds: its screens are this flow's screens. Not a public
    /// ``FlowTarget``, so no verb can show it without the values.
    let entry: Flow<Screen>

    /// The flow as navigators, events and assertions know it (``FlowIdentity``,
    /// `assertPushed(_:flow:)`).
    public var flow: AnyFlow { entry }

    /// An arrival flow whose screen `build` makes from the arriving values, bound by `bind`.
    ///
    /// - Parameters:
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the screen's type name.
    ///   - file: The declaring file, for maps and diagnostics.
    ///   - line: The declaring line.
    ///   - build: Makes the screen from the values the entering verb carries.
    ///   - bind: Binds the new screen's callbacks to verbs of `lets`.
    #if canImport(UIKit)
    // As for `Flow`: UIKit shows view controllers only (Flow+UIKit.swift has their form).
    @available(*, unavailable, message: "UIKit shows view controllers only: a flow's screen must be a UIViewController")
    #endif
    @_disfavoredOverload
    public init(owner: AnyObject? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                _ build: @escaping (repeat each Argument) -> Screen,
                bind: @escaping (Screen, Lets) -> Void = { _, _ in }) {
        entry = Flow(arrivalRecipe: { lets, arguments in
            guard let values = Self.values(from: arguments) else { return nil }
            let screen = build(repeat each values)
            lets.willBind(screen)
            bind(screen, lets)
            return screen
        }, owner: owner, name: name, callSite: CallSite(fileID: file, line: line))
    }

    /// An arrival flow whose closures are main-actor isolated: the forms for main-actor
    /// screens (store-driven screens, view controllers). The navigator only builds on the main
    /// actor, so they run there.
    package init(mainActorBuild build: @escaping @MainActor (repeat each Argument) -> Screen,
                 bind: @escaping @MainActor (Screen, Lets) -> Void, owner: AnyObject?, name: String?,
                 callSite: CallSite) {
        entry = Flow(arrivalRecipe: { lets, arguments in
            guard let values = Self.values(from: arguments) else { return nil }
            let arrival = MainActorArrival(values: (repeat each values), lets: lets)
            return MainActor.assumeIsolated {
                let screen = build(repeat each arrival.values)
                arrival.lets.willBind(screen)
                bind(screen, arrival.lets)
                return MainActorArrival<Screen>.Built(screen)
            }.screen
        }, owner: owner, name: name, callSite: callSite)
    }

    /// The screen most recently built for any navigator, while it is alive.
    @MainActor public var liveScreen: Screen? { entry.liveScreen }

    /// The arriving values as the builder's arguments: `arguments` when their types fit, the
    /// placeholders when `arguments` is `nil`; `nil` when neither can be had.
    private static func values(from arguments: [Any]?) -> (repeat each Argument)? {
        guard let arguments = arguments ?? placeholders() else { return nil }
        var remaining = arguments[...]
        func next<Value>(_: Value.Type) -> Value? { remaining.popFirst().flatMap { $0 as? Value } }
        let found = (repeat next((each Argument).self))
        guard remaining.isEmpty else { return nil }
        for value in repeat each found {
            if value == nil { return nil }
        }
        return (repeat (each found)!)
    }

    /// One placeholder per argument, or `nil` when a type has none.
    private static func placeholders() -> [Any]? {
        var values: [Any] = []
        for type in repeat (each Argument).self {
            guard let placeholder = type as? any MapPlaceholder.Type else { return nil }
            values.append(placeholder.mapPlaceholder)
        }
        return values
    }
}

/// An arrival's values and `lets`, carried into `MainActor.assumeIsolated` on the same (main)
/// thread, and the screen carried out of it (hence unchecked).
private struct MainActorArrival<each Value>: @unchecked Sendable {
    let values: (repeat each Value)
    let lets: Lets

    struct Built<Screen>: @unchecked Sendable {
        let screen: Screen
        init(_ screen: Screen) { self.screen = screen }
    }
}

/// A value map walkers can build an ``ArrivalFlow``'s screen with, to read its verbs without
/// navigating. Conform the types your arrival flows take that are not listed here; the value is
/// never shown to a user.
public protocol MapPlaceholder {
    /// Any valid value of the type.
    static var mapPlaceholder: Self { get }
}

extension Int: MapPlaceholder {
    /// Zero.
    public static var mapPlaceholder: Int { 0 }
}

extension Double: MapPlaceholder {
    /// Zero.
    public static var mapPlaceholder: Double { 0 }
}

extension Bool: MapPlaceholder {
    /// `false`.
    public static var mapPlaceholder: Bool { false }
}

extension String: MapPlaceholder {
    /// The empty string.
    public static var mapPlaceholder: String { "" }
}

extension Array: MapPlaceholder {
    /// The empty array.
    public static var mapPlaceholder: [Element] { [] }
}

extension Optional: MapPlaceholder {
    /// `nil`.
    public static var mapPlaceholder: Wrapped? { nil }
}

/// Lets map walkers find an arrival flow's navigable flow among an owner's properties.
package protocol ArrivalFlowHolder: AnyObject {
    /// The flow navigators build.
    var arrivingFlow: AnyFlow { get }
}

extension ArrivalFlow: ArrivalFlowHolder {
    package var arrivingFlow: AnyFlow { entry }
}
