import FlowGraph
import FlowGraphScanner
import Testing

/// Views and tab bars navigating the ways a mixed app writes them: a SwiftUI view's `body`
/// handing a UIKit screen to the app's coordinator (`path.push(MangaViewController(…))`), a link
/// to a value of a declared type (`NavigationLink(value: item)` with `item: MenuItem`), a sheet's
/// content modified inside `#if` (`.navigationBarTitleDisplayMode(.inline)` for iOS only), and
/// iOS 18's tabs (`UITab(…) { _ in library }`).
struct ViewCodeReadingTests {
    private static let app: [(path: String, text: String)] = [
        (path: "Utilities/NavigationCoordinator.swift", text: """
        import SwiftUI
        final class NavigationCoordinator: ObservableObject {
            weak var rootViewController: UIViewController?
            func push(_ viewController: UIViewController, animated: Bool = true) {
                rootViewController?.navigationController?.pushViewController(viewController, animated: animated)
            }
        }
        """),
        (path: "Views/HomeView.swift", text: """
        import SwiftUI
        final class MangaViewController: UIViewController {}

        struct HomeView: View {
            @EnvironmentObject var path: NavigationCoordinator
            var body: some View {
                Button("Open") {
                    path.push(MangaViewController())
                }
            }
        }
        """),
        (path: "Views/Sidebar.swift", text: """
        import SwiftUI
        enum MenuItem: Hashable { case bookmarks, library }

        struct Sidebar: View {
            @State private var showsFilters = false
            var body: some View {
                NavigationStack {
                    List { row(item: .bookmarks) }
                        .navigationDestination(for: MenuItem.self) { item in
                            switch item {
                            case .bookmarks: BookmarksView()
                            case .library: LibraryView()
                            }
                        }
                        .sheet(isPresented: $showsFilters) {
                            NavigationStack {
                                ScrollView { FiltersView() }
                                    .navigationTitle("Filters")
                                #if os(iOS)
                                    .navigationBarTitleDisplayMode(.inline)
                                #endif
                            }
                        }
                }
            }

            func row(item: MenuItem) -> some View {
                NavigationLink(value: item) { Text("Item") }
            }
        }
        struct BookmarksView: View { var body: some View { Text("") } }
        struct LibraryView: View { var body: some View { Text("") } }
        struct FiltersView: View { var body: some View { Text("") } }
        """),
    ]

    @Test func viewsNavigateThroughHelpersTypedValuesAndConditionalModifiers() {
        let result = Scan.files(Self.app)
        let drawn = result.graph.drawnEdges(inFilesStartingWith: "Views/")
        #expect(drawn == [
            // The view's body calls the coordinator's public helper with a screen it builds.
            "HomeView push MangaViewController Views/HomeView.swift:8",
            // The sheet's content, modified inside `#if`.
            "Sidebar present FiltersView Views/Sidebar.swift:15",
            // A value of the registry's type may be any case it shows.
            "Sidebar push BookmarksView Views/Sidebar.swift:28",
            // The method taking a `MenuItem`, called with a case, and the registry itself.
            "Sidebar push BookmarksView Views/Sidebar.swift:8",
            "Sidebar push BookmarksView Views/Sidebar.swift:9",
            "Sidebar push LibraryView Views/Sidebar.swift:28",
            "Sidebar push LibraryView Views/Sidebar.swift:9",
        ])
    }

    @Test func iOS18TabsAreTheTabBarsTabs() {
        let result = Scan.text("""
        final class LibraryViewController: UIViewController {}
        final class SearchViewController: UIViewController {}

        final class TabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let library = UINavigationController(rootViewController: LibraryViewController())
                let search = SearchViewController()
                tabs = [
                    UITab(title: "Library", image: nil, identifier: "library") { _ in
                        library
                    },
                    UISearchTab { _ in search },
                ]
            }
        }
        """)
        let tabs = result.graph.edges.filter { $0.action == .tab }.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        #expect(tabs == ["TabBarController LibraryViewController 10", "TabBarController SearchViewController 13"])
    }
}
