import FlowGraph
import Testing

/// A modifier written with its dismissal's closure first and its content labelled after it
/// (`.sheet(item: $poll) { reload() } content: { poll in … }`) shows what the labelled content
/// builds; the dismissal's closure shows nothing (a `Task` is no view).
struct SheetContentClosureTests {
    @Test func theLabelledContentAfterTheDismissalIsWhatTheSheetShows() {
        let result = Scan.text("""
        import SwiftUI
        struct ResultPollView: View { var body: some View { Text("") } }
        struct VotePollView: View { var body: some View { Text("") } }
        struct PollListView: View {
            @State var selectedPoll: Poll?
            var body: some View {
                List(polls) { poll in Text(poll.title) }
                    .sheet(item: $selectedPoll) {
                        Task { await reload() }
                    } content: { poll in
                        if poll.isClosed {
                            ResultPollView()
                        } else {
                            VotePollView()
                        }
                    }
            }
        }
        """)
        let shown = result.graph.edges.filter { $0.from == "PollListView" }.compactMap(\.to).sorted()
        #expect(shown == ["ResultPollView", "VotePollView"])
    }
}
