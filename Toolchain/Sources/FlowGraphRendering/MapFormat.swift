@_spi(FlowKitTools) import FlowGraph

extension MapFormat {
    /// SVG, light or dark (``SVGMapWriter``).
    @_spi(FlowKitTools) public static let svg = MapFormat(name: "svg", extensions: ["svg"], isText: true, isDrawing: true,
                                                          writer: SVGMapWriter.self)
    /// PNG (``PNGMapWriter``).
    @_spi(FlowKitTools) public static let png = MapFormat(name: "png", extensions: ["png"], isText: false, isDrawing: true,
                                                          writer: PNGMapWriter.self)
    /// PDF (``PDFMapWriter``).
    @_spi(FlowKitTools) public static let pdf = MapFormat(name: "pdf", extensions: ["pdf"], isText: false, isDrawing: true,
                                                          writer: PDFMapWriter.self)
    /// The interactive page (``HTMLMapWriter``).
    @_spi(FlowKitTools) public static let html = MapFormat(name: "html", extensions: ["html", "htm"], isText: true,
                                                           isDrawing: true, writer: HTMLMapWriter.self)

    /// Graphviz's format for the formats that are a Graphviz picture of DOT (their names are
    /// Graphviz's `-T` names); `nil` for text and the page.
    @_spi(FlowKitTools) public var renderFormat: RenderFormat? {
        [MapFormat.svg, .png, .pdf].contains(self) ? RenderFormat(rawValue: name) : nil
    }
}

extension MapFormatRegistry {
    /// Every format a map can be written in: FlowGraph's text formats, then the pictures and the
    /// interactive page this module draws with Graphviz.
    @_spi(FlowKitTools) public static let drawing = MapFormatRegistry.text.registering([.svg, .png, .pdf, .html])
}
