// Navigation that no tap started: a deep link, a notification, a completion that arrives later.

extension FlowNavigator {
    /// Verbs the app runs from `screen`, which must be on screen (it may be covered).
    ///
    /// ```swift
    /// navigator.from(listScreen).push(flows.detail) { $0.load(movieID: 42) }
    /// ```
    /// A released or off-screen `screen` is refused with its own reason; nothing is redirected.
    /// - Parameters:
    ///   - screen: The screen to navigate from.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    public func from(_ screen: AnyObject, file: String = #fileID, line: Int = #line) -> AppNavigation {
        AppNavigation(navigator: self, source: .screen(WeakObject(screen)), callSite: CallSite(fileID: file, line: line))
    }

    /// Verbs the app runs from the screen `flow` built in this navigator; refused as
    /// ``RefusalReason/sourceNotBuilt`` when there is none, never redirected.
    /// - Parameters:
    ///   - flow: The flow whose screen to navigate from.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    public func from<Screen>(flow: Flow<Screen>, file: String = #fileID, line: Int = #line) -> AppNavigation {
        let source: AppNavigation.Source = flow.liveScreen(in: self).map { .screen(WeakObject($0)) } ?? .notBuilt
        return AppNavigation(navigator: self, source: source, callSite: CallSite(fileID: file, line: line))
    }

    /// Verbs the app runs from whatever screen is visible when they run: only when the caller
    /// means exactly that (a global deep link that opens over anything).
    /// - Parameters:
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    public func fromVisibleScreen(file: String = #fileID, line: Int = #line) -> AppNavigation {
        AppNavigation(navigator: self, source: .visible, callSite: CallSite(fileID: file, line: line))
    }
}

/// Typed verbs the app runs itself, judged as app requests (``NavigationOrigin/app``): their
/// source must be on screen but not necessarily visible. Each returns what became of it, and
/// sends the same events as a callback's verb.
///
/// `prepare` receives the target screen, typed, before it is shown.
@MainActor
public struct AppNavigation {
    enum Source {
        case screen(WeakObject)
        case visible
        case notBuilt
    }

    let navigator: FlowNavigator
    let source: Source
    let callSite: CallSite

    /// Pushes `target`'s screen onto the source's stack.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func push<Target: FlowTarget>(_ target: Target, animated: Bool = true,
                                         prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.push, to: target, animated: animated, prepare: prepare)
    }

    /// Presents `target`'s screen in a new modal layer above the source's.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack; a target that
    ///     ``NeedsNavigationStack`` takes nothing else.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func present<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .presentDefault,
                                            animated: Bool = true,
                                            prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.present, to: target, embedding: embedding.embedding, animated: animated, prepare: prepare)
    }

    /// Presents a tab container in a new modal layer above the source's.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - animated: Whether the change animates.
    @discardableResult
    public func present(_ tabs: Tabs, animated: Bool = true) -> NavigationOutcome {
        perform(request(.present, target: .tabs(tabs), animated: animated))
    }

    /// Replaces everything in the window with a tab container.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - animated: Whether the change animates.
    @discardableResult
    public func setWindowRoot(_ tabs: Tabs, animated: Bool = true) -> NavigationOutcome {
        perform(request(.setWindowRoot, target: .tabs(tabs), animated: animated))
    }

    /// Replaces the source's stack with `target`'s screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func setRoot<Target: FlowTarget>(_ target: Target, animated: Bool = true,
                                            prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.setRoot, to: target, animated: animated, prepare: prepare)
    }

    /// Replaces everything in the window with `target`'s screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func setWindowRoot<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .navigation,
                                                  animated: Bool = true,
                                                  prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.setWindowRoot, to: target, embedding: embedding.embedding, animated: animated, prepare: prepare)
    }

    /// Selects the tab whose root is `target`'s screen, in the source's tab container.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the tab's root screen before it is shown.
    @discardableResult
    public func selectTab<Target: FlowTarget>(_ target: Target, animated: Bool = false,
                                              prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.selectTab, to: target, animated: animated, prepare: prepare)
    }

    /// Pops back to `target`'s screen, below the source in its stack.
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the target screen before it is shown again.
    @discardableResult
    public func popTo<Target: FlowTarget>(_ target: Target, animated: Bool = true,
                                          prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.popTo, to: target, animated: animated, prepare: prepare)
    }

    /// Dismisses every layer above the one holding `target`'s screen.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - prepare: Receives the target screen.
    @discardableResult
    public func dismiss<Target: FlowTarget>(to target: Target, animated: Bool = true,
                                            prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.dismissTo, to: target, animated: animated, prepare: prepare)
    }

    /// Runs a verb without a target (`pop`, `popToRoot`, `dismiss`, `dismissAll`) from the source.
    /// - Parameters:
    ///   - verb: One of `pop`, `popToRoot`, `dismiss`, `dismissAll`.
    ///   - animated: Whether the change animates.
    @discardableResult
    public func run(_ verb: BackVerb, animated: Bool = true) -> NavigationOutcome {
        perform(request(verb.verb, target: nil, animated: animated))
    }

    /// The verbs that need no target.
    public enum BackVerb: Sendable, CaseIterable {
        /// Pops the source's stack once.
        case pop
        /// Pops the source's stack to its root.
        case popToRoot
        /// Dismisses the source's modal layer.
        case dismiss
        /// Dismisses every modal layer.
        case dismissAll

        var verb: NavigationVerb {
            switch self {
            case .pop: .pop
            case .popToRoot: .popToRoot
            case .dismiss: .dismiss
            case .dismissAll: .dismissAll
            }
        }
    }

    private func run<Target: FlowTarget>(_ verb: NavigationVerb, to target: Target, embedding: Embedding = .none,
                                         animated: Bool, prepare: ((Target.Screen) -> Void)?) -> NavigationOutcome {
        let forward = prepare.map { prepare in { (screen: AnyObject) in prepare(screen as! Target.Screen) } }
        return perform(request(verb, target: .flow(target.entry), embedding: embedding, animated: animated,
                               forward: forward, routes: target.placementRoutes))
    }

    /// Enters the arrival flow `target` by `verb`, its screen built from `values`.
    func enter<Screen, each Argument>(_ verb: NavigationVerb, _ target: ArrivalFlow<Screen, repeat each Argument>,
                                      values: [Any], embedding: Embedding, animated: Bool) -> NavigationOutcome {
        perform(request(verb, target: .flow(target.entry), embedding: embedding, animated: animated, arguments: values))
    }

    private func request(_ verb: NavigationVerb, target: NavigationTarget?, embedding: Embedding = .none,
                         animated: Bool, forward: ((AnyObject) -> Void)? = nil,
                         routes: OutputRoutes? = nil, arguments: [Any] = []) -> NavigationRequest {
        let screen: AnyObject?
        switch source {
        case .screen(let weak): screen = weak.object
        case .visible: screen = navigator.visibleScreen
        case .notBuilt: screen = nil
        }
        // A named screen that is gone stays named, so it is refused as released.
        return NavigationRequest(verb: verb, origin: .app, source: screen, sourceWasNamed: true, target: target,
                                 embedding: embedding, animated: animated, callSite: callSite, arguments: arguments,
                                 forward: forward, routes: routes)
    }

    private func perform(_ request: NavigationRequest) -> NavigationOutcome {
        if case .notBuilt = source {
            navigator.refuse(request, .sourceNotBuilt)
            return .refused(.sourceNotBuilt)
        }
        return navigator.perform(app: request)
    }
}
