import FlowGraph
import Foundation
import Testing
@testable import FlowGraphRendering

/// Every format comes out as a complete, well-formed file of that format.
struct FormatTests {
    /// A small map: plain `dot`, clusters, HTML labels, legend.
    static let smallMap = NavigationMaps.dot(screens: 20)
    static let screenIDs = (0..<20).map(NavigationMaps.id)

    @Test func svgIsWellFormedXMLNamingEveryScreen() throws {
        let svg = try GraphRenderer.render(dot: Self.smallMap, options: RenderOptions(format: .svg))
        let titles = try #require(SVGPicture.nodeTitles(svg), "SVG does not parse as XML")
        for id in Self.screenIDs {
            #expect(titles.contains(id), "no node titled \(id)")
        }
        #expect(String(decoding: svg, as: UTF8.self).contains("<svg"))
    }

    @Test func pngHasSignatureSizeAndPlausibleDimensions() throws {
        let png = try GraphRenderer.render(dot: Self.smallMap, options: RenderOptions(format: .png))
        let size = try #require(pngDimensions(png), "not a PNG")
        #expect(png.count > 1024)
        // Twenty screens with labels at 96 dpi: hundreds of pixels each way, far below the
        // 32767-pixel limit Graphviz would scale down to.
        #expect((100...20_000).contains(size.width))
        #expect((100...20_000).contains(size.height))
        // The IEND chunk closes every complete PNG.
        #expect(Array(png.suffix(8).prefix(4)) == Array("IEND".utf8))
    }

    @Test func pdfHasHeaderTrailerAndBody() throws {
        let pdf = try GraphRenderer.render(dot: Self.smallMap, options: RenderOptions(format: .pdf))
        #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
        let tail = String(decoding: pdf.suffix(32), as: UTF8.self)
        #expect(tail.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF"))
        #expect(pdf.count > 1024)
    }

    @Test func aMinimalGraphRendersInEveryFormat() throws {
        for format in RenderFormat.allCases {
            let bytes = try GraphRenderer.render(dot: "digraph { a -> b }", options: RenderOptions(format: format))
            #expect(bytes.count > 100, "\(format) output is \(bytes.count) bytes")
        }
    }

    @Test(arguments: [("svg", RenderFormat.svg), ("PNG", .png), (".pdf", .pdf), (".Svg", .svg)])
    func formatFromFileExtension(name: String, format: RenderFormat) {
        #expect(RenderFormat(fileExtension: name) == format)
    }

    @Test(arguments: ["", ".", "dot", "jpeg", "..svg", "svgz"])
    func unknownFileExtensionsNameNoFormat(name: String) {
        #expect(RenderFormat(fileExtension: name) == nil)
    }

    @Test func rawValuesAreGraphvizNames() {
        #expect(RenderFormat.allCases.map(\.rawValue) == ["svg", "png", "pdf"])
        #expect(LayoutEngine.allCases.map(\.rawValue)
            == ["dot", "neato", "fdp", "sfdp", "circo", "twopi", "osage", "patchwork"])
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        for engine in [LayoutEngine.dot, .sfdp] {
            let options = RenderOptions(format: .svg, engine: engine)
            let first = try GraphRenderer.render(dot: Self.smallMap, options: options)
            let second = try GraphRenderer.render(dot: Self.smallMap, options: options)
            // Compared outside #expect, which would diff the arrays byte by byte on failure.
            let identical = first == second
            #expect(identical, "\(engine) is not deterministic")
        }
    }

    /// In-process output equals Graphviz's own tool's, byte for byte: parsing, IDs and random
    /// seeds behave as in a fresh `dot` process, however many renders came before.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: Self.dotTool)),
          arguments: [LayoutEngine.dot, .sfdp])
    func matchesGraphvizCommandLine(engine: LayoutEngine) throws {
        _ = try GraphRenderer.render(dot: NavigationMaps.dot(screens: 40), options: RenderOptions(format: .svg, engine: engine))
        let inProcess = try GraphRenderer.render(dot: Self.smallMap, options: RenderOptions(format: .svg, engine: engine))
        // An explicit engine keeps its tuned settings; the tool is given them as graph attributes.
        let tuned = LayoutChoice.tuned(engine, nodeCount: 1).graphAttributes
        let fromTool = try Self.drawnByGraphvizTool(
            Self.smallMap, arguments: ["-K\(engine.rawValue)", "-Tsvg"] + tuned.keys.sorted().map { "-G\($0)=\(tuned[$0] ?? "")" })
        let same = inProcess == fromTool
        #expect(same, "\(engine): \(inProcess.count) bytes in process, \(fromTool.count) from the tool")
    }

    static let dotTool = "/usr/bin/dot"

    /// What Graphviz's own `dot` tool writes for `dot` given `arguments` (its standard error
    /// dropped).
    static func drawnByGraphvizTool(_ dot: String, arguments: [String]) throws -> [UInt8] {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: dotTool)
        tool.arguments = arguments
        let input = Pipe(), output = Pipe()
        tool.standardInput = input
        tool.standardOutput = output
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        input.fileHandleForWriting.write(Data(dot.utf8))
        try input.fileHandleForWriting.close()
        let drawn = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        tool.waitUntilExit()
        return drawn
    }
}
