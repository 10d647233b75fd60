/// The window as a ``ScreenHierarchy`` shows it right now, read for one decision: the layers the
/// rules reason about, and the nodes the steps to the next state are applied to.
///
/// A screen the app placed inside a container of its own (a child view controller) is read as
/// standing where that container stands, so its verbs push onto the stack the container is in,
/// as UIKit's `navigationController` does; when written back, the container takes its place again.
@MainActor
struct HierarchySnapshot {
    /// The layers, the window's root first.
    let layers: [ModalLayer]
    /// Each layer's root node, the window's root first.
    let layerNodes: [AnyObject]
    /// The tab nodes of the layers whose root is a tab container, by layer; empty (and not
    /// allocated) in the common window without tabs.
    let tabNodes: [Int: [AnyObject]]
    /// The app's own container read as the source screen, and that screen.
    let standIn: (container: AnyObject, screen: AnyObject)?

    /// An empty window.
    static let empty = HierarchySnapshot(layers: [], layerNodes: [], tabNodes: [:], standIn: nil)

    /// Reads the window: the navigator's own, or, for a navigator without one, the shown tree
    /// the app placed `source` in.
    /// - Parameters:
    ///   - hierarchy: The containers to read.
    ///   - source: The screen a request comes from, if any.
    ///   - tabsName: The name of the ``Tabs`` a tab container node was made from.
    static func read(_ hierarchy: any ScreenHierarchy, around source: AnyObject?,
                     tabsName: @escaping (AnyObject) -> String?) -> HierarchySnapshot {
        var standIn: (container: AnyObject, screen: AnyObject)?
        if let source, let container = placementNode(of: source, in: hierarchy) { standIn = (container, source) }
        let reader = Reader(hierarchy: hierarchy, standIn: standIn, tabsName: tabsName)
        // A navigator with a window navigates that window; one without (screens the app
        // places) reads the tree the screen is in, when a window shows that tree.
        if let root = hierarchy.windowRoot { return reader.read(from: root) }
        guard let source, let root = outermostNode(above: standIn?.container ?? source, in: hierarchy),
              hierarchy.isShown(root) else { return .empty }
        return reader.read(from: root)
    }

    /// The app's own container (not a stack, not tabs) that holds `screen`, outermost first.
    private static func placementNode(of screen: AnyObject, in hierarchy: any ScreenHierarchy) -> AnyObject? {
        var node = screen
        var found: AnyObject?
        while let parent = hierarchy.parent(of: node), case .screen = hierarchy.contents(of: parent) {
            node = parent
            found = parent
        }
        return found
    }

    /// The root of the tree `node` is in, by parents and presenters; `nil` when `node` is in none.
    private static func outermostNode(above node: AnyObject, in hierarchy: any ScreenHierarchy) -> AnyObject? {
        var current = node
        var moved = false
        // Bounded: hierarchies are trees, but a bound keeps a broken one from hanging the app.
        for _ in 0..<10_000 {
            guard let next = hierarchy.parent(of: current) ?? hierarchy.presenter(of: current) else { break }
            current = next
            moved = true
        }
        return moved ? current : nil
    }

    /// Builds snapshots from nodes.
    @MainActor
    private struct Reader {
        let hierarchy: any ScreenHierarchy
        let standIn: (container: AnyObject, screen: AnyObject)?
        let tabsName: (AnyObject) -> String?

        func read(from root: AnyObject) -> HierarchySnapshot {
            var layers: [ModalLayer] = []
            var layerNodes: [AnyObject] = []
            var tabNodes: [Int: [AnyObject]] = [:]
            var node: AnyObject? = root
            while let current = node, layerNodes.count < 10_000 {
                let (container, tabs) = read(current)
                layers.append(ModalLayer(root: container))
                if let tabs { tabNodes[layerNodes.count] = tabs }
                layerNodes.append(current)
                node = hierarchy.presented(by: current)
            }
            return HierarchySnapshot(layers: layers, layerNodes: layerNodes, tabNodes: tabNodes, standIn: standIn)
        }

        /// A layer's content, and its tab nodes when it is a tab container.
        private func read(_ node: AnyObject) -> (Container, [AnyObject]?) {
            let contents = hierarchy.contents(of: node)
            guard case .tabs(let tabs, let selected) = contents, !tabs.isEmpty else {
                return (content(node, contents), nil)
            }
            let container = TabContainer(tabs: tabs.map { content($0, hierarchy.contents(of: $0)) },
                                         selectedIndex: min(max(selected, 0), tabs.count - 1), name: tabsName(node))
            return (.tabs(container), tabs)
        }

        /// A screen or a stack (tabs inside tabs are read as a screen: UIKit does not nest them).
        private func content(_ node: AnyObject, _ contents: NodeContents) -> Container {
            guard case .stack(let screens) = contents, !screens.isEmpty else { return .screen(screen(node)) }
            // Each request reads the window: the stack's own array is shared, not copied, unless
            // a screen stands in for the app's container.
            return .stack(standIn == nil ? screens : screens.map(screen))
        }

        private func screen(_ node: AnyObject) -> AnyObject {
            if let standIn, standIn.container === node { return standIn.screen }
            return node
        }
    }
}

