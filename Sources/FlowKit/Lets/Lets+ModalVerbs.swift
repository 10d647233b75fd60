// Verbs that add or remove modal layers.

extension Lets {
    /// Presents `target`'s screen in a new modal layer above the source's.
    ///
    /// With `embedding: .navigation` the screen becomes the root of a new navigation stack, so it
    /// can push; with `.none` (the default, as UIKit's `present`) it stands alone. Refused when
    /// the source's layer already presents one, or when the target is already on screen.
    public func present<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Embedding = .none, animated: Bool = true,
        file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.present, target: .flow(target.entry), embedding: embedding, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: Forwarder(forward))
    }

    /// Presents a tab container in a new modal layer above the source's.
    public func present<each Arg>(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> (repeat each Arg) -> Void {
        action(.present, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses the source's own modal layer (and anything above it), as UIKit's
    /// `dismiss(animated:)` does from a presented screen. Refused in the window's root layer.
    public func dismiss<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> (repeat each Arg) -> Void {
        action(.dismiss, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line), forward: Forwarder())
    }

    /// Dismisses every modal layer, back to the window's root. Refused when none is presented.
    public func dismissAll<each Arg>(animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> (repeat each Arg) -> Void {
        action(.dismissAll, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
               forward: Forwarder())
    }

    /// Dismisses every modal layer above the one holding `target`'s screen.
    ///
    /// The target must be alive and on screen below the top layer; it is never rebuilt.
    public func dismiss<Target: FlowTarget, each Arg>(
        to target: Target, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: Forwarding<Target.Screen, repeat each Arg>? = nil
    ) -> (repeat each Arg) -> Void {
        action(.dismissTo, target: .flow(target.entry), animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: Forwarder(forward))
    }
}
