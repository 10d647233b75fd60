import FlowGraph
import Testing

/// A link row handed its destination in a trailing closure (`ReportLink(title: t) { ReportView() }`),
/// the property its memberwise initialiser's last closure or its own initialiser's last parameter
/// gives: each build pushes what the closure builds, from the view building it, at the build.
struct TrailingClosureLinkWrapperTests {
    static let screens = """
        import SwiftUI
        struct WeakPasswordsView: View { var body: some View { Text("") } }
        struct ReusedPasswordsView: View { var body: some View { Text("") } }
        struct ReportView: View {
            var body: some View {
                List {
                    ReportLink(title: "Weak", count: 3) {
                        WeakPasswordsView()
                    }
                    ReportLink(title: "Reused", count: 1) { ReusedPasswordsView() }
                    ReportLink(title: "None", count: 0) { Text("Nothing") }
                    BadgeRow(title: "Badge") { Text("Plain") }
                }
            }
        }
        """

    /// A `ReportLink` keeping its trailing closure as it is given, whose body is `body`.
    private static func keepingItsClosure(body: String) -> String {
        """
        import SwiftUI
        struct ReportLink<Destination: View>: View {
            let title: String
            let count: Int
            let destination: () -> Destination
            init(title: String, count: Int, @ViewBuilder destination: @escaping () -> Destination) {
                self.title = title
                self.count = count
                self.destination = destination
            }
            var body: some View {
        \(body)
            }
        }
        """
    }

    @Test(arguments: [
        // The memberwise initialiser: the trailing closure gives the last stored property.
        """
        import SwiftUI
        struct ReportLink<Content: View>: View {
            var title: String
            var count: Int
            @ViewBuilder var content: Content
            var body: some View { NavigationLink(destination: content) { Text(title) } }
        }
        """,
        // An initialiser of its own, keeping what its last closure builds.
        """
        import SwiftUI
        struct ReportLink<Destination: View>: View {
            let title: String
            let count: Int
            private let destination: Destination
            init(title: String, count: Int, @ViewBuilder destination: () -> Destination) {
                self.title = title
                self.count = count
                self.destination = destination()
            }
            var body: some View { NavigationLink(destination: destination) { Text(title) } }
        }
        """,
        // A link given its destination in its own trailing closure, the whole body under a modifier.
        keepingItsClosure(body: """
            NavigationLink {
                destination()
            } label: {
                Text(title)
            }
            .buttonStyle(.plain)
        """),
    ])
    func aTrailingClosurePushesWhatItBuilds(wrapper: String) {
        let badge = """
            import SwiftUI
            struct BadgeRow<Label: View>: View {
                var title: String
                var destinationTitle = "Badges"
                @ViewBuilder var label: Label
                var body: some View { NavigationLink(destination: Text(destinationTitle)) { label } }
            }
            """
        let result = Scan.files([(path: "UI/ReportLink.swift", text: wrapper), (path: "UI/BadgeRow.swift", text: badge),
                                 (path: "Reports/ReportView.swift", text: Self.screens)])
        #expect(result.graph.edges.filter { $0.from == "ReportView" }.map { "\($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["\(EdgeAction.verb(.push)) WeakPasswordsView :7", "\(EdgeAction.verb(.push)) ReusedPasswordsView :10"])
    }

    /// A trailing closure giving another property than the one linked (a label) pushes nothing.
    @Test func aTrailingClosureGivingTheLabelPushesNothing() {
        let wrapper = """
            import SwiftUI
            struct ReportLink<Label: View>: View {
                var title: String
                var count: Int
                var destination: ReportDetail
                @ViewBuilder var label: Label
                var body: some View { NavigationLink(destination: destination) { label } }
            }
            struct ReportDetail: View { var body: some View { Text("") } }
            """
        let result = Scan.files([(path: "UI/ReportLink.swift", text: wrapper), (path: "Reports/ReportView.swift", text: Self.screens)])
        #expect(result.graph.edges.filter { $0.from == "ReportView" }.isEmpty)
    }

    /// A screen listing links to what it is handed (a chooser whose rows each push the closure's
    /// view) is a screen of its own: building it pushes nothing.
    @Test func aScreenListingLinksToItsClosurePushesNothingWhereItIsBuilt() {
        let chooser = Self.keepingItsClosure(body: """
            List {
                ForEach(["a", "b"], id: \\.self) { option in
                    NavigationLink { destination() } label: { Text(option) }
                }
            }
        """)
        let result = Scan.files([(path: "UI/ReportLink.swift", text: chooser), (path: "Reports/ReportView.swift", text: Self.screens)])
        #expect(result.graph.edges.filter { $0.from == "ReportView" }.isEmpty)
    }

    /// A build whose one argument is a constant of the app's (`title: Strings.Localizable.signature`),
    /// which could be a route's case, pushes what its closure builds all the same.
    @Test func aBuildTitledByAConstantPushesWhatItsClosureBuilds() {
        let result = Scan.files([(path: "UI/SubMenuCell.swift", text: """
        import SwiftUI
        struct SubMenuCell<Content: View>: View {
            let title: String
            var subtitle: String?
            @ViewBuilder var destination: () -> Content
            var body: some View { NavigationLink(destination: destination) { Text(title) } }
        }
        """), (path: "Settings/MailboxSettingsView.swift", text: """
        import SwiftUI
        struct SignatureSettingsView: View { var body: some View { Text("") } }
        struct MailboxSettingsView: View {
            var body: some View {
                SubMenuCell(title: Strings.Localizable.signature) {
                    SignatureSettingsView()
                }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "MailboxSettingsView" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
            == ["SignatureSettingsView :5"])
    }
}
