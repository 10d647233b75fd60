import FlowGraph
import FlowGraphScanner
import Testing

/// A sheet showing what a type's static method builds, the type named with its module or outer
/// type (`WhatsNew.WhatsNewService.makeView { … }`, from a package the app imports), through a
/// method of another value building it (`coordinator.makeWhatsNewView()`): the view it builds.
struct StaticViewBuilderTests {
    @Test func aQualifiedTypesStaticBuilderShowsTheViewItBuilds() {
        let result = Scan.files([(path: "Packages/WhatsNew/Sources/WhatsNew/WhatsNewService.swift", text: """
        import SwiftUI
        public enum WhatsNewService {
            public static func makeView(onDismiss: @escaping () -> Void) -> some View {
                let data = WhatsNewData.current()
                return WhatsNewView(data: data, onDismiss: onDismiss)
            }
        }
        struct WhatsNewView: View {
            let data: WhatsNewData
            let onDismiss: () -> Void
            var body: some View { Text("") }
        }
        """), (path: "App/WhatsNewCoordinator.swift", text: """
        import SwiftUI
        import WhatsNew
        final class WhatsNewCoordinator {
            func makeWhatsNewView(onDismiss: @escaping () -> Void) -> some View {
                WhatsNew.WhatsNewService.makeView { onDismiss() }
            }
        }
        """), (path: "App/ContentView.swift", text: """
        import SwiftUI
        struct ContentView: View {
            private let coordinator = WhatsNewCoordinator()
            @State private var showWhatsNew = false
            var body: some View {
                Text("")
                    .sheet(isPresented: $showWhatsNew) {
                        coordinator.makeWhatsNewView { showWhatsNew = false }
                            .padding()
                    }
            }
        }
        """)])
        let shown = result.graph.edges.filter { $0.from == "ContentView" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(shown == ["WhatsNewView 7"])
    }

    /// Several types each with a builder of one name (`view(…)`): the one of the type it is called on.
    @Test func aStaticBuilderIsTheOneOfTheTypeItIsCalledOn() {
        let result = Scan.files([(path: "Wallet/TokenModule.swift", text: """
        import SwiftUI
        enum TokenModule {
            @ViewBuilder static func view(wallet: Wallet) -> some View {
                if wallet.isStellar {
                    StellarTokenView(wallet: wallet)
                } else {
                    PlainTokenView(wallet: wallet)
                }
            }
        }
        struct StellarTokenView: View { let wallet: Wallet; var body: some View { Text("") } }
        struct PlainTokenView: View { let wallet: Wallet; var body: some View { Text("") } }
        """), (path: "Wallet/HeightView.swift", text: """
        import SwiftUI
        struct HeightView: View {
            var body: some View { view(height: 3) }
            @ViewBuilder private func view(height: Int) -> some View { HeightRow(height: height) }
        }
        struct HeightRow: View { let height: Int; var body: some View { Text("") } }
        """), (path: "Main/MainView.swift", text: """
        import SwiftUI
        struct MainView: View {
            @State private var selected: Wallet?
            var body: some View {
                NavigationStack {
                    Text("")
                        .navigationDestination(item: $selected) { wallet in
                            TokenModule.view(wallet: wallet)
                        }
                }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "MainView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
            == ["PlainTokenView :7", "StellarTokenView :7"])
    }
}
