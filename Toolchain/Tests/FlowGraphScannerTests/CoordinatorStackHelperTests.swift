import FlowGraph
import FlowGraphScanner
import Testing

/// A base coordinator's helpers setting its stack (`func set(_ screens: [UIViewController])`
/// calling `setViewControllers`, and `func set(_ screen: UIViewController)` handing `[screen]`
/// on), called from subclasses in other files, some declared through a type alias composing the
/// base class with protocols (`typealias TabItem = BaseFlowCoordinator & Linkable`): each call
/// sets the screens it lists, standing where it is made.
struct CoordinatorStackHelperTests {
    private static let base = (path: "Coordinators/BaseFlowCoordinator.swift", text: """
    import UIKit
    class BaseFlowCoordinator: NSObject {
        let stack: UINavigationController
        init(stack: UINavigationController) { self.stack = stack }
        func set(_ screen: UIViewController, animated: Bool = true) {
            set([screen], animated: animated)
        }
        func set(_ screens: [UIViewController], animated: Bool = true) {
            stack.setViewControllers(screens, animated: animated)
        }
    }
    """)

    @Test func aStackHelperHandedAListSetsEachScreenAtTheCall() {
        let result = Scan.files([Self.base, (path: "Coordinators/Tabs.swift", text: """
        import UIKit
        protocol Linkable { func open(_ link: String) }
        typealias TabItem = BaseFlowCoordinator
            & Linkable
        final class InboxViewController: UIViewController {}
        final class ComposerViewController: UIViewController {}
        final class ProfileViewController: UIViewController {}
        final class ScreenFactory {
            func inbox() -> UIViewController { InboxViewController() }
        }
        """), (path: "Coordinators/InboxCoordinator.swift", text: """
        import UIKit
        final class InboxCoordinator: TabItem {
            let factory = ScreenFactory()
            func start() {
                let inbox = factory.inbox()
                set([inbox], animated: false)
            }
            func compose() { set([InboxViewController(), ComposerViewController()]) }
            func open(_ link: String) {}
        }
        """), (path: "Coordinators/ProfileCoordinator.swift", text: """
        import UIKit
        final class ProfileCoordinator: BaseFlowCoordinator {
            func start() {
                let profile = ProfileViewController()
                set(profile)
            }
        }
        """)])
        let set = result.graph.edges.filter { $0.action == .verb(.setRoot) }
            .map { "\($0.from) → \($0.to ?? "-") \($0.file?.split(separator: "/").last ?? ""):\($0.line ?? 0)" }.sorted()
        #expect(set == ["InboxCoordinator → ComposerViewController InboxCoordinator.swift:8",
                        "InboxCoordinator → InboxViewController InboxCoordinator.swift:6",
                        "InboxCoordinator → InboxViewController InboxCoordinator.swift:8",
                        "ProfileCoordinator → ProfileViewController ProfileCoordinator.swift:5"])
    }

    /// The base class's helper presenting a child coordinator's own stack (`func present(_ child:
    /// BaseFlowCoordinator, animated: Bool = true) { root.present(child.root, animated: animated) }`,
    /// named as UIKit's verb but taking a coordinator): each call shows the screen the child's
    /// `start()` sets on that stack, the child built in place or by a factory typed as the base class.
    @Test func aCoordinatorPresentedThroughTheBaseHelperShowsWhatItsStartSets() {
        let result = Scan.files([(path: "Coordinators/BaseFlowCoordinator.swift", text: """
        import UIKit
        class BaseFlowCoordinator: NSObject {
            private(set) var root: UINavigationController
            init(stack: UINavigationController) { root = stack }
            func start() {}
            func set(_ screen: UIViewController) { root.setViewControllers([screen], animated: false) }
            func present(_ child: BaseFlowCoordinator, animated: Bool = true) {
                child.start()
                root.present(child.root, animated: animated)
            }
        }
        """), (path: "Coordinators/Children.swift", text: """
        import UIKit
        final class ConsentViewController: UIViewController {}
        final class ExplainerViewController: UIViewController {}
        final class ConsentCoordinator: BaseFlowCoordinator {
            override func start() { set(ConsentViewController()) }
        }
        final class ExplainerCoordinator: BaseFlowCoordinator {
            override func start() { set(ExplainerViewController()) }
        }
        final class CoordinatorFactory {
            func explainer(stack: UINavigationController) -> BaseFlowCoordinator {
                ExplainerCoordinator(stack: stack)
            }
        }
        """), (path: "Coordinators/HomeCoordinator.swift", text: """
        import UIKit
        final class HomeCoordinator: BaseFlowCoordinator {
            let factory = CoordinatorFactory()
            func askConsent() { present(ConsentCoordinator(stack: UINavigationController())) }
            func explain() {
                let child = factory.explainer(stack: UINavigationController())
                present(child)
            }
        }
        """)])
        let presented = result.graph.edges.filter { $0.from == "HomeCoordinator" }
            .map { "\($0.to ?? "-") \($0.action) :\($0.line ?? 0)" }.sorted()
        #expect(presented == ["ConsentViewController \(EdgeAction.verb(.present)) :4",
                              "ExplainerViewController \(EdgeAction.verb(.present)) :7"])
    }
}
