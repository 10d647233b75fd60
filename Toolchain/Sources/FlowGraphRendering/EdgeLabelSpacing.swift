import CGraphviz

/// Moves apart the edge labels a finished layout put on top of each other.
///
/// Graphviz 2.43's `dot` with `newrank` (which FlowGraph's maps need, see `DOTGraphWriter`)
/// routes edges between the same two clusters through one chain of virtual nodes, and gives
/// their labels that chain's one place: in real apps' maps about one label in twelve lay on
/// another, often exactly. The layout is left as it is but for those labels: each label that
/// overlaps a label kept before it, or a node, moves across by whole label heights to the
/// nearest free place inside the drawing, so stacked labels read as a list beside their
/// edges. A label with no free place within `attempts` heights stays where it was.
///
/// Called only by `GraphvizSession`, with its lock held, between layout and rendering.
enum EdgeLabelSpacing {
    /// How many label heights a label may move each way before it is left where it was.
    static let attempts = 8
    /// Space kept between a moved label and its neighbours, in points.
    static let gap = 2.0

    /// A rectangle in the layout's points, y upwards.
    struct Box {
        var minX, minY, maxX, maxY: Double

        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        func moved(by dy: Double) -> Box {
            Box(minX: minX, minY: minY + dy, maxX: maxX, maxY: maxY + dy)
        }

        func inside(_ outer: Box) -> Bool {
            minX >= outer.minX && maxX <= outer.maxX && minY >= outer.minY && maxY <= outer.maxY
        }
    }

    /// Boxes bucketed by a coarse grid, so a look-up reads only the boxes near it.
    struct Grid {
        static let cell = 96.0
        var cells: [Int64: [Box]] = [:]

        static func keys(_ box: Box) -> [Int64] {
            let columns = Int64((box.minX / cell).rounded(.down))...Int64((box.maxX / cell).rounded(.down))
            let rows = Int64((box.minY / cell).rounded(.down))...Int64((box.maxY / cell).rounded(.down))
            return columns.flatMap { column in rows.map { row in column << 32 ^ (row & 0xFFFF_FFFF) } }
        }

        mutating func insert(_ box: Box) {
            for key in Self.keys(box) { cells[key, default: []].append(box) }
        }

        func isFree(_ box: Box) -> Bool {
            for key in Self.keys(box) {
                for other in cells[key] ?? [] where other.overlaps(box) { return false }
            }
            return true
        }
    }

    /// Separates the overlapping edge labels of `graph`'s finished layout, in place.
    /// - Returns: How many labels moved.
    @discardableResult
    static func separate(_ graph: UnsafeMutablePointer<Agraph_t>) -> Int {
        guard let drawing = info(graph, as: Agraphinfo_t.self)?.pointee.bb else { return 0 }
        // Widened by the gap that label boxes carry, so a label may still reach the edge.
        let bounds = Box(minX: drawing.LL.x - gap / 2, minY: drawing.LL.y - gap / 2,
                         maxX: drawing.UR.x + gap / 2, maxY: drawing.UR.y + gap / 2)
        var taken = Grid()
        var labels: [UnsafeMutablePointer<textlabel_t>] = []
        var node = agfstnode(graph)
        while let current = node {
            if let data = info(current, as: Agnodeinfo_t.self)?.pointee {
                let halfWidth = data.width * 36, halfHeight = data.height * 36
                taken.insert(Box(minX: data.coord.x - halfWidth, minY: data.coord.y - halfHeight,
                                 maxX: data.coord.x + halfWidth, maxY: data.coord.y + halfHeight))
            }
            var edge = agfstout(graph, current)
            while let out = edge {
                if let label = info(out, as: Agedgeinfo_t.self)?.pointee.label, label.pointee.set != 0 {
                    labels.append(label)
                }
                edge = agnxtout(graph, out)
            }
            node = agnxtnode(graph, current)
        }
        var moved = 0
        for label in labels {
            let box = box(of: label.pointee)
            guard let free = freePlace(for: box, in: taken, within: bounds) else {
                taken.insert(box)
                continue
            }
            if free != 0 {
                label.pointee.pos.y += free
                moved += 1
            }
            taken.insert(box.moved(by: free))
        }
        return moved
    }

    /// The label's box around its centre, with `gap` kept on every side.
    static func box(of label: textlabel_t) -> Box {
        let halfWidth = label.dimen.x / 2 + gap / 2, halfHeight = label.dimen.y / 2 + gap / 2
        return Box(minX: label.pos.x - halfWidth, minY: label.pos.y - halfHeight,
                   maxX: label.pos.x + halfWidth, maxY: label.pos.y + halfHeight)
    }

    /// The smallest vertical move (0 first, then one height down, one up, two down…) that puts
    /// `box` on free ground inside `bounds`, or `nil` when there is none within `attempts`.
    static func freePlace(for box: Box, in taken: Grid, within bounds: Box) -> Double? {
        if taken.isFree(box) { return 0 }
        let step = box.maxY - box.minY
        for distance in 1...attempts {
            for direction in [-1.0, 1.0] {
                let dy = direction * Double(distance) * step
                let candidate = box.moved(by: dy)
                if candidate.inside(bounds), taken.isFree(candidate) { return dy }
            }
        }
        return nil
    }

    /// The layout record Graphviz keeps on `object` (cgraph's `AGDATA`), as `Record`.
    static func info<Object, Record>(_ object: UnsafeMutablePointer<Object>, as _: Record.Type) -> UnsafeMutablePointer<Record>? {
        UnsafeMutableRawPointer(object).assumingMemoryBound(to: Agobj_t.self).pointee.data
            .map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: Record.self) }
    }
}
