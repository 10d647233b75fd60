import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// A `Flow` that is not FlowKit's is not mapped: no node, no edge, no output to route.
struct PrecisionTests {
    @Test func aModuleWithItsOwnFlowAndAFileWithoutFlowKitAreNotMapped() throws {
        let corpus = Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/ForeignFlow").path
        let result = try SourceScanner().scan(paths: [corpus])
        #expect(result.graph.nodes.map(\.id) == ["ShopFlows.catalog", "ShopFlows.item"])
        #expect(result.graph.edges.map(\.label) == ["onItem", "onBack"])
        #expect(!result.graph.edges.contains { $0.action == .verb(.emit) })
        #expect(NavigationChecker.check(result.graph).isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    static let ownFlow = "struct Flow<Element> { init(with seed: Element, _ body: (Element, Lets) -> Void) {} }\n"
    static let usesFlow = """
        final class Pipeline {
            let done = Signal()
            lazy var counter = Flow(with: 0) { [unowned self] value, lets in lets.emit(self.done) }
        }
        """
    static let flowKitFlows = """
        import FlowKit
        final class Screen { var onNext: () -> Void = {} }
        final class Flows { lazy var a = Flow(with: Screen()) { vc, lets in vc.onNext = lets.pop() } }
        """

    /// Files (path, text) and the flows the scan must map from them.
    @Test(arguments: [
        // The file declares its own `Flow`.
        ([("Pipeline.swift", PrecisionTests.ownFlow + PrecisionTests.usesFlow)], [String]()),
        // Its module does, in another file.
        ([("Sources/Streams/Flow.swift", PrecisionTests.ownFlow), ("Sources/Streams/Pipeline.swift", PrecisionTests.usesFlow)], []),
        // Another module does, and this file never imports FlowKit.
        ([("Sources/Streams/Flow.swift", PrecisionTests.ownFlow), ("Sources/Legacy/Pipeline.swift", PrecisionTests.usesFlow)], []),
        // Another module does, and this file imports FlowKit: FlowKit's.
        ([("Sources/Streams/Flow.swift", PrecisionTests.ownFlow), ("Sources/App/Flows.swift", PrecisionTests.flowKitFlows)], ["Flows.a"]),
        // `extension Flow` adds to FlowKit's, declaring none.
        ([("Sources/App/Ext.swift", "import FlowKit\nextension Flow { func x() {} }\n"),
          ("Sources/App/Pipeline.swift", PrecisionTests.usesFlow)], ["Pipeline.counter"]),
        // No other `Flow` anywhere: a file without the import is read as before.
        ([("Pipeline.swift", PrecisionTests.usesFlow)], ["Pipeline.counter"]),
        // `FlowKit.Flow(…)` is FlowKit's, even beside a `Flow` of the file's own.
        ([("Sources/App/Mixed.swift", PrecisionTests.ownFlow + PrecisionTests.flowKitFlows.replacingOccurrences(
            of: "= Flow(", with: "= FlowKit.Flow("))], ["Flows.a"]),
        // FlowKit's own sources declare FlowKit's `Flow`.
        ([("Sources/FlowKit/Flow.swift", PrecisionTests.ownFlow + PrecisionTests.usesFlow)], ["Pipeline.counter"]),
    ] as [([(String, String)], [String])])
    func flowsAreMappedOnlyWhereFlowIsFlowKits(files: [(String, String)], mapped: [String]) {
        let graph = Scan.files(files.map { (path: $0.0, text: $0.1) }).graph
        #expect(graph.nodes.filter { $0.kind != .external }.map(\.id) == mapped)
        if mapped.isEmpty { #expect(graph.edges.isEmpty) }
    }

    @Test func aFlowDeclaredOutsideTheDSLStillMakesItsModulesFlowForeign() {
        // `class Flow: Base` matches no DSL token, so the file is not parsed for flows; its
        // declaration still counts.
        let graph = Scan.files([
            (path: "Sources/Streams/Flow.swift", text: "class Base {}\nclass Flow: Base {}\n"),
            (path: "Sources/Streams/Pipeline.swift", text: Self.usesFlow),
        ]).graph
        #expect(graph.nodes.isEmpty)
    }
}
