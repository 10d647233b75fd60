import Foundation
import Testing

/// `swift run MoviesApp` as a demo script or a person runs it: the built executable, its
/// output and its exit status.
@Suite struct MoviesExecutableTests {
    static func run(_ arguments: [String], input: String = "") throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("MoviesApp")
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
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
