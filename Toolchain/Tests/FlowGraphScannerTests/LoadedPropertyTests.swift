import FlowGraph
import FlowGraphScanner
import Testing

/// What a screen sets a property to as it loads (`viewDidLoad`), before anything its user does,
/// is what the property holds when another method shows it (`present(sideMenu, animated: true)`).
struct LoadedPropertyTests {
    private static let feed = (path: "Feed/FeedViewController.swift", text: """
    import UIKit
    final class ProfileViewController: UIViewController { init(name: String) { super.init(nibName: nil, bundle: nil) } }
    final class MenuNavigationController: UINavigationController {}
    final class FeedViewController: UIViewController {
        private var menu: MenuNavigationController!
        override func viewDidLoad() {
            super.viewDidLoad()
            menu = MenuNavigationController(rootViewController: ProfileViewController(name: "me"))
            menu.modalPresentationStyle = .overFullScreen
        }
        func profileTapped() {
            present(menu, animated: true)
        }
    }
    """)

    @Test func aPropertySetAsTheScreenLoadsHoldsWhatItIsSetTo() {
        let result = Scan.files([Self.feed])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Feed/") == [
            "FeedViewController present ProfileViewController Feed/FeedViewController.swift:12",
        ])
    }
}
