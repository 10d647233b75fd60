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

    /// The item handed down as a binding (`Section(sheet: $sheet)`, through a view in between)
    /// and set by a subview: the case is the holder's sheet's, drawn at that sheet, not at the
    /// subview's assignment, and a subview handed another view's binding adds nothing to this one.
    @Test func aCaseSetThroughAHandedBindingIsTheHoldersSheets() {
        let result = Scan.files([(path: "App/Shared/Sheet.swift", text: """
        import SwiftUI
        struct Sheet: View {
            enum Kind: Identifiable { case about, subscribe, tasks; var id: Int { 0 } }
            let kind: Kind
            var body: some View {
                switch kind {
                case .about: AboutView()
                case .subscribe: SubscribeView()
                case .tasks: TasksView()
                }
            }
        }
        struct AboutView: View { var body: some View { Text("") } }
        struct SubscribeView: View { var body: some View { Text("") } }
        struct TasksView: View { var body: some View { Text("") } }
        """), (path: "App/Dashboard.swift", text: """
        import SwiftUI
        struct Dashboard: View {
            @State private var shown: Sheet.Kind?
            var body: some View {
                List {
                    Rows(shown: self.$shown)
                    Button("About") { shown = .about }
                }
                .sheet(item: $shown) { Sheet(kind: $0) }
            }
        }
        struct Rows: View {
            @Binding var shown: Sheet.Kind?
            var body: some View {
                SubscribeRow(sheet: $shown)
            }
        }
        struct SubscribeRow: View {
            @Binding var sheet: Sheet.Kind?
            var body: some View {
                Button("Subscribe") { self.sheet = .subscribe }
            }
        }
        struct Other: View {
            @State private var sheet: Sheet.Kind?
            var body: some View {
                Text("").sheet(item: $sheet) { Sheet(kind: $0) }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.file == "App/Dashboard.swift" }
            .map { "\($0.from) \($0.to ?? "-") \($0.label) :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["Dashboard AboutView about :9", "Dashboard SubscribeView subscribe :9"])
    }
}
