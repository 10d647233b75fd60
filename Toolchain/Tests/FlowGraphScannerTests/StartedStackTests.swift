import FlowGraph
@testable import FlowGraphScanner
import Testing

/// A coordinator presenting an empty stack that a child coordinator it builds starts
/// (`let stack = NavigationViewController()`, `ReaderCoordinator(navigationController: stack).start()`,
/// `present(stack, …)`) shows the screen that start puts on the stack, its root when it sets
/// several, whether the stack is presented as it is, in a container of the app's built around
/// it, or returned by a factory and presented by its caller; the child holds the stack weakly.
/// So does a child's own stack, presented through its property once the child has started,
/// whether its `start()` sets the stack or calls a method of its own that does.
struct StartedStackTests {
    private static let app = """
    import UIKit

    class NavigationViewController: UINavigationController {}
    final class ReaderViewController: UIViewController {}
    final class SettingsListViewController: UIViewController {}
    final class ExportViewController: UIViewController {}

    final class ReaderCoordinator {
        weak var navigationController: UINavigationController?
        init(url: String, navigationController: UINavigationController) { self.navigationController = navigationController }
        func start(animated: Bool) {
            let controller = ReaderViewController()
            navigationController?.setViewControllers([controller], animated: animated)
        }
    }

    final class SettingsCoordinator {
        weak var navigationController: UINavigationController?
        let exporting: Bool
        init(navigationController: UINavigationController, exporting: Bool) {
            self.navigationController = navigationController
            self.exporting = exporting
        }
        func start(animated: Bool) {
            var controllers: [UIViewController] = [SettingsListViewController()]
            if exporting { controllers.append(ExportViewController()) }
            navigationController?.setViewControllers(controllers, animated: animated)
        }
    }

    final class ContainerViewController: UIViewController {
        init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
    }

    final class LibraryCoordinator {
        weak var navigationController: UINavigationController?

        func createReader(url: String) -> NavigationViewController {
            let navigationController = NavigationViewController()
            let coordinator = ReaderCoordinator(url: url, navigationController: navigationController)
            coordinator.start(animated: false)
            return navigationController
        }

        func showReader(url: String) {
            let controller = createReader(url: url)
            navigationController?.present(controller, animated: true)
        }

        func showSettings(exporting: Bool) {
            let navigationController = NavigationViewController()
            let container = ContainerViewController(rootViewController: navigationController)
            let coordinator = SettingsCoordinator(navigationController: navigationController, exporting: exporting)
            coordinator.start(animated: false)
            self.navigationController?.present(container, animated: true)
        }

        func showPlainReader(url: String) {
            let navigationController = NavigationViewController()
            let coordinator = ReaderCoordinator(url: url, navigationController: navigationController)
            coordinator.start(animated: false)
            self.navigationController?.present(navigationController, animated: true)
        }
    }
    """

    @Test func anEmptyStackShowsWhatTheChildsStartPutsOnIt() {
        let presented = Scan.text(Self.app).graph.drawnEdges(inFilesStartingWith: "Fixture.swift").filter { $0.contains(" present ") }
        #expect(presented == [
            "LibraryCoordinator present ReaderViewController Fixture.swift:48",
            "LibraryCoordinator present ReaderViewController Fixture.swift:63",
            "LibraryCoordinator present SettingsListViewController Fixture.swift:56",
        ])
    }

    @Test func aChildsOwnStackShowsWhatItsStartPutsOnIt() {
        let result = Scan.text("""
        import UIKit
        final class ConfirmViewController: UIViewController {}
        final class ConfirmCoordinator {
            let navigationController: UINavigationController
            private lazy var controller = ConfirmViewController()
            init(navigationController: UINavigationController = UINavigationController()) {
                self.navigationController = navigationController
            }
            func start() {
                navigationController.viewControllers = [controller]
            }
        }
        final class BrowserCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func confirm() {
                let coordinator = ConfirmCoordinator()
                coordinator.start()
                navigationController.present(coordinator.navigationController, animated: true)
            }
        }
        """)
        let presented = result.graph.edges.filter { $0.from == "BrowserCoordinator" }
        #expect(presented.map { "\($0.to ?? "-") \($0.line ?? 0)" } == ["ConfirmViewController 19"])
        #expect(presented.first?.embedding == .navigation)
    }

    @Test func aStartSettingTheStackThroughItsOwnMethodsShowsWhatEachSets() {
        let result = Scan.text("""
        import UIKit
        final class WelcomeViewController: UIViewController {}
        final class ImportViewController: UIViewController {}
        enum EntryPoint { case welcome, importWallet }
        final class WalletCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController = UINavigationController()) {
                self.navigationController = navigationController
            }
            func start(_ entryPoint: EntryPoint) {
                switch entryPoint {
                case .welcome: setWelcomeView()
                case .importWallet: self.setImport()
                }
            }
            private func setWelcomeView() {
                let controller = WelcomeViewController()
                navigationController.viewControllers = [controller]
            }
            private func setImport() {
                navigationController.viewControllers = [ImportViewController()]
            }
        }
        final class AppCoordinator {
            let navigationController = UINavigationController()
            func showWallet() {
                let coordinator = WalletCoordinator()
                coordinator.start(.welcome)
                navigationController.present(coordinator.navigationController, animated: true)
            }
        }
        """)
        let presented = result.graph.edges.filter { $0.from == "AppCoordinator" }
        #expect(presented.map { "\($0.to ?? "-") \($0.line ?? 0)" }.sorted() == ["ImportViewController 29", "WelcomeViewController 29"])
    }
}
