import FlowGraph
import FlowGraphScanner
import Testing

/// The scanner's reading of steps bound case by case and of flows built per arrival.
struct StepFormTests {
    private static let screens = """
    import FlowKit
    enum ListStep: NavigationSteps { case open(Int), rate(Int, Int), help, close
        static var everyStep: [ListStep] { [.open(0), .rate(0, 0), .help, .close] } }
    final class ListScreen { var onStep: (ListStep) -> Void = { _ in } }
    final class DetailScreen { init(id: Int) {}; var onBack: () -> Void = {} }
    final class RateScreen { init(id: Int, stars: Int) {} }
    final class HelpScreen {}
    """

    private func scan(_ flows: String) -> ScanResult {
        Scan.files([(path: "Screens.swift", text: Self.screens), (path: "Flows.swift", text: flows)])
    }

    @Test func eachCaseIsAnEdgeLabelledWithItsCaseAndTheTypesItForwards() {
        let result = scan("""
        import FlowKit
        final class Shop {
            lazy var detail = ArrivalFlow(owner: self) { (id: Int) in DetailScreen(id: id) } bind: { screen, lets in
                screen.onBack = lets.pop()
            }
            lazy var rate = ArrivalFlow { (id: Int, stars: Int) -> RateScreen in
                return RateScreen(id: id, stars: stars)
            }
            lazy var help = Flow(with: HelpScreen())
            lazy var list = Flow(with: ListScreen()) { [unowned self] screen, lets in
                screen.onStep = lets.steps { step in
                    switch step {
                    case .open(let id): .to(lets.push(self.detail), id)
                    case .rate(let id, let stars): .to(lets.present(self.rate), id, stars)
                    case .help: .to(lets.present(self.help))
                    case .close: .stay
                    }
                }
            }
        }
        """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let graph = result.graph
        #expect(graph.node("Shop.detail")?.screen == "DetailScreen")
        #expect(graph.node("Shop.rate")?.screen == "RateScreen")
        let fromList = graph.edges.filter { $0.from == "Shop.list" }
        #expect(fromList.map(\.label) == ["open", "rate", "help"])
        #expect(fromList.map(\.arguments) == [["Int"], ["Int", "Int"], []])
        #expect(fromList.map(\.to) == ["Shop.detail", "Shop.rate", "Shop.help"])
        #expect(graph.edges.contains { $0.from == "Shop.detail" && $0.action == .verb(.pop) && $0.label == "onBack" })
    }

    @Test func aBindClosureInParenthesesIsReadToo() {
        let graph = scan("""
        import FlowKit
        final class Shop {
            lazy var detail = ArrivalFlow(owner: self, { (id: Int) in DetailScreen(id: id) }, bind: { screen, lets in
                screen.onBack = lets.pop()
            })
        }
        """).graph
        #expect(graph.node("Shop.detail")?.screen == "DetailScreen")
        #expect(graph.edges.map(\.label) == ["onBack"])
    }

    @Test func aVerbOutsideAStepRouteKeepsItsCallbackLabel() {
        let graph = scan("""
        import FlowKit
        final class Shop {
            lazy var help = Flow(with: HelpScreen())
            lazy var detail = ArrivalFlow(owner: self) { (id: Int) in DetailScreen(id: id) } bind: { [unowned self] screen, lets in
                screen.onBack = lets.push(self.help)
            }
        }
        """).graph
        #expect(graph.edges.map(\.label) == ["onBack"])
    }
}
