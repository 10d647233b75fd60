import FlowGraph
import FlowGraphScanner
import Testing

/// A link to a value of a nested type (`NavigationLink(value: navigationItem)`), held by a
/// property declared with that type or a constant built as one, shows what the registry of that
/// very type shows, when two screens each nest a type of the same name. A property of a type
/// whose registry switches over cases says nothing: which case it holds is its builders' to say.
struct NestedValueTypeLinkTests {
    @Test func aLinkToANestedTypesValueShowsWhatThatTypesRegistryShows() {
        let result = Scan.text("""
        import SwiftUI
        struct VolumeView: View {
            struct Route: Hashable { let id: String }
            let route: Route
            var body: some View { Text("v") }
        }
        struct ImageView: View {
            struct Route: Hashable { let id: String }
            let route: Route
            var body: some View { Text("i") }
        }
        struct DockerRoot: View {
            var body: some View {
                NavigationStack {
                    VolumeCell(id: "a")
                        .navigationDestination(for: VolumeView.Route.self) { VolumeView(route: $0) }
                        .navigationDestination(for: ImageView.Route.self) { ImageView(route: $0) }
                }
            }
        }
        struct VolumeCell: View {
            let id: String
            private var route: VolumeView.Route { .init(id: id) }
            var body: some View {
                NavigationLink(value: route) { Text(id) }
            }
        }
        enum Shortcut: Hashable { case volumes, images }
        struct ShortcutRow: View {
            let shortcut: Shortcut
            var body: some View {
                NavigationLink(value: shortcut) { Text("s") }
                    .navigationDestination(for: Shortcut.self) { shortcut in
                        switch shortcut {
                        case .volumes: VolumeCell(id: "v")
                        case .images: ImageCell(id: "i")
                        }
                    }
            }
        }
        struct ImageCell: View {
            let id: String
            var body: some View {
                let route = ImageView.Route(id: id)
                NavigationLink(value: route) { Text(id) }
            }
        }
        """)
        let links = result.graph.edges.filter { $0.from.hasSuffix("Cell") || ($0.from == "ShortcutRow" && $0.line == 32) }.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }
        #expect(links.sorted() == ["ImageCell ImageView 45", "VolumeCell VolumeView 25"])
    }

    @Test func aLinkToANestedTypesValueBuiltInPlaceShowsWhatThatTypesRegistryShows() {
        let result = Scan.text("""
        import SwiftUI
        struct PodView: View {
            let route: Route
            var body: some View { Text("p") }
        }
        extension PodView {
            struct Route: Hashable { let id: String }
        }
        struct ClusterRoot: View {
            var body: some View {
                NavigationStack {
                    PodRow(id: "a")
                        .navigationDestination(for: PodView.Route.self) { PodView(route: $0) }
                }
            }
        }
        struct PodRow: View {
            let id: String
            var body: some View {
                NavigationLink(value: PodView.Route(id: id)) { Text(id) }
            }
        }
        """)
        #expect(result.graph.edges.filter { $0.from == "PodRow" }.map { "\($0.to ?? "-") \($0.line ?? 0)" } == ["PodView 20"])
    }
}
