/// The window as the rules reason about it: modal layers from the window's root (index 0) to the
/// top, each a bare screen, a navigation stack or a tab container, over screen identities.
///
/// A value that holds no screen and builds none, so a decision over it runs no app code and
/// needs no hierarchy: the navigator reads one from its hierarchy before each request (the app may
/// have changed the window behind its back), ``NavigationRules`` decide the next one, and
/// ``HierarchyDiff`` turns the two into the hierarchy's calls. The navigator identifies screens by
/// ``ScreenKey``; the rule tables name them with strings.
struct NavigationState<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// What a layer, or one tab, holds.
    enum Content: Hashable, Sendable {
        /// A screen with no navigation stack around it.
        case screen(Screen)
        /// A navigation stack, root first; never empty.
        case stack([Screen])
        /// A tab container; each tab is a `.screen` or a `.stack` (UIKit does not nest tabs).
        case tabs(TabSet)
    }

    /// A tab container's tabs, as a value.
    struct TabSet: Hashable, Sendable {
        var tabs: [Content]
        var selected: Int
        /// The name of the ``Tabs`` it was built from, which events and maps show.
        var name: String?
        /// Each tab's tab bar item, for a container about to be made (empty when read from a hierarchy).
        var items: [TabItem] = []
    }

    /// One modal layer.
    struct Layer: Hashable, Sendable {
        var content: Content
        /// Whether the layer's container is made by the decision (a presentation, a new window
        /// root) rather than being one the window shows, changed or not: a new window root may
        /// hold the very screens of the old one, and it is still a new container.
        var isNew = false
    }

    var layers: [Layer] = []

    /// The screen a user sees and can interact with.
    var visibleScreen: Screen? { layers.last?.content.visibleScreen }

    /// Every screen in the window, all layers and all tabs.
    var screens: [Screen] {
        // Most windows are one layer: its stack's own array, not a copy.
        layers.count == 1 ? layers[0].content.screens : layers.flatMap(\.content.screens)
    }

    /// Where `screen` sits in the window, or `nil` when it is not in it.
    func locate(_ screen: Screen) -> ScreenLocation? {
        for (layerIndex, layer) in layers.enumerated() {
            if let location = layer.content.locate(screen, layer: layerIndex, tab: nil) { return location }
        }
        return nil
    }

    func isOnScreen(_ screen: Screen) -> Bool { locate(screen) != nil }

    /// The screens of the stack at `path`; empty when there is none.
    func stack(at path: StackPath) -> [Screen] {
        if case .stack(let screens) = content(at: path) { return screens }
        return []
    }

    /// Replaces the screens of the stack at `path`.
    mutating func setStack(_ screens: [Screen], at path: StackPath) {
        guard let tab = path.tab else { return layers[path.layer].content = .stack(screens) }
        guard case .tabs(var tabs) = layers[path.layer].content else { return }
        tabs.tabs[tab] = .stack(screens)
        layers[path.layer].content = .tabs(tabs)
    }

    private func content(at path: StackPath) -> Content {
        let content = layers[path.layer].content
        guard let tab = path.tab, case .tabs(let tabs) = content else { return content }
        return tabs.tabs[tab]
    }
}

extension NavigationState.Content {
    /// The screen a user sees in this content.
    var visibleScreen: Screen {
        switch self {
        case .screen(let screen): screen
        case .stack(let screens): screens[screens.count - 1]
        case .tabs(let tabs): tabs.tabs[tabs.selected].visibleScreen
        }
    }

    /// Every screen in the content, selected tab or not.
    var screens: [Screen] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs): tabs.tabs.flatMap(\.screens)
        }
    }

    /// The root screen: the bare screen, or the stack's first.
    var rootScreen: Screen? {
        switch self {
        case .screen(let screen): screen
        case .stack(let screens): screens.first
        case .tabs: nil
        }
    }

    /// Whether one screen appears twice (two tabs of one flow): UIKit cannot show a view
    /// controller in two places.
    var repeatsAScreen: Bool {
        let all = screens
        return Set(all).count != all.count
    }

    fileprivate func locate(_ screen: Screen, layer: Int, tab: Int?) -> ScreenLocation? {
        switch self {
        case .screen(let candidate):
            return candidate == screen ? ScreenLocation(layer: layer, tab: tab, index: nil) : nil
        case .stack(let screens):
            return screens.firstIndex(of: screen).map { ScreenLocation(layer: layer, tab: tab, index: $0) }
        case .tabs(let tabs):
            for (index, content) in tabs.tabs.enumerated() {
                if let location = content.locate(screen, layer: layer, tab: index) { return location }
            }
            return nil
        }
    }
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
