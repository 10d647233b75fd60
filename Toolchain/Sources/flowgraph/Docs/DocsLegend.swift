@_spi(FlowKitTools) import FlowGraph

/// The legend a documentation page writes below a picture, instead of drawing it inside (where
/// it took as much room as the map it explained): each line style the picture uses, drawn in
/// text as the drawn legend draws it, with its colour named, then the marks it uses. Read from
/// ``MapLegend``, the DOT writer's own legend facts.
enum DocsLegend {
    /// The legend's Markdown lines (two short paragraphs), or none when `legend` is empty.
    static func markdown(_ legend: MapLegend) -> [String] {
        var lines: [String] = []
        if !legend.lines.isEmpty {
            let styles = legend.lines.map { "`\($0.sample)` \($0.title) (\(looks($0)))" }
            lines += ["**Lines:** " + styles.joined(separator: " · "), ""]
        }
        if !legend.marks.isEmpty {
            lines += ["**Marks:** " + legend.marks.joined(separator: " · "), ""]
        }
        return lines
    }

    /// The colour and the style in words: `blue, bold`, `grey, dashed`, `red, double`.
    static func looks(_ line: MapLegend.Line) -> String {
        var words = [colorName(line.color)]
        if line.isDouble { words.append("double") }
        words += line.style.split(separator: ",").map(String.init).filter { $0 != "solid" }
        return words.joined(separator: ", ")
    }

    /// A plain name for a `#RRGGBB` colour, by hue (or `grey`, `dark grey` for colours with
    /// little saturation), so the words follow the palette wherever it is defined.
    static func colorName(_ hex: String) -> String {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return hex }
        let red = Double((value >> 16) & 0xFF) / 255, green = Double((value >> 8) & 0xFF) / 255
        let blue = Double(value & 0xFF) / 255
        let high = max(red, green, blue), low = min(red, green, blue)
        let lightness = (high + low) / 2
        let saturation = high == low ? 0 : (high - low) / (1 - abs(2 * lightness - 1))
        guard saturation >= 0.3 else { return lightness < 0.35 ? "dark grey" : "grey" }
        var hue: Double
        switch high {
        case red: hue = 60 * ((green - blue) / (high - low))
        case green: hue = 60 * ((blue - red) / (high - low) + 2)
        default: hue = 60 * ((red - green) / (high - low) + 4)
        }
        if hue < 0 { hue += 360 }
        let names: [(below: Double, name: String)] = [
            (15, "red"), (45, "orange"), (70, "yellow"), (160, "green"), (195, "teal"), (255, "blue"),
            (300, "purple"), (345, "pink"), (361, "red"),
        ]
        return names.first { hue < $0.below }?.name ?? "red"
    }
}
