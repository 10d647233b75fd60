import FlowGraph
import Foundation
import FlowGraphScanner
import Testing

/// A SwiftUI app whose route enum builds its own view per case (`enum NavigationPage { func
/// view() -> some View { switch self { … } } }`) and is handed to the app's router
/// (`navigation.push(.person(p))`, `navigation.openSheet(.settings(.theme))`) or to the app's own
/// `NavigationLink` initialiser (`NavigationLink(.person(p)) { label }`): each is an edge to the
/// view that case builds, through a case that hands its value to another enum's builder
/// (`case .settings(let page): page.view()`), in files that name no SwiftUI navigation.
struct OwnBuilderRouteTests {
    private static let app: [(path: String, text: String)] = [
        (path: "Navigation/NavigationPage.swift", text: """
        import SwiftUI
        enum NavigationPage: Hashable {
            case person(Int)
            case post(Int)
            case settings(SettingsPage)

            @ViewBuilder func view() -> some View {
                switch self {
                case let .person(id): PersonView(id: id)
                case let .post(id): PostView(id: id)
                case let .settings(page): page.view()
                }
            }
        }
        """),
        (path: "Navigation/SettingsPage.swift", text: """
        import SwiftUI
        enum SettingsPage: Hashable {
            case root, theme, post

            @ViewBuilder func view() -> some View {
                switch self {
                case .root: SettingsView()
                case .theme: ThemeSettingsView()
                case .post:
                    switch Layout.current {
                    case .compact: CompactPostSettingsView()
                    case .regular: PostSettingsView()
                    }
                }
            }
        }
        """),
        (path: "Navigation/NavigationLayer.swift", text: """
        import SwiftUI
        struct NavigationFrame: Hashable { let page: NavigationPage }

        @Observable
        final class NavigationLayer {
            var path: [NavigationFrame] = []
            func push(_ page: NavigationPage) { path.append(NavigationFrame(page: page)) }
            func openSheet(_ page: NavigationPage, hasNavigationStack: Bool? = nil) {}
        }

        struct NavigationFrameView: View {
            let frame: NavigationFrame
            var body: some View { frame.page.view() }
        }

        struct NavigationLayerView: View {
            @State var layer: NavigationLayer
            var body: some View {
                NavigationStack(path: $layer.path) {
                    Text("root").navigationDestination(for: NavigationFrame.self) { NavigationFrameView(frame: $0) }
                }
            }
        }
        """),
        (path: "Navigation/NavigationLink+Page.swift", text: """
        import SwiftUI
        extension NavigationLink where Destination == Never {
            init(_ value: NavigationPage, @ViewBuilder label: () -> Label) {
                self.init(value: NavigationFrame(page: value), label: label)
            }
            init(_ title: String, destination: NavigationPage) where Label == Text {
                self.init(value: NavigationFrame(page: destination)) { Text(title) }
            }
        }
        """),
        (path: "Views/PersonView.swift", text: """
        import SwiftUI
        struct PersonView: View {
            @Environment(NavigationLayer.self) var navigation
            let id: Int
            var body: some View {
                Button("Post") { navigation.push(.post(id)) }
                Button("Theme") { navigation.openSheet(.settings(.theme)) }
            }
        }
        """),
        (path: "Views/PostView.swift", text: """
        import SwiftUI
        struct PostView: View {
            let id: Int
            var body: some View {
                NavigationLink(.person(id)) { AvatarView(id: id) }
                NavigationLink("Post settings", destination: .settings(.post))
            }
        }
        struct AvatarView: View { let id: Int; var body: some View { Text("") } }
        """),
        (path: "Views/Settings.swift", text: """
        import SwiftUI
        struct SettingsView: View { var body: some View { Text("") } }
        struct ThemeSettingsView: View { var body: some View { Text("") } }
        struct PostSettingsView: View { var body: some View { Text("") } }
        struct CompactPostSettingsView: View { var body: some View { Text("") } }
        """),
    ]

    @Test func aRouteBuildingItsOwnViewIsItsOwnRegistry() {
        let result = Scan.files(Self.app)
        let drawn = result.graph.drawnEdges(inFilesStartingWith: "Views/")
        #expect(drawn == [
            "PersonView present ThemeSettingsView Views/PersonView.swift:7",
            "PersonView push PostView Views/PersonView.swift:6",
            // A switch nested in a case builds that case's views.
            "PostView push CompactPostSettingsView Views/PostView.swift:6",
            "PostView push PersonView Views/PostView.swift:5",
            "PostView push PostSettingsView Views/PostView.swift:6",
        ])
    }

    @Test func aStaticMethodWrittenLikeACaseOfAnotherArityIsTheCaseItGivesBack() {
        var app = Self.app
        app[0].text = app[0].text
            .replacingOccurrences(of: "case settings(SettingsPage)", with: "case settings(SettingsPage)\n    case signUp(Int)")
            .replacingOccurrences(of: "case let .settings(page): page.view()",
                                  with: "case let .settings(page): page.view()\n        case .signUp: SignUpView()")
            + """

        extension NavigationPage {
            static func signUp() -> NavigationPage { .settings(.root) }
        }
        struct SignUpView: View { var body: some View { Text("") } }
        """
        app.append((path: "Views/WelcomeView.swift", text: """
        import SwiftUI
        struct WelcomeView: View {
            @Environment(NavigationLayer.self) var navigation
            var body: some View {
                Button("Sign up") { navigation.openSheet(.signUp()) }
                Button("Sign up here") { navigation.push(.signUp(1)) }
            }
        }
        """))
        let drawn = Scan.files(app).graph.drawnEdges(inFilesStartingWith: "Views/WelcomeView")
        // `.signUp()` takes no value, as no case `signUp` does: the static method's case.
        #expect(drawn == ["WelcomeView present SettingsView Views/WelcomeView.swift:5",
                          "WelcomeView push SignUpView Views/WelcomeView.swift:6"])
    }

    @Test func routesMadeByStaticMembersOfTheirTypeShowTheirViewsTheirOwnWay() {
        let result = Scan.files([(path: "Navigation/NavigationRoute.swift", text: """
        import SwiftUI
        struct NavigationRoute: Hashable {
            enum TransitionStyle: Hashable { case push, sheet, fullscreen }
            let id: String
            let style: TransitionStyle
            init(id: String, style: TransitionStyle = .push, @ViewBuilder content: () -> some View) {
                self.id = id
                self.style = style
            }
        }
        extension NavigationRoute {
            static var connectToServer: NavigationRoute {
                NavigationRoute(id: "connectToServer", style: .sheet) {
                    ConnectToServerView()
                }
            }
            static func item(id: String) -> NavigationRoute {
                NavigationRoute(id: "item") { ItemView(id: id) }
            }
        }
        """), (path: "Navigation/Router.swift", text: """
        import SwiftUI
        @MainActor final class Router {
            var path: [NavigationRoute] = []
            func route(to route: NavigationRoute) { path.append(route) }
        }
        struct NavigationInjectionView: View {
            @State var router: Router
            var body: some View {
                NavigationStack(path: $router.path) {
                    HomeView().navigationDestination(for: NavigationRoute.self) { route in route.destination }
                }
            }
        }
        """), (path: "Views/HomeView.swift", text: """
        import SwiftUI
        struct HomeView: View {
            @Environment(Router.self) var router
            var body: some View {
                Button("Add server") { router.route(to: .connectToServer) }
                Button("Item") { router.route(to: .item(id: "1")) }
            }
        }
        struct ConnectToServerView: View { var body: some View { Text("") } }
        struct ItemView: View { let id: String; var body: some View { Text(id) } }
        """)])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Views/")
                == ["HomeView present ConnectToServerView Views/HomeView.swift:5", "HomeView push ItemView Views/HomeView.swift:6"])
    }

    @Test func aViewsOwnMethodReturningALinkShowsNothingByBeingCalled() {
        let drawn = Scan.files([(path: "Settings/Setting.swift", text: """
        import SwiftUI
        enum Setting: String, CaseIterable, Identifiable {
            case account, library
            var id: String { rawValue }
            func view() -> any View {
                switch self {
                case .account: AccountSettingsView()
                case .library: LibrarySettingsView()
                }
            }
        }
        struct AccountSettingsView: View { var body: some View { Text("") } }
        struct LibrarySettingsView: View { var body: some View { Text("") } }
        """), (path: "Settings/SettingsList.swift", text: """
        import SwiftUI
        struct SettingsList: View {
            func row(_ setting: Setting) -> some View {
                NavigationLink(destination: AnyView(setting.view())) { Text(setting.rawValue) }
            }
            var body: some View {
                List {
                    row(.account)
                    row(.library)
                }
            }
        }
        """)]).graph.drawnEdges(inFilesStartingWith: "Settings/")
        // The link stands in the method, whichever row builds it: a row is no router's call.
        #expect(drawn == ["SettingsList push AccountSettingsView Settings/SettingsList.swift:4",
                          "SettingsList push LibrarySettingsView Settings/SettingsList.swift:4"])
    }
}
