import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML side of ``SVGPicture/parse(_:)``: walks the elements, keeps the transforms in
/// force, and files each shape and text under the node, edge or cluster group around it.
/// What it cannot measure faithfully (a rotation, a non-uniform scale, `<tspan>`, a size in
/// percent) is a ``Failure``, never a guess.
final class SVGPictureReader: NSObject, XMLParserDelegate {
    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { "SVG picture: \(message)" }
    }

    /// A uniform scale then a shift: `p ↦ scale · p + offset`, all the transforms Graphviz writes.
    struct Placement {
        var scale = 1.0
        var offset = PlanePoint(x: 0, y: 0)

        func apply(_ point: PlanePoint) -> PlanePoint {
            PlanePoint(x: scale * point.x + offset.x, y: scale * point.y + offset.y)
        }

        /// This placement after `inner` (SVG applies a transform list right to left).
        func then(_ inner: Placement) -> Placement {
            Placement(scale: scale * inner.scale, offset: apply(inner.offset))
        }
    }

    private(set) var picture: SVGPicture?
    private(set) var failure: Failure?
    private var placements: [Placement] = [Placement()]
    /// The group being filled, its kind, and the depth of its `<g>`.
    private var open: (group: SVGPicture.Group, kind: String, depth: Int)?
    private var inTitle = false
    private var text: SVGPicture.Text?

    private var depth: Int { placements.count - 1 }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        do {
            let placement = try (placements.last ?? Placement()).then(Self.placement(attributes["transform"]))
            placements.append(placement)
            try start(name, attributes: attributes, placement: placement)
        } catch let error as Failure {
            fail(parser, error)
        } catch {
            fail(parser, Failure(message: "\(error)"))
        }
    }

    private func start(_ name: String, attributes: [String: String], placement: Placement) throws {
        switch name {
        case "svg" where picture == nil:
            guard let width = try Self.pixels(attributes["width"]), let height = try Self.pixels(attributes["height"]) else {
                throw Failure(message: "the root has no width or height")
            }
            let box = try attributes["viewBox"].map(SVGPathData.points) ?? []
            let viewBox = box.count == 2
                ? PlaneBox(minX: box[0].x, minY: box[0].y, maxX: box[0].x + box[1].x, maxY: box[0].y + box[1].y)
                : PlaneBox(minX: 0, minY: 0, maxX: width, maxY: height)
            picture = SVGPicture(width: width, height: height, viewBox: viewBox)
        case "g":
            let classes = (attributes["class"] ?? "").split(separator: " ")
            if let kind = ["node", "edge", "cluster"].first(where: { classes.contains(Substring($0)) }) {
                guard open == nil else { throw Failure(message: "a \(kind) group inside another group") }
                open = (SVGPicture.Group(title: "", id: attributes["id"] ?? ""), kind, depth)
            }
        case "title":
            inTitle = open.map { $0.depth + 1 == depth } ?? false
        case "text":
            text = try Self.textLine(attributes, placement: placement)
        case "tspan":
            throw Failure(message: "<tspan> (font changes within a line) is not measured")
        default:
            guard let kind = SVGPicture.Shape.Kind(rawValue: name) else { return }
            if open != nil { open?.group.shapes.append(try Self.shape(kind, attributes, placement: placement)) }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { open?.group.title += string }
        text?.content += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "title":
            inTitle = false
        case "text":
            if let line = text { open?.group.texts.append(line) }
            text = nil
        case "g":
            if let opened = open, opened.depth == depth {
                switch opened.kind {
                case "node": picture?.nodes.append(opened.group)
                case "edge": picture?.edges.append(opened.group)
                default: picture?.clusters.append(opened.group)
                }
                open = nil
            }
        default:
            break
        }
        placements.removeLast()
    }

    private func fail(_ parser: XMLParser, _ error: Failure) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    /// A `<text>`'s anchor, baseline and font, placed.
    private static func textLine(_ attributes: [String: String], placement: Placement) throws -> SVGPicture.Text {
        guard let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init) else {
            throw Failure(message: "a <text> without x and y")
        }
        guard let size = attributes["font-size"].flatMap(Double.init) else {
            throw Failure(message: "a <text> without a numeric font-size")
        }
        let weight = attributes["font-weight"] ?? "normal"
        let point = placement.apply(PlanePoint(x: x, y: y))
        return SVGPicture.Text(content: "", x: point.x, baseline: point.y, fontSize: size * placement.scale,
                               isBold: weight == "bold" || weight == "bolder" || (Int(weight) ?? 400) >= 600,
                               anchor: attributes["text-anchor"] ?? "start")
    }

    /// A shape's outline and paint, placed.
    private static func shape(_ kind: SVGPicture.Shape.Kind, _ attributes: [String: String],
                              placement: Placement) throws -> SVGPicture.Shape {
        var pieces: [SVGPathData.Piece] = []
        let box: PlaneBox?
        switch kind {
        case .path:
            pieces = try SVGPathData.pieces(attributes["d"] ?? "").map { piece -> SVGPathData.Piece in
                switch piece {
                case let .line(from, to): .line(placement.apply(from), placement.apply(to))
                case let .cubic(curve):
                    .cubic(CubicBezier(start: placement.apply(curve.start), control1: placement.apply(curve.control1),
                                       control2: placement.apply(curve.control2), end: placement.apply(curve.end)))
                }
            }
            box = PlaneBox(enclosing: pieces.flatMap(\.definingPoints))
        case .polygon, .polyline:
            let points = try SVGPathData.points(attributes["points"] ?? "").map(placement.apply)
            pieces = zip(points, points.dropFirst()).map { .line($0.0, $0.1) }
            box = PlaneBox(enclosing: points)
        case .ellipse:
            let numbers = ["cx", "cy", "rx", "ry"].map { attributes[$0].flatMap(Double.init) }
            guard let cx = numbers[0], let cy = numbers[1], let rx = numbers[2], let ry = numbers[3] else {
                throw Failure(message: "an <ellipse> without cx, cy, rx and ry")
            }
            let centre = placement.apply(PlanePoint(x: cx, y: cy))
            let (width, height) = (rx * placement.scale, ry * placement.scale)
            box = PlaneBox(minX: centre.x - width, minY: centre.y - height, maxX: centre.x + width, maxY: centre.y + height)
        }
        guard let box else { throw Failure(message: "a <\(kind.rawValue)> with no points") }
        return SVGPicture.Shape(kind: kind, pieces: pieces, box: box, fill: attributes["fill"], stroke: attributes["stroke"],
                                strokeWidth: attributes["stroke-width"].flatMap(Double.init).map { $0 * placement.scale })
    }

    /// A `transform` attribute as a placement: `scale(s)`, `scale(s s)`, `translate(x y)`,
    /// `rotate(0)`, in any number and order.
    static func placement(_ transform: String?) throws -> Placement {
        guard let transform else { return Placement() }
        var result = Placement()
        for function in transform.split(separator: ")") {
            let parts = function.split(separator: "(", maxSplits: 1)
            guard parts.count == 2 else {
                if function.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                throw Failure(message: "transform '\(transform)'")
            }
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let values = parts[1].split(whereSeparator: { $0 == "," || $0.isWhitespace }).compactMap { Double($0) }
            switch (name, values.count) {
            case ("scale", 1): result = result.then(Placement(scale: values[0]))
            case ("scale", 2) where values[0] == values[1]: result = result.then(Placement(scale: values[0]))
            case ("translate", 1): result = result.then(Placement(offset: PlanePoint(x: values[0], y: 0)))
            case ("translate", 2): result = result.then(Placement(offset: PlanePoint(x: values[0], y: values[1])))
            case ("rotate", 1) where values[0] == 0: continue
            default: throw Failure(message: "transform '\(transform)' (only uniform scales, shifts and rotate(0))")
            }
        }
        return result
    }

    /// An SVG length in CSS pixels (`pt` is 4/3 px, as browsers show it); `nil` when absent.
    static func pixels(_ length: String?) throws -> Double? {
        guard let length = length?.trimmingCharacters(in: .whitespaces) else { return nil }
        let units: [(suffix: String, pixels: Double)] = [
            ("pt", 4.0 / 3.0), ("px", 1), ("in", 96), ("pc", 16), ("cm", 96 / 2.54), ("mm", 96 / 25.4),
        ]
        for unit in units where length.hasSuffix(unit.suffix) {
            guard let value = Double(length.dropLast(unit.suffix.count)) else { break }
            return value * unit.pixels
        }
        guard let value = Double(length) else { throw Failure(message: "length '\(length)' (no percent or em)") }
        return value
    }
}
