import FlowGraph
import FlowGraphScanner
import Testing

/// Screens made by methods of an enum's cases: a method called on a case written capitalised
/// (`AppStoryboard.Main.segueToArtist()`), and one switching over `self` called on a case
/// (`TabItem.search.controller()`), which shows that case's branch only, or on a value of the
/// enum, each case's, when an extension in a file of its own declares it.
struct EnumFactoryTests {
    @Test func aCasesMethodMakesItsScreen() {
        let result = Scan.text("""
        import UIKit
        final class ArtistViewController: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }
        final class HomeViewController: UIViewController {}
        final class SearchViewController: UIViewController {}
        enum AppStoryboard: String {
            case Main
            func segueToArtist(id: Int) -> UIViewController {
                let artist = ArtistViewController(id: id)
                return artist
            }
        }
        enum TabItem {
            case home, search
            func controller() -> UIViewController {
                switch self {
                case .home: return HomeViewController()
                case .search: return SearchViewController()
                }
            }
            func plainController() -> UIViewController { HomeViewController() }
        }
        final class ArtistsViewController: UITableViewController {
            func open() {
                navigationController?.pushViewController(AppStoryboard.Main.segueToArtist(id: 1), animated: true)
            }
            func openSearch() {
                navigationController?.pushViewController(TabItem.search.controller(), animated: true)
            }
            func openHome() {
                navigationController?.pushViewController(TabItem.home.plainController(), animated: true)
            }
        }
        """)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Fixture") == [
            "ArtistsViewController push ArtistViewController Fixture.swift:24",
            "ArtistsViewController push HomeViewController Fixture.swift:30",
            "ArtistsViewController push SearchViewController Fixture.swift:27",
        ])
    }

    @Test func aMethodAnExtensionAddsToAnEnumShowsEachCasesScreen() {
        let result = Scan.files([
            (path: "Kit/Display.swift", text: "public enum Display: Int { case artists, albums }"),
            (path: "App/Display+Screens.swift", text: """
            import UIKit
            final class ArtistsVC: UIViewController {}
            final class AlbumsVC: UIViewController {}
            extension Display {
                func controller() -> UIViewController {
                    switch self {
                    case .artists: return ArtistsVC()
                    case .albums: return AlbumsVC()
                    }
                }
            }
            """),
            (path: "App/Item.swift", text: """
            final class NavigatorItem {
                let library: Display?
                init(library: Display?) { self.library = library }
            }
            """),
            (path: "App/LibraryVC.swift", text: """
            import UIKit
            final class LibraryVC: UIViewController {
                func pushed(selected: NavigatorItem) {
                    guard let item = selected.library else { return }
                    navigationController?.pushViewController(item.controller(), animated: true)
                }
            }
            """),
        ])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/LibraryVC") == [
            "LibraryVC push AlbumsVC App/LibraryVC.swift:5",
            "LibraryVC push ArtistsVC App/LibraryVC.swift:5",
        ])
    }
}
