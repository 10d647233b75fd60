// Verbs that add or remove modal layers; overloads as described in Lets+StackVerbs.swift.

extension Lets {
    /// Presents `target`'s screen in a new modal layer above the source's.
    ///
    /// With `embedding: .navigation` the screen becomes the root of a new navigation stack, so it
    /// can push; with `.none` (the default, as UIKit's `present`) it stands alone. Refused when
    /// the source's layer already presents one, or when the target is already on screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func present<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
                                            file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        present(target, embedding: embedding, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Presents `target`'s screen, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func present<Target: FlowTarget, each Arg>(_ target: Target, embedding: Target.Presentation = .presentDefault,
                                                      animated: Bool = true, file: String = #fileID,
                                                      line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        present(target, embedding: embedding, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Presents `target`'s screen after passing the callback's arguments to it through `forward`.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func present<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
        file: String = #fileID, line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        present(target, embedding: embedding, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func present<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
        file: String = #fileID, line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    private func present<Target: FlowTarget, each Arg>(_ target: Target, embedding: Target.Presentation, animated: Bool,
                                                       file: String, line: Int, forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        action(.present, target: .flow(target), holding: target, routes: target.placementRoutes,
               embedding: embedding.embedding, animated: animated, callSite: CallSite(fileID: file, line: line), forward: forwarding)
    }

    /// Presents a tab container in a new modal layer above the source's.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func present(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable () -> Void {
        action(.present, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Presents a tab container, ignoring the callback's arguments.
    /// - Parameters:
    ///   - tabs: The tab container.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func present<each Arg>(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        action(.present, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses the source's own modal layer (and anything above it), as UIKit's
    /// `dismiss(animated:)` does from a presented screen. Refused in the window's root layer.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func dismiss(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.dismiss, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Dismisses the source's layer, ignoring the callback's arguments.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func dismiss<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        action(.dismiss, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Dismisses every modal layer, back to the window's root. Refused when none is presented.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func dismissAll(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.dismissAll, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses every modal layer, ignoring the callback's arguments.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func dismissAll<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        action(.dismissAll, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses every modal layer above the one holding `target`'s screen, which must be alive
    /// and on screen below the top layer; it is never rebuilt.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func dismiss<Target: FlowTarget>(to target: Target, animated: Bool = true, file: String = #fileID,
                                            line: Int = #line) -> @Sendable () -> Void {
        dismiss(to: target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Dismisses down to `target`'s layer, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func dismiss<Target: FlowTarget, each Arg>(to target: Target, animated: Bool = true,
                                                      file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Arg) -> Void {
        dismiss(to: target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Dismisses down to `target`'s layer, passing the callback's arguments to it first.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func dismiss<Target: FlowTarget, each Arg>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        dismiss(to: target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func dismiss<Target: FlowTarget, each Arg, each Parameter>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    private func dismiss<Target: FlowTarget, each Arg>(to target: Target, animated: Bool, file: String, line: Int,
                                                       forwarding: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        action(.dismissTo, target: .flow(target), holding: target, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: forwarding)
    }
}
