import FlowGraph
import FlowKit
import FlowGraphScanner
import Testing

/// Plain UIKit navigation in Swift (issue 24, point 1): each call kind is an edge from the view
/// controller whose code makes it to the screen its target resolves to, `inferred` with the
/// steps taken; what cannot be resolved is a note and no edge.
struct UIKitCodeTests {
    /// The one edge from `from` with `action`, or `nil` when none or several.
    private static func edge(_ graph: NavigationGraph, from: String, _ action: EdgeAction) -> NavigationEdge? {
        let matches = graph.edges.filter { $0.from == from && $0.action == action }
        return matches.count == 1 ? matches[0] : nil
    }

    @Test func eachCallKindIsAnEdgeWithItsAction() {
        let result = Scan.text("""
        import UIKit
        final class InboxViewController: UIViewController {
            func open() { navigationController?.pushViewController(MessageViewController(), animated: true) }
            func compose() { present(ComposeViewController(), animated: true, completion: nil) }
            func settings() { show(SettingsViewController(), sender: self) }
            func back() { navigationController?.popViewController(animated: true) }
            func home() { navigationController?.popToRootViewController(animated: false) }
            func close() { dismiss(animated: true) }
            func restart() { navigationController?.setViewControllers([WelcomeViewController()], animated: true) }
        }
        """)
        let graph = result.graph
        #expect(graph.edges.filter { $0.action == .verb(.push) }.compactMap(\.to).sorted()
                == ["MessageViewController", "SettingsViewController"])
        #expect(Self.edge(graph, from: "InboxViewController", .verb(.present))?.to == "ComposeViewController")
        #expect(Self.edge(graph, from: "InboxViewController", .verb(.present))?.embedding == Embedding.none)
        #expect(Self.edge(graph, from: "InboxViewController", .verb(.pop))?.to == nil)
        #expect(Self.edge(graph, from: "InboxViewController", .verb(.popToRoot))?.animated == false)
        #expect(Self.edge(graph, from: "InboxViewController", .verb(.dismiss))?.label == "close")
        #expect(Self.edge(graph, from: "InboxViewController", .verb(.setRoot))?.to == "WelcomeViewController")
        #expect(graph.edges.allSatisfy { $0.evidence == .inferred })
        #expect(graph.node("InboxViewController")?.provenance == .code)
        #expect(graph.node("MessageViewController")?.screen == "MessageViewController")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anAppsOwnMethodsOfUIKitsNamesAreNoNavigation() {
        let result = Scan.text("""
        final class BannerViewController: UIViewController {
            func update() {
                hud.show(StatusView())
                present(error: LoadError())
                viewModel.dismiss(reason: 1)
            }
        }
        """)
        #expect(result.graph.edges.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aNavigationControllerPresentedIsItsRootEmbedded() {
        let result = Scan.text("""
        final class InboxViewController: UIViewController {
            func compose() {
                let compose = ComposeViewController()
                let nav = UINavigationController(rootViewController: compose)
                present(nav, animated: true)
            }
            func filters() { present(UINavigationController(rootViewController: FiltersViewController()), animated: true) }
        }
        """)
        let presents = result.graph.edges.filter { $0.action == .verb(.present) }
        #expect(presents.map(\.to) == ["ComposeViewController", "FiltersViewController"])
        #expect(presents.map(\.embedding) == [.navigation, .navigation])
        // nav → compose: two locals followed; the inline one takes none.
        #expect(presents.map(\.resolutionSteps) == [2, 0])
    }

    @Test func eachResolutionPathCountsItsSteps() {
        let result = Scan.files([(path: "Screens.swift", text: """
        enum Screens {
            static func makeProfile() -> ProfileViewController { ProfileViewController(user: nil) }
        }
        protocol Storyboarded {}
        extension Storyboarded {
            static func instantiate() -> Self { fatalError() }
        }
        """), (path: "Inbox.swift", text: """
        final class InboxViewController: UIViewController {
            lazy var search = SearchViewController()
            var archive: ArchiveViewController?
            func makeDetail() -> UIViewController { return DetailViewController() }

            func a() { navigationController?.pushViewController(search, animated: true) }
            func b() { navigationController?.pushViewController(self.archive!, animated: true) }
            func c() { navigationController?.pushViewController(makeDetail(), animated: true) }
            func d() { navigationController?.pushViewController(Screens.makeProfile(), animated: true) }
            func e() { navigationController?.pushViewController(HelpViewController.instantiate(), animated: true) }
            func f() {
                let vc = storyboard?.instantiateViewController(withIdentifier: "Terms") as! TermsViewController
                navigationController?.pushViewController(vc, animated: true)
            }
            func g(_ vc: ReceiptViewController) { navigationController?.pushViewController(vc, animated: true) }
        }
        """)])
        let steps = Dictionary(uniqueKeysWithValues: result.graph.edges.map { ($0.to ?? "", $0.resolutionSteps) })
        #expect(steps == ["SearchViewController": 1, "ArchiveViewController": 1, "DetailViewController": 1,
                          "ProfileViewController": 1, "HelpViewController": 1, "TermsViewController": 1,
                          "ReceiptViewController": 1])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anUnresolvableTargetIsANoteAndNoEdge() {
        let result = Scan.text("""
        final class InboxViewController: UIViewController {
            func open(_ vc: UIViewController) {
                navigationController?.pushViewController(vc, animated: true)
            }
            func pick(flag: Bool) {
                let next = flag ? AViewController() : router.next()
                present(next, animated: true)
            }
            func lookUp() { present(router.screen(for: item), animated: true) }
        }
        """)
        #expect(result.graph.edges.isEmpty)
        #expect(result.diagnostics.map(\.description) == [
            "Fixture.swift:3:9: note: cannot tell which screen pushViewController(vc) shows; not drawn",
            "Fixture.swift:7:9: note: cannot tell which screen present(next) shows; not drawn",
            "Fixture.swift:9:21: note: cannot tell which screen present(router.screen(for: item)) shows; not drawn",
        ])
    }

    @Test func systemScreensAreMarked() {
        let result = Scan.text("""
        final class ArticleViewController: UIViewController {
            func share() {
                let sheet = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                present(sheet, animated: true)
            }
            func confirm() {
                let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                self.present(alert, animated: true)
            }
            func web() { present(SFSafariViewController(url: url), animated: true) }
        }
        """)
        let system = result.graph.nodes.filter { $0.provenance == .system }.map(\.id)
        #expect(system == ["SFSafariViewController", "UIActivityViewController", "UIAlertController"])
        #expect(result.graph.node("ArticleViewController")?.provenance == .code)
    }

    @Test func aCoordinatorsCallIsTheScreensWhoseCallbackRunsIt() {
        let result = Scan.text("""
        final class InboxCoordinator {
            let navigationController: UINavigationController
            func start() {
                let inbox = InboxViewController()
                inbox.onSelect = { [weak self] message in self?.showMessage(message) }
                navigationController.pushViewController(inbox, animated: false)
            }
            func showMessage(_ message: Message) {
                navigationController.pushViewController(MessageViewController(message: message), animated: true)
            }
        }
        """)
        let graph = result.graph
        // Nothing hands `start` to a screen: the coordinator itself, marked.
        #expect(Self.edge(graph, from: "InboxCoordinator", .verb(.push))?.to == "InboxViewController")
        #expect(graph.node("InboxCoordinator")?.provenance == .coordinator)
        let select = Self.edge(graph, from: "InboxViewController", .verb(.push))
        #expect(select?.to == "MessageViewController")
        #expect(select?.label == "onSelect")
        #expect(select?.resolutionSteps == 1)
    }

    @Test func tabsAndTheWindowsRootAreTheStart() {
        let result = Scan.text("""
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                let tabs = UITabBarController()
                tabs.viewControllers = [UINavigationController(rootViewController: InboxViewController()), ProfileViewController()]
                window?.rootViewController = tabs
            }
        }
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                viewControllers = [FeedViewController()]
            }
        }
        """)
        let graph = result.graph
        let tabs = graph.edges.filter { $0.action == .tab }.map { "\($0.from)→\($0.to ?? "-")" }
        #expect(tabs == ["MainTabBarController→FeedViewController", "UITabBarController→InboxViewController",
                         "UITabBarController→ProfileViewController"])
        #expect(graph.node("UITabBarController")?.kind == .tabs)
        #expect(graph.roots == ["UITabBarController"])
        #expect(graph.node("SceneDelegate") == nil)
    }

    @Test func aScreenThatAFlowShowsIsThatFlowsNode() {
        let result = Scan.files([(path: "Flows.swift", text: """
        import FlowKit
        final class AppFlows {
            lazy var inbox = Flow(with: InboxViewController())
        }
        """), (path: "Inbox.swift", text: """
        final class InboxViewController: UIViewController {
            func about() { present(AboutViewController(), animated: true) }
        }
        """)])
        let edge = Self.edge(result.graph, from: "AppFlows.inbox", .verb(.present))
        #expect(edge?.to == "AboutViewController")
        #expect(result.graph.node("AppFlows.inbox")?.provenance == .flow)
        #expect(result.graph.node("InboxViewController") == nil)
    }

    @Test func inferredFieldsAreWrittenOnlyWhereTheyHold() throws {
        let result = Scan.text("""
        final class InboxViewController: UIViewController {
            func about() { present(AboutViewController(), animated: true) }
        }
        """)
        let json = JSONGraphWriter.write(result.graph)
        #expect(json.contains(#""leavesStack": true, "evidence": "inferred", "resolutionSteps": 0}"#))
        #expect(json.contains(#""column": 13, "provenance": "code"}"#))
        #expect(try JSONGraphWriter.read(json) == result.graph)
    }
    @Test func aPropertySetByTheInitialiserHoldsWhatItIsGiven() {
        let result = Scan.text("""
        final class SettingsCoordinator {
            private let navigationController: UINavigationController
            init(account: Account) {
                let settings = SettingsViewController(account: account)
                self.navigationController = UINavigationController(rootViewController: settings)
            }
            func start(from presenter: UIViewController) { presenter.present(navigationController, animated: true) }
        }
        """)
        let present = Self.edge(result.graph, from: "SettingsCoordinator", .verb(.present))
        #expect(present?.to == "SettingsViewController")
        #expect(present?.embedding == .navigation)
        // property → local: two steps.
        #expect(present?.resolutionSteps == 2)
    }

    @Test func aHostedSwiftUIViewNamesItsScreenThroughModifiers() {
        let result = Scan.text("""
        final class SettingsViewController: UIViewController {
            func developer() {
                let host = UIHostingController(rootView: DeveloperMenu().environmentObject(model).padding())
                navigationController?.pushViewController(host, animated: true)
            }
        }
        """)
        #expect(Self.edge(result.graph, from: "SettingsViewController", .verb(.push))?.to == "UIHostingController<DeveloperMenu>")
    }

    @Test func viewControllersOfAnythingButATabBarOrAStackAreNoNavigation() {
        let result = Scan.text("""
        final class DiscoveryViewModel {
            var viewControllers: [UIViewController] = []
            func load() { viewControllers = [PostsViewController(), NewsViewController()] }
        }
        final class OnboardingNavigationController: UINavigationController {
            func restart() { viewControllers = [WelcomeViewController()] }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-")" }
                == ["OnboardingNavigationController setRoot WelcomeViewController"])
        #expect(result.diagnostics.isEmpty)
    }
    /// A split view given its columns at once (`split.viewControllers = [a, b]`) embeds each, from
    /// the code that sets them, as `setViewController(_:for:)` does one.
    @Test func aSplitViewsColumnsSetAtOnceAreEachEmbedded() {
        let result = Scan.text("""
        final class RootViewController: UIViewController {
            func build() {
                let split = UISplitViewController()
                split.viewControllers = [UINavigationController(rootViewController: ListViewController()), DetailViewController()]
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }
                == ["RootViewController embed DetailViewController -", "RootViewController embed ListViewController navigation"])
    }

    @Test func aHelperThatWrapsItsArgumentShowsWhatTheCallerPasses() {
        let result = Scan.files([(path: "Wrapping.swift", text: """
        enum Wrapping {
            static func modal(for controller: UIViewController) -> UINavigationController {
                let nav = AppNavigationController(rootViewController: controller)
                nav.modalPresentationStyle = .formSheet
                return nav
            }
        }
        """), (path: "Inbox.swift", text: """
        final class InboxViewController: UIViewController {
            func about() {
                let about = AboutViewController()
                present(Wrapping.modal(for: about), animated: true)
            }
            func help() { present(AppHostingController(rootView: HelpView().padding()), animated: true) }
        }
        """)])
        let presents = result.graph.edges.filter { $0.action == .verb(.present) }
        #expect(presents.map(\.to) == ["AboutViewController", "AppHostingController<HelpView>"])
        #expect(presents.map(\.embedding) == [.navigation, Embedding.none])
        // factory → nav local → parameter → about local: four steps.
        #expect(presents.map(\.resolutionSteps) == [4, 0])
        #expect(result.diagnostics.isEmpty)
    }
    @Test func aChildViewControllerIsEmbeddedAndOtherChildrenAreNothing() {
        let result = Scan.text("""
        final class PlayerViewController: UIViewController {
            func load() {
                let queue = QueueViewController()
                addChild(queue)
                scene.addChild(SKSpriteNode(imageNamed: "star"))
                addChild(makeChild())
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.action.rawValue) \($0.to ?? "-") \($0.resolutionSteps ?? -1)" }
                == ["embed QueueViewController 1"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aSearchContainerShowsTheResultsScreenItIsBuiltAround() {
        let result = Scan.text("""
        final class SearchResultViewController: UIViewController {}
        final class TabsController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let results = SearchResultViewController()
                let search = UISearchController(searchResultsController: results)
                viewControllers = [UISearchContainerViewController(searchController: search)]
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.action.rawValue) \($0.to ?? "-")" } == ["tab SearchResultViewController"])
    }

    @Test func aChildAddedByItsNameBeforeSwift42IsEmbedded() {
        let result = Scan.text("""
        final class WalletViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addChildViewController(TokensViewController())
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.action.rawValue) \($0.to ?? "-")" } == ["embed TokensViewController"])
    }

    @Test func aCreatorClosureSaysTheStoryboardScenesClass() {
        let result = Scan.text("""
        final class MainViewController: UIViewController {
            func bookmarks() {
                let storyboard = UIStoryboard(name: "Bookmarks", bundle: nil)
                let bookmarks = storyboard.instantiateViewController(identifier: "Bookmarks") { coder in
                    BookmarksViewController(coder: coder, database: self.database)
                }
                present(UINavigationController(rootViewController: bookmarks), animated: true)
            }
            func about() {
                let about = AboutView(onDone: {}).environmentObject(theme)
                present(AppHostingController(rootView: about), animated: true)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.to ?? "-") \($0.resolutionSteps ?? -1)" }
                == ["BookmarksViewController 1", "AppHostingController<AboutView> 1"])
    }
    @Test func aRouterByEnumShowsTheScreenItsMapBuildsForTheCase() {
        let result = Scan.files([(path: "Router.swift", text: """
        final class AppRouter {
            enum Scene { case profile(ProfileModel), settings, thread(id: Int), picker }
            func show(scene: Scene, from sender: UIViewController?, transition: Transition) {
                guard let controller = make(scene: scene) else { return }
                switch transition {
                case .push: sender?.navigationController?.pushViewController(controller, animated: true)
                case .modal: sender?.present(controller, animated: true)
                }
            }
            private func make(scene: Scene) -> UIViewController? {
                let controller: UIViewController?
                switch scene {
                case .profile(let model):
                    let profile = ProfileViewController()
                    profile.model = model
                    controller = profile
                case .settings:
                    controller = UINavigationController(rootViewController: SettingsViewController())
                case .thread(let id):
                    controller = id > 0 ? ThreadViewController(id: id) : ArchiveViewController()
                case .picker:
                    controller = nil
                }
                return controller
            }
        }
        """), (path: "Inbox.swift", text: """
        final class InboxViewController: UIViewController {
            func open() { router.show(scene: .profile(model), from: self, transition: .push) }
            func settings() { router.show(scene: .settings, from: self, transition: .modal) }
            func thread() { router.show(scene: .thread(id: 1), from: self, transition: .push) }
            func other() { analytics.present(event: .profile(model)) }
        }
        """)])
        let routed = result.graph.edges.filter { $0.from == "InboxViewController" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }
        // Two screens for one case is no one target: not drawn.
        #expect(routed == ["push ProfileViewController -", "present SettingsViewController navigation"])
    }
    @Test func tabsWrappedByMapAndSplitColumnsAreContainers() {
        let result = Scan.text("""
        final class MainTabBarController: UITabBarController {
            init() {
                super.init(nibName: nil, bundle: nil)
                viewControllers = [HomeViewController(), SearchViewController()].map { AppNavigationController(rootViewController: $0) }
            }
        }
        final class RootSplitViewController: UISplitViewController {
            let sidebar = SidebarViewController()
            func load() { setViewController(sidebar, for: .primary) }
        }
        """)
        let containers = result.graph.edges.map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }
        #expect(containers == ["MainTabBarController tab HomeViewController navigation",
                               "MainTabBarController tab SearchViewController navigation",
                               "RootSplitViewController embed SidebarViewController -"])
    }
    @Test func aMemberThatCannotBeReadHidesTheSuperclasses() {
        let result = Scan.text("""
        class BaseViewController: UIViewController {
            func makeNext() -> UIViewController { HelpViewController() }
            var detail: UIViewController { HelpViewController() }
        }
        final class InboxViewController: BaseViewController {
            override func makeNext() -> UIViewController { flag ? AViewController() : factory.next() }
            override var detail: UIViewController { factory.detail() }
            func next() { present(makeNext(), animated: true) }
            func open() { present(detail, animated: true) }
        }
        final class OutboxViewController: BaseViewController {
            func next() { present(makeNext(), animated: true) }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-")" } == ["OutboxViewController HelpViewController"])
        #expect(result.diagnostics.count == 2)
    }
    @Test func aLocalSetInEachBranchShowsEachAndOneOverwrittenDoesNot() {
        let result = Scan.text("""
        final class AppCoordinator {
            func start(window: UIWindow, signedIn: Bool) {
                let root: UIViewController
                if signedIn {
                    root = HomeViewController()
                } else {
                    root = UINavigationController(rootViewController: WelcomeViewController())
                }
                window.rootViewController = root
            }
        }
        final class InboxViewController: UIViewController {
            func next() {
                var vc: UIViewController = DraftViewController()
                vc = ComposeViewController()
                present(vc, animated: true)
            }
            func other(flag: Bool) {
                var vc: UIViewController = DraftViewController()
                if flag { vc = ArchiveViewController() }
                present(vc, animated: true)
            }
        }
        """)
        let graph = result.graph
        #expect(graph.roots == ["HomeViewController", "WelcomeViewController"])
        #expect(graph.edges.filter { $0.from == "AppCoordinator" }.map { "\($0.action.rawValue) \($0.to ?? "-")" }
                == ["setWindowRoot HomeViewController", "setWindowRoot WelcomeViewController"])
        #expect(graph.edges.filter { $0.label == "next" }.map(\.to) == ["ComposeViewController"])
        #expect(graph.edges.filter { $0.label == "other" }.compactMap(\.to).sorted() == ["ArchiveViewController", "DraftViewController"])
    }
    @Test func cyclesAndGeneratedAssignmentsEndUnresolved() {
        let assignments = (0..<2_000).map { "        vc = V\($0)ViewController()" }.joined(separator: "\n")
        let result = Scan.text("""
        final class LoopViewController: UIViewController {
            lazy var first = second
            lazy var second = first
            func a() -> UIViewController { b() }
            func b() -> UIViewController { a() }
            func go() {
                var x = y
                var y = x
                present(x, animated: true)
                present(first, animated: true)
                present(a(), animated: true)
            }
            func many(flag: Bool) {
                var vc: UIViewController = StartViewController()
                if flag {
        \(assignments)
                }
                if !flag { vc = OtherViewController() }
                present(vc, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.isEmpty)
        #expect(result.diagnostics.count == 4)
    }
    @Test func pastFiveHundredUnresolvedCallsOneNoteCountsTheRest() {
        let calls = (0..<510).map { "    func open\($0)(_ vc: UIViewController) { present(vc, animated: true) }" }
        let result = Scan.text("final class BusyViewController: UIViewController {\n" + calls.joined(separator: "\n") + "\n}")
        let notes = result.diagnostics.filter { $0.severity == .note }
        #expect(notes.count == 501)
        #expect(notes.last?.message == "and 10 more UIKit calls whose screen cannot be told; not drawn (510 of 510 in all)")
        #expect(result.graph.edges.isEmpty)
        #expect(result.unresolvedUIKitCalls == 510, "the count carries the calls past the noted ones")
    }
    @Test func tabsListedInALocalAndWrappedByAHelperAreEachTab() {
        let result = Scan.files([(path: "Helpers.swift", text: """
        enum Helpers {
            static func wrapped(for controller: UIViewController) -> AppNavigationController {
                AppNavigationController(rootViewController: controller)
            }
        }
        """), (path: "Tabs.swift", text: """
        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                let feed = FeedViewController()
                var tabs: [UIViewController]
                if showsQueue {
                    tabs = [feed, QueueViewController()]
                } else {
                    tabs = [feed]
                }
                viewControllers = tabs.map { Helpers.wrapped(for: $0) }
            }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.action.rawValue) \($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }
                == ["tab FeedViewController navigation", "tab QueueViewController navigation"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aViewHostedByAnExtensionMethodOrInsideSwiftUIsWrappersIsNamedWithItsHost() {
        let result = Scan.files([(path: "View+Hosting.swift", text: """
        import SwiftUI
        extension View {
            func embeddedInHostingController() -> UIHostingController<some View> {
                UIHostingController(rootView: environmentObject(Provider()))
            }
        }
        """), (path: "Handler.swift", text: """
        final class Handler {
            weak var host: UIViewController?
            func showCarPlay() {
                let settings = CarPlayConfigurationView(model: model)
                host?.present(settings.embeddedInHostingController(), animated: true)
            }
            func showDebug() {
                host?.present(UIHostingController(rootView: AnyView(NavigationView { DebugView() })), animated: true)
            }
            func showLater() {
                let controller = UIHostingController(rootView: AnyView(EmptyView()))
                host?.present(controller, animated: true)
            }
        }
        """)])
        let presented = result.graph.edges.filter { $0.from == "Handler" }.compactMap(\.to).sorted()
        // An empty `AnyView`, its root set later, names no screen.
        #expect(presented == ["UIHostingController<CarPlayConfigurationView>", "UIHostingController<DebugView>"])
    }

    @Test func aValueDeclaredByAProtocolNamesNoScreen() {
        let result = Scan.text("""
        protocol OnboardingScreen: UIViewController {}
        protocol Onboarding { func makeViewController() -> OnboardingScreen }
        final class OnboardingCoordinator {
            var root: UIViewController?
            func show(onboarding: Onboarding) {
                let screen = onboarding.makeViewController()
                root?.present(screen, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.isEmpty)
        #expect(result.unresolvedUIKitCalls == 1, "a call whose screen may be any conformer is a note")
    }
}

/// A factory an app adds to UIKit's base returning `Self?` (`instantiateFromNib()`), whose
/// body no reading can follow, makes the type it is called on.
struct OptionalSelfFactoryTests {
    @Test func aBaseExtensionsOptionalSelfFactoryMakesTheTypeItIsCalledOn() {
        let result = Scan.text("""
        extension UIViewController {
            static func instantiateFromNib() -> Self? {
                func instanceFromNib<T: UIViewController>() -> T? { nib.instantiate() as? T }
                return instanceFromNib()
            }
        }
        final class WebViewController: UIViewController {}
        final class PreferencesViewController: UIViewController {
            func openAdmin() {
                if let controller = WebViewController.instantiateFromNib() {
                    present(controller, animated: true)
                }
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" } == ["PreferencesViewController WebViewController :11"])
        #expect(result.unresolvedUIKitCalls == 0)
    }
}
