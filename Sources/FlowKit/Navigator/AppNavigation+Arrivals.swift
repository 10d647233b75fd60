// App requests that enter an `ArrivalFlow`: a deep link or a notification shows a screen built
// from the values it carries (`navigator.from(list).push(flows.movieDetail, 42)`), as a
// callback's values build it when a flow's verb fires.

extension AppNavigation {
    /// Pushes a new screen of `target`, built from `values`, onto the source's stack.
    /// - Parameters:
    ///   - target: The flow that builds the screen from the values.
    ///   - values: The values the screen is built from, in the flow's order.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    @discardableResult
    public func push<Screen, each Argument>(_ target: ArrivalFlow<Screen, repeat each Argument>,
                                            _ values: repeat each Argument, animated: Bool = true,
                                            file: String = #fileID, line: Int = #line) -> NavigationOutcome {
        enter(.push, target, values: arguments(repeat each values), embedding: .none, animated: animated,
              callSite: CallSite(fileID: file, line: line))
    }

    /// Presents a new screen of `target`, built from `values`, in a new modal layer above the
    /// source's.
    /// - Parameters:
    ///   - target: The flow that builds the screen from the values.
    ///   - values: The values the screen is built from, in the flow's order.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    @discardableResult
    public func present<Screen, each Argument>(_ target: ArrivalFlow<Screen, repeat each Argument>,
                                               _ values: repeat each Argument, embedding: Embedding = .none,
                                               animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> NavigationOutcome {
        enter(.present, target, values: arguments(repeat each values), embedding: embedding, animated: animated,
              callSite: CallSite(fileID: file, line: line))
    }

    private func arguments<each Argument>(_ values: repeat each Argument) -> [Any] {
        var arguments: [Any] = []
        for value in repeat each values { arguments.append(value) }
        return arguments
    }
}
