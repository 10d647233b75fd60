import FlowGraph
import FlowGraphScanner
import FlowKit
import Foundation
import WalkedMoviesKit
import Testing

/// The movies sample binds steps case by case and builds screens per arrival: both walkers
/// must draw the same map of it, every step edge labelled with its case.
@MainActor
struct MoviesAgreementTests {
    static let folder = Scan.packageRoot.appendingPathComponent("Samples/Movies/MoviesKit").path

    @Test func moviesAppScansToTheRuntimeGraph() throws {
        let scanned = try SourceScanner().scan(paths: [Self.folder])
        let flows = MoviesFlows()
        let walked = RuntimeWalker(owners: [flows], sources: SourceRoot(Scan.packageRoot.path, modules: [
            "WalkedMoviesKit": "Samples/Movies/MoviesKit",
        ])).walk([flows.start])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(walked.nodes.filter { $0.kind == .screen }.count == 9)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
        #expect(scanned.graph.edges.map(\.line) == walked.edges.map(\.line), "verbs sit on the same lines")
        #expect(scanned.graph.edges.map(\.file) == walked.edges.map(\.file), "in the same files")
        #expect(scanned.graph.nodes.map(\.file) == walked.nodes.map(\.file))
        #expect(scanned.graph.edges.filter { $0.action != .tab }.allSatisfy { !$0.label.isEmpty }, "every step is labelled")
        #expect(scanned.graph.edges.contains { $0.label == "movieDetail" && $0.arguments == ["Int"] })
    }

    /// The whole app (its terminal driver starts `flows.start`, a placement of the onboarding)
    /// scans from that start to what the runtime walker draws from it.
    @Test func theWholeAppScansFromItsOwnStartToTheRuntimeGraph() throws {
        let scanned = try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent("Samples/Movies").path])
        let flows = MoviesFlows()
        let walked = RuntimeWalker(owners: [flows]).walk([flows.start])
        #expect(scanned.graph.roots == walked.roots)
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    @Test func theCheckerFindsNothingInTheMoviesApp() throws {
        var graph = try SourceScanner().scan(paths: [Self.folder]).graph
        graph.roots = ["OnboardingGroup.welcome"]
        #expect(NavigationChecker.check(graph).isEmpty, "\(NavigationChecker.check(graph))")
    }
}
