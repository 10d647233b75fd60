// A request is decided in three moves: resolved into values without building anything (here),
// decided by the pure rules, and only then are the screens the decision shows built.

/// A request made ready for the rules: the values they decide over, and the screens and flows
/// those values stand for.
@MainActor
struct ResolvedRequest {
    let rules: RuleRequest<ScreenKey>
    /// The screens the keys stand for: those on screen and the target's live ones, then, once the
    /// request is accepted, those built for it.
    private(set) var screens: [ScreenKey: AnyObject]
    /// The flows whose screens the request shows, each built only once the request is accepted.
    private let unbuilt: [ScreenKey: AnyFlow]

    init(rules: RuleRequest<ScreenKey>, screens: [ScreenKey: AnyObject], unbuilt: [ScreenKey: AnyFlow]) {
        self.rules = rules
        self.screens = screens
        self.unbuilt = unbuilt
    }

    /// Builds the screens `next` shows that are not built yet, in the window's order.
    /// - Parameters:
    ///   - next: The state the rules accepted.
    ///   - build: Builds a flow's screen; `nil` when it cannot be.
    /// - Returns: `false` when one could not be built (its owner went, or an arrival's values do
    ///   not fit its flow): the request is then refused as ``RefusalReason/ownerReleased``.
    mutating func buildScreens(of next: NavigationState<ScreenKey>, with build: (AnyFlow) -> AnyObject?) -> Bool {
        for key in next.screens where screens[key] == nil {
            guard let flow = unbuilt[key], let screen = build(flow) else { return false }
            screens[key] = screen
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
        var resolver = Resolver(navigator: self, request: request, placements: placements,
                                screens: snapshot.screensByKey)
        let source: RuleRequest<ScreenKey>.Source
        if let screen = request.source {
            source = .screen(ScreenKey(screen))
        } else {
            source = request.hadSource ? .released : .none
        }
        let target: RuleRequest<ScreenKey>.Target
        switch request.target {
        case .flow(let flow): target = .flow(live: resolver.live(flow), shown: resolver.shown(flow))
        case .tabs(let tabs): target = .tabs(resolver.shown(tabs))
        case .output, nil: target = .none
        }
        let rules = RuleRequest(verb: request.verb, origin: request.origin, source: source, target: target,
                                embedding: request.embedding)
        return ResolvedRequest(rules: rules, screens: resolver.screens, unbuilt: resolver.unbuilt)
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
    var screens: [ScreenKey: AnyObject]
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
        if flow.ownerLink.map({ $0.owner == nil }) == true { return nil }
        // Only the request's arguments build a flow built per arrival.
        if flow.buildsPerArrival && !arrives { return nil }
        let key = ScreenKey.unbuilt(flow: ObjectIdentifier(flow))
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

    private mutating func remember(_ screen: AnyObject) -> ScreenKey {
        let key = ScreenKey(screen)
        screens[key] = screen
        return key
    }
}

/// An accepted change: the window as read, and as the rules decided it.
@MainActor
struct AcceptedChange {
    let snapshot: HierarchySnapshot
    let current: NavigationState<ScreenKey>
    let next: NavigationState<ScreenKey>
    /// The screen of every key either state names.
    let screens: [ScreenKey: AnyObject]

    /// The screens the change takes off screen.
    var removedScreens: [AnyObject] {
        let kept = Set(next.screens)
        return current.screens.filter { !kept.contains($0) }.compactMap { screens[$0] }
    }
}
