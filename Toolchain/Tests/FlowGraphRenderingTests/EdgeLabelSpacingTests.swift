import Foundation
import Testing
@testable import FlowGraphRendering

/// Edge labels that Graphviz's layout puts on top of each other are moved apart before drawing.
struct EdgeLabelSpacingTests {
    /// Two labelled edges between nodes of different clusters, ranked as a whole (`newrank`,
    /// which FlowGraph's maps use): Graphviz 2.43 gives both labels one place.
    static let parallelEdges = """
        digraph {
          newrank=true; rankdir=LR;
          subgraph cluster_a { coordinator } subgraph cluster_m { middle } subgraph cluster_b { screen }
          { rank=same; coordinator; middle; screen }
          screen -> coordinator [label="navigateToWelcome", dir=back];
          screen -> coordinator [label="navigateToWelcomeAgain", dir=back];
          screen -> middle [label="showMiddle"];
        }
        """

    @Test func labelsLaidOnEachOtherAreDrawnApart() throws {
        let svg = try GraphRenderer.render(dot: Self.parallelEdges, options: RenderOptions(format: .svg))
        let picture = try SVGPicture.parse(svg)
        #expect(picture.overlappingLabels().isEmpty, "\(picture.overlappingLabels())")
        let text = String(decoding: svg, as: UTF8.self)
        for label in ["navigateToWelcome", "navigateToWelcomeAgain", "showMiddle"] {
            #expect(text.contains(">\(label)<"), "\(label) is drawn")
        }
    }

    /// Guards the test above: the layout itself overlaps these labels, so the drawing apart is
    /// the renderer's doing. Graphviz's own tool draws the layout as it is.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: FormatTests.dotTool)))
    func graphvizsOwnDrawingOverlapsThem() throws {
        let drawn = try FormatTests.drawnByGraphvizTool(Self.parallelEdges, arguments: ["-Tsvg"])
        #expect(try !SVGPicture.parse(drawn).overlappingLabels().isEmpty)
    }

    @Test func aLabelMovesByWholeHeightsToTheNearestFreePlace() {
        typealias Box = EdgeLabelSpacing.Box
        let bounds = Box(minX: 0, minY: 0, maxX: 200, maxY: 200)
        let label = Box(minX: 50, minY: 100, maxX: 150, maxY: 114)
        var taken = EdgeLabelSpacing.Grid()
        #expect(EdgeLabelSpacing.freePlace(for: label, in: taken, within: bounds) == 0)
        taken.insert(label)
        // Below first (y grows upwards in the layout), then above.
        #expect(EdgeLabelSpacing.freePlace(for: label, in: taken, within: bounds) == -14)
        taken.insert(label.moved(by: -14))
        #expect(EdgeLabelSpacing.freePlace(for: label, in: taken, within: bounds) == 14)
        // Never outside the drawing: near its bottom edge only upwards is free.
        let low = Box(minX: 50, minY: 4, maxX: 150, maxY: 18)
        var nearEdge = EdgeLabelSpacing.Grid()
        nearEdge.insert(low)
        #expect(EdgeLabelSpacing.freePlace(for: low, in: nearEdge, within: bounds) == 14)
        // No free place within `attempts` heights: the label stays.
        var crowded = EdgeLabelSpacing.Grid()
        crowded.insert(Box(minX: 0, minY: 0, maxX: 200, maxY: 200))
        #expect(EdgeLabelSpacing.freePlace(for: label, in: crowded, within: bounds) == nil)
    }
}
