import FlowGraph
import FlowGraphScanner
import Testing

/// A stored property declared with no value and set by the initialiser, written with `self.` or
/// without: what it is set to, when that says more than its declared type (a navigation
/// controller subclass built around a screen says which screen), names the screen. So does a
/// free function of the app's returning one, and a stored closure whose declared type returns one.
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

    @Test func aFreeFunctionBuildingAScreenNamesIt() {
        let result = Scan.files([(path: "Choices.swift", text: """
        import UIKit
        final class ChoiceListViewController: UIViewController { init(title: String) { super.init(nibName: nil, bundle: nil) } }
        func makeFontSizeViewController() -> UIViewController {
            let vc = ChoiceListViewController(title: "Font size")
            return vc
        }
        """), (path: "Settings.swift", text: """
        import UIKit
        final class SettingsViewController: UIViewController {
            func didTapFontSize() {
                navigationController?.pushViewController(makeFontSizeViewController(), animated: true)
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Settings") == [
            "SettingsViewController push ChoiceListViewController Settings.swift:4",
        ])
    }

    @Test func aStoredClosureMakingAScreenGivesBackThatScreen() {
        // Handed in by whoever builds the presenter; its declared type names the screen, or not.
        let result = Scan.text("""
        import UIKit
        final class HomeScreenViewController: UIViewController {}
        final class StartFlowPresenter {
            private let rootViewController: UINavigationController
            private var createHomeScreen: ((UINavigationController) -> HomeScreenViewController)
            private var makeAny: () -> UIViewController
            init(root: UINavigationController, createHomeScreen: @escaping (UINavigationController) -> HomeScreenViewController,
                 makeAny: @escaping () -> UIViewController) {
                rootViewController = root
                self.createHomeScreen = createHomeScreen
                self.makeAny = makeAny
            }
            func pushHomeScreen() {
                let homeScreen = self.createHomeScreen(self.rootViewController)
                rootViewController.pushViewController(homeScreen, animated: false)
            }
            func pushAny() { rootViewController.pushViewController(makeAny(), animated: false) }
        }
        final class Pusher<Details: UIViewController> {
            var details: () -> Details
            init(details: @escaping () -> Details) { self.details = details }
            func push(on stack: UINavigationController) { stack.pushViewController(details(), animated: true) }
        }
        """)
        #expect(result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" } == ["HomeScreenViewController :15"])
    }
}
