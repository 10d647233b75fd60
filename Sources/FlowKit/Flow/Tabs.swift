/// A tab container whose tabs are flows, each with a stack of its own.
///
/// Tabs are shown by `present(_:)`, `setWindowRoot(_:)` or a navigator's `start(_:)`; all tab
/// roots are built when the container is shown, as `UITabBarController` does. A screen inside a
/// tab switches tabs with `lets.selectTab(_:)`. Declaring one needs no actor.
public final class Tabs {
    /// The name shown in events and maps.
    public let name: String?
    /// The tabs, in display order.
    public let tabs: [Tab]
    /// The index selected when the container is shown.
    public let initialSelection: Int
    /// Where the container was declared.
    public let callSite: CallSite

    /// A tab container.
    ///
    /// - Parameters:
    ///   - name: The name shown in events and maps.
    ///   - selected: The tab shown first (clamped to a valid index).
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - tabs: The tabs, in display order; at least one.
    public init(name: String? = nil, selected: Int = 0, file: String = #fileID, line: Int = #line, _ tabs: [Tab]) {
        precondition(!tabs.isEmpty, "a tab container needs at least one tab")
        self.name = name
        self.callSite = CallSite(fileID: file, line: line)
        self.tabs = tabs
        self.initialSelection = min(max(selected, 0), tabs.count - 1)
    }

    /// Describes the container for events.
    public var descriptor: ScreenDescriptor { ScreenDescriptor(typeName: "Tabs", flow: FlowIdentity(name: name)) }
}

/// One tab of a ``Tabs`` container: a flow, wrapped in a navigation stack unless told otherwise.
public struct Tab {
    /// What the tab shows: a flow, a group or a group's placement.
    public let target: any FlowTarget
    /// The flow whose screen is the tab's root.
    @MainActor public var flow: AnyFlow { target.entryFlow }
    /// Whether the tab's root sits in a navigation stack.
    public let embedding: Embedding
    /// The tab bar item's title, if any.
    public let title: String?
    /// The tab bar item's image name, if any.
    public let imageName: String?
    /// Where the tab was declared, so maps can point at its line.
    public let callSite: CallSite
    /// Routes for a group placed as this tab (``FlowGroup/on(_:file:line:_:)``).
    let routes: OutputRoutes?

    /// A tab rooted at `target`'s entry screen.
    ///
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement`` with its routes.
    ///   - embedding: `.navigation` (the default) puts the root in a navigation stack.
    ///   - title: The tab bar item's title.
    ///   - imageName: The tab bar item's image, by name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public init<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .navigation, title: String? = nil,
                                    imageName: String? = nil, file: String = #fileID, line: Int = #line) {
        self.target = target
        self.embedding = embedding.embedding
        self.title = title
        self.imageName = imageName
        self.callSite = CallSite(fileID: file, line: line)
        self.routes = target.placementRoutes
    }
}
