/// How large a drawn map's text is where it is published, and whether that is large enough.
///
/// A picture is read in a column of fixed width (GitHub's README column and a docs page are
/// about 900 CSS px): one wider than that is scaled down to fit, one narrower is shown at its
/// natural size (a point is 4/3 px). Text is legible when screen names are at least
/// ``nameMinimum`` and every other label at least ``labelMinimum`` CSS px of font size there.
public struct MapLegibility: Hashable, Sendable {
    /// The least font size, in CSS px, of a screen's name.
    public static let nameMinimum = 11.0
    /// The least font size, in CSS px, of an edge label, a note or a legend line.
    public static let labelMinimum = 9.0
    /// The width, in CSS px, of the column README and docs pictures are read in.
    public static let defaultPublishWidth = 900

    /// The font size, in CSS px, of screen names at the publish width.
    public let nameSize: Double
    /// The font size, in CSS px, of the smallest label at the publish width.
    public let labelSize: Double

    /// The sizes of a drawing `width` points wide, shown in a column `publishWidth` CSS px wide.
    /// - Parameters:
    ///   - width: The drawing's width in points (Graphviz's bounding box).
    ///   - publishWidth: The column's width in CSS px.
    ///   - sublines: Whether the drawing has sublines, whose notes are its smallest labels.
    public init(width: Double, publishWidth: Int, sublines: Bool) {
        let natural = width * 4 / 3
        let scale = natural <= Double(publishWidth) || width <= 0 ? 4.0 / 3 : Double(publishWidth) / width
        nameSize = Double(DOTDocument.nameSize) * scale
        labelSize = Double(sublines ? DOTDocument.noteSize : DOTDocument.labelSize) * scale
    }

    /// Whether names and labels are both at least their minimum.
    public var isLegible: Bool { nameSize >= Self.nameMinimum && labelSize >= Self.labelMinimum }
}
