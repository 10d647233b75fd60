import FlowGraph
import FlowGraphScanner
import Testing

/// A shell swapping the stack it embeds, as a root container of a presenter-driven app does:
/// navigation controller subclasses each wrapping one fixed root, built in a convenience
/// initialiser (`self.init(rootViewController: …)`) from a screen type or a storyboard scene;
/// a method of the shell setting its observed child property to the screen it is handed, under
/// a generic parameter constrained to a view controller; a presenter of another file calling it.
/// A stack whose initialiser looks its root up by the storyboard and identifier it is given, or
/// builds it from what it is given, shows that root wherever it is built with them.
struct RootSwappingShellTests {
    private static let storyboard = (path: "Shell/Base.lproj/Welcome.storyboard", text: """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
    <scene sceneID="s1"><objects><viewController storyboardIdentifier="welcome" id="wel" customClass="WelcomeViewController" sceneMemberID="viewController"/></objects></scene>
    </scenes></document>
    """)

    private static let shell = (path: "Shell/RootViewController.swift", text: """
    import UIKit
    final class WelcomeViewController: UIViewController {}
    final class SettingsListViewController: UIViewController {}
    final class LoginStack: UINavigationController {
        convenience init() {
            let welcome = UIStoryboard(name: "Welcome", bundle: .main)
                .instantiateViewController(withIdentifier: "welcome")
            self.init(rootViewController: welcome)
        }
    }
    final class SettingsStack: UINavigationController {
        convenience init() {
            self.init(rootViewController: SettingsListViewController())
        }
    }
    final class RootViewController: UIViewController {
        private var current: UIViewController? {
            didSet {
                guard let current else { return }
                addChild(current)
                view.addSubview(current.view)
                current.didMove(toParent: self)
            }
        }
        func startMainStack<T: UIViewController>(_ viewController: T) {
            current = viewController
        }
        func startModalStack<T: UIViewController>(_ viewController: T) {
            current?.present(viewController, animated: true)
        }
    }
    """)

    private static let presenter = (path: "Shell/RootPresenter.swift", text: """
    import UIKit
    final class RootPresenter {
        weak var view: RootViewController?
        func showLogin() {
            view?.startMainStack(LoginStack())
        }
        func showSettings() {
            view?.startModalStack(SettingsStack())
        }
    }
    """)

    @Test func eachStackShowsTheRootItsConvenienceInitialiserBuildsWhereThePresenterStartsIt() {
        let result = Scan.files([Self.storyboard, Self.shell, Self.presenter])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Shell/RootPresenter") == [
            "RootPresenter other WelcomeViewController Shell/RootPresenter.swift:5",
            "RootPresenter present SettingsListViewController Shell/RootPresenter.swift:8",
        ])
        // The stack presented is drawn as one: its root, in a navigation controller.
        let presented = result.graph.edges.filter { $0.file == "Shell/RootPresenter.swift" && $0.action == .verb(.present) }
        #expect(presented.map(\.embedding) == [.navigation])
    }

    private static let split = (path: "Shell/SplitViewController.swift", text: """
    import UIKit
    final class ArticleViewController: UIViewController {}
    final class WebViewController: UIViewController {
        init(url: String) { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError() }
    }
    final class SceneNavigationController: UINavigationController {
        convenience init(storyboardName: String = "Welcome", identifier: String = "welcome") {
            let root = UIStoryboard(name: storyboardName, bundle: .main).instantiateViewController(withIdentifier: identifier)
            self.init(rootViewController: root)
        }
    }
    final class WebNavigationController: UINavigationController {
        convenience init(urlString: String, title: String) {
            let web = WebViewController(url: urlString)
            self.init(rootViewController: web)
        }
    }
    final class SplitViewController: UISplitViewController {
        func open(link: String) {
            viewControllers = [SceneNavigationController(storyboardName: "Welcome", identifier: "welcome")]
            present(WebNavigationController(urlString: link, title: "About"), animated: true)
        }
    }
    """)

    @Test func aStackBuiltWithWhatItsRootIsMadeOfShowsThatRoot() {
        let result = Scan.files([Self.storyboard, Self.split])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Shell/SplitViewController") == [
            "SplitViewController other WelcomeViewController Shell/SplitViewController.swift:21",
            "SplitViewController present WebViewController Shell/SplitViewController.swift:22",
        ])
    }
}
