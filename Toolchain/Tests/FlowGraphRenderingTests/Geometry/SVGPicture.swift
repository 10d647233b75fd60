import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The geometry of a Graphviz SVG picture, in its viewBox units (Graphviz's points): the
/// nodes, edges and clusters (`<g class="node|edge|cluster">`), each with its `<title>`, the
/// shapes it draws and its text lines. The graph's own transform (`scale(…) rotate(0)
/// translate(…)`) is already applied, so every coordinate and font size here is in viewBox
/// units; ``displayScale(publishWidth:)`` turns them into CSS pixels.
struct SVGPicture {
    /// A node, an edge or a cluster.
    struct Group {
        var title: String
        /// Graphviz's `id` (`node3`, `edge12`, `clust1`): tells apart edges that share a title.
        var id = ""
        var shapes: [Shape] = []
        var texts: [Text] = []

        /// The title and id, for messages: `edge12 "A->B"`.
        var name: String { id.isEmpty ? "\"\(title)\"" : "\(id) \"\(title)\"" }
    }

    /// A drawn shape: `path`, `polygon`, `polyline` or `ellipse`.
    struct Shape {
        enum Kind: String { case path, polygon, polyline, ellipse }
        var kind: Kind
        /// The outline, for paths, polygons and polylines.
        var pieces: [SVGPathData.Piece]
        /// The bounding box (an ellipse's from its centre and radii).
        var box: PlaneBox
        var fill: String?
        var stroke: String?
        var strokeWidth: Double?

        /// Whether the shape paints anything: a fill, or a stroke of some width, in a colour
        /// that is not `none` or `transparent`. (SVG's default fill is black; Graphviz always
        /// writes both attributes.)
        var isVisible: Bool {
            func paints(_ colour: String?) -> Bool {
                guard let colour = colour?.lowercased() else { return false }
                return colour != "none" && colour != "transparent"
            }
            return paints(fill ?? "black") || (paints(stroke) && (strokeWidth ?? 1) > 0)
        }
    }

    /// One `<text>` element: a line of a label.
    struct Text {
        var content: String
        /// The anchor point: the baseline's start, middle or end, per `anchor`.
        var x: Double
        var baseline: Double
        /// The font size in viewBox units (the `font-size` attribute times the transforms' scale).
        var fontSize: Double
        var isBold: Bool
        var anchor: String
    }

    /// The picture's natural size in CSS pixels (its `width` and `height` attributes).
    var width: Double
    var height: Double
    var viewBox: PlaneBox
    var nodes: [Group] = []
    var edges: [Group] = []
    var clusters: [Group] = []

    /// CSS pixels per viewBox unit when the picture is shown at `publishWidth` CSS pixels: a
    /// narrower picture at its natural size, a wider one scaled down to fit.
    func displayScale(publishWidth: Double) -> Double {
        min(width, publishWidth) / viewBox.width
    }

    /// The picture read from `bytes`.
    static func parse(_ bytes: [UInt8]) throws -> SVGPicture {
        let reader = SVGPictureReader()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = reader
        let parsed = parser.parse()
        if let failure = reader.failure { throw failure }
        guard parsed else {
            throw SVGPictureReader.Failure(message: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")")
        }
        guard let picture = reader.picture else { throw SVGPictureReader.Failure(message: "no <svg> root") }
        return picture
    }

    /// The `<title>` of every node group (Graphviz's node names), in drawing order; `nil` when
    /// the bytes are not a picture this reader can measure.
    static func nodeTitles(_ bytes: [UInt8]) -> [String]? {
        (try? parse(bytes))?.nodes.map(\.title)
    }

    /// The picture in the file at `url`.
    static func read(_ url: URL) throws -> SVGPicture {
        try parse(Array(try Data(contentsOf: url)))
    }
}

extension SVGPicture.Group {
    /// The box of the shapes the group draws; of its text lines (estimated) when it draws
    /// none, as a plaintext node; `nil` when it has neither.
    var box: PlaneBox? {
        let boxes = shapes.isEmpty ? texts.map(\.box) : shapes.map(\.box)
        return boxes.dropFirst().reduce(boxes.first) { $0?.union($1) }
    }

    /// The box of the group's text lines (estimated widths); `nil` when it has none.
    var textBox: PlaneBox? {
        texts.dropFirst().reduce(texts.first?.box) { $0?.union($1.box) }
    }
}
