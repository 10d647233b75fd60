import Foundation

/// Reading the geometry of SVG `d` and `points` attributes, as Graphviz writes them: absolute
/// `M`, `L` and `C` commands (a `C` followed by any number of point triples) and `Z`.
/// Anything else (relative or elliptic-arc commands) is refused, so a renderer that starts
/// writing them fails the tests loudly instead of being measured wrongly.
enum SVGPathData {
    struct Unsupported: Error, CustomStringConvertible {
        let data: String
        let reason: String
        var description: String { "unsupported SVG path data (\(reason)): \(data.prefix(80))" }
    }

    /// One drawn piece of a path: a straight run or a cubic curve.
    enum Piece {
        case line(PlanePoint, PlanePoint)
        case cubic(CubicBezier)
    }

    /// The pieces `d` draws, in order.
    static func pieces(_ d: String) throws -> [Piece] {
        var pieces: [Piece] = []
        var command: Character?
        var numbers: [Double] = []
        var current: PlanePoint?
        var subpathStart: PlanePoint?

        func flush() throws {
            guard let command else {
                if !numbers.isEmpty { throw Unsupported(data: d, reason: "numbers before a command") }
                return
            }
            let points = try pairs(numbers, in: d)
            switch command {
            case "M":
                guard let first = points.first else { throw Unsupported(data: d, reason: "M without a point") }
                current = first
                subpathStart = first
                // Further pairs after a moveto are implicit linetos.
                for point in points.dropFirst() {
                    pieces.append(.line(current ?? point, point))
                    current = point
                }
            case "L":
                for point in points {
                    guard let from = current else { throw Unsupported(data: d, reason: "L before M") }
                    pieces.append(.line(from, point))
                    current = point
                }
            case "C":
                guard points.count % 3 == 0, !points.isEmpty else {
                    throw Unsupported(data: d, reason: "C needs point triples")
                }
                for index in stride(from: 0, to: points.count, by: 3) {
                    guard let from = current else { throw Unsupported(data: d, reason: "C before M") }
                    let curve = CubicBezier(start: from, control1: points[index], control2: points[index + 1],
                                            end: points[index + 2])
                    pieces.append(.cubic(curve))
                    current = curve.end
                }
            case "Z", "z":
                if let from = current, let to = subpathStart { pieces.append(.line(from, to)) }
                current = subpathStart
            default:
                throw Unsupported(data: d, reason: "command \(command)")
            }
            numbers = []
        }

        var token = ""
        func endNumber() throws {
            guard !token.isEmpty else { return }
            guard let value = Double(token) else { throw Unsupported(data: d, reason: "number '\(token)'") }
            numbers.append(value)
            token = ""
        }
        for character in d {
            if character.isLetter, character != "e", character != "E" {
                try endNumber()
                try flush()
                command = character
            } else if character == "," || character.isWhitespace {
                try endNumber()
            } else if character == "-", !token.isEmpty, token.last != "e", token.last != "E" {
                try endNumber()
                token = "-"
            } else {
                token.append(character)
            }
        }
        try endNumber()
        try flush()
        return pieces
    }

    /// The points of a `points` attribute (polygons, polylines).
    static func points(_ list: String) throws -> [PlanePoint] {
        let numbers = try list.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map { text in
            guard let value = Double(text) else { throw Unsupported(data: list, reason: "number '\(text)'") }
            return value
        }
        return try pairs(numbers, in: list)
    }

    private static func pairs(_ numbers: [Double], in data: String) throws -> [PlanePoint] {
        guard numbers.count % 2 == 0 else { throw Unsupported(data: data, reason: "an odd count of coordinates") }
        return stride(from: 0, to: numbers.count, by: 2).map { PlanePoint(x: numbers[$0], y: numbers[$0 + 1]) }
    }
}

extension SVGPathData.Piece {
    /// Every point that defines the piece (a curve's control points included), which bound it.
    var definingPoints: [PlanePoint] {
        switch self {
        case let .line(from, to): [from, to]
        case let .cubic(curve): [curve.start, curve.control1, curve.control2, curve.end]
        }
    }

    /// Points along the piece no further apart than `spacing`, both ends included.
    func samples(spacing: Double) -> [PlanePoint] {
        switch self {
        case let .line(from, to):
            let steps = max(1, Int((Measure.distance(from, to) / spacing).rounded(.up)))
            return (0...steps).map { step in
                let t = Double(step) / Double(steps)
                return PlanePoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            }
        case let .cubic(curve):
            return curve.samples(spacing: spacing)
        }
    }
}
