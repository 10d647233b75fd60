import FlowGraph
import Testing

/// A view made by a dependency container (Swinject's `Assembler.resolve(SendTicketView.self)`,
/// `container.resolve(DebugLogView.self)!`) is the type resolved, as a view built in place is.
struct DependencyContainerViewTests {
    @Test func aViewAContainerResolvesIsThatView() {
        let result = Scan.text("""
        import SwiftUI
        import Swinject
        struct SendTicketView: View { var body: some View { Text("t") } }
        struct DebugLogView: View { var body: some View { Text("d") } }
        struct HelpView: View {
            @State private var showsTicket = false
            @State private var showsLog = false
            var body: some View {
                Text("help")
                    .sheet(isPresented: $showsTicket) { Assembler.resolve(SendTicketView.self) }
                    .fullScreenCover(isPresented: $showsLog) { container.resolve(DebugLogView.self)! }
            }
        }
        """)
        let shown = result.graph.edges.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(shown == ["DebugLogView :11", "SendTicketView :10"])
    }
}
