// Read-only views of the window the navigator shows, read from its hierarchy on each call.

extension FlowNavigator {
    /// The modal layers from the window's root (index 0) to the top.
    public var layers: [ModalLayer] { snapshot(around: nil).layers }

    /// The screen a user sees and can interact with, if the navigator has started.
    public var visibleScreen: AnyObject? { layers.last?.root.visibleScreen }

    /// The navigation stack around the visible screen, root first; empty when the visible
    /// screen is not in a stack.
    public var visibleStack: [AnyObject] {
        guard let root = layers.last?.root else { return [] }
        return root.stack(containing: root.visibleScreen) ?? []
    }

    /// Every screen in the window: all layers, all tabs, all stack entries.
    public var screensOnScreen: [AnyObject] { layers.flatMap(\.root.screens) }

    /// Whether `screen` is anywhere in the window.
    public func isOnScreen(_ screen: AnyObject) -> Bool { screensOnScreen.contains { $0 === screen } }

    /// The stack holding `screen`, root first, or `nil` when it is not in a stack on screen.
    public func stack(containing screen: AnyObject) -> [AnyObject]? {
        layers.lazy.compactMap { $0.root.stack(containing: screen) }.first
    }
}

extension FlowNavigator {
    /// The screen of `flow` for this navigator, for the app to place with its own code: the
    /// live one, or a new one whose verbs report to this navigator. Its callbacks navigate from
    /// wherever the app shows it. `nil` only when the flow's owner is gone.
    /// - Parameter flow: The flow whose screen to build.
    public func screen<Screen: AnyObject>(of flow: Flow<Screen>) -> Screen? {
        flow.screen(for: self)
    }
}

extension FlowNavigator {
    /// Not a start: `root` pushes, so it cannot be the window's root without a navigation stack.
    @_disfavoredOverload
    @available(*, unavailable, message: "this target needs a navigation stack: start it with embedding: .navigation")
    public func start<Root: FlowTarget>(_ root: Root, embedding: Embedding, file: String = #fileID, line: Int = #line)
    -> NavigationOutcome where Root.Presentation == StackEmbedding { fatalError("unavailable") }
}
