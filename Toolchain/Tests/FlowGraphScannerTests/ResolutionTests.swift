import FlowGraph
import FlowGraphScanner
import Testing

/// Targets named through other groups and files, and targets that name nothing known.
struct ResolutionTests {
    private static let account = """
    final class Screen { var onReset: (() -> Void)?; var onHelp: (() -> Void)?; var onSheet: (() -> Void)? }
    final class AccountFlows {
        lazy var reset = Flow(with: Screen())
    }
    final class HelpGroup: FlowGroup {
        var entry: Flow<Screen> { self.start }
        lazy var start = Flow(with: Screen())
    }
    """

    @Test func aTargetThroughAPropertyOfAnotherGroupResolvesAcrossFiles() {
        let result = Scan.files([(path: "Account.swift", text: Self.account), (path: "Shop.swift", text: """
        final class ShopFlows {
            let account = AccountFlows()
            var annotated: AccountFlows!
            lazy var home = Flow(with: Screen()) { [unowned self] vc, lets in
                vc.onReset = lets.push(self.account.reset)
                vc.onHelp = lets.present(annotated.reset)
            }
        }
        """)])
        #expect(result.diagnostics.isEmpty)
        #expect(result.graph.edge(from: "ShopFlows.home", label: "onReset")?.to == "AccountFlows.reset")
        #expect(result.graph.edge(from: "ShopFlows.home", label: "onHelp")?.to == "AccountFlows.reset")
    }

    @Test func aGroupTargetEntersThroughItsEntry() {
        let result = Scan.files([(path: "Account.swift", text: Self.account), (path: "Shop.swift", text: """
        final class ShopFlows {
            lazy var help = HelpGroup()
            lazy var home = Flow(with: Screen()) { [unowned self] vc, lets in
                vc.onHelp = lets.present(self.help)
                vc.onSheet = lets.present(HelpGroup())
            }
        }
        """)])
        // Two placements of the group: one instance each, named after where it is placed.
        #expect(result.graph.edge(from: "ShopFlows.home", label: "onHelp")?.to == "HelpGroup.start@ShopFlows.home.onHelp")
        #expect(result.graph.edge(from: "ShopFlows.home", label: "onSheet")?.to == "HelpGroup.start@ShopFlows.home.onSheet")
    }

    @Test func anUnresolvedTargetIsAnExternalNodeWithANote() {
        let result = Scan.files([(path: "Account.swift", text: Self.account), (path: "Shop.swift", text: """
        final class ShopFlows {
            lazy var home = Flow(with: Screen()) { [unowned self] vc, lets in
                vc.onReset = lets.push(Unknown.flow)
                vc.onHelp = lets.present(self.missing)
                vc.onSheet = lets.present(makeFlow())
            }
        }
        """)])
        let graph = result.graph
        let external = graph.node("Unknown.flow")
        #expect(external?.kind == .external)
        #expect(external?.screen == "?")
        #expect(graph.edge(from: "ShopFlows.home", label: "onReset")?.to == "Unknown.flow")
        #expect(graph.edge(from: "ShopFlows.home", label: "onHelp")?.to == "missing")
        #expect(graph.edge(from: "ShopFlows.home", label: "onSheet")?.to == "makeFlow()")
        #expect(graph.nodes.filter { $0.kind == .external }.map(\.id) == ["Unknown.flow", "makeFlow()", "missing"])
        #expect(result.diagnostics.map(\.severity) == [.note, .note, .note])
        let note = result.diagnostics.first
        #expect(note?.file == "Shop.swift")
        #expect(note?.line == 3)
        #expect(note?.column == 32)
        #expect(note?.description.hasPrefix("Shop.swift:3:32: note: cannot resolve 'Unknown.flow'") == true)
    }

    @Test func anUnknownScreenTypeIsANoteAndAQuestionMark() {
        let result = Scan.text("""
        final class Flows {
            lazy var made = Flow(with: factory.make())
        }
        """)
        #expect(result.graph.node("Flows.made")?.screen == "?")
        #expect(result.diagnostics.map(\.severity) == [.note])
    }
}
