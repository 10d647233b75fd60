import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// A type's own helpers that show what they are given (`private func push(_ vc:)`): each call
/// of one makes the helper's UIKit call show what the caller passes, from the caller, labelled
/// with the caller's method, on the UIKit call's line.
struct NavigationWrapperTests {
    private static let coordinator = """
    final class SubmissionCoordinator {
        private weak var navigationController: UINavigationController?
        private weak var parent: UIViewController?

        private func push(_ viewController: UIViewController) {
            navigationController?.pushViewController(viewController, animated: true)
        }

        private func start(with initial: UIViewController, animated: Bool = true) {
            parent?.present(SubmissionNavigationController(rootViewController: initial), animated: animated)
        }

        private func back(to viewController: UIViewController) {
            navigationController?.popToViewController(viewController, animated: true)
        }

        func begin() {
            start(with: IntroViewController())
        }

        func showHotline() {
            let hotline = HotlineViewController(onDone: { [weak self] in self?.showResult() })
            push(hotline)
        }

        func showResult() {
            self.push(ResultViewController())
            back(to: HotlineViewController(onDone: {}))
        }
    }

    final class SubmissionNavigationController: UINavigationController {}

    final class OtherScreen: UIViewController {
        func push(_ item: Item) {}
        func open() { push(Item()) }
    }
    """

    @Test func eachCallOfAHelperIsTheNavigationItWraps() {
        let result = Scan.text(Self.coordinator)
        let drawn = result.graph.edges.map { edge in
            let verb = edge.action == .verb(.push) ? "push" : edge.action == .verb(.present) ? "present" : "other"
            return "\(edge.from) \(verb) \(edge.to ?? "-") \(edge.line ?? 0) \(edge.label)"
        }.sorted()
        #expect(drawn == [
            "SubmissionCoordinator push HotlineViewController 6 showHotline",
            "SubmissionCoordinator push ResultViewController 6 showResult",
            "SubmissionCoordinator present IntroViewController 10 begin",
        ].sorted())
        #expect(result.graph.edges.first { $0.to == "IntroViewController" }?.embedding == .navigation,
                "the helper puts what it is given in a navigation controller")
    }

    @Test func aHelperOfBackNavigationOrOfAnotherTypeIsNone() {
        // The pop is back navigation, no helper of a forward verb: its call stays unresolved;
        // `OtherScreen.push(_:)` is another type's method of the same name.
        let result = Scan.text(Self.coordinator)
        #expect(result.unresolvedUIKitCalls == 1)
        #expect(!result.graph.edges.contains { $0.from == "OtherScreen" })
    }
}

/// A method presenting on a view controller it is given (a HUD's `present(on:)`, a card's
/// `static func present(on:issue:)`): each call handing it `self` is that navigation from the
/// caller, on the caller's line.
struct ReceiverHelperTests {
    @Test func aCallHandingSelfToAMethodPresentingOnItIsThatPresentation() {
        let result = Scan.files([(path: "HUD.swift", text: """
        final class ProgressHUDViewController: UIViewController {
            func present(on viewController: UIViewController?, label: String? = nil) {
                viewController?.present(self, animated: true)
            }
        }
        final class IssuesCardViewController: UIViewController {
            init(issue: Issue) { super.init(nibName: nil, bundle: nil) }
            static func present(on host: UIViewController, issue: Issue) {
                let card = IssuesCardViewController(issue: issue)
                host.present(card, animated: true)
            }
        }
        final class Journal {
            func present(on host: UIViewController) {}
        }
        """), (path: "Bookmarks.swift", text: """
        final class BookmarkViewController: UIViewController {
            private let hud = ProgressHUDViewController()
            private let journal = Journal()
            func connect(issue: Issue) {
                hud.present(on: self, label: "Contacting server…")
                IssuesCardViewController.present(on: self, issue: issue)
                journal.present(on: self)
                present(AboutViewController(), animated: true)
            }
        }
        """)])
        let presented = result.graph.edges.filter { $0.from == "BookmarkViewController" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(presented.sorted() == ["AboutViewController 8", "IssuesCardViewController 6", "ProgressHUDViewController 5"])
    }

    @Test func aSharedServiceGivenAViewControllerTheCallerHoldsPresentsFromTheCaller() {
        let result = Scan.files([(path: "VendorServices.swift", text: """
        final class VendorServices {
            static var shared = VendorServices()
            func openWebView(on host: UIViewController, for url: URL) {
                let alert = ThemedAlertController(title: "Open?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in host.present(SFSafariViewController(url: url), animated: true) })
                host.present(alert, animated: true)
            }
        }
        final class ThemedAlertController: UIAlertController {}
        final class HUDViewController: UIViewController {
            init(on host: UIViewController?) {
                super.init(nibName: nil, bundle: nil)
                present(on: host)
            }
            func present(on host: UIViewController?) { host?.present(self, animated: true) }
        }
        """), (path: "MoreSection.swift", text: """
        final class MoreSection {
            weak var viewController: UIViewController?
            func openHelp(url: URL) {
                VendorServices.shared.openWebView(on: viewController!, for: url)
            }
            func openAbout() {
                viewController?.present(AboutViewController(), animated: true)
                _ = HUDViewController(on: viewController)
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "MoreSection" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges.sorted() == ["AboutViewController 7", "SFSafariViewController 4", "ThemedAlertController 4"])
        // The HUD presenting itself through its own helper, from its initialiser, is no edge of that helper's.
        #expect(!result.graph.edges.contains { $0.from == "HUDViewController" && $0.line == 13 })
    }
}

extension ReceiverHelperTests {
    /// A helper picking the screen by what else its caller hands it (`switch type { … }`) is a
    /// router: its presentations stand inside it, not at each caller; a helper whose branches do
    /// not turn on its parameters (a follow-up screen after the first) stands at each caller.
    @Test func aHelperSwitchingOverAParameterDrawsNothingAtItsCallers() {
        let result = Scan.files([(path: "Actions.swift", text: """
        enum ActionKind { case quote, likes }
        enum PostActions {
            static func onAction(target: UIViewController, kind: ActionKind) {
                switch(kind) {
                case .quote: target.present(ComposerViewController(), animated: true)
                case .likes: target.present(LikesViewController(), animated: true)
                }
            }
            static func claim(from target: UIViewController, fresh: Bool) {
                target.present(ClaimViewController(), animated: true)
                if fresh { target.present(WelcomeViewController(), animated: true) }
            }
        }
        """), (path: "Feed.swift", text: """
        final class FeedViewController: UIViewController {
            func tapped(kind: ActionKind) {
                PostActions.onAction(target: self, kind: kind)
                PostActions.claim(from: self, fresh: true)
            }
        }
        """)])
        let atCallers = result.graph.edges.filter { $0.from == "FeedViewController" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(atCallers.sorted() == ["ClaimViewController 4", "WelcomeViewController 4"])
        let inside = result.graph.edges.filter { $0.from == "PostActions" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(inside.sorted() == ["ClaimViewController 10", "ComposerViewController 5", "LikesViewController 6",
                                    "WelcomeViewController 11"])
    }

    /// One call reached through two overloads of a helper (a base class's forwarding to a
    /// protocol extension's of the same name) is one edge.
    @Test func aCallFoundTwiceIsOneEdge() {
        let result = Scan.files([(path: "Coordinators.swift", text: """
        final class NavigationRouter {
            let navigationController = UINavigationController()
            func push(_ viewController: UIViewController, animated: Bool) {
                navigationController.pushViewController(viewController, animated: animated)
            }
        }
        protocol Coordinator: AnyObject {}
        extension Coordinator {
            func pushInitialViewController(_ viewController: UIViewController, to router: NavigationRouter, animated: Bool) {
                router.push(viewController, animated: animated)
            }
        }
        class BaseCoordinator: Coordinator {
            let router = NavigationRouter()
            func start() {}
            func pushInitialViewController(_ viewController: UIViewController, animated: Bool) {
                pushInitialViewController(viewController, to: router, animated: animated)
            }
        }
        final class AboutViewController: UIViewController {}
        final class AboutCoordinator: BaseCoordinator {
            private let aboutViewController = AboutViewController()
            override func start() {
                pushInitialViewController(aboutViewController, animated: true)
            }
        }
        """)])
        let pushes = result.graph.edges.filter { $0.from == "AboutCoordinator" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(pushes == ["AboutViewController 24"])
    }
}

/// Methods an app adds to UIKit's screens in an extension (`embed(child:)`, `presentFromRoot()`,
/// `attach(to:)`): every call of one, in any file and on any view controller, shows what it is
/// given or the value it is called on, from the caller, on the caller's line.
struct SharedWrapperTests {
    private static let extensions = """
    extension UIViewController {
        func embedViewController(childViewController: UIViewController) {
            view.addSubview(childViewController.view)
            addChild(childViewController)
        }
        func presentFromRootViewController() {
            guard let root = UIApplication.shared.delegate?.window??.rootViewController else { return }
            root.present(self, animated: true, completion: nil)
        }
        func attach(to parent: UIViewController, animated: Bool = false) {
            parent.addChild(self)
        }
    }
    """

    private static func drawn(_ code: String) -> (edges: [String], unresolved: Int) {
        let result = Scan.files([(path: "UIViewController+Helpers.swift", text: extensions), (path: "Root.swift", text: code)])
        let edges = result.graph.edges.map { "\($0.from) \($0.to ?? "-") \($0.file?.split(separator: "/").last.map(String.init) ?? "") \($0.line ?? 0)" }
        return (edges.sorted(), result.unresolvedUIKitCalls)
    }

    @Test func aCallOnAnotherValueShowsWhatItIsGiven() {
        let (edges, unresolved) = Self.drawn("""
        final class RootCoordinator {
            let viewController = UIViewController()
            func showLoading() {
                let loading = LoadingViewController()
                viewController.embedViewController(childViewController: loading)
            }
        }
        """)
        #expect(edges == ["RootCoordinator LoadingViewController Root.swift 5"])
        #expect(unresolved == 1, "presentFromRootViewController, called nowhere, presents what it cannot tell")
    }

    @Test func aCallOfAHelperShowingItselfShowsTheValueItIsCalledOn() {
        let (edges, unresolved) = Self.drawn("""
        final class AppDelegate {
            func verify() {
                let verification = VerificationViewController()
                verification.presentFromRootViewController()
            }
        }
        final class PopoverPresenter {
            func show(_ popover: PopoverViewController, in container: UIViewController) {
                popover.attach(to: container, animated: true)
            }
        }
        """)
        #expect(edges == ["AppDelegate VerificationViewController Root.swift 4", "PopoverPresenter PopoverViewController Root.swift 9"])
        #expect(unresolved == 0, "the helper's own present(self) is told by its caller")
    }

    @Test func aScreenCallingItsOwnHelperOrAnotherMethodOfTheNameDrawsNothing() {
        let (edges, _) = Self.drawn("""
        final class NoteViewController: UIViewController {
            func close() { presentFromRootViewController() }
        }
        final class Sheet {
            func attach(to parent: UIViewController, animated: Bool, style: Style) {}
        }
        final class Editor: UIViewController {
            let sheet = Sheet()
            func open() { sheet.attach(to: self, animated: true, style: .plain) }
        }
        """)
        #expect(edges.isEmpty, "a screen showing itself says nothing; three arguments are no call of the two-parameter helper")
    }

    @Test func aMethodOfAnAppsClassTakingAViewControllerIsSharedWithItsValuesHolders() {
        let result = Scan.files([(path: "Web.swift", text: """
        final class WebViewController: UIViewController {
            func presentOverlayController(controller: UIViewController, animated: Bool) {
                DispatchQueue.main.async { [weak self] in self?.present(controller, animated: animated, completion: nil) }
            }
            private func presentPrivately(controller: UIViewController) { present(controller, animated: true) }
            func showAbout() { presentOverlayController(controller: AboutViewController(), animated: true) }
        }
        final class Playlist {
            func add(_ song: Song) {}
        }
        """), (path: "Handler.swift", text: """
        final class EntityHandler {
            weak var webViewController: WebViewController?
            let playlist = Playlist()
            func handle() {
                let settings = CarPlayViewController()
                webViewController?.presentOverlayController(controller: settings, animated: true)
                playlist.add(Song())
            }
        }
        """)])
        let edges = result.graph.edges.map { "\($0.from) \($0.to ?? "-") \($0.file?.split(separator: "/").last ?? "") \($0.line ?? 0)" }
        // Every call of a helper that is not private stands where it is made, where the screen is
        // chosen, its own type's too when other types call it (a few calls its own type alone
        // makes are its alternatives, as a private helper's are: `RouterAPITests`).
        #expect(edges.sorted() == ["EntityHandler CarPlayViewController Handler.swift 6", "WebViewController AboutViewController Web.swift 6"])
        #expect(result.unresolvedUIKitCalls == 1, "the private helper, called nowhere, shows what it cannot tell")
    }

    @Test func aSharedHelperHandingItsParameterToARoutersHelperIsOneToo() {
        let result = Scan.files([(path: "Router/Router.swift", text: """
        import UIKit
        extension UIViewController {
            func route_push(to controller: UIViewController) {
                router?.push(from: self, to: controller)
            }
        }
        final class Router: NSObject {
            func push(from: UIViewController, to: UIViewController) {
                from.navigationController?.pushViewController(to, animated: true)
            }
        }
        """), (path: "Repository/RepositoryViewController.swift", text: """
        import UIKit
        final class PathHistoryViewController: UIViewController {}
        final class RepositoryViewController: UIViewController {
            func showHistory() {
                let history = PathHistoryViewController()
                route_push(to: history)
            }
        }
        """)])
        // Drawn at the caller's line, as a shared helper's calls are.
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Repository/")
                == ["RepositoryViewController push PathHistoryViewController Repository/RepositoryViewController.swift:6"])
    }
}

/// A router's helper showing what it is given in a stack of its own unless it is one already,
/// reached through a public method and an extension of UIKit's screens (GitHawk's
/// `route_detail(to:)`): the `if let`'s binding reads the cast only in its own body.
struct StackUnlessStackWrapperTests {
    @Test func aHelperWrappingWhatItIsGivenUnlessItIsAStackShowsIt() {
        let result = Scan.text("""
        final class Router {
            var split: UISplitViewController?
            func detail(controller: UIViewController) {
                guard let split else { return }
                detail(controller: controller, split: split)
            }
            private func detail(controller: UIViewController, split: UISplitViewController) {
                let wrapped: UINavigationController
                if let controller = controller as? UINavigationController {
                    wrapped = controller
                } else {
                    wrapped = UINavigationController(rootViewController: controller)
                }
                split.showDetailViewController(wrapped, sender: nil)
            }
        }
        extension UIViewController {
            func routeDetail(to controller: UIViewController) {
                router?.detail(controller: controller)
            }
        }
        final class RepositoryViewController: UIViewController {}
        final class SearchViewController: UIViewController {
            func open() { routeDetail(to: RepositoryViewController()) }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["SearchViewController RepositoryViewController :24"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    @Test func anIfLetsBindingIsNotReadInItsElse() {
        let result = Scan.text("""
        final class ListViewController: UIViewController {}
        final class DetailViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            func open(_ candidate: UIViewController?) {
                let next = ListViewController()
                if let next = candidate as? DetailViewController {
                    present(next, animated: true)
                } else {
                    navigationController?.pushViewController(next, animated: true)
                }
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.action) \($0.to ?? "-")" }.sorted()
            == ["\(EdgeAction.verb(.present)) DetailViewController", "\(EdgeAction.verb(.push)) ListViewController"])
    }
}

/// A property set and then shown in the same function (`self.stack = UINavigationController(
/// rootViewController: list); transition(to: self.stack)`): what it was just set to.
struct PropertySetThenShownTests {
    @Test func aPropertyShownRightAfterItIsSetShowsTheValueSet() {
        let result = Scan.files([(path: "UIViewController+Transition.swift", text: """
        extension UIViewController {
            func transition(to child: UIViewController) {
                addChild(child)
                view.addSubview(child.view)
            }
        }
        """), (path: "Search.swift", text: """
        final class ResultsViewController: UIViewController {}
        final class SearchViewController: UIViewController {
            var stack: UINavigationController?
            override func viewDidLoad() {
                super.viewDidLoad()
                if stack == nil {
                    self.stack = UINavigationController(rootViewController: makeResults())
                    transition(to: self.stack!)
                }
            }
            private func makeResults() -> ResultsViewController { ResultsViewController() }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") \($0.file ?? ""):\($0.line ?? 0)" }
            == ["SearchViewController ResultsViewController Search.swift:8"])
    }
}

/// Where a helper's own type's calls of it stand: at the helper for a few, in its file (its
/// alternatives, as a branch's); at each caller for more (the type's API, each caller choosing).
struct OwnTypeHelperCallTests {
    @Test func aHelperCalledOftenByItsOwnTypeIsDrawnAtEachCall() {
        let result = Scan.text("""
        final class ChatViewController: UIViewController {
            func presentWithNavigation(_ controller: UIViewController, animated: Bool) {
                present(UINavigationController(rootViewController: controller), animated: animated)
            }
            func showPoll() { presentWithNavigation(PollViewController(), animated: true) }
            func showGifs() { presentWithNavigation(GifViewController(), animated: true) }
            func showMap() { presentWithNavigation(MapViewController(), animated: true) }
            func showShare() { presentWithNavigation(ShareViewController(), animated: true) }
        }
        final class RegisterViewController: UIViewController {
            func goTo(_ controller: UIViewController) { navigationController?.setViewControllers([controller], animated: false) }
            func start() { goTo(EmailViewController()) }
            func next() { goTo(PasswordViewController()) }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted() == [
            "ChatViewController GifViewController :6", "ChatViewController MapViewController :7",
            "ChatViewController PollViewController :5", "ChatViewController ShareViewController :8",
            "RegisterViewController EmailViewController :11", "RegisterViewController PasswordViewController :11",
        ])
    }

    @Test func aScreensOwnMethodPresentingItOnAnotherIsAPresentationFromEachCallerOfAValueOfItsType() {
        let result = Scan.files([(path: "Views/BannerAlertController.swift", text: """
        import UIKit
        class BannerAlertController: UIViewController {
            init(title: String) { super.init(nibName: nil, bundle: nil) }
            func show() {
                guard var top = UIApplication.shared.keyWindow?.rootViewController else { return }
                while let presented = top.presentedViewController { top = presented }
                top.present(self, animated: true)
            }
        }
        final class LevelUpAlertController: BannerAlertController {}
        final class ToastView: UIView {
            func show() { UIApplication.shared.keyWindow?.addSubview(self) }
        }
        """), (path: "Settings/SettingsViewController.swift", text: """
        import UIKit
        final class SettingsViewController: UIViewController {
            let toast = ToastView()
            func confirmReset() {
                let alert = BannerAlertController(title: "Reset?")
                alert.show()
            }
            func celebrate() {
                LevelUpAlertController(title: "Level 2").show()
                toast.show()
            }
        }
        """)])
        let edges = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }
        // Drawn where each caller shows it, not at the method; a view's `show()` is no screen's.
        #expect(edges.sorted() == ["SettingsViewController BannerAlertController :6",
                                   "SettingsViewController LevelUpAlertController :9"])
    }
}
