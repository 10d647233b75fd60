import FlowKit
import FuzzingSupport

/// Drives a ``HeadlessNavigator`` and the ``ReferenceModel`` with the same random actions and
/// compares them after every step: the window (screen by screen, by serial), the events, and
/// the invariants every window must keep.
///
/// Actions: a tap on the visible screen's callbacks (most of them), double taps, callbacks of
/// covered or popped screens the driver still holds (stale callbacks), callbacks whose screen
/// was released, the back button, swiping a sheet down, the tab bar, and holding or letting go
/// of screens.
@MainActor
public final class ModelChecker {
    /// What a run (or, summed by ``ModelCampaign``, many runs) found.
    public struct Report: Sendable {
        public var actions = 0
        /// How many seeds the report sums.
        public var seeds = 1
        public var divergences: [String] = []
        /// Screens built, and screens alive at the end that were neither on screen nor held.
        public var screensBuilt = 0
        public var leaked = 0
        /// The verbs carried out and the refusal reasons seen, to show what the run reached.
        public var acceptedVerbs: Set<NavigationVerb> = []
        public var refusals: Set<RefusalReason> = []
    }

    private let app: ModelApp
    private let navigator = HeadlessNavigator()
    private var model: ReferenceModel
    private var random: SplitMix64
    private var held: [ModelScreen] = []
    /// Callbacks kept after their screen was let go: firing one is a callback from a released
    /// (or, if something else keeps it, a still living) screen.
    private var orphans: [(serial: Int, verb: ModelVerb, action: () -> Void)] = []
    private var events: [NavigationEvent] = []
    private var acceptedVerbs: Set<NavigationVerb> = []
    private var refusals: Set<RefusalReason> = []

    /// A checker over a random app of `seed`.
    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        app = ModelApp(flowCount: Int.random(in: 3...7, using: &random), random: &random)
        model = ReferenceModel(spec: app.spec)
        navigator.observe { [unowned self] event in self.events.append(event) }
    }

    /// Runs `count` actions; stops at the first divergence.
    public func run(actions count: Int) -> Report {
        var report = Report()
        navigator.start(app.flows[0])
        _ = model.start(0)
        events.removeAll()
        for step in 0..<count {
            let (description, expected) = act()
            report.actions += 1
            let problems = compare(expected)
            if !problems.isEmpty {
                report.divergences.append("step \(step) (\(description)): " + problems.joined(separator: "; "))
                break
            }
        }
        report.screensBuilt = app.builtCount
        report.acceptedVerbs = acceptedVerbs
        report.refusals = refusals
        for screen in held { model.hold(screen.serial, false) }
        held.removeAll()
        orphans.removeAll()
        let onScreen = Set(navigator.screensOnScreen.map(ObjectIdentifier.init))
        report.leaked = app.aliveScreens.filter { !onScreen.contains(ObjectIdentifier($0)) }.count
        return report
    }

    /// One random action on both sides; returns what was done and what the model expects,
    /// request by request.
    private func act() -> (String, [ModelOutcome]) {
        events.removeAll()
        guard let visible = navigator.visibleScreen as? ModelScreen else { return ("nothing visible", []) }
        switch Int.random(in: 0..<100, using: &random) {
        case 0:
            let flow = Int.random(in: 0..<app.flows.count, using: &random)
            navigator.start(app.flows[flow])
            return ("start \(flow)", [model.start(flow)])
        case 1:
            navigator.start(app.tabs)
            return ("start tabs", [model.startTabs()])
        case 2..<55:
            let action = Int.random(in: 0..<visible.actions.count, using: &random)
            return ("tap \(action) on \(visible.serial)", [fire(visible, action)])
        case 55..<62:
            let action = Int.random(in: 0..<visible.actions.count, using: &random)
            // The driver's own reference keeps the screen alive between the two taps.
            model.hold(visible.serial, true)
            defer { model.hold(visible.serial, false) }
            return ("double tap \(action) on \(visible.serial)", [fire(visible, action), fire(visible, action)])
        case 62..<72:
            guard let screen = held.randomElement(using: &random) else { return ("no held screen", []) }
            let action = Int.random(in: 0..<screen.actions.count, using: &random)
            return ("stale tap \(action) on \(screen.serial)", [fire(screen, action)])
        case 72..<76:
            guard let orphan = orphans.randomElement(using: &random) else { return ("no orphan", []) }
            orphan.action()
            return ("orphan tap on \(orphan.serial)", [model.fire(orphan.verb, from: orphan.serial)])
        case 76..<81:
            navigator.userTapsBack()
            return ("back button", [model.userTapsBack()])
        case 81..<84:
            navigator.userSwipesDownSheet()
            return ("swipe down", [model.userSwipesDownSheet()])
        case 84..<88:
            let index = Int.random(in: 0..<3, using: &random)
            navigator.userSelectsTab(index)
            return ("tab bar \(index)", [model.userSelectsTab(index)])
        case 88..<94:
            if held.count < 6 {
                held.append(visible)
                model.hold(visible.serial, true)
            }
            return ("hold \(visible.serial)", [])
        default:
            guard !held.isEmpty else { return ("nothing to let go", []) }
            let screen = held.remove(at: Int.random(in: 0..<held.count, using: &random))
            let action = Int.random(in: 0..<screen.actions.count, using: &random)
            orphans.append((screen.serial, app.spec.actions[screen.flow][action], screen.actions[action]))
            if orphans.count > 8 { orphans.removeFirst() }
            model.hold(screen.serial, false)
            return ("let go of \(screen.serial)", [])
        }
    }

    private func fire(_ screen: ModelScreen, _ action: Int) -> ModelOutcome {
        screen.actions[action]()
        return model.fire(app.spec.actions[screen.flow][action], from: screen.serial)
    }

    /// Everything that differs between the navigator and the model, or breaks an invariant.
    private func compare(_ expected: [ModelOutcome]) -> [String] {
        var problems: [String] = []
        func lines(_ outcome: ModelOutcome) -> [String] {
            switch outcome {
            case .accepted(let verb): ["will \(verb)", "did \(verb)"]
            case .refused(let verb, let reason): ["refused \(verb) \(reason.rawValue)"]
            case .nothing: []
            case .emitted(let route): ["did emit"] + lines(route)
            }
        }
        let wanted = expected.flatMap(lines)
        let got = events.map { event -> String in
            switch event.phase {
            case .will: return "will \(event.verb)"
            case .did:
                acceptedVerbs.insert(event.verb)
                return "did \(event.verb)"
            case .refused(let reason):
                refusals.insert(reason)
                return "refused \(event.verb) \(reason.rawValue)"
            }
        }
        if got != wanted { problems.append("events \(got), model expected \(wanted)") }
        let window = navigator.layers.map { Self.picture($0.root) }
        if window != model.layers { problems.append("window \(window), model \(model.layers)") }
        problems += invariantProblems(window)
        for (index, flow) in app.flows.enumerated() where flow.liveScreen?.serial != model.live(index) {
            problems.append("flow \(index) holds \(String(describing: flow.liveScreen?.serial)), model \(String(describing: model.live(index)))")
        }
        return problems
    }

    /// No screen in two places, no empty stack, a valid tab selection, a visible screen.
    private func invariantProblems(_ window: [ModelContainer]) -> [String] {
        var problems: [String] = []
        let screens = navigator.screensOnScreen.map(ObjectIdentifier.init)
        if Set(screens).count != screens.count { problems.append("a screen is in two places") }
        if window.isEmpty || navigator.visibleScreen == nil { problems.append("nothing on screen") }
        func check(_ container: ModelContainer) {
            switch container {
            case .bare: break
            case .stack(let serials): if serials.isEmpty { problems.append("an empty stack") }
            case .tabs(let tabs, let selected):
                if !tabs.indices.contains(selected) { problems.append("tab selection \(selected) of \(tabs.count)") }
                tabs.forEach(check)
            }
        }
        window.forEach(check)
        if let visible = navigator.visibleScreen as? ModelScreen, visible.serial != window.last?.visible {
            problems.append("the visible screen is not the top layer's")
        }
        return problems
    }

    /// The navigator's container as the model draws it.
    private static func picture(_ container: Container) -> ModelContainer {
        func serial(_ screen: AnyObject) -> Int { (screen as? ModelScreen)?.serial ?? -1 }
        switch container {
        case .screen(let screen): return .bare(serial(screen))
        case .stack(let screens): return .stack(screens.map(serial))
        case .tabs(let tabs): return .tabs(tabs.tabs.map(picture), selected: tabs.selectedIndex)
        }
    }
}
