import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// A SwiftUI app whose router takes any route (`navigate(to destination: any NavPath)`), whose
/// stack registers each route type with a router of its own (`navigationDestination(for:
/// SettingsRoute.self) { router.settingsRouter.build($0) }`), and whose routers switch over
/// their routes to a builder's methods: a screen's `router.navigate(to: SettingsRoute.language)`
/// is an edge to the view the builder builds for that case.
struct RouteBuilderTests {
    private static let app: [(path: String, text: String)] = [
        (path: "App/ContentView.swift", text: """
        import SwiftUI
        struct ContentView: View {
            @StateObject var router = AppRouter()
            var body: some View {
                NavigationStack(path: $router.navigation.path) {
                    HomeScreen()
                        .navigationDestination(for: SettingsRoute.self) { router.settingsRouter.build($0) }
                        .navigationDestination(for: HomeRoute.self) { router.homeRouter.build($0) }
                }
            }
        }
        """),
        (path: "Core/NavigationRouter.swift", text: """
        import SwiftUI
        protocol NavPath: Hashable {}
        final class NavigationRouter: ObservableObject {
            @Published var path = NavigationPath()
            func navigate(to destination: any NavPath) { path.append(destination) }
        }
        """),
        (path: "Settings/SettingsRoute.swift", text: """
        enum SettingsRoute: NavPath {
            case language
            case main(vault: Vault)
        }
        """),
        (path: "Settings/SettingsRouter.swift", text: """
        import SwiftUI
        struct SettingsRouter {
            private let viewBuilder = SettingsRouteBuilder()
            @ViewBuilder
            func build(_ route: SettingsRoute) -> some View {
                switch route {
                case .language: viewBuilder.buildLanguageScreen()
                case .main(let vault): viewBuilder.buildMainScreen(vault: vault)
                }
            }
        }
        struct SettingsRouteBuilder {
            @ViewBuilder
            func buildLanguageScreen() -> some View { LanguageScreen() }
            @ViewBuilder
            func buildMainScreen(vault: Vault) -> some View { SettingsMainScreen(vault: vault) }
        }
        """),
        (path: "Home/HomeRouter.swift", text: """
        import SwiftUI
        enum HomeRoute: NavPath { case main }
        struct HomeRouter {
            @ViewBuilder
            func build(_ route: HomeRoute) -> some View {
                switch route {
                case .main: HomeMainScreen()
                }
            }
        }
        """),
        (path: "Settings/SettingsMainScreen.swift", text: """
        import SwiftUI
        struct SettingsMainScreen: View {
            @EnvironmentObject var router: NavigationRouter
            let vault: Vault
            var body: some View {
                Button("Language") { router.navigate(to: SettingsRoute.language) }
            }
        }
        """),
        (path: "Home/HomeScreen.swift", text: """
        import SwiftUI
        struct HomeScreen: View {
            @EnvironmentObject var router: NavigationRouter
            var body: some View {
                Button("Settings") { router.navigate(to: SettingsRoute.main(vault: .current)) }
                Button("Home") { router.navigate(to: HomeRoute.main) }
            }
        }
        """),
    ]

    @Test func aRouteIsShownByTheBuilderItsRouterHandsItsCaseTo() {
        let result = Scan.files(Self.app)
        let pushes = result.graph.edges.filter { $0.action == .verb(.push) }.map { "\($0.from) → \($0.to ?? "-")" }.sorted()
        #expect(pushes == ["HomeScreen → HomeMainScreen", "HomeScreen → SettingsMainScreen", "SettingsMainScreen → LanguageScreen"])
    }

    @Test func aModifierOfAMemberIsNoBuilder() {
        // `theme.background.ignoresSafeArea()` is a view modified, not a builder of `background`.
        let result = Scan.text("""
        import SwiftUI
        struct AccountHeader: View {
            @State private var showingChampion = false
            var body: some View {
                Text("Account")
                    .sheet(isPresented: $showingChampion) {
                        ZStack {
                            theme.background.ignoresSafeArea()
                            ChampionView()
                        }
                    }
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to) == ["ChampionView"])
    }

    @Test func aRouteBuildingItsOwnViewIsShownByItsCase() {
        // `route.view(…)`, an enum switching over `self` (cases capitalised, as some apps write
        // them), beside another type's `view(…)`.
        let result = Scan.files([(path: "Router.swift", text: """
        import SwiftUI
        enum Route: Hashable {
            case KeySettings(keypair: Keypair)
            case Bookmarks
            func view(coordinator: Coordinator) -> some View {
                switch self {
                case .KeySettings(let keypair): KeySettingsView(keypair: keypair)
                case .Bookmarks: BookmarksView()
                }
            }
        }
        enum FullScreenItem: Identifiable {
            case image(url: URL)
            var id: Int { 0 }
            func view(state: AppState) -> some View {
                switch self {
                case .image(let url): ImageView(url: url)
                }
            }
        }
        """), (path: "Content.swift", text: """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    ConfigView()
                        .navigationDestination(for: Route.self) { route in route.view(coordinator: coordinator) }
                }
            }
        }
        struct ConfigView: View {
            var body: some View {
                NavigationLink(value: Route.KeySettings(keypair: keypair)) { Text("Keys") }
            }
        }
        """)])
        let pushes = result.graph.edges.filter { $0.from == "ConfigView" }.compactMap(\.to)
        #expect(pushes == ["KeySettingsView"])
    }

    @Test func aRowHelperLinkingToTheCaseItIsHandedWithItsLabelInATrailingClosureLinksFromItsCaller() {
        // `row(.about) { Text("About") }`: the helper's last parameter is the label closure, given
        // by a trailing closure, so it is called with one value as a router is.
        let result = Scan.text("""
        import SwiftUI
        struct PreferencesView: View {
            enum Page: Hashable { case about, display }
            var body: some View {
                NavigationStack {
                    List {
                        row(.about) { Text("About") }
                        row(.display) { Text("Display") }
                    }
                    .navigationDestination(for: Page.self) { page in
                        switch page {
                        case .about: AboutView()
                        case .display: DisplayView()
                        }
                    }
                }
            }
            @ViewBuilder func row<Label: View>(_ page: Page, @ViewBuilder label: @escaping () -> Label) -> some View {
                NavigationLink(value: page, label: label)
            }
        }
        """)
        let callers = result.graph.edges.filter { $0.line == 7 || $0.line == 8 }.map { "\($0.line ?? 0) \($0.to ?? "-")" }
        #expect(callers.sorted() == ["7 AboutView", "8 DisplayView"])
    }

    @Test func aRouteBuiltInPlaceIsShownByTheRegistryOfItsType() {
        // Routes are structs of the app's (`SlateRoute(slateID:)`), not cases, handed to a router
        // taking any route or linked to; a model value handed to a method that does not navigate
        // shows nothing, though its type is registered too.
        let result = Scan.text("""
        import SwiftUI
        protocol NavigationRoute: Hashable {}
        struct SlateRoute: NavigationRoute { let slateID: String }
        struct ReadableRoute: NavigationRoute { let url: String }
        @Observable final class HomeCoordinator {
            var path = NavigationPath()
            func navigateTo(_ route: any NavigationRoute) { path.append(route) }
            func remember(_ route: any NavigationRoute) {}
        }
        struct HomeRootView: View {
            @State var coordinator = HomeCoordinator()
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    SlateView(coordinator: coordinator)
                        .navigationDestination(for: SlateRoute.self) { SlateDetailView(route: $0) }
                        .navigationDestination(for: ReadableRoute.self) { ReaderView(route: $0) }
                }
            }
        }
        struct SlateView: View {
            let coordinator: HomeCoordinator
            var body: some View {
                Button("Slate") { coordinator.navigateTo(SlateRoute(slateID: "a")) }
                Button("Keep") { coordinator.remember(SlateRoute(slateID: "b")) }
                NavigationLink(value: ReadableRoute(url: "c")) { Text("Read") }
            }
        }
        """)
        let fromSlate = result.graph.edges.filter { $0.from == "SlateView" }.map { "\($0.line ?? 0) \($0.to ?? "-")" }
        #expect(fromSlate.sorted() == ["23 SlateDetailView", "25 ReaderView"])
    }
}
