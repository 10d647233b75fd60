import FlowGraph
import FlowGraphScanner
import Testing

/// Code looking scenes up in storyboards an app names through its own `UIStoryboard` extension
/// (`UIStoryboard.settings`), navigation controllers of the app's own class, and two storyboards
/// sharing a name (an iOS and a macOS `Inspector.storyboard`).
struct StoryboardLookupTests {
    private static func storyboard(_ path: String, initial: String? = nil, scenes: String) -> (path: String, text: String) {
        let start = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return (path, """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(start)>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """)
    }

    /// A navigation controller scene (`attributes` say its identifier and class) whose root is a
    /// table view controller of `rootClass`.
    private static func stack(_ id: String, attributes: String, rootClass: String) -> String {
        """
                <scene sceneID="\(id)-scene"><objects>
                    <navigationController \(attributes) id="\(id)" sceneMemberID="viewController">
                        <connections>
                            <segue destination="\(id)-root" kind="relationship" relationship="rootViewController" id="\(id)-r"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="\(id)-root-scene"><objects>
                    <tableViewController id="\(id)-root" customClass="\(rootClass)" sceneMemberID="viewController"/>
                </objects></scene>
        """
    }

    private static let inspector = storyboard("iOS/Inspector/Inspector.storyboard", scenes: stack(
        "nav-1", attributes: #"storyboardIdentifier="AccountInspectorNavigation" customClass="ModalNavigationController""#,
        rootClass: "AccountInspectorViewController"))

    /// The macOS storyboard of the same name, read first (its path sorts first).
    private static let macInspector = storyboard("Mac/Inspector/Inspector.storyboard", scenes: """
            <scene sceneID="m1"><objects>
                <viewController storyboardIdentifier="Feed" id="feed-1" customClass="FeedInspectorViewController" sceneMemberID="viewController"/>
            </objects></scene>
    """)

    private static let settings = storyboard("iOS/Settings/Settings.storyboard", initial: "nav-2",
                                             scenes: stack("nav-2", attributes: "", rootClass: "SettingsViewController"))

    private static let coordinator = (path: "iOS/SceneCoordinator.swift", text: """
    final class ModalNavigationController: UINavigationController {}
    final class AccountInspectorViewController: UITableViewController {}
    final class SettingsViewController: UITableViewController {}

    final class SceneCoordinator {
        var root: UIViewController!

        func showSettings() {
            let settings = UIStoryboard.settings.instantiateInitialViewController() as! UINavigationController
            root.present(settings, animated: true)
        }

        func showAccountInspector() {
            let inspector = UIStoryboard.inspector.instantiateViewController(identifier: "AccountInspectorNavigation") as! UINavigationController
            root.present(inspector, animated: true)
        }
    }
    """)

    @Test func scenesAreFoundThroughTheAppsStoryboardNamesAndNavigationControllersShowTheirRoots() {
        let result = Scan.files([Self.coordinator, Self.inspector, Self.macInspector, Self.settings])
        let presented = result.graph.edges.filter { $0.file?.hasSuffix(".swift") == true }
            .map { "\($0.to ?? "-") \($0.line ?? 0) \($0.embedding == .navigation ? "in a stack" : "bare")" }.sorted()
        #expect(presented == ["AccountInspectorViewController 15 in a stack", "SettingsViewController 10 in a stack"])
        // The app's navigation controller is a stack, not a screen of its own.
        #expect(!result.graph.nodes.contains { $0.screen == "ModalNavigationController" })
        #expect(!result.graph.edges.contains { $0.from == "ModalNavigationController" })
    }

    @Test func swiftGensSceneIsTheTypeItsGeneratedConstantNames() {
        let result = Scan.files([(path: "App/Generated/StoryboardScenes.swift", text: """
        import UIKit
        internal enum StoryboardScene {
            internal enum Social: StoryboardType {
                internal static let storyboardName = "Social"
                internal static let guildViewController = SceneType<MyApp.GuildViewController>(storyboard: Social.self, identifier: "Guild")
                internal static let inboxViewController = SceneType<InboxViewController>(storyboard: Social.self, identifier: "Inbox")
            }
        }
        internal protocol StoryboardType { static var storyboardName: String { get } }
        internal struct SceneType<T: UIViewController> {
            internal let storyboard: StoryboardType.Type
            internal let identifier: String
            internal func instantiate() -> T {
                guard let controller = UIStoryboard(name: storyboard.storyboardName, bundle: nil)
                    .instantiateViewController(withIdentifier: identifier) as? T else { fatalError() }
                return controller
            }
        }
        """), (path: "App/MenuViewController.swift", text: """
        import UIKit
        final class GuildViewController: UIViewController {}
        final class InboxViewController: UIViewController {}
        final class MenuViewController: UIViewController {
            func openGuild() {
                let viewController = StoryboardScene.Social.guildViewController.instantiate()
                navigationController?.pushViewController(viewController, animated: true)
            }
            func openInbox() { present(StoryboardScene.Social.inboxViewController.instantiate(), animated: true) }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "MenuViewController" }.map { "\($0.to ?? "-") @\($0.line ?? 0)" }
        // The module's name before the type argument (`MyApp.`) is dropped.
        #expect(edges.sorted() == ["GuildViewController @7", "InboxViewController @9"])
    }

    /// SwiftGen's scenes of storyboards the scan reads: a navigation controller, initial or named,
    /// shows its root, which the type argument (`UINavigationController`) cannot say; the enum
    /// names its storyboard without the file name's spaces (`LatestNews` for `Latest News`).
    @Test func swiftGensSceneOfAStoryboardReadShowsANavigationControllersRoot() {
        let result = Scan.files([Self.settings, Self.storyboard("App/News/Latest News.storyboard", initial: "nav-3", scenes: Self.stack(
            "nav-3", attributes: #"storyboardIdentifier="NewsNavigation""#, rootClass: "NewsViewController")),
                                 (path: "App/Generated/StoryboardScene.swift", text: """
        import UIKit
        internal enum StoryboardScene {
            internal enum LatestNews: StoryboardType {
                internal static let storyboardName = "Latest News"
                internal static let initialScene = InitialSceneType<UIKit.UINavigationController>(storyboard: LatestNews.self)
                internal static let newsNavigation = SceneType<UIKit.UINavigationController>(storyboard: LatestNews.self, identifier: "NewsNavigation")
            }
        }
        internal protocol StoryboardType { static var storyboardName: String { get } }
        internal struct SceneType<T: UIViewController> {
            internal let storyboard: StoryboardType.Type
            internal let identifier: String
            internal func instantiate() -> T { fatalError() }
        }
        internal struct InitialSceneType<T: UIViewController> {
            internal let storyboard: StoryboardType.Type
            internal func instantiate() -> T { fatalError() }
        }
        """), (path: "App/HomeViewController.swift", text: """
        import UIKit
        final class NewsViewController: UITableViewController {}
        final class HomeViewController: UIViewController {
            func showNews() {
                let news = StoryboardScene.LatestNews.initialScene.instantiate()
                present(news, animated: true)
            }
            func showNamedNews() { present(StoryboardScene.LatestNews.newsNavigation.instantiate(), animated: true) }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "HomeViewController" }
            .map { "\($0.to ?? "-") @\($0.line ?? 0) \($0.embedding == .navigation ? "in a stack" : "bare")" }
        #expect(edges.sorted() == ["NewsViewController @6 in a stack", "NewsViewController @8 in a stack"])
    }

    /// A generic helper giving a storyboard's first scene as the type it is given
    /// (`instantiateInitialViewController(of: ContainerViewController.self)`, then `as! T`), in
    /// place or from a class method declared to return that type (into a local declared so, too):
    /// the storyboard's first scene, a subclass here, or a stack's root; the type where no
    /// storyboard read has the scene.
    @Test func aStoryboardsFirstSceneGivenAsATypeIsTheScene() {
        let container = Self.storyboard("App/Container.storyboard", initial: "signing", scenes: """
                <scene sceneID="s1"><objects>
                    <viewController id="signing" customClass="SigningContainerViewController" sceneMemberID="viewController"/>
                </objects></scene>
        """)
        let result = Scan.files([container, Self.settings, (path: "App/Screens.swift", text: """
        import UIKit
        extension UIStoryboard {
            static var container: UIStoryboard { UIStoryboard(name: "Container", bundle: .main) }
            static var missing: UIStoryboard { UIStoryboard(name: "Missing", bundle: .main) }
            func instantiateInitialViewController<T: UIViewController>(of type: T.Type) -> T {
                instantiateInitialViewController() as! T
            }
        }
        class ContainerViewController: UIViewController {
            class func instantiate() -> ContainerViewController {
                return UIStoryboard.container.instantiateInitialViewController(of: ContainerViewController.self)
            }
        }
        final class SigningContainerViewController: ContainerViewController {}
        final class SettingsViewController: UITableViewController {}
        final class AboutViewController: UIViewController {}
        final class LandingViewController: UIViewController {
            func openContainer() {
                navigationController?.pushViewController(ContainerViewController.instantiate(), animated: true)
            }
            func openSettings() {
                present(UIStoryboard.settings.instantiateInitialViewController(of: UINavigationController.self), animated: true)
            }
            func openAbout() {
                present(UIStoryboard.missing.instantiateInitialViewController(of: AboutViewController.self), animated: true)
            }
            func reopenContainer() {
                var container: ContainerViewController? = ContainerViewController.instantiate()
                navigationController?.pushViewController(container!, animated: true)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "LandingViewController" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        // A local declared as the type the class method makes holds what it makes.
        #expect(drawn == ["present AboutViewController :25", "present SettingsViewController :22",
                          "push SigningContainerViewController :19", "push SigningContainerViewController :29"])
    }

    /// A scene looked up by a screen's own constant (`withIdentifier: HiderViewController.identifier`)
    /// is that screen; by another type's constant, no screen the scan can tell.
    @Test func aScreensOwnIdentifierConstantNamesItsScene() {
        let result = Scan.files([(path: "App/HiderController.swift", text: """
        import UIKit
        final class HiderViewController: UIViewController { static let identifier = "HiderViewController" }
        final class HiderController {
            private var window: UIWindow?
            private var hider: UIViewController {
                UIStoryboard(name: "Hider", bundle: nil).instantiateViewController(withIdentifier: HiderViewController.identifier)
            }
            func show() { window?.rootViewController = hider }
            func cover() { window?.rootViewController = UIStoryboard(name: "Hider", bundle: nil).instantiateViewController(withIdentifier: Constants.cover) }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.action.rawValue) \($0.to ?? "-") :\($0.line ?? 0)" } == ["setWindowRoot HiderViewController :8"])
        #expect(result.diagnostics.map(\.line) == [9])
    }
}
