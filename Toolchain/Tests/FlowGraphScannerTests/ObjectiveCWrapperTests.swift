import FlowGraph
import FlowGraphScanner
import Testing

/// An Objective-C router whose methods show the view controller they are given, called from
/// Swift under the names Swift imports them with (`makeContentControllerCurrent(_:)`,
/// `showContentStack(withRootController:animated:)`), the second forwarding to the first; and a
/// helper presenting on a view controller handed to it as its first, unlabelled, argument.
struct ObjectiveCWrapperTests {
    @Test func swiftCallsOfAnObjectiveCMethodShowingWhatItIsGivenAreThatNavigation() {
        let result = Scan.files([(path: "Source/AppRouter.m", text: """
        @implementation AppRouter
        - (void)makeContentControllerCurrent:(UIViewController *)controller {
            [self.container addChildViewController:controller];
        }
        - (void)showContentStackWithRootController:(UIViewController *)controller animated:(BOOL)animated {
            [self makeContentControllerCurrent:controller];
        }
        @end
        """), (path: "Source/AppRouter+Swift.swift", text: """
        final class TabsViewController: UITabBarController {}
        final class SplashViewController: UIViewController {}
        extension AppRouter {
            func showTabs() {
                let controller = TabsViewController()
                showContentStack(withRootController: controller, animated: true)
            }
            func showSplash() {
                makeContentControllerCurrent(SplashViewController())
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.file == "Source/AppRouter+Swift.swift" }
            .map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["AppRouter \(EdgeAction.embed) SplashViewController :9", "AppRouter \(EdgeAction.embed) TabsViewController :6"])
    }

    @Test func aHelperPresentingOnItsFirstUnlabelledArgumentPresentsFromTheCaller() {
        let result = Scan.files([(path: "Push.swift", text: """
        final class PermissionAlertController: UIViewController {}
        final class PushController {
            static let shared = PushController()
            func requestAccessIfNeeded(_ vc: UIViewController) {
                vc.present(PermissionAlertController(), animated: true)
            }
        }
        final class MainViewController: UIViewController {
            func viewDidAppear() {
                PushController.shared.requestAccessIfNeeded(self)
            }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
                == ["MainViewController PermissionAlertController :10", "PushController PermissionAlertController :5"])
    }
}

/// A base class's helper presenting the screen it is called on, in a stack of its own, on a
/// view controller it is given (`scanner.presentInNavigationController(from: self)`), and a
/// screen putting another below itself (`setViewControllers([detail, self], animated: false)`).
struct SelfPresentingHelperTests {
    @Test func aBaseClassHelperPresentsTheScreenItIsCalledOn() {
        let result = Scan.text("""
        class BaseViewController: UIViewController {
            func presentInNavigationController(from host: UIViewController, animated: Bool = true) {
                let stack = UINavigationController(rootViewController: self)
                host.present(stack, animated: animated, completion: nil)
            }
        }
        final class ScannerViewController: BaseViewController {}
        final class DetailViewController: BaseViewController {}
        final class HomeViewController: BaseViewController {
            func scan() {
                let scanner = ScannerViewController()
                scanner.presentInNavigationController(from: self)
            }
            func renewed() {
                let detail = DetailViewController()
                navigationController?.setViewControllers([detail, self], animated: false)
            }
        }
        """)
        // The helper's own call stays too, the base class presenting itself, as labellers draw it.
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
                == ["BaseViewController BaseViewController :4", "HomeViewController DetailViewController :16",
                    "HomeViewController ScannerViewController :12"])
    }
}
