import Foundation
import Testing

/// Every committed picture (docs/, light and dark, and the DocC catalogs' copies) reads where
/// it is published, 900 CSS pixels wide (issue 23, points 1, 2 and 4): screen names at
/// ≥ 11 px and edge labels at ≥ 9 px of font size, a legend of at most a tenth of the
/// picture, and an arrowhead on every edge. These and the samples' layout checks, alone:
/// `swift test --package-path Toolchain --filter "Legibility|Geometry|Arrowhead"`.
@Suite struct PictureLegibilityTests {
    /// How wide README and docs pages show a picture, in CSS pixels.
    static let publishWidth = 900.0
    static let minimumName = 11.0
    static let minimumEdgeLabel = 9.0
    static let maximumLegendShare = 0.10

    /// The repository's root, from this file's place in Toolchain/Tests/FlowGraphRenderingTests.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every committed picture, relative to the repository root: each SVG under docs/
    /// (recursively) and under Sources/*/*.docc/Resources.
    static let pictures: [String] = {
        let files = FileManager.default
        var found: [String] = []
        if let walker = files.enumerator(atPath: repositoryRoot.appendingPathComponent("docs").path) {
            found += walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.map { "docs/" + $0 }
        }
        let sources = repositoryRoot.appendingPathComponent("Sources")
        for module in (try? files.contentsOfDirectory(atPath: sources.path)) ?? [] {
            for catalog in (try? files.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)) ?? []
            where catalog.hasSuffix(".docc") {
                let resources = "Sources/\(module)/\(catalog)/Resources"
                let names = (try? files.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(resources).path)) ?? []
                found += names.filter { $0.hasSuffix(".svg") }.map { "\(resources)/\($0)" }
            }
        }
        return found.sorted()
    }()

    static func picture(_ path: String) throws -> SVGPicture {
        try SVGPicture.read(repositoryRoot.appendingPathComponent(path))
    }

    /// The walk must find what is known to be committed, or every other test here passes on nothing.
    @Test func theCommittedPicturesAreFound() {
        for known in ["docs/shop-app.svg", "docs/shop-app-dark.svg", "docs/shop-app/CheckoutGroup.svg",
                      "Sources/FlowKit/FlowKit.docc/Resources/tutorial~dark.svg"] {
            #expect(Self.pictures.contains(known), "\(known) not found among \(Self.pictures)")
        }
    }

    @Test(arguments: pictures)
    func readsAtItsPublishWidth(path: String) throws {
        let picture = try Self.picture(path)
        let legibility = Legibility(picture, publishWidth: Self.publishWidth)
        #expect(legibility.smallestName != nil, "\(path): no screen names found")
        let shortfalls = legibility.shortfalls(minimumName: Self.minimumName, minimumEdgeLabel: Self.minimumEdgeLabel,
                                               maximumLegendShare: Self.maximumLegendShare)
        #expect(shortfalls.isEmpty, """
            \(path) (\(Measure.format(picture.width, digits: 0)) × \(Measure.format(picture.height, digits: 0)) px \
            natural) at \(Measure.format(Self.publishWidth, digits: 0)) px: \(shortfalls.joined(separator: "; ")) \
            [\(legibility.summary)]
            """)
    }

    @Test(arguments: pictures)
    func everyEdgeKeepsAVisibleArrowhead(path: String) throws {
        let picture = try Self.picture(path)
        let headless = picture.edgesWithoutArrowheads()
        #expect(headless.isEmpty, "\(path): \(headless.count) edge(s):\n\(headless.joined(separator: "\n"))")
    }
}
