import FlowGraph
import FlowGraphScanner
import Testing

/// Screens made by methods of an enum's cases: a method called on a case written capitalised
/// (`AppStoryboard.Main.segueToArtist()`), and one switching over `self` called on a case
/// (`TabItem.search.controller()`), which shows that case's branch only.
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
        }
        final class ArtistsViewController: UITableViewController {
            func open() {
                navigationController?.pushViewController(AppStoryboard.Main.segueToArtist(id: 1), animated: true)
            }
            func openSearch() {
                navigationController?.pushViewController(TabItem.search.controller(), animated: true)
            }
        }
        """)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Fixture") == [
            "ArtistsViewController push ArtistViewController Fixture.swift:23",
            "ArtistsViewController push SearchViewController Fixture.swift:26",
        ])
    }
}
