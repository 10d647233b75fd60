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
}
