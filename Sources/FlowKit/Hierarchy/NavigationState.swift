/// What a container in the window holds, as UIKit would arrange it.
@MainActor
public enum Container {
    /// A single screen with no navigation stack around it.
    case screen(AnyObject)
    /// A navigation stack, root first; never empty.
    case stack([AnyObject])
    /// A tab container; each tab is a `.screen` or a `.stack`.
    case tabs(TabContainer)

    /// The screen a user sees in this container.
    public var visibleScreen: AnyObject {
        switch self {
        case .screen(let screen): screen
        case .stack(let screens): screens[screens.count - 1]
        case .tabs(let tabs): tabs.tabs[tabs.selectedIndex].visibleScreen
        }
    }

    /// Every screen in the container, selected tab or not.
    public var screens: [AnyObject] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs): tabs.tabs.flatMap(\.screens)
        }
    }

    /// Whether one screen instance appears twice (two tabs built from one flow): UIKit cannot
    /// show a view controller in two places.
    var repeatsAScreen: Bool {
        let all = screens
        return Set(all.map(ObjectIdentifier.init)).count != all.count
    }

    /// The root screen: the bare screen, or the stack's first.
    var rootScreen: AnyObject? {
        switch self {
        case .screen(let screen): screen
        case .stack(let screens): screens.first
        case .tabs: nil
        }
    }
}

/// A tab container's tabs and selection.
@MainActor
public struct TabContainer {
    /// The tabs' contents, each a `.screen` or a `.stack`.
    public internal(set) var tabs: [Container]
    /// The selected tab's index.
    public internal(set) var selectedIndex: Int
    /// The name of the ``Tabs`` it was built from.
    public let name: String?
    /// Each tab's tab bar item, for a container about to be made (empty when read from a hierarchy).
    var items: [TabItem] = []
}

/// One modal layer: the window's root content (layer 0) or something presented above it.
@MainActor
public struct ModalLayer {
    /// The layer's content.
    public internal(set) var root: Container
}

/// Where a navigation stack sits: in a layer, inside a tab or not.
struct StackPath: Hashable {
    let layer: Int
    let tab: Int?
}

/// Where a screen sits in the window.
struct ScreenLocation: Hashable {
    let layer: Int
    let tab: Int?
    /// The index in its stack, or `nil` for a bare screen.
    let index: Int?

    var stackPath: StackPath? { index == nil ? nil : StackPath(layer: layer, tab: tab) }
}

/// The window's content as a ``ScreenHierarchy`` shows it: modal layers from the root (index 0)
/// to the top. Read for each decision, never kept.
@MainActor
struct NavigationState {
    var layers: [ModalLayer] = []

    var visibleScreen: AnyObject? { layers.last?.root.visibleScreen }

    func locate(_ screen: AnyObject) -> ScreenLocation? {
        for (layerIndex, layer) in layers.enumerated() {
            if let location = Self.locate(screen, in: layer.root, layer: layerIndex, tab: nil) { return location }
        }
        return nil
    }

    private static func locate(_ screen: AnyObject, in container: Container, layer: Int, tab: Int?) -> ScreenLocation? {
        switch container {
        case .screen(let candidate):
            return candidate === screen ? ScreenLocation(layer: layer, tab: tab, index: nil) : nil
        case .stack(let screens):
            return screens.firstIndex { $0 === screen }.map { ScreenLocation(layer: layer, tab: tab, index: $0) }
        case .tabs(let tabs):
            for (index, content) in tabs.tabs.enumerated() {
                if let location = locate(screen, in: content, layer: layer, tab: index) { return location }
            }
            return nil
        }
    }

    func isOnScreen(_ screen: AnyObject) -> Bool { locate(screen) != nil }

    func stack(at path: StackPath) -> [AnyObject] {
        if case .stack(let screens) = container(at: path) { return screens }
        return []
    }

    func container(at path: StackPath) -> Container {
        let root = layers[path.layer].root
        guard let tab = path.tab, case .tabs(let tabs) = root else { return root }
        return tabs.tabs[tab]
    }
}
