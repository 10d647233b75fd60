import FlowGraph
import FlowGraphScanner
import FlowKit
@testable import WalkedGraphFixtures
import Foundation
import Testing

/// Adopters' ports of Lasso and RxFlow apps: callbacks bound through an output enum, verbs kept
/// in locals (run from a `switch`, routed by steps, given to two callbacks), callbacks declared
/// through typealiases or in a struct of callbacks. Both walkers must label every edge alike and
/// give it the same forwarded argument types.
@MainActor
struct PortAgreementTests {
    @Test func aLassoPortScansToTheRuntimeGraph() throws {
        let flows = LassoFlows()
        let scanned = try SourceScanner().scan(paths: [Self.path("LassoPortFixtures.swift")])
        let walked = RuntimeWalker(owners: [flows], sources: Self.sources).walk([flows.login])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges, "\(Self.difference(scanned.graph, walked))")
        #expect(scanned.graph.edges.map { "\($0.file ?? "-"):\($0.line ?? 0)" } == walked.edges.map { "\($0.file ?? "-"):\($0.line ?? 0)" })
        // Each output's case names the verb it runs; a callback every case of which runs one
        // verb names it; the values forwarded are typed by the forwarding method alone.
        #expect(Self.labels(walked) == [
            "LassoFlows.help: onOutput", "LassoFlows.home: onOutput", "LassoFlows.login: didLogIn(String)",
            "LassoFlows.login: didTapHelp", "LassoFlows.login: didTapSignUp", "LassoFlows.signUp: didCancel",
            "LassoFlows.signUp: didSignUp(String)",
        ])
    }

    @Test func anRxFlowPortScansToTheRuntimeGraph() throws {
        let flows = RxFlowFlows()
        let scanned = try SourceScanner().scan(paths: [Self.path("RxFlowPortFixtures.swift")])
        let walked = RuntimeWalker(owners: [flows], sources: Self.sources).walk([flows.movies])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges, "\(Self.difference(scanned.graph, walked))")
        #expect(scanned.graph.edges.map { "\($0.file ?? "-"):\($0.line ?? 0)" } == walked.edges.map { "\($0.file ?? "-"):\($0.line ?? 0)" })
        // A verb given to two callbacks is two edges; callbacks typed through typealiases and a
        // struct of callbacks give their types; a step routed to a local is its case.
        #expect(Self.labels(walked) == [
            "RxFlowFlows.movie: onBack", "RxFlowFlows.movie: onCastPicked(Int, String)", "RxFlowFlows.movie: onClose",
            "RxFlowFlows.movie: onDirectorPicked(Int, String)", "RxFlowFlows.movie: onShare",
            "RxFlowFlows.movie: onTrailer(String)", "RxFlowFlows.movies: castIsPicked(Int, String)",
            "RxFlowFlows.movies: movieIsPicked(Int)", "RxFlowFlows.movies: settingsAreRequired",
            "RxFlowFlows.settings: moviesAreRequired", "RxFlowFlows.settings: settingsAreComplete",
        ])
    }

    /// `from: label(arguments)` for every edge, sorted.
    private static func labels(_ graph: NavigationGraph) -> [String] {
        graph.edges.map { edge in
            "\(edge.from): \(edge.label)" + (edge.arguments.isEmpty ? "" : "(\(edge.arguments.joined(separator: ", ")))")
        }.sorted()
    }

    /// The fixtures' sources, for the runtime walker's `file`.
    private static let sources = SourceRoot(Scan.packageRoot.path, modules: ["WalkedGraphFixtures": "Tests/GraphFixtures"])

    private static func path(_ file: String) -> String {
        Scan.packageRoot.appendingPathComponent("Tests/GraphFixtures/\(file)").path
    }

    /// The edges only one walker draws, for a failure that says what differs.
    private static func difference(_ scanned: NavigationGraph, _ walked: NavigationGraph) -> String {
        let scannedEdges = Set(scanned.comparableEdges), walkedEdges = Set(walked.comparableEdges)
        let onlyScanned = scannedEdges.subtracting(walkedEdges).sorted().map { "  scanned: \($0)" }
        let onlyWalked = walkedEdges.subtracting(scannedEdges).sorted().map { "  walked:  \($0)" }
        return "\n" + (onlyScanned + onlyWalked).joined(separator: "\n")
    }
}
