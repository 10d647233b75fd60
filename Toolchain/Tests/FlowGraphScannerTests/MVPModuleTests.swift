import FlowGraph
import FlowGraphScanner
import Testing

/// Apps built of MVP modules, each showing its screen through `viewController()`, navigate by
/// handing a module to verbs a package adds to their base view (`view.open(module:)`,
/// `present(module:)`, `showChild(module:)`), which the scan cannot read: each call is an edge
/// to the screen the handed module shows, on a presenter's view or a shared router; a module
/// whose screen the app does not declare says nothing.
struct MVPModuleTests {
    private static let modules = (path: "Modules/Modules.swift", text: """
    import UIKit
    import MVPModule
    final class FeedModule: BaseModule {
        private let view: FeedViewController
        init() { view = FeedViewController() }
        func viewController() -> UIViewController { return view }
    }
    final class NewsModule: BaseModule {
        private let view: NewsViewController
        init(id: String) { view = NewsViewController.storyboardInstantiate() }
        func viewController() -> UIViewController { view }
    }
    final class TabsModule: BaseModule {
        private let view: TabsViewController
        init() { view = TabsViewController() }
        func viewController() -> UIViewController { return view }
    }
    final class FeedViewController: UIViewController {}
    final class NewsViewController: UIViewController {}
    final class TabsViewController: UIViewController {}
    """)

    @Test func aHandedModuleIsTheScreenItShows() {
        let result = Scan.files([Self.modules, (path: "Modules/FeedPresenter.swift", text: """
        import UIKit
        final class FeedPresenter {
            unowned var view: FeedView
            func openNews(id: String) {
                view.open(module: NewsModule(id: id))
            }
            func openSheet() {
                let module = FeedModule()
                view.showChild(module: module)
                view.present(module: NewsModule(id: ""))
            }
            func openPackaged() {
                view.open(module: PincodeModule())
                view.open(url: link)
            }
            func loggedIn() {
                AppRouter.instance.open(module: TabsModule(), asRoot: true)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "FeedPresenter" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        #expect(drawn == ["embed FeedViewController 9", "present NewsViewController 10", "push NewsViewController 5",
                          "push TabsViewController 17"])
        // A module from a package, and another label, are no navigation the scan can tell: no note.
        #expect(result.diagnostics.isEmpty)
    }
}
