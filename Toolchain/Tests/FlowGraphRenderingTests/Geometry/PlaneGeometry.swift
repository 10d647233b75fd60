import Foundation

/// A point of a picture, in the SVG's viewBox units (points, for Graphviz's pictures).
struct PlanePoint: Equatable {
    var x: Double
    var y: Double
}

/// An axis-aligned rectangle (y grows downwards, as in SVG).
struct PlaneBox: Equatable, CustomStringConvertible {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }
    var area: Double { max(width, 0) * max(height, 0) }

    /// The smallest box holding every point; `nil` for none.
    init?(enclosing points: [PlanePoint]) {
        guard let first = points.first else { return nil }
        minX = first.x
        minY = first.y
        maxX = first.x
        maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest box holding both.
    func union(_ other: PlaneBox) -> PlaneBox {
        PlaneBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                 maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The box moved in by `inset` on every side (out, when negative).
    func insetBy(_ inset: Double) -> PlaneBox {
        PlaneBox(minX: minX + inset, minY: minY + inset, maxX: maxX - inset, maxY: maxY - inset)
    }

    /// The width and height the two boxes share; `nil` when they share no area.
    func overlap(with other: PlaneBox) -> (width: Double, height: Double)? {
        let width = min(maxX, other.maxX) - max(minX, other.minX)
        let height = min(maxY, other.maxY) - max(minY, other.minY)
        return width > 0 && height > 0 ? (width, height) : nil
    }

    /// How far inside the box `point` lies: its distance to the nearest side, `nil` outside or
    /// on the border.
    func depth(of point: PlanePoint) -> Double? {
        let depth = min(point.x - minX, maxX - point.x, point.y - minY, maxY - point.y)
        return depth > 0 ? depth : nil
    }

    /// The distance from `other` to this box; 0 when they touch or overlap.
    func distance(to other: PlaneBox) -> Double {
        let dx = max(other.minX - maxX, minX - other.maxX, 0)
        let dy = max(other.minY - maxY, minY - other.maxY, 0)
        return (dx * dx + dy * dy).squareRoot()
    }

    var description: String {
        "x \(Measure.format(minX))…\(Measure.format(maxX)), y \(Measure.format(minY))…\(Measure.format(maxY))"
    }
}

/// A cubic Bézier segment.
struct CubicBezier {
    var start: PlanePoint
    var control1: PlanePoint
    var control2: PlanePoint
    var end: PlanePoint

    /// The point at parameter `t` in 0…1.
    func point(at t: Double) -> PlanePoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return PlanePoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                          y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// Points along the curve no further apart than `spacing` (the control polygon is never
    /// shorter than the curve, so its length bounds the steps needed), both ends included.
    func samples(spacing: Double) -> [PlanePoint] {
        let hull = [start, control1, control2, end]
        let length = zip(hull, hull.dropFirst()).reduce(0.0) { $0 + Measure.distance($1.0, $1.1) }
        let steps = max(1, Int((length / spacing).rounded(.up)))
        return (0...steps).map { point(at: Double($0) / Double(steps)) }
    }
}

/// Small numeric helpers shared by the readers and the measures.
enum Measure {
    static func distance(_ a: PlanePoint, _ b: PlanePoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// `value` with at most `digits` decimals, for failure messages.
    static func format(_ value: Double, digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }
}
