import FlowGraph
import FlowGraphScanner
import Testing

/// A router keeping the view a closure builds, to present it later (`func present(style:
/// @ViewBuilder content: @escaping (Binding<Bool>) -> some View)` appending a route a modifier
/// of the app presents): each caller's closure names the screen, from the caller, where it calls;
/// a helper handing its own closure on is one too; a container wrapped around the view by name
/// alone is not the screen; a method giving back the view it builds is a builder, not a router.
struct KeptViewRouterTests {
    private static let router = (path: "App/Routing/Router.swift", text: """
    import SwiftUI
    final class Router: ObservableObject {
        static let shared = Router()
        private var routes: [Route] = []
        func present(style: Style = .sheet, @ViewBuilder content: @escaping (Binding<Bool>) -> some View,
                     onDismiss: (() -> Void)? = nil) {
            routes.append(Route(style: style, content: content, onDismiss: onDismiss))
        }
        func pushScreen<Screen: View>(_ make: @escaping () -> Screen) { routes.append(Route(style: .push, content: make)) }
        func presentAfterUnlock(@ViewBuilder content: @escaping (Binding<Bool>) -> some View) {
            unlock { Router.shared.present(content: content) }
        }
        func showBanner(@ViewBuilder content: () -> some View) -> some View { content().padding() }
    }
    """)

    @Test func aRoutersCallersPresentWhatTheirClosuresBuild() {
        let result = Scan.files([Self.router, (path: "App/Wallet/WalletView.swift", text: """
        import SwiftUI
        struct ThemeStack<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { NavigationStack { content } }
        }
        struct WalletView: View {
            let premium: Bool
            var body: some View {
                Button("Send") {
                    Router.shared.present { isPresented in
                        SendView(isPresented: isPresented)
                    }
                }
                Button("Backup") {
                    Router.shared.presentAfterUnlock { _ in ThemeStack { BackupView() }.padding() }
                }
                Button("Plans") {
                    Router.shared.present(style: .cover) { isPresented in
                        if premium { PlansView() } else { TrialView(isPresented: isPresented) }
                    }
                }
                Button("History") { Router.shared.pushScreen { HistoryView() } }
                Button("Unknown") { Router.shared.present { _ in ThemeStack { Text("a"); Text("b") } } }
                Button("Receive") { Router.shared.present { _ in PathStack { path in ReceiveView(path: path) } } }
            }
        }
        final class StartupAlerts {
            func run() { Router.shared.present { _ in ReleaseNotesView() } }
        }
        """)])
        let drawn = result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == [
            "StartupAlerts \(EdgeAction.verb(.present)) ReleaseNotesView :28",
            "WalletView \(EdgeAction.verb(.present)) BackupView :15",
            "WalletView \(EdgeAction.verb(.present)) PlansView :18",
            "WalletView \(EdgeAction.verb(.present)) ReceiveView :24",
            "WalletView \(EdgeAction.verb(.present)) SendView :10",
            "WalletView \(EdgeAction.verb(.present)) TrialView :18",
            "WalletView \(EdgeAction.verb(.push)) HistoryView :22",
        ])
        #expect(result.unresolvedUIKitCalls == 1, "the two views side by side name no one screen")
    }

    @Test func aMethodGivingBackAViewKeepsNone() {
        let result = Scan.files([Self.router, (path: "App/Home/HomeView.swift", text: """
        import SwiftUI
        struct HomeView: View {
            var body: some View {
                Router.shared.showBanner { BannerView() }
            }
        }
        """)])
        #expect(result.graph.edges.isEmpty)
        #expect(result.unresolvedUIKitCalls == 0)
    }
}
