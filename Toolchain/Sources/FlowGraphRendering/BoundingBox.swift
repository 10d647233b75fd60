/// A laid-out graph's bounding box, as Graphviz writes its `bb` attribute: `llx lly urx ury` in
/// points (`gvLayout` separates them with spaces, DOT output with commas).
struct BoundingBox {
    /// The drawing's width in points.
    let width: Double
    /// The drawing's height in points.
    let height: Double

    /// The box `text` writes; `nil` unless it holds four numbers.
    init?(_ text: String) {
        let corners = text.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
        guard corners.count == 4 else { return nil }
        width = corners[2] - corners[0]
        height = corners[3] - corners[1]
    }
}
