/// A flow group entered in one place, with what its outputs do there.
///
/// The same group instance can be pushed from one screen, presented from another and shown as a
/// tab, each placement routing its outputs differently and showing screens of its own (those of
/// the group's flows declared with the group as `owner:`), as the group's map draws a copy per
/// placement: placed twice, it can be on screen twice. Routes given here win over the group's
/// own ``FlowOutput/route(_:)``; an output neither routes is refused as
/// ``RefusalReason/outputNotRouted``.
///
/// ```swift
/// vc.onBuy = lets.push(self.checkout
///     .on(\.placed) { lets in lets.popToRoot() }
///     .on(\.cancelled) { lets in lets.pop() }) { $0.prepare }
/// ```
///
/// A route runs as the emitting screen's own verb: it is refused when that screen is covered,
/// and it produces its own events after the `emit` event.
public final class Placement<Group: FlowGroup>: FlowTarget, PlacementRouting {
    /// A placement needs what its group needs.
    public typealias Presentation = Group.Presentation
    /// The group being placed.
    public let group: Group
    let routes: OutputRoutes

    init(group: Group, routes: OutputRoutes) {
        self.group = group
        self.routes = routes
    }

    /// The group's entry flow.
    @MainActor public var entry: Flow<Group.Screen> { group.entry }

    /// This placement with `output` routed to the verb `route` makes.
    ///
    /// - Parameters:
    ///   - output: The group's output, as a key path (`\.placed`).
    ///   - file: The placing file, for maps.
    ///   - line: The placing line.
    ///   - route: Receives the emitting screen's `lets` and returns the verb to run with the
    ///     output's values, so a mismatch between values and verb does not compile.
    public func on<each Value>(_ output: KeyPath<Group, FlowOutput<repeat each Value>>, file: String = #fileID,
                               line: Int = #line, _ route: @escaping (Lets) -> (repeat each Value) -> Void)
    -> Placement<Group> {
        let box = RouteBox<repeat each Value>(route)
        let routed = group[keyPath: output]
        routed.remember(box, placedAt: CallSite(fileID: file, line: line))
        return Placement(group: group, routes: routes.adding(box, for: routed))
    }

    /// This placement with `observer` told of every emission of `output` (with its values),
    /// before the output's route runs: the code that places a group learns its outcomes.
    ///
    /// - Parameters:
    ///   - output: The group's output, as a key path.
    ///   - observer: Receives the emitted values.
    public func observe<each Value>(_ output: KeyPath<Group, FlowOutput<repeat each Value>>,
                                    _ observer: @escaping (repeat each Value) -> Void) -> Placement<Group> {
        Placement(group: group, routes: routes.adding(observer: observer, for: group[keyPath: output]))
    }
}

extension FlowGroup {
    /// This group placed with `output` routed; see ``Placement``.
    ///
    /// - Parameters:
    ///   - output: The group's output, as a key path (`\.signedIn`).
    ///   - file: The placing file, for maps.
    ///   - line: The placing line.
    ///   - route: Receives the emitting screen's `lets` and returns the verb to run.
    public func on<each Value>(_ output: KeyPath<Self, FlowOutput<repeat each Value>>, file: String = #fileID,
                               line: Int = #line, _ route: @escaping (Lets) -> (repeat each Value) -> Void)
    -> Placement<Self> {
        Placement(group: self, routes: OutputRoutes()).on(output, file: file, line: line, route)
    }

    /// This group placed with `observer` told of each emission of `output`; see ``Placement``.
    ///
    /// - Parameters:
    ///   - output: The group's output, as a key path.
    ///   - observer: Receives the emitted values.
    public func observe<each Value>(_ output: KeyPath<Self, FlowOutput<repeat each Value>>,
                                    _ observer: @escaping (repeat each Value) -> Void) -> Placement<Self> {
        Placement(group: self, routes: OutputRoutes()).observe(output, observer)
    }
}

/// Lets verbs read a placement's routes without knowing its group type.
protocol PlacementRouting {
    var routes: OutputRoutes { get }
}

/// Routes and observers for outputs, keyed by the output's identity; a value, so each
/// placement keeps its own.
struct OutputRoutes: @unchecked Sendable {
    // Values are `RouteBox<each Value>` and `ObserverBox<each Value>`, read back by the typed
    // output (variadic function types cannot be stored in `Any` directly). The boxes are
    // immutable and hold main-actor closures, hence unchecked.
    private var routes: [ObjectIdentifier: AnyObject] = [:]
    private var observers: [ObjectIdentifier: [AnyObject]] = [:]

    init() {}

    func adding<each Value>(_ route: RouteBox<repeat each Value>, for output: FlowOutput<repeat each Value>)
    -> OutputRoutes {
        var copy = self
        copy.routes[ObjectIdentifier(output)] = route
        return copy
    }

    func adding<each Value>(observer: @escaping (repeat each Value) -> Void,
                            for output: FlowOutput<repeat each Value>) -> OutputRoutes {
        var copy = self
        copy.observers[ObjectIdentifier(output), default: []].append(ObserverBox<repeat each Value>(observer))
        return copy
    }

    func route(for output: AnyObject) -> AnyObject? { routes[ObjectIdentifier(output)] }
    func observers(for output: AnyObject) -> [AnyObject] { observers[ObjectIdentifier(output)] ?? [] }
    /// Whether this placement says anything about `output`.
    func mentions(_ output: AnyObject) -> Bool {
        routes[ObjectIdentifier(output)] != nil || observers[ObjectIdentifier(output)] != nil
    }
}

/// A typed route, boxed so it can be stored without its types.
final class RouteBox<each Value>: @unchecked Sendable {
    let make: (Lets) -> (repeat each Value) -> Void
    init(_ make: @escaping (Lets) -> (repeat each Value) -> Void) { self.make = make }
}

/// A typed observer, boxed likewise.
final class ObserverBox<each Value>: @unchecked Sendable {
    let notify: (repeat each Value) -> Void
    init(_ notify: @escaping (repeat each Value) -> Void) { self.notify = notify }
}
