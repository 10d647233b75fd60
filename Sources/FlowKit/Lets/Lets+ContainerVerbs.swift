// Generated from NavigationVerb by Tests/FlowKitTests/LetsFacadeRenderer.swift; do not edit.
// Regenerate with FLOWKIT_REGENERATE_VERBS=1 swift test --filter LetsFacadeGenerationTests;
// the test fails while this file differs from what NavigationVerb renders.
//
// Verbs that replace the window's content or switch tabs.
//
// Each verb's overloads are described in Lets+Forwarding.swift, beside those written by hand.

extension Lets {
    /// Replaces everything in the window (every modal layer) with `target`'s screen, wrapped in a
    /// navigation stack unless `embedding` is `.none`: sign-out, onboarding done.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func setWindowRoot<Target: FlowTarget>(
        _ target: Target, embedding: Target.Presentation = .navigation, animated: Bool = true, file: String = #fileID,
        line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.setWindowRoot, target, embedding: embedding.embedding, animated: animated, file: file,
                     line: line, forwarding: Forwarder< >())
    }

    /// Replaces everything in the window, ignoring the callback's arguments; see
    /// ``setWindowRoot(_:embedding:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func setWindowRoot<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Target.Presentation = .navigation, animated: Bool = true, file: String = #fileID,
        line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.setWindowRoot, target, embedding: embedding.embedding, animated: animated, file: file,
                     line: line, forwarding: Forwarder())
    }

    /// Replaces everything in the window, passing the callback's arguments to the new root through
    /// `forward` first; see ``setWindowRoot(_:embedding:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func setWindowRoot<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Target.Presentation = .navigation, animated: Bool = true, file: String = #fileID,
        line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.setWindowRoot, target, embedding: embedding.embedding, animated: animated, file: file,
                     line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func setWindowRoot<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, embedding: Target.Presentation = .navigation, animated: Bool = true, file: String = #fileID,
        line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// Selects the tab whose root is `target`'s screen, in the source's tab container.
    ///
    /// Refused when the source is not in tabs, the target is not one of its tab roots, or its tab
    /// is already selected.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func selectTab<Target: FlowTarget>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.selectTab, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Selects `target`'s tab, ignoring the callback's arguments; see
    /// ``selectTab(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func selectTab<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.selectTab, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Selects `target`'s tab, passing the callback's arguments to its root screen through
    /// `forward` first; see ``selectTab(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func selectTab<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.selectTab, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func selectTab<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

}
