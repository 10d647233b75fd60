import FlowGraph
import FlowGraphScanner
import Testing

/// NavigationBackport's names read as SwiftUI's; an item set on another view's property of the
/// same type, or a value built with `.init`, shows no sheet; a call reaching one screen through
/// a helper's branches is one edge; a settings list choosing among many rows' screens resolves.
struct BackportAndAlternativesTests {
    private static let screens = """
    import SwiftUI
    import NavigationBackport

    struct Contact: Identifiable { let id: String; static func instance(of id: String) -> Contact { Contact(id: id) } }
    struct ComposeView: View { var body: some View { Text("") } }
    struct ContactView: View { let contact: Contact; var body: some View { Text(contact.id) } }
    struct DetailView: View { var body: some View { Text("") } }

    struct FeedView: View {
        @State private var composing = false
        @State private var selected: Contact?
        var body: some View {
            NBNavigationStack {
                List {
                    NBNavigationLink(destination: DetailView()) { Text("Detail") }
                    Button("Compose") { composing = true }
                }
                .sheet(isPresented: $composing) {
                    NBNavigationStack { ComposeView() }
                }
                .sheet(item: $selected) { contact in
                    NBNavigationStack { ContactView(contact: contact) }
                }
            }
        }
    }

    struct ContactRow: View {
        @State private var contact: Contact
        init(id: String) {
            _contact = State(initialValue: Contact.instance(of: id))
        }
        var body: some View { Text("").onAppear { contact = Contact.instance(of: "me") } }
    }
    """

    @Test func backportedStacksAndLinksAreSwiftUIs() {
        let result = Scan.text(Self.screens, path: "Feed.swift")
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        #expect(drawn == [
            "FeedView ComposeView 18",
            "FeedView ContactView 21",
            "FeedView DetailView 15",
        ], "a contact set on another view's property of the same type is no item of this sheet")
        #expect(result.graph.edges.first { $0.to == "ComposeView" }?.embedding == .navigation)
    }

    @Test func aValueBuiltWithInitNamesNoCase() {
        let result = Scan.text("""
        import SwiftUI
        struct Presented: Identifiable { let id: Int; let route: Int }
        final class Coordinator: ObservableObject {
            @Published var presentedSheet: Presented?
            func show(_ route: Int) { presentedSheet = .init(id: route, route: route) }
        }
        struct Host: View {
            @ObservedObject var coordinator: Coordinator
            var body: some View {
                Text("").sheet(item: $coordinator.presentedSheet) { item in RouteView(route: item.route) }
            }
        }
        struct RouteView: View { let route: Int; var body: some View { Text("") } }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-")" } == ["Host RouteView"])
    }

    @Test func aCallShowingOneScreenThroughAHelpersBranchesIsOneEdge() {
        let result = Scan.text("""
        import UIKit
        final class InboxViewController: UIViewController {}
        enum Presenter {
            static func show(_ viewController: UIViewController, from parent: UIViewController) {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    parent.present(viewController, animated: true)
                } else {
                    parent.navigationController?.pushViewController(viewController, animated: true)
                }
            }
        }
        final class HomeViewController: UIViewController {
            func openInbox() { Presenter.show(InboxViewController(), from: self) }
            func openTwice() { Presenter.show(InboxViewController(), from: self); Presenter.show(InboxViewController(), from: self) }
        }
        """)
        let inbox = result.graph.edges.filter { $0.to == "InboxViewController" }
        #expect(inbox.map { "\($0.from) \($0.line ?? 0):\($0.column ?? 0)" }.sorted() == [
            "HomeViewController 13:24", "HomeViewController 14:24", "HomeViewController 14:75",
        ], "one edge per call, whichever way the helper shows it")
    }

    @Test func aListChoosingAmongManyRowsScreensResolves() {
        let rows = (1...25).map { "case \($0): next = Row\($0)ViewController()" }.joined(separator: "\n        ")
        let types = (1...25).map { "final class Row\($0)ViewController: UIViewController {}" }.joined(separator: "\n")
        let result = Scan.text("""
        import UIKit
        \(types)
        final class SettingsViewController: UIViewController {
            func select(row: Int) {
                var next: UIViewController?
                switch row {
                \(rows)
                default: break
                }
                if let next { navigationController?.pushViewController(next, animated: true) }
            }
        }
        """)
        #expect(result.graph.edges.filter { $0.from == "SettingsViewController" }.count == 25)
        #expect(result.unresolvedUIKitCalls == 0)
    }

    @Test func anotherValuesItemSetToAValueShowsItsSheet() {
        let result = Scan.text("""
        import SwiftUI
        struct ListInfo: Identifiable { let id: Int }
        final class AppSheets: ObservableObject {
            static let shared = AppSheets()
            @Published var listInfo: ListInfo?
            @Published var flag = false
        }
        struct AddToListSheet: View { let info: ListInfo; var body: some View { Text("") } }
        struct Root: View {
            @ObservedObject var sheets = AppSheets.shared
            var body: some View {
                Text("").sheet(item: $sheets.listInfo) { info in AddToListSheet(info: info) }
            }
        }
        struct ContactList: View {
            var body: some View {
                Button("Add all") { AppSheets.shared.listInfo = ListInfo(id: 1) }
                Button("Close") { AppSheets.shared.listInfo = nil }
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }.sorted() == [
            "ContactList AddToListSheet 17",
            "Root AddToListSheet 12",
        ])
    }
}
