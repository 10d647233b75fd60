import FlowGraph
import FlowGraphScanner
import Testing

/// A link to a value that is no case written in place, whose type the code states elsewhere: a
/// constant built by a type's initialiser (`if let url = URL(string: …)`, Foundation's types
/// included), or an element of a list the view holds or is given (`ForEach(shelves) { shelf in
/// NavigationLink(value: shelf) { … } }`). With several registries in the app, only that type's
/// tells what the link shows.
struct ValueLinkTests {
    private static let app: [(path: String, text: String)] = [(path: "Library/LibraryView.swift", text: """
    import SwiftUI
    struct Shelf: Hashable, Identifiable { let id: Int }
    struct Author: Hashable { let name: String }
    struct ShelfView: View { let shelf: Shelf; var body: some View { Text("") } }
    struct AuthorView: View { let author: Author; var body: some View { Text("") } }
    struct WebPageView: View { let url: URL; var body: some View { Text("") } }
    struct LibraryView: View {
        let shelves: [Shelf]
        let homepage: String
        var body: some View {
            List(shelves) { shelf in
                NavigationLink(value: shelf) { Text("\\(shelf.id)") }
            }
            if let url = URL(string: homepage) {
                NavigationLink(value: url) { Text("Website") }
            }
            authorRows([Author(name: "A")])
        }
        private func authorRows(_ authors: [Author]) -> some View {
            ForEach(authors, id: \\.name) { author in
                NavigationLink(value: author) { Text(author.name) }
            }
        }
    }
    struct LibraryRoot: View {
        var body: some View {
            NavigationStack {
                LibraryView(shelves: [], homepage: "")
                    .navigationDestination(for: Shelf.self) { ShelfView(shelf: $0) }
                    .navigationDestination(for: Author.self) { AuthorView(author: $0) }
                    .navigationDestination(for: URL.self) { WebPageView(url: $0) }
            }
        }
    }
    """)]

    @Test func aLinkToAConstantOrAListsElementShowsWhatItsTypesRegistryShows() {
        let result = Scan.files(Self.app)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Library/").filter { $0.hasPrefix("LibraryView ") } == [
            "LibraryView push AuthorView Library/LibraryView.swift:21",
            "LibraryView push ShelfView Library/LibraryView.swift:12",
            "LibraryView push WebPageView Library/LibraryView.swift:15",
        ])
        #expect(!result.diagnostics.contains { $0.message.contains("NavigationLink") }, "\(result.diagnostics)")
    }
}
