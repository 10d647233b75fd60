import FlowGraph
import Testing

/// A type the app nests in another (`Tool.List`, a command of a command-line tool) hides SwiftUI's
/// `List` only where Swift's lookup finds it, inside its enclosing type or written qualified:
/// elsewhere a link through `Form { List { … } }` shows the view inside.
struct NestedTypeShadowTests {
    @Test func aNestedTypeHidesSwiftUIsOnlyWhereLookupFindsIt() {
        let result = Scan.files([(path: "Tool/Tool.swift", text: """
        import Foundation
        struct Tool {
            struct List: Command {
                func run() {}
            }
        }
        protocol Command { func run() }
        """), (path: "App/SettingsView.swift", text: """
        import SwiftUI
        struct DevicesView: View { var body: some View { Text("") } }
        struct SettingsView: View {
            var body: some View {
                NavigationLink {
                    Form {
                        List {
                            DevicesView()
                        }
                    }
                } label: {
                    Text("Devices")
                }
            }
        }
        """), (path: "App/Browser.swift", text: """
        import SwiftUI
        struct Browser {
            struct Form: View {
                let title: String
                var body: some View { Text(title) }
            }
        }
        struct Catalog: View {
            var body: some View {
                NavigationLink { Browser.Form(title: "All") } label: { Text("All") }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "SettingsView" }.compactMap(\.to) == ["DevicesView"])
        // Written qualified, it is the app's own: a screen of its own.
        #expect(result.graph.edges.filter { $0.from == "Catalog" }.compactMap(\.to) == ["Browser.Form"])
    }
}
