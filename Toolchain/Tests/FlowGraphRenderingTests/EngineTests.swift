import Foundation
import Testing
@testable import FlowGraphRendering

/// Engines chosen explicitly or by size, and renders from many tasks at once.
struct EngineTests {
    static let smallMap = NavigationMaps.dot(screens: 20)

    @Test(arguments: [LayoutEngine.dot, .neato, .sfdp])
    func anExplicitEngineRendersEveryScreen(engine: LayoutEngine) throws {
        let svg = try GraphRenderer.render(dot: Self.smallMap, options: RenderOptions(format: .svg, engine: engine))
        let titles = try #require(SVGPicture.nodeTitles(svg))
        #expect(Set((0..<20).map(NavigationMaps.id)).isSubset(of: titles))
    }

    @Test func explicitEnginesGiveDifferentLayouts() throws {
        let drawings = try [LayoutEngine.dot, .neato, .sfdp].map {
            try GraphRenderer.render(dot: Self.smallMap, options: RenderOptions(format: .svg, engine: $0))
        }
        #expect(Set(drawings).count == 3, "the engine argument is ignored")
    }

    @Test(arguments: [-1, 0, 1, 20, GraphRenderer.hierarchicalNodeLimit])
    func smallMapsUsePlainDot(count: Int) {
        #expect(GraphRenderer.automaticEngine(nodeCount: count) == .hierarchical)
        #expect(LayoutChoice.hierarchical == LayoutChoice(engine: .dot, graphAttributes: [:]))
    }

    @Test(arguments: [GraphRenderer.hierarchicalNodeLimit + 1, 400, GraphRenderer.boundedHierarchicalNodeLimit])
    func mediumMapsUseDotWithBoundedPasses(count: Int) {
        let choice = GraphRenderer.automaticEngine(nodeCount: count)
        #expect(choice == .boundedHierarchical)
        #expect(choice.engine == .dot)
        #expect(choice.graphAttributes["nslimit"] != nil && choice.graphAttributes["mclimit"] != nil)
    }

    @Test(arguments: [GraphRenderer.boundedHierarchicalNodeLimit + 1, 1_000, GraphRenderer.leanHierarchicalNodeLimit])
    func largeMapsUseLeanDot(count: Int) {
        let choice = GraphRenderer.automaticEngine(nodeCount: count)
        #expect(choice == .leanHierarchical)
        #expect(choice.engine == .dot)
        #expect(choice.graphAttributes["remincross"] == "false" && choice.graphAttributes["splines"] == "line")
    }

    @Test(arguments: [GraphRenderer.leanHierarchicalNodeLimit + 1, GraphRenderer.forceDirectedNodeLimit])
    func largerMapsUseSfdpWithPrism(count: Int) {
        let choice = GraphRenderer.automaticEngine(nodeCount: count)
        #expect(choice == .forceDirected)
        #expect(choice.engine == .sfdp)
        #expect(choice.graphAttributes["overlap"]?.hasPrefix("prism") == true)
        #expect(choice.graphAttributes["splines"] == "false")
    }

    @Test(arguments: [GraphRenderer.forceDirectedNodeLimit + 1, 5_000, 100_000, .max])
    func hugeMapsUseSfdpScaled(count: Int) {
        let choice = GraphRenderer.automaticEngine(nodeCount: count)
        #expect(choice == .scaledForceDirected)
        #expect(choice.engine == .sfdp)
        #expect(choice.graphAttributes["overlap"] == "scale")
    }

    @Test func limitsRiseTierByTier() {
        #expect(GraphRenderer.hierarchicalNodeLimit < GraphRenderer.boundedHierarchicalNodeLimit)
        #expect(GraphRenderer.boundedHierarchicalNodeLimit < GraphRenderer.leanHierarchicalNodeLimit)
        #expect(GraphRenderer.leanHierarchicalNodeLimit < GraphRenderer.forceDirectedNodeLimit)
    }

    /// A map just inside the lean `dot` tier: 620 screens (and the root's entry dot) are just
    /// over 600 nodes, cheap enough for `dot` to lay out a few times.
    static let leanTierMap = NavigationMaps.dot(screens: 620, legend: false)

    /// The automatic choice is really applied: the same map laid out automatically matches
    /// the explicit engine plus the chosen attributes written into the DOT text, and differs
    /// from the engine with another tier's attributes (plain `dot` would take minutes here).
    @Test func automaticChoiceAppliesItsEngineAndAttributes() throws {
        let dot = Self.leanTierMap
        let automatic = try GraphRenderer.render(dot: dot, options: RenderOptions(format: .svg))
        let nodeCount = try #require(SVGPicture.nodeTitles(automatic)).count
        let choice = GraphRenderer.automaticEngine(nodeCount: nodeCount)
        #expect(choice == .leanHierarchical, "\(nodeCount) nodes")
        let explicit = try GraphRenderer.render(dot: Self.spellingOut(choice.graphAttributes, in: dot),
                                                options: RenderOptions(format: .svg, engine: choice.engine))
        let same = automatic == explicit
        #expect(same, "automatic layout differs from the engine with its attributes spelled out")
        let other = try GraphRenderer.render(dot: Self.spellingOut(LayoutChoice.boundedHierarchical.graphAttributes, in: dot),
                                             options: RenderOptions(format: .svg, engine: choice.engine))
        let differs = automatic != other
        #expect(differs, "the automatic attributes were not applied")
    }

    @Test func attributesTheDOTSetsWinOverAutomaticOnes() throws {
        let own = ["nslimit": "0.5", "mclimit": "0.2", "splines": "false"]
        let dot = Self.spellingOut(own, in: Self.leanTierMap)
        let automatic = try GraphRenderer.render(dot: dot, options: RenderOptions(format: .svg))
        let rest = LayoutChoice.leanHierarchical.graphAttributes.filter { own[$0.key] == nil }
        let explicit = try GraphRenderer.render(dot: Self.spellingOut(rest, in: dot), options: RenderOptions(format: .svg, engine: .dot))
        let same = automatic == explicit
        #expect(same, "automatic attributes overrode the DOT's own")
    }

    /// `dot` with `attributes` written as graph attributes at the top of its first graph.
    static func spellingOut(_ attributes: [String: String], in dot: String) -> String {
        let text = attributes.keys.sorted().map { "\($0)=\"\(attributes[$0]!)\";" }.joined(separator: " ")
        return dot.replacingFirst("{\n", with: "{\n  " + text + "\n")
    }

    @Test func concurrentRendersFromManyTasksAllSucceed() async throws {
        let good = Self.smallMap
        let expected = try GraphRenderer.render(dot: good, options: RenderOptions(format: .svg))
        let diagnostics = MessageLog()
        let options = RenderOptions(format: .svg, diagnostics: diagnostics.append)
        // Good renders in every format interleaved with bad DOT: each call must get its own
        // result and its own error text, never another call's.
        let outcomes = await withTaskGroup(of: (Int, Result<[UInt8], RenderError>).self) { group in
            for index in 0..<12 {
                group.addTask {
                    let result = Result { () throws(RenderError) -> [UInt8] in
                        switch index % 4 {
                        case 0: try GraphRenderer.render(dot: "digraph { bad\(index) -> }", options: options)
                        case 1: try GraphRenderer.render(dot: good, options: RenderOptions(format: .png))
                        default: try GraphRenderer.render(dot: good, options: options)
                        }
                    }
                    return (index, result)
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(outcomes.count == 12)
        for (index, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            switch (index % 4, outcome) {
            case (0, .failure(.invalidDOT(let message))):
                #expect(message.contains("syntax error"), "task \(index): \(message)")
            case (1, .success(let png)):
                #expect(pngDimensions(png) != nil, "task \(index)")
            case (2...3, .success(let svg)):
                let same = svg == expected
                #expect(same, "task \(index) got another drawing")
            default:
                Issue.record("task \(index): unexpected \(outcome)")
            }
        }
        #expect(diagnostics.all == [])
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
