import FlowGraph
import FlowGraphScanner
import Testing

/// What a screen sets a property to as it loads (`viewDidLoad`), before anything its user does,
/// is what the property holds when another method shows it (`present(sideMenu, animated: true)`);
/// so is what a method makes it the first time it is wanted (`if docs == nil { docs = … }`).
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

    @Test func aPropertyMadeWhenFirstWantedHoldsWhatItIsMade() {
        let result = Scan.files([(path: "Editor/EditorViewController.swift", text: """
        import UIKit
        final class DocumentationViewController: UIViewController {}
        final class EditorViewController: UIViewController {
            var documentation: UINavigationController?
            var other: UINavigationController?
            private func makeDocsIfNeeded() {
                if documentation == nil || documentation?.viewControllers.count == 0 {
                    documentation = UINavigationController(rootViewController: DocumentationViewController())
                }
            }
            @objc func showDocs() {
                makeDocsIfNeeded()
                present(documentation!, animated: true)
            }
            func showOther(_ given: UINavigationController) {
                if other != nil { other = given }
                present(other!, animated: true)
            }
        }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Editor/") == [
            "EditorViewController present DocumentationViewController Editor/EditorViewController.swift:13",
        ])
    }
}
