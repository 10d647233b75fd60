// Navigator/: requests decided and carried out: the navigator, its pure rules, app requests, user gestures.

/// The navigator: decides each request by UIKit's rules over the screens a ``ScreenHierarchy``
/// really shows, then makes the change in that hierarchy.
///
/// It keeps no model of the window. Each request reads a snapshot of the hierarchy around its
/// source, is decided by the rules, and is applied to the same containers; so screens the app
/// places with its own code navigate from where they are, and changes the app or the user makes
/// need no reporting. Headless (``HeadlessNavigator``, plain Swift objects) it runs anywhere:
/// Linux, tests, terminal drivers. Over UIKit it drives `UIViewController`s.
///
/// Accepted requests send `will`, change the hierarchy, then send `did` once the hierarchy says
/// the change is complete; refused ones send a single `refused` event and change nothing.
/// Requests made while another is being decided or is still animating (by an observer, a
/// forwarding closure, an output's route, a tap during a transition) run after it, in order, so
/// each is decided against what is really on screen.
///
/// The navigator holds the root it started and nothing else: the hierarchy holds what it shows.
@MainActor
public final class FlowNavigator: Navigator {
    /// The containers this navigator reads and changes.
    public let hierarchy: any ScreenHierarchy
    /// In registration order, so events reach observers in the order they subscribed.
    private var observers: [(id: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    private var nextObserverID = 0
    /// A request is being decided, or its events are being sent.
    private var isDeciding = false
    /// A change was applied and the hierarchy has not yet said it is complete.
    private var isChanging = false
    /// Requests made while a request was being decided (by observers, forwarding, routes), in
    /// order: they follow from it, so they run before those that merely arrived meanwhile.
    private var spawned: [Pending] = []
    /// Requests that arrived while a change was animating (a tap, an app request), in order.
    private var waiting: [Pending] = []
    /// How each screen on screen got there, for routing its group's outputs by placement.
    private var arrivals = Arrivals()
    /// The root the navigator was started with (and its owner): held while it may be rebuilt.
    private var startedRoot: [AnyObject] = []
    /// The names of the ``Tabs`` each tab container node was made from.
    private var tabsNames: [ObjectIdentifier: (node: WeakObject, name: String)] = [:]
    /// The name of the ``Tabs`` a tab container node was made from; made once, not per request.
    private lazy var tabsName: (AnyObject) -> String? = { [unowned self] node in
        tabsNames[ObjectIdentifier(node)].flatMap { $0.node.object === node ? $0.name : nil }
    }
    /// Records the name of each tab container node made; made once, not per request.
    private lazy var rememberTabsName: (AnyObject, String?) -> Void = { [unowned self] node, name in
        rememberName(of: node, name)
    }
    /// What became of the latest request decided.
    private(set) var lastOutcome: NavigationOutcome = .queued

    /// A navigator over `hierarchy`.
    /// - Parameter hierarchy: The containers that show the screens; ``HeadlessHierarchy`` for
    ///   a window of plain Swift objects.
    public init(hierarchy: any ScreenHierarchy) {
        self.hierarchy = hierarchy
    }

    /// A navigator over an empty headless window: call ``start(_:embedding:file:line:)`` to
    /// show a root.
    public convenience init() {
        self.init(hierarchy: HeadlessHierarchy())
    }

    /// Whether a change is still in progress (an animation the hierarchy has not finished);
    /// requests made meanwhile wait for it.
    public var isTransitioning: Bool { isChanging }

    /// Shows `root`'s screen as the window's root, replacing anything shown before.
    ///
    /// The navigator holds `root` (and its flows' owner) from now on, so
    /// `navigator.start(MainFlow().tutorial)` is safe.
    /// - Parameters:
    ///   - root: A flow, a group, or a group's ``Placement`` with routes for its outputs.
    ///   - embedding: `.navigation` (the default) puts the root in a navigation stack; a root
    ///     that ``NeedsNavigationStack`` takes nothing else.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    @discardableResult
    public func start<Root: FlowTarget>(_ root: Root, embedding: Root.Presentation = .navigation,
                                        file: String = #fileID, line: Int = #line) -> NavigationOutcome {
        startedRoot = [root] + (root.entry.owner.map { [$0] } ?? [])
        root.entry.ownerIsHeld()
        return perform(app: NavigationRequest(
            verb: .setWindowRoot, origin: .app, source: nil, target: .flow(root.entry), embedding: embedding.embedding,
            animated: false, callSite: CallSite(fileID: file, line: line), routes: root.placementRoutes))
    }

    /// Shows a tab container as the window's root, replacing anything shown before.
    /// - Parameters:
    ///   - tabs: The container.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    @discardableResult
    public func start(_ tabs: Tabs, file: String = #fileID, line: Int = #line) -> NavigationOutcome {
        startedRoot = [tabs]
        return perform(app: NavigationRequest(verb: .setWindowRoot, origin: .app, source: nil, target: .tabs(tabs),
                                              animated: false, callSite: CallSite(fileID: file, line: line)))
    }

    /// Decides `request` by UIKit's rules over what the hierarchy shows, then applies it or
    /// reports why not.
    public func perform(_ request: NavigationRequest) {
        _ = perform(app: request)
    }

    /// Decides `request` (or queues it behind the change in progress) and says what became of it.
    func perform(app request: NavigationRequest) -> NavigationOutcome {
        perform(.request(request))
    }

    /// Decides the app request `make` makes once its turn comes (now, unless another request is
    /// being decided or a change is in progress), or refuses it for the reason `make` gives:
    /// a request from `navigator.from(flow:)` names its source only then, so it finds the
    /// screen that the requests made before it built.
    func perform(app make: @escaping @MainActor () -> (request: NavigationRequest, refusal: RefusalReason?))
    -> NavigationOutcome {
        perform(.made(make))
    }

    private func perform(_ pending: Pending) -> NavigationOutcome {
        if isDeciding {
            spawned.append(pending)
            return .queued
        }
        if isChanging {
            waiting.append(pending)
            return .queued
        }
        exclusively { run(pending) }
        return lastOutcome
    }

    /// A request waiting for its turn.
    private enum Pending {
        /// A request made in full when it was asked for.
        case request(NavigationRequest)
        /// An app request made when its turn comes, or refused then.
        case made(@MainActor () -> (request: NavigationRequest, refusal: RefusalReason?))
    }

    private func run(_ pending: Pending) {
        switch pending {
        case .request(let request):
            decide(request)
        case .made(let make):
            let made = make()
            if let refusal = made.refusal { refuse(made.request, refusal) } else { decide(made.request) }
        }
    }

    /// Runs `body` as the only decision in progress, then the requests it queued, in order, for
    /// as long as no change is left in progress: each request is decided against the window
    /// every observer has already seen.
    func exclusively(_ body: @MainActor () -> Void) {
        let wasDeciding = isDeciding
        isDeciding = true
        body()
        isDeciding = wasDeciding
        guard !wasDeciding else { return }
        while !isChanging, !spawned.isEmpty || !waiting.isEmpty {
            let next = spawned.isEmpty ? waiting.removeFirst() : spawned.removeFirst()
            isDeciding = true
            run(next)
            isDeciding = false
        }
    }

    /// The window around `source` as the hierarchy shows it now.
    func snapshot(around source: AnyObject?) -> HierarchySnapshot {
        HierarchySnapshot.read(hierarchy, around: source, tabsName: tabsName)
    }

    private func decide(_ request: NavigationRequest) {
        let snapshot = snapshot(around: request.source)
        let placements = RequestPlacements(request, source: arrivals.path(of: request.source))
        var resolved = resolve(request, in: snapshot, placements: placements)
        let current = snapshot.state
        switch NavigationRules.decide(current, resolved.rules) {
        case .failure(let reason):
            refuse(request, reason)
        case .success(let next):
            if let emission = request.emission {
                deliver(emission, of: request)
                return
            }
            guard resolved.buildScreens(of: next, with: builder(for: request, placements)) else {
                return refuse(request, .ownerReleased)
            }
            let receiver = resolved.receiver
            if let forward = request.forward, let receiver { forward(receiver) }
            commit(AcceptedChange(snapshot: snapshot, current: current, next: next, screens: resolved.screens),
                   for: request, receiver: receiver, tabRoots: resolved.tabRoots, placements: placements)
        }
    }

    /// Reports a refused request; the state is unchanged.
    func refuse(_ request: NavigationRequest, _ reason: RefusalReason) {
        lastOutcome = .refused(reason)
        guard !observers.isEmpty else { return }
        notify(request, phase: .refused(reason), source: sourceDescriptor(of: request), target: request.target?.descriptor)
    }

    /// An accepted emission: the placement nearest the source that routes the output (else the
    /// group's own route) runs its verb from the source, as the next request.
    private func deliver(_ emission: Emission, of request: NavigationRequest) {
        let placement = request.source.flatMap { arrivals.placement(mentioning: emission.output, above: $0) }
        guard emission.isRouted(placement) else { return refuse(request, .outputNotRouted) }
        lastOutcome = .done
        if !observers.isEmpty {
            notify(request, phase: .did, source: sourceDescriptor(of: request), target: request.target?.descriptor)
        }
        emission.deliver(placement)
    }

    /// Applies an accepted change to the hierarchy between its `will` and `did` events; `did`
    /// waits for the hierarchy to say the change is complete.
    /// - Parameters:
    ///   - change: The window before and after.
    ///   - request: The accepted request.
    ///   - receiver: The screen the request shows or returns to, for events and arrivals.
    ///   - tabRoots: The root screens of the tabs the request shows, in order.
    ///   - placements: Where the screens it shows stand, when the request reaches a placement.
    func commit(_ change: AcceptedChange, for request: NavigationRequest, receiver: AnyObject?,
                tabRoots: [AnyObject] = [], placements: RequestPlacements? = nil) {
        let ends = observers.isEmpty ? nil : (
            source: sourceDescriptor(of: request),
            target: receiver.map { ScreenDescriptor($0, flow: request.target?.flow?.identity ?? .none) }
                ?? request.target?.descriptor)
        if let ends { notify(request, phase: .will, source: ends.source, target: ends.target) }
        arrivals.forget(change.removedScreens)
        arrivals.record(after: request, shown: receiver, tabRoots: tabRoots, placements: placements)
        lastOutcome = .done
        isChanging = true
        change.snapshot.apply(HierarchyDiff.steps(from: change.current, to: change.next), screens: change.screens,
                              to: hierarchy, animated: request.animated, madeTabs: rememberTabsName) { [self] in
            isChanging = false
            exclusively {
                if let ends { notify(request, phase: .did, source: ends.source, target: ends.target) }
            }
        }
    }

    private func rememberName(of tabs: AnyObject, _ name: String?) {
        tabsNames = tabsNames.filter { $0.value.node.object != nil }
        if let name { tabsNames[ObjectIdentifier(tabs)] = (WeakObject(tabs), name) }
    }

    /// The request's source as events describe it; requests not made by a flow's verbs (app
    /// requests, gestures) are named after the flow the screen arrived from. Descriptors print
    /// type names, the dearest part of a request, so they are made only when someone observes.
    private func sourceDescriptor(of request: NavigationRequest) -> ScreenDescriptor? {
        request.source.map { source in
            ScreenDescriptor(source, flow: request.sourceFlow == .none ? arrivals.flow(of: source) : request.sourceFlow)
        }
    }

    /// Calls `handler` with every event from now on, in order, until the observation is
    /// cancelled. One observer can log every navigation of an app:
    ///
    /// ```swift
    /// navigator.observe { print($0) }   // did push login → home [onLogin("ada")] (App/Flows.swift:12)
    /// ```
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, handler))
        return NavigationObservation { [weak self] in self?.observers.removeAll { $0.id == id } }
    }

    private func notify(_ request: NavigationRequest, phase: NavigationEvent.Phase, source: ScreenDescriptor?,
                        target: ScreenDescriptor?) {
        let event = NavigationEvent(
            phase: phase, verb: request.verb, origin: request.origin, source: source, target: target,
            label: request.label, arguments: request.arguments.map { String(describing: $0) },
            routedOutput: request.routedOutput, animated: request.animated, callSite: request.callSite)
        // A copy: an observer may cancel itself or subscribe another while being called; the
        // event goes to those registered when it was sent, unless cancelled on the way.
        for (id, handler) in observers where observers.contains(where: { $0.id == id }) { handler(event) }
    }
}

/// What became of a request the app made.
public enum NavigationOutcome: Hashable, Sendable {
    /// The navigation happened.
    case done
    /// The navigator refused it, changing nothing; an event says so too.
    case refused(RefusalReason)
    /// Another navigation was in progress (the request came from an observer or a route, or a
    /// change was still animating); it runs right after, and its events tell what became of it.
    case queued
}

/// A registration made by ``FlowNavigator/observe(_:)``; ``cancel()`` ends it.
///
/// Dropping the value does not cancel it: observers live as long as the navigator unless
/// cancelled, so a logger installed once needs no storage.
@MainActor
public final class NavigationObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops delivering events to the observer; calling it again does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}

/// A ``FlowNavigator`` over a ``HeadlessHierarchy``: `HeadlessNavigator()` makes one.
///
/// Tests, samples and terminal drivers use it; it is the same navigator an app runs over UIKit.
public typealias HeadlessNavigator = FlowNavigator
