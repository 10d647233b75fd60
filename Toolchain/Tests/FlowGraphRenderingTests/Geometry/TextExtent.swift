import Foundation

/// Where a line of text ends up on the page, estimated: an SVG carries a `<text>`'s anchor and
/// font size but not its width, which the reader's font decides.
///
/// The maps ask for Helvetica, which browsers draw as Helvetica or as Arial / Liberation Sans
/// (made to share its advances). Widths here are per character class, rounded *up* from
/// Helvetica's advances (in em): `i j l` 0.23; `f t I` and space and `. , : ; ! '` 0.28;
/// `r ( ) [ ] -` and the middle dot 0.34; lower-case `c k s v x y z` and `J` 0.5; other
/// lower-case letters and digits 0.56; `L` 0.56; `F T Z` 0.62; `A B E K P S V X Y` 0.67;
/// `C D H N R U w` 0.73; `G O Q` 0.78; `m M` 0.84; `W` 0.95; anything else 0.6 (1.0 from the
/// CJK blocks up). Bold letters are 0.06 em wider (Helvetica-Bold's letters gain up to 56
/// thousandths). Rounding up means no overlap a reader sees is missed, while a line's
/// estimate runs at most about 2 % wider than Helvetica draws it, which the checks' 1 pt
/// tolerance mostly absorbs.
/// Heights: the ascender reaches 0.75 em above the baseline, descenders 0.22 em below
/// (Helvetica's 718 and 207 thousandths, rounded up).
enum TextExtent {
    static let ascent = 0.75
    static let descent = 0.22

    /// The advance of `text` in em.
    static func advance(of text: String, bold: Bool) -> Double {
        text.unicodeScalars.reduce(0) { total, scalar in
            total + advance(of: scalar) + (bold && scalar.properties.isAlphabetic ? 0.06 : 0)
        }
    }

    private static func advance(of scalar: Unicode.Scalar) -> Double {
        let classes: [(characters: String, em: Double)] = [
            ("ijl", 0.23), ("ftI .,:;!'", 0.28), ("r()[]-\u{B7}", 0.34), ("cksvxyzJ", 0.5),
            ("abdeghnopqu0123456789L", 0.56), ("FTZ", 0.62), ("ABEKPSVXY", 0.67), ("CDHNRUw", 0.73),
            ("GOQ", 0.78), ("mM", 0.84), ("W", 0.95),
        ]
        if let match = classes.first(where: { $0.characters.unicodeScalars.contains(scalar) }) { return match.em }
        return scalar.value >= 0x2E80 ? 1.0 : 0.6
    }
}

extension SVGPicture.Text {
    /// The line's estimated width in viewBox units.
    var width: Double { TextExtent.advance(of: content, bold: isBold) * fontSize }

    /// The line's estimated ink box: its advance along the baseline, placed by its anchor, from
    /// the ascender to the descender.
    var box: PlaneBox {
        let start: Double
        switch anchor {
        case "middle": start = x - width / 2
        case "end": start = x - width
        default: start = x
        }
        return PlaneBox(minX: start, minY: baseline - TextExtent.ascent * fontSize,
                        maxX: start + width, maxY: baseline + TextExtent.descent * fontSize)
    }
}
