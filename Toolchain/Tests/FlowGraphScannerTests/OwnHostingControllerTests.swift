import FlowGraph
import Testing

/// The app's own hosting controller over SwiftUI's own views only (`DebuggerHostingController(
/// rootView: AnyView(Text("…")))`, a subclass of `UIHostingController<AnyView>`) is a screen of
/// its own, nested in a screen or not; over the app's view it is named with that view, as any
/// hosting controller is; over a view a helper is handed, it names none.
struct OwnHostingControllerTests {
    @Test func anOwnHostingControllerOverSwiftUIsViewsIsItsOwnScreen() {
        let result = Scan.text("""
        import UIKit
        import SwiftUI
        class MessageHostingController: UIHostingController<AnyView> {}
        struct BreakpointsView: View { var body: some View { Text("b") } }
        final class EditorViewController: UIViewController {
            private class DebuggerHostingController: UIHostingController<AnyView> {}
            func showMessage() { present(MessageHostingController(rootView: AnyView(Text("a"))), animated: true) }
            func showDebugger(running: Bool) {
                let vc: DebuggerHostingController
                if running {
                    vc = DebuggerHostingController(rootView: AnyView(BreakpointsView()))
                } else {
                    vc = DebuggerHostingController(rootView: AnyView(Text("unavailable")))
                }
                present(vc, animated: true)
            }
            func show<V: View>(_ content: V) { present(MessageHostingController(rootView: AnyView(content)), animated: true) }
        }
        """)
        let drawn = result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["DebuggerHostingController<BreakpointsView> :15", "EditorViewController.DebuggerHostingController :15",
                          "MessageHostingController :7"])
    }
}
