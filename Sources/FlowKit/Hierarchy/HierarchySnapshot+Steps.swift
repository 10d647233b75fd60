extension HierarchySnapshot {
    /// The window as the rules reason about it.
    var state: NavigationState<ScreenKey> {
        // Loops rather than `map`: every closure made on the main actor checks that it runs there
        // each time it is called, once per screen here, on every request.
        var state = NavigationState<ScreenKey>()
        state.layers.reserveCapacity(layers.count)
        for layer in layers { state.layers.append(NavigationState.Layer(content: Self.content(layer.root))) }
        return state
    }

    private static func content(_ container: Container) -> NavigationState<ScreenKey>.Content {
        switch container {
        case .screen(let screen): return .screen(ScreenKey(screen))
        case .stack(let screens): return .stack(keys(of: screens))
        case .tabs(let tabs):
            var contents: [NavigationState<ScreenKey>.Content] = []
            for tab in tabs.tabs { contents.append(content(tab)) }
            return .tabs(.init(tabs: contents, selected: tabs.selectedIndex, name: tabs.name))
        }
    }

    private static func keys(of screens: [AnyObject]) -> [ScreenKey] {
        var keys: [ScreenKey] = []
        keys.reserveCapacity(screens.count)
        for screen in screens { keys.append(ScreenKey(screen)) }
        return keys
    }

    /// Makes `steps` on `hierarchy`, where this snapshot was read, one after the other.
    /// - Parameters:
    ///   - steps: The steps from ``state`` to the decided state (``HierarchyDiff``).
    ///   - screens: The screen of every key the steps name.
    ///   - hierarchy: The hierarchy this snapshot was read from.
    ///   - animated: Whether to animate.
    ///   - madeTabs: Told of each tab container node made, with the name of its ``Tabs``.
    ///   - completion: Called once the hierarchy reports the last step complete.
    func apply(_ steps: [HierarchyStep<ScreenKey>], screens: KeyedScreens, to hierarchy: any ScreenHierarchy,
               animated: Bool, madeTabs: @escaping (AnyObject, String?) -> Void,
               completion: @escaping @MainActor () -> Void) {
        // The node a presentation goes over, before the steps run: the top layer's, the one left
        // on top by a dismissal, or the window's new root (`nil`) after a new window root.
        var below = layerNodes.last
        var calls: [HierarchyCall] = []
        calls.reserveCapacity(steps.count)
        for step in steps {
            calls.append(call(step, over: below, screens: screens))
            switch step {
            case .dismiss(let layer): below = layerNodes[layer - 1]
            case .replaceWindow: below = nil
            case .setStack, .selectTab, .present: break
            }
        }
        let context = HierarchyCall.Context(hierarchy: hierarchy, animated: animated, madeTabs: madeTabs)
        // One step (a push, a pop) needs no sequence.
        if calls.isEmpty { return completion() }
        guard calls.count > 1 else { return calls[0].make(in: context, then: completion) }
        CallSequence(calls, in: context, completion: completion).next()
    }

    /// `step` with the nodes and screens it names; a presentation goes over what is presented
    /// highest above `below` when it runs (above the window's root for `nil`).
    private func call(_ step: HierarchyStep<ScreenKey>, over below: AnyObject?, screens: KeyedScreens)
    -> HierarchyCall {
        switch step {
        case .setStack(let keys, let path):
            .setScreens(written(screens.objects(of: keys)), of: node(at: path))
        case .selectTab(let index, let layer):
            .selectTab(index, of: layerNodes[layer])
        case .dismiss(let layer):
            .dismiss(presentedBy: layerNodes[layer - 1])
        case .present(let content):
            .present(Self.container(content, screens: screens), over: below)
        case .replaceWindow(let content):
            .replaceWindow(with: Self.container(content, screens: screens),
                           dismissingOver: layerNodes.count > 1 ? layerNodes[0] : nil)
        }
    }

    /// The node presented highest above `node` (the window's root for `nil`), as the hierarchy
    /// shows it now; `nil` when the window shows nothing.
    fileprivate static func top(above node: AnyObject?, in hierarchy: any ScreenHierarchy) -> AnyObject? {
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
    private static func container(_ content: NavigationState<ScreenKey>.Content, screens: KeyedScreens)
    -> Container {
        switch content {
        case .screen(let key): .screen(screens[key]!)
        case .stack(let keys): .stack(keys.map { screens[$0]! })
        case .tabs(let tabs):
            .tabs(TabContainer(tabs: tabs.tabs.map { container($0, screens: screens) }, selectedIndex: tabs.selected,
                               name: tabs.name, items: tabs.items))
        }
    }

    fileprivate static func make(_ container: Container, in hierarchy: any ScreenHierarchy,
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

/// One call of a change on a ``ScreenHierarchy``, with the nodes and screens it needs.
@MainActor
private enum HierarchyCall {
    case setScreens([AnyObject], of: AnyObject)
    case selectTab(Int, of: AnyObject)
    case dismiss(presentedBy: AnyObject)
    /// Over what is presented highest above the node (the window's root for `nil`) when it runs.
    case present(Container, over: AnyObject?)
    /// After dismissing what the old root presents, if anything.
    case replaceWindow(with: Container, dismissingOver: AnyObject?)

    /// What every call of one change shares.
    struct Context {
        let hierarchy: any ScreenHierarchy
        let animated: Bool
        let madeTabs: (AnyObject, String?) -> Void
    }

    /// Makes the call, then `done` once the hierarchy says it is complete.
    func make(in context: Context, then done: @escaping @MainActor () -> Void) {
        let hierarchy = context.hierarchy
        switch self {
        case .setScreens(let screens, let node):
            hierarchy.setScreens(screens, of: node, animated: context.animated, completion: done)
        case .selectTab(let index, let node):
            hierarchy.selectTab(index, of: node)
            done()
        case .dismiss(let presenter):
            hierarchy.dismiss(presentedBy: presenter, animated: context.animated, completion: done)
        case .present(let container, let below):
            let node = HierarchySnapshot.make(container, in: hierarchy, madeTabs: context.madeTabs)
            guard let presenter = HierarchySnapshot.top(above: below, in: hierarchy) else {
                hierarchy.setWindowRoot(node)
                return done()
            }
            hierarchy.present(node, from: presenter, animated: context.animated, completion: done)
        case .replaceWindow(let container, let oldRoot):
            // A new root does not take the old root's presentations with it: UIKit would leave
            // them on screen over the new root. They go first, and the new root's containers are
            // made after, so no screen is ever in two containers at once.
            guard let oldRoot else {
                hierarchy.setWindowRoot(HierarchySnapshot.make(container, in: hierarchy, madeTabs: context.madeTabs))
                return done()
            }
            hierarchy.dismiss(presentedBy: oldRoot, animated: false) {
                hierarchy.setWindowRoot(HierarchySnapshot.make(container, in: hierarchy, madeTabs: context.madeTabs))
                done()
            }
        }
    }
}

/// The calls of one change, each made once the hierarchy says the one before is complete.
///
/// Each call is let go of as it is made: what waits for the hierarchy holds no screen it has
/// already shown, so a screen popped meanwhile is not kept alive while the requests that waited
/// run, and a flow builds its screen anew rather than finding the old one.
@MainActor
private final class CallSequence {
    private var calls: [HierarchyCall?]
    private var index = 0
    private let context: HierarchyCall.Context
    private let completion: @MainActor () -> Void

    init(_ calls: [HierarchyCall], in context: HierarchyCall.Context, completion: @escaping @MainActor () -> Void) {
        self.calls = calls
        self.context = context
        self.completion = completion
    }

    /// Makes the next call, or calls the completion after the last.
    func next() {
        guard index < calls.count, let call = calls[index] else { return completion() }
        calls[index] = nil
        index += 1
        guard index < calls.count else { return call.make(in: context, then: completion) }
        call.make(in: context) { [self] in next() }
    }
}
