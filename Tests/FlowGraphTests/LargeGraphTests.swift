import FlowKit
import Testing
@testable import FlowGraph
@testable import GraphFixtures

/// Correctness on graphs far larger than any app, walked and checked without recursion.
/// (Speed is measured by the benchmarks, never here.)
@MainActor
struct LargeGraphTests {
    /// Flows held by one owner so each can push the next.
    @MainActor final class Chain {
        var flows: [Flow<DetailScreen>] = []

        init(length: Int) {
            flows.reserveCapacity(length)
            for index in 0..<length {
                flows.append(Flow(with: DetailScreen()) { [unowned self] vc, lets in
                    if index + 1 < length { vc.onMore = lets.push(self.flows[index + 1]) }
                    if index > 0 { vc.onBack = lets.pop() }
                })
            }
        }
    }

    @Test func walksAndChecksAHundredThousandScreenChain() {
        let length = 100_000
        let chain = Chain(length: length)
        let graph = RuntimeWalker().walk([chain.flows[0]])
        #expect(graph.nodes.count == length)
        #expect(graph.edges.count == 2 * (length - 1))
        #expect(graph.node("DetailScreen#\(length)") != nil)
        #expect(NavigationChecker.check(graph).isEmpty)
    }

    @Test func checksAHundredThousandScreenPushCycleWithoutOverflow() {
        let length = 100_000
        let nodes = (0..<length).map { ScreenNode(id: "n\($0)", screen: "S") }
        let edges = (0..<length).map { NavigationEdge(from: "n\($0)", to: "n\(($0 + 1) % length)", action: .verb(.push)) }
        let found = NavigationChecker.check(NavigationGraph(nodes: nodes, edges: edges, roots: ["n0"]))
        #expect(found.map(\.check) == [.pushCycle])
    }

    @Test func walksAWideFanOut() {
        let width = 20_000
        let leaves = (0..<width).map { _ in Flow(with: SheetScreen()) { vc, lets in vc.onClose = lets.dismiss() } }
        let hub = Flow(with: HomeScreen()) { vc, lets in
            for leaf in leaves { vc.onSettings = lets.present(leaf) }
        }
        let graph = RuntimeWalker().walk([hub])
        #expect(graph.nodes.count == width + 1)
        #expect(graph.edges(from: "HomeScreen").count == width)
        #expect(NavigationChecker.check(graph).isEmpty)
    }
}
