import FlowGraph
import FlowGraphScanner
import Testing

/// A destination built by mapping an optional value to a view (`MetricsModel(task:).map {
/// MetricsView(viewModel: $0) }`) is the view the closure builds, not the value mapped.
struct MappedOptionalViewTests {
    @Test func aLinkToAnOptionalMappedToAViewShowsThatView() {
        let result = Scan.text("""
        import SwiftUI
        final class MetricsModel { init?(task: Int) { nil } }
        struct MetricsView: View {
            let viewModel: MetricsModel
            var body: some View { Text("m") }
        }
        struct MetricsCell: View {
            let task: Int
            var body: some View {
                NavigationLink(destination: destinationMetrics) {
                    Text("Metrics")
                }
            }
            private var destinationMetrics: some View {
                MetricsModel(task: task).map {
                    MetricsView(viewModel: $0)
                }
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" } == ["MetricsCell MetricsView 10"])
    }
}
