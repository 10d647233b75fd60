@_spi(FlowKitTools) @testable import FlowKit
import Testing

// `NavigationRules.decide` called directly, one row per decision: a window sketched with
// one-letter screens, a request, and what the rules decide, either the window after the change
// (the layers kept, the layers made anew, and the screen that receives forwarded arguments) or
// the refusal. The rules see values only, so the rows need no screen, flow or hierarchy: the
// navigator's tests cover what happens around a decision (resolving, building, events, UIKit);
// these cover the rules, and HierarchyDiffTableTests the calls a decision becomes.

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
        /// The named screen.
        case screen(String)
        /// A screen that was named and has been released since.
        case released
        /// Nobody: a window-level request (start); any other verb is refused.
        case nobody
    }

    /// What a row's request targets.
    enum Aim: Sendable {
        case nothing
        /// The named flow's screen, wrapped as `embedding` says where the verb wraps it; the flow
        /// "Gone" has lost its owner, so it has no screen to show.
        case flow(String, embedding: Embedding = .none)
        /// A tab container whose tabs' roots are the named flows, each in a navigation stack.
        case tabs([String])
        /// A flow group's output.
        case output
    }

    /// What the rules decide.
    enum Outcome: Sendable, Hashable {
        /// Accepted: the layers kept (changed or not), the layers made anew above them, and the
        /// screen that receives forwarded arguments.
        case window([Box], made: [Box] = [], receiver: String?)
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
        /// Screens alive but not in the window; any other screen not in the window is released.
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
        Self("push a screen kept alive off screen shows that screen", [.stack(["A"])], .push, from: .screen("A"),
            to: .flow("X"), offScreen: ["X"], .window([.stack(["A", "X"])], receiver: "X")),
        Self("push onto a tab's stack", [.tabs([.stack(["C"]), .stack(["D"])], selected: 1)], .push,
            from: .screen("D"), to: .flow("E"), .window([.tabs([.stack(["C"]), .stack(["D", "E"])], selected: 1)],
                                                 receiver: "E")),
        Self("replace the top of the source's stack", [.stack(["A", "B"])], .replace, from: .screen("B"),
            to: .flow("C"), .window([.stack(["A", "C"])], receiver: "C")),
        Self("replace a stack's only screen", [.stack(["A"])], .replace, from: .screen("A"), to: .flow("C"),
            .window([.stack(["C"])], receiver: "C")),
        Self("replace from a covered screen, by the app: the top of its stack", [.stack(["A", "B"])], .replace,
            from: .screen("A"), by: .app, to: .flow("C"), .window([.stack(["A", "C"])], receiver: "C")),
        Self("replace on a tab's stack", [.tabs([.stack(["C", "E"]), .stack(["D"])], selected: 0)], .replace,
            from: .screen("E"), to: .flow("F"), .window([.tabs([.stack(["C", "F"]), .stack(["D"])], selected: 0)],
                                                 receiver: "F")),
        Self("replace from a bare screen", [.stack(["A"]), .screen("B")], .replace, from: .screen("B"),
            to: .flow("C"), .refused(.noNavigationStack)),
        Self("replace with a screen already on screen", [.stack(["A", "B"])], .replace, from: .screen("B"),
            to: .flow("A"), .refused(.targetAlreadyOnScreen)),
        Self("replace with a flow whose owner is gone", [.stack(["A"])], .replace, from: .screen("A"),
            to: .flow("Gone"), .refused(.ownerReleased)),
        Self("replace without a target", [.stack(["A"])], .replace, from: .screen("A"), by: .app,
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
            .window([.stack(["A"])], made: [.screen("C")], receiver: "C")),
        Self("present in a navigation stack", [.stack(["A"])], .present, from: .screen("A"),
            to: .flow("C", embedding: .navigation), .window([.stack(["A"])], made: [.stack(["C"])], receiver: "C")),
        Self("present tabs", [.stack(["A"])], .present, from: .screen("A"), to: .tabs(["C", "D"]),
            .window([.stack(["A"])], made: [.tabs([.stack(["C"]), .stack(["D"])], selected: 0)], receiver: nil)),
        Self("present from a layer that already presents", [.stack(["A"]), .screen("B")], .present, from: .screen("A"),
            by: .app, to: .flow("C"), .refused(.alreadyPresenting)),
        Self("present a screen already on screen", [.stack(["A"]), .screen("B")], .present, from: .screen("B"),
            to: .flow("A"), .refused(.targetAlreadyOnScreen)),
        Self("present tabs holding a screen already on screen", [.stack(["A"])], .present, from: .screen("A"),
            to: .tabs(["C", "A"]), .refused(.targetAlreadyOnScreen)),
        Self("present a flow whose owner is gone", [.stack(["A"])], .present, from: .screen("A"), to: .flow("Gone"),
            .refused(.ownerReleased)),
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
            to: .flow("C", embedding: .navigation), .window([], made: [.stack(["C"])], receiver: "C")),
        Self("setWindowRoot starts an empty window", [], .setWindowRoot, from: .nobody, by: .app,
            to: .flow("C", embedding: .navigation), .window([], made: [.stack(["C"])], receiver: "C")),
        Self("setWindowRoot to a screen the old root shows: a new container all the same", [.stack(["A", "B"])],
            .setWindowRoot, from: .screen("B"), to: .flow("A", embedding: .navigation),
            .window([], made: [.stack(["A"])], receiver: "A")),
        Self("setWindowRoot to tabs whose flow lost its owner", [.stack(["A"])], .setWindowRoot, from: .screen("A"),
            to: .tabs(["C", "Gone"]), .refused(.ownerReleased)),
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
    typealias State = NavigationState<String>

    static func state(_ layers: [Box], new: Bool = false) -> [State.Layer] {
        layers.map { State.Layer(content: content($0), isNew: new) }
    }

    static func content(_ box: Box) -> State.Content {
        switch box {
        case .screen(let name): .screen(name)
        case .stack(let names): .stack(names)
        case .tabs(let tabs, let selected): .tabs(.init(tabs: tabs.map(content), selected: selected, name: nil))
        }
    }

    /// The request a row makes: the flow's screen a back verb acts on is its name when the window
    /// shows it or the row keeps it alive; the screen a verb shows is its name, unless its owner
    /// is gone.
    static func request(for row: Row) -> RuleRequest<String> {
        let alive = Set(State(layers: state(row.window)).screens + row.offScreen)
        func shown(_ name: String) -> String? { name == "Gone" ? nil : name }
        let target: RuleRequest<String>.Target
        var embedding = Embedding.none
        switch row.aim {
        case .nothing, .output: target = .none
        case .flow(let name, let wrapped):
            switch row.verb.targetPosition {
            case .unchanged: target = .flow(alive.contains(name) ? name : nil)
            case .pushedOntoSourceStack, .rootOfSourceStack, .newModalLayer, .windowRoot: target = .flow(shown(name))
            }
            embedding = wrapped
        case .tabs(let names):
            let tabs = names.map { shown($0).map { State.Content.stack([$0]) } }
            target = .tabs(tabs.contains(nil) ? nil : .init(tabs: tabs.compactMap { $0 }, selected: 0, name: nil))
        }
        let source: RuleRequest<String>.Source
        switch row.sender {
        case .screen(let name): source = .screen(name)
        case .released: source = .released
        case .nobody: source = .none
        }
        return RuleRequest(verb: row.verb, origin: row.origin, source: source, target: target, embedding: embedding)
    }

    /// The outcome a row expects, as a state.
    static func expected(_ outcome: Outcome) -> Result<State, RefusalReason> {
        switch outcome {
        case .window(let kept, let made, _): .success(State(layers: state(kept) + state(made, new: true)))
        case .refused(let reason): .failure(reason)
        }
    }
}

struct NavigationRulesTableTests {
    @Test(arguments: Row.all)
    func decide(_ row: Row) {
        let request = Self.request(for: row)
        #expect(NavigationRules.decide(State(layers: Self.state(row.window)), request) == Self.expected(row.outcome))
        if case .window(_, _, let receiver) = row.outcome { #expect(request.targetScreen == receiver) }
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
