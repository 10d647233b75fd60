import FlowGraph
import FlowGraphScanner
import Testing

/// A segue performed on another view controller than the caller (`if let main = top as?
/// MainViewController { main.performSegue(…) }`): the segue of that controller's scene; on a
/// controller whose class cannot be told (a completion's argument), the segue of any scene with
/// that identifier, only when all such segues lead to one screen.
struct PerformedElsewhereSegueTests {
    private static let storyboard = (path: "App/Main.storyboard", text: StoryboardText.document([
        (id: "main", customClass: "MainViewController", segues: [
            .init(to: "servers", kind: "show", identifier: "SelectServer"), .init(to: "help", kind: "presentation", identifier: "Help"),
        ]),
        (id: "chat", customClass: "ChatViewController", segues: [
            .init(to: "call", kind: "show", identifier: "StartCall"), .init(to: "servers", kind: "show", identifier: "Help"),
        ]),
        (id: "servers", customClass: "ServerListViewController", segues: []),
        (id: "help", customClass: "HelpViewController", segues: []),
        (id: "call", customClass: "CallViewController", segues: []),
    ]))

    @Test func aSegueIsReadFromTheSceneOfTheControllerItIsPerformedOn() {
        let result = Scan.files([Self.storyboard, (path: "App/PanelViewController.swift", text: """
        import UIKit
        final class MainViewController: UIViewController {}
        final class ChatViewController: UIViewController {}
        final class PanelViewController: UIViewController {
            func selectServer() {
                if let main = UIApplication.topViewController() as? MainViewController {
                    main.performSegue(withIdentifier: "SelectServer", sender: nil)
                }
            }
            func showHelp(on controller: UIViewController) {
                controller.performSegue(withIdentifier: "Help", sender: nil)
            }
        }
        final class CallRouter {
            func accept(open: (@escaping (ChatViewController?) -> Void) -> Void) {
                open { chat in
                    chat?.performSegue(withIdentifier: "StartCall", sender: nil)
                }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.file == "App/PanelViewController.swift" }
            .map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        // "Help" leads to two screens from two scenes: not drawn.
        #expect(drawn == ["CallRouter CallViewController 17", "PanelViewController ServerListViewController 7"])
    }
}
