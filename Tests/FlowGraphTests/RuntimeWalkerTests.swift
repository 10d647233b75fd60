import FlowKit
import Testing
import TutorialApp
@testable import FlowGraph
@testable import GraphFixtures

@MainActor
struct RuntimeWalkerTests {
    @Test func namesNodesAfterTheirDeclarationsAndFollowsEveryVerb() {
        let flows = TutorialFlows()
        let graph = RuntimeWalker(owners: [flows]).walk([flows.tutorial])
        #expect(graph.nodes.map(\.id) == [
            "TutorialFlows.dashboard", "TutorialFlows.login", "TutorialFlows.profile",
            "TutorialFlows.resetPassword", "TutorialFlows.tutorial",
        ])
        #expect(graph.roots == ["TutorialFlows.tutorial"])
        #expect(graph.node("TutorialFlows.login")?.screen == "LoginViewController")
        #expect(graph.node("TutorialFlows.login")?.group == "TutorialFlows")
        let login = graph.edges(from: "TutorialFlows.login")
        #expect(login.map(\.action) == [.verb(.push), .verb(.present), .verb(.pop)])
        #expect(login.map(\.label) == ["onLogin", "onForgotPassword", "onBack"])
        #expect(login[0].arguments == ["String"])
        #expect(login[1].embedding == .navigation)
        #expect(login[2].to == nil)
    }

    @Test func walkingNavigatesNothingAndLeavesLiveScreensAlone() {
        let flows = TutorialFlows()
        let navigator = HeadlessNavigator()
        navigator.start(flows.tutorial)
        let live = flows.tutorial.liveScreen
        var events = 0
        navigator.observe { _ in events += 1 }
        _ = RuntimeWalker(owners: [flows]).walk([flows.tutorial])
        #expect(events == 0)
        #expect(flows.tutorial.liveScreen === live)
        #expect(flows.login.liveScreen == nil)
    }

    @Test func withoutOwnersNodesUseExplicitNamesThenTypeNames() {
        let flows = TutorialFlows()
        let named = RuntimeWalker().walk([flows.tutorial])
        #expect(named.nodes.map(\.id).contains("login"))
        let anonymous = Flow(with: SheetScreen())
        let unnamed = RuntimeWalker().walk([anonymous])
        #expect(unnamed.nodes.map(\.id) == ["SheetScreen"])
    }

    @Test func twoFlowsOfOneTypeAreDisambiguatedInWalkOrder() {
        let second = Flow(with: SheetScreen())
        let first = Flow(with: SheetScreen()) { vc, lets in vc.onNext = lets.push(second) }
        let graph = RuntimeWalker().walk([first])
        #expect(graph.nodes.map(\.id) == ["SheetScreen", "SheetScreen#2"])
        #expect(graph.edges.first?.to == "SheetScreen#2")
    }

    @Test func labelsComeFromUniqueTypesOrFromProbingZeroArgumentClosures() {
        let flows = ParentFlows()
        let graph = RuntimeWalker(owners: [flows]).walk([flows.home])
        let home = graph.edges(from: "ParentFlows.home")
        #expect(Set(home.map(\.label)) == ["onOpen", "onItem", "onSettings", "onSignIn"])
        #expect(home.first { $0.label == "onItem" }?.arguments == ["Int"])
    }

    @Test func unlabelledWhenNoPropertyHoldsTheVerb() {
        let target = Flow(with: SheetScreen())
        let source = Flow(with: HomeScreen()) { _, lets in
            let unassigned: () -> Void = lets.push(target)
            _ = unassigned
        }
        let graph = RuntimeWalker().walk([source])
        #expect(graph.edges.count == 1)
        #expect(graph.edges[0].label == "")
    }

    @Test func groupOutputsAreFollowedThroughTheirRoutes() {
        let flows = ParentFlows()
        let graph = RuntimeWalker(owners: [flows]).walk([flows.home])
        #expect(graph.node("SignInGroup.form")?.group == "SignInGroup")
        let form = graph.edges(from: "SignInGroup.form")
        let routed = form.first { $0.output == "signedIn" }
        #expect(routed?.action == .verb(.dismiss))
        #expect(routed?.label == "onSubmit")
        #expect(routed?.arguments == ["String", "Int"])
        let unrouted = form.first { $0.output == "cancelled" }
        #expect(unrouted?.action == .verb(.emit))
        #expect(unrouted?.to == nil)
    }

    @Test func tabsBecomeANodeWithATabEdgePerTab() {
        let first = Flow(with: HomeScreen(), name: "first")
        let second = Flow(with: SheetScreen(), name: "second")
        let tabs = Tabs(name: "main", [Tab(first, title: "One"), Tab(second, embedding: .none)])
        let graph = RuntimeWalker().walk(targets: [.tabs(tabs)])
        #expect(graph.node("main")?.kind == .tabs)
        #expect(graph.edges.map(\.action) == [.tab, .tab])
        #expect(graph.edges.map(\.label) == ["One", ""])
        #expect(graph.edges.map(\.embedding) == [.navigation, Embedding.none])
    }

    @Test func cyclesTerminateWithEachFlowVisitedOnce() {
        @MainActor final class Cycle {
            lazy var a: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "a") { [unowned self] vc, lets in
                vc.onMore = lets.push(self.b)
            }
            lazy var b: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "b") { [unowned self] vc, lets in
                vc.onMore = lets.push(self.a)
            }
        }
        let cycle = Cycle()
        let graph = RuntimeWalker().walk([cycle.a])
        #expect(graph.nodes.map(\.id) == ["a", "b"])
        #expect(graph.edges.map(\.to) == ["b", "a"])
    }
}
