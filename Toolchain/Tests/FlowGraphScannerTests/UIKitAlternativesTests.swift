import FlowGraph
import FlowKit
import FlowGraphScanner
import Testing

/// UIKit targets that can be one of several screens: a conditional, a fallback, a branch-set
/// local reached through a factory or a tab list. Each screen that can be shown is an edge on
/// the call's line; one alternative that cannot be told leaves the whole call unresolved.
struct UIKitAlternativesTests {
    /// `to` of the edges with `action`, sorted.
    private static func targets(_ result: ScanResult, _ action: EdgeAction) -> [String] {
        result.graph.edges.filter { $0.action == action }.compactMap(\.to).sorted()
    }

    @Test func aConditionalShowsEachSide() {
        let result = Scan.text("""
        final class InboxViewController: UIViewController {
            func open(compact: Bool) {
                present(compact ? SheetViewController() : PanelViewController(), animated: true)
            }
            func other(item: Item?) {
                let next = item == nil ? EmptyViewController() : DetailViewController(item: item)
                navigationController?.pushViewController(next, animated: true)
            }
            func unknown(compact: Bool) {
                present(compact ? SheetViewController() : someFactory.make(), animated: true)
            }
        }
        """)
        #expect(Self.targets(result, .verb(.present)) == ["PanelViewController", "SheetViewController"])
        #expect(Self.targets(result, .verb(.push)) == ["DetailViewController", "EmptyViewController"])
        #expect(result.graph.edges.allSatisfy { $0.evidence == .inferred })
        #expect(result.unresolvedUIKitCalls == 1, "one side unknown: the call is not drawn")
    }

    @Test func aFactoryReturningAConditionalIsEachOfItsScreens() {
        let result = Scan.files([(path: "Welcome.swift", text: """
        final class WelcomeModel {
            static func make(in navigationController: UINavigationController? = nil) -> UIViewController {
                let controller = AppHostingController(rootView: WelcomeView())
                let stack = navigationController ?? UINavigationController(rootViewController: controller)
                return (navigationController == nil) ? stack : controller
            }
        }
        """), (path: "Intro.swift", text: """
        final class IntroViewController: UIViewController {
            func next() {
                let controller = WelcomeModel.make(in: navigationController)
                navigationController?.pushViewController(controller, animated: true)
            }
            func start() {
                present(WelcomeModel.make(), animated: true)
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.push)) == ["AppHostingController<WelcomeView>"])
        // Presented, the screen may come in the stack built for it or alone: one edge, whose
        // embedding is claimed only when every way embeds it.
        #expect(result.graph.edges.filter { $0.action == .verb(.present) }.map { "\($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }
                == ["AppHostingController<WelcomeView> none"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    @Test func aFactoryWhoseBuildChoosesTheScreenIsEachOfThem() {
        let result = Scan.files([(path: "Screens.swift", text: """
        enum Screens {
            case shared
            func mainWindow(for account: Account) -> UIViewController {
                #if targetEnvironment(macCatalyst)
                    SidebarSplitController(account: account)
                #else
                    MainTabsController(account: account)
                #endif
            }
            func unfinished() -> UIViewController {
                #if os(iOS)
                    let made = PhoneController()
                    made
                #else
                    PadController()
                #endif
            }
        }
        """), (path: "Scene.swift", text: """
        final class WindowScene: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func replaceRoot(with controller: UIViewController) { window?.rootViewController = controller }
        }
        final class SignInController: UIViewController {
            var scene: WindowScene?
            func signedIn(_ account: Account) {
                scene?.replaceRoot(with: Screens.shared.mainWindow(for: account))
            }
            func other() {
                present(Screens.shared.unfinished(), animated: true)
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.setWindowRoot)) == ["MainTabsController", "SidebarSplitController"])
        #expect(Self.targets(result, .verb(.present)).isEmpty, "a clause of two statements is not read as its value")
    }

    /// Declared `= nil` and set in each case of a `switch` before it is shown: one of the values
    /// set. A factory returning such a local, its cases picked by what each caller passes, stays
    /// unknown.
    @Test func aLocalDeclaredNilAndSetInEachCaseIsEachValueSet() {
        let result = Scan.text("""
        final class RoomController: UIViewController {}
        final class ChatController: UIViewController {}
        final class ConversationsController: UIViewController {
            func open(_ item: Conversation) {
                var controller: UIViewController? = nil
                switch item {
                case is Room: controller = RoomController()
                default: controller = ChatController()
                }
                if controller != nil {
                    showDetailViewController(controller!, sender: self)
                }
            }
            func feed(for identifier: String) -> UIViewController? {
                var controller: UIViewController? = nil
                if identifier == "room" { controller = RoomController() }
                if identifier == "chat" { controller = ChatController() }
                return controller
            }
            func openFeed() {
                navigationController?.pushViewController(feed(for: "room")!, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted() == ["ChatController :11", "RoomController :11"])
        #expect(result.unresolvedUIKitCalls == 1, "the factory's callers pick its branch")
    }

    @Test func aFallbackWithoutANilCheckIsEitherSide() {
        let result = Scan.text("""
        final class InboxViewController: UIViewController {
            var cached: DraftViewController?
            func open(given: UINavigationController?) {
                present(cached ?? ComposeViewController(), animated: true)
                present(given ?? UINavigationController(rootViewController: ComposeViewController()), animated: true)
            }
        }
        """)
        #expect(Self.targets(result, .verb(.present)) == ["ComposeViewController", "DraftViewController"])
        #expect(result.unresolvedUIKitCalls == 1, "a stack handed in says nothing of what it shows")
    }

    @Test func aLocalChosenInBranchesReachesTabsAndStacksThroughFactories() {
        let result = Scan.files([(path: "Stacks.swift", text: """
        struct Stacks {
            static func stack(_ root: UIViewController) -> UINavigationController {
                let stack = UINavigationController(rootViewController: root)
                stack.isToolbarHidden = true
                return stack
            }
        }
        """), (path: "Tabs.swift", text: """
        final class RootTabsController: UITabBarController {
            override func viewDidLoad() {
                let search: UIViewController
                if useGrid { search = GridSearchViewController() } else { search = ListSearchViewController() }
                viewControllers = [FeedViewController(), search].map { Stacks.stack($0) }
            }
        }
        final class OnboardingViewController: UIViewController {
            func finish(premium: Bool) {
                let next: UIViewController
                if premium { next = PremiumViewController() } else { next = HomeViewController() }
                navigationController?.setViewControllers([next], animated: true)
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.action == .tab }.map { "\($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }.sorted()
                == ["FeedViewController navigation", "GridSearchViewController navigation", "ListSearchViewController navigation"])
        #expect(Self.targets(result, .verb(.setRoot)) == ["HomeViewController", "PremiumViewController"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    /// A local set in a `switch`'s cases, `nil` in some (`default: vc = nil`), then shown when
    /// it holds one (`if let vc`, `vc!`): each screen a case sets; and a tab bar controller
    /// setting its own tabs (`self.setViewControllers(tabs, animated:)`) shows each as a tab.
    @Test func aLocalSetInSwitchCasesAndATabBarsOwnTabs() {
        let result = Scan.files([(path: "Settings.swift", text: """
        enum Row { case icon, sounds, clear }
        final class SettingsViewController: UITableViewController {
            var row = Row.icon
            func open() {
                let vc: UIViewController?
                switch row {
                case .icon: vc = IconSettingsViewController()
                case .sounds: vc = SoundSettingsViewController()
                default: vc = nil
                }
                if let vc {
                    navigationController?.pushViewController(vc, animated: true)
                }
            }
        }
        final class MainTabsController: UITabBarController {
            func setUp() {
                let home = UINavigationController(rootViewController: HomeViewController())
                let profile = UINavigationController(rootViewController: ProfileViewController())
                let tabs: [UIViewController] = [home, profile]
                self.setViewControllers(tabs, animated: false)
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.push)) == ["IconSettingsViewController", "SoundSettingsViewController"])
        #expect(Self.targets(result, .tab) == ["HomeViewController", "ProfileViewController"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    /// A settings list of ten rows, each pushing its own screen, is ten choices the code makes,
    /// not a reading gone wide.
    @Test func aMenuOfTenScreensIsTenEdges() {
        let rows = (0..<10).map { "case \($0): vc = Row\($0)ViewController()" }.joined(separator: "\n")
        let result = Scan.files([(path: "Menu.swift", text: """
        final class MenuViewController: UITableViewController {
            func open(_ row: Int) {
                let vc: UIViewController?
                switch row {
                \(rows)
                default: vc = nil
                }
                if let vc { navigationController?.pushViewController(vc, animated: true) }
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.push)) == (0..<10).map { "Row\($0)ViewController" }.sorted())
    }

    @Test func aHostGivenAViewBuildersResultIsEachViewItBuilds() {
        let result = Scan.text("""
        final class PaywallModel {
            static func make() -> UIViewController {
                let content = Self.content(plan: plan)
                return AppHostingController(rootView: content)
            }
            @ViewBuilder
            private static func content(plan: Plan) -> some View {
                if plan.isTrial {
                    let model = TrialModel()
                    TrialView(model: model)
                } else {
                    switch plan.kind {
                    case .yearly: YearlyOfferView().padding()
                    default: standard()
                    }
                }
            }
            private static func standard() -> some View { OfferView().background(Color.red) }
            private static func parts() -> some View { VStack { OfferView() } }
        }
        final class StoreViewController: UIViewController {
            func upgrade() { present(PaywallModel.make(), animated: true) }
            func parts() { present(UIHostingController(rootView: PaywallModel.parts()), animated: true) }
        }
        """)
        #expect(Self.targets(result, .verb(.present)) == ["AppHostingController<OfferView>", "AppHostingController<TrialView>",
                                                   "AppHostingController<YearlyOfferView>"])
        #expect(result.unresolvedUIKitCalls == 1, "SwiftUI's own stack names no screen")
    }

    @Test func aViewsModifierCalledOnALocalHostsThatViewAndAModelsMethodNothing() {
        let result = Scan.files([(path: "Views.swift", text: """
        struct SignInView: View {
            var body: some View { Text("Sign in") }
        }
        final class SignInModel {
            func makeView() -> some View { SignInView() }
        }
        """), (path: "Start.swift", text: """
        final class StartViewController: UIViewController {
            func signIn() {
                let view = SignInView()
                present(AppHostingController(rootView: view.themed()), animated: true)
            }
            func other() {
                let model = SignInModel()
                present(AppHostingController(rootView: model.makeView()), animated: true)
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.present)) == ["AppHostingController<SignInView>"])
        #expect(result.unresolvedUIKitCalls == 1, "a model's method is no modifier of the model")
    }

    @Test func aViewDeclaredInAFileTheDSLsNeedlesParseIsKnownAsAView() {
        // `.start(` is one of the DSL's needles: the file is parsed in the first pass, and its
        // view must still be known to the UIKit resolver.
        let result = Scan.files([(path: "Views.swift", text: """
        struct IntroView: View {
            let player: Player
            var body: some View { Text("Intro").onAppear { player.start() } }
        }
        """), (path: "Start.swift", text: """
        final class StartViewController: UIViewController {
            func intro() {
                let view = IntroView(player: player)
                present(AppHostingController(rootView: view.themed()), animated: true)
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.present)) == ["AppHostingController<IntroView>"])
    }

    @Test func aFactoryReturningAnotherFilesStaticFactoryIsEachOfItsScreens() {
        // The pickers' file names no navigation: only the method returning its factory's call
        // says it is wanted.
        let result = Scan.files([(path: "Pickers.swift", text: """
        import UIKit
        final class WalletPickerViewController: UIViewController {
            var onCreate: (() -> Void)?
            static func instantiate(onCreate: @escaping () -> Void) -> WalletPickerViewController {
                let picker = WalletPickerViewController()
                picker.onCreate = onCreate
                return picker
            }
        }
        final class RemoteNodeViewController: UIViewController {}
        """), (path: "SetupCoordinator.swift", text: """
        import UIKit
        final class SetupCoordinator {
            weak var navigationController: UINavigationController?
            var hasLocalWallet = false
            func addWallet() {
                navigationController?.pushViewController(setupViewController(), animated: true)
            }
            private func createWallet() {}
            private func setupViewController() -> UIViewController {
                if hasLocalWallet {
                    return RemoteNodeViewController()
                } else {
                    return WalletPickerViewController.instantiate(onCreate: createWallet)
                }
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.push)) == ["RemoteNodeViewController", "WalletPickerViewController"])
    }

    @Test func aLocalDeclaredAsAProtocolAndBuiltAsAClassMakesWhatTheClassMakes() {
        let result = Scan.files([(path: "Modules.swift", text: """
        import UIKit
        final class DashboardViewController: UIViewController {}
        protocol DashboardModuleFactory {
            func create() -> UIViewController
        }
        final class DashboardModuleFactoryImpl: DashboardModuleFactory {
            func create() -> UIViewController {
                let view = DashboardViewController()
                return view
            }
        }
        """), (path: "AppRouter.swift", text: """
        import UIKit
        final class AppRouter {
            private let navigationController = UINavigationController()
            func close() {
                let factory: DashboardModuleFactory = DashboardModuleFactoryImpl()
                navigationController.pushViewController(factory.create(), animated: true)
            }
        }
        """)])
        #expect(Self.targets(result, .verb(.push)) == ["DashboardViewController"])
    }
}
