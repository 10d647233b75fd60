// Generated from NavigationVerb by Tests/FlowKitTests/LetsFacadeRenderer.swift; do not edit.
// Regenerate with FLOWKIT_REGENERATE_VERBS=1 swift test --filter LetsFacadeGenerationTests;
// the test fails while this file differs from what NavigationVerb renders.
//
// Verbs that add or remove modal layers.
//
// Each verb's overloads are described in Lets+Forwarding.swift, beside those written by hand.

extension Lets {
    /// Presents `target`'s screen in a new modal layer above the source's.
    ///
    /// With `embedding: .navigation` the screen becomes the root of a new navigation stack, so it
    /// can push; with `.none` (the default, as UIKit's `present`) it stands alone. Refused when the
    /// source's layer already presents one, or when the target is already on screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func present<Target: FlowTarget>(
        _ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
        file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.present, target, embedding: embedding.embedding, animated: animated, file: file, line: line,
                     forwarding: Forwarder< >())
    }

    /// Presents `target`'s screen, ignoring the callback's arguments; see
    /// ``present(_:embedding:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func present<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
        file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.present, target, embedding: embedding.embedding, animated: animated, file: file, line: line,
                     forwarding: Forwarder())
    }

    /// Presents `target`'s screen after passing the callback's arguments to it through `forward`;
    /// see ``present(_:embedding:animated:file:line:)``.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func present<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
        file: String = #fileID, line: Int = #line, _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.present, target, embedding: embedding.embedding, animated: animated, file: file, line: line,
                     forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func present<Target: FlowTarget, each Arg, each Parameter>(
        _ target: Target, embedding: Target.Presentation = .presentDefault, animated: Bool = true,
        file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

    /// Dismisses the source's own modal layer (and anything above it), as UIKit's
    /// `dismiss(animated:)` does from a presented screen. Refused in the window's root layer.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func dismiss(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.dismiss, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses the source's layer, ignoring the callback's arguments; see
    /// ``dismiss(animated:file:line:)``.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func dismiss<each Arg>(
        animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        action(.dismiss, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses every modal layer, back to the window's root. Refused when none is presented.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func dismissAll(animated: Bool = true, file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        action(.dismissAll, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses every modal layer, ignoring the callback's arguments; see
    /// ``dismissAll(animated:file:line:)``.
    /// - Parameters:
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func dismissAll<each Arg>(
        animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        action(.dismissAll, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses every modal layer above the one holding `target`'s screen, which must be alive and
    /// on screen below the top layer; it is never rebuilt.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    public func dismiss<Target: FlowTarget>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable () -> Void {
        targetAction(.dismissTo, target, animated: animated, file: file, line: line, forwarding: Forwarder< >())
    }

    /// Dismisses down to `target`'s layer, ignoring the callback's arguments; see
    /// ``dismiss(to:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    @_disfavoredOverload
    public func dismiss<Target: FlowTarget, each Arg>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.dismissTo, target, animated: animated, file: file, line: line, forwarding: Forwarder())
    }

    /// Dismisses down to `target`'s layer, passing the callback's arguments to it through `forward`
    /// first; see ``dismiss(to:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The declaring line (filled in by the compiler).
    ///   - forward: Returns the target screen's method that takes the callback's arguments.
    public func dismiss<Target: FlowTarget, each Arg>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void {
        targetAction(.dismissTo, target, animated: animated, file: file, line: line, forwarding: Forwarder(forward))
    }

    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.
    @_disfavoredOverload
    @available(*, unavailable, message: "the forwarding method must take exactly the callback's arguments, in order")
    public func dismiss<Target: FlowTarget, each Arg, each Parameter>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>
    ) -> @Sendable (repeat each Arg) -> Void { fatalError("unavailable") }

}
