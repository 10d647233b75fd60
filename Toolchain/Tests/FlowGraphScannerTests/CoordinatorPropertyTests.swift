import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// What a coordinator's properties hold: a lazy property built by a closure called in place,
/// a navigation controller declared by its type whose stack the coordinator sets, and the
/// screen a helper handed a coordinator (typed by a protocol) shows through its property.
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

    @Test func tabsListedInALocalFromOtherCoordinatorsPropertiesAreEachTab() {
        let result = Scan.text("""
        final class HomeCoordinator {
            lazy var rootViewController: HomeViewController = { HomeViewController() }()
        }
        final class DiaryCoordinator {
            lazy var viewController: UINavigationController = {
                if showsInfo { return UINavigationController(rootViewController: DiaryInfoViewController()) }
                return UINavigationController(rootViewController: DiaryOverviewViewController())
            }()
        }
        final class CheckinCoordinator {
            lazy var viewController = UINavigationController(rootViewController: CheckinsViewController())
        }
        final class RootCoordinator {
            let tabBarController = UITabBarController()
            private var homeCoordinator: HomeCoordinator?
            private var diaryCoordinator: DiaryCoordinator?
            private var checkinCoordinator: CheckinCoordinator!
            private let placeholder = UIViewController()

            func setupTabs(hibernating: Bool) {
                let tabs = [
                    homeCoordinator?.rootViewController,
                    hibernating ? nil : placeholder,
                    hibernating ? nil : checkinCoordinator!.viewController,
                    diaryCoordinator?.viewController
                ].compactMap { $0 }
                tabBarController.setViewControllers(tabs, animated: false)
            }
        }
        """)
        // The tab that may be `nil` is the other branch's screen; the placeholder is none.
        let tabs = result.graph.edges.filter { $0.action == .tab }.compactMap(\.to).sorted()
        #expect(tabs == ["CheckinsViewController", "DiaryInfoViewController", "DiaryOverviewViewController", "HomeViewController"])
    }

    @Test func aHelperHandedACoordinatorByItsProtocolShowsTheScreenItsPropertyGives() {
        #expect(Self.drawn("""
        protocol RootViewControllerProvider: AnyObject { var rootViewController: UIViewController { get } }
        typealias RootCoordinator = Coordinator & RootViewControllerProvider
        final class NavigationController: UIViewController {
            let childNavigationController = UINavigationController()
            func pushCoordinator(coordinator: RootCoordinator, animated: Bool) {
                childNavigationController.pushViewController(coordinator.rootViewController, animated: animated)
            }
        }
        final class TokenInfoCoordinator: RootCoordinator {
            var rootViewController: UIViewController { TokenInfoViewController() }
        }
        final class TokensCoordinator: Coordinator {
            let navigationController = NavigationController()
            func tokenInfo() {
                let coordinator = TokenInfoCoordinator()
                navigationController.pushCoordinator(coordinator: coordinator, animated: true)
            }
        }
        """) == ["push TokenInfoViewController -"])
    }
}
