// A request is decided in three moves: resolved into values without building anything (here),
// decided by the pure rules, and only then are the screens the decision shows built.

/// A request made ready for the rules: the values they decide over, and the screens and flows
/// those values stand for.
///
/// Not isolated to the main actor, though only the navigator uses it: a closure made in
/// isolated code checks that it runs there each time it is called.
struct ResolvedRequest {
    let rules: RuleRequest<ScreenKey>
    /// The screens the keys stand for: those on screen and the target's live ones point at
    /// theirs; those built once the request is accepted are added.
    private(set) var screens = KeyedScreens()
    /// The live screens the request found off the window's layers, held as long as their keys.
    private let found: [AnyObject]
    /// The flows whose screens the request shows, each built only once the request is accepted.
    private let unbuilt: [ScreenKey: AnyFlow]

    init(rules: RuleRequest<ScreenKey>, found: [AnyObject], unbuilt: [ScreenKey: AnyFlow]) {
        self.rules = rules
        self.found = found
        self.unbuilt = unbuilt
    }

    /// Builds the screens `next` shows that are not built yet, in the window's order.
    /// - Parameters:
    ///   - next: The state the rules accepted.
    ///   - build: Builds a flow's screen; `nil` when it cannot be.
    /// - Returns: `false` when one could not be built (its owner went, or an arrival's values do
    ///   not fit its flow): the request is then refused as ``RefusalReason/ownerReleased``.
    mutating func buildScreens(of next: NavigationState<ScreenKey>, with build: (AnyFlow) -> AnyObject?) -> Bool {
        guard !unbuilt.isEmpty else { return true }
        for key in next.screens where screens[key] == nil {
            guard let flow = unbuilt[key], let screen = build(flow) else { return false }
            screens.built[key] = screen
        }
        return true
    }

    /// The screen that receives forwarded arguments, once built.
    var receiver: AnyObject? { rules.targetScreen.flatMap { screens[$0] } }

    /// The root screens of the tabs the request shows, once built, in order.
    var tabRoots: [AnyObject] {
        guard case .tabs(let tabs?) = rules.target else { return [] }
        return tabs.tabs.compactMap { $0.rootScreen.flatMap { screens[$0] } }
    }
}

extension FlowNavigator {
    /// `request` as the rules read it, over the window `snapshot` shows.
    /// - Parameters:
    ///   - request: The request.
    ///   - snapshot: The window read for it.
    ///   - placements: Where the screens it reaches stand, when it reaches a placement.
    func resolve(_ request: NavigationRequest, in snapshot: HierarchySnapshot, placements: RequestPlacements?)
    -> ResolvedRequest {
        var resolver = Resolver(navigator: self, request: request, placements: placements)
        let source: RuleRequest<ScreenKey>.Source
        if let screen = request.source {
            source = .screen(ScreenKey(screen))
        } else {
            source = request.hadSource ? .released : .none
        }
        let target: RuleRequest<ScreenKey>.Target
        switch request.target {
        case .flow(let flow):
            switch request.verb.targetPosition {
            case .unchanged: target = .flow(resolver.live(flow))
            case .pushedOntoSourceStack, .rootOfSourceStack, .newModalLayer, .windowRoot:
                target = .flow(resolver.shown(flow))
            }
        case .tabs(let tabs): target = .tabs(resolver.shown(tabs))
        case .output, nil: target = .none
        }
        let rules = RuleRequest(verb: request.verb, origin: request.origin, source: source, target: target,
                                embedding: request.embedding)
        return ResolvedRequest(rules: rules, found: resolver.found, unbuilt: resolver.unbuilt)
    }

    /// How `request` builds a flow's screen once accepted: at the placement it stands in, and
    /// from the request's arguments for the flow built per arrival it targets.
    func builder(for request: NavigationRequest, _ placements: RequestPlacements?) -> (AnyFlow) -> AnyObject? {
        { [unowned self] flow in
            let path = placements?.building(flow) ?? .unplaced
            return flow.buildsPerArrival ? flow.object(for: self, at: path, arriving: request)
                : flow.object(for: self, at: path)
        }
    }
}

/// Finds the screens a request's target stands for, building none.
@MainActor
private struct Resolver {
    let navigator: FlowNavigator
    let request: NavigationRequest
    let placements: RequestPlacements?
    var found: [AnyObject] = []
    var unbuilt: [ScreenKey: AnyFlow] = [:]

    /// The flow's screen already built, where back verbs look for it: in the nearest placement of
    /// its group around the source, else anywhere in this navigator.
    mutating func live(_ flow: AnyFlow) -> ScreenKey? {
        let found = flow.liveObject(in: navigator, at: placements?.finding(flow) ?? .unplaced)
            ?? flow.liveObject(in: navigator)
        return found.map { remember($0) }
    }

    /// The screen a verb that shows `flow` shows: its live screen where the request places it,
    /// else one built once the request is accepted; `nil` when none can be (the flow's owner is
    /// gone). A flow built per arrival that the request targets is always built anew.
    mutating func shown(_ flow: AnyFlow) -> ScreenKey? {
        let arrives = flow.buildsPerArrival && request.target?.flow === flow
        if !arrives, let live = flow.liveObject(in: navigator, at: placements?.building(flow) ?? .unplaced) {
            return remember(live)
        }
        if let link = flow.ownerLink, link.owner == nil { return nil }
        // Only the request's arguments build a flow built per arrival.
        if flow.buildsPerArrival && !arrives { return nil }
        let key = ScreenKey(unbuilt: flow)
        unbuilt[key] = flow
        return key
    }

    /// The tab container `tabs` shows; `nil` when a tab's screen cannot be.
    mutating func shown(_ tabs: Tabs) -> NavigationState<ScreenKey>.TabSet? {
        var contents: [NavigationState<ScreenKey>.Content] = []
        for tab in tabs.tabs {
            guard let screen = shown(tab.flow) else { return nil }
            switch tab.embedding {
            case .navigation: contents.append(.stack([screen]))
            case .none: contents.append(.screen(screen))
            }
        }
        return .init(tabs: contents, selected: tabs.initialSelection, name: tabs.name,
                     items: tabs.tabs.map { TabItem(title: $0.title, imageName: $0.imageName) })
    }

    /// A found screen's key; the screen is held as long as the request, which its key needs.
    private mutating func remember(_ screen: AnyObject) -> ScreenKey {
        found.append(screen)
        return ScreenKey(screen)
    }
}

/// An accepted change: the window as read, and as the rules decided it. Not isolated, as
/// ``ResolvedRequest`` is not.
struct AcceptedChange {
    let snapshot: HierarchySnapshot
    let current: NavigationState<ScreenKey>
    let next: NavigationState<ScreenKey>
    /// The screen of every key either state names.
    let screens: KeyedScreens

    /// The identities of the screens the change takes off screen.
    var removedScreens: [ObjectIdentifier] {
        let before = current.screens, after = next.screens
        // Windows hold a handful of screens: a scan beats hashing them, up to a point.
        let kept: Set<ScreenKey>? = after.count <= 16 ? nil : Set(after)
        return before.compactMap { key in
            let isKept = kept.map { $0.contains(key) } ?? after.contains(key)
            return isKept ? nil : key.existingScreen.map(ObjectIdentifier.init)
        }
    }
}

/// A screen as the navigator's rules know it: a value, so that deciding touches no screen.
///
/// Equal keys are the same screen: an existing screen by its identity, or the screen a flow
/// builds once a request is accepted. An existing key also points at its screen without owning
/// it, so that turning a decision back into calls looks nothing up and retains nothing: keys are
/// made only from screens the decision holds (the snapshot it was read from, and what its request
/// found), and no key outlives that decision.
struct ScreenKey: Hashable, @unchecked Sendable {
    // Unchecked: the pointer is never read off the main actor; rule tables, which run anywhere,
    // use strings, not keys.
    private enum Identity: Hashable {
        case existing(ObjectIdentifier)
        case unbuilt(flow: ObjectIdentifier)
    }

    private let identity: Identity
    /// The screen of an existing key, not retained: a retain per key and per read was most
    /// of a request's cost (screens are weakly referenced, so each count goes through a side
    /// table), and the decision holds every screen it makes a key for.
    private let pointee: Unmanaged<AnyObject>?

    /// The key of a screen that exists, held by the decision that makes the key.
    init(_ screen: AnyObject) {
        identity = .existing(ObjectIdentifier(screen))
        pointee = Unmanaged.passUnretained(screen)
    }

    /// The key of the screen `flow` builds once the request is accepted.
    init(unbuilt flow: AnyObject) {
        identity = .unbuilt(flow: ObjectIdentifier(flow))
        pointee = nil
    }

    /// The screen, for a screen that exists; `nil` for one not built yet.
    var existingScreen: AnyObject? { pointee?.takeUnretainedValue() }

    static func == (lhs: ScreenKey, rhs: ScreenKey) -> Bool { lhs.identity == rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// The screen each key of a decision stands for: existing ones point at theirs, those a flow
/// built for the request are listed.
struct KeyedScreens {
    /// The screens built for the request, by the key that stood for each.
    var built: [ScreenKey: AnyObject] = [:]

    subscript(key: ScreenKey) -> AnyObject? { key.existingScreen ?? built[key] }

    /// The screens of `keys` that exist, in order.
    func objects(of keys: [ScreenKey]) -> [AnyObject] {
        var objects: [AnyObject] = []
        objects.reserveCapacity(keys.count)
        for key in keys { if let object = self[key] { objects.append(object) } }
        return objects
    }
}
