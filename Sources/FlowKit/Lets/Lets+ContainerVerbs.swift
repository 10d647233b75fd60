// Verbs that replace the window's content, switch tabs, or hand a decision to a parent.

extension Lets {
    /// Replaces everything in the window (every modal layer) with `target`'s screen, wrapped in a
    /// navigation stack unless `embedding` is `.none`: sign-out, onboarding done.
    public func setWindowRoot<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Embedding = .navigation, animated: Bool = true,
        file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.setWindowRoot, target: .flow(target.entry), embedding: embedding, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: Forwarder(forward))
    }

    /// Replaces everything in the window with a tab container.
    public func setWindowRoot<each Arg>(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> (repeat each Arg) -> Void {
        action(.setWindowRoot, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Selects the tab whose root is `target`'s screen, in the source's tab container.
    ///
    /// Refused when the source is not in tabs, the target is not one of its tab roots, or its
    /// tab is already selected. With `forward`, the arguments reach the tab's root screen.
    public func selectTab<Target: FlowTarget, each Arg>(
        _ target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.selectTab, target: .flow(target.entry), animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: Forwarder(forward))
    }

    /// Emits a flow group's output with the callback's values; the parent's route decides the
    /// navigation, which then runs from this screen. Refused when the output is not routed.
    public func emit<each Value>(_ output: FlowOutput<repeat each Value>, file: String = #fileID, line: Int = #line)
    -> (repeat each Value) -> Void {
        let callSite = CallSite(fileID: file, line: line)
        let declaration = declare(.emit, target: .output(output), embedding: .none, animated: false,
                                  callSite: callSite, arguments: (repeat each Value).self)
        return { [self] (value: repeat each Value) in
            MainActor.assumeIsolated {
                var arguments: [Any] = []
                repeat arguments.append(each value)
                var emission: (() -> Void)?
                if output.isRouted {
                    emission = { output.deliver(from: self, repeat each value) }
                }
                send(NavigationRequest(
                    verb: .emit, origin: .callback, source: source, sourceFlowName: flowName, target: .output(output), animated: false,
                    callSite: callSite, label: declaration?.label, arguments: arguments,
                    declarationIndex: declaration?.index, emission: emission))
            }
        }
    }
}
