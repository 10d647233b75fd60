import FlowGraph
import FlowGraphScanner
import Testing

/// A registry whose case holds another enum switched in place (`case .reddit(let inner):
/// switch inner { case .user: UserView() … }`): a value written with the inner case
/// (`router.navigate(to: .reddit(.user(u)))`) shows that case's view, not every view of the
/// outer case; written without one (`.reddit(someValue)`), every view of the outer case.
struct NestedRouteCaseTests {
    @Test func theInnerCaseOfANestedRoutePicksItsView() {
        let result = Scan.files([(path: "Navigation/Router.swift", text: """
        import SwiftUI
        enum Destination: Hashable { case reddit(Reddit), setting(Setting) }
        enum Reddit: Hashable { case post(Int), user(String), subreddit(String) }
        enum Setting: Hashable { case general, about }
        @Observable final class Router {
            var path: [Destination] = []
            func navigate(to: Destination) { path.append(to) }
        }
        extension View {
            func withDestinations() -> some View {
                navigationDestination(for: Destination.self) { destination in
                    switch destination {
                    case .reddit(let inner):
                        switch inner {
                        case .post(let id): PostView(id: id)
                        case .user(let name): UserView(name: name)
                        case .subreddit(let name): SubredditView(name: name)
                        }
                    case .setting(let page):
                        switch page {
                        case .general: GeneralSettingsView()
                        case .about: AboutView()
                        }
                    }
                }
            }
        }
        """), (path: "Views/FeedView.swift", text: """
        import SwiftUI
        struct FeedView: View {
            @Environment(Router.self) var router
            let inner: Reddit
            var body: some View {
                List {
                    Button("Author") { router.navigate(to: .reddit(.user("me"))) }
                    Button("About") { router.navigate(to: .setting(.about)) }
                    Button("Any") { router.navigate(to: .reddit(inner)) }
                }
            }
        }
        """)])
        let pushed = result.graph.edges.filter { $0.from == "FeedView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(pushed == ["AboutView :8", "PostView :9", "SubredditView :9", "UserView :7", "UserView :9"])
    }

    /// A route enum nested in its router (`navigationDestination(for: Router.Destination.self)`),
    /// written bare inside it (`var path: [Destination]`, `func navigate(to destination:
    /// Destination)`): calls and appends through the router show its registry's views.
    @Test func aRouteNestedInItsRouterIsFoundByItsBareName() {
        let result = Scan.files([(path: "Navigation/Router.swift", text: """
        import SwiftUI
        @Observable final class Router {
            var path: [Destination] = []
            func navigate(to destination: Destination) { path.append(destination) }
            enum Destination: Hashable { case post(Int), about }
        }
        extension View {
            func withDestinations() -> some View {
                navigationDestination(for: Router.Destination.self) { destination in
                    switch destination {
                    case .post(let id): PostView(id: id)
                    case .about: AboutView()
                    }
                }
            }
        }
        """), (path: "Views/FeedView.swift", text: """
        import SwiftUI
        struct FeedView: View {
            @Environment(Router.self) var router
            var body: some View {
                List {
                    Button("About") { router.navigate(to: .about) }
                    Button("Post") { router.path.append(.post(1)) }
                }
            }
        }
        """)])
        let pushed = result.graph.edges.filter { $0.from == "FeedView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(pushed == ["AboutView :6", "PostView :7"])
    }

    /// A route whose cases each hold a feature's own enum, handed on to that feature's builder
    /// (`case .account(let page): AccountScreens.make(page)`, a static method switching over
    /// it), through the stack's resolving method: a value written with the inner case
    /// (`.account(.profile(id))`) shows the view that builder makes for it; one written with a
    /// value instead (`.account(page)`) is not guessed. The builder called with a case in place
    /// shows that case's view; a method going back to a route or asking about one shows none.
    @Test func theInnerCaseOfARouteHandedToAFeatureBuilderPicksItsView() {
        let result = Scan.files([(path: "Navigation/Shell.swift", text: """
        import SwiftUI
        enum AccountPage: Hashable { case profile(id: Int), security }
        enum ShopPage: Hashable { case cart, checkout(total: Int) }
        enum Place: Hashable { case account(AccountPage), shop(ShopPage) }
        final class Navigator {
            var trail: [Place] = []
            func go(to place: Place) { trail.append(place) }
            func popTo(_ place: Place) { trail.removeAll() }
            func isShowing(_ place: Place) -> Bool { trail.last == place }
            @ViewBuilder func screen(for place: Place) -> some View {
                switch place {
                case .account(let page): AccountScreens.make(page, navigator: self)
                case .shop(let page): ShopScreens.make(page)
                }
            }
        }
        struct Shell: View {
            @State var navigator: Navigator
            @State var locked = false
            var body: some View {
                NavigationStack(path: $navigator.trail) {
                    HomeScreen().navigationDestination(for: Place.self) { navigator.screen(for: $0) }
                        .navigationDestination(isPresented: $locked) {
                            AccountScreens.make(.security, navigator: navigator)
                        }
                }
            }
        }
        """), (path: "Features/Screens.swift", text: """
        import SwiftUI
        enum AccountScreens {
            @ViewBuilder static func make(_ page: AccountPage, navigator: Navigator) -> some View {
                switch page {
                case .profile(let id): ProfileScreen(id: id)
                case .security: SecurityScreen()
                }
            }
        }
        enum ShopScreens {
            @ViewBuilder static func make(_ page: ShopPage) -> some View {
                switch page {
                case .cart: CartScreen()
                case .checkout: CheckoutScreen()
                }
            }
        }
        """), (path: "Features/HomeModel.swift", text: """
        final class HomeModel {
            let navigator: Navigator
            let page: AccountPage
            init(navigator: Navigator, page: AccountPage) { self.navigator = navigator; self.page = page }
            func openProfile() { navigator.go(to: .account(.profile(id: 7))) }
            func openCheckout() {
                navigator.go(to: .shop(.checkout(total: 3)))
            }
            func openSaved() { navigator.go(to: .account(page)) }
            func leave() {
                if !navigator.isShowing(.shop(.cart)) { navigator.popTo(.account(.security)) }
            }
        }
        """)])
        let pushed = result.graph.edges.filter { $0.from == "HomeModel" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(pushed == ["CheckoutScreen :7", "ProfileScreen :5"])
        let locked = result.graph.edges.filter { $0.from == "Shell" && $0.line == 23 }.map { $0.to ?? "-" }
        #expect(locked == ["SecurityScreen"])
    }
}
