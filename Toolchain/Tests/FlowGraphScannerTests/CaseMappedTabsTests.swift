import FlowGraph
import FlowGraphScanner
import Testing

/// Tabs made from every case of an enum through a method handed by name
/// (`Tab.allCases.map(viewController(for:))`): each screen the method can give, read from the
/// branches of its `switch` rather than the app's base class it is declared to return.
struct CaseMappedTabsTests {
    private static let tabs = (path: "Shell/TabsController.swift", text: """
    import UIKit
    class BaseViewController: UIViewController {}
    final class HomeViewController: BaseViewController {}
    final class InfoViewController: BaseViewController {}
    final class TabsController: UITabBarController {
        let home = HomeViewController()
        let info = InfoViewController()
        enum Tab: CaseIterable { case home, info }
        func viewController(for tab: Tab) -> BaseViewController {
            switch tab {
            case .home:
                return home
            case .info:
                return info
            }
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = Tab.allCases.map(viewController(for:))
        }
    }
    """)

    @Test func everyCaseMappedThroughAMethodIsEachScreenItsSwitchReturns() {
        let result = Scan.files([Self.tabs])
        // Tabs (neither a push nor a present).
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Shell/") == [
            "TabsController other HomeViewController Shell/TabsController.swift:19",
            "TabsController other InfoViewController Shell/TabsController.swift:19",
        ])
    }
}
