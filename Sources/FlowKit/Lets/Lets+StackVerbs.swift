// Verbs that work inside the source's navigation stack. Each is refused with
// `noNavigationStack` when the source is not in one (a screen presented without embedding).

extension Lets {
    /// A forwarding closure: receives the target screen, returns the method that takes the
    /// callback's arguments (`{ $0.prepare }` for `prepare(item:quantity:)`).
    public typealias Forwarding<Screen, each Arg> = @MainActor (Screen) -> @MainActor (repeat each Arg) -> Void

    /// Pushes `target`'s screen onto the source's stack.
    ///
    /// The screen is the flow's live instance or a new one. With `forward`, the callback's
    /// arguments are passed to the target screen before it is shown. Refused when the source is
    /// not in a stack, or when the target screen is already on screen.
    public func push<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.push, target: .flow(target.entry), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder(forward))
    }

    /// Pops the top screen of the source's stack. Refused at a stack's root.
    public func pop<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> (repeat each Arg) -> Void {
        action(.pop, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Pops back to `target`'s screen, which must be alive and below the source in its stack.
    ///
    /// Never rebuilds a released target (FlowKit 0.2.0 did, showing a screen that was not in the
    /// stack). With `forward`, the arguments reach the target screen before it is shown again.
    public func popTo<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.popTo, target: .flow(target.entry), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder(forward))
    }

    /// Pops the source's stack to its root. Refused when the root is already showing.
    public func popToRoot<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> (repeat each Arg) -> Void {
        action(.popToRoot, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Replaces the source's whole stack with `target`'s screen as its only screen.
    ///
    /// Refused when the source is not in a stack, or when the target is on screen outside it.
    public func setRoot<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.setRoot, target: .flow(target.entry), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder(forward))
    }
}

/// A typed forwarding closure with the target's screen type erased.
///
/// A struct rather than an optional closure: Swift cannot abstract an optional value of a
/// variadic function type.
@MainActor
struct Forwarder<each Arg> {
    let isPresent: Bool
    let apply: @MainActor (AnyObject, repeat each Arg) -> Void

    init<Screen: AnyObject>(_ forward: Lets.Forwarding<Screen, repeat each Arg>?) {
        guard let forward else {
            isPresent = false
            apply = { (_: AnyObject, _: repeat each Arg) in }
            return
        }
        isPresent = true
        apply = { (screen: AnyObject, argument: repeat each Arg) in
            // Navigators pass the screen they built from this very flow, so the cast holds.
            forward(screen as! Screen)(repeat each argument)
        }
    }

    /// No forwarding: for verbs without a target.
    init() {
        isPresent = false
        apply = { (_: AnyObject, _: repeat each Arg) in }
    }
}
