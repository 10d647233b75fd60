import FlowGraph
import FlowGraphScanner
import Testing

/// What a coordinator shows when it shows a stack or a container rather than a screen: a stack it
/// put its screens on in the same function (before or after), or handed to another type's method
/// that does, a container of the app's a shared helper builds around what it is handed, a
/// window's own extension setting its root.
struct ShownStackTests {
    private static let helpers = (path: "Support/Extensions.swift", text: """
    import UIKit
    public final class SheetContainerViewController: UIViewController {
        let child: UIViewController
        public init(childViewController: UIViewController) { child = childViewController; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
    }
    extension UIViewController {
        public func presentSheet(_ viewControllerToPresent: UIViewController) {
            let sheet = SheetContainerViewController(childViewController: viewControllerToPresent)
            sheet.modalPresentationStyle = .custom
            present(sheet, animated: true)
        }
    }
    extension UIWindow {
        public func replaceRoot(with viewController: UIViewController, animated: Bool = true) {
            guard animated else {
                rootViewController = viewController
                return
            }
            UIView.transition(with: self, duration: 0.2, options: .transitionCrossDissolve) {
                self.rootViewController = viewController
            }
        }
    }
    """)

    private static let coordinator = (path: "App/AppCoordinator.swift", text: """
    import UIKit
    protocol Coordinator: AnyObject {
        var navigationController: UINavigationController { get }
    }
    extension Coordinator {
        func presentAsSheet(_ viewController: UIViewController) {
            navigationController.visibleViewController?.presentSheet(viewController)
        }
    }
    final class LaunchViewController: UIViewController {}
    final class DashboardViewController: UIViewController {}
    final class InfoViewController: UIViewController {}
    final class DetailViewController: UIViewController {}
    final class PagesViewController: UIViewController {
        let pageController = UIPageViewController()
        func showFirst() {
            pageController.setViewControllers([DetailViewController()], direction: .forward, animated: true)
            addChild(pageController)
        }
    }
    final class AppCoordinator: Coordinator {
        let window: UIWindow
        let navigationController: UINavigationController
        init(window: UIWindow, navigationController: UINavigationController) {
            self.window = window
            self.navigationController = navigationController
        }
        func startLauncher() {
            let destination = LaunchViewController()
            window.rootViewController = navigationController
            navigationController.viewControllers = [destination]
        }
        func showDashboard() {
            navigationController.setViewControllers([DashboardViewController()], animated: false)
            window.replaceRoot(with: navigationController)
        }
        func showInfo() {
            let viewController = InfoViewController()
            presentAsSheet(viewController)
        }
        func showDetail() {
            navigationController.presentSheet(DetailViewController())
        }
    }
    """)

    private static func drawn(_ files: [(path: String, text: String)]) -> [String] {
        Scan.files(files).graph.edges.filter { $0.file?.hasPrefix("App/") == true }
            .map { edge in
                let action = if case .verb(let verb) = edge.action { "\(verb)" } else { "\(edge.action)" }
                return "\(edge.from) \(action) \(edge.to ?? "-") :\(edge.line ?? 0)"
            }.sorted()
    }

    @Test func aStackIsTheRootItsFunctionSetsOnIt() {
        #expect(Self.drawn([Self.helpers, Self.coordinator]).filter { $0.contains("Root") } == [
            "AppCoordinator setRoot LaunchViewController :31",
            "AppCoordinator setRoot DashboardViewController :34",
            "AppCoordinator setWindowRoot DashboardViewController :35",
            "AppCoordinator setWindowRoot LaunchViewController :30",
        ].sorted())
    }

    @Test func aSharedHelperPresentsWhatItBuildsAContainerAround() {
        let drawn = Self.drawn([Self.helpers, Self.coordinator])
        #expect(drawn.filter { $0.contains("present") } == [
            "AppCoordinator present DetailViewController :42",
            "AppCoordinator present InfoViewController :39",
        ])
        // The helper's own call shows whatever it is handed: no edge to the bare container.
        #expect(!Scan.files([Self.helpers, Self.coordinator]).graph.edges.contains { $0.to == "SheetContainerViewController" })
    }

    @Test func aPageControllerIsNoStack() {
        let drawn = Self.drawn([Self.helpers, Self.coordinator])
        // Its page is drawn where it is set (:17), not again where the page controller is embedded.
        #expect(drawn.filter { $0.hasPrefix("PagesViewController") } == ["PagesViewController embed DetailViewController :17"])
    }

    /// Flow controllers of the kind VIPER-style apps write: one builds an empty stack of the app's
    /// own class, hands it to another module's static builder that puts its screen on it, and
    /// presents it.
    private static let modules = [(path: "App/Scanner/ScannerFlow.swift", text: """
    import UIKit
    final class ScannerViewController: UIViewController {}
    final class ScannerFlow {
        static func setRoot(in navigationController: UINavigationController, parent: AnyObject) {
            let view = ScannerViewController()
            navigationController.setViewControllers([view], animated: false)
        }
        static func attach(to navigation: UINavigationController) {}
    }
    """), (path: "App/Tokens/TokensFlow.swift", text: """
    import UIKit
    class AppNavigationController: UINavigationController {}
    final class FlowNavigation<Flow: AnyObject>: AppNavigationController {
        convenience init(flow: Flow) { self.init() }
    }
    final class TokensViewController: UIViewController {}
    final class TokensFlow {
        let viewController = TokensViewController()
        func toScanner() {
            let navi = FlowNavigation(flow: self)
            navi.modalPresentationStyle = .fullScreen
            ScannerFlow.setRoot(in: navi, parent: self)
            viewController.present(navi, animated: true)
        }
        func toBlank() {
            let navi = FlowNavigation(flow: self)
            ScannerFlow.attach(to: navi)
            viewController.present(navi, animated: true)
        }
        func toScannerTwice() {
            let navi = FlowNavigation(flow: self)
            ScannerFlow.setRoot(in: navi, parent: self)
            ScannerFlow.attach(to: navi)
            viewController.present(navi, animated: true)
        }
    }
    """)]

    @Test func aStackHandedToAMethodSettingItsRootShowsThatRoot() {
        let drawn = Self.drawn(Self.modules)
        #expect(drawn.contains("TokensFlow present ScannerViewController :13"))
        // A method that sets no root, or two methods handed the stack, tell no root.
        #expect(!drawn.contains { $0.contains("ScannerViewController :2") || $0.contains("ScannerViewController :3") })
        // The method's own setting stands where it is, on the stack it is handed.
        #expect(drawn.filter { $0.hasPrefix("ScannerFlow") } == ["ScannerFlow setRoot ScannerViewController :6"])
    }

    @Test func aStackBuiltBareInALocalIsTheRootTheFunctionSetsOnIt() {
        // `let navigation = UINavigationController()` shows nothing until a screen is set on it,
        // here or in a closure of the same function (an action sheet's handler); a bare stack
        // that nothing sets a screen on shows nothing.
        let drawn = Self.drawn([(path: "App/Home.swift", text: """
        import UIKit
        final class HelpViewController: UIViewController {}
        final class FeedbackViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            @objc func supportTapped() {
                let navigation = UINavigationController()
                navigation.viewControllers = [HelpViewController()]
                present(navigation, animated: true)
            }
            @objc func feedbackTapped() {
                let navigation = UINavigationController()
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Feedback", style: .default) { _ in
                    navigation.setViewControllers([FeedbackViewController()], animated: false)
                    self.present(navigation, animated: true)
                })
            }
            @objc func blankTapped() {
                let navigation = UINavigationController()
                present(navigation, animated: true)
            }
        }
        """)])
        #expect(drawn.filter { $0.contains(" present ") } == [
            "HomeViewController present FeedbackViewController :15",
            "HomeViewController present HelpViewController :8",
        ])
        // Drawn once, where the stack is shown, as a stack built with its root is.
        #expect(!drawn.contains { $0.contains("setRoot") })
    }

    @Test func aStackAFactoryMakesWithNothingIsTheScreenTheFunctionSetsOnIt() {
        let drawn = Self.drawn([(path: "App/RecoveryFlow.swift", text: """
        import UIKit
        final class IntroViewController: UIViewController {}
        final class RecoveryFlow {
            static func enter(from viewController: UIViewController) {
                let navController = RecoveryFlow.makeNavigationController()
                navController.viewControllers = [IntroViewController()]
                viewController.present(navController, animated: true)
            }
            private static func makeNavigationController() -> UINavigationController {
                let navController = UINavigationController()
                navController.modalPresentationStyle = .overFullScreen
                return navController
            }
        }
        """)])
        // Drawn once, where the stack is shown, not also where its screens are set.
        #expect(drawn == ["RecoveryFlow present IntroViewController :7"])
    }

    @Test func aStackNamedAsOneThatNoReadingTypesHasItsScreensReplaced() {
        let drawn = Self.drawn([(path: "App/AppDelegate+Shortcuts.swift", text: """
        import UIKit
        final class ProtectionViewController: UIViewController {}
        final class FiltersViewController: UIViewController {}
        final class SearchResultsViewController: UIViewController {}
        extension AppDelegate {
            func openFilters() {
                guard let navController = stack(for: .protection) else { return }
                let filters = FiltersViewController()
                navController.viewControllers = [ProtectionViewController(), filters]
            }
            func openResults() {
                guard let results = stack(for: .search) else { return }
                results.viewControllers = [SearchResultsViewController()]
            }
        }
        """)])
        // Only a name saying it is a stack tells it from a container of the app's own.
        #expect(drawn == ["AppDelegate setRoot FiltersViewController :9"])
    }

    @Test func aBareStackPropertyShowsTheOneScreenAMethodSetsOnIt() {
        let drawn = Self.drawn([(path: "App/Onboarding.swift", text: """
        import UIKit
        final class WelcomeViewController: UIViewController {}
        final class LoginViewController: UIViewController {}
        final class AccountViewController: UIViewController {}
        final class OnboardingViewController: UIViewController {
            private let stack = UINavigationController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(stack)
                stack.viewControllers = [WelcomeViewController()]
            }
        }
        final class ProfileViewController: UIViewController {
            private let stack = UINavigationController()
            var loggedIn = false
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(stack)
                update()
            }
            func update() {
                let top: UIViewController = loggedIn ? AccountViewController() : LoginViewController()
                stack.setViewControllers([top], animated: false)
            }
        }
        """)])
        // Where a method may set one of several screens, which one the stack starts with is not told.
        #expect(drawn == [
            "OnboardingViewController embed WelcomeViewController :9",
            "OnboardingViewController setRoot WelcomeViewController :10",
            "ProfileViewController setRoot AccountViewController :23",
            "ProfileViewController setRoot LoginViewController :23",
        ])
    }

    @Test func aStackHeldWithItsRootHasItsScreensReplaced() {
        let drawn = Self.drawn([(path: "App/Library.swift", text: """
        import UIKit
        final class ShelfViewController: UIViewController {}
        final class BookViewController: UIViewController {}
        final class LibraryViewController: UIViewController {
            private let stack = UINavigationController(rootViewController: ShelfViewController())
            func open() {
                stack.viewControllers = [ShelfViewController(), BookViewController()]
            }
        }
        """)])
        #expect(drawn == ["LibraryViewController setRoot BookViewController :7"])
    }

    @Test func aStackCastFromAStoryboardIsTheScreenTheFunctionSetsOnIt() {
        let drawn = Self.drawn([(path: "App/Main.swift", text: """
        import UIKit
        final class OnboardingViewController: UIViewController {}
        final class PlaceholderViewController: UIViewController {}
        final class MainViewController: UIViewController {
            func showHelper() {
                let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)
                if let navController = storyboard.instantiateViewController(withIdentifier: "Navigation") as? UINavigationController {
                    navController.viewControllers = [OnboardingViewController()]
                    present(navController, animated: true)
                }
            }
            func reset(_ split: UISplitViewController) {
                if let navController = split.viewController(for: .secondary) as? UINavigationController {
                    navController.setViewControllers([PlaceholderViewController()], animated: false)
                }
                let navController = UINavigationController(rootViewController: PlaceholderViewController())
                split.setViewController(navController, for: .secondary)
            }
        }
        """)])
        // Another local of the same name shown later does not show the first.
        #expect(drawn.filter { !$0.contains(" embed ") } == [
            "MainViewController present OnboardingViewController :9",
            "MainViewController setRoot PlaceholderViewController :14",
        ])
    }
}
