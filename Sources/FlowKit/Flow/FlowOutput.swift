/// A typed outcome of a ``FlowGroup`` that its parent turns into navigation.
///
/// The group's screens emit it (`vc.onDone = lets.emit(self.finished)`); the parent decides what
/// happens by routing it to a verb, which runs as if the emitting screen had called it:
///
/// ```swift
/// checkout.purchased.route { lets in lets.popToRoot() }             // FlowOutput<Order>
/// signIn.signedIn.route { lets in lets.setWindowRoot(self.home) { $0.welcome } } // (User)
/// ```
///
/// The route's verb must accept exactly the output's values, so a mismatch does not compile.
/// An output emitted before it is routed is refused with ``RefusalReason/outputNotRouted``.
@MainActor
public final class FlowOutput<each Value>: AnyFlowOutput {
    /// The output's name in events and maps.
    public let name: String?
    // Not an optional: Swift cannot abstract an optional variadic function type.
    private var makeAction: @MainActor (Lets) -> (repeat each Value) -> Void = { _ in { (_: repeat each Value) in } }
    /// Whether a route has been set.
    public private(set) var isRouted = false

    /// An unrouted output.
    public init(name: String? = nil) {
        self.name = name
    }

    /// Decides what the output does: `makeAction` receives the emitting screen's `lets` and
    /// returns the verb to run with the output's values. A later call replaces the route.
    public func route(_ makeAction: @escaping @MainActor (Lets) -> (repeat each Value) -> Void) {
        self.makeAction = makeAction
        isRouted = true
    }

    /// Runs the routed verb for an emission of `value` from `lets`'s screen.
    func deliver(from lets: Lets, _ value: repeat each Value) {
        makeAction(lets)(repeat each value)
    }

    /// Declares the route's verb on `lets` without running it, so walkers can see where the
    /// output leads.
    public func declareRoute(on lets: Lets) {
        if isRouted { _ = makeAction(lets) }
    }

    /// Describes the output for events.
    public var descriptor: ScreenDescriptor { ScreenDescriptor(typeName: "Output", flowName: name) }
}

/// A ``FlowOutput`` with its value types erased.
@MainActor
public protocol AnyFlowOutput: AnyObject {
    /// The output's name, if any.
    var name: String? { get }
    /// Whether the parent has routed the output.
    var isRouted: Bool { get }
    /// Declares the routed verb on `lets` without running it.
    func declareRoute(on lets: Lets)
    /// Describes the output for events.
    var descriptor: ScreenDescriptor { get }
}

/// An output that carries no values ("cancelled", "finished"): `FlowOutput< >`, which Swift
/// cannot infer from `FlowOutput(name:)` alone.
public typealias FlowSignal = FlowOutput< >
