import FlowGraph
import Testing

/// A type the app nests in another (`Tool.List`, a command of a command-line tool) hides SwiftUI's
/// `List` only where Swift's lookup finds it, inside its enclosing type or written qualified:
/// elsewhere a link through `Form { List { … } }` shows the view inside. A nested route type
/// several views declare under one name is, written bare, the one of the view whose code writes it.
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

    /// Two views each nesting a route type of one name (`ArchiveView.Destination`,
    /// `DeviceView.Destination`): a value of it written bare in one of them, or in a view nested
    /// in its extension, is pushed by that view's registry only.
    @Test func aNestedRouteWrittenBareIsTheEnclosingViewsOwn() {
        let result = Scan.files([(path: "Archive/ArchiveView.swift", text: """
        import SwiftUI
        struct InfoView: View { var body: some View { Text("i") } }
        struct ArchiveView: View {
            enum Destination: Hashable { case info(Int); case other }
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("x") { path.append(Destination.info(1)) }
                        .navigationDestination(for: Destination.self) { destination in
                            switch destination {
                            case .info: InfoView()
                            case .other: Text("o")
                            }
                        }
                }
            }
        }
        extension ArchiveView {
            struct AllItemsSection: View {
                @Environment(\\.path) private var path
                var body: some View { Button("all") { path.append(Destination.info(2)) } }
            }
        }
        """), (path: "Device/DeviceView.swift", text: """
        import SwiftUI
        struct DeviceInfoView: View { var body: some View { Text("d") } }
        struct DeviceView: View {
            enum Destination { case info; case options }
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("y") { path.append(Destination.info) }
                        .navigationDestination(for: Destination.self) { destination in
                            switch destination {
                            case .info: DeviceInfoView()
                            case .options: Text("o")
                            }
                        }
                }
            }
        }
        """)])
        let pushes = result.graph.edges.filter { [8, 21].contains($0.line) }
            .map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(pushes == ["ArchiveView InfoView :8", "ArchiveView.AllItemsSection InfoView :21", "DeviceView DeviceInfoView :8"])
    }
}
