// Verbs that replace a stack or the window, switch tabs, or hand a decision to a parent;
// overloads as described in Lets+StackVerbs.swift.

extension Lets {
    /// Replaces the source's whole stack with `target`'s screen as its only screen.
    ///
    /// Refused when the source is not in a stack, or when the target is on screen outside it.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func setRoot<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                            line: Int = #line) -> @Sendable () -> Void {
        replace(.setRoot, with: target, embedding: .none, animated: animated, file: file, line: line,
                forwarding: Forwarder< >())
    }

    /// Replaces the source's stack, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func setRoot<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool = true,
                                                      file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        replace(.setRoot, with: target, embedding: .none, animated: animated, file: file, line: line,
                forwarding: Forwarder())
    }

    /// Replaces the source's stack, passing the callback's arguments to the new root first.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func setRoot<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        replace(.setRoot, with: target, embedding: .none, animated: animated, file: file, line: line,
                forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func setRoot<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// Replaces everything in the window (every modal layer) with `target`'s screen, wrapped in a
    /// navigation stack unless `embedding` is `.none`: sign-out, onboarding done.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func setWindowRoot<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .navigation,
                                                  animated: Bool = true, file: String = #fileID,
                                                  line: Int = #line) -> @Sendable () -> Void {
        replace(.setWindowRoot, with: target, embedding: embedding.embedding, animated: animated, file: file, line: line,
                forwarding: Forwarder< >())
    }

    /// Replaces everything in the window, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func setWindowRoot<Target: FlowTarget, each Arg>(_ target: Target, embedding: Target.Presentation = .navigation,
                                                            animated: Bool = true, file: String = #fileID,
                                                            line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        replace(.setWindowRoot, with: target, embedding: embedding.embedding, animated: animated, file: file, line: line,
                forwarding: Forwarder())
    }

    /// Replaces everything in the window, passing the callback's arguments to the new root first.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func setWindowRoot<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Target.Presentation = .navigation, animated: Bool = true,
        file: String = #fileID, line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        replace(.setWindowRoot, with: target, embedding: embedding.embedding, animated: animated, file: file, line: line,
                forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func setWindowRoot<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, embedding: Target.Presentation = .navigation, animated: Bool = true,
        file: String = #fileID, line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    private func replace<Target: FlowTarget, each Arg>(_ verb: NavigationVerb, with target: Target, embedding: Embedding,
                                                       animated: Bool, file: String, line: Int,
                                                       forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        action(verb, target: .flow(target), holding: target, routes: target.placementRoutes, embedding: embedding,
               animated: animated, callSite: CallSite(fileID: file, line: line), forward: forwarding)
    }

    /// Replaces everything in the window with a tab container.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func setWindowRoot(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable () -> Void {
        action(.setWindowRoot, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Replaces everything in the window with a tab container, ignoring the callback's arguments.
    /// - Parameters:
    ///   - tabs: The tab container.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func setWindowRoot<each Arg>(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        action(.setWindowRoot, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Selects the tab whose root is `target`'s screen, in the source's tab container.
    ///
    /// Refused when the source is not in tabs, the target is not one of its tab roots, or its
    /// tab is already selected.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func selectTab<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                              line: Int = #line) -> @Sendable () -> Void {
        selectTab(target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Selects `target`'s tab, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func selectTab<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool = true,
                                                        file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        selectTab(target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Selects `target`'s tab, passing the callback's arguments to its root screen first.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the root screen's method that takes the callback's arguments.
    public func selectTab<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        selectTab(target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func selectTab<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    private func selectTab<Target: FlowTarget, each Arg>(_ target: Target, animated: Bool, file: String, line: Int,
                                                         forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        action(.selectTab, target: .flow(target), holding: target, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: forwarding)
    }
}
