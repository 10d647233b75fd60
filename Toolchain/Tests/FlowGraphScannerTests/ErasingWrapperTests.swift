import FlowGraph
import FlowGraphScanner
import Testing

/// A view of the app's that erases the view its initialiser is handed (`init(@ViewBuilder
/// content: () -> some View) { self.content = AnyView(content()) }`, `init(_ build: @autoclosure
/// @escaping () -> AnyView)`) wraps it as a generic view does: a sheet showing it shows what it
/// is handed, and nothing when that cannot be told; a view taking other values is a screen.
struct ErasingWrapperTests {
    private static let wrappers = (path: "App/Views/Wrappers.swift", text: """
    import SwiftUI
    struct InjectionView: View {
        private let content: AnyView
        init(coordinator: Coordinator, @ViewBuilder content: @escaping () -> some View) {
            self.content = AnyView(content())
        }
        var body: some View { NavigationStack { content } }
    }
    struct LazyView: View {
        let build: () -> AnyView
        init(_ build: @autoclosure @escaping () -> AnyView) { self.build = build }
        var body: AnyView { build() }
    }
    struct ProfileView: View {
        init(user: User) {}
        var body: some View { Text("Profile") }
    }
    """)

    @Test func aSheetShowingAnErasingWrapperShowsWhatItIsHanded() {
        let result = Scan.files([Self.wrappers, (path: "App/Views/HomeView.swift", text: """
        import SwiftUI
        struct HomeView: View {
            @State private var showsSettings = false
            @State private var showsProfile = false
            @State private var showsRoute = false
            let route: Route
            let user: User
            var body: some View {
                List { Text("Home") }
                    .sheet(isPresented: $showsSettings) { InjectionView(coordinator: coordinator) { SettingsView() } }
                    .sheet(isPresented: $showsProfile) { ProfileView(user: user) }
                    .sheet(isPresented: $showsRoute) { LazyView(makeView(route).asAny()) }
            }
        }
        """)])
        let shown = result.graph.edges.filter { $0.from == "HomeView" }.map { $0.to ?? "-" }
        // What the lazy view is handed cannot be told: no edge, rather than one to the wrapper.
        #expect(shown.sorted() == ["ProfileView", "SettingsView"])
    }

    /// A wrapper handed a model of the app's (a class) rather than a view is the screen itself.
    @Test func aWrapperHandedAModelIsTheScreen() {
        let result = Scan.files([(path: "App/Views/Settings.swift", text: """
        import SwiftUI
        final class ConnectionViewModel: ObservableObject {
            init(mode: Int) {}
        }
        struct IntegrationSettingsView<Model: ObservableObject>: View {
            private let model: Model
            init(name: String, @ViewBuilder model: () -> Model) { self.model = model() }
            var body: some View { Text("Settings") }
        }
        struct TabRoot: View {
            @State private var showsDetails = false
            var body: some View {
                List { Text("Servers") }
                    .sheet(isPresented: $showsDetails) {
                        NavigationStack {
                            IntegrationSettingsView(name: "Jellyfin") { ConnectionViewModel(mode: 1) }
                        }
                    }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "TabRoot" }.map { $0.to ?? "-" } == ["IntegrationSettingsView"])
    }

    @Test func aViewGenericOverAViewInItsWhereClauseIsAWrapper() {
        // `where Content: View`, not `<Content: View>`: a wrapper all the same.
        let result = Scan.text("""
        import SwiftUI
        struct SmartNavigationView<Content>: View where Content: View {
            let content: () -> Content
            var body: some View { NavigationView(content: content).navigationViewStyle(.stack) }
        }
        struct RunnerSetupView: View { var body: some View { Text("setup") } }
        struct BrowseView: View {
            @State private var setsUp = false
            var body: some View {
                Text("browse")
                    .fullScreenCover(isPresented: $setsUp) { SmartNavigationView { RunnerSetupView() } }
            }
        }
        """)
        #expect(result.graph.edges.map { $0.to ?? "-" } == ["RunnerSetupView"])
    }
}
