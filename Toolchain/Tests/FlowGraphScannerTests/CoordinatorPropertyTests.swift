import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// What a coordinator's properties hold: a lazy property built by a closure called in place,
/// and a navigation controller declared by its type whose stack the coordinator sets.
struct CoordinatorPropertyTests {
    private static func drawn(_ code: String) -> [String] {
        Scan.text(code).graph.edges.map { edge in
            let verbs: [(EdgeAction, String)] = [(.verb(.present), "present"), (.verb(.setRoot), "setRoot"), (.verb(.push), "push")]
            let verb = verbs.first { $0.0 == edge.action }?.1 ?? "other"
            return "\(verb) \(edge.to ?? "-") \(edge.embedding?.rawValue ?? "-")"
        }.sorted()
    }

    @Test func aLazyPropertyBuiltByAClosureHoldsWhatTheClosureReturns() {
        #expect(Self.drawn("""
        final class ProgressCoordinator {
            private let presenter: UIViewController
            private lazy var stack: UINavigationController = {
                let controller = ProgressViewController(server: server)
                controller.delegate = self
                let navigationController = AppNavigationController(rootViewController: controller)
                return navigationController
            }()
            private lazy var sheet = { SheetViewController() }()

            func start() {
                presenter.present(stack, animated: true)
                presenter.present(sheet, animated: true)
            }
        }
        """) == ["present ProgressViewController navigation", "present SheetViewController none"])
    }

    @Test func aStackDeclaredByItsTypeIsSetByTheCoordinator() {
        #expect(Self.drawn("""
        final class SettingsCoordinator {
            let navigationController: UINavigationController
            lazy var rootViewController: SettingsViewController = { SettingsViewController(style: .plain) }()

            init(navigationController: UINavigationController = UINavigationController()) {
                self.navigationController = navigationController
            }

            func start() {
                navigationController.viewControllers = [rootViewController]
            }
        }
        """) == ["setRoot SettingsViewController -"])
    }

    @Test func aPagerDeclaredByItsTypeIsNoNavigation() {
        #expect(Self.drawn("""
        final class GalleryViewController: UIViewController {
            let pager: UIPageViewController

            func show(_ page: PageViewController) {
                pager.viewControllers = [page]
            }
        }
        """) == [])
    }
}
