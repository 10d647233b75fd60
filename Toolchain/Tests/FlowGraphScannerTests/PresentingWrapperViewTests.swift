import FlowGraph
import Testing

/// A view presenting what it is built with (`struct CardView<Details: View> { let details: () ->
/// Details; … .popover(isPresented: $showing, content: details) }`): each place building it with
/// a closure building a screen presents that screen, from the view building it, at the build.
struct PresentingWrapperViewTests {
    @Test(arguments: ["content: details", "content: { details() }"])
    func eachBuildPresentsWhatItsClosureBuilds(content: String) {
        let result = Scan.files([(path: "UI/CardView.swift", text: """
        import SwiftUI
        struct CardView<Details: View>: View {
            let title: String
            let details: () -> Details
            @State private var showing = false
            var body: some View {
                Button(title) { showing = true }
                    .popover(isPresented: $showing, \(content))
            }
        }
        """), (path: "Library/LibraryView.swift", text: """
        import SwiftUI
        struct DownloadDetailsView: View { var body: some View { Text("") } }
        struct MissingDetailsView: View { var body: some View { Text("") } }
        struct LibraryView: View {
            var body: some View {
                VStack {
                    CardView(title: "Downloading", details: { DownloadDetailsView() })
                    CardView(title: "Missing", details: {
                        #if os(iOS)
                        MissingDetailsView()
                        #else
                        Text("Missing")
                        #endif
                    })
                    CardView(title: "Plain", details: { Text("Plain") })
                }
            }
        }
        """)])
        let presented = result.graph.edges.filter { $0.from == "LibraryView" }
        #expect(presented.map { "\($0.to ?? "-") :\($0.line ?? 0)" } == ["DownloadDetailsView :7", "MissingDetailsView :8"])
        #expect(presented.allSatisfy { $0.action == .verb(.present) })
    }
}
