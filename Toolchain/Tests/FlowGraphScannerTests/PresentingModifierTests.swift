import FlowGraph
import FlowGraphScanner
import FlowKit
import Testing

/// An app's own presenting modifiers: a `View` extension method handing its content to a
/// modifier type that presents it (directly, or through another such method) makes each call a
/// presentation of what the caller's closure builds; a method of the same shape that presents
/// nothing is no navigation.
struct PresentingModifierTests {
    private static let modifiers: (path: String, text: String) = (path: "Sheets.swift", text: """
    import SwiftUI
    extension View {
        func platformSheet<Body: View>(isPresented: Binding<Bool>, @ViewBuilder sheetContent: @escaping () -> Body) -> some View {
            modifier(PlatformSheet(isPresented: isPresented, sheetContent: sheetContent))
        }
        func bottomSheet<Body: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Body) -> some View {
            modifier(BottomSheet(isPresented: isPresented, sheetContent: content()))
        }
        func coverFullScreen<Body: View>(_ isPresented: Binding<Bool>, state: AppState, @ViewBuilder content: @escaping () -> Body) -> some View {
            modifier(PlatformSheet(isPresented: isPresented, sheetContent: content))
        }
        func highlighted<Body: View>(isPresented: Binding<Bool>, @ViewBuilder overlay: @escaping () -> Body) -> some View {
            modifier(Highlight(isPresented: isPresented, overlay: overlay))
        }
    }
    private struct PlatformSheet<Body: View>: ViewModifier {
        @Binding var isPresented: Bool
        var sheetContent: () -> Body
        func body(content: Content) -> some View {
            content.sheet(isPresented: $isPresented) { sheetContent().presentationDetents([.medium]) }
        }
    }
    private struct BottomSheet<Body: View>: ViewModifier {
        @Binding var isPresented: Bool
        let sheetContent: Body
        func body(content: Content) -> some View {
            content.platformSheet(isPresented: $isPresented) { VStack { SheetFrame { sheetContent } } }
        }
    }
    private struct Highlight<Body: View>: ViewModifier {
        @Binding var isPresented: Bool
        var overlay: () -> Body
        func body(content: Content) -> some View { content.overlay { if isPresented { overlay() } } }
    }
    struct SheetFrame<Inner: View>: View {
        @ViewBuilder var inner: Inner
        var body: some View { inner }
    }
    """)

    @Test func aCallOfAnAppsPresentingModifierPresentsWhatItsClosureBuilds() {
        let result = Scan.files([Self.modifiers, (path: "SettingsScreen.swift", text: """
        import SwiftUI
        struct SettingsScreen: View {
            @State private var showsBanner = false
            @State private var showsScanner = false
            @State private var showsTip = false
            @State private var showsCode = false
            var body: some View {
                List { Text("Settings") }
                    .platformSheet(isPresented: $showsBanner) { BannerView() }
                    .bottomSheet(isPresented: $showsScanner) { ScannerSheet() }
                    .highlighted(isPresented: $showsTip) { TipView() }
                    .coverFullScreen($showsCode, state: state) { QRCodeView() }
            }
        }
        """)])
        let sheets = result.graph.edges.filter { $0.from == "SettingsScreen" }.map { "\($0.action == .verb(.present)) \($0.to ?? "-") \($0.label)" }
        // The binding given first, unlabelled, presents as a labelled one does.
        #expect(sheets.sorted() == ["true BannerView showsBanner", "true QRCodeView showsCode", "true ScannerSheet showsScanner"])
    }

    /// Handed a builder method of the caller's (`sheetContent: destination`), not a closure.
    @Test func aCallHandingABuilderMethodPresentsWhatTheMethodBuilds() {
        let result = Scan.files([Self.modifiers, (path: "RootScreen.swift", text: """
        import SwiftUI
        enum Modal { case settings, profile }
        struct RootScreen: View {
            @State private var showsModal = false
            @State private var modal = Modal.settings
            var body: some View {
                List { Text("Root") }
                    .platformSheet(isPresented: $showsModal, sheetContent: destination)
                    .highlighted(isPresented: $showsModal, overlay: destination)
            }
            @ViewBuilder private func destination() -> some View {
                switch modal {
                case .settings: SettingsScreen()
                case .profile: ProfileScreen()
                }
            }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "RootScreen" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
            == ["ProfileScreen :8", "SettingsScreen :8"])
    }

    @Test func aMethodPresentingWhatItIsHandedInItsOwnBodyPresentsEachCallersView() {
        let result = Scan.files([(path: "Links.swift", text: """
        import SwiftUI
        extension View {
            func hiddenLink<Destination: View>(isActive: Binding<Bool>, destination: @escaping () -> Destination) -> some View {
                overlay(NavigationLink<EmptyView, Destination>(isActive: isActive, destination: destination, label: { EmptyView() }))
            }
            func cardSheet<Card: View>(isPresented: Binding<Bool>, @ViewBuilder card: @escaping () -> Card) -> some View {
                self.sheet(isPresented: isPresented) { card() }
            }
            func badge<Badge: View>(isPresented: Binding<Bool>, @ViewBuilder badge: @escaping () -> Badge) -> some View {
                overlay { if isPresented.wrappedValue { badge() } }
            }
        }
        """), (path: "Home.swift", text: """
        import SwiftUI
        struct HomeScreen: View {
            let model: HomeModel
            @State private var showsCard = false
            @State private var showsBadge = false
            var body: some View {
                List { Text("Home") }
                    .hiddenLink(isActive: model.binding(for: .settings)) { PreferencesScreen(model: model) }
                    .cardSheet(isPresented: $showsCard) { ReceiptCard() }
                    .badge(isPresented: $showsBadge) { NewBadge() }
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.from == "HomeScreen" }
            .map { "\($0.action == .verb(.push) ? "push" : "present") \($0.to ?? "-") \($0.label)" }
        // The link's binding is made by a call: the edge is labelled with its text. The badge
        // method only overlays what it is handed: no navigation.
        #expect(edges.sorted() == ["present ReceiptCard showsCard", "push PreferencesScreen model.binding(for: .settings)"])
    }

    @Test func aMethodPresentingWhatItIsHandedInAWrapperOfItsOwnPresentsEachCallersView() {
        // `fullScreenCover` written without `self.`, the content in a container view of the
        // app's under a modifier, and the item handed to the content closure.
        let result = Scan.files([(path: "Sheet.swift", text: """
        import SwiftUI
        struct SheetView<Content: View>: View {
            @ViewBuilder let content: () -> Content
            let cancelAction: () -> Void
            var body: some View { content() }
        }
        extension View {
            func appSheet<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {
                fullScreenCover(isPresented: isPresented) {
                    SheetView { content() } cancelAction: {}
                        .presentationBackground(.clear)
                }
            }
            func appSheet<Item: Identifiable, Content: View>(item: Binding<Item?>, content: @escaping (Item) -> Content) -> some View {
                fullScreenCover(item: item) { item in
                    SheetView { content(item) } cancelAction: {}
                }
            }
        }
        """), (path: "Hub.swift", text: """
        import SwiftUI
        struct ProfileInfo: Identifiable { let id: String }
        struct UnavailableAlert: View { var body: some View { Text("Gone") } }
        struct ProfileView: View { let info: ProfileInfo; var body: some View { Text(info.id) } }
        struct HubView: View {
            @State private var showsAlert = false
            @State private var profile: ProfileInfo?
            var body: some View {
                Text("Hub")
                    .appSheet(isPresented: $showsAlert) { UnavailableAlert() }
                    .appSheet(item: $profile) { ProfileView(info: $0) }
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.file == "Hub.swift" }.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges.sorted() == ["HubView ProfileView 11", "HubView UnavailableAlert 10"])
    }

    @Test func aMethodTakingItsBindingUnderItsOwnLabelPresentsWhatItsCallersBuild() {
        // The binding under a label of the app's (`active:`), the content handed to a view of the
        // app's as its `content:` under modifiers some builds apply, and a caller's view under a
        // modifier reached through a property (`.backport.zoom(…)`).
        let result = Scan.files([(path: "Popovers.swift", text: """
        import SwiftUI
        struct DeferredContent<Content: View>: View {
            let size: CGSize
            let content: () -> Content
            var body: some View { content() }
        }
        struct Backport<Content: View> {
            let content: Content
            func zoom(id: String) -> some View { content }
        }
        extension View {
            var backport: Backport<Self> { Backport(content: self) }
            fileprivate func editPopover<Content: View>(
                active: Binding<Bool>,
                size: CGSize = .zero,
                @ViewBuilder content: @escaping () -> Content
            ) -> some View {
                popover(isPresented: active) {
                    DeferredContent(size: size, content: content)
                        .frame(idealWidth: size.width)
                        #if os(iOS)
                        .presentationCompactAdaptation(.sheet)
                        #endif
                }
            }
        }
        """), (path: "Detail.swift", text: """
        import SwiftUI
        struct TitleSheet: View { var body: some View { Text("") } }
        struct TagsSheet: View { var body: some View { Text("") } }
        struct Card<Content: View>: View {
            @ViewBuilder var content: () -> Content
            var body: some View { content() }
        }
        struct DetailView: View {
            @State private var editsTitle = false
            @State private var editsTags = false
            var body: some View {
                Text("Title")
                    .editPopover(active: $editsTitle) { TitleSheet() }
                Text("Tags")
                    .editPopover(active: $editsTags, size: CGSize(width: 1, height: 1)) {
                        Card { TagsSheet() }
                            .backport.zoom(id: "tags")
                    }
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.file == "Detail.swift" }.map { "\($0.from) \($0.to ?? "-") \($0.line ?? 0)" }
        #expect(edges.sorted() == ["DetailView TagsSheet 15", "DetailView TitleSheet 13"])
    }

    @Test func aMethodHandingItsBindingAndContentToAnotherModifierPresentsWhatItsCallersBuild() {
        // The method hands both on to a modifier the scan cannot read (a package's), in a file
        // naming no SwiftUI navigation; one handing them to `modifier(…)` builds a modifier,
        // which stays read as such.
        let result = Scan.files([(path: "View+Panels.swift", text: """
        import SwiftUI
        import DesignKit
        public extension View {
            func appAlert<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                             @ViewBuilder content: @escaping (Item) -> Content) -> some View {
                customAlert(item: item, backgroundColor: .red, content: content)
            }
            func appPanel<Content: View>(isPresented: Binding<Bool>, title: String? = nil,
                                         @ViewBuilder content: @escaping () -> Content) -> some View {
                floatingPanel(isPresented: isPresented, title: title, content: content)
            }
            func appDestination<V: View>(isPresented: Binding<Bool>, destination: @escaping () -> V) -> some View {
                modifier(pushed(isPresented: isPresented, destination: destination))
            }
        }
        """), (path: "FolderCell.swift", text: """
        import SwiftUI
        struct Folder: Identifiable { let id: Int }
        struct DeleteFolderView: View { let folder: Folder; var body: some View { Text("d") } }
        struct CreateFolderView: View { var body: some View { Text("c") } }
        struct FolderCell: View {
            @State private var deleting: Folder?
            @State private var creating = false
            var body: some View {
                Text("folder")
                    .appAlert(item: $deleting) { folder in DeleteFolderView(folder: folder) }
                    .appPanel(isPresented: $creating) { CreateFolderView() }
                    .appDestination(isPresented: $creating) { CreateFolderView() }
                    .sheet(isPresented: $creating) { Text("") }
            }
        }
        """)])
        let edges = result.graph.edges.filter { $0.file == "FolderCell.swift" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        #expect(edges == ["present CreateFolderView 11", "present DeleteFolderView 10"])
    }
}
