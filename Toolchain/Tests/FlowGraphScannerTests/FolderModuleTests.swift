import FlowGraph
@testable import FlowGraphScanner
import Testing

/// A top-level type declared in two files cannot be one module's: where nothing else names the
/// modules, the folders that tell the files apart do, and a note says so.
struct FolderModuleTests {
    private static let corpora = Scan.packageRoot.appendingPathComponent("Toolchain/Tests/ScannerCorpora")

    @Test func twoTargetsOutsideSourcesAreTwoModulesAndTheirScreensFollowThem() throws {
        let folder = Self.corpora.appendingPathComponent("TwoFolders").path
        let result = try SourceScanner().scan(paths: [folder])
        let graph = result.graph
        #expect(graph.nodes.map(\.id) == ["App.Flows.detail", "App.Flows.home", "Widget.Flows.detail", "Widget.Flows.home"])
        // Each module's edge has its own screen's callback, read from a file without the DSL.
        #expect(graph.edge(from: "App.Flows.home", label: "onDetail")?.arguments == ["Int"])
        #expect(graph.edge(from: "App.Flows.home", label: "onDetail")?.to == "App.Flows.detail")
        #expect(graph.edge(from: "Widget.Flows.home", label: "onOpen")?.arguments == ["String"])
        #expect(graph.edge(from: "Widget.Flows.home", label: "onOpen")?.to == "Widget.Flows.detail")
        #expect(graph.edges.count == 2)
        let note = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(note.severity == .note)
        #expect(note.file == "\(folder)/App/Flows.swift" && note.line == 3 && note.column == 13)
        #expect(note.message == "'Flows' is declared twice, in \(folder)/App/Flows.swift, \(folder)/Widget/Flows.swift, "
            + "which one module cannot be: read as modules App (\(folder)/App/), Widget (\(folder)/Widget/); "
            + "name the modules with --module NAME=PATH to choose otherwise")
    }

    @Test func oneModuleNameFromTwoSampleFoldersIsTwoModules() throws {
        let folder = Self.corpora.appendingPathComponent("TwoSamples").path
        let result = try SourceScanner().scan(paths: [folder])
        #expect(result.graph.nodes.map(\.id) == ["Bank/App.Flows.end", "Bank/App.Flows.start", "Shop/App.Flows.end",
                                                 "Shop/App.Flows.start"])
        #expect(result.graph.edges.map { "\($0.from)→\($0.to ?? "-")" }
            == ["Bank/App.Flows.start→Bank/App.Flows.end", "Shop/App.Flows.start→Shop/App.Flows.end"])
        #expect(result.diagnostics.map(\.severity) == [.note])
        #expect(result.diagnostics.first?.message.contains(
            "'Flows', 'Screen' are declared twice") == true, "\(result.diagnostics)")
        #expect(result.diagnostics.first?.message.contains(
            "Bank/App (\(folder)/Samples/Bank/App/), Shop/App (\(folder)/Samples/Shop/App/)") == true)
    }

    @Test func anAssignedModuleIsNeverSplit() throws {
        let folder = Self.corpora.appendingPathComponent("TwoFolders").path
        let result = try SourceScanner().scan(paths: [folder], modules: [
            ModuleAssignment(name: "Phone", path: "\(folder)/App"), ModuleAssignment(name: "Watch", path: "\(folder)/Widget"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.graph.nodes.map(\.id).first == "Phone.Flows.detail")
    }

    /// Flows and a screen, each declared `declared` (`final class`, `private final class`).
    private static func flows(_ declared: String = "final class") -> String {
        """
        import FlowKit
        \(declared) Screen { var onNext: () -> Void = {} }
        \(declared) Flows {
            lazy var a = Flow(with: Screen()) { [unowned self] vc, lets in vc.onNext = lets.push(self.b) }
            lazy var b = Flow(with: Screen())
        }
        """
    }

    /// The modules found for two files, by path: `nil` where the file keeps none (no split).
    @Test(arguments: [
        ("App/Flows.swift", "Widget/Flows.swift", flows(), flows(), "App", "Widget"),
        ("Code/App/Flows/Flows.swift", "Code/Widget/Flows/Flows.swift", flows(), flows(), "App", "Widget"),
        ("App/Flows.swift", "App/More/Flows.swift", flows(), flows(), "App", "More"),
        ("Flows.swift", "Widget/Flows.swift", flows(), flows(), nil, "Widget"),
        ("/repo/App/Flows.swift", "/repo/Widget/Flows.swift", flows(), flows(), "App", "Widget"),
        // Not twice in one module: one folder, a private type, a platform's variant, an extension.
        ("App/A.swift", "App/B.swift", flows(), flows(), nil, nil),
        ("App/Flows.swift", "Widget/Flows.swift", flows(), flows("private final class"), nil, nil),
        ("App/Flows.swift", "Widget/Flows.swift", flows(), "#if os(iOS)\n\(flows())\n#endif", nil, nil),
        ("App/Flows.swift", "Widget/Flows.swift", flows(), "import FlowKit\nextension Flows {}\nextension Screen {}", nil, nil),
    ] as [(String, String, String, String, String?, String?)])
    func theFoldersThatTellTwoDeclarationsApartAreTheirModules(first: String, second: String, firstText: String,
                                                               secondText: String, firstModule: String?,
                                                               secondModule: String?) {
        let result = SourceScanner().scan(sources: [(first, firstText), (second, secondText)])
        let modules = Set(result.graph.nodes.map { $0.id.split(separator: ".").dropLast(2).joined(separator: ".") })
        let expected = Set([firstModule, secondModule].map { $0 ?? "" })
        if firstModule == nil && secondModule == nil {
            #expect(result.graph.nodes.map(\.id) == ["Flows.a", "Flows.b"])
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        } else {
            #expect(modules == expected, "\(result.graph.nodes.map(\.id))")
            #expect(result.diagnostics.count == 1, "\(result.diagnostics)")
            #expect(result.diagnostics.first?.message.contains("--module NAME=PATH") == true)
        }
    }
}
