import FlowGraph
import FlowGraphScanner
import Testing

/// A view whose body is only a view a value it holds builds, inside SwiftUI's containers and
/// with modifiers (`struct AppTabRootView: View { let tab: AppTab; var body: some View {
/// NavigationStack { tab.rootView.navigationBarHidden(true) } } }`): built for each tab
/// (`Tab(value: tab) { AppTabRootView(tab: tab) }`), it stands for each view that builder
/// builds, so the tabs are those views, not the wrapper; a view building anything else stays itself.
struct ValueBuiltBodyTests {
    @Test func aTabsWrapperBuildingItsValuesViewIsThatView() {
        let result = Scan.files([(path: "App/AppTabView.swift", text: """
        import SwiftUI
        enum AppTab: CaseIterable, Identifiable, Hashable { case feed, settings; var id: Self { self } }
        struct AppTabView: View {
            var body: some View {
                TabView {
                    ForEach(AppTab.allCases) { tab in
                        Tab(value: tab) {
                            AppTabRootView(tab: tab)
                        } label: { Text("") }
                    }
                    Tab("About", systemImage: "info") { AboutTab(tab: .feed) }
                }
            }
        }
        """), (path: "App/AppTabRootView.swift", text: """
        import SwiftUI
        struct AppTabRootView: View {
            @Environment(Router.self) var router
            let tab: AppTab
            var body: some View {
                @Bindable var router = router
                GeometryReader { _ in
                    NavigationStack(path: $router.path) {
                        tab.rootView
                            .navigationBarHidden(true)
                    }
                }
            }
        }
        struct AboutTab: View {
            let tab: AppTab
            var body: some View { VStack { Text("About") } }
        }
        extension AppTab {
            @ViewBuilder
            fileprivate var rootView: some View {
                switch self {
                case .feed: FeedView()
                case .settings: SettingsView()
                }
            }
        }
        struct FeedView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("") } }
        """)])
        let tabs = result.graph.edges.filter { $0.action == .tab }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(tabs == ["AboutTab :11", "FeedView :7", "SettingsView :7"])
    }
}
