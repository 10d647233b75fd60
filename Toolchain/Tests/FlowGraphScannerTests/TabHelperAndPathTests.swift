import FlowGraph
import FlowGraphScanner
import Testing

/// SwiftUI written as larger apps write it (Yattee): tabs made by a `@TabContentBuilder` helper
/// the `TabView` calls; a path's append handed a constant; a shared destination modifier
/// wrapping each route's own builder in SwiftUI's `Group`.
struct TabHelperAndPathTests {
    private static let routes = (path: "Navigation/Destination.swift", text: """
    import SwiftUI
    enum Destination: Hashable {
        case feed, settings
        @ViewBuilder func view() -> some View {
            switch self {
            case .feed: FeedView()
            case .settings: SettingsView()
            }
        }
    }
    struct FeedView: View { var body: some View { Text("") } }
    struct SettingsView: View { var body: some View { Text("") } }
    struct HomeView: View { var body: some View { Text("") } }
    struct SearchView: View { var body: some View { Text("") } }
    struct DestinationsModifier: ViewModifier {
        func body(content: Content) -> some View {
            content.navigationDestination(for: Destination.self) { destination in
                Group {
                    if let id = destination.transitionID {
                        destination.view()
                            .zoomTransition(id: id)
                    } else {
                        destination.view()
                    }
                }
            }
        }
    }
    extension View {
        func withDestinations() -> some View { modifier(DestinationsModifier()) }
    }
    """)

    private static let tabs = (path: "Navigation/MainTabView.swift", text: """
    import SwiftUI
    enum Item: Hashable { case home, search }
    struct MainTabView: View {
        @State private var homePath = NavigationPath()
        @State private var selection = Item.home
        var body: some View {
            TabView(selection: $selection) {
                ForEach([Item.home, .search], id: \\.self) { item in
                    tab(for: item)
                }
            }
        }

        @TabContentBuilder<Item>
        private func tab(for item: Item) -> some TabContent<Item> {
            switch item {
            case .home:
                Tab(value: Item.home) {
                    NavigationStack(path: $homePath) {
                        HomeView().withDestinations()
                    }
                } label: { Label("Home", systemImage: "house") }
            case .search:
                Tab(value: Item.search, role: .search) {
                    SearchView()
                } label: { Label("Search", systemImage: "magnifyingglass") }
            }
        }

        private func showSettings() {
            let destination = Destination.settings
            homePath.append(destination)
        }
    }
    """)

    @Test func tabsMadeByAHelperAppendedConstantsAndGroupedBuildersAreRead() {
        let result = Scan.files([Self.routes, Self.tabs])
        let drawn = result.graph.edges.filter { $0.file == Self.tabs.path }.map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(drawn.sorted() == [
            "\(EdgeAction.verb(.push)) SettingsView :32",
            "tab HomeView :18",
            "tab SearchView :24",
        ].sorted())
    }
}

/// A router whose type comes from a package not read (`@Environment(AppRouter.self)`, a
/// typealias of another package's `Router<Tab, Destination, Sheet>`): a bare case handed to a
/// method named for navigating is the one registered type's case; a member a sheet binds as
/// its item, set to a case, shows that case's view.
struct PackageRouterTests {
    @Test func aRouterOfAPackageNotReadShowsTheRegisteredCase() {
        let result = Scan.files([(path: "App/Destinations.swift", text: """
        import SwiftUI
        import AppRouter
        enum RouterDestination: Hashable { case profile(Profile), post(Post) }
        enum SheetDestination: Identifiable { case auth, composer; var id: Int { 0 } }
        struct ProfileView: View { var body: some View { Text("") } }
        struct PostView: View { var body: some View { Text("") } }
        struct AuthView: View { var body: some View { Text("") } }
        struct ComposerView: View { var body: some View { Text("") } }
        struct AppDestinations: ViewModifier {
            func body(content: Content) -> some View {
                content.navigationDestination(for: RouterDestination.self) { destination in
                    switch destination {
                    case .profile: ProfileView()
                    case .post: PostView()
                    }
                }
            }
        }
        struct SheetDestinations: ViewModifier {
            @Binding var router: AppRouter
            func body(content: Content) -> some View {
                content.sheet(item: $router.presentedSheet) { sheet in
                    switch sheet {
                    case .auth: AuthView()
                    case .composer: ComposerView()
                    }
                }
            }
        }
        """), (path: "Features/PostRow.swift", text: """
        import SwiftUI
        struct PostRow: View {
            @Environment(AppRouter.self) private var router
            var body: some View {
                Button("Author") { router.navigateTo(.profile(author)) }
                Button("Reply") { router.presentedSheet = .composer }
                Button("Log") { logger.record(.post(post)) }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "PostRow" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
        // `record(_:)` names no navigation: no edge, whatever case it is handed.
        #expect(drawn.sorted() == ["ComposerView :6", "ProfileView :5"])
    }
}

/// A split view's sidebar whose rows select by what they list (macOS's `List(selection:)` over
/// `ForEach(items, id: \.self) { Label(…) }`, no link), with a detail switching over a model
/// kept in step with the selection: each listed case shows the detail's view for it, at the row.
struct SplitViewRowTests {
    @Test func sidebarRowsShowTheDetailsViewForEachCaseTheyList() {
        let result = Scan.text("""
        import SwiftUI
        enum MenuItem: Hashable { case tab, bookmarks, opened, hotspot }
        struct BrowserTab: View { var body: some View { Text("") } }
        struct Bookmarks: View { var body: some View { Text("") } }
        struct Opened: View { var body: some View { Text("") } }
        struct Hotspot: View { var body: some View { Text("") } }
        struct RootView: View {
            @State private var currentNavItem: MenuItem?
            @EnvironmentObject private var navigation: NavigationViewModel
            private let primaryItems: [MenuItem] = [.bookmarks]
            private var libraryItems: [MenuItem] { [.opened] }
            var body: some View {
                NavigationSplitView {
                    List(selection: $currentNavItem) {
                        ForEach([MenuItem.tab] + primaryItems, id: \\.self) { menuItem in
                            Label(menuItem.name, systemImage: menuItem.icon)
                        }
                        Section("Library") {
                            ForEach(libraryItems + [MenuItem.hotspot], id: \\.self) { menuItem in
                                Label(menuItem.name, systemImage: menuItem.icon)
                            }
                        }
                        ForEach(model.items, id: \\.self) { item in Label(item.name, systemImage: "x") }
                    }
                } detail: {
                    switch navigation.currentItem {
                    case .tab: BrowserTab()
                    case .bookmarks: Bookmarks()
                    case .opened: Opened()
                    case .hotspot: Hotspot()
                    default: EmptyView()
                    }
                }
            }
        }
        """)
        // A list that cannot be read (`model.items`) draws nothing.
        #expect(result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
            == ["Bookmarks :16", "BrowserTab :16", "Hotspot :20", "Opened :20"])
    }
}

/// A view of the app's linking to a view it is given (`SettingsNavigationLink(destination:
/// SoundsView(), title:)`): each build pushes the view handed to the property its link shows.
struct LinkWrapperTests {
    @Test func buildingALinkWrapperPushesTheViewItIsHanded() {
        let result = Scan.text("""
        import SwiftUI
        struct SoundsView: View { var body: some View { Text("") } }
        struct StatsView: View { var body: some View { Text("") } }
        struct SettingsNavigationLink<Destination: View>: View {
            let destination: Destination
            let title: LocalizedStringKey
            var body: some View {
                NavigationLink(destination: self.destination) { Text(self.title) }
            }
        }
        struct CardRow<Content: View>: View {
            let content: Content
            var body: some View { VStack { content } }
        }
        struct SettingsView: View {
            var body: some View {
                SettingsNavigationLink(destination: SoundsView(), title: "Sounds")
                SettingsNavigationLink(
                    destination: StatsView(),
                    title: "Stats"
                )
                CardRow(content: SoundsView())
            }
        }
        """)
        // A wrapper that only lays out what it is given (`CardRow`) shows nothing.
        #expect(result.graph.edges.filter { $0.from == "SettingsView" }.map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["\(EdgeAction.verb(.push)) SoundsView :17", "\(EdgeAction.verb(.push)) StatsView :18"])
    }

    /// Handed a closure its initialiser keeps what it builds of, in a file naming no navigation.
    @Test func aLinkWrapperBuiltWithAClosureInAPlainFilePushesWhatTheClosureBuilds() {
        let result = Scan.files([(path: "UI/NavigationRow.swift", text: """
        import SwiftUI
        struct NavigationRow<Content: View, Destination: View>: View {
            private let spacing: CGFloat
            private let destination: Destination
            private let content: Content
            init(spacing: CGFloat = 8, @ViewBuilder destination: () -> Destination, @ViewBuilder content: () -> Content) {
                self.spacing = spacing
                self.destination = destination()
                self.content = content()
            }
            var body: some View { NavigationLink(destination: destination) { content } }
        }
        """), (path: "Settings/SettingsView.swift", text: """
        import SwiftUI
        struct AccountsView: View { var body: some View { Text("") } }
        struct AboutView: View { var body: some View { Text("") } }
        struct SettingsView: View {
            var body: some View {
                List {
                    NavigationRow(spacing: 4, destination: {
                        AccountsView()
                            .onAppear { print("accounts") }
                    }) {
                        Text("Accounts")
                    }
                    NavigationRow(destination: { AboutView() }) { Text("About") }
                    NavigationRow(destination: { Text("Plain") }) { Text("Plain") }
                }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "SettingsView" }.map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["\(EdgeAction.verb(.push)) AccountsView :7", "\(EdgeAction.verb(.push)) AboutView :13"])
    }
}

/// A view's own builder method named like a type (`func MainContent(account:) -> some View`,
/// called as `MainContent(account: a)`): what it builds is what the call shows, in a tab view and
/// in a sheet; a type of the same name is shadowed by the method, as Swift's lookup finds members first.
struct CapitalisedBuilderTests {
    @Test func aBuilderNamedLikeATypeBuildsItsViews() {
        let result = Scan.files([(path: "App/RootView.swift", text: """
        import SwiftUI
        enum Section { case inbox, archive }
        enum Popup: Identifiable { case report(Int); var id: Int { 0 } }
        struct InboxView: View { var body: some View { Text("") } }
        struct ArchiveView: View { var body: some View { Text("") } }
        struct ReportForm: View { var body: some View { Text("") } }
        struct Banner: View { var body: some View { Text("") } }
        struct RootView: View {
            @State private var section = Section.inbox
            @State private var popup: Popup?
            var body: some View {
                TabView {
                    MainContent(account: 1)
                        .toolbar { Text("") }
                }
                .sheet(item: $popup) { popup in
                    switch popup {
                    case .report(let id): MaybeReport(id: id)
                    }
                }
                .fullScreenCover(isPresented: .constant(false)) { Banner() }
            }

            func MainContent(account: Int) -> some View {
                VStack {
                    switch section {
                    case .inbox: InboxView()
                    case .archive: ArchiveView()
                    }
                }
            }

            func MaybeReport(id: Int) -> some View {
                Group {
                    if id > 0 { ReportForm() } else { EmptyView() }
                }
            }

            func Banner() -> some View { ArchiveView() }
        }
        """)])
        let drawn = result.graph.edges.map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(drawn.sorted() == [
            "tab ArchiveView :13",
            "tab InboxView :13",
            "\(EdgeAction.verb(.present)) ArchiveView :21",
            "\(EdgeAction.verb(.present)) ReportForm :16",
        ].sorted())
    }
}
