@_spi(FlowKitTools) import FlowGraph
import Foundation
import Testing
@_spi(FlowKitTools) @testable import FlowGraphRendering

/// Maps drawn through the format registry: explicit engines keep their tuning, oversize
/// bitmaps are scaled with our own warning, SVG follows the reader's colour scheme.
struct MapPictureTests {
    @Test func everyFormatHasAWriterAndItsExtensionsNameIt() throws {
        let registry = MapFormatRegistry.drawing
        #expect(registry.formats.map(\.name) == ["dot", "mermaid", "json", "svg", "png", "pdf", "html"])
        for format in registry.formats {
            for suffix in format.extensions { #expect(registry.format(path: "dir.x/map.\(suffix.uppercased())") == format) }
            #expect(registry.format(named: format.name) == format)
        }
        #expect(registry.format(path: "map") == nil)
        #expect(registry.format(path: "map.txt") == nil)
        #expect(MapFormatRegistry.text.format(path: "map.svg") == nil, "FlowGraph's own registry holds no picture")
        #expect(registry.formats.compactMap(\.renderFormat) == [.svg, .png, .pdf])
        let graph = NavigationMaps.graph(screens: 3)
        for format in registry.formats {
            let file = try format.writer.file(of: graph, options: MapOptions())
            #expect(!file.bytes.isEmpty, "\(format)")
            #expect(file.warnings.isEmpty, "\(format): \(file.warnings)")
        }
    }

    @Test(arguments: [LayoutEngine.sfdp, .neato, .fdp, .circo, .twopi])
    func anExplicitForceDirectedEngineStillRemovesOverlaps(engine: LayoutEngine) {
        let choice = LayoutChoice.tuned(engine, nodeCount: 40)
        #expect(choice.engine == engine)
        #expect(choice.graphAttributes["overlap"]?.hasPrefix("prism") == true)
    }

    @Test func anExplicitEngineThatSizeWouldChooseGetsThatTier() {
        #expect(LayoutChoice.tuned(.dot, nodeCount: 400) == .boundedHierarchical)
        #expect(LayoutChoice.tuned(.dot, nodeCount: 9_000) == .leanHierarchical)
        #expect(LayoutChoice.tuned(.sfdp, nodeCount: 9_000) == .scaledForceDirected)
        #expect(LayoutChoice.tuned(.osage, nodeCount: 10).graphAttributes.isEmpty)
    }

    @Test func anExplicitSfdpDrawsTheSameAsSfdpWithItsTunedAttributesSpelledOut() throws {
        let dot = NavigationMaps.dot(screens: 30)
        let explicit = try GraphRenderer.render(dot: dot, options: RenderOptions(format: .svg, engine: .sfdp))
        let spelled = dot.replacingFirst("{\n", with: "{\n  overlap=\"prism100\"; overlap_scaling=\"-16\"; splines=\"false\";\n")
        let tuned = try GraphRenderer.render(dot: spelled, options: RenderOptions(format: .svg, engine: .sfdp))
        let same = explicit == tuned
        #expect(same)
    }

    @Test func bitmapLimitsScaleByTheTighterOfSideAndArea() throws {
        #expect(BitmapLimit.fit(boundingBox: "0,0,1000,800") == nil)
        #expect(BitmapLimit.fit(boundingBox: "nonsense") == nil)
        #expect(BitmapLimit.fit(boundingBox: "0 0 48000 300")?.dpi == BitmapLimit.fit(boundingBox: "0,0,48000,300")?.dpi)
        let wide = try #require(BitmapLimit.fit(boundingBox: "0,0,48000,300"))
        #expect(wide.dpi < 48 && wide.dpi > 40, "\(wide.dpi)")
        #expect(wide.warning.contains("over the PNG limit"))
        let square = try #require(BitmapLimit.fit(boundingBox: "0,0,20000,20000"))
        // 26,677 px a side is within 32,000 but 711 megapixels: the area decides.
        #expect(square.dpi < 96 * (100_000_000.0 / (26_677.0 * 26_677.0)).squareRoot())
    }

    @Test func anOversizePNGIsScaledWithOurWarningAndNoGraphvizText() throws {
        let chain = (0..<60).map { "n\($0) -> n\($0 + 1);" }.joined(separator: " ")
        let dot = "digraph { rankdir=LR; ranksep=8; \(chain) }"
        let log = MessageLog()
        let png = try GraphRenderer.render(dot: dot, options: RenderOptions(format: .png, diagnostics: log.append))
        let size = try #require(pngDimensions(png))
        #expect(size.width <= 32_000 && size.width > 20_000, "\(size)")
        let said = log.all.joined(separator: "\n")
        #expect(said.contains("over the PNG limit"))
        #expect(!said.contains("(null)"))
    }

    /// A page offers a light and a dark picture and picks by its own theme; `auto` is for a
    /// picture opened alone, following the reader's system.
    @Test func svgMapsComeLightDarkOrFollowingTheReadersSystem() throws {
        func svg(_ scheme: MapColorScheme) throws -> String {
            var options = MapOptions()
            options.colorScheme = scheme
            return String(decoding: try SVGMapWriter.file(of: NavigationMaps.graph(screens: 2), options: options).bytes,
                          as: UTF8.self)
        }
        #expect(try !svg(.light).contains("<style>"), "light is Graphviz's own drawing")
        #expect(try svg(.light) == svg(MapOptions().colorScheme), "light is the default")
        for (scheme, style) in [(MapColorScheme.dark, SVGColorScheme.darkStyle), (.auto, SVGColorScheme.style)] {
            let text = try svg(scheme)
            let root = try #require(text.range(of: "<svg"))
            let inserted = try #require(text.range(of: style), "\(scheme)")
            #expect(root.upperBound < inserted.lowerBound, "the style sheet sits inside the root element")
            #expect(text.components(separatedBy: "<style>").count == 2)
        }
        #expect(SVGColorScheme.applying(.dark, to: Array("no root".utf8)) == Array("no root".utf8))
        // Graphviz's first polygon is the page; the dark picture lets the dark page show through.
        let light = try svg(.light)
        let background = try #require(light.range(of: "<title>FlowGraph</title>\n<polygon fill=\"white\""), "\(light.prefix(600))")
        #expect(light[background].hasSuffix("fill=\"white\""))
        #expect(SVGColorScheme.darkStyle.contains("g.graph > polygon:first-of-type { fill: none; }"))
        #expect(!SVGColorScheme.style.contains("fill: none"), "a picture opened alone keeps its background")
    }

    @Test func theHTMLPageIsSelfContainedAndScriptable() throws {
        var graph = NavigationMaps.graph(screens: 4)
        graph.nodes[1].file = "Sources/A.swift"
        graph.nodes[1].line = 3
        let page = String(decoding: try HTMLMapWriter.file(of: graph, options: MapOptions(linkBase: "https://x.test/r")).bytes,
                          as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(!page.contains("<script src") && !page.contains("<link ") && !page.contains("http://www.w3.org/Graphics"))
        for index in 0..<4 { #expect(page.contains("id=\"node_\(index)\""), "node_\(index)") }
        #expect(page.contains("id=\"edge_0\""))
        #expect(page.contains("<li data-node=\"3\""))
        #expect(page.contains("\"link\": \"https://x.test/r/Sources/A.swift#L3\""))
    }
}
