import FlowKit

// Bindings whose target is not a flow: a group's output (`lets.emit`) and a tab container
// (`lets.present(tabs)`, `lets.setWindowRoot(tabs)`). Compared by the object's identity, as
// flows are, so two outputs of one type (or two containers) are told apart.

extension SpyBinding {
    /// Emits `output`, whatever its values (`FlowOutput<Order>`, ``FlowSignal``): what a callback
    /// bound with `lets.emit(output)` answers.
    ///
    /// ```swift
    /// #expect(spy.binding(of: vc.onPaid, order) == .emit(group.paid))
    /// ```
    /// - Parameter output: The group's output.
    public static func emit<each Value>(_ output: FlowOutput<repeat each Value>) -> SpyBinding {
        SpyBinding(verb: .emit, target: ObjectIdentifier(output), embedding: .none)
    }

    /// Presents the tab container `tabs` in a new modal layer.
    /// - Parameter tabs: The container.
    public static func present(_ tabs: Tabs) -> SpyBinding {
        SpyBinding(verb: .present, target: ObjectIdentifier(tabs), embedding: .none)
    }

    /// Replaces the window's content with the tab container `tabs`.
    /// - Parameter tabs: The container.
    public static func setWindowRoot(_ tabs: Tabs) -> SpyBinding {
        SpyBinding(verb: .setWindowRoot, target: ObjectIdentifier(tabs), embedding: .none)
    }
}
