import FlowGraph
@testable import FlowGraphScanner
import Testing

/// Services an app injects to navigate for it (a window service, an alert service): their
/// methods may share a name with UIKit's verbs (`present(modal:)`, `show(viewController:)`)
/// without UIKit's labels, which makes them the app's own helpers, called on values of their
/// type, a protocol's included; a window service setting the window's root sets the root its
/// callers hand it. Test files set roots and present screens of their own, no navigation of
/// the app's, and an actor is never a screen.
struct ServiceWrapperTests {
    private static let window = """
    import UIKit

    protocol WindowService: AnyObject {
        func show(viewController: UIViewController)
        func present(modal: UIViewController)
    }

    final class WindowServiceImplementation: WindowService {
        private let window: UIWindow
        private var topmost: UIViewController? { window.rootViewController?.presentedViewController }

        init(window: UIWindow) { self.window = window }

        func show(viewController: UIViewController) {
            window.rootViewController = viewController
            window.makeKeyAndVisible()
        }

        func present(modal: UIViewController) {
            guard let presenting = topmost else { return }
            presenting.present(modal, animated: true, completion: nil)
        }
    }
    """

    private static let services = """
    import UIKit

    final class LaunchViewController: UIViewController {}
    final class TabsController: UITabBarController {}
    final class UpsellViewController: UIViewController {}

    final class NavigationService {
        private let windowService: WindowService

        init(windowService: WindowService) { self.windowService = windowService }

        func launched() {
            windowService.show(viewController: LaunchViewController())
        }

        func signedIn() {
            let tabs = TabsController()
            self.windowService.show(viewController: tabs)
        }
    }

    final class AlertService {
        private let windowService: WindowService

        init(windowService: WindowService) { self.windowService = windowService }

        func showUpsell() {
            let upsell = UpsellViewController()
            upsell.modalPresentationStyle = .overFullScreen
            windowService.present(modal: upsell)
        }
    }
    """

    @Test func aServiceMethodNamedLikeAVerbWithOtherLabelsIsTheAppsHelper() {
        let result = Scan.files([("Window.swift", Self.window), ("Services.swift", Self.services)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Services.swift") == [
            "AlertService present UpsellViewController Services.swift:30",
            "NavigationService other LaunchViewController Services.swift:13",
            "NavigationService other TabsController Services.swift:18",
        ])
        let roots = result.graph.edges.filter { $0.action == .verb(.setWindowRoot) }.map { $0.to ?? "-" }.sorted()
        #expect(roots == ["LaunchViewController", "TabsController"])
        #expect(result.unresolvedUIKitCalls == 0, "the helpers' own calls are told by their callers")
    }

    @Test func aMethodWithUIKitsLabelsStaysUIKitsVerb() {
        // An override of UIKit's `present(_:animated:completion:)` is UIKit's verb: each call is
        // drawn once, where it is made, not again through the override.
        let result = Scan.text("""
        import UIKit
        final class DetailViewController: UIViewController {}
        class BaseViewController: UIViewController {
            override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
                super.present(controller, animated: animated, completion: completion)
            }
        }
        final class HomeViewController: BaseViewController {
            func open() { present(DetailViewController(), animated: true) }
        }
        """)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Fixture.swift") == [
            "HomeViewController present DetailViewController Fixture.swift:9",
        ])
    }

    @Test func anActorCallingAScreenExtensionsMethodShowsNothing() {
        // `presenter.present()` is the actor's own method; only a screen's `present()` presents it.
        let result = Scan.text("""
        import UIKit
        import GameKit
        extension UIViewController {
            public func present() {
                UIApplication.shared.keyWindow?.rootViewController?.present(self, animated: true)
            }
        }
        struct GameCenterClient {
            static var live: GameCenterClient {
                actor Presenter {
                    func present() async {
                        let controller = await GKGameCenterViewController()
                        await controller.present()
                    }
                }
                let presenter = Presenter()
                return GameCenterClient(open: { await presenter.present() })
            }
            var open: () async -> Void
        }
        """)
        #expect(result.graph.edges.map { $0.to ?? "-" } == ["GKGameCenterViewController"])
    }

    @Test func aProtocolsPresentWithUIKitsLabelsIsTheAppsHelper() {
        // `ModalRouterProtocol.present(_:animated:style:)` wraps what it is given in a stack:
        // called without `animated:` (its default), it shows the caller's screen, at the caller.
        // An error handler's `present(_ error: Error)` takes no screen: `present(error)` is none.
        let result = Scan.files([(path: "Routing.swift", text: """
        import UIKit
        protocol ModalRouterProtocol: AnyObject {
            var rootViewController: UIViewController { get }
        }
        extension ModalRouterProtocol {
            func present(_ viewController: UIViewController, animated: Bool = true, style: UIModalPresentationStyle = .automatic) {
                let navigationController = UINavigationController(rootViewController: viewController)
                navigationController.modalPresentationStyle = style
                rootViewController.present(navigationController, animated: animated, completion: nil)
            }
        }
        protocol AlertPresenter {
            func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?)
        }
        extension AlertPresenter {
            func present(_ viewController: UIViewController, animated: Bool) { present(viewController, animated: animated, completion: nil) }
        }
        """), (path: "Profile.swift", text: """
        import UIKit
        final class QRCodeViewController: UIViewController {}
        final class ProfileCoordinator {
            let modalRouter: ModalRouterProtocol
            init(modalRouter: ModalRouterProtocol) { self.modalRouter = modalRouter }
            func showQRCode() {
                let vc = QRCodeViewController()
                modalRouter.present(vc)
            }
            func failed(_ error: Error) {
                ErrorPresenter.shared.present(error)
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Profile.swift") == [
            "ProfileCoordinator present QRCodeViewController Profile.swift:8",
        ])
    }

    private static let routing = """
    import UIKit
    open class Coordinator: NSObject {}
    public protocol Presentable: Coordinator {
        var presentedViewController: UIViewController { get }
    }
    public protocol Presenting: Coordinator {
        var presentationContext: UIViewController { get }
    }
    extension Presenting {
        public func presentChild(_ child: some Presentable, animated: Bool, completion: (() -> Void)? = nil) {
            presentationContext.present(child.presentedViewController, animated: animated, completion: completion)
        }
    }
    """

    private static let coordinators = """
    import UIKit
    final class AccountViewController: UIViewController {}
    final class PurchaseViewController: UIViewController {}
    final class AccountCoordinator: Coordinator, Presentable {
        let navigationController: UINavigationController
        var presentedViewController: UIViewController { navigationController }
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start(animated: Bool) {
            navigationController.pushViewController(AccountViewController(), animated: animated)
        }
    }
    final class PurchaseCoordinator: Coordinator, Presentable {
        private var controller: PurchaseViewController?
        var presentedViewController: UIViewController { controller! }
        func start() { controller = PurchaseViewController() }
    }
    final class AppCoordinator: Coordinator, Presenting {
        var presentationContext: UIViewController { UIViewController() }
        func showAccount() {
            let coordinator = AccountCoordinator(navigationController: UINavigationController())
            coordinator.start(animated: false)
            presentChild(coordinator, animated: true)
        }
    }
    extension AppCoordinator {
        func showPurchase() {
            let coordinator = PurchaseCoordinator()
            coordinator.start()
            presentChild(coordinator, animated: true)
        }
    }
    """

    @Test func aChildCoordinatorPresentedThroughItsPropertyShowsItsScreen() {
        // What the child's `start()` pushes on its stack, else the screen its property holds;
        // called from an extension of a type conforming to the helper's protocol too.
        let result = Scan.files([("Routing.swift", Self.routing), ("Coordinators.swift", Self.coordinators)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "") == [
            "AccountCoordinator push AccountViewController Coordinators.swift:9",
            "AppCoordinator present AccountViewController Coordinators.swift:22",
            "AppCoordinator present PurchaseViewController Coordinators.swift:29",
        ])
        #expect(result.unresolvedUIKitCalls == 0, "the helper's own call is told by its callers")
    }

    private static let testFile = """
    //
    //  CourseViewControllerTests.swift
    //
    /* Copyright 2024
       All rights reserved. */
    #if canImport(UIKit)
    import XCTest
    @testable import App
    #endif

    final class CourseViewControllerTests: XCTestCase {
        func testAppears() {
            inScreenDisplayContext(CourseViewController()) {}
            let window = UIWindow()
            window.rootViewController = CourseViewController()
            UINavigationController().pushViewController(SettingsViewController(), animated: false)
        }
    }
    """

    private static let testSupport = """
    import XCTest
    extension XCTestCase {
        func inScreenDisplayContext(_ controller: UIViewController, action: () -> Void) {
            let window = UIWindow()
            window.rootViewController = controller
            action()
        }
    }
    """

    private static let app = """
    import UIKit
    import SwiftUI
    final class CourseViewController: UIViewController {
        func openSettings() { navigationController?.pushViewController(SettingsViewController(), animated: true) }
    }
    final class SettingsViewController: UIViewController {}

    #if DEBUG
    @testable import Analytics
    #Preview { SettingsView() }
    #endif
    """

    @Test func aTestFileDrawsNoneOfItsNavigation() {
        let result = Scan.files([("App/Course.swift", Self.app), ("Test/CourseViewControllerTests.swift", Self.testFile),
                                 ("Test/Support.swift", Self.testSupport)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "") == [
            "CourseViewController push SettingsViewController App/Course.swift:4",
        ])
    }

    @Test func aTestFileUsingTheNavigatorsAPIDrawsNoneOfItsPlainNavigation() {
        // `sut.start()` names the navigator's API, so the file is parsed whole for the DSL.
        let test = """
        import AppTestSupport
        @testable import App

        final class AppCoordinatorTests: XCTestCase {
            func testStart() {
                let spy = ViewControllerSpy()
                sut.window.rootViewController = spy
                sut.start()
            }
        }
        final class ViewControllerSpy: UIViewController {}
        """
        let result = Scan.files([("App/Course.swift", Self.app), ("Test/AppCoordinatorTests.swift", test)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "") == [
            "CourseViewController push SettingsViewController App/Course.swift:4",
        ])
    }

    @Test(arguments: [
        ("import XCTest\n@testable import App\n", true),
        ("// header\n\n/* a\n   block */\nimport Foundation\nimport Testing\nstruct T {}\n", true),
        ("#if canImport(Quick)\nimport Quick\nimport Nimble\n#endif\n", true),
        ("@preconcurrency import SnapshotTesting;\n", true),
        ("import struct XCTest.XCTestCase\n", true),
        ("import UIKit\n@testable import Analytics\nfinal class A {}\nimport XCTest\n", false),
        ("import UIKit\nlet name = \"XCTest\"\n", false),
        ("import TestingSupport\n", false),
        // XCTest re-exported by a framework of the app's: a `@testable` import beside a test case.
        ("import AppTestSupport\n@testable import App\n\nfinal class AppCoordinatorTests: XCTestCase {}\n", true),
        ("@testable import App\nstruct AppPreview: View {}\n", false),
    ])
    func testFilesAreToldByTheirImports(text: String, isTest: Bool) {
        #expect(Prefilter.isTestFile(text) == isTest)
    }
}
