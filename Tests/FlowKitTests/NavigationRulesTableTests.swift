@testable import FlowKit
import Testing

// `NavigationRules.plan` called directly, one row per decision: a window sketched with
// one-letter screens, a request, and what the rules decide, either the window after the change
// (with the screen that receives forwarded arguments) or the refusal. The navigator's tests
// cover what happens around a decision (events, forwarding, UIKit); these cover the rules.

// MARK: - Building requests and windows (the only code that knows how they are made)

extension NavigationRulesTableTests {
    /// Every request of this suite is made here.
    private static func request(_ verb: NavigationVerb, source: AnyObject?, target: NavigationTarget?,
                                origin: NavigationOrigin, embedding: Embedding) -> NavigationRequest {
        NavigationRequest(verb: verb, origin: origin, source: source, target: target, embedding: embedding,
                          callSite: CallSite())
    }

    /// The window a sketch describes, built from `cast`'s live screens.
    private static func window(_ layers: [Box], in cast: Cast) -> NavigationState {
        NavigationState(layers: layers.map { ModalLayer(root: cast.container($0)) })
    }

    /// `state` after the accepted change, made by the navigator's own applier on a headless
    /// hierarchy built to show `state`, then read back.
    private static func applying(_ plan: NavigationPlan, to state: NavigationState) -> NavigationState {
        let hierarchy = HeadlessHierarchy()
        func node(_ container: Container) -> AnyObject {
            switch container {
            case .screen(let screen): screen
            case .stack(let screens): hierarchy.makeStack(screens)
            case .tabs(let tabs): hierarchy.makeTabs(tabs.tabs.map(node), selected: tabs.selectedIndex, items: [])
            }
        }
        var presenter: AnyObject?
        for layer in state.layers {
            let shown = node(layer.root)
            if let presenter {
                hierarchy.present(shown, from: presenter, animated: false) {}
            } else {
                hierarchy.setWindowRoot(shown)
            }
            presenter = shown
        }
        let read = { HierarchySnapshot.read(hierarchy, around: nil) { _ in nil } }
        read().apply(plan.transition, to: hierarchy, animated: false, madeTabs: { _, _ in }) {}
        return read().state
    }
}

// MARK: - The notation

extension NavigationRulesTableTests {
    /// One modal layer's content, screens named by their flows.
    enum Box: Sendable, Hashable, CustomStringConvertible {
        case screen(String)
        case stack([String])
        case tabs([Box], selected: Int)

        var description: String {
            switch self {
            case .screen(let name): name
            case .stack(let names): "[" + names.joined(separator: " ") + "]"
            case .tabs(let tabs, let selected):
                "tabs(" + tabs.map(\.description).joined(separator: ", ") + " @\(selected))"
            }
        }
    }

    /// Who sends a row's request.
    enum Sender: Sendable {
        /// The live screen of the named flow.
        case screen(String)
        /// A screen that was named and has been released since.
        case released
        /// Nobody: a window-level request (start); any other verb is refused.
        case nobody
    }

    /// What a row's request targets.
    enum Aim: Sendable {
        case nothing
        /// The named flow's screen, wrapped as `embedding` says where the verb wraps it.
        case flow(String, embedding: Embedding = .none)
        /// A tab container whose tabs' roots are the named flows, each in a navigation stack.
        case tabs([String])
        /// A flow group's output.
        case output
    }

    /// What the rules decide.
    enum Outcome: Sendable, Hashable {
        /// Accepted: the window afterwards, and the screen that receives forwarded arguments.
        case window([Box], receiver: String?)
        case refused(RefusalReason)
    }

    /// One decision of the rules.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let window: [Box]
        let verb: NavigationVerb
        let sender: Sender
        let origin: NavigationOrigin
        let aim: Aim
        /// Screens alive but not in the window.
        let offScreen: [String]
        let outcome: Outcome

        var testDescription: String { name }

        init(_ name: String, _ window: [Box], _ verb: NavigationVerb, from sender: Sender,
             by origin: NavigationOrigin = .callback, to aim: Aim = .nothing, offScreen: [String] = [],
             _ outcome: Outcome) {
            self.name = name
            self.window = window
            self.verb = verb
            self.sender = sender
            self.origin = origin
            self.aim = aim
            self.offScreen = offScreen
            self.outcome = outcome
        }
    }
}

// MARK: - The table

extension NavigationRulesTableTests.Row {
    static let stack: [Self] = [
        Self("push onto the source's stack", [.stack(["A", "B"])], .push, from: .screen("B"), to: .flow("C"),
            .window([.stack(["A", "B", "C"])], receiver: "C")),
        Self("push from a bare screen", [.screen("A")], .push, from: .screen("A"), to: .flow("C"),
            .refused(.noNavigationStack)),
        Self("push a screen already on screen", [.stack(["A", "B"])], .push, from: .screen("B"), to: .flow("A"),
            .refused(.targetAlreadyOnScreen)),
        Self("push without a target", [.stack(["A"])], .push, from: .screen("A"), by: .app,
            .refused(.missingTarget)),
        Self("push to an output", [.stack(["A"])], .push, from: .screen("A"), by: .app, to: .output,
            .refused(.missingTarget)),
        Self("pop the top screen", [.stack(["A", "B"])], .pop, from: .screen("B"),
            .window([.stack(["A"])], receiver: nil)),
        Self("pop a stack's root", [.stack(["A"])], .pop, from: .screen("A"), .refused(.poppingRoot)),
        Self("pop from a bare screen", [.stack(["A"]), .screen("B")], .pop, from: .screen("B"),
            .refused(.noNavigationStack)),
        Self("popToRoot", [.stack(["A", "B", "C"])], .popToRoot, from: .screen("C"),
            .window([.stack(["A"])], receiver: nil)),
        Self("popToRoot at the root", [.stack(["A"])], .popToRoot, from: .screen("A"), .refused(.alreadyAtRoot)),
        Self("popTo a screen below", [.stack(["A", "B", "C"])], .popTo, from: .screen("C"), to: .flow("A"),
            .window([.stack(["A"])], receiver: "A")),
        Self("popTo a screen above the source", [.stack(["A", "B", "C"])], .popTo, from: .screen("B"), by: .app,
            to: .flow("C"), .refused(.targetNotBelow)),
        Self("popTo the source itself", [.stack(["A", "B"])], .popTo, from: .screen("B"), to: .flow("B"),
            .refused(.targetNotBelow)),
        Self("popTo a released screen", [.stack(["A", "B"])], .popTo, from: .screen("B"), to: .flow("X"),
            .refused(.targetReleased)),
        Self("setRoot", [.stack(["A", "B"])], .setRoot, from: .screen("B"), to: .flow("C"),
            .window([.stack(["C"])], receiver: "C")),
        Self("setRoot to a screen of the same stack", [.stack(["A", "B"])], .setRoot, from: .screen("B"),
            to: .flow("A"), .window([.stack(["A"])], receiver: "A")),
        Self("setRoot to a screen of another stack", [.stack(["A"]), .stack(["B"])], .setRoot, from: .screen("B"),
            to: .flow("A"), .refused(.targetAlreadyOnScreen)),
    ]

    static let modal: [Self] = [
        Self("present alone", [.stack(["A"])], .present, from: .screen("A"), to: .flow("C"),
            .window([.stack(["A"]), .screen("C")], receiver: "C")),
        Self("present in a navigation stack", [.stack(["A"])], .present, from: .screen("A"),
            to: .flow("C", embedding: .navigation), .window([.stack(["A"]), .stack(["C"])], receiver: "C")),
        Self("present tabs", [.stack(["A"])], .present, from: .screen("A"), to: .tabs(["C", "D"]),
            .window([.stack(["A"]), .tabs([.stack(["C"]), .stack(["D"])], selected: 0)], receiver: nil)),
        Self("present from a layer that already presents", [.stack(["A"]), .screen("B")], .present, from: .screen("A"),
            by: .app, to: .flow("C"), .refused(.alreadyPresenting)),
        Self("present a screen already on screen", [.stack(["A"]), .screen("B")], .present, from: .screen("B"),
            to: .flow("A"), .refused(.targetAlreadyOnScreen)),
        Self("present tabs holding one screen twice", [.stack(["A"])], .present, from: .screen("A"),
            to: .tabs(["C", "C"]),
            .refused(.targetAlreadyOnScreen)),
        Self("dismiss the source's layer", [.stack(["A"]), .screen("B")], .dismiss, from: .screen("B"),
            .window([.stack(["A"])], receiver: nil)),
        Self("dismiss what the source presents", [.stack(["A"]), .screen("B")], .dismiss, from: .screen("A"),
            by: .app, .window([.stack(["A"])], receiver: nil)),
        Self("dismiss in the root layer", [.stack(["A"])], .dismiss, from: .screen("A"), .refused(.nothingToDismiss)),
        Self("dismissAll", [.stack(["A"]), .screen("B"), .screen("C")], .dismissAll, from: .screen("C"),
            .window([.stack(["A"])], receiver: nil)),
        Self("dismissAll with nothing presented", [.stack(["A"])], .dismissAll, from: .screen("A"),
            .refused(.nothingToDismiss)),
        Self("dismissTo a lower layer", [.stack(["A"]), .screen("B"), .screen("C")], .dismissTo, from: .screen("C"),
            to: .flow("B"), .window([.stack(["A"]), .screen("B")], receiver: "B")),
        Self("dismissTo a screen in the top layer", [.stack(["A"]), .screen("C")], .dismissTo, from: .screen("C"),
            to: .flow("C"), .refused(.nothingToDismiss)),
        Self("dismissTo a screen alive off screen", [.stack(["A"]), .screen("C")], .dismissTo, from: .screen("C"),
            to: .flow("X"), offScreen: ["X"], .refused(.targetNotOnScreen)),
        Self("dismissTo a released screen", [.stack(["A"]), .screen("C")], .dismissTo, from: .screen("C"),
            to: .flow("X"),
            .refused(.targetReleased)),
    ]

    static let windowAndTabs: [Self] = [
        Self("setWindowRoot", [.stack(["A"]), .screen("B")], .setWindowRoot, from: .screen("B"),
            to: .flow("C", embedding: .navigation), .window([.stack(["C"])], receiver: "C")),
        Self("setWindowRoot starts an empty window", [], .setWindowRoot, from: .nobody, by: .app,
            to: .flow("C", embedding: .navigation), .window([.stack(["C"])], receiver: "C")),
        Self("setWindowRoot to tabs holding one screen twice", [.stack(["A"])], .setWindowRoot, from: .screen("A"),
            to: .tabs(["C", "C"]), .refused(.targetAlreadyOnScreen)),
        Self("selectTab", [.tabs([.stack(["C"]), .stack(["D"])], selected: 0)], .selectTab, from: .screen("C"),
            to: .flow("D"), .window([.tabs([.stack(["C"]), .stack(["D"])], selected: 1)], receiver: "D")),
        Self("selectTab the selected tab", [.tabs([.stack(["C"]), .stack(["D"])], selected: 0)], .selectTab,
            from: .screen("C"), to: .flow("C"), .refused(.tabAlreadySelected)),
        Self("selectTab a screen that is no tab's root", [.tabs([.stack(["C", "E"]), .stack(["D"])], selected: 0)],
            .selectTab, from: .screen("E"), to: .flow("E"), .refused(.tabNotFound)),
        Self("selectTab a released screen", [.tabs([.stack(["C"]), .stack(["D"])], selected: 0)], .selectTab,
            from: .screen("C"), to: .flow("X"), .refused(.targetReleased)),
        Self("selectTab outside tabs", [.stack(["A"])], .selectTab, from: .screen("A"), to: .flow("A"),
            .refused(.notInTabs)),
        Self("emit from the visible screen changes nothing: its route decides", [.stack(["A"])], .emit,
            from: .screen("A"), to: .output, .window([.stack(["A"])], receiver: nil)),
        Self("emit from a covered screen", [.stack(["A", "B"])], .emit, from: .screen("A"), to: .output,
            .refused(.sourceNotVisible)),
    ]

    static let sources: [Self] = [
        Self("any verb but setWindowRoot before start", [], .push, from: .nobody, by: .app, to: .flow("C"),
            .refused(.notStarted)),
        Self("a callback without a source", [.stack(["A"])], .push, from: .nobody, to: .flow("C"),
            .refused(.sourceReleased)),
        Self("a callback from a released screen", [.stack(["A"])], .push, from: .released, to: .flow("C"),
            .refused(.sourceReleased)),
        Self("an app request from a released screen", [.stack(["A"])], .push, from: .released, by: .app,
            to: .flow("C"), .refused(.sourceReleased)),
        Self("a callback from a screen off screen", [.stack(["A"])], .push, from: .screen("Z"), to: .flow("C"),
            offScreen: ["Z"], .refused(.sourceNotOnScreen)),
        Self("a callback from a covered screen", [.stack(["A", "B"])], .push, from: .screen("A"), to: .flow("C"),
            .refused(.sourceNotVisible)),
        Self("an app request from a covered screen acts on its stack", [.stack(["A", "B"])], .push,
            from: .screen("A"), by: .app, to: .flow("C"), .window([.stack(["A", "B", "C"])], receiver: "C")),
        Self("an app request without a source is refused, never redirected", [.stack(["A", "B"])], .pop,
            from: .nobody, by: .app, .refused(.sourceReleased)),
        Self("push a flow whose owner is gone", [.stack(["A"])], .push, from: .screen("A"), to: .flow("Gone"),
            .refused(.ownerReleased)),
    ]

    static let all = stack + modal + windowAndTabs + sources
}

// MARK: - Running a row

extension NavigationRulesTableTests {
    /// A plain screen that knows its flow's name.
    @MainActor private final class Probe {
        let name: String
        init(name: String) { self.name = name }
    }

    /// A navigator that is never asked anything: `plan` only builds screens for it.
    @MainActor private final class Inert: Navigator {
        func perform(_ request: NavigationRequest) {}
    }

    /// The flows of one row by name, their live screens, and the screens kept alive off screen.
    @MainActor private final class Cast {
        private let navigator = Inert()
        private var flows: [String: Flow<Probe>] = [:]
        private var kept: [AnyObject] = []

        /// The named flow; "Gone" is a flow whose declaring owner was released.
        func flow(_ name: String) -> Flow<Probe> {
            if let flow = flows[name] { return flow }
            final class Owner {}
            let flow = Flow(with: Probe(name: name), owner: name == "Gone" ? Owner() : nil, name: name)
            if name == "Gone" { flow.ownerIsHeld() }   // nothing else holds it: released here
            flows[name] = flow
            return flow
        }

        /// The named flow's live screen, built if need be.
        func screen(_ name: String) -> AnyObject { flow(name).screen(for: navigator)! }

        func keepAlive(_ names: [String]) { kept += names.map(screen) }

        func build(_ flow: AnyFlow) -> AnyObject? { flow.object(for: navigator) }

        func live(_ flow: AnyFlow) -> AnyObject? { flow.liveObject(in: navigator) }

        func container(_ box: Box) -> Container {
            switch box {
            case .screen(let name): .screen(screen(name))
            case .stack(let names): .stack(names.map(screen))
            case .tabs(let tabs, let selected):
                .tabs(TabContainer(tabs: tabs.map(container), selectedIndex: selected, name: nil))
            }
        }

        func target(_ aim: Aim) -> NavigationTarget? {
            switch aim {
            case .nothing: nil
            case .flow(let name, _): .flow(flow(name))
            case .tabs(let names): .tabs(Tabs(names.map { Tab(flow($0)) }))
            case .output: .output(FlowOutput<Int>(name: "done"))
            }
        }

        func makeRequest(for row: Row) -> NavigationRequest {
            var embedding = Embedding.none
            if case .flow(_, let wrapped) = row.aim { embedding = wrapped }
            let made = { (source: AnyObject?) in
                NavigationRulesTableTests.request(row.verb, source: source, target: self.target(row.aim),
                                                  origin: row.origin, embedding: embedding)
            }
            switch row.sender {
            case .screen(let name): return made(screen(name))
            case .released: return made(Probe(name: "released"))  // held weakly: gone once made
            case .nobody: return made(nil)
            }
        }

        func sketch(_ state: NavigationState) -> [Box] { state.layers.map { box($0.root) } }

        private func box(_ container: Container) -> Box {
            switch container {
            case .screen(let screen): .screen(name(of: screen))
            case .stack(let screens): .stack(screens.map(name(of:)))
            case .tabs(let tabs): .tabs(tabs.tabs.map(box), selected: tabs.selectedIndex)
            }
        }

        func name(of screen: AnyObject) -> String { (screen as? Probe)?.name ?? "?" }
    }

}

@MainActor
struct NavigationRulesTableTests {
    @Test(arguments: Row.all)
    func plan(_ row: Row) {
        let cast = Cast()
        let state = Self.window(row.window, in: cast)
        cast.keepAlive(row.offScreen)
        let decided = NavigationRules.plan(cast.makeRequest(for: row), in: state, build: cast.build, live: cast.live)
        switch decided {
        case .success(let plan):
            let after = Outcome.window(cast.sketch(Self.applying(plan,
            to: state)), receiver: plan.targetScreen.map(cast.name(of:)))
            #expect(after == row.outcome)
        case .failure(let reason):
            #expect(Outcome.refused(reason) == row.outcome)
        }
    }

    @Test func theTableCoversEveryVerbAndEveryRefusal() {
        #expect(Set(Row.all.map(\.verb)) == Set(NavigationVerb.allCases))
        let refusals = Row.all.compactMap { row -> RefusalReason? in
            if case .refused(let reason) = row.outcome { reason } else { nil }
        }
        // `sourceNotBuilt` and `outputNotRouted` are decided around the rules, by app navigation and
        // by the navigator's routing (AppNavigationTests, PlacementTests).
        #expect(Set(refusals) == Set(RefusalReason.allCases).subtracting([.sourceNotBuilt, .outputNotRouted]))
    }
}
