import FlowGraph
import Testing

@Suite("Writer determinism")
struct WriterDeterminismTests {
    @Test(arguments: DOTOptions.RankDirection.allCases)
    func dotIsByteIdenticalWhateverTheInputOrder(direction: DOTOptions.RankDirection) {
        let options = DOTOptions(rankDirection: direction)
        let reference = DOTGraphWriter.write(WriterFixtures.shop, options: options)
        var random = SplitMix64(seed: 7)
        for _ in 0..<25 {
            let shuffled = WriterFixtures.shuffled(WriterFixtures.shop, using: &random)
            #expect(DOTGraphWriter.write(shuffled, options: options) == reference)
        }
    }

    @Test func mermaidIsByteIdenticalWhateverTheInputOrder() {
        let reference = MermaidGraphWriter.write(WriterFixtures.shop)
        var random = SplitMix64(seed: 11)
        for _ in 0..<25 {
            #expect(MermaidGraphWriter.write(WriterFixtures.shuffled(WriterFixtures.shop, using: &random)) == reference)
        }
    }

    @Test func duplicateNodesAndEdgesThatTieOnTheContractKeysStillOrderTheSameWay() {
        // Same id, different facts; same contract keys, different arguments and flags.
        let nodes = [ScreenNode(id: "a", screen: "A1", group: "g"), ScreenNode(id: "a", screen: "A0"),
                     ScreenNode(id: "b", screen: "B")]
        let edges = [
            NavigationEdge(from: "a", to: "b", action: .verb(.push), label: "go", arguments: ["X"]),
            NavigationEdge(from: "a", to: "b", action: .verb(.push), label: "go", arguments: ["Y"], conditional: true),
            NavigationEdge(from: "a", to: "b", action: .verb(.push), label: "go", output: "o"),
        ]
        let graph = NavigationGraph(nodes: nodes, edges: edges, roots: ["a"])
        let reversed = NavigationGraph(nodes: nodes.reversed(), edges: edges.reversed(), roots: ["a"])
        #expect(DOTGraphWriter.write(graph) == DOTGraphWriter.write(reversed))
        #expect(MermaidGraphWriter.write(graph) == MermaidGraphWriter.write(reversed))
        // The kept duplicate is the first in (screen, kind, group…) order.
        #expect(DOTGraphWriter.write(graph).contains("\"a\" [label=<<B>A0</B>"))
        #expect(!DOTGraphWriter.write(graph).contains("A1"))
    }

    @Test func twoSpellingsOfOneIdAreOneNodeUnderOneSpelling() throws {
        // Swift strings compare by canonical equivalence, so the model sees one id here.
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        #expect(composed == decomposed)
        let nodes = [ScreenNode(id: composed, screen: "Menu"), ScreenNode(id: decomposed, screen: "Menu"),
                     ScreenNode(id: "b", screen: "B")]
        let edges = [NavigationEdge(from: decomposed, to: "b", action: .verb(.push), label: "go"),
                     NavigationEdge(from: "b", to: composed, action: .verb(.popTo), label: "home"),
                     NavigationEdge(from: composed, to: nil, action: .verb(.pop), label: "back")]
        let graph = NavigationGraph(nodes: nodes, edges: edges, roots: [composed])
        let reversed = NavigationGraph(nodes: nodes.reversed(), edges: edges.reversed(), roots: [composed])
        let dot = DOTGraphWriter.write(graph)
        #expect(dot == DOTGraphWriter.write(reversed))
        #expect(MermaidGraphWriter.write(graph) == MermaidGraphWriter.write(reversed))
        // The lower spelling in scalar order is the one drawn, everywhere.
        func spells(_ text: String, _ id: String) -> Bool { Array(text.utf8).firstRange(of: Array(id.utf8)) != nil }
        #expect(spells(dot, decomposed) && !spells(dot, composed))
        #expect(dot.components(separatedBy: "<B>Menu</B>").count == 2)
        try Graphviz.expectParses(dot)
    }

    @Test func randomGeneratorReplaysFromItsSeed() {
        var first = SplitMix64(seed: 1)
        var second = SplitMix64(seed: 1)
        let a = (0..<4).map { _ in first.next() }
        #expect(a == (0..<4).map { _ in second.next() })
        #expect(Set(a).count == 4)
    }
}
