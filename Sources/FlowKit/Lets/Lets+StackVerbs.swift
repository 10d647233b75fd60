// Generated from NavigationVerb by Tests/FlowKitTests/LetsFacadeRenderer.swift; do not edit.
// Regenerate with FLOWKIT_REGENERATE_VERBS=1 swift test --filter LetsFacadeGenerationTests;
// the test fails while this file differs from what NavigationVerb renders.
//
// Verbs that work inside the source's navigation stack. Each is refused with `noNavigationStack`
// when the source is not in one (a screen presented without embedding).
//
// Each verb's overloads are described in Lets+Forwarding.swift, beside those written by hand.

extension Lets {
    /// Pushes `target`'s screen onto the source's stack.
    ///
    /// The screen is the flow's live instance or a new one. Refused when the source is not in a
    /// stack, or when the target screen is already on screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func push<Target: FlowTarget>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.push, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Pushes `target`'s screen, ignoring the callback's arguments; see
    /// ``push(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func push<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.push, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Pushes `target`'s screen after passing the callback's arguments to it through `forward`; see
    /// ``push(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func push<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.push, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
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
    ///   - line: The declaring line (filled in by the compiler).
    public func replace<Target: FlowTarget>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.replace, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Replaces the top screen with `target`'s, ignoring the callback's arguments; see
    /// ``replace(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func replace<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.replace, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Replaces the top screen with `target`'s after passing the callback's arguments to it through
    /// `forward`; see ``replace(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func replace<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.replace, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func replace<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// Pops the top screen of the source's stack. Refused at a stack's root.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func pop(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.pop, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Pops the top screen, ignoring the callback's arguments; see ``pop(animated:file:line:)``.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func pop<each Arg>(
        animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        action(.pop, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Pops back to `target`'s screen, which must be alive and below the source in its stack.
    ///
    /// Never rebuilds a released target (FlowKit 0.2.0 did, showing a screen that was not in the
    /// stack).
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func popTo<Target: FlowTarget>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.popTo, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Pops back to `target`, ignoring the callback's arguments; see
    /// ``popTo(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func popTo<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.popTo, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Pops back to `target`, passing the callback's arguments to it through `forward` first; see
    /// ``popTo(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func popTo<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.popTo, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func popTo<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// Pops the source's stack to its root. Refused when the root is already showing.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func popToRoot(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.popToRoot, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Pops to the root, ignoring the callback's arguments; see ``popToRoot(animated:file:line:)``.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func popToRoot<each Arg>(
        animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        action(.popToRoot, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Replaces the source's whole stack with `target`'s screen as its only screen.
    ///
    /// Refused when the source is not in a stack, or when the target is on screen outside it.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func setRoot<Target: FlowTarget>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.setRoot, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Replaces the source's stack, ignoring the callback's arguments; see
    /// ``setRoot(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func setRoot<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.setRoot, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Replaces the source's stack, passing the callback's arguments to the new root through
    /// `forward` first; see ``setRoot(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func setRoot<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.setRoot, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func setRoot<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

}
