// Placements refused at compile time. A target that needs a navigation stack
// (`NeedsNavigationStack`) takes a `StackEmbedding`, which has no `.none`, so these overloads
// are the only ones an `Embedding.none` can reach: they exist to name the problem at the
// argument instead of letting the compiler fall back to an unrelated overload. Disfavoured, so
// `embedding: .navigation` still picks the real verb. They ask for the target's presentation
// rather than for `NeedsNavigationStack` itself, so a group's `Placement` (which takes its
// group's presentation without conforming) is named the same way as the bare group.

extension Lets {
    /// Not a verb: `target` pushes, so it cannot be presented without a navigation stack.
    @_disfavoredOverload
    @available(*, unavailable, message: "this target needs a navigation stack: present it with embedding: .navigation")
    public func present<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Embedding, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void
    where Target.Presentation == StackEmbedding { fatalError("unavailable") }

    /// Not a verb: `target` pushes, so it cannot be presented without a navigation stack.
    @_disfavoredOverload
    @available(*, unavailable, message: "this target needs a navigation stack: present it with embedding: .navigation")
    public func present<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Embedding, animated: Bool = true, file: String = #fileID, line: Int = #line,
        _ forward: @escaping Forwarding<Target.Screen, repeat each Arg>
    ) -> @Sendable (repeat each Arg) -> Void
    where Target.Presentation == StackEmbedding { fatalError("unavailable") }

    /// Not a verb: `target` pushes, so it cannot be the window's root without a navigation stack.
    @_disfavoredOverload
    @available(*, unavailable, message: "this target needs a navigation stack: set it with embedding: .navigation")
    public func setWindowRoot<Target: FlowTarget, each Arg>(
        _ target: Target, embedding: Embedding, animated: Bool = true, file: String = #fileID, line: Int = #line
    ) -> @Sendable (repeat each Arg) -> Void
    where Target.Presentation == StackEmbedding { fatalError("unavailable") }
}
