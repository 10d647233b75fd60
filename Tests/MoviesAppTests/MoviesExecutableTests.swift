import ExecutableRunning
import Foundation
import Testing

/// `swift run MoviesApp` as a demo script or a person runs it: the built executable, its
/// output and its exit status.
@Suite struct MoviesExecutableTests {
    static func run(_ arguments: [String], input: String = "") throws -> ExecutableRun {
        try ExecutableRun("MoviesApp", arguments, input: input)
    }

    @Test func aScriptedVisitToACastMemberRunsToTheEnd() throws {
        let result = try Self.run(["--script", "didPressSkip,tab(2),movieDetail(1),castDetail(10),close"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("did navigate from WatchedFlow to movieDetail(1)\n"))
        #expect(result.stdout.contains("to castDetail(10)\n"))
        #expect(result.stdout.hasSuffix("  • castDetail <id>\n  • back\n"))
    }

    @Test func aCommandTheScreenDoesNotOfferStopsTheScriptWithOne() throws {
        let result = try Self.run(["--script", "didPressSkip,castDetail(10)"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: no action 'castDetail' on this screen\n")
    }

    @Test func anInteractiveSessionOffersTheCasesOfEachScreen() throws {
        let result = try Self.run([], input: "didPressNext\napiKeyIsComplete\nsettings\nquit\n")
        #expect(result.status == 0)
        #expect(result.stdout.contains("  • didPressNext\n  • didPressSkip\n"))
        #expect(result.stdout.contains("  • movieDetail <id>\n  • settings\n"))
        #expect(result.stdout.contains("did navigate from WishlistFlow to settings\n"))
        #expect(result.stdout.contains("  • apiKey\n  • about\n  • done\n"))
    }
}
