import FlowKit
import FlowKitOverUIKitStandIn
import FuzzingSupport
import UIKitStandIn

/// The hierarchy a ``ModelChecker`` drives: the headless one, or FlowKit's UIKit hierarchy over
/// the UIKit stand-in, whose transitions end on later turns of the run loop.
public enum ModelHierarchy: String, Sendable, CaseIterable {
    case headless, uikit
}

/// Drives a ``FlowNavigator`` and the ``ReferenceModel`` with the same random actions and
/// compares them whenever no change is in progress: the window (screen by screen, by serial),
/// the events, and the invariants every window must keep.
///
/// Over UIKit, transitions end on later turns of the run loop, and the checker turns it at
/// random: often not at all between actions, so taps, double taps, app requests and starts land
/// while a push, a presentation or a dismissal is still animating (UIKit's own gestures wait for
/// the animation, as UIKit's controls do). The navigator must then decide each request exactly
/// as the model does, once what it waited for is on screen, and never misuse UIKit.
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
        /// Actions taken while a change was still in progress (over UIKit).
        public var overlapping = 0
    }

    private let app: ModelApp
    private let hierarchy: ModelHierarchy
    private let navigator: FlowNavigator
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
    /// - Parameters:
    ///   - seed: Shapes the app and the actions.
    ///   - hierarchy: What the navigator drives.
    public init(seed: UInt64, hierarchy: ModelHierarchy = .headless) {
        self.hierarchy = hierarchy
        switch hierarchy {
        case .headless: navigator = FlowNavigator()
        case .uikit:
            StandInRunLoop.main.reset()
            navigator = FlowNavigator(window: UIWindow())
        }
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
        settle()
        events.removeAll()
        var expected: [ModelOutcome] = []
        var actions: [String] = []
        for step in 0..<count {
            if hierarchy == .uikit { turnTheRunLoop() }
            if isChanging { report.overlapping += 1 }
            let (description, outcomes) = act()
            report.actions += 1
            expected += outcomes
            actions.append(description)
            if step == count - 1 { settle() }
            guard !isChanging else { continue }
            let problems = compare(expected)
            if !problems.isEmpty {
                report.divergences.append("step \(step) (\(actions.joined(separator: ", "))): "
                                          + problems.joined(separator: "; "))
                break
            }
            events.removeAll()
            expected.removeAll()
            actions.removeAll()
        }
        settle()
        report.screensBuilt = app.builtCount
        report.acceptedVerbs = acceptedVerbs
        report.refusals = refusals
        if hierarchy == .uikit {
            report.divergences += StandInRunLoop.main.misuses.map { "UIKit misuse: \($0)" }
        }
        for screen in held { model.hold(screen.serial, false) }
        held.removeAll()
        orphans.removeAll()
        let onScreen = Set(navigator.screensOnScreen.map(ObjectIdentifier.init))
        report.leaked = app.aliveScreens.filter { !onScreen.contains(ObjectIdentifier($0)) }.count
        return report
    }

    /// Whether the hierarchy is still carrying out a change.
    private var isChanging: Bool {
        hierarchy == .uikit && (navigator.isTransitioning || !StandInRunLoop.main.isIdle)
    }

    /// Ends every change in progress.
    private func settle() {
        if hierarchy == .uikit { StandInRunLoop.main.runUntilIdle() }
    }

    // `holding`: what the driver holds decides whether a request finds its source released and
    // whether a flow rebuilds its screen, and the model reads it when an action is taken. So
    // actions that hold or let go of screens (or fire screens only the driver holds) wait for
    // the run loop; taps on the visible screen and starts are the ones that land mid-transition.

    /// Lets time pass, or not: half the time the next action lands mid-transition.
    private func turnTheRunLoop() {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: break
        case 5..<8: StandInRunLoop.main.turn()
        default: settle()
        }
    }

    /// One random action on both sides; returns what was done and what the model expects,
    /// request by request.
    private func act() -> (String, [ModelOutcome]) {
        let roll = Int.random(in: 0..<100, using: &random)
        // Only taps on the visible screen and starts land mid-transition; see `holding`.
        // UIKit's own controls do not respond mid-animation either.
        if !(0..<55).contains(roll) { settle() }
        guard let visible = navigator.visibleScreen as? ModelScreen else { return ("nothing visible", []) }
        switch roll {
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
            case .refused(let verb, let reason): ["refused \(verb) \(comparable(reason).rawValue)"]
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
                return "refused \(event.verb) \(comparable(reason).rawValue)"
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

    /// `reason` as the comparison reads it. Over UIKit a request that waited for a transition
    /// is decided later than the model decides it, when the driver may have let go of its
    /// source: "released" and "not on screen" are then one outcome (the source is gone), told
    /// apart only by who still held the screen at that moment.
    private func comparable(_ reason: RefusalReason) -> RefusalReason {
        hierarchy == .uikit && reason == .sourceReleased ? .sourceNotOnScreen : reason
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
