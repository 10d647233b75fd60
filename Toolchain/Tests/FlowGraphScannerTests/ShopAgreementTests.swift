import FlowGraph
import FlowGraphScanner
import FlowKit
import Foundation
import WalkedShopKit
import Testing

/// The shop sample is the walkers' largest common ground: both must draw the same map of it,
/// line numbers included, and the checker must find nothing wrong with it.
@MainActor
struct ShopAgreementTests {
    static let folder = Scan.packageRoot.appendingPathComponent("Samples/ShopApp/ShopKit").path

    @Test func shopAppScansToTheRuntimeGraph() throws {
        let scanned = try SourceScanner().scan(paths: [Self.folder])
        let flows = ShopFlows()
        let walked = RuntimeWalker(owners: [flows], sources: SourceRoot(Scan.packageRoot.path, modules: [
            "WalkedShopKit": "Samples/ShopApp/ShopKit",
        ])).walk([flows.onboarding])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        // 20 declared screens; checkout is placed twice, sign-in twice, onboarding as the root
        // and again on sign-out: one instance per placement.
        #expect(walked.nodes.filter { $0.kind == .screen }.count == 29)
        #expect(walked.nodes.filter { $0.id.hasPrefix("CheckoutGroup.payment@") }.count == 2)
        #expect(Set(walked.nodes.compactMap(\.group)).count >= 4)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
        #expect(scanned.graph.nodes.map(\.line) == walked.nodes.map(\.line), "declarations sit on the same lines")
        #expect(scanned.graph.edges.map(\.line) == walked.edges.map(\.line), "verbs sit on the same lines")
        #expect(scanned.graph.edges.map(\.emittedAt?.line) == walked.edges.map(\.emittedAt?.line),
                "routed verbs say the same emission")
        #expect(walked.edges.contains { $0.emittedAt?.line == 25 && $0.emittedAt?.file?.hasSuffix("/SettingsFlows.swift") == true },
                "signing out is emitted in the settings")
        // `file` is the same path in both, for every declaration and verb.
        #expect(scanned.graph.nodes.map(\.file) == walked.nodes.map(\.file))
        #expect(scanned.graph.edges.map(\.file) == walked.edges.map(\.file))
        #expect(walked.node("ShopFlows.catalog")?.file == "\(Self.folder)/Flows/ShopFlows.swift")
        #expect(walked.edges.allSatisfy { $0.label != "" || $0.output != nil }, "every verb is labelled")
    }

    /// The whole app (its terminal driver starts a navigator with the onboarding) scans from that
    /// start to what the runtime walker draws from it.
    @Test func theWholeAppScansFromItsOwnStartToTheRuntimeGraph() throws {
        let scanned = try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent("Samples/ShopApp").path])
        let flows = ShopFlows()
        let walked = RuntimeWalker(owners: [flows]).walk([flows.onboarding])
        #expect(scanned.graph.roots == walked.roots)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    @Test func theCheckerFindsNothingInTheShop() throws {
        var graph = try SourceScanner().scan(paths: [Self.folder]).graph
        graph.roots = ["OnboardingGroup.welcome"]
        #expect(NavigationChecker.check(graph).isEmpty, "\(NavigationChecker.check(graph))")
    }
}
