// The verbs whose target is a tab container. Written by hand, beside the generated verbs: a
// `Tabs` has no screen to forward the callback's arguments to, so each verb has only the
// overload for a `() -> Void` callback and the one ignoring the arguments.

extension Lets {
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
}
