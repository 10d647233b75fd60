import FlowGraph
@testable import FlowGraphScanner
import Testing

/// Ids stay unique across modules: qualified by the module only where two modules declare the
/// same name, and unresolved targets keyed by the type that names them.
struct ModuleTests {
    private static let twoModules = Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora/TwoModules").path

    @Test func collidingNamesAreQualifiedByModuleAndTheRestAreNot() throws {
        let graph = try SourceScanner().scan(paths: [Self.twoModules]).graph
        #expect(graph.nodes.map(\.id) == [
            "Flows.about", "Flows.detail", "Home.Flows.home", "Home.Flows.missing", "Settings.Flows.home",
            "Settings.Flows.missing",
        ])
        #expect(graph.node("Home.Flows.home")?.group == "Home.Flows")
        #expect(graph.node("Flows.detail")?.group == "Flows")
        // Each module's edges leave its own home, with its own screen's callback arguments.
        #expect(graph.edge(from: "Home.Flows.home", label: "onDetail")?.to == "Flows.detail")
        #expect(graph.edge(from: "Home.Flows.home", label: "onDetail")?.arguments == ["Int"])
        #expect(graph.edge(from: "Settings.Flows.home", label: "onAbout")?.to == "Flows.about")
        #expect(graph.edge(from: "Settings.Flows.home", label: "onAbout")?.arguments == ["String"])
        // The same mistyped text in two unrelated flows is two external nodes.
        #expect(graph.edge(from: "Home.Flows.home", label: "onLost")?.to == "Home.Flows.missing")
        #expect(graph.edge(from: "Settings.Flows.home", label: "onLost")?.to == "Settings.Flows.missing")
        #expect(graph.edges.count == 4)
    }

    private static let flows = """
        import FlowKit
        final class Screen { var onNext: () -> Void = {} }
        final class Flows {
            lazy var a = Flow(with: Screen()) { [unowned self] vc, lets in vc.onNext = lets.push(self.b) }
            lazy var b = Flow(with: Screen())
        }
        """

    @Test func modulesCanBeAssignedByPathWhereTheLayoutSaysNothing() {
        let sources = [(path: "one/Flows.swift", text: Self.flows), (path: "two/Flows.swift", text: Self.flows)]
        let assigned = SourceScanner().scan(sources: sources, modules: [
            ModuleAssignment(name: "One", path: "one/"), ModuleAssignment(name: "Two", path: "two"),
        ]).graph
        #expect(assigned.nodes.map(\.id) == ["One.Flows.a", "One.Flows.b", "Two.Flows.a", "Two.Flows.b"])
        #expect(assigned.edges.map { "\($0.from)→\($0.to ?? "-")" } == ["One.Flows.a→One.Flows.b", "Two.Flows.a→Two.Flows.b"])
        // Without modules the folders that tell the two declarations apart are their modules.
        let split = SourceScanner().scan(sources: sources).graph
        #expect(split.nodes.map(\.id) == ["one.Flows.a", "one.Flows.b", "two.Flows.a", "two.Flows.b"])
        #expect(split.edges.count == 2)
    }

    @Test func aModuleAloneKeepsTheIdsItAlwaysHad() {
        let alone = SourceScanner().scan(sources: [(path: "Sources/App/Flows.swift", text: Self.flows)]).graph
        #expect(alone.nodes.map(\.id) == ["Flows.a", "Flows.b"])
        #expect(alone.nodes.map(\.group) == ["Flows", "Flows"])
    }

    @Test func fileScopeFlowsOfOneModuleAreSeenFromAnother() {
        let kit = "import FlowKit\nfinal class Screen { var onNext: () -> Void = {} }\nlet login = Flow(with: Screen())\n"
        let app = """
            import FlowKit
            final class AppFlows {
                lazy var start = Flow(with: Screen()) { vc, lets in vc.onNext = lets.push(login) }
            }
            """
        let graph = SourceScanner().scan(sources: [(path: "Sources/Kit/Login.swift", text: kit),
                                                   (path: "Sources/App/AppFlows.swift", text: app)]).graph
        #expect(graph.nodes.map(\.id) == ["AppFlows.start", "login"])
        #expect(graph.nodes.first { $0.id == "login" }?.group == nil)
        #expect(graph.edge(from: "AppFlows.start", label: "onNext")?.to == "login")
    }

    @Test(arguments: [
        ("Sources/Home/Flows.swift", "Home"),
        ("/repo/Sources/Home/Screens/Flows.swift", "Home"),
        ("Tests/HomeTests/FlowsTests.swift", "HomeTests"),
        ("Samples/Shop/ShopKit/Flows/ShopFlows.swift", "ShopKit"),
        ("Packages/Kit/Sources/KitCore/A.swift", "KitCore"),
        ("Sources/Flows.swift", nil),
        ("Samples/Shop/main.swift", nil),
        ("App/Flows.swift", nil),
        ("Flows.swift", nil),
    ] as [(String, String?)])
    func theLayoutNamesTheModule(path: String, module: String?) {
        #expect(ModuleLayout.inferred(from: path) == module)
    }

    @Test func anAssignmentBeatsTheLayoutAndTheLongestPathWins() {
        let layout = ModuleLayout([ModuleAssignment(name: "App", path: "Sources"),
                                   ModuleAssignment(name: "Kit", path: "Sources/Kit")])
        #expect(layout.module(of: "Sources/Kit/A.swift") == "Kit")
        #expect(layout.module(of: "Sources/Home/A.swift") == "App")
        #expect(layout.module(of: "Sources/KitExtras/A.swift") == "App")
        #expect(layout.module(of: "Tests/HomeTests/A.swift") == "HomeTests")
        let dotted = ModuleLayout([ModuleAssignment(name: "App", path: "./Code/App/")])
        #expect(dotted.module(of: "Code/App/A.swift") == "App")
        #expect(dotted.module(of: "./Code/App/A.swift") == "App")
        #expect(dotted.module(of: "Code/Apps/A.swift") == nil)
    }

    @Test(arguments: [
        ("Home=Sources/Home", ModuleAssignment(name: "Home", path: "Sources/Home")),
        ("A=b=c", ModuleAssignment(name: "A", path: "b=c")),
        ("=Sources/Home", nil), ("Home=", nil), ("Home", nil),
    ] as [(String, ModuleAssignment?)])
    func assignmentsParseFromTheCommandLine(argument: String, parsed: ModuleAssignment?) {
        #expect(ModuleAssignment(argument: argument) == parsed)
    }
}
