import FlowGraph
import FlowGraphScanner
import Testing

/// A link titled by an app's text helper (`NavigationLink(.localized("Dylibs")) { DylibsView() }`)
/// is SwiftUI's own initialiser, whose closure is the destination; a route written the same way
/// carries values (``OwnBuilderRouteTests``).
struct LinkTitleTests {
    private static let app = [
        (path: "Support/String+Localized.swift", text: """
        import Foundation
        extension String {
            static func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            static func localized(_ key: String, table: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
        }
        """),
        (path: "Views/BundleView.swift", text: """
        import SwiftUI
        struct BundleView: View {
            var body: some View {
                List {
                    NavigationLink(.localized("Dylibs")) {
                        DylibsView(editable: false)
                    }
                    NavigationLink(.localized("Frameworks", table: "Signing")) { FrameworksView() }
                }
            }
        }
        struct DylibsView: View { let editable: Bool; var body: some View { Text("") } }
        struct FrameworksView: View { var body: some View { Text("") } }
        """),
    ]

    @Test func aLinkTitledByATextHelperShowsItsClosure() {
        let result = Scan.files(Self.app)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Views/") == [
            "BundleView push DylibsView Views/BundleView.swift:5",
            "BundleView push FrameworksView Views/BundleView.swift:8",
        ])
    }
}
