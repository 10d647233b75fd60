import FlowGraph
import Testing

/// A library's view the app does not declare, handed the view it shows (`WithPerceptionTracking
/// { BalancesView() }`, `IfLetStore(store, then: { ResultView(store: $0) })`), stands for that
/// view, as SwiftUI's containers do; one handed no view of the app's (a cropper given a callback)
/// is the screen itself, and a backport's link (`NBNavigationLink`) is never one.
struct LibraryWrapperViewTests {
    @Test func aLibrarysWrapperStandsForTheViewItIsHanded() {
        let result = Scan.text("""
        import SwiftUI
        struct BalancesView: View { var body: some View { Text("") } }
        struct ResultView: View { let store: Int; var body: some View { Text("") } }
        struct BadgeRow: View { var body: some View { Text("") } }
        struct PayView: View {
            @State var showsBalances = false
            @State var showsResult = false
            @State var crops = false
            @State var showsBadges = false
            var body: some View {
                VStack {
                    Text("Pay")
                        .sheet(isPresented: $showsBalances) {
                            WithPerceptionTracking { BalancesView() }
                        }
                        .fullScreenCover(isPresented: $showsResult) {
                            IfLetStore(store, then: { store in ResultView(store: store) })
                        }
                        .fullScreenCover(isPresented: $crops) {
                            CropView(image: image) { cropped in
                                save(cropped)
                            }
                        }
                        .sheet(isPresented: $showsBadges) {
                            NBNavigationStack {
                                List(badges) { badge in
                                    NBNavigationLink(value: badge) { BadgeRow() }
                                }
                            }
                        }
                }
            }
        }
        """)
        let shown = result.graph.edges.filter { $0.from == "PayView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(shown == ["BalancesView :13", "ResultView :16", "CropView :19"])
    }
}
