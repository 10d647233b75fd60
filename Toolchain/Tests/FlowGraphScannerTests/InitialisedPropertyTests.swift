import FlowGraph
import FlowGraphScanner
import Testing

/// A stored property declared with no value and set by the initialiser, written with `self.` or
/// without: what it is set to, when that says more than its declared type (a navigation
/// controller subclass built around a screen says which screen), names the screen.
struct InitialisedPropertyTests {
    @Test func aTabSetInTheInitialiserIsItsRootScreen() {
        let result = Scan.text("""
        import UIKit
        final class HomeViewController: UIViewController {}
        final class NotesViewController: UIViewController {}
        class FeatureViewController: UINavigationController {
            init(rootViewController: UIViewController, iconName: String? = nil) {
                super.init(rootViewController: rootViewController)
            }
        }
        final class MainViewController: UITabBarController {
            let homeFeature: FeatureViewController
            let notesFeature = FeatureViewController(rootViewController: NotesViewController(), iconName: "n")
            let plain: FeatureViewController
            override init(nibName: String?, bundle: Bundle?) {
                let home = HomeViewController()
                homeFeature = FeatureViewController(rootViewController: home, iconName: "h")
                let plain = FeatureViewController(rootViewController: NotesViewController())
                self.plain = plain
                super.init(nibName: nibName, bundle: bundle)
                setViewControllers([homeFeature, notesFeature], animated: false)
            }
        }
        """)
        let tabs = result.graph.edges.filter { $0.from == "MainViewController" }.map { $0.to ?? "-" }.sorted()
        #expect(tabs == ["HomeViewController", "NotesViewController"])
    }
}
