import FlowGraph
import FlowGraphScanner
import Testing

/// Tabs made from every case of an enum through a method handed by name
/// (`Tab.allCases.map(viewController(for:))`): each screen the method can give, read from the
/// branches of its `switch` rather than the app's base class it is declared to return. So are
/// tabs a closure of several statements makes of each case (`AppTab.allCases.map { item in …
/// return stack }`) from a property of the case, the enum nested in the type and written bare;
/// and tabs mapped from a list of cases read elsewhere (a setting a user fills), which may hold any.
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

    private static let root = (path: "Split/RootViewController.swift", text: """
    import UIKit
    final class HomeViewController: UIViewController {}
    final class BrowseViewController: UIViewController {}
    final class NavigationController: UINavigationController {}
    final class RootViewController: UISplitViewController {
        enum AppTab: CaseIterable {
            case home, browse
            var viewController: UIViewController {
                switch self {
                case .home: return HomeViewController()
                case .browse: return BrowseViewController()
                }
            }
        }
        private var tabs = UITabBarController()
        override func viewDidLoad() {
            super.viewDidLoad()
            tabs.viewControllers = AppTab.allCases.map { item in
                let controller = NavigationController(rootViewController: item.viewController)
                controller.navigationBar.prefersLargeTitles = true
                return controller
            }
        }
    }
    """)

    @Test func everyCaseAClosureMapsIsEachScreenTheCasesPropertyGives() {
        let result = Scan.files([Self.root])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Split/") == [
            "UITabBarController other BrowseViewController Split/RootViewController.swift:18",
            "UITabBarController other HomeViewController Split/RootViewController.swift:18",
        ])
        #expect(result.graph.edges.allSatisfy { $0.embedding == .navigation })
    }

    @Test func casesReadElsewhereAreEachScreenTheMappingCanMake() {
        let result = Scan.text("""
        import UIKit
        final class LiveViewController: UIViewController {}
        final class FeedViewController: UIViewController {}
        enum TabBarPage: String { case live, feed }
        enum Settings { static var tabBarPages: [TabBarPage] = [.live] }
        enum PageFactory {
            static func make(for page: TabBarPage) -> UIViewController {
                let controller: UIViewController
                switch page {
                case .live: controller = LiveViewController()
                case .feed: controller = FeedViewController()
                }
                controller.tabBarItem.title = page.rawValue
                return controller
            }
        }
        final class TabsController: UITabBarController {
            func reload() {
                let pages = Settings.tabBarPages
                let controllers = pages.map { PageFactory.make(for: $0) }
                setViewControllers(controllers, animated: false)
            }
        }
        """)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "") == [
            "TabsController other FeedViewController Fixture.swift:21",
            "TabsController other LiveViewController Fixture.swift:21",
        ])
    }
}
