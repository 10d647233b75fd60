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
}
