import FlowGraph
import FlowGraphScanner
import Testing

/// Apps whose screens each sit in a coordinator showing itself through `toPresentable()`, handed
/// to navigation coordinators of the app's own (`stack.push(coordinator)`,
/// `stack.setSheetCoordinator(stack)`): each call is an edge to the screen the handed
/// coordinator presents; a stack built in place shows its root; a private helper handing over
/// its parameter shows what each caller gives it; a `push` of anything else says nothing.
struct PresentableCoordinatorTests {
    private static let navigation = (path: "Navigation/NavigationStackCoordinator.swift", text: """
    import SwiftUI
    protocol CoordinatorProtocol { func toPresentable() -> AnyView }
    class NavigationStackCoordinator: CoordinatorProtocol {
        private(set) var rootCoordinator: (any CoordinatorProtocol)?
        func setRootCoordinator(_ coordinator: (any CoordinatorProtocol)?, animated: Bool = true) {}
        func push(_ coordinator: any CoordinatorProtocol, animated: Bool = true, dismissalCallback: (() -> Void)? = nil) {}
        func setSheetCoordinator(_ coordinator: (any CoordinatorProtocol)?, animated: Bool = true) {}
        func toPresentable() -> AnyView { AnyView(NavigationStackCoordinatorView(coordinator: self)) }
    }
    """)

    private static let screens = (path: "Screens/ScreenCoordinators.swift", text: """
    import SwiftUI
    final class LoginScreenCoordinator: CoordinatorProtocol {
        init(parameters: LoginParameters) {}
        func toPresentable() -> AnyView {
            AnyView(LoginScreen(context: viewModel.context))
        }
    }
    final class ServerScreenCoordinator: CoordinatorProtocol {
        func toPresentable() -> AnyView { AnyView(ServerScreen(context: viewModel.context)) }
    }
    final class AnalyticsScreenCoordinator: CoordinatorProtocol {
        func toPresentable() -> AnyView { AnyView(AnalyticsScreen(context: viewModel.context)) }
    }
    """)

    @Test func aHandedCoordinatorIsTheScreenItPresents() {
        let result = Scan.files([Self.navigation, Self.screens, (path: "Flows/AuthenticationFlowCoordinator.swift", text: """
        import SwiftUI
        class AuthenticationFlowCoordinator {
            private let navigationStackCoordinator: NavigationStackCoordinator
            private var history = Stack<Int>()
            func showLogin() {
                let coordinator = LoginScreenCoordinator(parameters: LoginParameters())
                navigationStackCoordinator.push(coordinator) { [weak self] in
                    self?.done()
                }
            }
            func showServerSelection() {
                let stack = NavigationStackCoordinator()
                let coordinator = ServerScreenCoordinator()
                stack.setRootCoordinator(coordinator)
                navigationStackCoordinator.setSheetCoordinator(stack)
            }
            func close() {
                navigationStackCoordinator.setSheetCoordinator(nil)
                history.push(3)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "AuthenticationFlowCoordinator" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.embedding?.rawValue ?? "-") \($0.line ?? 0)" }.sorted()
        // The stack built in place is its root, in a stack of its own, drawn once where it is shown.
        #expect(drawn == ["present ServerScreen navigation 15", "push LoginScreen - 7"])
        // `history.push(3)` hands over no coordinator: no note either.
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aPrivateHelperHandingOverItsParameterShowsEachCallersScreen() {
        let result = Scan.files([Self.navigation, Self.screens, (path: "Flows/OnboardingFlowCoordinator.swift", text: """
        import SwiftUI
        class OnboardingFlowCoordinator {
            private let navigationStackCoordinator: NavigationStackCoordinator
            func showLogin() {
                let coordinator = LoginScreenCoordinator(parameters: LoginParameters())
                presentCoordinator(coordinator)
            }
            func showAnalytics() {
                presentCoordinator(AnalyticsScreenCoordinator())
            }
            private func presentCoordinator(_ coordinator: CoordinatorProtocol) {
                if navigationStackCoordinator.rootCoordinator == nil {
                    navigationStackCoordinator.setRootCoordinator(coordinator)
                } else {
                    navigationStackCoordinator.push(coordinator)
                }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "OnboardingFlowCoordinator" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        // Each of the helper's calls, at its line, for each caller.
        #expect(drawn == ["push AnalyticsScreen 15", "push LoginScreen 15", "setRoot AnalyticsScreen 13", "setRoot LoginScreen 13"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anEmptyStackPresentedAndHandedToACoordinatorShowsWhatItsStartPushes() {
        let result = Scan.files([(path: "App/Coordinators.swift", text: """
        import UIKit
        class BaseNavigationController: UINavigationController {}
        final class AboutCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let about = AboutViewController()
                navigationController.pushViewController(about, animated: false)
            }
        }
        final class MainCoordinator {
            let navigationController: UINavigationController
            let split = UISplitViewController()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func showAbout() {
                let modal = BaseNavigationController()
                let child = AboutCoordinator(navigationController: modal)
                navigationController.topViewController?.present(modal, animated: true)
                child.start()
            }
            func showDetail() {
                let detail = BaseNavigationController()
                split.showDetailViewController(detail, sender: nil)
            }
        }
        final class AboutViewController: UIViewController {}
        """)])
        let edges = result.graph.edges.filter { $0.from == "MainCoordinator" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        // A stack handed to no coordinator shows nothing the scan can name: not drawn.
        #expect(edges == ["AboutViewController 18"])
        #expect(result.graph.edges.first { $0.from == "MainCoordinator" }?.embedding == .navigation)
    }

    /// The app's router around a stack (`NavigationRouter.createModal(…)`), presented through
    /// the app's own `present(_ router:)` and handed to a coordinator whose `start()` pushes
    /// through a helper of its base class: the screen that start pushes, in a stack.
    @Test func aRouterPresentedAndHandedToACoordinatorShowsWhatItsStartPushes() {
        let result = Scan.files([(path: "App/Router.swift", text: """
        import UIKit
        final class NavigationRouter: NSObject {
            let navigationController: UINavigationController
            init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
            static func createModal(style: UIModalPresentationStyle) -> NavigationRouter {
                NavigationRouter(UINavigationController())
            }
            func push(_ viewController: UIViewController, animated: Bool) {
                navigationController.pushViewController(viewController, animated: animated)
            }
        }
        extension UIViewController {
            func present(_ router: NavigationRouter, animated: Bool, completion: (() -> Void)?) {
                present(router.navigationController, animated: animated, completion: completion)
            }
        }
        class BaseCoordinator {
            let router: NavigationRouter
            init(router: NavigationRouter) { self.router = router }
            func start() {}
            func pushInitialViewController(_ viewController: UIViewController, animated: Bool) {
                router.push(viewController, animated: animated)
            }
        }
        """), (path: "App/About.swift", text: """
        import UIKit
        final class AboutViewController: UIViewController {}
        final class AboutCoordinator: BaseCoordinator {
            private let aboutViewController = AboutViewController()
            override func start() {
                pushInitialViewController(aboutViewController, animated: true)
            }
        }
        final class HomeViewController: UIViewController {
            func showAbout() {
                let modalRouter = NavigationRouter.createModal(style: .formSheet)
                let aboutCoordinator = AboutCoordinator(router: modalRouter)
                aboutCoordinator.start()
                present(modalRouter, animated: true, completion: nil)
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "HomeViewController" }
            .map { "\($0.to ?? "-") \($0.line ?? 0) \($0.embedding?.rawValue ?? "-")" }
        #expect(edges == ["AboutViewController 14 navigation"])
    }
}
