// Navigation that no tap started: a deep link, a notification, a completion that arrives later.

extension FlowNavigator {
    /// Verbs the app runs from `screen`, which must be on screen (it may be covered).
    ///
    /// ```swift
    /// navigator.from(listScreen).push(flows.detail) { $0.load(movieID: 42) }
    /// ```
    /// A released or off-screen `screen` is refused with its own reason; nothing is redirected.
    /// Events cite the verb's call (`push`, `run`...), where the request is made.
    /// - Parameter screen: The screen to navigate from.
    public func from(_ screen: AnyObject) -> AppNavigation {
        AppNavigation(navigator: self, source: .screen(WeakObject(screen)))
    }

    /// Verbs the app runs from the screen `flow` built in this navigator (the newest, when a
    /// group placed in several places built several), looked up when the verb's turn comes: a
    /// verb called while other requests wait (from an observer) runs after them, from the
    /// screen they built. Refused as ``RefusalReason/sourceNotBuilt`` when there is none then,
    /// never redirected.
    /// - Parameter flow: The flow whose screen to navigate from.
    public func from<Screen>(flow: Flow<Screen>) -> AppNavigation {
        AppNavigation(navigator: self, source: .flow(flow))
    }

    /// Verbs the app runs from whatever screen is visible when they run (after any request
    /// still waiting): only when the caller means exactly that (a global deep link that opens
    /// over anything).
    public func fromVisibleScreen() -> AppNavigation {
        AppNavigation(navigator: self, source: .visible)
    }
}

/// Typed verbs the app runs itself, judged as app requests (``NavigationOrigin/app``): their
/// source must be on screen but not necessarily visible. Each returns what became of it, and
/// sends the same events as a callback's verb, citing the verb's own call.
///
/// Requests are judged in the order they were made: one made while another is being decided
/// (from an observer) waits its turn, and a source named by flow or as the visible screen is
/// looked up then.
///
/// `prepare` receives the target screen, typed, before it is shown.
@MainActor
public struct AppNavigation {
    enum Source {
        case screen(WeakObject)
        case visible
        /// The flow's newest screen in the navigator, when the request's turn comes.
        case flow(AnyFlow)
    }

    let navigator: FlowNavigator
    let source: Source

    /// Pushes `target`'s screen onto the source's stack.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func push<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                         line: Int = #line, prepare: ((Target.Screen) -> Void)? = nil)
    -> NavigationOutcome {
        run(.push, to: target, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Replaces the top screen of the source's stack with `target`'s screen, in one change.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func replace<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                            line: Int = #line, prepare: ((Target.Screen) -> Void)? = nil)
    -> NavigationOutcome {
        run(.replace, to: target, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Presents `target`'s screen in a new modal layer above the source's.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` wraps the screen in a new navigation stack; a target that
    ///     ``NeedsNavigationStack`` takes nothing else.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func present<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .presentDefault,
                                            animated: Bool = true, file: String = #fileID, line: Int = #line,
                                            prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.present, to: target, embedding: embedding, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Presents a tab container in a new modal layer above the source's.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    @discardableResult
    public func present(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> NavigationOutcome {
        perform(.present, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line))
    }

    /// Replaces everything in the window with a tab container.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    @discardableResult
    public func setWindowRoot(_ tabs: Tabs, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> NavigationOutcome {
        perform(.setWindowRoot, target: .tabs(tabs), animated: animated, callSite: CallSite(fileID: file, line: line))
    }

    /// Replaces the source's stack with `target`'s screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func setRoot<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                            line: Int = #line, prepare: ((Target.Screen) -> Void)? = nil)
    -> NavigationOutcome {
        run(.setRoot, to: target, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Replaces everything in the window with `target`'s screen.
    /// - Parameters:
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: `.navigation` (the default) wraps the screen in a navigation stack.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func setWindowRoot<Target: FlowTarget>(_ target: Target, embedding: Target.Presentation = .navigation,
                                                  animated: Bool = true, file: String = #fileID, line: Int = #line,
                                                  prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        run(.setWindowRoot, to: target, embedding: embedding, animated: animated, file: file, line: line,
            prepare: prepare)
    }

    /// Selects the tab whose root is `target`'s screen, in the source's tab container.
    /// - Parameters:
    ///   - target: The tab's root flow.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the tab's root screen before it is shown.
    @discardableResult
    public func selectTab<Target: FlowTarget>(_ target: Target, animated: Bool = false, file: String = #fileID,
                                              line: Int = #line, prepare: ((Target.Screen) -> Void)? = nil)
    -> NavigationOutcome {
        run(.selectTab, to: target, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Pops back to `target`'s screen, below the source in its stack.
    /// - Parameters:
    ///   - target: The flow to pop back to.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown again.
    @discardableResult
    public func popTo<Target: FlowTarget>(_ target: Target, animated: Bool = true, file: String = #fileID,
                                          line: Int = #line, prepare: ((Target.Screen) -> Void)? = nil)
    -> NavigationOutcome {
        run(.popTo, to: target, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Dismisses every layer above the one holding `target`'s screen.
    /// - Parameters:
    ///   - target: The flow whose layer stays.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen.
    @discardableResult
    public func dismiss<Target: FlowTarget>(to target: Target, animated: Bool = true, file: String = #fileID,
                                            line: Int = #line, prepare: ((Target.Screen) -> Void)? = nil)
    -> NavigationOutcome {
        run(.dismissTo, to: target, animated: animated, file: file, line: line, prepare: prepare)
    }

    /// Runs `verb`, one without a target (`pop`, `popToRoot`, `dismiss`, `dismissAll`), from the
    /// source: `navigator.from(screen).run(.pop)`.
    ///
    /// A verb that needs a target is refused as ``RefusalReason/missingTarget``; name it with
    /// ``run(_:to:embedding:animated:file:line:prepare:)``.
    /// - Parameters:
    ///   - verb: A verb without a target.
    ///   - animated: Whether the change animates.
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    @discardableResult
    public func run(_ verb: NavigationVerb, animated: Bool = true, file: String = #fileID, line: Int = #line)
    -> NavigationOutcome {
        perform(verb, target: nil, animated: animated, callSite: CallSite(fileID: file, line: line),
                refusal: verb.hasTarget ? .missingTarget : nil)
    }

    /// Runs `verb` to `target`'s screen from the source: the request every named verb above
    /// makes, for any verb that names a screen (all but `emit`, whose target is a group's
    /// output, and the verbs without a target, which ``run(_:animated:file:line:)`` runs).
    ///
    /// ```swift
    /// navigator.from(flow: flows.cart).run(.replace, to: flows.receipt)
    /// ```
    /// A verb that names no screen is refused as ``RefusalReason/missingTarget``: it has no
    /// target it can take.
    /// - Parameters:
    ///   - verb: The verb; its traits decide what the request does.
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: For a verb that wraps its target in a container of its own (`present`,
    ///     `setWindowRoot`), the container; the verb's default when `nil`. Other verbs ignore it.
    ///   - animated: Whether the change animates; when `nil`, as the named verb does (a tab
    ///     selection does not animate, everything else does).
    ///   - file: The caller's file, for events (filled in by the compiler).
    ///   - line: The caller's line.
    ///   - prepare: Receives the target screen before it is shown.
    @discardableResult
    public func run<Target: FlowTarget>(_ verb: NavigationVerb, to target: Target,
                                        embedding: Target.Presentation? = nil, animated: Bool? = nil,
                                        file: String = #fileID, line: Int = #line,
                                        prepare: ((Target.Screen) -> Void)? = nil) -> NavigationOutcome {
        let forward = prepare.map { prepare in { (screen: AnyObject) in prepare(screen as! Target.Screen) } }
        return perform(verb, target: .flow(target.entry), embedding: Self.embedding(embedding, for: verb),
                       animated: animated ?? verb.animatesAsAppRequest, callSite: CallSite(fileID: file, line: line),
                       forward: forward, routes: target.placementRoutes,
                       placedGroup: GroupPlacements.group(of: target).map(ObjectIdentifier.init),
                       refusal: verb.namesAScreen ? nil : .missingTarget)
    }

    /// The verbs that need no target.
    @available(*, deprecated, renamed: "NavigationVerb",
               message: "run(_:) takes any NavigationVerb without a target: run(.pop) reads the same")
    public typealias BackVerb = NavigationVerb

    /// What a request of `verb` wraps its target in: as written, else the verb's default,
    /// except that a target which needs a navigation stack (its `presentDefault` is one) is
    /// always given one.
    private static func embedding<Choice: EmbeddingChoice>(_ written: Choice?, for verb: NavigationVerb) -> Embedding {
        guard let standard = verb.defaultEmbedding else { return .none }
        return written?.embedding ?? (Choice.presentDefault.embedding == .navigation ? .navigation : standard)
    }

    /// Enters the arrival flow `target` by `verb`, its screen built from `values`.
    func enter<Screen, each Argument>(_ verb: NavigationVerb, _ target: ArrivalFlow<Screen, repeat each Argument>,
                                      values: [Any], embedding: Embedding, animated: Bool, callSite: CallSite)
    -> NavigationOutcome {
        perform(verb, target: .flow(target.entry), embedding: embedding, animated: animated, callSite: callSite,
                arguments: values)
    }

    /// Sends the request, made when its turn comes: the source is looked up then.
    private func perform(_ verb: NavigationVerb, target: NavigationTarget?, embedding: Embedding = .none,
                         animated: Bool, callSite: CallSite, forward: ((AnyObject) -> Void)? = nil,
                         routes: OutputRoutes? = nil, arguments: [Any] = [], placedGroup: ObjectIdentifier? = nil,
                         refusal: RefusalReason? = nil) -> NavigationOutcome {
        navigator.perform(app: { [source, navigator] in
            let screen: AnyObject?
            switch source {
            case .screen(let weak): screen = weak.object
            case .visible: screen = navigator.visibleScreen
            case .flow(let flow): screen = flow.liveObject(in: navigator)
            }
            // A named screen that is gone stays named, so it is refused as released.
            let request = NavigationRequest(
                verb: verb, origin: .app, source: screen, sourceWasNamed: true, target: target, embedding: embedding,
                animated: animated, callSite: callSite, arguments: arguments, forward: forward, routes: routes,
                placedGroup: placedGroup)
            if case .flow = source, screen == nil { return (request, .sourceNotBuilt) }
            return (request, refusal)
        })
    }
}
