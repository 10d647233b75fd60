import FlowGraph
import FlowGraphRendering
import Foundation
import Testing

/// Every edge the maps draw keeps a visible arrowhead, whichever way the DOT writer lays it:
/// forward, or written head → tail with `dir=back` (back verbs with a target, and verbs into the
/// root). Graphviz paints a double line's arrowtail in the colour list's second colour, which
/// once made the `setWindowRoot` edge into the root lose both heads.
struct ArrowheadTests {
    /// A map with every action, each drawn forward and, where it can be, backward.
    static func everyActionBothWays() -> NavigationGraph {
        var nodes = [ScreenNode(id: "Root", screen: "RootScreen", kind: .screen)]
        var edges: [NavigationEdge] = []
        for (index, action) in EdgeAction.allCases.enumerated() {
            let source = "Source\(index)", target = "Target\(index)"
            nodes += [ScreenNode(id: source, screen: "Source\(index)Screen", kind: .screen),
                      ScreenNode(id: target, screen: "Target\(index)Screen", kind: action == .tab ? .tabs : .screen)]
            edges.append(NavigationEdge(from: "Root", to: source, action: .verb(.push), label: "open\(index)"))
            // A back verb with a target, and any verb into the root, are written head → tail.
            edges.append(NavigationEdge(from: source, to: target, action: action, label: "to\(index)"))
            edges.append(NavigationEdge(from: target, to: "Root", action: action, label: "home\(index)"))
        }
        return NavigationGraph(nodes: nodes, edges: edges, roots: ["Root"])
    }

    @Test func everyEdgeKeepsAVisibleArrowhead() throws {
        var options = MapOptions()
        options.includesLegend = true
        let picture = try SVGPicture.parse(try SVGMapWriter.file(of: Self.everyActionBothWays(), options: options).bytes)
        #expect(picture.edges.count >= EdgeAction.allCases.count * 3, "\(picture.edges.count) edges drawn")
        let headless = picture.edgesWithoutArrowheads()
        #expect(headless.isEmpty, "\(headless.count) edge(s):\n\(headless.joined(separator: "\n"))")
    }

    @Test func aDoubleLineDrawnBackwardKeepsItsColourOnTheTail() throws {
        let graph = NavigationGraph(nodes: [ScreenNode(id: "Root", screen: "RootScreen", kind: .screen),
                                            ScreenNode(id: "Settings", screen: "SettingsScreen", kind: .screen)],
                                    edges: [NavigationEdge(from: "Root", to: "Settings", action: .verb(.push)),
                                            NavigationEdge(from: "Settings", to: "Root", action: .verb(.setWindowRoot))],
                                    roots: ["Root"])
        var options = MapOptions()
        options.includesLegend = false
        let picture = try SVGPicture.parse(try SVGMapWriter.file(of: graph, options: options).bytes)
        // The double red line (setWindowRoot's colour) into the root, written Root → Settings.
        let signOut = try #require(picture.edges.first { edge in
            edge.shapes.contains { $0.kind == .path && $0.stroke?.lowercased() == "#c62828" }
        })
        let fills = SVGPicture.marks(of: signOut).map { $0.fill?.lowercased() ?? "none" }
        #expect(fills.contains("#c62828"), "the marks of \(signOut.title) are filled \(fills)")
    }
}
