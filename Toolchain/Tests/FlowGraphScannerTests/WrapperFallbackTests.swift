import FlowGraph
import Testing

/// A wrapper that shows what it is handed or, in some branch, a value of its own instead
/// (`var shown = shown; if shown == nil { shown = home }`) shows, at each caller, the caller's
/// screens and its own; a caller leaving the parameter to its default shows only its own. A
/// replacement that reads something only the wrapper's code has (another parameter) keeps the
/// wrapper's call unresolved.
struct WrapperFallbackTests {
    @Test func aWrapperShowingItsOwnScreenInsteadShowsItAtEachCaller() {
        let result = Scan.files([(path: "App/SceneDelegate.swift", text: """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            lazy var home = HomeViewController()
            func show(_ screen: UIViewController? = nil) {
                var screen = screen
                if screen == nil || screen is HomeViewController {
                    screen = home
                }
                window?.rootViewController = screen
            }
        }
        """), (path: "App/Onboarding.swift", text: """
        import UIKit
        final class HomeViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        final class PinViewController: UIViewController {}
        final class Gatekeeper {
            static let shared = Gatekeeper()
            func firstScreen() -> UIViewController? {
                if needsWelcome { return WelcomeViewController() }
                if needsPin { return PinViewController() }
                return nil
            }
        }
        final class PinViewController2: UIViewController {
            weak var scene: SceneDelegate?
            func unlocked() {
                scene?.show(Gatekeeper.shared.firstScreen())
            }
            func skipped() {
                scene?.show()
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "PinViewController2" }
            .map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        let root = "\(EdgeAction.verb(.setWindowRoot))"
        #expect(drawn == ["\(root) HomeViewController :16", "\(root) HomeViewController :19",
                          "\(root) PinViewController :16", "\(root) WelcomeViewController :16"])
        #expect(!result.diagnostics.contains { $0.message.contains("rootViewController = screen") })
    }

    @Test func aReplacementReadingAnotherParameterIsNoFallback() {
        let result = Scan.files([(path: "App/SceneDelegate.swift", text: """
        import UIKit
        final class HomeViewController: UIViewController {}
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func show(_ screen: UIViewController?, or other: UIViewController) {
                var screen = screen
                if screen == nil { screen = other }
                window?.rootViewController = screen
            }
        }
        final class MenuViewController: UIViewController {
            weak var scene: SceneDelegate?
            func home() { scene?.show(nil, or: HomeViewController()) }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "MenuViewController" }.isEmpty)
        #expect(result.diagnostics.contains { $0.message.contains("rootViewController = screen") })
    }
}
