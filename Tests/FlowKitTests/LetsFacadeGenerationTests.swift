@_spi(FlowKitTools) import FlowKit
import Foundation
import Testing

/// The `lets` verb façades are the ones the verb table renders (``LetsFacadeRenderer``): a verb
/// added, renamed or re-described fails here until the files are regenerated, with
/// `FLOWKIT_REGENERATE_VERBS=1 swift test --filter LetsFacadeGenerationTests`.
@Suite struct LetsFacadeGenerationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/FlowKit/Lets")

    @Test func theCommittedFacadesAreTheOnesTheVerbTableRenders() throws {
        let files = try LetsFacadeRenderer.files()
        if ProcessInfo.processInfo.environment["FLOWKIT_REGENERATE_VERBS"] == "1" {
            for file in files {
                try file.text.write(to: Self.folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
            }
            return
        }
        for file in files {
            let committed = try String(contentsOf: Self.folder.appendingPathComponent(file.name), encoding: .utf8)
            // Compared apart, so that a failure names the first differing line, not both whole files.
            let isRendered = committed == file.text
            #expect(isRendered, """
                \(file.name) is not what NavigationVerb renders (\(Self.firstDifference(committed, file.text))); \
                regenerate with \(LetsFacadeRenderer.regenerateCommand)
                """)
        }
        // A family whose verbs all came to be written by hand must leave no stale generated file.
        let generated = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { name in
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            return text.hasPrefix(LetsFacadeRenderer.marker)
        }
        #expect(Set(generated) == Set(files.map(\.name)))
    }

    /// Only `emit` is written by hand; a verb whose shape the traits stop telling shows up here.
    @Test func everyVerbButEmitIsGenerated() {
        let handWritten = NavigationVerb.allCases.filter { LetsFacadeRenderer.shape(of: $0) == .handWritten }
        #expect(handWritten == [.emit])
    }

    private static func firstDifference(_ committed: String, _ rendered: String) -> String {
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let was = index < old.count ? String(old[index]) : "<end>"
            let now = index < new.count ? String(new[index]) : "<end>"
            if was != now { return "line \(index + 1): committed `\(was)`, rendered `\(now)`" }
        }
        return "same lines"
    }
}
