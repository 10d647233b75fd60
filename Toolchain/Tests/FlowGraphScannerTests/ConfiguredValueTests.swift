import FlowGraph
import FlowGraphScanner
import Testing

/// A screen configured in place through the Then library (`TrayViewController(…).then {
/// $0.delegate = self }`), which gives back the value it configures: that screen.
struct ConfiguredValueTests {
    private static let browser = (path: "Browser/BrowserViewController.swift", text: """
    import UIKit
    final class TrayViewController: UIViewController { init(tabs: Int) { super.init(nibName: nil, bundle: nil) } }
    final class ReaderViewController: UIViewController {}
    final class BrowserViewController: UIViewController {
        func showTray() {
            let tray = TrayViewController(tabs: 3).then {
                $0.modalPresentationStyle = .fullScreen
            }
            let stack = UINavigationController(rootViewController: tray)
            present(stack, animated: true)
        }
        func showReader() {
            navigationController?.pushViewController(ReaderViewController().then { $0.title = "Reader" }, animated: true)
        }
    }
    """)

    @Test func aScreenConfiguredInPlaceIsThatScreen() {
        let result = Scan.files([Self.browser])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Browser/") == [
            "BrowserViewController present TrayViewController Browser/BrowserViewController.swift:10",
            "BrowserViewController push ReaderViewController Browser/BrowserViewController.swift:13",
        ])
    }
}
