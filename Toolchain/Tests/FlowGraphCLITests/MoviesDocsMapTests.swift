import Foundation
import Testing

/// The movies sample's map in docs/ must be what `Scripts/docs` would write now, every step
/// edge labelled with its case.
@Suite struct MoviesDocsMapTests {
    static let movies = ["Samples/Movies/MoviesKit", "--root", "OnboardingGroup.welcome", "--short-names"]

    @Test(arguments: ["movies-app.svg", "movies-app-dark.svg", "movies-app.mmd"])
    func committedMoviesMapIsCurrent(file: String) throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fresh = folder.appendingPathComponent(file).path
        let scheme = file.hasSuffix("-dark.svg") ? ["--color-scheme", "dark"] : []
        let run = try CLIRunner.run(["scan"] + Self.movies + scheme + ["--output", fresh])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.contentsEqual(atPath: fresh, andPath: DocsMapTests.docs.appendingPathComponent(file).path),
                "docs/\(file) is \(DocsMapTests.refresh)")
    }

    @Test func theMermaidMapLabelsEveryStepWithItsCase() throws {
        let mermaid = try String(contentsOf: DocsMapTests.docs.appendingPathComponent("movies-app.mmd"), encoding: .utf8)
        for step in ["movieDetail(Int)", "castDetail(Int)", "didPressNext", "didPressSkip", "settings · present",
                     "apiKeyIsComplete", "about", "apiKey"] {
            #expect(mermaid.contains("|\"\(step)"), "no edge labelled \(step)")
        }
        // Steps back to whatever is below are ↩ lines of their screen.
        for step in ["done · dismiss", "close", "back"] {
            #expect(mermaid.contains("<br/>↩ \(step)\""), "no ↩ \(step)")
        }
    }

    @Test func theMoviesAppPassesTheStrictCheck() throws {
        let run = try CLIRunner.run(["check", "Samples/Movies/MoviesKit", "--root", "OnboardingGroup.welcome", "--strict"])
        #expect(run.status == 0, "\(run.stderr)")
    }
}
