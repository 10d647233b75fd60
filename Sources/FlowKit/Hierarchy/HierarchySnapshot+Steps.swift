/// A screen as the navigator's rules know it: a value, so that deciding touches no screen.
enum ScreenKey: Hashable, Sendable {
    /// A screen that exists (on screen, or alive off screen), by its identity; it is alive for
    /// as long as the decision, which holds it.
    case existing(ObjectIdentifier)
    /// The screen the flow with this identity builds once the request is accepted.
    case unbuilt(flow: ObjectIdentifier)

    init(_ screen: AnyObject) { self = .existing(ObjectIdentifier(screen)) }
}

extension HierarchySnapshot {
    /// The window as the rules reason about it.
    var state: NavigationState<ScreenKey> {
        NavigationState(layers: layers.map { NavigationState.Layer(content: Self.content($0.root)) })
    }

    private static func content(_ container: Container) -> NavigationState<ScreenKey>.Content {
        switch container {
        case .screen(let screen): .screen(ScreenKey(screen))
        case .stack(let screens): .stack(screens.map(ScreenKey.init))
        case .tabs(let tabs):
            .tabs(.init(tabs: tabs.tabs.map(content), selected: tabs.selectedIndex, name: tabs.name))
        }
    }

    /// The screens on screen, by key.
    var screensByKey: [ScreenKey: AnyObject] {
        Dictionary(layers.flatMap(\.root.screens).map { (ScreenKey($0), $0) }) { first, _ in first }
    }

    /// Makes `steps` on `hierarchy`, where this snapshot was read, one after the other.
    /// - Parameters:
    ///   - steps: The steps from ``state`` to the decided state (``HierarchyDiff``).
    ///   - screens: The screen of every key the steps name.
    ///   - hierarchy: The hierarchy this snapshot was read from.
    ///   - animated: Whether to animate.
    ///   - madeTabs: Told of each tab container node made, with the name of its ``Tabs``.
    ///   - completion: Called once the hierarchy reports the last step complete.
    func apply(_ steps: [HierarchyStep<ScreenKey>], screens: [ScreenKey: AnyObject], to hierarchy: any ScreenHierarchy,
               animated: Bool, madeTabs: @escaping (AnyObject, String?) -> Void,
               completion: @escaping @MainActor () -> Void) {
        // The node a presentation goes over, before the steps run: the top layer's, the one left
        // on top by a dismissal, or the window's new root (`nil`) after a new window root.
        var below = layerNodes.last
        var calls: [Call] = []
        for step in steps {
            calls.append(call(step, over: below, screens: screens, hierarchy: hierarchy, animated: animated,
                              madeTabs: madeTabs))
            switch step {
            case .dismiss(let layer): below = layerNodes[layer - 1]
            case .replaceWindow: below = nil
            case .setStack, .selectTab, .present: break
            }
        }
        Self.run(calls, completion: completion)
    }

    /// One step as a call, told when its change is complete. What waits for the hierarchy holds
    /// no screen: a screen held there would stay alive while the requests that waited run, and
    /// a flow would find it instead of building its screen anew.
    private typealias Call = (@escaping @MainActor () -> Void) -> Void

    /// Runs `calls` in order, each once the one before is complete; what runs later holds only
    /// the calls after it.
    private static func run(_ calls: [Call], completion: @escaping @MainActor () -> Void) {
        guard let first = calls.first else { return completion() }
        let rest = Array(calls.dropFirst())
        first { run(rest, completion: completion) }
    }

    /// `step` as a call; a presentation goes over what is presented highest above `below`
    /// when it runs (above the window's root for `nil`).
    private func call(_ step: HierarchyStep<ScreenKey>, over below: AnyObject?, screens: [ScreenKey: AnyObject],
                      hierarchy: any ScreenHierarchy, animated: Bool,
                      madeTabs: @escaping (AnyObject, String?) -> Void) -> Call {
        switch step {
        case .setStack(let keys, let path):
            let node = node(at: path), shown = written(keys.compactMap { screens[$0] })
            return { done in hierarchy.setScreens(shown, of: node, animated: animated, completion: done) }
        case .selectTab(let index, let layer):
            let node = layerNodes[layer]
            return { done in
                hierarchy.selectTab(index, of: node)
                done()
            }
        case .dismiss(let layer):
            let presenter = layerNodes[layer - 1]
            return { done in hierarchy.dismiss(presentedBy: presenter, animated: animated, completion: done) }
        case .present(let content):
            // Let go once made: the hierarchy holds what it shows.
            var pending: Container? = Self.container(content, screens: screens)
            return { done in
                guard let container = pending else { return done() }
                pending = nil
                guard let presenter = Self.top(above: below, in: hierarchy) else {
                    hierarchy.setWindowRoot(Self.make(container, in: hierarchy, madeTabs: madeTabs))
                    return done()
                }
                hierarchy.present(Self.make(container, in: hierarchy, madeTabs: madeTabs), from: presenter,
                                  animated: animated, completion: done)
            }
        case .replaceWindow(let content):
            var pending: Container? = Self.container(content, screens: screens)
            let oldRoot = layerNodes.count > 1 ? layerNodes[0] : nil
            let show = {
                if let container = pending {
                    pending = nil
                    hierarchy.setWindowRoot(Self.make(container, in: hierarchy, madeTabs: madeTabs))
                }
            }
            return { done in
                // A new root does not take the old root's presentations with it: UIKit would leave
                // them on screen over the new root. They go first, and the new root's containers
                // are made after, so no screen is ever in two containers at once.
                guard let oldRoot else {
                    show()
                    return done()
                }
                hierarchy.dismiss(presentedBy: oldRoot, animated: false) {
                    show()
                    done()
                }
            }
        }
    }

    /// The node presented highest above `node` (the window's root for `nil`), as the hierarchy
    /// shows it now; `nil` when the window shows nothing.
    private static func top(above node: AnyObject?, in hierarchy: any ScreenHierarchy) -> AnyObject? {
        var top = node ?? hierarchy.windowRoot
        // Bounded: layers form a chain, but a bound keeps a broken hierarchy from hanging the app.
        for _ in 0..<10_000 {
            guard let current = top, let next = hierarchy.presented(by: current) else { break }
            top = next
        }
        return top
    }

    /// The node of the stack at `path`.
    private func node(at path: StackPath) -> AnyObject {
        guard let tab = path.tab, let tabs = tabNodes[path.layer] else { return layerNodes[path.layer] }
        return tabs[tab]
    }

    /// `screens` as the hierarchy holds them: the app's own container in place of the screen
    /// read in its stead.
    private func written(_ screens: [AnyObject]) -> [AnyObject] {
        guard let standIn else { return screens }
        return screens.map { $0 === standIn.screen ? standIn.container : $0 }
    }

    /// The containers to make for `content`.
    private static func container(_ content: NavigationState<ScreenKey>.Content, screens: [ScreenKey: AnyObject])
    -> Container {
        switch content {
        case .screen(let key): .screen(screens[key]!)
        case .stack(let keys): .stack(keys.map { screens[$0]! })
        case .tabs(let tabs):
            .tabs(TabContainer(tabs: tabs.tabs.map { container($0, screens: screens) }, selectedIndex: tabs.selected,
                               name: tabs.name, items: tabs.items))
        }
    }

    private static func make(_ container: Container, in hierarchy: any ScreenHierarchy,
                             madeTabs: (AnyObject, String?) -> Void) -> AnyObject {
        switch container {
        case .screen(let screen): return screen
        case .stack(let screens): return hierarchy.makeStack(screens)
        case .tabs(let tabs):
            let node = hierarchy.makeTabs(tabs.tabs.map { make($0, in: hierarchy, madeTabs: madeTabs) },
                                          selected: tabs.selectedIndex, items: tabs.items)
            madeTabs(node, tabs.name)
            return node
        }
    }
}
