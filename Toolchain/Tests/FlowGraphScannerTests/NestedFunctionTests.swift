import FlowGraph
@testable import FlowGraphScanner
import Testing

/// A function nested in a method, declared to return a screen, is what that method's calls of
/// it show, as a member's would be; a member of the same name says more.
struct NestedFunctionTests {
    @Test func aNestedFactorysScreenIsShownByItsMethodsCalls() {
        let result = Scan.text("""
        import UIKit
        final class ItemsViewController: UIViewController {}
        final class TrashViewController: UIViewController {}
        final class ItemsCoordinator {
            weak var navigationController: UINavigationController?
            var showsTrash = false

            func start(animated: Bool) {
                let controller: UIViewController
                if showsTrash {
                    controller = makeTrash()
                } else {
                    controller = makeItems(limit: 20)
                }
                navigationController?.setViewControllers([controller], animated: animated)

                func makeTrash() -> TrashViewController {
                    TrashViewController()
                }

                func makeItems(limit: Int) -> ItemsViewController {
                    let items = ItemsViewController()
                    items.title = "\\(limit)"
                    return items
                }
            }
        }
        """)
        let shown = result.graph.edges.filter { $0.line == 15 }.compactMap(\.to).sorted()
        #expect(shown == ["ItemsViewController", "TrashViewController"])
    }
}
