/// How much of an SVG map its legend covers: the legend node's box (the DOT writer's `legend`,
/// drawn as one bordered table) over the picture's viewBox, so a renderer can keep the legend
/// within a tenth of the picture.
enum LegendShare {
    /// The most of a picture's area a legend may cover.
    static let maximum = 0.1

    /// The legend's share of `svg`'s area, 0…1; 0 when the picture has no legend or its
    /// geometry cannot be read.
    static func of(svg bytes: [UInt8]) -> Double {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let view = text.range(of: "viewBox=\""),
              let legend = text.range(of: "<title>legend</title>"),
              let path = text.range(of: " d=\"", range: legend.upperBound..<text.endIndex),
              let pathEnd = text[path.upperBound...].firstIndex(of: "\"") else { return 0 }
        let box = numbers(in: text[view.upperBound...].prefix { $0 != "\"" })
        let outline = numbers(in: text[path.upperBound..<pathEnd])
        guard box.count == 4, box[2] > 0, box[3] > 0, outline.count >= 4 else { return 0 }
        let xs = stride(from: 0, to: outline.count - 1, by: 2).map { outline[$0] }
        let ys = stride(from: 1, to: outline.count, by: 2).map { outline[$0] }
        let area = ((xs.max() ?? 0) - (xs.min() ?? 0)) * ((ys.max() ?? 0) - (ys.min() ?? 0))
        return area / (box[2] * box[3])
    }

    /// The numbers in an SVG attribute, split at anything that is not part of one.
    private static func numbers(in text: Substring) -> [Double] {
        text.split { !($0.isNumber || $0 == "." || $0 == "-") }.compactMap { Double($0) }
    }
}
