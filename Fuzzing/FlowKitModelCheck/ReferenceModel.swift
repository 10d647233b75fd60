import FlowKit

/// What a container of the window holds, by screen serial: the reference model's picture of
/// the window, written from the README's rules and nothing of the navigator's code.
public indirect enum ModelContainer: Hashable, Sendable {
    case bare(Int)
    case stack([Int])
    case tabs([ModelContainer], selected: Int)

    var screens: [Int] {
        switch self {
        case .bare(let serial): [serial]
        case .stack(let serials): serials
        case .tabs(let tabs, _): tabs.flatMap(\.screens)
        }
    }

    var visible: Int {
        switch self {
        case .bare(let serial): serial
        case .stack(let serials): serials[serials.count - 1]
        case .tabs(let tabs, let selected): tabs[selected].visible
        }
    }

    var root: Int? {
        switch self {
        case .bare(let serial): serial
        case .stack(let serials): serials.first
        case .tabs: nil
        }
    }
}

/// What the model expects a request to do.
public enum ModelOutcome: Hashable, Sendable {
    /// `will` then `did` events for this verb.
    case accepted(NavigationVerb)
    /// One `refused` event for this verb.
    case refused(NavigationVerb, RefusalReason)
    /// No event (a gesture UIKit would not offer).
    case nothing
    /// One `did emit` event, then the route's own outcome.
    indirect case emitted(then: ModelOutcome)
}

/// The reference model: layers of containers, screens by serial, which flow's screen is alive.
///
/// A screen is alive while it is on screen, while the driver holds it, or while the request
/// that built it runs; a flow reuses its live screen and otherwise builds the next serial.
public struct ReferenceModel: Sendable {
    public private(set) var layers: [ModelContainer] = []
    let spec: ModelApp.Spec
    private var nextSerial = 0
    private var liveSerial: [Int: Int] = [:]
    private var held: [Int: Int] = [:]
    private var building: Set<Int> = []

    /// A model of `spec`'s app, nothing shown.
    public init(spec: ModelApp.Spec) { self.spec = spec }

    /// The driver now holds (or let go of) one reference to screen `serial`.
    public mutating func hold(_ serial: Int, _ holding: Bool) { held[serial, default: 0] += holding ? 1 : -1 }

    public var visible: Int? { layers.last?.visible }

    func isAlive(_ serial: Int) -> Bool {
        held[serial, default: 0] > 0 || building.contains(serial) || onScreen(serial)
    }

    func onScreen(_ serial: Int) -> Bool { layers.contains { $0.screens.contains(serial) } }

    /// The flow's live screen, never building one.
    func live(_ flow: Int) -> Int? { liveSerial[flow].flatMap { isAlive($0) ? $0 : nil } }

    /// The flow's live screen, or a new one.
    private mutating func build(_ flow: Int) -> Int {
        if let serial = live(flow) { return serial }
        let serial = nextSerial
        nextSerial += 1
        liveSerial[flow] = serial
        building.insert(serial)
        return serial
    }

    /// Where `serial` is: its layer, its tab (if in tabs) and its index (if in a stack).
    private func locate(_ serial: Int) -> (layer: Int, tab: Int?, index: Int?)? {
        for (layer, container) in layers.enumerated() {
            switch container {
            case .bare(let screen) where screen == serial: return (layer, nil, nil)
            case .stack(let screens): if let index = screens.firstIndex(of: serial) { return (layer, nil, index) }
            case .tabs(let tabs, _):
                for (tab, content) in tabs.enumerated() {
                    if case .bare(serial) = content { return (layer, tab, nil) }
                    if case .stack(let screens) = content, let index = screens.firstIndex(of: serial) {
                        return (layer, tab, index)
                    }
                }
            default: continue
            }
        }
        return nil
    }

    private func stack(_ layer: Int, _ tab: Int?) -> [Int] {
        var container = layers[layer]
        if let tab, case .tabs(let tabs, _) = container { container = tabs[tab] }
        if case .stack(let screens) = container { return screens }
        return []
    }

    private mutating func setStack(_ screens: [Int], _ layer: Int, _ tab: Int?) {
        guard let tab, case .tabs(var tabs, let selected) = layers[layer] else {
            layers[layer] = .stack(screens)
            return
        }
        tabs[tab] = .stack(screens)
        layers[layer] = .tabs(tabs, selected: selected)
    }

    /// The program shows `flow`'s screen as the window root, in a stack.
    public mutating func start(_ flow: Int) -> ModelOutcome {
        layers = [.stack([build(flow)])]
        building = []
        return .accepted(.setWindowRoot)
    }

    /// The program shows the tab container as the window root.
    public mutating func startTabs() -> ModelOutcome {
        buildingOnceAccepted { $0.showTabs() }
    }

    /// Screen `source`'s callback fired (`nil`: its screen was released) and asked for `verb`.
    public mutating func fire(_ verb: ModelVerb, from source: Int?) -> ModelOutcome {
        buildingOnceAccepted { $0.decide(verb, from: source) }
    }

    /// Runs a request that may build screens: the navigator builds a request's screens only once
    /// it accepts it, so a refused one leaves every flow's screen, and the serials, as they were.
    private mutating func buildingOnceAccepted(_ request: (inout ReferenceModel) -> ModelOutcome) -> ModelOutcome {
        let (serial, live) = (nextSerial, liveSerial)
        let outcome = request(&self)
        if case .refused = outcome { (nextSerial, liveSerial) = (serial, live) }
        return outcome
    }

    private mutating func showTabs() -> ModelOutcome {
        defer { building = [] }
        let container = buildTabs()
        if Set(container.screens).count != container.screens.count { return .refused(.setWindowRoot, .targetAlreadyOnScreen) }
        layers = [container]
        return .accepted(.setWindowRoot)
    }

    private mutating func decide(_ request: ModelVerb, from source: Int?) -> ModelOutcome {
        defer { building = [] }
        let name = request.verb
        if let refused = refusal(from: source, name) { return refused }
        guard let source, let (layer, tab, index) = locate(source) else { return .nothing }
        let top = layers.count - 1
        // Every verb names a flow but those without a target, `emit` and the tab container's.
        let flow = request.flow ?? 0
        switch name {
        case .emit:
            // Only an accepted emission runs its route, from the same (still visible) source.
            guard let route = spec.route else { return .refused(.emit, .outputNotRouted) }
            return .emitted(then: fire(route, from: source))
        case .push:
            guard index != nil else { return .refused(name, .noNavigationStack) }
            let target = build(flow)
            if onScreen(target) { return .refused(name, .targetAlreadyOnScreen) }
            setStack(stack(layer, tab) + [target], layer, tab)
        case .replace:
            // The top of the source's stack gives way to the target, in one change.
            guard index != nil else { return .refused(name, .noNavigationStack) }
            let target = build(flow)
            if onScreen(target) { return .refused(name, .targetAlreadyOnScreen) }
            setStack(stack(layer, tab).dropLast() + [target], layer, tab)
        case .pop, .popToRoot:
            guard index != nil else { return .refused(name, .noNavigationStack) }
            let screens = stack(layer, tab)
            if screens.count == 1 { return .refused(name, name == .pop ? .poppingRoot : .alreadyAtRoot) }
            setStack(name == .pop ? Array(screens.dropLast()) : [screens[0]], layer, tab)
        case .popTo:
            guard let index else { return .refused(name, .noNavigationStack) }
            guard let target = live(flow) else { return .refused(name, .targetReleased) }
            let screens = stack(layer, tab)
            guard let below = screens.firstIndex(of: target), below < index else { return .refused(name, .targetNotBelow) }
            setStack(Array(screens.prefix(below + 1)), layer, tab)
        case .setRoot:
            guard index != nil else { return .refused(name, .noNavigationStack) }
            let target = build(flow)
            if let found = locate(target), found.layer != layer || found.tab != tab || found.index == nil {
                return .refused(name, .targetAlreadyOnScreen)
            }
            setStack([target], layer, tab)
        case .present:
            if layer < top { return .refused(name, .alreadyPresenting) }
            if request.target == .tabs {
                let container = buildTabs()
                if container.screens.contains(where: onScreen) || Set(container.screens).count != container.screens.count {
                    return .refused(name, .targetAlreadyOnScreen)
                }
                layers.append(container)
            } else {
                let target = build(flow)
                if onScreen(target) { return .refused(name, .targetAlreadyOnScreen) }
                layers.append(request.embedding == .navigation ? .stack([target]) : .bare(target))
            }
        case .dismiss, .dismissAll:
            let first = name == .dismissAll ? 1 : (layer < top ? layer + 1 : layer)
            guard first >= 1, first <= top else { return .refused(name, .nothingToDismiss) }
            layers.removeSubrange(first...)
        case .dismissTo:
            guard let target = live(flow) else { return .refused(name, .targetReleased) }
            guard let found = locate(target) else { return .refused(name, .targetNotOnScreen) }
            guard found.layer + 1 <= top else { return .refused(name, .nothingToDismiss) }
            layers.removeSubrange((found.layer + 1)...)
        case .setWindowRoot:
            if request.target == .tabs {
                let container = buildTabs()
                if Set(container.screens).count != container.screens.count { return .refused(name, .targetAlreadyOnScreen) }
                layers = [container]
            } else {
                let target = build(flow)
                layers = [request.embedding == .navigation ? .stack([target]) : .bare(target)]
            }
        case .selectTab:
            guard tab != nil, case .tabs(let tabs, let selected) = layers[layer] else { return .refused(name, .notInTabs) }
            guard let target = live(flow) else { return .refused(name, .targetReleased) }
            guard let chosen = tabs.firstIndex(where: { $0.root == target }) else { return .refused(name, .tabNotFound) }
            if chosen == selected { return .refused(name, .tabAlreadySelected) }
            layers[layer] = .tabs(tabs, selected: chosen)
        }
        return .accepted(name)
    }

    /// A callback's source must be alive, on screen and the visible screen.
    private func refusal(from source: Int?, _ verb: NavigationVerb) -> ModelOutcome? {
        guard let source, isAlive(source) else { return .refused(verb, .sourceReleased) }
        if !onScreen(source) { return .refused(verb, .sourceNotOnScreen) }
        if visible != source { return .refused(verb, .sourceNotVisible) }
        return nil
    }

    private mutating func buildTabs() -> ModelContainer {
        let contents = spec.tabs.map { tab -> ModelContainer in
            let screen = build(tab.flow)
            return tab.embedding == .navigation ? .stack([screen]) : .bare(screen)
        }
        return .tabs(contents, selected: spec.tabSelection)
    }

    // MARK: User gestures (never refused; nothing happens where UIKit offers no control)

    /// The back button: pops the visible stack unless it shows its root.
    public mutating func userTapsBack() -> ModelOutcome {
        guard let visible, let (layer, tab, index) = locate(visible), let index, index > 0 else { return .nothing }
        setStack(Array(stack(layer, tab).dropLast()), layer, tab)
        return .accepted(.pop)
    }

    /// A sheet swiped down: the top layer goes, unless it is the window's root.
    public mutating func userSwipesDownSheet() -> ModelOutcome {
        guard layers.count > 1 else { return .nothing }
        layers.removeLast()
        return .accepted(.dismiss)
    }

    /// The tab bar of the top layer: selects tab `index` if it exists and is not selected.
    public mutating func userSelectsTab(_ index: Int) -> ModelOutcome {
        guard case .tabs(let tabs, let selected)? = layers.last, tabs.indices.contains(index), index != selected else {
            return .nothing
        }
        layers[layers.count - 1] = .tabs(tabs, selected: index)
        return .accepted(.selectTab)
    }
}
