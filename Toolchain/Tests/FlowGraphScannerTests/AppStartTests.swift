import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// The starts an app states in its own code are a scan's roots: `navigator.start(…)` however the
/// navigator was made (`FlowNavigator(window:)`, `HeadlessNavigator()`), and a `setWindowRoot`
/// the app asks for; an app that states none leaves the roots to inference.
struct AppStartTests {
    /// Flows in which inference would choose the wrong start: a splash and a home that lead to
    /// each other (inference picks the first declared, with a note), and a debug menu nothing
    /// leads to (inference takes it for a root too).
    static let flows = (path: "App/AppFlows.swift", text: """
    import FlowKit

    final class SplashScreen { var onDone: () -> Void = {} }
    final class HomeScreen { var onLogout: () -> Void = {}; var onDetail: () -> Void = {} }
    final class DetailScreen {}
    final class DebugScreen {}
    final class WelcomeScreen { var onDone: () -> Void = {} }

    final class OnboardingGroup: FlowGroup {
        let finished = FlowSignal(name: "finished")
        var entry: Flow<WelcomeScreen> { welcome }
        lazy var welcome = Flow(with: WelcomeScreen(), owner: self) { [unowned self] vc, lets in
            vc.onDone = lets.emit(self.finished)
        }
    }

    final class AppFlows {
        let onboarding = OnboardingGroup()
        lazy var start = onboarding.on(\\.finished) { [unowned self] lets in lets.setWindowRoot(self.home) }
        lazy var splash = Flow(with: SplashScreen(), owner: self) { [unowned self] vc, lets in
            vc.onDone = lets.setWindowRoot(self.home)
        }
        lazy var home = Flow(with: HomeScreen(), owner: self) { [unowned self] vc, lets in
            vc.onLogout = lets.setWindowRoot(self.splash)
            vc.onDetail = lets.push(self.detail)
        }
        lazy var detail = Flow(with: DetailScreen()) { _, _ in }
        lazy var debugMenu = Flow(with: DebugScreen()) { _, _ in }
        lazy var tabs = Tabs([Tab(home, title: "Home"), Tab(detail, title: "Detail")])
    }
    """)

    private func roots(startingWith app: String, path: String = "App/SceneDelegate.swift") -> [String] {
        Scan.files([Self.flows, (path: path, text: app)]).graph.roots
    }

    /// Each way the README and the samples write a start, and what it starts from.
    @Test(arguments: [
        // A scene delegate, as the README's "the whole window" writes it.
        ("""
        import UIKit
        import FlowKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var navigator: FlowNavigator!

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                navigator = FlowNavigator(window: window)
                navigator.observe { print($0) }
                navigator.start(AppFlows().home)
                self.window = window
            }
        }
        """, ["AppFlows.home"]),
        // A console holding its flows in a property and taking them as a parameter (ShopConsole).
        ("""
        import FlowKit

        @MainActor
        final class Console {
            let flows: AppFlows
            let navigator = HeadlessNavigator()
            init(flows: AppFlows = AppFlows()) {
                self.flows = flows
                navigator.start(flows.home)
            }
        }
        """, ["AppFlows.home"]),
        // A script with its flows in a local (TutorialScript), starting a group: its entry.
        ("""
        import FlowKit

        enum Script {
            static func run() {
                let flows = AppFlows()
                let navigator = HeadlessNavigator()
                navigator.start(flows.onboarding)
            }
        }
        """, ["OnboardingGroup.welcome"]),
        // A placement of a group kept in a property (the movies sample's `flows.start`).
        ("""
        import FlowKit

        let flows = AppFlows()
        let navigator = FlowNavigator()
        navigator.start(flows.start)
        """, ["OnboardingGroup.welcome"]),
        // A tab container, with an embedding argument on another start: both, in source order.
        ("""
        import FlowKit

        final class Launcher {
            let flows = AppFlows()
            let navigator = HeadlessNavigator()
            func launch(restored: Bool) {
                if restored {
                    navigator.start(self.flows.tabs)
                } else {
                    navigator.start(flows.splash, embedding: .none)
                }
            }
        }
        """, ["AppFlows.tabs", "AppFlows.splash"]),
        // A window root the app asks for itself, after checking a session.
        ("""
        import FlowKit

        final class SessionRestorer {
            let flows = AppFlows()
            let navigator: FlowNavigator
            init(navigator: FlowNavigator) { self.navigator = navigator }
            func restore() {
                navigator.fromVisibleScreen().setWindowRoot(flows.home)
            }
        }
        """, ["AppFlows.home"]),
    ])
    func theAppsOwnStartIsTheRoot(app: String, expected: [String]) {
        #expect(roots(startingWith: app) == expected)
    }

    /// A call shaped like a start that is not one: another type's `start`, a target that names
    /// no flow, a file that does not import FlowKit (so cannot call its navigator).
    @Test(arguments: [
        """
        import FlowKit
        final class Engine { func start(_ config: String) {} }
        func boot(engine: Engine, config: String) { engine.start(config) }
        """,
        """
        import FlowKit
        func boot(timer: Timer) { timer.start(5) }
        """,
        """
        func boot(navigator: AnyObject, flows: AppFlows) { navigator.start(flows.home) }
        """,
    ])
    func whatIsNoStartLeavesTheRootsToInference(app: String) {
        let result = Scan.files([Self.flows, (path: "App/Boot.swift", text: app)])
        #expect(result.graph.roots.isEmpty)
        #expect(result.graph.inferringRoots().roots.contains("AppFlows.debugMenu"))
    }

    /// The stated start replaces inference: the debug menu nothing leads to is not a root, and
    /// the cycle's first declared screen is not chosen over the screen the app starts.
    @Test func aStatedStartIsKeptByInference() {
        let graph = Scan.files([Self.flows, (path: "App/Main.swift", text: """
        import FlowKit
        let navigator = HeadlessNavigator()
        navigator.start(AppFlows().home)
        """)]).graph
        #expect(graph.inferringRoots().roots == ["AppFlows.home"])
        #expect(NavigationChecker.check(graph).contains { $0.check == .unreachableScreen && $0.node == "AppFlows.debugMenu" })
    }

    /// Every sample that starts a navigator states the start its documentation names, read from
    /// the app code (the terminal driver, the script), not inferred.
    @Test(arguments: [("Samples/ShopApp", ["OnboardingGroup.welcome"]),
                      ("Samples/Tutorial", ["TutorialFlows.tutorial"]),
                      ("Samples/Movies", ["OnboardingGroup.welcome"])])
    func eachSampleStartsWhereItsNavigatorStarts(sample: String, start: [String]) throws {
        let result = try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(sample).path])
        #expect(result.graph.roots == start)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.graph.nodes.contains { $0.kind == .app }, "a start is a root, not a request of the app")
    }

    /// The kits alone hold no app code: their roots are left to inference.
    @Test(arguments: ["Samples/ShopApp/ShopKit", "Samples/Movies/MoviesKit"])
    func aKitWithoutAppCodeStatesNoStart(kit: String) throws {
        let result = try SourceScanner().scan(paths: [Scan.packageRoot.appendingPathComponent(kit).path])
        #expect(result.graph.roots.isEmpty)
    }
}
