import FlowGraph
import FlowGraphScanner
@_spi(FlowKitTools) import FlowKit
import Foundation
import Testing

/// Navigation no tap starts is on the map, marked as the app's: requests from app code (a deep
/// link through `navigator.from(…)`), `lets.app` verbs in flows, and, for a verb an output's
/// route makes, where the emission is.
struct AppRequestTests {
    static let flows = (path: "App/MovieFlows.swift", text: """
    import FlowKit

    final class ListScreen { var onOpen: () -> Void = {}; var onRestored: () -> Void = {} }
    final class DetailScreen { init(id: Int) {} }
    final class SettingsScreen { var onClose: () -> Void = {} }
    final class PlayerScreen {}

    final class MovieFlows {
        lazy var list = Flow(with: ListScreen(), owner: self) { [unowned self] vc, lets in
            vc.onOpen = lets.push(self.player)
            vc.onRestored = lets.app.present(self.settings)
        }
        lazy var detail = ArrivalFlow(owner: self) { (id: Int) in DetailScreen(id: id) } bind: { _, _ in }
        lazy var settings = Flow(with: SettingsScreen()) { vc, lets in
            vc.onClose = lets.dismiss()
        }
        lazy var player = Flow(with: PlayerScreen()) { _, _ in }
    }
    """)

    static let deepLinks = (path: "App/DeepLinks.swift", text: """
    import Foundation
    import FlowKit

    @MainActor
    final class DeepLinks {
        let flows: MovieFlows
        let navigator: FlowNavigator

        init(flows: MovieFlows, navigator: FlowNavigator) {
            self.flows = flows
            self.navigator = navigator
            navigator.start(flows.list)
        }

        func open(_ url: URL, from screen: AnyObject) {
            navigator.from(screen).push(flows.detail, 42)
            navigator.from(flow: flows.list).present(flows.settings, embedding: .navigation)
            navigator.fromVisibleScreen()
                .present(flows.player, animated: false)
        }

        func close() {
            navigator.fromVisibleScreen().run(.dismissAll)
        }
    }
    """)

    private var graph: NavigationGraph { Scan.files([Self.flows, Self.deepLinks]).graph }

    @Test func aRequestFromAScreenTheCodeDoesNotNameLeavesTheAppNode() throws {
        let app = try #require(graph.node("App"))
        #expect(app.kind == .app)
        #expect(app.screen == "App")
        let push = try #require(graph.edges.first { $0.from == "App" && $0.action == .verb(.push) })
        #expect(push.to == "MovieFlows.detail")
        #expect(push.origin == .app)
        #expect(push.label == "open", "the function the request is made in")
        #expect(push.arguments == ["Int"], "an arrival flow's values")
        #expect(push.file == "App/DeepLinks.swift")
        #expect(push.line == 16)
        let present = try #require(graph.edges.first { $0.from == "App" && $0.action == .verb(.present) })
        #expect(present.to == "MovieFlows.player")
        #expect(present.animated == false)
        #expect(present.line == 18, "where the chain starts")
        let dismissAll = try #require(graph.edges.first { $0.from == "App" && $0.action == .verb(.dismissAll) })
        #expect(dismissAll.to == nil)
        #expect(dismissAll.label == "close")
    }

    /// `run` names any verb by its case, with its screen for a verb that names one and alone for
    /// a verb without a target; a pairing the navigator refuses (`run(.emit)`) draws nothing.
    @Test(arguments: NavigationVerb.allCases)
    func runNamesAnyVerbByItsCase(verb: NavigationVerb) throws {
        let call = verb.namesAScreen ? "run(.\(verb.rawValue), to: flows.player)" : "run(.\(verb.rawValue))"
        let links = (path: "App/Links.swift", text: """
        import FlowKit

        @MainActor
        final class Links {
            let flows = MovieFlows()
            let navigator = FlowNavigator()
            func follow() { navigator.fromVisibleScreen().\(call) }
        }
        """)
        let edges = Scan.files([Self.flows, links]).graph.edges.filter { $0.from == "App" && $0.label == "follow" }
        let requestable = verb.namesAScreen || !verb.hasTarget
        #expect(edges.map(\.action) == (requestable ? [.verb(verb)] : []))
        #expect(edges.allSatisfy { $0.to == (verb.namesAScreen ? "MovieFlows.player" : nil) })
        #expect(edges.allSatisfy { $0.animated == verb.animatesAsAppRequest })
    }

    @Test func aRequestFromAFlowLeavesThatFlowsScreen() throws {
        let edge = try #require(graph.edges.first { $0.from == "MovieFlows.list" && $0.origin == .app && $0.label == "open" })
        #expect(edge.action == .verb(.present))
        #expect(edge.to == "MovieFlows.settings")
        #expect(edge.embedding == .navigation)
    }

    @Test func aLetsAppVerbIsTheAppsAndATapsVerbIsNot() throws {
        let restored = try #require(graph.edge(from: "MovieFlows.list", label: "onRestored"))
        #expect(restored.origin == .app)
        #expect(graph.edge(from: "MovieFlows.list", label: "onOpen")?.origin == .callback)
        #expect(graph.edge(from: "MovieFlows.settings", label: "onClose")?.origin == .callback)
    }

    @Test func theStartIsTheRootAndNoEdge() {
        let graph = self.graph
        #expect(graph.roots == ["MovieFlows.list"])
        #expect(!graph.edges.contains { $0.from == "App" && $0.to == "MovieFlows.list" })
    }

    @Test func aScreenOnlyTheAppOpensIsReachedAndNoRootAndTheAppIsNotJudged() {
        var graph = self.graph
        graph.roots = []
        #expect(!graph.inferringRoots().roots.contains("MovieFlows.detail"), "a deep link's target is no start")
        #expect(!graph.inferringRoots().roots.contains("App"))
        let findings = NavigationChecker.check(self.graph)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func appCodeWithoutRequestsDrawsNoAppNode() {
        let graph = Scan.files([Self.flows]).graph
        #expect(!graph.nodes.contains { $0.kind == .app })
    }

    @Test func anUnresolvedTargetOfTheAppIsAnExternalNodeWithANote() throws {
        let result = Scan.files([Self.flows, (path: "App/Link.swift", text: """
        import FlowKit
        func link(navigator: FlowNavigator, flows: MovieFlows) {
            navigator.fromVisibleScreen().push(flows.missing)
        }
        """)])
        let edge = try #require(result.graph.edges.first { $0.from == "App" })
        #expect(result.graph.node(try #require(edge.to))?.kind == .external)
        #expect(result.diagnostics.contains { $0.severity == .note && $0.line == 3 })
    }

    /// A route's verb is drawn at the route and says where the screen emits.
    @Test func aRoutedEmissionSaysWhereItIsEmitted() throws {
        let graph = Scan.files([(path: "Group.swift", text: """
        final class FormScreen { var onDone: () -> Void = {} }
        final class HomeScreen { var onForm: () -> Void = {} }
        final class FormGroup: FlowGroup {
            let done = FlowSignal(name: "done")
            var entry: Flow<FormScreen> { form }
            lazy var form = Flow(with: FormScreen()) { [unowned self] vc, lets in
                vc.onDone = lets.emit(self.done)
            }
        }
        """), (path: "Parent.swift", text: """
        final class Parent {
            let form = FormGroup()
            init() { form.done.route { lets in lets.dismiss() } }
            lazy var home = Flow(with: HomeScreen()) { [unowned self] vc, lets in
                vc.onForm = lets.present(self.form)
            }
        }
        """)]).graph
        let routed = try #require(graph.edge(from: "FormGroup.form", label: "onDone"))
        #expect(routed.action == .verb(.dismiss))
        #expect(routed.file == "Parent.swift")
        #expect(routed.line == 3)
        #expect(routed.emittedAt == CodeLocation(file: "Group.swift", line: 7, column: 21))
        #expect(graph.edge(from: "Parent.home", label: "onForm")?.emittedAt == nil)
    }
}
