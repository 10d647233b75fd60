import FlowGraph
import Testing

/// An app overloading `alert(isPresented:content:)` with its own alert views
/// (`.alert(isPresented: $busy) { BusyAlert(isPresented: $busy) }`) presents that view of its
/// own; SwiftUI's alerts (an `Alert`, `SwiftUI.Alert`, a titled alert's buttons) stay the
/// system's alert.
struct OwnAlertOverloadTests {
    @Test func anAlertBuildingAViewOfTheAppsIsThatView() {
        let result = Scan.text("""
        import SwiftUI
        struct BusyAlert: View { @Binding var isPresented: Bool; var body: some View { Text("busy") } }
        struct EmulateView: View {
            @State private var busy = false
            @State private var fails = false
            @State private var asks = false
            var body: some View {
                Text("e")
                    .alert(isPresented: $busy) { BusyAlert(isPresented: $busy) }
                    .alert(isPresented: $fails) { Alert(title: Text("Failed")) }
                    .alert(isPresented: $fails) { SwiftUI.Alert(title: Text("Failed")) }
                    .alert("Delete?", isPresented: $asks) { Button("OK") {} }
            }
        }
        """)
        let shown = result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(shown == ["BusyAlert :9", "UIAlertController :10", "UIAlertController :11", "UIAlertController :12"])
    }
}
