import FlowGraph
import Testing

/// A shared object keeping a stack of sheets (`func present(_ sheet: Sheet)` inserting into it)
/// and handing the top one to the app's one sheet through a computed binding
/// (`var presentedSheet: Binding<Sheet?>`): each screen calling `present(.case)` presents the
/// view the sheet's builder makes for that case, as a router's method does.
struct SheetStackRouterTests {
    @Test func aMethodFeedingABindingsSheetPresentsEachCasesView() {
        let result = Scan.files([(path: "App/Satellite.swift", text: """
        import SwiftUI
        @Observable final class Satellite {
            private(set) var sheetStack = [Sheet]()
            enum Sheet: Identifiable, Equatable {
                case description(String)
                case editConnection(Int)
                var id: String { "" }
            }
            var presentedSheet: Binding<Sheet?> {
                .init { self.sheetStack.first } set: { _ in }
            }
            func present(_ sheet: Sheet) { sheetStack.insert(sheet, at: 0) }
        }
        """), (path: "App/ContentView.swift", text: """
        import SwiftUI
        struct DescriptionSheet: View { let text: String; var body: some View { Text(text) } }
        struct ConnectionEditSheet: View { let id: Int; var body: some View { Text("e") } }
        struct ContentView: View {
            @Environment(Satellite.self) private var satellite
            var body: some View {
                Text("root")
                    .sheet(item: satellite.presentedSheet) { sheetContent(for: $0) }
            }
            @ViewBuilder
            private func sheetContent(for sheet: Satellite.Sheet) -> some View {
                switch sheet {
                case .description(let text): DescriptionSheet(text: text)
                case .editConnection(let id): ConnectionEditSheet(id: id)
                }
            }
        }
        """), (path: "App/CollectionView.swift", text: """
        import SwiftUI
        struct CollectionView: View {
            @Environment(Satellite.self) private var satellite
            var body: some View {
                Button("about") { satellite.present(.description("x")) }
                Button("edit") { satellite.present(.editConnection(1)) }
            }
        }
        """)])
        let presented = result.graph.edges.filter { $0.from == "CollectionView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(presented == ["ConnectionEditSheet :6", "DescriptionSheet :5"])
    }
}
