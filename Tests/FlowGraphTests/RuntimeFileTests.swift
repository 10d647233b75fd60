import FlowGraph
import FlowKit
import Testing
import TutorialApp
/// `file` at run time: the `#fileID` the verbs record, or the file's path under a source root.
@MainActor
struct RuntimeFileTests {
    private static let root = SourceRoot(packageContaining: #filePath)

    @Test func aSourceRootTurnsFileIDsIntoThePathsAScanGives() throws {
        let root = try #require(Self.root)
        let flows = TutorialFlows()
        let walked = RuntimeWalker(owners: [flows], sources: root).walk([flows.tutorial])
        let path = "\(root.path)/Samples/Tutorial/TutorialApp/TutorialFlows.swift"
        #expect(walked.nodes.allSatisfy { $0.file == path }, "\(walked.nodes.map(\.file))")
        #expect(walked.edges.allSatisfy { $0.file == path })
        // Without one, the #fileID, as before.
        let plain = RuntimeWalker(owners: [flows]).walk([flows.tutorial])
        #expect(plain.nodes.allSatisfy { $0.file == "TutorialApp/TutorialFlows.swift" })
    }

    @Test(arguments: [
        ("TutorialApp/TutorialFlows.swift", [:], "Samples/Tutorial/TutorialApp/TutorialFlows.swift"),
        ("FlowGraph/SourceRoot.swift", [:], "Sources/FlowGraph/Walking/SourceRoot.swift"),
        ("FlowGraphTests/RuntimeWalkerTests.swift", [:], "Tests/FlowGraphTests/RuntimeWalkerTests.swift"),
        ("Walked/TutorialFlows.swift", ["Walked": "Samples/Tutorial/TutorialApp"], "Samples/Tutorial/TutorialApp/TutorialFlows.swift"),
        ("TutorialApp/Missing.swift", [:], nil),
        ("NoSuchModule/TutorialFlows.swift", [:], nil),
        ("NoModule.swift", [:], nil),
    ] as [(String, [String: String], String?)])
    func aFileIDIsFoundInItsModulesFolder(fileID: String, modules: [String: String], path: String?) throws {
        let root = try #require(Self.root)
        let sources = SourceRoot(root.path, modules: modules)
        #expect(sources.path(ofFileID: fileID) == path.map { "\(root.path)/\($0)" })
    }

    @Test func aModuleFolderGivenAbsoluteIsTakenAsWritten() throws {
        let root = try #require(Self.root)
        let elsewhere = SourceRoot("/nowhere", modules: ["TutorialApp": "\(root.path)/Samples/Tutorial/TutorialApp"])
        #expect(elsewhere.path(ofFileID: "TutorialApp/TutorialFlows.swift")
                == "\(root.path)/Samples/Tutorial/TutorialApp/TutorialFlows.swift")
    }
}
