import FlowGraph
import FlowKit
import FlowGraphScanner
import Testing

/// SwiftUI navigation read statically (issue 24, point 3): each presenting modifier, link, tab
/// and dismiss is an edge from the struct whose code holds it to the view its content (or the
/// registry of its value) builds, `inferred` with the steps taken; a site whose view cannot be
/// told is a note and no edge; previews are not read.
struct SwiftUICodeTests {
    /// The targets of the edges leaving `from` with `action`, sorted.
    private static func targets(_ graph: NavigationGraph, from: String, _ action: EdgeAction) -> [String] {
        graph.edges.filter { $0.from == from && $0.action == action }.compactMap(\.to).sorted()
    }

    @Test func sheetsCoversAndLinksAreEdgesFromTheirView() {
        let result = Scan.text("""
        import SwiftUI
        struct InboxView: View {
            @State private var composing = false
            @State private var showsHelp = false
            var body: some View {
                List {
                    NavigationLink(destination: MessageView(id: 1)) { Text("Open") }
                    NavigationLink { ArchiveView() } label: { Text("Archive") }
                    NavigationLink("Trash") { TrashView().padding() }
                }
                .sheet(isPresented: $composing) { NavigationStack { ComposeView() } }
                .fullScreenCover(isPresented: $showsHelp, content: { HelpView() })
            }
        }
        """)
        let graph = result.graph
        #expect(Self.targets(graph, from: "InboxView", .verb(.push)) == ["ArchiveView", "MessageView", "TrashView"])
        #expect(Self.targets(graph, from: "InboxView", .verb(.present)) == ["ComposeView", "HelpView"])
        let compose = graph.edges.first { $0.to == "ComposeView" }
        #expect(compose?.label == "composing")
        #expect(compose?.embedding == .navigation)
        #expect(compose?.line == 11)
        #expect(graph.edges.allSatisfy { $0.evidence == .inferred && $0.resolutionSteps == 0 })
        #expect(graph.node("InboxView")?.provenance == .code)
        #expect(graph.node("MessageView")?.screen == "MessageView")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aSwitchOverAnItemIsOneEdgePerCase() {
        let result = Scan.text("""
        import SwiftUI
        enum Panel: Identifiable { case profile, settings(Int) ; var id: Int { 0 } }
        struct HomeView: View {
            @State private var panel: Panel?
            var body: some View {
                Color.clear
                    .sheet(item: $panel) { panel in
                        Group {
                            switch panel {
                            case .profile: ProfileView()
                            case .settings(let tab): SettingsView(tab: tab).tint(.red)
                            }
                        }
                    }
            }
        }
        """)
        let edges = result.graph.edges.filter { $0.from == "HomeView" }
        #expect(edges.map(\.to) == ["ProfileView", "SettingsView"])
        #expect(edges.map(\.label) == ["profile", "settings"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aValueLinkIsResolvedThroughItsDestination() {
        let result = Scan.files([(path: "Routes.swift", text: """
        import SwiftUI
        enum Route: Hashable { case detail(Int), about }
        extension View {
            func withRoutes() -> some View {
                navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail(let id): DetailView(id: id)
                    case .about: AboutView()
                    }
                }
            }
        }
        """), (path: "ListView.swift", text: """
        import SwiftUI
        struct ListView: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(value: Route.detail(1)) { Text("One") }
                    NavigationLink("About", value: .about)
                    NavigationLink(value: someRoute) { Text("?") }
                }
                .withRoutes()
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "ListView" }
        #expect(edges.map(\.to) == ["DetailView", "AboutView"])
        #expect(edges.map(\.resolutionSteps) == [1, 1])
        #expect(edges.map(\.label) == ["detail", "about"])
        // The registry in `extension View` is no edge: it shows what its callers ask for.
        #expect(result.graph.edges.count == 2)
        #expect(result.diagnostics.map(\.line) == [7])
        #expect(result.diagnostics.first?.severity == .note)
    }

    @Test func routerCallsAreResolvedThroughTheRegistryOfTheirMembersType() {
        let result = Scan.files([(path: "Router.swift", text: """
        import Observation
        enum Destination: Hashable { case account(String), list }
        enum Modal: Identifiable { case compose, login; var id: Int { 0 } }
        @Observable final class Router {
            var path: [Destination] = []
            var modal: Modal?
            func navigate(to: Destination) { path.append(to) }
        }
        final class Links {
            let router: Router
            func openLists() { router.navigate(to: .list) }
        }
        """), (path: "Registry.swift", text: """
        import SwiftUI
        extension View {
            func withDestinations() -> some View {
                navigationDestination(for: Destination.self) { destination in
                    switch destination {
                    case .account(let id): AccountView(id: id)
                    case .list: ListView()
                    }
                }
            }
            func withModals(router: Router) -> some View {
                sheet(item: Bindable(router).modal) { modal in
                    switch modal {
                    case .compose: ComposeView()
                    case .login: LoginView()
                    }
                }
            }
        }
        """), (path: "Profile.swift", text: """
        import SwiftUI
        struct ProfileView: View {
            @Environment(Router.self) private var router
            @State private var selection: Tab = .first
            var body: some View {
                Button("Account") { router.navigate(to: .account("me")) }
                Button("Lists") { router.path.append(.list) }
                Button("Compose") { router.modal = .compose }
                Button("Other") { selection = .second }
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "ProfileView" }
        #expect(edges.map(\.to) == ["AccountView", "ListView", "ComposeView"])
        #expect(edges.map(\.action) == [.verb(.push), .verb(.push), .verb(.present)])
        #expect(edges.map(\.resolutionSteps) == [2, 2, 2])
        #expect(result.graph.node("ProfileView")?.provenance == .code)
        // A class navigating through the router is no view: it is marked as a coordinator.
        #expect(result.graph.edges.first { $0.from == "Links" }?.to == "ListView")
        #expect(result.graph.node("Links")?.provenance == .coordinator)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aViewsOwnItemIsDrawnOnceAtItsSheet() {
        // Where the view sets its own item is one of its buttons: the sheet is the navigation.
        let result = Scan.text("""
        import SwiftUI
        enum Panel: Identifiable { case profile, settings ; var id: Int { 0 } }
        struct HomeView: View {
            @State private var panel: Panel?
            var body: some View {
                VStack {
                    Button("Profile") { panel = .profile }
                    Button("Settings") { self.panel = .settings }
                }
                .sheet(item: $panel) { panel in
                    switch panel {
                    case .profile: ProfileView()
                    case .settings: SettingsView()
                    }
                }
            }
        }
        """)
        let edges = result.graph.edges.filter { $0.from == "HomeView" }
        #expect(edges.map { "\($0.to ?? "-") \($0.line ?? 0)" } == ["ProfileView 10", "SettingsView 10"])
    }

    @Test func aViewWhoseCodeAlsoNamesTheDSLsVerbsIsReadForSwiftUI() {
        // `library.start(…)` reads as the DSL's `.start(`: the file is parsed for the DSL, and
        // its views are read from the same tree.
        let result = Scan.text("""
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                List {
                    NavigationLink { LanguageView() } label: { Text("Language") }
                    Button("Refresh") { Task { await library.start(isUserInitiated: true) } }
                }
            }
        }
        """)
        #expect(Self.targets(result.graph, from: "SettingsView", .verb(.push)) == ["LanguageView"])
    }

    @Test func aValueOfARegisteredTypeHandedToAMethodNoneDeclaresIsNoRoute() {
        // Core Data's `context.fetch(Item.fetchRequest())` hands no route: `fetch` is declared
        // nowhere read, and `fetchRequest` is no case a destination switches on.
        let result = Scan.files([(path: "Library.swift", text: """
        import SwiftUI
        struct LibraryView: View {
            var body: some View {
                List { NavigationLink(value: item) { Text("Open") } }
                    .navigationDestination(for: ZimFile.self) { file in ZimFileDetail(file: file) }
            }
        }
        """), (path: "Model.swift", text: """
        final class BrowserModel {
            func load() {
                let files = try? context.fetch(ZimFile.fetchRequest(predicate: nil))
                let entity = describe(ZimFile.entity())
            }
        }
        """)])
        #expect(!result.graph.edges.contains { $0.from == "BrowserModel" })
        #expect(Set(Self.targets(result.graph, from: "LibraryView", .verb(.push))) == ["ZimFileDetail"])
    }

    @Test func aViewAnotherValueBuildsInAPropertyIsEachViewItsSwitchBuilds() {
        let result = Scan.files([(path: "SettingsItem.swift", text: """
        import SwiftUI
        enum SettingsItem: CaseIterable {
            case servers, general
            @ViewBuilder
            var destinationView: some View {
                switch self {
                case .servers: ServersView()
                case .general: GeneralView()
                }
            }
        }
        """), (path: "SettingsView.swift", text: """
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                List {
                    ForEach(SettingsItem.allCases, id: \\.self) { item in
                        NavigationLink(destination: item.destinationView) { Text("Open") }
                    }
                }
            }
        }
        """)])
        #expect(Self.targets(result.graph, from: "SettingsView", .verb(.push)) == ["GeneralView", "ServersView"])
    }

    @Test func aSidebarLinkShowsWhatTheDetailColumnBuildsForItsCase() {
        let result = Scan.text("""
        import SwiftUI
        enum MenuItem: Hashable { case bookmarks, settings(hotspot: Bool) }
        struct SplitView: View {
            @State private var selection: MenuItem?
            var body: some View {
                NavigationSplitView {
                    List(selection: $selection) {
                        NavigationLink(value: MenuItem.bookmarks) { Text("Bookmarks") }
                        NavigationLink(value: MenuItem.settings(hotspot: false)) { Text("Settings") }
                    }
                } detail: {
                    switch selection {
                    case .bookmarks: BookmarksView()
                    case let .settings(hotspot): SettingsView(hotspot: hotspot)
                    case nil: EmptyView()
                    }
                }
            }
        }
        """)
        let edges = result.graph.edges.filter { $0.from == "SplitView" }.map { "\($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges.sorted() == ["BookmarksView 8", "SettingsView 9"])
    }

    @Test func aMethodSettingASheetsItemShowsTheSheetWhereverItIsCalled() {
        let result = Scan.files([(path: "Viewer.swift", text: """
        import Observation
        @Observable final class Viewer {
            var photo: Photo?
            func show(_ photo: Photo) { self.photo = photo }
            func reset(count: Int) { counter = count }
        }
        """), (path: "Root.swift", text: """
        import SwiftUI
        struct RootView: View {
            @State private var viewer = Viewer()
            var body: some View {
                AlbumView().sheet(item: $viewer.photo) { photo in PhotoView(photo: photo) }
            }
        }
        """), (path: "Album.swift", text: """
        import SwiftUI
        struct AlbumView: View {
            @Environment(Viewer.self) private var viewer
            var body: some View {
                Button("Open") { viewer.show(Photo()) }
                Button("Reset") { viewer.reset(count: 0) }
            }
        }
        """)])
        let edge = result.graph.edges.first { $0.from == "AlbumView" }
        #expect(edge?.to == "PhotoView")
        #expect(edge?.label == "show")
        #expect(edge?.line == 5)
        #expect(edge?.resolutionSteps == 3)
        #expect(result.graph.edges.filter { $0.from == "AlbumView" }.count == 1)
    }

    /// A view's own item (`item: $replyTo`, its `@State`) is set by that view's code alone: a
    /// model's method setting a member of the same name (`message.resolveReply(with: parent)`)
    /// shows no sheet.
    @Test func aMethodSettingAMemberNamedAsAViewsOwnItemShowsNothing() {
        let result = Scan.files([(path: "Message.swift", text: """
        import Observation
        @Observable final class ChatMessage: Identifiable {
            var replyTo: ChatMessage?
            func resolveReply(with parent: ChatMessage) { replyTo = parent }
        }
        """), (path: "Sheets.swift", text: """
        import SwiftUI
        struct WithSheets: View {
            @State private var replyTo: ChatMessage? = nil
            var body: some View {
                Text("").sheet(item: $replyTo) { message in ComposeView(replyTo: message) }
            }
        }
        """), (path: "Room.swift", text: """
        import SwiftUI
        struct RoomView: View {
            let messages: [ChatMessage]
            var body: some View {
                Button("Thread") { messages[0].resolveReply(with: messages[1]) }
                Button("Link") { first.resolveReply(with: messages[1]) }
            }
            var first: ChatMessage { messages[0] }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "RoomView" }.isEmpty)
    }

    @Test func tabViewChildrenAreTabsAndDismissHasNoTarget() {
        let result = Scan.text("""
        import SwiftUI
        struct RootView: View {
            var body: some View {
                TabView {
                    FeedView().tabItem { Label("Feed", systemImage: "list.bullet") }
                    Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                    #if os(iOS)
                    NavigationStack { SettingsView() }.tag(3)
                    #endif
                }
            }
        }
        struct SettingsView: View {
            @Environment(\\.dismiss) private var close
            var body: some View { Button("Done") { close() } }
        }
        """)
        let graph = result.graph
        #expect(Self.targets(graph, from: "RootView", .tab) == ["FeedView", "SearchView", "SettingsView"])
        #expect(graph.edges.first { $0.to == "SearchView" }?.line == 6)
        #expect(graph.edges.filter(\.conditional).compactMap(\.to) == ["SettingsView"])
        #expect(graph.edges.first { $0.to == "SettingsView" }?.embedding == .navigation)
        let dismiss = graph.edges.first { $0.action == .verb(.dismiss) }
        #expect(dismiss?.from == "SettingsView")
        #expect(dismiss?.to == nil)
    }

    @Test func aDestinationForAValueInAViewIsOneEdgePerCaseAndOldDismissesCount() {
        let result = Scan.text("""
        import SwiftUI
        enum Step: Hashable { case name, photo }
        struct SignUpView: View {
            @Environment(\\.presentationMode) private var mode
            @State private var help: Step?
            @State private var showsTerms = false
            var body: some View {
                NavigationStack {
                    Button("Close") { mode.wrappedValue.dismiss() }
                        .navigationDestination(for: Step.self) { step in
                            if step == .name { NameView() } else { PhotoView() }
                        }
                        .navigationDestination(isPresented: $showsTerms) { TermsView() }
                        .fullScreenCover(item: $help) { step in
                            switch step {
                            case .name: NameHelpView()
                            case .photo: PhotoHelpView()
                            }
                        }
                }
            }
        }
        """)
        let graph = result.graph
        #expect(Self.targets(graph, from: "SignUpView", .verb(.push)) == ["NameView", "PhotoView", "TermsView"])
        #expect(graph.edges.filter { $0.action == .verb(.present) }.map(\.label) == ["name", "photo"])
        #expect(graph.edges.first { $0.to == "TermsView" }?.label == "showsTerms")
        #expect(graph.edges.first { $0.action == .verb(.dismiss) }?.from == "SignUpView")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func wrappersAndBuildersAreLookedThrough() {
        let result = Scan.files([(path: "Wrapper.swift", text: """
        import SwiftUI
        struct Sheet<Content: View>: View {
            let content: () -> Content
            var body: some View { NavigationStack { content() } }
        }
        """), (path: "Lazy.swift", text: """
        import SwiftUI
        struct LazyView<Content: View>: View {
            let build: () -> Content
            init(_ build: @autoclosure @escaping () -> Content) { self.build = build }
            var body: Content { build() }
        }
        """), (path: "Home.swift", text: """
        import SwiftUI
        struct HomeView: View {
            @State private var editing = false
            @State private var filtering = false
            var body: some View {
                Text("Home")
                    .sheet(isPresented: $editing) { Sheet { EditorView() } }
                    .sheet(isPresented: $filtering) { filters }
                NavigationLink(destination: LazyView(DetailView())) { Text("Detail") }
            }
            private var filters: some View { FiltersView() }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "HomeView" }
        #expect(edges.map(\.to) == ["EditorView", "FiltersView", "DetailView"])
        // The wrapper's file names no navigation: it is read because a content wraps a view in it.
        #expect(edges.map(\.resolutionSteps) == [1, 1, 1])
    }

    @Test func tabsBuiltByAMethodShowTheCaseOfTheirValue() {
        let result = Scan.files([(path: "Sections.swift", text: """
        import SwiftUI
        enum Section: Hashable {
            case feed, local, remote, profile
            @ViewBuilder func makeContent() -> some View {
                switch self {
                case .feed: FeedView()
                case .local: TimelineView(kind: 1)
                case .remote: TimelineView(kind: 2)
                case .profile: ProfileView()
                }
            }
        }
        """), (path: "Root.swift", text: """
        import SwiftUI
        struct RootView: View {
            let sections: [Section]
            var body: some View {
                TabView {
                    let pinned = Section.profile
                    Tab(value: pinned) { content(for: pinned) }
                    ForEach(sections) { section in
                        Tab(value: section) { content(for: section) }
                    }
                }
            }
            private func content(for section: Section) -> some View { section.makeContent().padding() }
        }
        """)])
        let tabs = result.graph.edges.filter { $0.action == .tab }
        #expect(tabs.filter { $0.line == 7 }.map(\.to) == ["ProfileView"])
        #expect(tabs.filter { $0.line == 9 }.compactMap(\.to).sorted() == ["FeedView", "ProfileView", "TimelineView"])
        // Two cases building one view are one edge, labelled with both.
        #expect(tabs.first { $0.line == 9 && $0.to == "TimelineView" }?.label == "local, remote")
        #expect(tabs.allSatisfy { $0.resolutionSteps == 2 })
    }

    @Test func windowsAndSystemScreensAreShownFromTheirView() {
        let result = Scan.text("""
        import SwiftUI
        enum Editor: Codable, Hashable { case new, reply(Int) }
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup(id: "main") { MainView() }
                WindowGroup(for: Editor.self) { $editor in
                    switch editor {
                    case .new: ComposeView()
                    case .reply: ReplyView()
                    case nil: EmptyView()
                    }
                }
                WindowGroup(id: "session", for: Int.self) { $page in SessionView(page: page) }
                Window("Donate", id: "donation") {
                    NavigationStack { DonationForm() }
                }
            }
        }
        struct MainView: View {
            @Environment(\\.openWindow) private var openWindow
            @Environment(\\.webAuthenticationSession) private var session
            @State private var confirming = false
            @State private var picking = false
            @State private var importing = false
            @State private var photos: [PhotosPickerItem] = []
            var body: some View {
                PhotosPicker(selection: $photos) { Image(systemName: "photo") }
                    .fileImporter(isPresented: $importing, allowedContentTypes: [.png]) { _ in }
                Button("Sign in") { Task { _ = try? await session.authenticate(using: URL(string: "a:")!, callbackURLScheme: "a") } }
                Button("Reply") { openWindow(value: Editor.reply(1)) }
                Button("Again") { openWindow(id: "main") }
                Button("Donate") { openWindow(id: "donation") }
                Button("Restore") { openWindow(id: "session", value: 3) }
                ShareLink(item: "text")
                    .alert("Sure?", isPresented: $confirming) { Button("OK") {} }
                    .photosPicker(isPresented: $picking, selection: .constant(nil))
            }
        }
        """)
        let graph = result.graph
        #expect(graph.roots == ["MainView"])
        #expect(Self.targets(graph, from: "MainView", .verb(.present))
                == ["ASWebAuthenticationSession", "DonationForm", "MainView", "PHPickerViewController", "PHPickerViewController",
                    "ReplyView", "SessionView", "UIActivityViewController", "UIAlertController", "UIDocumentPickerViewController"])
        #expect(graph.edges.first { $0.to == "UIDocumentPickerViewController" }?.label == "importing")
        #expect(graph.node("UIAlertController")?.provenance == .system)
        #expect(graph.edges.first { $0.to == "UIAlertController" }?.label == "confirming")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aPathShowsOnlyWhatItsDestinationRegisters() {
        let result = Scan.text("""
        import SwiftUI
        enum Attachment: Identifiable { case image, video; var id: Int { 0 } }
        struct GalleryView: View {
            @State private var selected: Attachment?
            @State private var attachments: [Attachment] = []
            @State private var sharing = false
            var body: some View {
                Button("Add") { attachments.append(.image) }
                Button("Open") { selected = .video }
                    .sheet(item: $selected) { item in ViewerView(item: item) }
                    .sheet(isPresented: $sharing, content: shareSheet)
            }
            private func shareSheet() -> some View { ShareView() }
        }
        """)
        let edges = result.graph.edges.filter { $0.from == "GalleryView" }
        // Appending to an array of a sheet's items shows nothing; setting the view's own item
        // shows the sheet, drawn at the sheet.
        #expect(edges.map(\.line) == [10, 11])
        #expect(edges.map(\.to) == ["ViewerView", "ShareView"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aViewUIKitHostsIsOneNodeWithItsHost() {
        let result = Scan.files([(path: "Settings.swift", text: """
        import UIKit
        import SwiftUI
        final class SettingsViewController: UIViewController {
            func about() { present(UIHostingController(rootView: AboutView()), animated: true) }
        }
        """), (path: "About.swift", text: """
        import SwiftUI
        struct AboutView: View {
            @State private var licenses = false
            var body: some View { Text("About").sheet(isPresented: $licenses) { LicensesView() } }
        }
        """)])
        let graph = result.graph
        #expect(graph.edges.first { $0.action == .verb(.present) && $0.from == "SettingsViewController" }?.to
                == "UIHostingController<AboutView>")
        #expect(graph.edges.first { $0.to == "LicensesView" }?.from == "UIHostingController<AboutView>")
        #expect(graph.node("AboutView") == nil)
    }

    @Test func anUnreadableContentIsANoteAndNoEdge() {
        let result = Scan.text("""
        import SwiftUI
        struct HomeView: View {
            @State private var open = false
            let makeContent: () -> AnyView
            var body: some View {
                Text("Home").sheet(isPresented: $open) { makeContent() }
            }
        }
        """)
        #expect(result.graph.edges.isEmpty)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.severity == .note)
        #expect(result.diagnostics.first?.line == 6)
    }

    @Test func previewsAreNotRead() {
        let result = Scan.text("""
        import SwiftUI
        struct CardView: View {
            var body: some View { Text("Card") }
        }
        struct CardView_Previews: PreviewProvider {
            static var previews: some View { Text("x").sheet(isPresented: .constant(true)) { CardView() } }
        }
        #Preview {
            NavigationStack { NavigationLink("Open") { CardView() } }
        }
        """)
        #expect(result.graph.edges.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theDSLSamplesMapsAreUnchanged() throws {
        // The samples declare their flows with FlowKit; none of their files is SwiftUI navigation.
        for sample in ["Samples/Tutorial", "Samples/ShopApp", "Samples/Movies"] {
            let path = Scan.packageRoot.appendingPathComponent(sample).path
            let result = try SourceScanner().scan(paths: [path])
            #expect(result.graph.nodes.allSatisfy { $0.provenance == .flow })
            #expect(result.graph.edges.allSatisfy { $0.evidence == .declared })
        }
    }

    @Test func aRepresentableOfTheAppsIsTheViewControllerItMakes() throws {
        let result = Scan.files([(path: "Settings/PatreonViewController.swift", text: """
        import SwiftUI
        final class PatreonViewController: UITableViewController {
            struct ViewRepresentable: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> PatreonViewController { PatreonViewController() }
                func updateUIViewController(_ controller: PatreonViewController, context: Context) {}
            }
        }
        struct ShareSheet: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIActivityViewController { UIActivityViewController(activityItems: [], applicationActivities: nil) }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        """), (path: "Settings/SettingsView.swift", text: """
        import SwiftUI
        struct SettingsView: View {
            @State private var sharing = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Patreon", destination: PatreonViewController.ViewRepresentable())
                        .sheet(isPresented: $sharing) { ShareSheet() }
                }
            }
        }
        """)])
        // An Apple screen's wrapper keeps its own name.
        #expect(Self.targets(result.graph, from: "SettingsView", .verb(.push)) == ["PatreonViewController"])
        #expect(Self.targets(result.graph, from: "SettingsView", .verb(.present)) == ["ShareSheet"])
        // The controller's node names the view that shows it, in the JSON too; no other node does.
        #expect(result.graph.node("PatreonViewController")?.representedBy == ["PatreonViewController.ViewRepresentable"])
        #expect(result.graph.nodes.filter { !$0.representedBy.isEmpty }.map(\.id) == ["PatreonViewController"])
        let json = JSONGraphWriter.write(result.graph)
        #expect(json.contains(#""provenance": "code", "representedBy": ["PatreonViewController.ViewRepresentable"]}"#), "\(json)")
        #expect(try JSONGraphWriter.read(json).node("PatreonViewController")?.representedBy == ["PatreonViewController.ViewRepresentable"])
    }
}

/// `.actionSheet(isPresented:)`, deprecated for `confirmationDialog` but in apps that support
/// iOS 14, presents the system's alert controller; UIKit's `preferredStyle: .actionSheet` is no
/// SwiftUI modifier.
struct ActionSheetTests {
    @Test func anActionSheetPresentsTheSystemsAlert() {
        let result = Scan.text("""
        import SwiftUI
        struct ListsView: View {
            @State private var deleting = false
            var body: some View {
                Button("Delete") { deleting = true }
                    .actionSheet(isPresented: $deleting) { ActionSheet(title: Text("Sure?")) }
            }
        }
        final class OptionsViewController: UIViewController {
            func ask() {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(alert, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
            == ["ListsView UIAlertController :6", "OptionsViewController UIAlertController :12"])
    }
}
