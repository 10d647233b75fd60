import Foundation
import Testing

/// The SVG geometry reader behind the legibility and layout tests, on small pictures written
/// by hand: each check finds what it should and nothing else, so a passing picture test means
/// a clean picture, not a blind reader.
struct GeometryReaderTests {
    /// A Graphviz-shaped SVG `width` × `height` pt holding `body` in `graph0`, transformed by `transform`.
    static func svg(width: Double = 600, height: Double = 400, transform: String = "scale(1 1) rotate(0) translate(4 396)",
                    _ body: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg width="\(width)pt" height="\(height)pt" viewBox="0.00 0.00 \(width) \(height)" \
            xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <style>svg { filter: invert(1) hue-rotate(180deg); }</style>
            <g id="graph0" class="graph" transform="\(transform)">
            <title>G</title>
            \(body)
            </g>
            </svg>
            """.utf8)
    }

    /// A screen node: a box from (x, y) to (x + 100, y + 36), named over a subline.
    static func node(_ title: String, x: Double, y: Double, name: String = "Name") -> String {
        """
        <g class="node"><title>\(title)</title>
        <polygon fill="none" stroke="black" points="\(x),\(y) \(x + 100),\(y) \(x + 100),\(y + 36) \(x),\(y + 36) \(x),\(y)"/>
        <text text-anchor="start" x="\(x + 8)" y="\(y + 16)" font-weight="bold" font-size="13.00">\(name)</text>
        <text text-anchor="start" x="\(x + 8)" y="\(y + 28)" font-size="10.00">\(title)</text>
        </g>
        """
    }

    /// An edge `tail->head` along the cubic `d`, with an arrowhead filled `fill` at `tip` and optional label lines.
    static func edge(_ tail: String, _ head: String, _ d: String, tip: (Double, Double), fill: String = "#37474f",
                     labels: [(x: Double, y: Double, text: String)] = []) -> String {
        let (x, y) = tip
        let texts = labels.map { #"<text text-anchor="start" x="\#($0.x)" y="\#($0.y)" font-size="10.00">\#($0.text)</text>"# }
        return """
            <g class="edge"><title>\(tail)&#45;&gt;\(head)</title>
            <g id="a_edge"><a xlink:title="x"><path fill="none" stroke="#37474f" d="\(d)"/>
            <polygon fill="\(fill)" stroke="\(fill)" points="\(x - 3.5),\(y - 10) \(x),\(y) \(x + 3.5),\(y - 10) \(x - 3.5),\(y - 10)"/>
            </a></g>
            \(texts.joined(separator: "\n"))
            </g>
            """
    }

    @Test func fontSizesAreTheAttributeTimesTheTransformTimesTheDisplayScale() throws {
        // 1350 pt = 1800 px, shown at 900 px: 2/3 px per pt; the graph is drawn at half size.
        let wide = try SVGPicture.parse(Self.svg(width: 1350, transform: "scale(0.5 0.5) rotate(0) translate(8 792)",
                                                 Self.node("A", x: 0, y: -100, name: "Wide")))
        let name = try #require(Legibility(wide, publishWidth: 900).smallestName)
        #expect(name.text == "Wide")
        #expect(abs(name.pixels - 13 * 0.5 * 900 / 1800 * 4 / 3) < 0.001, "\(name.pixels)")
        #expect(abs((wide.nodes.first?.box?.minX ?? -1) - 4) < 0.001, "translate then scale: (0 + 8) × 0.5")
        // 300 pt = 400 px, narrower than 900: shown at natural size, 4/3 px per pt.
        let narrow = try SVGPicture.parse(Self.svg(width: 300, Self.node("A", x: 0, y: -100)))
        #expect(abs((Legibility(narrow, publishWidth: 900).smallestName?.pixels ?? 0) - 13 * 4 / 3) < 0.001)
    }

    @Test func theNameIsTheTopLineAndTheLegendsCellsAreNotScreens() throws {
        let legend = """
            <g class="cluster"><title>cluster_legend</title>
            <path fill="none" stroke="#cfd8dc" d="M300,-300C300,-300 500,-300 500,-300 500,-300 500,-100 500,-100 500,-100 300,-100 300,-100"/>
            </g>
            <g class="node"><title>legend__actions</title>
            <text text-anchor="start" x="320" y="-200" font-size="4.00">push</text></g>
            """
        let picture = try SVGPicture.parse(Self.svg(legend + Self.node("A", x: 0, y: -100, name: "Top")))
        #expect(picture.screenNames.map(\.line.content) == ["Top"])
        let legibility = Legibility(picture, publishWidth: 900)
        #expect(abs(legibility.legendShare - 200.0 * 200 / (600 * 400)) < 0.0001)
        let shortfalls = legibility.shortfalls(minimumName: 11, minimumEdgeLabel: 9, maximumLegendShare: 0.1)
        // The legend's 4 pt text is held to the labels' minimum; its cell is not a screen.
        #expect(shortfalls.count == 2 && shortfalls[0].contains("(\"push\")") && shortfalls[1].contains("16.7 %"),
                "\(shortfalls)")
    }

    @Test func anEdgeThroughAThirdNodeIsFoundAndItsOwnEndsAreNot() throws {
        let nodes = Self.node("A", x: 0, y: -300) + Self.node("B", x: 0, y: -100) + Self.node("C", x: 0, y: -200)
            + Self.node("D", x: 300, y: -200)
        // Control points evenly spaced: samples every 0.5 pt from y = -264, one at the box's middle.
        let straight = Self.edge("A", "B", "M50,-264C50,-212 50,-160 50,-108", tip: (50, -100))
        let picture = try SVGPicture.parse(Self.svg(nodes + straight))
        let crossings = picture.edgesThroughNodes()
        #expect(crossings.count == 1, "\(crossings)")
        #expect(crossings.first?.contains("runs through node \"C\"") == true)
        #expect(crossings.first?.contains("18.0 pt deep") == true, "the middle of a box 36 pt high")
        // Around C's right side, outside its box: no crossing.
        let around = Self.edge("A", "B", "M90,-264C200,-230 200,-170 90,-110", tip: (90, -100))
        #expect(try SVGPicture.parse(Self.svg(nodes + around)).edgesThroughNodes().isEmpty)
    }

    @Test func labelsOnLabelsAndOnNodesAreFoundBeyondTheTolerance() throws {
        let nodes = Self.node("A", x: 0, y: -300) + Self.node("B", x: 0, y: -100)
        let first = Self.edge("A", "B", "M20,-264C20,-200 20,-150 20,-110", tip: (20, -100),
                              labels: [(30, -200, "onFirst")])
        let onTop = Self.edge("A", "B", "M80,-264C80,-200 80,-150 80,-110", tip: (80, -100),
                              labels: [(40, -196, "onSecond"), (10, -95, "onNode")])
        let overlaps = try SVGPicture.parse(Self.svg(nodes + first + onTop)).overlappingLabels()
        #expect(overlaps.count == 2, "\(overlaps)")
        #expect(overlaps.contains { $0.contains("\"onFirst\"") && $0.contains("\"onSecond\"") })
        #expect(overlaps.contains { $0.contains("\"onNode\"") && $0.contains("node \"B\"") })
        // One line further down the second label clears the first.
        let below = Self.edge("A", "B", "M80,-264C80,-200 80,-150 80,-110", tip: (80, -100),
                              labels: [(40, -186, "onSecond")])
        #expect(try SVGPicture.parse(Self.svg(nodes + first + below)).overlappingLabels().isEmpty)
    }

    @Test func transparentOrStrandedArrowheadsAreFound() throws {
        let nodes = Self.node("A", x: 0, y: -300) + Self.node("B", x: 0, y: -100)
        let kept = Self.edge("A", "B", "M50,-264C50,-200 50,-150 50,-110", tip: (50, -100))
        #expect(try SVGPicture.parse(Self.svg(nodes + kept)).edgesWithoutArrowheads().isEmpty)
        let lost = Self.edge("A", "B", "M50,-264C50,-200 50,-150 50,-110", tip: (50, -100), fill: "transparent")
        let lostFindings = try SVGPicture.parse(Self.svg(nodes + lost)).edgesWithoutArrowheads()
        #expect(lostFindings.count == 1 && lostFindings[0].contains("no visible arrowhead"), "\(lostFindings)")
        let short = Self.edge("A", "B", "M50,-264C50,-200 50,-160 50,-140", tip: (50, -130))
        let shortFindings = try SVGPicture.parse(Self.svg(nodes + short)).edgesWithoutArrowheads()
        #expect(shortFindings.count == 1 && shortFindings[0].contains("30.0 pt short"), "\(shortFindings)")
    }

    @Test func beziersAreSampledFinelyFromEndToEnd() {
        let curve = CubicBezier(start: PlanePoint(x: 0, y: 0), control1: PlanePoint(x: 0, y: 100),
                                control2: PlanePoint(x: 100, y: 100), end: PlanePoint(x: 100, y: 0))
        let samples = curve.samples(spacing: 0.5)
        #expect(samples.first == curve.start && samples.last == curve.end)
        let widest = zip(samples, samples.dropFirst()).map { Measure.distance($0.0, $0.1) }.max() ?? .infinity
        #expect(widest <= 0.5, "\(widest)")
        #expect(abs(curve.point(at: 0.5).y - 75) < 0.001)
    }

    @Test func whatCannotBeMeasuredFaithfullyIsRefused() {
        #expect(throws: SVGPictureReader.Failure.self) {
            try SVGPicture.parse(Self.svg(transform: "rotate(90) translate(4 396)", Self.node("A", x: 0, y: -100)))
        }
        #expect(throws: SVGPictureReader.Failure.self) {
            try SVGPicture.parse(Self.svg(transform: "scale(1 2)", Self.node("A", x: 0, y: -100)))
        }
        #expect(throws: SVGPathData.Unsupported.self) { try SVGPathData.pieces("m0,0 c1,1 2,2 3,3") }
        #expect(throws: (any Error).self) { try SVGPicture.parse(Array("<svg".utf8)) }
    }
}
