import FlowGraph
import FlowGraphScanner
import Testing

/// One sheet view switching over the value it is built with (`Sheet(type: $0)`, its body
/// `switch type { case .about: AboutView() … }`), shared by many screens: each screen's sheet
/// shows the views of the cases it sets its item to, not the shared view, nor every case.
struct DispatchingViewTests {
    @Test func aSharedSheetViewShowsTheCasesEachScreenSets() {
        let result = Scan.files([(path: "App/Shared/Sheet.swift", text: """
        import SwiftUI
        struct Sheet: View {
            enum SheetType: Identifiable { case about, settings, form(Int); var id: Int { 0 } }
            let type: SheetType
            var body: some View {
                switch type {
                case .about: AboutView()
                case .settings: NavigationView { SettingsView() }
                case .form(let x): FormView(x: x)
                }
            }
        }
        struct AboutView: View { var body: some View { Text("") } }
        struct SettingsView: View { var body: some View { Text("") } }
        struct FormView: View { let x: Int; var body: some View { Text("") } }
        """), (path: "App/Screens.swift", text: """
        import SwiftUI
        struct ListScreen: View {
            @State private var sheet: Sheet.SheetType?
            var body: some View {
                List {
                    Button("About") { self.sheet = .about }
                    Button("New") { sheet = .form(1) }
                }
                .sheet(item: $sheet) { Sheet(type: $0) }
            }
        }
        struct QuietScreen: View {
            @State private var sheet: Sheet.SheetType?
            var body: some View {
                Text("").sheet(item: $sheet, content: { Sheet(type: $0) })
            }
        }
        struct StatusView: View {
            let status: Sheet.SheetType
            var body: some View {
                switch status {
                case .about: Text("a")
                default: Text("b")
                }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.file == "App/Screens.swift" }
            .map { "\($0.from) \($0.to ?? "-") \($0.label) :\($0.line ?? 0)" }.sorted()
        // The quiet screen never sets its item: nothing shown, and no shared `Sheet` drawn.
        #expect(drawn == ["ListScreen AboutView about :9", "ListScreen FormView form :9"])
    }
}
