import FlowGraph
import FlowGraphScanner
import FlowKit
@testable import WalkedGraphFixtures
import Foundation
import Testing

/// Facts the scanner used to lose: verbs in locals, factory screens, flows assigned in `init`,
/// verbs handed to callbacks, and what it cannot map said with a note.
@MainActor
struct RecallTests {
    private static let fixture = "Tests/GraphFixtures/RecallFixtures.swift"

    private func scannedFixture() throws -> ScanResult {
        try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(Self.fixture).path])
    }

    @Test func theFixtureScansToTheRuntimeGraph() throws {
        let scanned = try scannedFixture()
        let flows = StepFlows()
        let walked = RuntimeWalker(owners: [flows, flows.help]).walk([flows.home])
        #expect(scanned.diagnostics.isEmpty, "\(scanned.diagnostics)")
        #expect(scanned.graph.comparableNodes == walked.comparableNodes)
        #expect(scanned.graph.comparableEdges == walked.comparableEdges)
    }

    @Test(arguments: [
        ("onNext", EdgeAction.verb(.push), ["Int"], "StepFlows.detail"),
        ("onBack", .verb(.pop), [], nil),
        ("onHelp", .verb(.present), [], "FactoryFlows.start"),
    ] as [(String, EdgeAction, [String], String?)])
    func verbsInLocalsKeepTheirCallbackAndArguments(label: String, action: EdgeAction, arguments: [String],
                                                    target: String?) throws {
        let edge = try #require(try scannedFixture().graph.edge(from: "StepFlows.steps", label: label))
        #expect(edge.action == action)
        #expect(edge.arguments == arguments)
        #expect(edge.to == target)
    }

    /// Before: a step's edge to a plain flow had no arguments in the static map, while the
    /// runtime map showed the types its verb takes.
    @Test func aStepRouteHandingAPlainFlowThePayloadTakesItsTypes() throws {
        let scanned = try scannedFixture()
        let flows = StepFlows()
        let walked = RuntimeWalker(owners: [flows, flows.help]).walk([flows.home])
        for graph in [scanned.graph, walked] {
            let edge = try #require(graph.edge(from: "StepFlows.picker", label: "chosen"))
            #expect(edge.arguments == ["Int", "String"])
            #expect(edge.to == "StepFlows.picked")
        }
    }

    @Test func aFactoryScreenAndAFlowAssignedInInitAreFound() throws {
        let node = try #require(try scannedFixture().graph.node("FactoryFlows.start"))
        #expect(node.screen == "FactoryScreen")
    }

    private func scannedCorpus() throws -> ScanResult {
        try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/Recall").path])
    }

    @Test(arguments: [("onContinue", EdgeAction.verb(.push)), ("next", .verb(.present))])
    func aVerbHandedToACallbackTakesItsName(label: String, action: EdgeAction) throws {
        let edge = try #require(try scannedCorpus().graph.edge(from: "RecallFlows.intro", label: label))
        #expect(edge.action == action)
        #expect(edge.to == "RecallFlows.login")
    }

    @Test func aVerbHandedToACallOnATypeIsNotNamedAfterIt() throws {
        let pop = try scannedCorpus().graph.edges(from: "RecallFlows.intro").filter { $0.action == .verb(.pop) }
        #expect(pop.map(\.label) == [""])
    }

    @Test func aScreenCastFromAStoryboardTakesTheCastType() throws {
        #expect(try scannedCorpus().graph.node("RecallFlows.login")?.screen == "LoginScreen")
    }

    @Test(arguments: [
        ("PickerFlows.picker", "chosen", EdgeAction.verb(.push), ["Int"]),
        ("PickerFlows.picker", "help", .verb(.present), []),
        ("PickerFlows.picker", "cancel", .verb(.dismiss), []),
        ("PickerFlows.stepped", "chosen", .verb(.push), []),
    ] as [(String, String, EdgeAction, [String])])
    func aVerbInALocalUsedOnlyInASwitchTakesTheCase(from: String, label: String, action: EdgeAction,
                                                    arguments: [String]) throws {
        let edges = try scannedCorpus().graph.edges(from: from)
        let edge = try #require(edges.first { $0.label == label }, "\(edges.map(\.label))")
        #expect(edge.action == action)
        #expect(edge.arguments == arguments)
    }

    @Test func aStepEnumInAFileWithoutTheDSLTypesItsRoutes() throws {
        let edge = try #require(try scannedCorpus().graph.edge(from: "ChooserFlows.chooser", label: "picked"))
        #expect(edge.arguments == ["Int"])
        #expect(edge.to == "ChooserFlows.shown")
    }

    @Test(arguments: [
        (22, "a tab container built inline is not mapped"),
        (31, "flow 'flow' is declared inside a function or closure, so it is not mapped"),
    ])
    func whatIsNotMappedIsSaidWithANote(line: Int, message: String) throws {
        let notes = try scannedCorpus().diagnostics.filter { $0.severity == .note && $0.line == line }
        #expect(notes.contains { $0.message.contains(message) }, "\(notes)")
    }
}
