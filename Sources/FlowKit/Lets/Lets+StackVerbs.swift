// Verbs that work inside the source's navigation stack. Each is refused with
// `noNavigationStack` when the source is not in one (a screen presented without embedding).
//
// Every verb comes in the same overloads: one for a `() -> Void` callback, so the verb can be
// kept in a local without a type annotation; one for a callback of any arity whose arguments
// are ignored; one that forwards the arguments into the target (`{ $0.prepare }`); and an
// unavailable one that catches a forwarding method whose parameters differ from the callback's,
// so the compiler names the mismatch instead of failing to diagnose the whole flow closure.

extension Lets {
    /// A forwarding closure: receives the target screen, returns the method that takes the
    /// callback's arguments (`{ $0.prepare }` for `prepare(item:quantity:)`).
    public typealias Forwarding<Screen, each Arg> = @MainActor (Screen) -> (repeat each Arg) -> Void

    /// Pushes `target`'s screen onto the source's stack.
    ///
    /// The screen is the flow's live instance or a new one. Refused when the source is not in a
    /// stack, or when the target screen is already on screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line.
    public func push<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                         line: Int = #line) -> @Sendable () -> Void {
        show(.push, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Pushes `target`'s screen, ignoring the callback's arguments; see ``push(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func push<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                                   line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        show(.push, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Pushes `target`'s screen after passing the callback's arguments to it through `forward`.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func push<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        show(.push, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func push<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// Replaces the top screen of the source's stack with `target`'s screen, in one change: the
    /// screen below is never shown between, and the replaced screen is released unless the app
    /// keeps it.
    ///
    /// The screen is the flow's live instance or a new one. Refused when the source is not in a
    /// stack, or when the target screen is already on screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line.
    public func replace<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                            line: Int = #line) -> @Sendable () -> Void {
        show(.replace, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Replaces the top screen with `target`'s, ignoring the callback's arguments; see
    /// ``replace(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func replace<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                                      line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        show(.replace, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Replaces the top screen with `target`'s after passing the callback's arguments to it
    /// through `forward`; see ``replace(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func replace<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        show(.replace, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func replace<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// A verb that shows `target`'s screen on the source's stack (`push`, `replace`).
    private func show<Target: FlowTarget, each Arg>(_ verb: NavigationVerb, _ target: Target, animated: Bool,
                                                    file: String, line: Int, forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        action(verb, target: .flow(target), holding: target, routes: target.placementRoutes, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: forwarding)
    }

    /// Pops the top screen of the source's stack. Refused at a stack's root.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func pop(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.pop, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Pops the top screen, ignoring the callback's arguments; see ``pop(animated:file:line:)``.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func pop<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        action(.pop, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Pops back to `target`'s screen, which must be alive and below the source in its stack.
    ///
    /// Never rebuilds a released target (FlowKit 0.2.0 did, showing a screen that was not in the
    /// stack).
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func popTo<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                          line: Int = #line) -> @Sendable () -> Void {
        popTo(target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Pops back to `target`, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func popTo<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                                    line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        popTo(target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Pops back to `target`, passing the callback's arguments to it through `forward` first.
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func popTo<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        popTo(target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func popTo<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    private func popTo<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool, file: String, line: Int,
                                                     forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        action(.popTo, target: .flow(target), holding: target, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: forwarding)
    }

    /// Pops the source's stack to its root. Refused when the root is already showing.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func popToRoot(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.popToRoot, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Pops to the root, ignoring the callback's arguments.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func popToRoot<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        action(.popToRoot, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }
}

/// A typed forwarding closure with the target's screen type erased.
///
/// A struct rather than an optional closure: Swift cannot abstract an optional value of a
/// variadic function type.
struct Forwarder<each Arg>: Sendable {
    let isPresent: Bool
    let apply: @MainActor (AnyObject, repeat each Arg) -> Void

    init<Screen: AnyObject>(_ forward: @escaping Lets.Forwarding<Screen, repeat each Arg>) {
        isPresent = true
        apply = { @MainActor (screen: AnyObject, argument: repeat each Arg) in
            // Navigators pass the screen they built from this very flow, so the cast holds.
            forward(screen as! Screen)(repeat each argument)
        }
    }

    /// No forwarding: for verbs without a target, and callbacks whose arguments are ignored.
    init() {
        isPresent = false
        apply = { @MainActor (_: AnyObject, _: repeat each Arg) in }
    }
}
