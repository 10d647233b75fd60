import FlowGraph

/// Makes a map's SVG light, dark, or follow the reader's colour scheme.
///
/// Graphviz draws on white with fixed colours. A style sheet inside the SVG, which browsers
/// apply also to an SVG shown with `<img>` (GitHub, DocC), inverts the drawing's lightness and
/// turns hues back when the reader prefers a dark scheme: the page background turns dark, text
/// light, and each verb keeps its hue.
enum SVGColorScheme {
    /// The style sheet of a picture that follows the reader's system. Opened alone, it may sit on
    /// a white page whatever the system's scheme, so it keeps its (inverted) background.
    static let style = "<style>@media (prefers-color-scheme: dark) { svg { filter: invert(1) hue-rotate(180deg); } }</style>"
    /// The style sheet of the dark picture, which only pages of a dark theme show (through
    /// `<picture>`, or DocC's `~dark`): its background is left out, so the page's own shows
    /// through (GitHub's #0d1117, not a black slab on it).
    static let darkStyle = "<style>svg { filter: invert(1) hue-rotate(180deg); } g.graph > polygon:first-of-type { fill: none; }</style>"

    /// `svg` in `scheme`: unchanged for light, with the matching style sheet otherwise.
    static func applying(_ scheme: MapColorScheme, to svg: [UInt8]) -> [UInt8] {
        switch scheme {
        case .light: svg
        case .dark: inserting(darkStyle, into: svg)
        case .auto: inserting(style, into: svg)
        }
    }

    /// `svg` with `style` as the first child of its root element; unchanged if it has none.
    private static func inserting(_ style: String, into svg: [UInt8]) -> [UInt8] {
        let open = Array("<svg".utf8)
        guard let start = firstIndex(of: open, in: svg), let end = svg[start...].firstIndex(of: UInt8(ascii: ">")) else {
            return svg
        }
        return Array(svg[...end]) + Array(("\n" + style).utf8) + Array(svg[(end + 1)...])
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
