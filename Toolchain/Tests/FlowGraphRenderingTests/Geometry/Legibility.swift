import Foundation

/// How a picture reads at its publish width: the smallest screen name and edge label, in the
/// CSS font size a browser gives their letters, and the legend's share of the picture.
struct Legibility {
    /// A line of text and its font size on screen.
    struct Sample {
        var text: String
        var pixels: Double
    }

    /// CSS pixels per viewBox unit at the publish width.
    var scale: Double
    var smallestName: Sample?
    /// The smallest line of an edge label or of the legend.
    var smallestEdgeLabel: Sample?
    /// The legend's box over the picture's (viewBox) area, 0…1; 0 without a legend.
    var legendShare: Double

    /// `picture` shown `publishWidth` CSS pixels wide (or at its natural size when narrower).
    init(_ picture: SVGPicture, publishWidth: Double) {
        let scale = picture.displayScale(publishWidth: publishWidth)
        self.scale = scale
        func smallest(_ lines: [SVGPicture.Text]) -> Sample? {
            lines.min { $0.fontSize < $1.fontSize }.map { Sample(text: $0.content, pixels: $0.fontSize * scale) }
        }
        smallestName = smallest(picture.screenNames.map(\.line))
        smallestEdgeLabel = smallest(picture.edgeLabelLines.map(\.line) + picture.legendLines.map(\.line))
        legendShare = (picture.legend?.box?.area ?? 0) / picture.viewBox.area
    }

    /// What falls short of the goals, one sentence each; empty when the picture meets them.
    /// - Parameters:
    ///   - minimumName: The smallest screen name allowed, in CSS pixels.
    ///   - minimumEdgeLabel: The smallest edge label line allowed, in CSS pixels.
    ///   - maximumLegendShare: The largest share of the picture's area the legend may take.
    func shortfalls(minimumName: Double, minimumEdgeLabel: Double, maximumLegendShare: Double) -> [String] {
        var found: [String] = []
        if let name = smallestName, name.pixels < minimumName {
            found.append("screen names from \(Measure.format(name.pixels, digits: 2)) px (\"\(name.text)\"), "
                         + "need ≥ \(Measure.format(minimumName, digits: 0)) px")
        }
        if let label = smallestEdgeLabel, label.pixels < minimumEdgeLabel {
            found.append("edge labels from \(Measure.format(label.pixels, digits: 2)) px (\"\(label.text)\"), "
                         + "need ≥ \(Measure.format(minimumEdgeLabel, digits: 0)) px")
        }
        if legendShare > maximumLegendShare {
            found.append("the legend takes \(Measure.format(legendShare * 100)) % of the picture, "
                         + "need ≤ \(Measure.format(maximumLegendShare * 100, digits: 0)) %")
        }
        return found
    }

    /// The measures, for a failure message: scale, smallest name, smallest edge label, legend.
    var summary: String {
        func text(_ sample: Sample?) -> String {
            sample.map { "\(Measure.format($0.pixels, digits: 2)) px (\"\($0.text)\")" } ?? "none"
        }
        return "\(Measure.format(scale, digits: 3)) px per pt; smallest name \(text(smallestName)); "
            + "smallest edge label \(text(smallestEdgeLabel)); legend \(Measure.format(legendShare * 100)) % of the area"
    }
}
