import FlowGraph
import FlowGraphScanner
import Testing

/// Files that name none of SwiftUI's navigation are read for it only where they declare what a
/// site leaves wanted (the view shown, a wrapper, a builder) or use what a registry leaves wanted
/// (a router's member): a view's `.padding()` wants no file that merely calls `padding` too.
struct SwiftUIPassesTests {
    private static let inbox = (path: "Inbox.swift", text: """
    import SwiftUI
    struct InboxView: View {
        @State private var composing = false
        var body: some View {
            Text("Inbox").padding()
                .sheet(isPresented: $composing) { ComposeView().padding() }
        }
    }
    """)

    /// A file parsed for a needle the DSL shares with plain code (a coordinator's `.start()`)
    /// that names no SwiftUI is still read for the router calls a registry wants.
    @Test func aFileStartingACoordinatorIsStillReadForRouterCalls() {
        let menu = (path: "Menu.swift", text: """
        import SwiftUI
        enum MenuDestination: Hashable { case coupons, reviews }
        final class MenuModel: ObservableObject {
            @Published var path = NavigationPath()
            func navigateToDestination(_ destination: MenuDestination?) {
                guard let destination else { return }
                path.append(destination)
            }
        }
        struct MenuView: View {
            @ObservedObject var model: MenuModel
            var body: some View {
                NavigationStack(path: $model.path) {
                    Text("Menu").navigationDestination(for: MenuDestination.self) { destination in
                        switch destination {
                        case .coupons: CouponsView()
                        case .reviews: ReviewsView()
                        }
                    }
                }
            }
        }
        struct CouponsView: View { var body: some View { Text("") } }
        struct ReviewsView: View { var body: some View { Text("") } }
        """)
        let host = (path: "MenuViewController.swift", text: """
        import UIKit
        final class MenuViewController: UIViewController {
            private let viewModel = MenuModel()
            private var storeCoordinator: StoreCoordinator?
            func showCoupons() { viewModel.navigateToDestination(.coupons) }
            func switchStore() {
                storeCoordinator = StoreCoordinator()
                storeCoordinator?.start()
            }
        }
        """)
        let graph = Scan.files([menu, host]).graph
        #expect(graph.edges.filter { $0.from == "MenuViewController" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" } == ["CouponsView :5"])
    }

    /// The view shown is declared in a file naming no navigation: its node says where.
    @Test func theViewShownIsPlacedWhereItIsDeclared() throws {
        let compose = (path: "Compose.swift", text: "import SwiftUI\n\nstruct ComposeView: View {\n    var body: some View { Text(\"New\") }\n}\n")
        let graph = Scan.files([Self.inbox, compose]).graph
        let node = try #require(graph.nodes.first { $0.id == "ComposeView" })
        #expect(node.file == "Compose.swift")
        #expect(node.line == 3)
    }

    /// A wrapper declared elsewhere is looked through to the view it wraps.
    @Test func aWrapperDeclaredElsewhereIsLookedThrough() {
        let inbox = (path: "Inbox.swift", text: """
        import SwiftUI
        struct InboxView: View {
            @State private var composing = false
            var body: some View {
                Text("Inbox").sheet(isPresented: $composing) { Lazy(ComposeView()) }
            }
        }
        """)
        let lazy = (path: "Lazy.swift", text: "import SwiftUI\nstruct Lazy<Content: View>: View {\n    let content: Content\n    var body: some View { content }\n}\n")
        let graph = Scan.files([inbox, lazy]).graph
        #expect(graph.edges.filter { $0.from == "InboxView" }.compactMap(\.to) == ["ComposeView"])
    }

    // A view read first for its declaration and wanted whole later (its own call sets a sheet's
    // item) is SwiftUICodeTests' aMethodSettingASheetsItemShowsTheSheetWhereverItIsCalled.

    /// A type that navigates only in an extension (an `App`'s scenes in `App+Scene.swift`) is
    /// placed where it is declared, though nothing else asks for that file.
    @Test func aTypeNavigatingInAnExtensionIsPlacedWhereItIsDeclared() {
        let result = Scan.files([(path: "App.swift", text: """
        import SwiftUI
        @main
        struct ReaderApp: App {
            @State var showsAbout = false
            var body: some Scene { mainScene }
        }
        """), (path: "App+Scene.swift", text: """
        import SwiftUI
        extension ReaderApp {
            var mainScene: some Scene {
                WindowGroup { ContentView().sheet(isPresented: $showsAbout) { AboutView() } }
            }
        }
        """)])
        #expect(result.graph.edges.contains { $0.from == "ReaderApp" && $0.to == "AboutView" })
        #expect(result.graph.node("ReaderApp")?.file == "App.swift")
        #expect(result.graph.node("ReaderApp")?.line == 3)
    }
}
