import Foundation
import Testing

/// What the README tells adopters to write compiles as written, and so do the apps the
/// benchmarks measure: code is compiled by `swiftc` (to object files, so region-based isolation
/// is checked too) against the modules the test build just made, as `AdopterCompileTests` does.
@Suite struct AdopterDocsTests {
    typealias Mode = AdopterCompileTests.Mode

    /// The tour's first example with its screens as Getting Started writes them (`@MainActor`
    /// classes): an adopter who combines the two gets code that compiles, in every mode.
    @Test(arguments: Mode.allCases)
    func theReadmeTourCompilesWithMainActorScreens(mode: Mode) throws {
        let readme = try String(contentsOf: AdopterCompileTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let tour = try #require(Self.firstSwiftBlock(after: "## A tour of the DSL", in: readme))
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tourFile = folder.appendingPathComponent("Tour.swift")
        try Data(tour.utf8).write(to: tourFile)
        let screens = AdopterCompileTests.root.appendingPathComponent("Tests/AdopterFixtures/ReadmeTourScreens.swift")
        let result = try Self.compileModule([tourFile.path, screens.path], mode: mode, in: folder)
        #expect(result.status == 0 && result.output.isEmpty, "\(mode.rawValue):\n\(tour)\n\(result.output)")
    }

    /// `flowgen`'s synthetic apps, which the benchmarks scan, are real FlowKit apps: a small one
    /// compiles with no diagnostic (its flows reach each other in loops, so it writes the types
    /// the README's rule asks for). The generator is compiled from its sources, so this needs
    /// no built executable.
    @Test func aGeneratedBenchmarkAppCompiles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generatorFolder = AdopterCompileTests.root.appendingPathComponent("Benchmarks/FlowGen")
        let generatorSources = try FileManager.default.contentsOfDirectory(atPath: generatorFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { generatorFolder.appendingPathComponent($0).path }
        let flowgen = folder.appendingPathComponent("flowgen")
        let built = try AdopterCompileTests.swiftc(["-o", flowgen.path] + generatorSources)
        try #require(built.status == 0, "\(built.output)")

        let app = folder.appendingPathComponent("app")
        let generated = try AdopterCompileTests.run(flowgen, ["--output", app.path, "--seed", "1", "--screens", "40"])
        try #require(generated.status == 0, "\(generated.output)")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: app.path).filter { $0.hasSuffix(".swift") }
            .map { app.appendingPathComponent($0).path }
        try #require(sources.count > 20)
        let result = try Self.compileModule(sources, mode: .swift6, in: folder)
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    /// The text of the first ```swift block after the line `heading`, if there is one.
    static func firstSwiftBlock(after heading: String, in markdown: String) -> String? {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }),
              let open = lines[start...].firstIndex(where: { $0 == "```swift" }),
              let close = lines[(open + 1)...].firstIndex(where: { $0 == "```" }) else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
    }

    /// Compiles `files` as one library module into an object file in `folder`.
    static func compileModule(_ files: [String], mode: Mode, in folder: URL) throws -> (status: Int32, output: String) {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("Modules")
        return try AdopterCompileTests.swiftc(["-parse-as-library", "-wmo", "-module-name", "Adopter", "-c",
                                               "-o", folder.appendingPathComponent("Adopter.o").path]
                                              + mode.flags + ["-I", modules.path] + files)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adopter-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
