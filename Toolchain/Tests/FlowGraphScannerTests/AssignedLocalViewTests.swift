import FlowGraph
import Testing

/// A content that declares a local first and sets it in each branch (`let view: AnyView; switch
/// route { case .themes: view = AnyView(ThemesView()) … }; return view.inset()`) builds what
/// each branch sets, as a `switch` building its views in place would.
struct AssignedLocalViewTests {
    /// A path's registry whose cases set one local, then return it modified.
    private static let settings = """
    import SwiftUI
    enum SettingsPage: Hashable { case themes, storage, credits }
    struct ThemesView: View { var body: some View { Text("") } }
    struct StorageView: View { var body: some View { Text("") } }
    struct CreditsView: View { var body: some View { Text("") } }
    struct PreferencesView: View {
        @State var path = NavigationPath()
        @State var flag = false
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink(value: SettingsPage.themes) { Text("Themes") }
                    NavigationLink("Storage", value: SettingsPage.storage)
                }
                .navigationDestination(for: SettingsPage.self) { page in
                    let view: AnyView
                    switch page {
                    case .themes:
                        flag = true
                        view = AnyView(ThemesView())
                    case .storage:
                        view = AnyView(StorageView().padding())
                    default:
                        view = AnyView(EmptyView())
                    }
                    return view.padding()
                }
            }
        }
    }
    """

    @Test func eachLinkShowsWhatItsCaseSetsTheLocalTo() {
        let result = Scan.text(Self.settings)
        let links = result.graph.edges.filter { $0.from == "PreferencesView" && ($0.line ?? 0) < 15 }
            .map { "\($0.line ?? 0) \($0.to ?? "-")" }.sorted()
        #expect(links == ["12 ThemesView", "13 StorageView"])
    }

    @Test func aPropertySetBesideTheLocalIsNoView() {
        let result = Scan.text("""
        import SwiftUI
        struct ThemesView: View { var body: some View { Text("") } }
        struct PlainView: View {
            @State var shows = false
            @State var cached: AnyView?
            let dark: Bool
            var body: some View {
                Button("Go") { shows = true }
                    .sheet(isPresented: $shows) {
                        let title: String
                        if dark {
                            title = "Dark"
                            cached = AnyView(ThemesView())
                        } else {
                            title = "Light"
                        }
                        return Text(title)
                    }
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to).contains("ThemesView") == false)
    }
}
