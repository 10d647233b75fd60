/// Screens held by plain Swift objects, as UIKit's containers would hold them: what tests, samples
/// and terminal drivers navigate.
///
/// Every change completes at once. The hierarchy holds the screens it shows, strongly, and
/// nothing else: a popped or dismissed screen is released unless the app keeps it.
@MainActor
public final class HeadlessHierarchy: ScreenHierarchy {
    /// A navigation stack.
    private final class Stack {
        var screens: [AnyObject]
        init(_ screens: [AnyObject]) { self.screens = screens }
    }

    /// A tab container.
    private final class TabBar {
        let contents: [AnyObject]
        var selected: Int
        let items: [TabItem]
        init(_ contents: [AnyObject], selected: Int, items: [TabItem]) {
            self.contents = contents
            self.selected = selected
            self.items = items
        }
    }

    /// The node at the root of the window, or `nil` before anything was shown.
    public private(set) var windowRoot: AnyObject?
    /// What each presenting node presents, by the presenter's identity. Presenters are layer
    /// roots, which the window or a lower layer holds, so an identity is never stale here.
    private var presentations: [ObjectIdentifier: AnyObject] = [:]

    /// An empty window.
    public init() {}

    /// What `node` holds: see ``ScreenHierarchy/contents(of:)``.
    public func contents(of node: AnyObject) -> NodeContents {
        // Compared by class rather than cast: each request reads every node, and the classes are
        // final, so the comparison is exact and much cheaper than a dynamic cast.
        let kind = ObjectIdentifier(type(of: node))
        if kind == ObjectIdentifier(Stack.self) { return .stack(unsafeDowncast(node, to: Stack.self).screens) }
        if kind == ObjectIdentifier(TabBar.self) {
            let tabs = unsafeDowncast(node, to: TabBar.self)
            return .tabs(tabs.contents, selected: tabs.selected)
        }
        return .screen
    }

    /// What `node` presents: see ``ScreenHierarchy/presented(by:)``.
    public func presented(by node: AnyObject) -> AnyObject? {
        presentations.isEmpty ? nil : presentations[ObjectIdentifier(node)]
    }

    /// Always `nil`: only the window's own tree is navigated headless.
    public func parent(of node: AnyObject) -> AnyObject? { nil }

    /// Always `nil`: see ``parent(of:)``.
    public func presenter(of node: AnyObject) -> AnyObject? { nil }

    /// Only the window's root is shown headless.
    public func isShown(_ root: AnyObject) -> Bool { root === windowRoot }

    /// A new navigation stack: see ``ScreenHierarchy/makeStack(_:)``.
    public func makeStack(_ screens: [AnyObject]) -> AnyObject { Stack(screens) }

    /// A new tab container: see ``ScreenHierarchy/makeTabs(_:selected:items:)``.
    public func makeTabs(_ contents: [AnyObject], selected: Int, items: [TabItem]) -> AnyObject {
        TabBar(contents, selected: selected, items: items)
    }

    /// Replaces a stack's screens: see ``ScreenHierarchy/setScreens(_:of:animated:completion:)``.
    public func setScreens(_ screens: [AnyObject], of stack: AnyObject, animated: Bool,
                           completion: @escaping @MainActor () -> Void) {
        (stack as? Stack)?.screens = screens
        completion()
    }

    /// Presents `node` over `presenter`: see ``ScreenHierarchy/present(_:from:animated:completion:)``.
    public func present(_ node: AnyObject, from presenter: AnyObject, animated: Bool,
                        completion: @escaping @MainActor () -> Void) {
        presentations[ObjectIdentifier(presenter)] = node
        completion()
    }

    /// Dismisses what `presenter` presents: see ``ScreenHierarchy/dismiss(presentedBy:animated:completion:)``.
    public func dismiss(presentedBy presenter: AnyObject, animated: Bool, completion: @escaping @MainActor () -> Void) {
        var next = presentations.removeValue(forKey: ObjectIdentifier(presenter))
        while let node = next { next = presentations.removeValue(forKey: ObjectIdentifier(node)) }
        completion()
    }

    /// Selects a tab: see ``ScreenHierarchy/selectTab(_:of:)``.
    public func selectTab(_ index: Int, of tabs: AnyObject) {
        (tabs as? TabBar)?.selected = index
    }

    /// Makes `node` the window's root.
    public func setWindowRoot(_ node: AnyObject) {
        windowRoot = node
    }

    /// The tab bar items of the tab container `node`, in order; empty for other nodes.
    public func tabItems(of node: AnyObject) -> [TabItem] {
        (node as? TabBar)?.items ?? []
    }
}
