import Foundation
import Testing

/// The samples' default maps, drawn as `flowgraph scan SAMPLE --output map.svg` draws them
/// (with the roots and short names Scripts/docs gives each), have a clean layout (issue 23,
/// point 4): no edge runs through a node other than its ends, no edge label lies on another
/// label or on a node, and every edge shows its arrowhead.
@Suite struct SampleMapGeometryTests {
    /// Each sample's `scan` arguments, as Scripts/docs passes them.
    static let samples: [String: [String]] = [
        "TutorialApp": ["Samples/Tutorial/TutorialApp", "--root", "TutorialFlows.tutorial"],
        "ShopKit": ["Samples/ShopApp/ShopKit", "--root", "OnboardingGroup.welcome", "--short-names"],
        "MoviesKit": ["Samples/Movies/MoviesKit", "--root", "OnboardingGroup.welcome", "--short-names"],
    ]

    struct DrawingFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// Each sample's default map, drawn once for all the tests here.
    static let maps: [String: Result<SVGPicture, DrawingFailed>] = samples.mapValues { arguments in
        Result { try defaultMap(arguments) }.mapError { DrawingFailed(description: "\($0)") }
    }

    static func defaultMap(_ arguments: [String]) throws -> SVGPicture {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowgraph-geometry-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = try flowgraph()
        process.arguments = ["scan"] + arguments + ["--output", output.path]
        process.currentDirectoryURL = PictureLegibilityTests.repositoryRoot
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DrawingFailed(description: "flowgraph scan \(arguments.joined(separator: " ")) exited "
                                + "\(process.terminationStatus): \(said)")
        }
        return try SVGPicture.read(output)
    }

    /// The `flowgraph` SwiftPM built beside the tests (a dependency of this test target).
    static func flowgraph() throws -> URL {
        let folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
        let candidates = folders.map { $0.appendingPathComponent("flowgraph") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw DrawingFailed(description: "no flowgraph executable in \(folders.map(\.path))")
        }
        return found
    }

    static func map(_ sample: String) throws -> SVGPicture {
        try #require(maps[sample]).get()
    }

    @Test(arguments: samples.keys.sorted())
    func noEdgeRunsThroughANode(sample: String) throws {
        let picture = try Self.map(sample)
        // The tutorial's four verbs with a target and its entry arrow; its back verbs are ↩ lines.
        #expect(picture.edges.count >= 5, "\(sample): only \(picture.edges.count) edges drawn")
        let crossings = picture.edgesThroughNodes()
        #expect(crossings.isEmpty, "\(sample): \(crossings.count) crossing(s):\n\(crossings.joined(separator: "\n"))")
    }

    @Test(arguments: samples.keys.sorted())
    func noLabelLiesOnAnotherLabelOrANode(sample: String) throws {
        let picture = try Self.map(sample)
        #expect(!picture.edgeLabelLines.isEmpty, "\(sample): no edge labels drawn")
        let overlaps = picture.overlappingLabels()
        #expect(overlaps.isEmpty, "\(sample): \(overlaps.count) overlap(s):\n\(overlaps.joined(separator: "\n"))")
    }

    @Test(arguments: samples.keys.sorted())
    func everyEdgeDrawsAVisibleArrowhead(sample: String) throws {
        let headless = try Self.map(sample).edgesWithoutArrowheads()
        #expect(headless.isEmpty, "\(sample): \(headless.count) edge(s):\n\(headless.joined(separator: "\n"))")
    }
}
