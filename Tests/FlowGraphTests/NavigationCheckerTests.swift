import FlowKit
import Testing
import TutorialApp
@testable import FlowGraph
@testable import GraphFixtures

/// Each check is proven by a planted bug it must find, and by clean flows it must leave alone.
struct NavigationCheckerTests {
    private func screen(_ id: String, line: Int = 1) -> ScreenNode {
        ScreenNode(id: id, screen: "\(id)Screen", file: "Flows.swift", line: line)
    }

    private func edge(_ from: String, _ action: EdgeAction, _ to: String? = nil, line: Int = 10,
                      embedding: Embedding? = nil) -> NavigationEdge {
        NavigationEdge(from: from, to: to, action: action, label: "on\(action.rawValue)", file: "Flows.swift",
                       line: line, embedding: embedding)
    }

    private func checks(_ nodes: [String], _ edges: [NavigationEdge], roots: [String] = ["A"]) -> [Diagnostic] {
        NavigationChecker.check(NavigationGraph(nodes: nodes.map { screen($0) }, edges: edges, roots: roots))
    }

    @Test func findsScreensUnreachableFromTheRoots() {
        let found = checks(["A", "B", "Z"], [edge("A", .verb(.push), "B"), edge("Z", .verb(.push), "B")])
        #expect(found.map(\.check) == [.unreachableScreen])
        #expect(found.first?.node == "Z")
        #expect(found.first?.severity == .warning)
    }

    @Test func reachabilityIgnoresBackVerbs() {
        let found = checks(["A", "B"], [edge("A", .verb(.popTo), "B")])
        #expect(found.contains { $0.check == .unreachableScreen && $0.node == "B" })
    }

    /// The placement that shows the sheet bare is the mistake: the error is there, and the push
    /// it breaks (right for a screen in a stack) gets a note.
    @Test func findsPushFromAScreenPresentedWithoutANavigationStack() {
        let found = checks(["A", "Sheet", "C"], [
            edge("A", .verb(.present), "Sheet", embedding: Embedding.none), edge("Sheet", .verb(.push), "C", line: 20),
        ]).filter { $0.check == .noNavigationStack }
        #expect(found.map(\.severity) == [.error, .note])
        let error = found.first { $0.severity == .error }
        #expect(error?.line == 10, "the error is at the presentation without a stack")
        #expect(error?.message == "present with embedding: .none shows Sheet without a navigation stack, so the "
                + "navigator refuses its push (onpush); use embedding: .navigation")
        let note = found.first { $0.severity == .note }
        #expect(note?.line == 20)
        #expect(note?.message
                == "push (onpush) from Sheet needs a navigation stack, which the present at Flows.swift:10 does not give it")
    }

    @Test func blamesOnlyThePresentationWithoutAStack() {
        let found = checks(["A", "Sheet", "C"], [
            edge("A", .verb(.present), "Sheet", embedding: Embedding.none),
            edge("A", .verb(.present), "Sheet", line: 11, embedding: .navigation),
            edge("Sheet", .verb(.push), "C", line: 20),
        ])
        #expect(found.map(\.severity) == [.error, .note])
        #expect(found.allSatisfy { $0.check == .noNavigationStack })
        #expect(found.first?.line == 10, "the error cites the presentation without a stack, not the one with")
    }

    @Test func findsPopFromAScreenThatIsOnlyEverAStackRoot() {
        let found = checks(["A", "Sheet"], [
            edge("A", .verb(.present), "Sheet", embedding: .navigation), edge("Sheet", .verb(.pop), line: 20),
            edge("A", .verb(.popToRoot), line: 30),
        ])
        #expect(found.filter { $0.check == .popAtRoot }.map(\.node) == ["Sheet", "A"])
    }

    @Test func popFromAPushedScreenIsFine() {
        #expect(checks(["A", "B"], [edge("A", .verb(.push), "B"), edge("B", .verb(.pop), line: 20)]).isEmpty)
    }

    @Test func findsPopToATargetThatIsNeverBelow() {
        let found = checks(["A", "B", "C", "D"], [
            edge("A", .verb(.push), "B"), edge("B", .verb(.push), "C", line: 11), edge("A", .verb(.present), "D", line: 12),
            edge("C", .verb(.popTo), "D", line: 20), edge("C", .verb(.popTo), "C", line: 21), edge("C", .verb(.popTo), "A", line: 22),
        ])
        let bugs = found.filter { $0.check == .impossiblePopTo }
        #expect(bugs.map(\.line) == [20, 21])
        #expect(bugs.allSatisfy { $0.severity == .error })
    }

    @Test func warnsAboutPopToWhenOnlySomePathsPutTheTargetBelow() {
        let found = checks(["A", "B", "C"], [
            edge("A", .verb(.push), "B"), edge("B", .verb(.push), "C", line: 11), edge("A", .verb(.push), "C", line: 12),
            edge("C", .verb(.popTo), "B", line: 20),
        ])
        #expect(found.map(\.check) == [.impossiblePopTo])
        #expect(found.first?.severity == .warning)
    }

    @Test func findsDismissFromAScreenNeverPresented() {
        let found = checks(["A", "B", "Sheet", "Inner"], [
            edge("A", .verb(.push), "B"), edge("B", .verb(.dismiss), line: 20),
            edge("A", .verb(.present), "Sheet", line: 12, embedding: .navigation), edge("Sheet", .verb(.push), "Inner", line: 13),
            edge("Inner", .verb(.dismiss), line: 30),
        ])
        #expect(found.map(\.check) == [.dismissNeverPresented])
        #expect(found.first?.node == "B")
    }

    @Test func findsPushCycles() {
        let found = checks(["A", "B", "C"], [
            edge("A", .verb(.push), "B"), edge("B", .verb(.push), "C", line: 11), edge("C", .verb(.push), "B", line: 12),
            edge("A", .verb(.push), "A", line: 13),
        ])
        let cycles = found.filter { $0.check == .pushCycle }
        #expect(cycles.count == 2)
        #expect(cycles.allSatisfy { $0.severity == .error })
        #expect(cycles.contains { $0.message.contains("B → C → B") })
        #expect(cycles.contains { $0.message.contains("push cycle A → A") })
    }

    @MainActor @Test func findsUnroutedOutputs() {
        let flows = ParentFlows()
        let graph = RuntimeWalker(owners: [flows]).walk([flows.home])
        let found = NavigationChecker.check(graph)
        #expect(found.map(\.check) == [.unroutedOutput])
        #expect(found.first?.message.contains("cancelled") == true)
    }

    @MainActor @Test func theTutorialSampleIsClean() {
        let flows = TutorialFlows()
        #expect(NavigationChecker.check(RuntimeWalker(owners: [flows]).walk([flows.tutorial])).isEmpty)
    }

    @Test func diagnosticsPrintAsCompilersDo() {
        let found = checks(["A", "Z"], [])
        #expect(found.first?.description
            == "Flows.swift:1:1: warning: Z (ZScreen) is unreachable from A: no push, present, setRoot or tab leads "
            + "to it; navigate to it from a reachable screen or delete it [unreachable-screen]")
    }

    @Test func withoutRootsTheUntargetedNodesAreTheRoots() {
        let found = checks(["A", "B"], [edge("A", .verb(.push), "B"), edge("B", .verb(.pop))], roots: [])
        #expect(found.isEmpty)
    }

    @Test func oneEdgeIsReportedByEveryCheckThatFindsABugInIt() {
        // B is pushed by A and also presented bare; its push back to A is refused where B is bare
        // and closes a push cycle where B is pushed: two checks, one edge, both reported.
        let found = checks(["A", "B"], [
            edge("A", .verb(.push), "B"), edge("A", .verb(.present), "B", line: 11, embedding: Embedding.none),
            edge("B", .verb(.push), "A", line: 20),
        ])
        #expect(Set(found.filter { $0.line == 20 }.map(\.check)) == [.noNavigationStack, .pushCycle])
    }

    // MARK: Roots inferred without --root

    private func graph(_ nodes: [ScreenNode], _ edges: [NavigationEdge]) -> [Diagnostic] {
        NavigationChecker.check(NavigationGraph(nodes: nodes, edges: edges, roots: []))
    }

    @Test func aCycleWithoutAnUntargetedScreenStillSuppliesARoot() {
        // Every screen has an incoming verb: the launch screen is presented again from the end.
        let found = graph([screen("Launch", line: 1), screen("Home", line: 5), screen("Sheet", line: 9)], [
            edge("Launch", .verb(.push), "Home"), edge("Home", .verb(.present), "Sheet", line: 11, embedding: .navigation),
            edge("Sheet", .verb(.setRoot), "Launch", line: 12),
        ])
        #expect(!found.contains { $0.check == .unreachableScreen })
        #expect(found.map(\.severity) == [.note])
        #expect(found.first?.message.contains("checking from Launch, declared first; pass --root") == true)
        #expect(found.first?.line == 1)
    }

    /// Screens (id, declaration line), presents between them, and the roots the checker must pick.
    struct RootCase: Sendable {
        var screens: [String: Int]
        var presents: [[String]]
        var notedRoots: [String]
    }

    @Test(arguments: [
        // A cycle entered from an untargeted screen needs no root of its own, and no note.
        RootCase(screens: ["Start": 1, "A": 2, "B": 3], presents: [["Start", "A"], ["A", "B"], ["B", "A"]], notedRoots: []),
        // Two separate cycles: one root each, the first declared of each.
        RootCase(screens: ["B": 2, "A": 1, "D": 4, "C": 3], presents: [["A", "B"], ["B", "A"], ["C", "D"], ["D", "C"]],
                 notedRoots: ["A", "C"]),
    ])
    func everySourceComponentSuppliesOneRoot(_ rootCase: RootCase) {
        let found = graph(rootCase.screens.sorted { $0.key < $1.key }.map { screen($0.key, line: $0.value) },
                          rootCase.presents.map { edge($0[0], .verb(.present), $0[1], embedding: .navigation) })
        #expect(found.filter { $0.severity != .note }.isEmpty)
        #expect(found.count == rootCase.notedRoots.count)
        for root in rootCase.notedRoots {
            #expect(found.contains { $0.message.contains("checking from \(root),") })
        }
    }

    /// Maps and pages start where `check` checks from: one inference, whatever draws the graph.
    @Test func mapsInferTheRootsTheCheckerChecksFrom() {
        let cycle = NavigationGraph(nodes: [screen("Launch", line: 1), screen("Home", line: 5), screen("Sheet", line: 9)],
                                    edges: [edge("Launch", .verb(.push), "Home"),
                                            edge("Home", .verb(.present), "Sheet", line: 11, embedding: .navigation),
                                            edge("Sheet", .verb(.setRoot), "Launch", line: 12)])
        #expect(cycle.inferringRoots().roots == ["Launch"])
        // A screen orphaned only by a mistyped target is no start.
        let mistyped = NavigationGraph(nodes: [screen("Login", line: 1), screen("Dashboard", line: 5),
                                               ScreenNode(id: "Dashbord", screen: "?", kind: .external)],
                                       edges: [edge("Login", .verb(.push), "Dashbord", line: 3)])
        #expect(mistyped.inferringRoots().roots == ["Login"])
        // Roots the graph names (--root) are kept.
        var named = cycle
        named.roots = ["Home"]
        #expect(named.inferringRoots().roots == ["Home"])
    }

    @Test func anUnresolvedTargetIsOneErrorAndNoCascade() {
        // `Login` pushes a mistyped `Dashbord`: the real dashboard has no incoming verb any more, and
        // taken for a stack root its pop, popToRoot and popTo(Login) would all be refused.
        let nodes = [screen("Login", line: 1), screen("Dashboard", line: 5),
                     ScreenNode(id: "Dashbord", screen: "?", kind: .external, file: "Flows.swift", line: 3)]
        let found = graph(nodes, [
            edge("Login", .verb(.push), "Dashbord", line: 3), edge("Dashboard", .verb(.pop), line: 6),
            edge("Dashboard", .verb(.popToRoot), line: 7), edge("Dashboard", .verb(.popTo), "Login", line: 8),
        ])
        #expect(found.map(\.check) == [.unresolvedTarget])
        #expect(found.first?.severity == .error)
        #expect(found.first?.line == 3)
        #expect(found.first?.description.hasPrefix("Flows.swift:3:1: error: push (onpush) from Login leads to 'Dashbord'")
            == true)
    }

    @Test func withExplicitRootsNothingIsGuessedForAnUnresolvedTarget() {
        let nodes = [screen("Login"), screen("Dashboard"), ScreenNode(id: "Dashbord", screen: "?", kind: .external)]
        let found = NavigationChecker.check(NavigationGraph(
            nodes: nodes, edges: [edge("Login", .verb(.push), "Dashbord"), edge("Dashboard", .verb(.pop), line: 6)], roots: ["Login"]))
        #expect(Set(found.compactMap(\.check)) == [.unreachableScreen, .unresolvedTarget])
        #expect(found.count == 2)
    }
}
