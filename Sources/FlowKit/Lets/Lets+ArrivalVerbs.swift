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

    /// Pops back to `target`'s latest screen, which must be alive and below the source in its
    /// stack; see ``popTo(_:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The arrival flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func popTo<Screen, each Argument>(_ target: ArrivalFlow<Screen, repeat each Argument>, animated: Bool = true,
                                             file: String = #fileID, line: Int = #line) -> @Sendable () -> Void {
        popTo(target.entry, animated: animated, file: file, line: line)
    }

    /// Pops back to `target`'s latest screen, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: The arrival flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func popTo<Screen, each Argument, each Arg>(_ target: ArrivalFlow<Screen, repeat each Argument>,
                                                       animated: Bool = true, file: String = #fileID,
                                                       line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        popTo(target.entry, animated: animated, file: file, line: line)
    }

    /// Dismisses the layers above the one holding `target`'s latest screen; see
    /// ``dismiss(to:animated:file:line:)``.
    /// - Parameters:
    ///   - target: The arrival flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func dismiss<Screen, each Argument>(to target: ArrivalFlow<Screen, repeat each Argument>,
                                               animated: Bool = true, file: String = #fileID,
                                               line: Int = #line) -> @Sendable () -> Void {
        dismiss(to: target.entry, animated: animated, file: file, line: line)
    }

    /// Dismisses down to `target`'s layer, ignoring the callback's arguments.
    /// - Parameters:
    ///   - target: The arrival flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The declaring file (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    @_disfavoredOverload
    public func dismiss<Screen, each Argument, each Arg>(to target: ArrivalFlow<Screen, repeat each Argument>,
                                                         animated: Bool = true, file: String = #fileID,
                                                         line: Int = #line) -> @Sendable (repeat each Arg) -> Void {
        dismiss(to: target.entry, animated: animated, file: file, line: line)
    }
}
