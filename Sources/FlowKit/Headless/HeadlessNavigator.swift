/// A navigator that models UIKit's window without UIKit: navigation stacks, modal layers (one
/// presented layer per presenter), tab containers.
///
/// It runs anywhere (Linux, tests, command-line drivers) and is the rules engine behind the
/// UIKit adapter. Each request is decided by UIKit's rules: accepted requests send `will`,
/// change the state, then send `did`; refused ones send a single `refused` event and leave the
/// state exactly as it was. Nothing is animated and nothing waits.
///
/// The navigator owns the screens on screen and nothing else: a screen popped or dismissed is
/// released unless the app keeps it. Requests made while another is being applied (by an
/// observer, a forwarding closure or an output's route) run after it, in order.
@MainActor
public final class HeadlessNavigator: Navigator {
    var state = NavigationState()
    /// In registration order, so events reach observers in the order they subscribed.
    private var observers: [(id: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    private var nextObserverID = 0
    private var isBusy = false
    private var pending: [NavigationRequest] = []
    /// How each screen on screen got there, for routing its group's outputs by placement.
    private var arrivals = Arrivals()
    /// The root the navigator was started with (and its owner): held while it may be rebuilt.
    private var startedRoot: [AnyObject] = []
    /// How the rules build and find this navigator's screens; made once, not per request.
    private lazy var build: NavigationRules.Build = { [unowned self] flow in flow.object(for: self) }
    private lazy var live: NavigationRules.Live = { [unowned self] flow in flow.liveObject(in: self) }
    /// What became of the latest request decided.
    private(set) var lastOutcome: NavigationOutcome = .queued
    /// Called after each accepted change with the request that made it; the UIKit adapter
    /// mirrors the new state from here.
    var didApply: ((NavigationRequest) -> Void)?

    /// An empty window: call ``start(_:embedding:file:line:)`` to show a root.
    public init() {}

    /// Shows `root`'s screen as the window's root, replacing anything shown before.
    ///
    /// The navigator holds `root` (and its flows' owner) from now on, so
    /// `navigator.start(MainFlow().tutorial)` is safe.
    /// - Parameters:
    ///   - root: A flow, a group, or a group's ``Placement`` with routes for its outputs.
    ///   - embedding: `.navigation` (the default) puts the root in a navigation stack.
    ///   - file: The caller's file, for events.
    ///   - line: The caller's line.
    @discardableResult
    public func start<Root: FlowTarget>(_ root: Root, embedding: Embedding = .navigation,
                                        file: String = #fileID, line: Int = #line) -> NavigationOutcome {
        startedRoot = [root] + (root.entry.owner.map { [$0] } ?? [])
        root.entry.ownerIsHeld()
        return perform(app: NavigationRequest(
            verb: .setWindowRoot, origin: .app, source: nil, target: .flow(root.entry), embedding: embedding,
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

    /// Decides `request` by UIKit's rules, then applies it or reports why not.
    public func perform(_ request: NavigationRequest) {
        _ = perform(app: request)
    }

    /// Decides `request` (or queues it behind the change in progress) and says what became of it.
    func perform(app request: NavigationRequest) -> NavigationOutcome {
        if isBusy {
            pending.append(request)
            return .queued
        }
        var outcome = NavigationOutcome.queued
        exclusively {
            decide(request)
            outcome = lastOutcome
        }
        return outcome
    }

    /// Runs `body` as the only change in progress. Requests made meanwhile (by observers, by
    /// forwarding closures, by output routes) wait in order and run once it is done, so each
    /// request is decided against the state every observer has already seen.
    func exclusively(_ body: () -> Void) {
        guard !isBusy else {
            // Only UIKit's own changes (reported while nothing else runs) get here busy: they
            // already happened on screen, so they are recorded at once.
            body()
            return
        }
        isBusy = true
        body()
        while !pending.isEmpty { decide(pending.removeFirst()) }
        isBusy = false
    }

    private func decide(_ request: NavigationRequest) {
        // A flow built per arrival builds its screen from this request's arguments.
        let build = request.target?.flow?.buildsPerArrival == true
            ? { [unowned self] flow in flow.object(for: self, arriving: request) } : self.build
        let plan = NavigationRules.plan(request, in: state, build: build, live: live)
        switch plan {
        case .failure(let reason):
            refuse(request, reason)
        case .success(let plan):
            if let emission = request.emission {
                deliver(emission, of: request)
                return
            }
            if let forward = request.forward, let screen = plan.targetScreen { forward(screen) }
            commit(plan, for: request)
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

    /// Applies an accepted change between its `will` and `did` events.
    func commit(_ plan: NavigationPlan, for request: NavigationRequest) {
        let ends = observers.isEmpty ? nil : (
            source: sourceDescriptor(of: request),
            target: plan.targetScreen.map { ScreenDescriptor($0, flow: request.target?.flow?.identity ?? .none) }
                ?? request.target?.descriptor)
        if let ends { notify(request, phase: .will, source: ends.source, target: ends.target) }
        arrivals.forget(state.screensRemoved(by: plan.transition))
        state.apply(plan.transition)
        arrivals.record(after: request, plan: plan, in: state)
        lastOutcome = .done
        if let ends { notify(request, phase: .did, source: ends.source, target: ends.target) }
        didApply?(request)
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
    /// Another navigation was in progress (the request came from an observer or a route); it
    /// runs right after, and its events tell what became of it.
    case queued
}

/// A registration made by ``HeadlessNavigator/observe(_:)``; ``cancel()`` ends it.
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
