import FlowGraph
import Testing

/// A method an extension adds to UIKit's screens that takes what it shows declared by a protocol
/// of the app's (`_ controller: CustomPresentable`) shows what each caller hands it, drawn at the
/// caller, and draws no screen named after the protocol at the helper. A screen's own helper
/// taking a base class of the app's (`_ child: BaseViewController`) shows each caller's screen,
/// read through a local it is copied to too; one taking a class nothing inherits shows that
/// class, whatever its callers say, and so does one no caller tells.
struct DeclaredParameterWrapperTests {
    private static let screens = (path: "App/Screens.swift", text: """
    import UIKit
    class BaseViewController: UIViewController {}
    final class InfoViewController: BaseViewController {}
    final class StatusViewController: BaseViewController {}
    final class ChatViewController: UIViewController {}
    """)

    @Test func aHelperTakingABaseClassShowsEachCallersScreen() {
        let result = Scan.files([Self.screens, (path: "App/CardViewController.swift", text: """
        import UIKit
        final class CardViewController: UIViewController {
            func showInfo() { _ = show(InfoViewController()) }
            func showStatus() {
                let status = StatusViewController()
                _ = show(status)
            }
            func show(_ child: BaseViewController) -> UIViewController {
                let shown = child
                addChild(shown)
                return shown
            }
            func openChat(_ chat: ChatViewController) {
                navigationController?.pushViewController(chat, animated: true)
            }
            private func reveal(_ other: BaseViewController) {
                present(other, animated: true)
            }
        }
        """), (path: "App/InboxViewController.swift", text: """
        import UIKit
        final class InboxViewController: UIViewController {
            let card = CardViewController()
            func openFirst() { card.openChat(ChatViewController()) }
        }
        """)])
        let drawn = result.graph.edges.map { "\($0.from) \($0.action.rawValue) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        // A class nothing inherits is the screen, at the helper as where a caller hands it; a
        // helper no caller tells shows its declared type.
        #expect(drawn == ["CardViewController embed InfoViewController :10", "CardViewController embed StatusViewController :10",
                          "CardViewController present BaseViewController :17", "CardViewController push ChatViewController :14",
                          "InboxViewController push ChatViewController :4"])
    }

    @Test func anExtensionHelperTakingAProtocolShowsWhatEachCallerHands() {
        let result = Scan.files([(path: "App/Transitions/UIViewController+Transitions.swift", text: """
        import UIKit
        protocol CustomPresentable: UIViewController {
            var transitionManager: UIViewControllerTransitioningDelegate? { get set }
        }
        extension UIViewController {
            func present(_ viewController: CustomPresentable, interactiveDismissal: Bool, completion: (() -> Void)? = nil) {
                viewController.modalPresentationStyle = .custom
                present(viewController, animated: true, completion: completion)
            }
        }
        """), (path: "App/Media/MediaViewController.swift", text: """
        import UIKit
        final class MediaViewController: UIViewController {}
        final class MediaNavigationController: UINavigationController, CustomPresentable {
            var transitionManager: UIViewControllerTransitioningDelegate?
        }
        final class ChatViewController: UIViewController {
            func openMedia() {
                let navigation = MediaNavigationController(rootViewController: MediaViewController())
                present(navigation, interactiveDismissal: true)
            }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["ChatViewController \(EdgeAction.verb(.present)) MediaViewController :9"])
    }

    @Test func aStackTruncatedThroughArrayShowsNoScreenNamedArray() {
        let result = Scan.text("""
        import UIKit
        final class FileViewController: UIViewController {
            func popFiles(count: Int) {
                guard let children = navigationController?.viewControllers else { return }
                navigationController?.setViewControllers(Array(children[0..<children.count - count]), animated: true)
            }
        }
        """)
        #expect(!result.graph.edges.contains { $0.to == "Array" })
    }
}
