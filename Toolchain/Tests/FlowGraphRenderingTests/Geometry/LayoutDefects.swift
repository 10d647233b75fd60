import Foundation

/// What a reader sees wrong in a map's layout: edges through nodes, labels on labels or on
/// nodes, edges without a visible arrowhead. Each finding names the elements by their SVG
/// titles (Graphviz's node names, `TAIL->HEAD` for edges) and says by how much.
extension SVGPicture {
    /// Every edge line that runs through a node other than its own two ends (a back dot is
    /// its edge's end), sampled every `spacing` units along its Béziers. A node counts as
    /// crossed when the line goes deeper than `tolerance` into its box, which keeps lines that
    /// only graze a box's rounded corner out.
    func edgesThroughNodes(tolerance: Double = 2, spacing: Double = 0.5) -> [String] {
        let boxes = nodes.compactMap { node in node.box.map { (node.title, $0) } }
        return edges.flatMap { edge -> [String] in
            guard let ends = ends(of: edge) else { return ["edge \(edge.name) names no two nodes of the picture"] }
            let points = edge.shapes.filter { $0.kind == .path && $0.isVisible }
                .flatMap(\.pieces).flatMap { $0.samples(spacing: spacing) }
            return boxes.compactMap { title, box in
                guard title != ends.tail, title != ends.head else { return nil }
                let deepest = points.compactMap { point in box.depth(of: point).map { (depth: $0, point: point) } }
                    .max { $0.depth < $1.depth }
                guard let deepest, deepest.depth > tolerance else { return nil }
                return "edge \(edge.name) runs through node \"\(title)\" (\(box)): \(Measure.format(deepest.depth)) pt "
                    + "deep at (\(Measure.format(deepest.point.x)), \(Measure.format(deepest.point.y)))"
            }
        }
    }

    /// Every edge label line that overlaps a line of another edge's label, or any node's box,
    /// by more than `tolerance` units both across and down (line boxes estimated by
    /// ``TextExtent``).
    func overlappingLabels(tolerance: Double = 1) -> [String] {
        let labels = edges.map { edge in
            (edge.name, edge.texts.filter { !$0.content.trimmingCharacters(in: .whitespaces).isEmpty })
        }.filter { !$0.1.isEmpty }
        let boxes = nodes.compactMap { node in node.box.map { (node.title, $0) } }
        var found: [String] = []
        func overlap(_ a: PlaneBox, _ b: PlaneBox) -> String? {
            guard let shared = a.overlap(with: b), shared.width > tolerance, shared.height > tolerance else { return nil }
            return "\(Measure.format(shared.width)) × \(Measure.format(shared.height)) pt"
        }
        for (index, (edge, lines)) in labels.enumerated() {
            for (otherEdge, otherLines) in labels[(index + 1)...] {
                for line in lines {
                    for other in otherLines {
                        guard let size = overlap(line.box, other.box) else { continue }
                        found.append("label \"\(line.content)\" of edge \(edge) overlaps label \"\(other.content)\" "
                                     + "of edge \(otherEdge) by \(size)")
                    }
                }
            }
            for (node, box) in boxes {
                for line in lines {
                    guard let size = overlap(line.box, box) else { continue }
                    found.append("label \"\(line.content)\" of edge \(edge) overlaps node \"\(node)\" by \(size)")
                }
            }
        }
        return found
    }

    /// Every edge with no visible mark (arrowhead, tee or dot painted in a colour that shows,
    /// where Graphviz once painted both heads `transparent`), or whose visible marks all stop
    /// more than `reach` units short of both its end nodes. Ends drawn without shapes (the
    /// legend's plaintext cells, measured by estimated text) are not held to the reach.
    func edgesWithoutArrowheads(reach: Double = 1.5) -> [String] {
        let boxes = Dictionary(nodes.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first })
        return edges.compactMap { edge in
            let marks = Self.marks(of: edge)
            let visible = marks.filter(\.isVisible)
            guard !visible.isEmpty else {
                return "edge \(edge.name) draws no visible arrowhead (\(marks.count) mark(s), all transparent or none)"
            }
            guard let ends = ends(of: edge) else { return nil }
            let endBoxes = [ends.tail, ends.head].compactMap { boxes[$0] }.filter { !$0.shapes.isEmpty }.compactMap(\.box)
            guard endBoxes.count == 2 else { return nil }
            let nearest = visible.flatMap { mark in endBoxes.map { $0.distance(to: mark.box) } }.min() ?? 0
            guard nearest > reach else { return nil }
            return "edge \(edge.name): its arrowhead stops \(Measure.format(nearest)) pt short of its nodes"
        }
    }
}
