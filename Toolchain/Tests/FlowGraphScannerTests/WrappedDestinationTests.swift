import FlowGraph
import FlowGraphScanner
import Testing

/// Destinations an app reaches through a layer of its own: a presenting modifier whose method
/// applies what a factory returns (`modifier(_compatDestination(…))`, the factory choosing the
/// modifier by OS version); a `navigationDestination(for:)` handing each value to a builder method
/// of the registering view, read at the router calls that append a value; a hosting controller
/// of the app's (over `AnyView`) kept in a property and built with its view in the initialiser.
struct WrappedDestinationTests {
    @Test func aModifierAFactoryReturnsPresentsWhatTheMethodIsHanded() {
        let result = Scan.files([(path: "App/Compat.swift", text: """
        import SwiftUI
        struct CompatDestination<V: View>: ViewModifier {
            let isPresented: Binding<Bool>
            let destination: () -> V
            func body(content: Content) -> some View {
                content.navigationDestination(isPresented: isPresented, destination: destination)
            }
        }
        extension View {
            func compatDestination<V: View>(isPresented: Binding<Bool>, destination: @escaping () -> V) -> some View {
                modifier(_compatDestination(isPresented: isPresented, destination: destination))
            }
            fileprivate func _compatDestination<V: View>(isPresented: Binding<Bool>,
                                                          destination: @escaping () -> V) -> some ViewModifier {
                if #unavailable(iOS 17) {
                    return CompatDestination(isPresented: isPresented, destination: destination)
                } else {
                    return EmptyModifier()
                }
            }
        }
        """), (path: "App/Home.swift", text: """
        import SwiftUI
        struct AboutView: View { var body: some View { Text("About") } }
        struct HomeView: View {
            @State var showsAbout = false
            var body: some View {
                NavigationStack {
                    Text("Home")
                        .compatDestination(isPresented: $showsAbout) { AboutView() }
                }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "HomeView" }.map { "\($0.to ?? "-") \($0.action.rawValue) :\($0.line ?? 0)" }
        #expect(drawn == ["AboutView push :8"])
    }

    /// A settings list whose rows append a case to a shared path, the path's destinations
    /// registered with `registering` (`navigationDestination`) and built by a method of the list's.
    private static func settingsList(registering modifier: String) -> String {
        """
        import SwiftUI
        final class Navigator: ObservableObject {
            @Published var path = NavigationPath()
        }
        struct AboutView: View { var body: some View { Text("About") } }
        struct PrivacyView: View { var body: some View { Text("Privacy") } }
        struct SettingsList: View {
            enum Tag: Hashable { case about, privacy }
            @EnvironmentObject var navigator: Navigator
            var body: some View {
                List {
                    Button("About") { navigateTo(.about) }
                    Button("Privacy") { navigator.path.append(Tag.privacy) }
                }
                .\(modifier)(for: Tag.self) { tag in
                    destinationView(tag)
                }
            }
            @ViewBuilder
            func destinationView(_ tag: Tag) -> some View {
                switch tag {
                case .about: AboutView()
                case .privacy: PrivacyView()
                }
            }
            func navigateTo(_ tag: Tag) {
                navigator.path.append(tag)
            }
        }
        """
    }

    @Test func aValueAppendedIsShownByTheBuilderItsRegistryHandsItTo() {
        let result = Scan.files([(path: "App/Settings.swift", text: Self.settingsList(registering: "navigationDestination"))])
        let drawn = result.graph.edges.filter { $0.from == "SettingsList" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["AboutView :12", "AboutView :15", "PrivacyView :13", "PrivacyView :15"])
    }

    @Test func aHostingControllerOfTheAppsSetInTheInitialiserHostsTheViewItIsBuiltWith() {
        let result = Scan.files([(path: "App/Host.swift", text: """
        import SwiftUI
        import UIKit
        class ThemedHostingController: UIHostingController<AnyView> {
            init<Content: View>(rootView: Content) {
                super.init(rootView: AnyView(rootView))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """), (path: "App/Login.swift", text: """
        import SwiftUI
        import UIKit
        struct LoginScreen: View { var body: some View { Text("Login") } }
        final class LoginCoordinator {
            private let hostingController: ThemedHostingController
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) {
                let screen = LoginScreen()
                hostingController = ThemedHostingController(rootView: screen)
                self.navigationController = navigationController
            }
            func start() {
                navigationController.pushViewController(hostingController, animated: true)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "LoginCoordinator" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(drawn == ["ThemedHostingController<LoginScreen> :13"])
    }

    @Test func aViewsOwnBuilderCalledWithACaseShowsNothingByBeingCalled() {
        let result = Scan.files([(path: "App/Zones.swift", text: """
        import SwiftUI
        enum Zone: Hashable, Identifiable { case left, right; var id: Self { self } }
        struct ZonePicker: View {
            let zone: Zone
            var body: some View { Text("Pick") }
        }
        struct ZoneSettings: View {
            @State var selected: Zone?
            var body: some View {
                ZonePreview()
                    .sheet(item: $selected) { zone in
                        pickerSheet(for: zone)
                    }
            }
            func pickerSheet(for zone: Zone) -> some View { ZonePicker(zone: zone) }
        }
        struct ZonePreview: View {
            var body: some View {
                HStack {
                    zoneButton(position: .left)
                    zoneButton(position: .right)
                }
            }
            func zoneButton(position: Zone) -> some View { Text("Zone") }
        }
        """)])
        #expect(result.graph.edges.filter { $0.from == "ZonePreview" }.isEmpty)
        #expect(result.graph.edges.filter { $0.from == "ZoneSettings" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" } == ["ZonePicker :11"])
    }

    @Test func aViewsOwnItemSetInAnExtensionsFileIsDrawnByItsSheet() {
        let result = Scan.files([(path: "App/Library.swift", text: """
        import SwiftUI
        enum LibrarySheet: Identifiable { case queue, options; var id: Self { self } }
        struct QueueView: View { var body: some View { Text("Queue") } }
        struct OptionsView: View { var body: some View { Text("Options") } }
        struct LibraryView: View {
            @State var activeSheet: LibrarySheet?
            var body: some View {
                List { queueButton() }
                    .sheet(item: $activeSheet) { sheet in
                        sheetContent(for: sheet)
                    }
            }
            @ViewBuilder
            func sheetContent(for sheet: LibrarySheet) -> some View {
                switch sheet {
                case .queue: QueueView()
                case .options: OptionsView()
                }
            }
        }
        """), (path: "App/Library+Buttons.swift", text: """
        import SwiftUI
        extension LibraryView {
            func queueButton() -> some View {
                Button("Queue") { activeSheet = .queue }
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "LibraryView" }.map { "\($0.to ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["OptionsView App/Library.swift:9", "QueueView App/Library.swift:9"])
    }

    @Test func aModifierAroundValueDestinationsIsTheRegistryOfTheTypeItIsCalledFor() {
        let result = Scan.files([(path: "App/Compat.swift", text: """
        import SwiftUI
        struct DestinationForType<D: Hashable, C: View>: ViewModifier {
            let dataType: D.Type
            let destination: (D) -> C
            func body(content: Content) -> some View {
                content.navigationDestination(for: dataType, destination: destination)
            }
        }
        extension View {
            func stackDestination<D: Hashable, C: View>(for dataType: D.Type, destination: @escaping (D) -> C) -> some View {
                modifier(_stackDestination(for: dataType, destination: destination))
            }
            fileprivate func _stackDestination<D: Hashable, C: View>(for dataType: D.Type,
                                                                     destination: @escaping (D) -> C) -> some ViewModifier {
                if #available(iOS 17, *) {
                    return DestinationForType(dataType: dataType, destination: destination)
                } else {
                    return EmptyModifier()
                }
            }
        }
        """), (path: "App/Settings.swift", text: Self.settingsList(registering: "stackDestination"))])
        let drawn = result.graph.edges.filter { $0.from == "SettingsList" }.map { "\($0.to ?? "-") \($0.action.rawValue) :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["AboutView push :12", "AboutView push :15", "PrivacyView push :13", "PrivacyView push :15"])
    }

    @Test func aCapitalisedCaseWrittenBareIsRoutedAndAStaticMemberIsNot() {
        let result = Scan.files([(path: "App/Pages.swift", text: """
        import SwiftUI
        enum Page: Hashable { case About, Privacy }
        final class Position: Identifiable { let id = 0 }
        struct Filters { func contains(_ position: Position) -> Bool { true } }
        struct AboutView: View { var body: some View { Text("About") } }
        struct PrivacyView: View { var body: some View { Text("Privacy") } }
        struct PositionPopover: View { let position: Position; var body: some View { Text("") } }
        struct PageList: View {
            @State var path: [Page] = []
            @State var selection: Position?
            let flags = Filters()
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        Button("About") { navigateTo(.About) }
                        Button("Heading") { _ = flags.contains(.Heading) }
                    }
                    .navigationDestination(for: Page.self) { page in
                        switch page {
                        case .About: AboutView()
                        case .Privacy: PrivacyView()
                        }
                    }
                    .sheet(item: $selection) { position in PositionPopover(position: position) }
                }
            }
            func navigateTo(_ page: Page) { path.append(page) }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "PageList" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["AboutView :15", "AboutView :18", "PositionPopover :24", "PrivacyView :18"])
    }
}
