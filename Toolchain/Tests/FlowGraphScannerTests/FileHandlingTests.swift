import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// Paths, folders, and files that are not Swift text.
struct FileHandlingTests {
    private static let flows = """
    final class Flows {
        lazy var a = Flow(with: Screen()) { vc, lets in vc.onNext = lets.push(self.b) }
        lazy var b = Flow(with: Screen())
    }
    """
    private static let screen = "final class Screen: Base {}\n"
    private static let base = "class Base { var onNext: ((Int) -> Void)? }\n"

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func foldersAreSearchedRecursivelySkippingBuildAndHiddenEntries() throws {
        let root = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.flows, to: root.appendingPathComponent("App/Flows/Flows.swift"))
        try write(Self.screen, to: root.appendingPathComponent("App/Screens/Screen.swift"))
        try write(Self.base, to: root.appendingPathComponent("App/Base.swift"))
        let ghost = "final class Ghost { lazy var g = Flow(with: Screen()) }"
        try write(ghost, to: root.appendingPathComponent("App/.build/Ghost.swift"))
        try write(ghost, to: root.appendingPathComponent("App/.build-scanner/Ghost.swift"))
        try write(ghost, to: root.appendingPathComponent("App/.hidden/Ghost.swift"))
        try write(ghost, to: root.appendingPathComponent("App/.Ghost.swift"))
        try write(ghost, to: root.appendingPathComponent("App/Ghost.txt"))
        let folder = root.appendingPathComponent("App").path
        let result = try SourceScanner().scan(paths: [folder])
        #expect(result.diagnostics.isEmpty)
        #expect(result.graph.nodes.map(\.id) == ["Flows.a", "Flows.b"])
        #expect(result.graph.node("Flows.a")?.file == folder + "/Flows/Flows.swift")
        // Screen.swift and Base.swift never mention the DSL, yet their callbacks are read.
        #expect(result.graph.edges.first?.arguments == ["Int"])
    }

    @Test func testFoldersInsideAFolderAreSkippedUnlessNamed() throws {
        let root = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let screen = { (name: String) in
            "final class \(name)ViewController: UIViewController { func go() { present(DetailViewController(), animated: true) } }"
        }
        try write(screen("Home"), to: root.appendingPathComponent("App/Home.swift"))
        try write(screen("Mock"), to: root.appendingPathComponent("App/Scenes/__tests__/Mock.swift"))
        try write(screen("Spy"), to: root.appendingPathComponent("App/Scenes/Tests/Spy.swift"))
        try write(screen("Fake"), to: root.appendingPathComponent("AppTests/Fake.swift"))
        try write(screen("Stub"), to: root.appendingPathComponent("AppUITests/Stub.swift"))
        // A feature about tests, with no `Corona` folder beside it, is the app's own.
        try write(screen("Family"), to: root.appendingPathComponent("App/Scenes/FamilyCoronaTests/Family.swift"))
        let everything = try SourceScanner().scan(paths: [root.path])
        #expect(everything.graph.edges.map(\.from).sorted() == ["FamilyViewController", "HomeViewController"])
        // A test folder named explicitly is what the user asks for.
        let named = try SourceScanner().scan(paths: [root.appendingPathComponent("AppTests").path])
        #expect(named.graph.edges.map(\.from) == ["FakeViewController"])
    }

    @Test func aFileNamedExplicitlyIsScannedWhateverItsName() throws {
        let root = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(".Flows.txt")
        try write(Self.flows, to: file)
        let dotted = root.path + "/./" + file.lastPathComponent
        let result = try SourceScanner().scan(paths: [file.path, dotted, file.path])
        #expect(result.graph.nodes.count == 2)
        #expect(result.graph.edges.count == 1)
    }

    @Test func aMissingPathThrows() throws {
        let missing = "/no/such/folder/Flows.swift"
        #expect(throws: ScanError.missingPath(missing)) { try SourceScanner().scan(paths: [missing]) }
        #expect(ScanError.missingPath(missing).description == "no such file or directory: \(missing)")
        #expect(ScanError.missingPath(missing).path == missing)
    }

    @Test func nonUTF8AndBinaryFilesAreSkippedWithAWarning() throws {
        let root = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.flows, to: root.appendingPathComponent("Good.swift"))
        var latin1 = Data("final class Bad { lazy var x = Flow(with: Screen()) } // caf".utf8)
        latin1.append(0xE9)
        try latin1.write(to: root.appendingPathComponent("Latin1.swift"))
        var binary = Data("final class Nul { lazy var y = Flow(with: Screen()) }".utf8)
        binary.append(contentsOf: [0, 1, 2])
        try binary.write(to: root.appendingPathComponent("Nul.swift"))
        let result = try SourceScanner().scan(paths: [root.path])
        #expect(result.graph.nodes.map(\.id) == ["Flows.a", "Flows.b"])
        #expect(result.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(result.diagnostics.map(\.file) == [root.path + "/Latin1.swift", root.path + "/Nul.swift"])
        #expect(result.diagnostics.first?.description == "\(root.path)/Latin1.swift:1:1: warning: file is not valid UTF-8; skipped")
        #expect(result.diagnostics.last?.message.contains("NUL") == true)
    }

    @Test func anInMemoryTextWithNULIsSkippedWithAWarning() {
        let result = Scan.files([(path: "A.swift", text: Self.flows), (path: "B.swift", text: "let f = Flow(with: X())\0")])
        #expect(result.graph.nodes.count == 2)
        #expect(result.diagnostics.map(\.description) == ["B.swift:1:1: warning: binary file (contains NUL bytes); skipped"])
    }

    @Test func anUnreadableFileIsSkippedWithAWarning() throws {
        let root = try Scan.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try write(Self.flows, to: root.appendingPathComponent("Good.swift"))
        #if os(Linux)
        // Tests may run as root, which reads any file whatever its permissions; this one
        // exists and fails to read for everyone.
        let unreadable = "/proc/self/mem"
        #else
        let unreadable = root.appendingPathComponent("Locked.swift").path
        try write(Self.flows, to: URL(fileURLWithPath: unreadable))
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: unreadable)
        #endif
        let result = try SourceScanner().scan(paths: [root.path, unreadable])
        #expect(result.graph.nodes.count == 2)
        #expect(result.diagnostics.map(\.description) == ["\(unreadable):1:1: warning: cannot read file; skipped"])
    }

    @Test func parallelScanningGivesTheSameGraphAsOneFileAtATime() {
        let files = (0..<40).map { index in
            (path: "F\(index).swift", text: """
            final class Group\(index) {
                lazy var a = Flow(with: Screen\(index)()) { vc, lets in vc.onNext = lets.push(Group\((index + 1) % 40).a) }
            }
            final class Screen\(index) { var onNext: ((Int\(index)) -> Void)? }
            """)
        }
        let together = Scan.files(files)
        #expect(together.graph.edges.count == 40)
        #expect(together.graph.edges.allSatisfy { $0.to != nil && $0.arguments.count == 1 })
        #expect(together.diagnostics.isEmpty)
        for _ in 0..<3 { #expect(Scan.files(files.reversed()).graph == together.graph) }
    }
}
