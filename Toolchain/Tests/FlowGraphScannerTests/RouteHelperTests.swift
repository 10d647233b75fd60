import FlowGraph
import FlowGraphScanner
import Testing

/// A router's helper whose name says it navigates and whose body makes a router call
/// (`func showPlaylist(_ playlist: Playlist) { show(.playlist(playlist.id)) }`) shows what that
/// call shows wherever it is called; helpers calling helpers are followed, and overloads of one
/// name are told apart by the argument's type or name.
struct RouteHelperTests {
    private static let router = """
    import SwiftUI
    struct Playlist: Hashable { let id: Int }
    struct Artist: Hashable { let name: String }
    struct QueueDestination: Hashable {}
    enum Screen: Hashable {
        case playlist(Int)
        case artist(String)
    }
    @MainActor final class Navigator: ObservableObject {
        @Published var path = NavigationPath()
        func show<Value: Hashable>(_ value: Value) { path.append(value) }
        func show(_ screen: Screen) { path.append(screen) }
        func show(_ playlist: Playlist) {
            show(.playlist(playlist.id))
        }
        func show(_ artist: Artist) {
            show(.artist(artist.name))
        }
        func openArtist(named name: String) {
            let artist = Artist(name: name)
            show(artist)
        }
        func tidy(_ playlist: Playlist) {
            show(.playlist(playlist.id))
        }
    }
    """

    private static let views = """
    import SwiftUI
    struct LibraryRoot: View {
        @StateObject var navigator = Navigator()
        var body: some View {
            NavigationStack(path: $navigator.path) {
                LibraryView()
                    .navigationDestination(for: Screen.self) { screen in
                        switch screen {
                        case .playlist(let id): PlaylistView(id: id)
                        case .artist(let name): ArtistView(name: name)
                        }
                    }
                    .navigationDestination(for: QueueDestination.self) { _ in QueueView() }
            }
        }
    }
    struct LibraryView: View {
        @EnvironmentObject var navigator: Navigator
        let favourite: Playlist
        var body: some View {
            List {
                Button("Queue") { navigator.show(QueueDestination()) }
                Button("Favourite") { navigator.show(favourite) }
                Button("Band") { navigator.openArtist(named: "Band") }
                ForEach(artists) { headliner in
                    Button(headliner.name) { navigator.show(headliner) }
                }
                Button("Tidy") { navigator.tidy(favourite) }
            }
        }
        var artists: [Artist] { [] }
    }
    struct PlaylistView: View { let id: Int; var body: some View { Text("p") } }
    struct ArtistView: View { let name: String; var body: some View { Text("a") } }
    struct QueueView: View { var body: some View { Text("q") } }
    """

    @Test func helpersShowWhatTheirRouterCallsShowWhereTheyAreCalled() {
        let result = Scan.files([("Navigator.swift", Self.router), ("LibraryView.swift", Self.views)])
        let edges = result.graph.edges.filter { $0.file?.hasSuffix("LibraryView.swift") == true && $0.from == "LibraryView" }
            .map { "\($0.to ?? "-") \($0.line ?? 0)" }
        // The generic overload takes the value built in place, which its own registry shows; the
        // property's declared type picks `show(_ playlist:)`; a closure's value whose type cannot
        // be told shows nothing, nor do helpers of names of their own (`openArtist(named:)`,
        // `tidy(_:)`), drawn where they call the router.
        #expect(edges.sorted() == ["PlaylistView 23", "QueueView 22"])
    }

    @Test func anOverloadCalledInTheRoutersOwnCodeShowsWhatItsCaseShows() {
        let result = Scan.files([("Navigator.swift", Self.router), ("LibraryView.swift", Self.views)])
        let edges = result.graph.edges.filter { $0.from == "Navigator" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges.sorted() == ["ArtistView 17", "ArtistView 21", "PlaylistView 14", "PlaylistView 24"])
    }
}
