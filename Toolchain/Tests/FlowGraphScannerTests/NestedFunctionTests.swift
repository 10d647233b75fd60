import FlowGraph
@testable import FlowGraphScanner
import Testing

/// A function nested in a method, declared to return a screen, is what that method's calls of
/// it show, as a member's would be; a member of the same name says more. A computed property
/// building its screen in locals before returning it is read with them, as a factory is.
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

    @Test func aGetterBuildingItsScreenInLocalsShowsIt() {
        let result = Scan.text("""
        import UIKit
        final class ScannerViewController: UIViewController {}
        final class LookupCoordinator {
            weak var navigationController: UINavigationController?
            private var scannerController: UIViewController {
                let controller = ScannerViewController()
                controller.title = "Scan"
                return controller
            }
            func start() {
                navigationController?.setViewControllers([scannerController], animated: false)
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to) == ["ScannerViewController"])
    }
}
