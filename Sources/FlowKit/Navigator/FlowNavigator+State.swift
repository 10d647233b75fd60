// Read-only views of the window the navigator shows, read from its hierarchy on each call.

extension FlowNavigator {
    /// The window's layers as the hierarchy shows them now.
    var state: NavigationState { snapshot(around: nil).state }

    /// The modal layers from the window's root (index 0) to the top.
    public var layers: [ModalLayer] { state.layers }

    /// The screen a user sees and can interact with, if the navigator has started.
    public var visibleScreen: AnyObject? { state.visibleScreen }

    /// The navigation stack around the visible screen, root first; empty when the visible
    /// screen is not in a stack.
    public var visibleStack: [AnyObject] {
        guard let screen = state.visibleScreen, let path = state.locate(screen)?.stackPath else { return [] }
        return state.stack(at: path)
    }

    /// Every screen in the window: all layers, all tabs, all stack entries.
    public var screensOnScreen: [AnyObject] { state.layers.flatMap(\.root.screens) }

    /// Whether `screen` is anywhere in the window.
    public func isOnScreen(_ screen: AnyObject) -> Bool { state.isOnScreen(screen) }

    /// The stack holding `screen`, root first, or `nil` when it is not in a stack on screen.
    public func stack(containing screen: AnyObject) -> [AnyObject]? {
        state.locate(screen)?.stackPath.map(state.stack(at:))
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
