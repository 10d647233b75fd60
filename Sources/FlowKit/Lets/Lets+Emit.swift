// Handing a decision to whoever placed the source's flow group.

extension Lets {
    /// Emits a flow group's output with the callback's values; the route its placement (or the
    /// group) gives it decides the navigation, which then runs from this screen.
    ///
    /// Each emission is one `emit` event: refused as a stale callback when the source is covered,
    /// or as ``RefusalReason/outputNotRouted`` when nothing routes the output; otherwise done,
    /// followed by the route's own events.
    /// - Parameters:
    ///   - output: The group's output.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public func emit<each Value>(_ output: FlowOutput<repeat each Value>, file: String = #fileID, line: Int = #line)
    -> @Sendable (repeat each Value) -> Void {
        let callSite = CallSite(fileID: file, line: line)
        let declaration = declare(.emit, target: .output(output), holding: nil, embedding: .none, animated: false,
                                  callSite: callSite, arguments: (repeat each Value).self)
        return callback(declaring: declaration) { [self] (values: CallbackValues<repeat each Value>, arguments) in
            send(.emit, target: .output(output), animated: false, callSite: callSite, declaration: declaration,
                 arguments: arguments, emission: output.emission(from: self, repeat each values.tuple))
        }
    }
}
