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
            edges.append(NavigationEdge(from: "Root", to: source, action: .push, label: "open\(index)"))
            // A back verb with a target, and any verb into the root, are written head → tail.
            edges.append(NavigationEdge(from: source, to: target, action: action, label: "to\(index)"))
            edges.append(NavigationEdge(from: target, to: "Root", action: action, label: "home\(index)"))
        }
        return NavigationGraph(nodes: nodes, edges: edges, roots: ["Root"])
    }

    @Test func everyEdgeKeepsAVisibleArrowhead() throws {
        var options = MapOptions()
        options.includesLegend = true
        let svg = String(decoding: try SVGMapWriter.file(of: Self.everyActionBothWays(), options: options).bytes,
                         as: UTF8.self)
        let edges = Self.edgeGroups(in: svg)
        #expect(edges.count >= EdgeAction.allCases.count * 3, "\(edges.count) edges drawn")
        let headless = edges.filter { !Self.hasVisibleMark($0.body) }.map(\.title)
        #expect(headless.isEmpty, "edges drawn without a visible arrowhead: \(headless)")
    }

    @Test func aDoubleLineDrawnBackwardKeepsItsColourOnTheTail() throws {
        let graph = NavigationGraph(nodes: [ScreenNode(id: "Root", screen: "RootScreen", kind: .screen),
                                            ScreenNode(id: "Settings", screen: "SettingsScreen", kind: .screen)],
                                    edges: [NavigationEdge(from: "Root", to: "Settings", action: .push),
                                            NavigationEdge(from: "Settings", to: "Root", action: .setWindowRoot)],
                                    roots: ["Root"])
        var options = MapOptions()
        options.includesLegend = false
        let svg = String(decoding: try SVGMapWriter.file(of: graph, options: options).bytes, as: UTF8.self)
        // The double red line (setWindowRoot's colour) into the root, written Root → Settings.
        let signOut = try #require(Self.edgeGroups(in: svg).first { $0.body.lowercased().contains("stroke=\"#c62828\"") })
        #expect(signOut.body.lowercased().contains("<polygon fill=\"#c62828\""), "\(signOut.body)")
    }

    /// Each `<g class="edge">` of `svg`: its title and its contents.
    static func edgeGroups(in svg: String) -> [(title: String, body: String)] {
        svg.components(separatedBy: "class=\"edge\"").dropFirst().map { chunk in
            let body = chunk.components(separatedBy: "</g>").first ?? chunk
            let title = body.components(separatedBy: "<title>").dropFirst().first?
                .components(separatedBy: "</title>").first ?? ""
            return (title, body)
        }
    }

    /// Whether `body` draws a mark (a polygon, ellipse or polyline: arrowheads, dots, tees)
    /// in a colour that shows.
    static func hasVisibleMark(_ body: String) -> Bool {
        let marks = body.components(separatedBy: "<").filter {
            $0.hasPrefix("polygon") || $0.hasPrefix("ellipse") || $0.hasPrefix("polyline")
        }
        return marks.contains { mark in
            let stroke = attribute("stroke", in: mark), fill = attribute("fill", in: mark)
            return [stroke, fill].contains { $0 != nil && $0 != "transparent" && $0 != "none" }
        }
    }

    private static func attribute(_ name: String, in element: String) -> String? {
        element.components(separatedBy: " \(name)=\"").dropFirst().first?.components(separatedBy: "\"").first
    }
}
