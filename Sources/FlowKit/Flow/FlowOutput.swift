/// A typed outcome of a ``FlowGroup`` that its parent turns into navigation.
///
/// The group's screens emit it (`vc.onDone = lets.emit(self.finished)`); whoever places the
/// group decides what happens, per placement with ``FlowGroup/on(_:file:line:_:)`` or once for every
/// placement with ``route(_:)``. The route's verb runs as if the emitting screen had called it:
///
/// ```swift
/// lets.push(self.checkout.on(\.placed) { lets in lets.popToRoot() })      // FlowOutput<Order>
/// signIn.signedIn.route { lets in lets.setWindowRoot(self.home) { $0.welcome } } // (User)
/// ```
///
/// The route's verb must accept exactly the output's values, so a mismatch does not compile.
/// Each emission is one `emit` event, done or refused (an unrouted output is refused with
/// ``RefusalReason/outputNotRouted``, a covered screen's emission as a stale callback), then the
/// route's own events.
public final class FlowOutput<each Value>: AnyFlowOutput, @unchecked Sendable {
    // Unchecked: the route is set while flows are declared, before anything navigates, and read
    // on the main actor afterwards.
    /// The output's name in events and maps.
    public let name: String?
    private(set) var instanceRoute: RouteBox<repeat each Value>?
    /// Every placement's route, by where it was written: what map walkers draw (the navigator
    /// routes by the placement a screen actually arrived through). Keyed by call site, so
    /// placing the group again from the same line replaces rather than grows.
    private var placementRoutes: [CallSite: RouteBox<repeat each Value>] = [:]

    /// An output that no placement routes yet.
    /// - Parameter name: The output's name in events and maps.
    public init(name: String? = nil) {
        self.name = name
    }

    /// Decides what the output does wherever the group is placed without a route of its own:
    /// `makeAction` receives the emitting screen's `lets` and returns the verb to run with the
    /// output's values. A later call replaces the route.
    public func route(_ makeAction: @escaping (Lets) -> (repeat each Value) -> Void) {
        instanceRoute = RouteBox(makeAction)
    }

    /// Whether ``route(_:)`` was called.
    public var isRouted: Bool { instanceRoute != nil }

    /// An emission of `value` from `lets`'s screen, for the navigator to route.
    @MainActor
    func emission(from lets: Lets, _ value: repeat each Value) -> Emission {
        Emission(output: self) { [self] placement in
            for observer in placement?.observers(for: self) ?? [] {
                (observer as? ObserverBox<repeat each Value>)?.notify(repeat each value)
            }
            guard let route = placement?.route(for: self) as? RouteBox<repeat each Value> ?? instanceRoute else { return }
            lets.routing(name) { route.make(lets)(repeat each value) }
        } isRouted: { [self] placement in
            placement?.route(for: self) != nil || instanceRoute != nil
        }
    }

    /// Declares every route's verb on `lets` without running it, so walkers can see where the
    /// output leads: the group's own route, then each placement's in source order.
    @MainActor
    public func declareRoute(on lets: Lets) {
        _ = instanceRoute?.make(lets)
        let placed = placementRoutes.sorted { ($0.key.fileID, $0.key.line) < ($1.key.fileID, $1.key.line) }
        for (_, route) in placed { _ = route.make(lets) }
    }

    func remember(_ route: RouteBox<repeat each Value>, placedAt callSite: CallSite) {
        placementRoutes[callSite] = route
    }

    /// Describes the output for events.
    public var descriptor: ScreenDescriptor { ScreenDescriptor(typeName: "Output", flow: FlowIdentity(name: name)) }
}

/// A ``FlowOutput`` with its value types erased.
public protocol AnyFlowOutput: AnyObject {
    /// The output's name, if any.
    var name: String? { get }
    /// Whether the group's own route (``FlowOutput/route(_:)``) is set.
    var isRouted: Bool { get }
    /// Describes the output for events.
    var descriptor: ScreenDescriptor { get }
    /// Declares the verbs of the output's routes (the group's own and its placements') on `lets`
    /// without running them, so map walkers see where the output leads.
    @MainActor func declareRoute(on lets: Lets)
}

/// One emission of an output with its values, waiting for the navigator to find its route.
@MainActor
package struct Emission {
    let output: any AnyFlowOutput
    /// Runs the observers and the route's verb from the emitting screen, given the placement
    /// that routes the output (if any).
    let deliver: @MainActor (OutputRoutes?) -> Void
    /// Whether `placement` or the output itself routes it.
    let isRouted: @MainActor (OutputRoutes?) -> Bool
}

/// An output that carries no values ("cancelled", "finished"): `FlowOutput< >`, which Swift
/// cannot infer from `FlowOutput(name:)` alone.
public typealias FlowSignal = FlowOutput< >
