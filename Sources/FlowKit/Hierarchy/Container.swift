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

    /// The stack in this container that holds `screen`, root first; `nil` when none does.
    func stack(containing screen: AnyObject) -> [AnyObject]? {
        switch self {
        case .screen: nil
        case .stack(let screens): screens.contains { $0 === screen } ? screens : nil
        case .tabs(let tabs): tabs.tabs.lazy.compactMap { $0.stack(containing: screen) }.first
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
