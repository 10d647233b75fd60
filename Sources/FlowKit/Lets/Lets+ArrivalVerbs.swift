// Verbs that enter an `ArrivalFlow`. The closure they return takes exactly the flow's argument
// types, and those values become the new screen's arguments: there is no forwarding closure,
// and a callback that carries other values does not compile.

extension Lets {
    /// Pushes a new screen of `target`, built from the callback's values, onto the source's stack.
    ///
    /// Refused like ``push(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The flow that builds the screen from the values.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func push<Screen, each Argument>(_ target: ArrivalFlow<Screen, repeat each Argument>, animated: Bool = true,
                                            file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Argument) -> Void {
        action(.push, target: .flow(target.entry), holding: target, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: Forwarder<repeat each Argument>())
    }

    /// Presents a new screen of `target`, built from the callback's values, in a new modal layer.
    ///
    /// Refused like ``present(_:embedding:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The flow that builds the screen from the values.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func present<Screen, each Argument>(_ target: ArrivalFlow<Screen, repeat each Argument>,
                                               embedding: Embedding = .none, animated: Bool = true,
                                               file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Argument) -> Void {
        action(.present, target: .flow(target.entry), holding: target, embedding: embedding, animated: animated,
               callSite: CallSite(fileID: file, line: line), forward: Forwarder<repeat each Argument>())
    }
}
