/// A tab container whose tabs are flows, each with a stack of its own.
///
/// Tabs are shown by `present(_:)`, `setWindowRoot(_:)` or a navigator's `start(_:)`; all tab
/// roots are built when the container is shown, as `UITabBarController` does. A screen inside a
/// tab switches tabs with `lets.selectTab(_:)`.
@MainActor
public final class Tabs {
    /// The name shown in events and maps.
    public let name: String?
    /// The tabs, in display order.
    public let tabs: [Tab]
    /// The index selected when the container is shown.
    public let initialSelection: Int
    /// Where the container was declared.
    public let callSite: CallSite

    /// A tab container with `tabs`, showing `selected` first (clamped to a valid index).
    public init(name: String? = nil, selected: Int = 0, file: String = #fileID, line: Int = #line, _ tabs: [Tab]) {
        precondition(!tabs.isEmpty, "a tab container needs at least one tab")
        self.name = name
        self.callSite = CallSite(fileID: file, line: line)
        self.tabs = tabs
        self.initialSelection = min(max(selected, 0), tabs.count - 1)
    }

    /// Describes the container for events.
    public var descriptor: ScreenDescriptor { ScreenDescriptor(typeName: "Tabs", flowName: name) }
}

/// One tab of a ``Tabs`` container: a flow, wrapped in a navigation stack unless told otherwise.
@MainActor
public struct Tab {
    /// The flow whose screen is the tab's root.
    public let flow: any AnyFlow
    /// Whether the tab's root sits in a navigation stack.
    public let embedding: Embedding
    /// The tab bar item's title, if any.
    public let title: String?
    /// Where the tab was declared, so maps can point at its line.
    public let callSite: CallSite

    /// A tab rooted at `target`'s entry screen.
    public init<Target: FlowTarget>(_ target: Target, embedding: Embedding = .navigation, title: String? = nil,
                                    file: String = #fileID, line: Int = #line) {
        self.flow = target.entry
        self.embedding = embedding
        self.title = title
        self.callSite = CallSite(fileID: file, line: line)
    }
}
