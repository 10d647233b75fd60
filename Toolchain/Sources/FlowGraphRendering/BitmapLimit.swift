/// How large a PNG may be, and the resolution that keeps a laid-out map within it.
///
/// Graphviz's cairo renderer shrinks any bitmap of 32,767 pixels or more a side itself, and
/// says so with raw text on standard error (`(null): graph is too large for cairo-renderer
/// bitmaps. Scaling by 0.977 to fit`) that a caller cannot capture; below that, a 30,000 px
/// square still needs 3.6 GB of memory. So the renderer lowers the resolution first, to keep
/// both sides and the area within these limits, and reports that in a sentence of its own.
enum BitmapLimit {
    /// The most pixels a side, under cairo's 32,767.
    static let side = 32_000.0
    /// The most pixels in all: 100 million, 400 MB of RGBA.
    static let area = 100_000_000.0
    /// Graphviz's bitmap resolution.
    static let defaultDPI = 96.0
    /// The margin Graphviz adds around the drawing (`pad`, 4 points a side).
    private static let padding = 8.0

    /// The resolution to draw at, and the warning that says why, when a drawing whose bounding
    /// box (Graphviz's `bb`, see ``BoundingBox``) is too large at 96 dpi; `nil` when it fits.
    static func fit(boundingBox: String) -> (dpi: Double, warning: String)? {
        guard let box = BoundingBox(boundingBox) else { return nil }
        let width = (box.width + padding) * defaultDPI / 72
        let height = (box.height + padding) * defaultDPI / 72
        let scale = min(1, side / max(width, 1), side / max(height, 1), (area / max(width * height, 1)).squareRoot())
        guard scale < 1 else { return nil }
        let dpi = (defaultDPI * scale * 0.99).rounded(.down)
        let warning = "the map is \(Int(width)) × \(Int(height)) px, over the PNG limit "
            + "(\(Int(side)) px a side, \(Int(area / 1_000_000)) megapixels): drawn at \(Int(dpi)) dpi instead of 96, "
            + "so its text is small; write svg, or draw part of the map with --group NAME or --overview"
        return (max(dpi, 1), warning)
    }
}
