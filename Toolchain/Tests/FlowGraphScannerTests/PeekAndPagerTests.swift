import FlowGraph
import FlowGraphScanner
import Testing

/// Screens UIKit hands from one delegate method to another, and pages: peek and pop's commit
/// pushes what the preview method made (a factory with a `return nil` branch), and a page view
/// controller's pages, or a sliding panel's content, are embedded in it, no stack.
struct PeekAndPagerTests {
    @Test func peekAndPopCommitsTheScreenThePreviewMade() {
        let result = Scan.text("""
        final class AppViewController: UIViewController {
            static func make(app: App) -> AppViewController { AppViewController() }
        }
        final class BrowseViewController: UIViewController {}
        extension BrowseViewController: UIViewControllerPreviewingDelegate {
            func previewingContext(_ previewingContext: UIViewControllerPreviewing,
                                   viewControllerForLocation location: CGPoint) -> UIViewController? {
                guard let indexPath = collectionView.indexPathForItem(at: location) else { return nil }
                let appViewController = AppViewController.make(app: apps[indexPath.item])
                return appViewController
            }
            func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
                navigationController?.pushViewController(viewControllerToCommit, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["BrowseViewController \(EdgeAction.verb(.push)) AppViewController :13"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    @Test func aPagersPagesAreEmbeddedInIt() {
        let result = Scan.text("""
        final class PageViewController: UIViewController {}
        final class ReaderViewController: UIViewController {
            let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            func show() {
                pageViewController.setViewControllers([PageViewController()], direction: .forward, animated: false)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-")" }
            == ["ReaderViewController \(EdgeAction.embed) PageViewController"])
    }

    @Test func aSlidingPanelsContentIsEmbeddedInIt() {
        let result = Scan.text("""
        final class ResultsViewController: UIViewController {}
        final class ScannerViewController: UIViewController {
            let panel = FloatingPanelController()
            func showResults() {
                let results = ResultsViewController()
                panel.set(contentViewController: results)
                panel.addPanel(toParent: self)
            }
            func set(contentViewController: String) {}
            func configure() { set(contentViewController: "not a screen") }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["ScannerViewController \(EdgeAction.embed) ResultsViewController :6"])
    }

    @Test func anXLPagerTabStripPagersListedPagesAreEmbeddedInIt() {
        let result = Scan.text("""
        final class SummaryViewController: UIViewController {}
        final class IngredientsViewController: UIViewController {}
        final class NutritionViewController: UIViewController {}
        final class ProductViewController: ButtonBarPagerTabStripViewController {
            override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                var pages = [UIViewController]()
                pages.append(makeSummary())
                if let nutrition = makeNutrition() {
                    pages.append(nutrition)
                }
                return pages
            }
            private func makeSummary() -> UIViewController {
                let summary = SummaryViewController()
                return summary
            }
            private func makeNutrition() -> NutritionViewController? { NutritionViewController() }
        }
        final class RecipeViewController: SegmentedPagerTabStripViewController {
            override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                return [IngredientsViewController(), SummaryViewController()]
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted() == [
            "ProductViewController \(EdgeAction.embed) NutritionViewController :9",
            "ProductViewController \(EdgeAction.embed) SummaryViewController :7",
            "RecipeViewController \(EdgeAction.embed) IngredientsViewController :21",
            "RecipeViewController \(EdgeAction.embed) SummaryViewController :21",
        ])
    }

    @Test func aTabListBuiltByAppendingIsEachValueAppended() {
        let result = Scan.text("""
        final class HomeViewController: UIViewController {}
        final class MapViewController: UIViewController {}
        final class SettingsViewController: UIViewController {}
        final class RootBuilder {
            func makeTabs(showsMap: Bool) -> UITabBarController {
                let tabBarController = UITabBarController()
                var tabs = [UIViewController]()
                tabs.append(UINavigationController(rootViewController: HomeViewController()))
                if showsMap {
                    tabs.append(MapViewController())
                }
                tabs.append(UINavigationController(rootViewController: SettingsViewController()))
                tabBarController.setViewControllers(tabs, animated: false)
                return tabBarController
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.action) \($0.to ?? "-")" }.sorted()
            == ["tab HomeViewController", "tab MapViewController", "tab SettingsViewController"])
    }

    /// Lists read for the screens they hold: a stored property declared a list of a screen type
    /// (`[PhotoViewController]`, built by `map`), its `first`, a list mapped through a stack's
    /// initialiser (`map(Stack.init(rootViewController:))`), and values appended before a `map`.
    @Test func listsOfScreensShowTheScreensTheyHold() {
        let result = Scan.text("""
        final class PhotoViewController: UIViewController {}
        final class ListViewController: UIViewController {}
        final class SearchViewController: UIViewController {}
        final class WrappingNavigationController: UINavigationController {}
        final class PhotoPagesViewController: UIPageViewController {
            private let photoViewControllers: [PhotoViewController]
            init(count: Int, start: Int) {
                photoViewControllers = (0..<count).map { _ in PhotoViewController() }
                super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
                setViewControllers([photoViewControllers[start]], direction: .forward, animated: false)
            }
        }
        final class ListsPagesViewController: UIPageViewController {
            private let lists: [ListViewController]
            init() {
                lists = [ListViewController(), ListViewController()]
                super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
                if let first = lists.first {
                    setViewControllers([first], direction: .forward, animated: false)
                }
            }
        }
        final class MainTabsController: UITabBarController {
            func setUp(signedIn: Bool) {
                var controllers: [UIViewController] = [ListViewController()]
                if signedIn { controllers.append(SearchViewController()) }
                viewControllers = controllers.map(WrappingNavigationController.init(rootViewController:))
            }
        }
        """)
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == [
            "ListsPagesViewController ListViewController :19",
            "MainTabsController ListViewController :27",
            "MainTabsController SearchViewController :27",
            "PhotoPagesViewController PhotoViewController :10",
        ])
        #expect(result.unresolvedUIKitCalls == 0)
    }
}
