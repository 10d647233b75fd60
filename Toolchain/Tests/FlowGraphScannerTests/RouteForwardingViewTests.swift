import FlowGraph
import FlowGraphScanner
import Testing

/// A view of the app's handing the route it is built with to a router (`struct SettingsLink:
/// View { let value: Route; var body: some View { Button { Nav.to(value) } … } }`): each build
/// of it with a case is a push of that case's view, at the build; a build handing it a value
/// that is no case is none.
struct RouteForwardingViewTests {
    @Test func aViewHandingItsRouteToARouterIsALinkWhereverItIsBuiltWithACase() {
        let result = Scan.files([(path: "Navigation/Nav.swift", text: """
        import SwiftUI
        enum Route: Hashable { case general, about }
        @Observable final class Nav {
            static let shared = Nav()
            var path: [Route] = []
            static func to(_ route: Route) { shared.path.append(route) }
        }
        extension View {
            func withRoutes() -> some View {
                navigationDestination(for: Route.self) { route in
                    switch route {
                    case .general: GeneralSettingsView()
                    case .about: AboutView()
                    }
                }
            }
        }
        """), (path: "Components/SettingsLink.swift", text: """
        import SwiftUI
        struct SettingsLink: View {
            var value: Route
            let title: String
            init(_ value: Route, _ title: String) {
                self.value = value
                self.title = title
            }
            var body: some View {
                Button { Nav.to(value) } label: { Text(title) }
            }
        }
        """), (path: "Views/SettingsView.swift", text: """
        import SwiftUI
        struct SettingsView: View {
            let chosen: Route
            var body: some View {
                List {
                    SettingsLink(.general, "General")
                    SettingsLink(.about, "About")
                    SettingsLink(chosen, "Chosen")
                }
            }
        }
        """)])
        let pushed = result.graph.edges.filter { $0.from == "SettingsView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(pushed.sorted() == ["AboutView :7", "GeneralSettingsView :6"])
    }
}
