import FlowGraph
import Testing

/// A method an extension adds to UIKit's screens that takes what it shows declared by a protocol
/// of the app's (`_ controller: CustomPresentable`) shows what each caller hands it, drawn at the
/// caller, and draws no screen named after the protocol at the helper.
struct DeclaredParameterWrapperTests {
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
