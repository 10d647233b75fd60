@_spi(FlowKitTools) @testable import FlowGraph
import FlowKit
import Testing

/// The shortest journeys documentation pages show from where the app starts to each screen.
@Suite("Journeys")
struct JourneyTests {
    /// An edge `from → to` by `label`, declared at `line` of one file.
    static func verb(_ from: String, _ to: String?, _ label: String, _ action: EdgeAction = .verb(.push),
                     line: Int = 1) -> NavigationEdge {
        NavigationEdge(from: from, to: to, action: action, label: label, file: "F.swift", line: line)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let starts: [String]
        let edges: [NavigationEdge]
        /// Each reachable screen with the callbacks that lead to it, in the order met.
        let expected: [(end: String, callbacks: [String])]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a start alone", starts: ["a"], edges: [], expected: [("a", [])]),
        Case(name: "a chain", starts: ["a"], edges: [verb("a", "b", "onB"), verb("b", "c", "onC")],
             expected: [("a", []), ("b", ["onB"]), ("c", ["onB", "onC"])]),
        Case(name: "the shorter of two ways, though declared later",
             starts: ["a"],
             edges: [verb("a", "b", "onLong", line: 1), verb("b", "c", "onC", line: 2), verb("a", "c", "onShort", line: 3)],
             expected: [("a", []), ("b", ["onLong"]), ("c", ["onShort"])]),
        Case(name: "equal ways: the verb declared first wins, whatever the edges' order",
             starts: ["a"],
             edges: [verb("y", "z", "onZ2", line: 9), verb("x", "z", "onZ1", line: 8),
                     verb("a", "y", "onY", line: 5), verb("a", "x", "onX", line: 4)],
             expected: [("a", []), ("x", ["onX"]), ("y", ["onY"]), ("z", ["onX", "onZ1"])]),
        Case(name: "back verbs and target-less verbs are not ways forward",
             starts: ["a"],
             edges: [verb("a", "b", "onB"), verb("b", "c", "onBack", .verb(.popTo)), verb("b", nil, "onClose", .verb(.dismiss)),
                     verb("c", "b", "onNext")],
             expected: [("a", []), ("b", ["onB"])]),
        Case(name: "cycles end", starts: ["a"],
             edges: [verb("a", "b", "onB"), verb("b", "a", "onA", .verb(.setWindowRoot))],
             expected: [("a", []), ("b", ["onB"])]),
        Case(name: "the first start is nearest; a second start is its own journey",
             starts: ["a", "d", "a"],
             edges: [verb("a", "b", "onB"), verb("d", "b", "onDB"), verb("d", "e", "onE")],
             expected: [("a", []), ("d", []), ("b", ["onB"]), ("e", ["onE"])]),
        Case(name: "tabs are ways forward", starts: ["tabs"],
             edges: [verb("tabs", "cart", "Cart", .tab, line: 2), verb("tabs", "shop", "Shop", .tab, line: 1)],
             expected: [("tabs", []), ("shop", ["Shop"]), ("cart", ["Cart"])]),
    ]

    @Test(arguments: cases)
    func shortestJourneys(_ test: Case) {
        let journeys = Journey.shortest(from: test.starts, along: test.edges)
        #expect(journeys.map(\.end) == test.expected.map(\.end))
        #expect(journeys.map { $0.steps.map(\.label) } == test.expected.map(\.callbacks))
        for journey in journeys {
            // Each step leaves where the previous one led.
            #expect(zip(journey.screens, journey.steps).allSatisfy { $0 == $1.from })
        }
    }
}

/// The legend a page writes beside a picture says what the DOT writer's own legend would.
@Suite("Map legend")
struct MapLegendTests {
    @Test func listsTheStylesAndMarksTheMapUsesAsTheDrawnLegendDoes() {
        let graph = NavigationGraph(nodes: [
            ScreenNode(id: "a", screen: "A"), ScreenNode(id: "b", screen: "B"),
        ], edges: [
            NavigationEdge(from: "a", to: "b", action: .verb(.present), label: "onB", embedding: .navigation),
            NavigationEdge(from: "b", to: "a", action: .verb(.setWindowRoot), label: "onOut", conditional: true),
            NavigationEdge(from: "b", to: nil, action: .verb(.dismiss), label: "onClose"),
        ], roots: ["a"])
        let legend = graph.legend()
        // The dismiss has no target: a ↩ line of its screen, explained among the marks.
        #expect(legend.lines.map(\.title) == ["present", "setWindowRoot", "conditional (#if)"])
        let present = legend.lines[0], window = legend.lines[1]
        #expect(present.color == "#1565C0" && present.style == "bold" && present.arrowhead == "onormal" && !present.isDouble)
        #expect(present.sample == "━━━▷")
        #expect(window.isDouble && window.color == "#C62828" && window.arrowhead == "normalnormal")
        #expect(legend.lines[2].style == "dashed")
        #expect(legend.marks == ["●━▶ double outline: the start", "↩ onX: back (pop unless named)", "in nav: in a new stack"])
        // The drawn legend names the same rows.
        let dot = DOTGraphWriter.write(graph)
        for line in legend.lines { #expect(dot.contains(TextEscaping.dotHTML(line.title)), "\(line.title)") }
        #expect(NavigationGraph(nodes: [ScreenNode(id: "a", screen: "A")], edges: [], roots: []).legend().isEmpty)
    }
}
