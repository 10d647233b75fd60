import FlowGraph
import FlowGraphScanner
import FlowKit
@testable import WalkedGraphFixtures
import Foundation
import Testing

/// A flow group reused in several placements is one instance per placement in both walkers,
/// each routing its outputs its own way, and `check` reasons about each placement apart.
@MainActor
struct PlacementTests {
    private static let fixture = "Tests/GraphFixtures/ReusedFeatureFixtures.swift"
    /// The four placements of `TourFeature`, as their ids say.
    private static let placements = ["TourApp.menu.onTour", "TourApp.menu.onHelp", "TourApp.menu.onRestart", "TourApp.tabs.Learn"]

    private func scanned(_ text: String? = nil) throws -> NavigationGraph {
        guard let text else {
            return try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(Self.fixture).path]).graph
        }
        return Scan.text(text, path: Self.fixture).graph
    }

    private func walked() -> NavigationGraph {
        let app = TourApp()
        return RuntimeWalker(owners: [app]).walk([app.menu])
    }

    @Test func aFeatureInFourPlacementsScansToTheRuntimeGraph() throws {
        let scanned = try scanned()
        let walked = walked()
        #expect(scanned.comparableNodes == walked.comparableNodes)
        #expect(scanned.comparableEdges == walked.comparableEdges)
    }

    @Test func eachPlacementIsAnInstanceNamedAfterWhereItIsPlaced() throws {
        let ids = Set(try scanned().nodes.map(\.id))
        for placement in Self.placements {
            #expect(ids.contains("TourFeature.welcome@\(placement)"), "\(placement)")
            #expect(ids.contains("TourFeature.finish@\(placement)"), "\(placement)")
        }
        #expect(!ids.contains("TourFeature.welcome"), "no merged instance is left")
        #expect(ids.contains("TourApp.menu") && ids.contains("TourApp.tabs"), "ids of things placed once do not change")
    }

    @Test(arguments: [
        ("TourApp.menu.onTour", EdgeAction.verb(.popTo), "TourApp.menu"),
        ("TourApp.menu.onHelp", .verb(.dismiss), nil),
        ("TourApp.menu.onRestart", .verb(.setWindowRoot), "TourApp.menu"),
        ("TourApp.tabs.Learn", .verb(.popToRoot), nil),
    ] as [(String, EdgeAction, String?)])
    func eachPlacementRoutesItsOutputItsOwnWay(placement: String, action: EdgeAction, target: String?) throws {
        for graph in [try scanned(), walked()] {
            let routed = graph.edges(from: "TourFeature.finish@\(placement)").filter { $0.output == "finished" }
            #expect(routed.map(\.action) == [action], "\(placement)")
            #expect(routed.first?.to == target)
            #expect(routed.first?.label == "onDone", "a routed verb carries the emitting callback")
        }
    }

    @Test func aGroupPlacedOnceKeepsItsIDs() throws {
        let path = Scan.packageRoot.appendingPathComponent("Tests/GraphFixtures/GraphFixtures.swift").path
        let scanned = try SourceScanner().scan(paths: [path])
        #expect(scanned.graph.node("SignInGroup.form") != nil)
        #expect(!scanned.graph.nodes.contains { $0.id.contains("@") })
    }

    /// Before: one merged instance drew all four routes from `finish`, so `popTo(menu)` was an
    /// impossible-popTo warning (in the placements that are not pushed on the menu's stack);
    /// and the notice's `pop` route, drawn from the notice also presented bare, a
    /// no-navigation-stack finding.
    @Test func theCorrectAppChecksClean() throws {
        for var graph in [try scanned(), walked()] {
            graph.roots = ["TourApp.menu"]
            let found = NavigationChecker.check(graph)
            #expect(found.isEmpty, "\(found.map(\.message))")
        }
    }

    @Test func eachPlacementOfTheNoticeRoutesFromItsOwnContainer() throws {
        for graph in [try scanned(), walked()] {
            let pushed = graph.edges(from: "TourNotice.notice@TourApp.menu.onNotice").map(\.action)
            let presented = graph.edges(from: "TourNotice.notice@TourApp.menu.onAlert").map(\.action)
            #expect(pushed == [.verb(.pop)] && presented == [.verb(.dismiss)])
        }
    }

    /// The real mistake beside them: the tab's route dismisses, but nothing presents that
    /// placement. Merged, `finish` was presented somewhere, and the mistake went unseen.
    @Test func aMistakeInOnePlacementIsFoundThereAlone() throws {
        let text = try String(contentsOf: Scan.packageRoot.appendingPathComponent(Self.fixture), encoding: .utf8)
        let correct = "Tab(self.tour.on(\\.finished) { lets in lets.popToRoot() }"
        #expect(text.contains(correct))
        var graph = try scanned(text.replacingOccurrences(of: correct, with: "Tab(self.tour.on(\\.finished) { lets in lets.dismiss() }"))
        graph.roots = ["TourApp.menu"]
        let found = NavigationChecker.check(graph)
        #expect(found.map(\.check) == [.dismissNeverPresented])
        #expect(found.first?.node == "TourFeature.finish@TourApp.tabs.Learn")
    }

    /// A group whose screen places the group again ends: the inner placement folds onto the
    /// outer one made by the same verb.
    @Test func aGroupPlacingItselfEnds() {
        let scanned = Scan.text("""
        final class FolderGroup: FlowGroup {
            var entry: Flow<FolderScreen> { list }
            lazy var list = Flow(with: FolderScreen()) { vc, lets in
                vc.onOpen = lets.push(FolderGroup())
            }
        }
        final class Browser {
            lazy var root = Flow(with: RootScreen()) { vc, lets in
                vc.onBrowse = lets.push(FolderGroup())
                vc.onRecent = lets.present(FolderGroup(), embedding: .navigation)
            }
        }
        """)
        let ids = scanned.graph.nodes.map(\.id)
        #expect(ids == ["Browser.root", "FolderGroup.list@Browser.root.onBrowse", "FolderGroup.list@Browser.root.onRecent",
                        "FolderGroup.list@FolderGroup.list@Browser.root.onBrowse.onOpen",
                        "FolderGroup.list@FolderGroup.list@Browser.root.onRecent.onOpen"], "\(ids)")
    }

    /// A placement with no route of its own for an output, where other placements route it, is
    /// an unrouted emission there (the navigator refuses it) and nowhere else.
    @Test func aPlacementWithoutARouteLeavesTheOutputUnroutedThereAlone() throws {
        let flows = PlacedFlows()
        let path = Scan.packageRoot.appendingPathComponent("Tests/GraphFixtures/PlacedFixtures.swift").path
        for graph in [try SourceScanner().scan(paths: [path]).graph, RuntimeWalker(owners: [flows]).walk([flows.home])] {
            let unrouted = graph.edges.filter { $0.action == .verb(.emit) && $0.to == nil }
            #expect(unrouted.map(\.from) == ["PlacedFormGroup.form@PlacedFlows.home.onRestored"])
        }
    }
}
