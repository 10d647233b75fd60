import FlowGraph
import FlowGraphScanner
import Testing

/// SwiftUI screens navigating through UIKit helpers an extension of `View` adds: a helper
/// hosting the view it is given (`navigateTo(destination: X())`, `present(style:) { X() }`)
/// shows that view from each view calling it; a view of the app's showing what it is handed
/// through one (`SettingsRow(title: t, destination: AboutView())`, its memberwise initialiser)
/// shows it from each view building it, once whichever way it shows it.
struct HostingHelperTests {
    private static let helpers = (path: "App/Extensions/ViewExtension.swift", text: """
    import SwiftUI
    import UIKit
    extension View {
        func navigateTo<Destination: View>(destination: Destination, title: String? = nil) {
            let hostingView = UIHostingController(rootView: destination)
            hostingView.title = title ?? ""
            UIApplication.shared.topNavigationController()?.pushViewController(hostingView, animated: true)
        }
        func present<Content: View>(style: UIModalPresentationStyle = .automatic, @ViewBuilder builder: () -> Content) {
            let toPresent = UIHostingController(rootView: builder())
            toPresent.modalPresentationStyle = style
            UIApplication.topViewController()?.present(toPresent, animated: true, completion: nil)
        }
    }
    """)

    @Test func aViewsHostingHelperShowsTheViewItIsGiven() {
        let result = Scan.files([Self.helpers, (path: "App/Lock/LockChoiceView.swift", text: """
        import SwiftUI
        struct PinView: View { var body: some View { Text("") } }
        struct EditorView: View { var body: some View { Text("") } }
        struct FilesView: View { var body: some View { Text("") } }
        struct LockChoiceView: View {
            var files: some View { FilesView() }
            var body: some View {
                Button("PIN") { navigateTo(destination: PinView()) }
                Button("Edit") { self.present(style: .fullScreen) { EditorView() } }
                Button("Files") { navigateTo(destination: files, title: "Files") }
            }
        }
        """)])
        let drawn = result.graph.edges.map { "\($0.from) \($0.action) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == [
            "LockChoiceView \(EdgeAction.verb(.present)) UIHostingController<EditorView> :9",
            "LockChoiceView \(EdgeAction.verb(.push)) UIHostingController<FilesView> :10",
            "LockChoiceView \(EdgeAction.verb(.push)) UIHostingController<PinView> :8",
        ])
        // The helpers' own calls show whatever they are given: told by their callers, no note.
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aViewShowingWhatItIsHandedShowsItFromTheViewBuildingIt() {
        let result = Scan.files([Self.helpers, (path: "App/Settings/SettingsRow.swift", text: """
        import SwiftUI
        enum Style { case push, present }
        struct SettingsRow<Destination: View>: View {
            var title: String = ""
            var style: Style = .push
            let destination: Destination
            @State private var pressed = false
            var body: some View {
                Button(title) {
                    switch style {
                    case .push: navigateTo(destination: destination)
                    case .present: present { destination }
                    }
                }
            }
        }
        """), (path: "App/Settings/SettingsView.swift", text: """
        import SwiftUI
        struct AboutView: View { var body: some View { Text("") } }
        struct FeedbackView: View { var body: some View { Text("") } }
        struct SettingsView: View {
            var body: some View {
                SettingsRow(title: "About",
                            destination: AboutView())
                SettingsRow(title: "Feedback", style: .present,
                            destination:
                                FeedbackView())
            }
        }
        """)])
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["SettingsView UIHostingController<AboutView> :7", "SettingsView UIHostingController<FeedbackView> :10"])
        #expect(result.diagnostics.isEmpty)
    }
}

/// Values a UIKit screen calls for its screens: a service declared by a protocol whose
/// requirement names the screen it makes (`func makeLogs() -> LogsViewController`), and a
/// private helper called from a closure capturing `self` weakly (`self?.push(…)`).
struct ProtocolFactoryTests {
    @Test func aProtocolsRequirementSaysWhatItsMethodMakes() {
        let result = Scan.text("""
        protocol SettingsService {
            func makeLogsViewController(source: Int) -> LogsViewController
        }
        final class LogsViewController: UIViewController {}
        final class LogPickerViewController: UIViewController {
            private let service: SettingsService
            private let model = PickerModel()
            init(service: SettingsService) {
                self.service = service
                super.init(nibName: nil, bundle: nil)
                model.onPick = { [weak self] source in
                    self?.push(service.makeLogsViewController(source: source))
                }
            }
            private func push(_ viewController: UIViewController) {
                navigationController?.pushViewController(viewController, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0) \($0.label)" }
            == ["LogPickerViewController LogsViewController :16 init"])
    }

    @Test func aFrameworksHostingControllerBuiltWithContentHostsThatView() {
        // `DismissibleHostingController` is declared in a framework the app imports: its name
        // and its `content:` say it hosts the view, each the `-> some View` builder may give.
        let result = Scan.text("""
        import SwiftUI
        import UIKit
        struct SimpleBolusView: View { var body: some View { Text("Bolus") } }
        struct BolusEntryView: View { var body: some View { Text("Entry") } }
        final class StatusViewController: UIViewController {
            var simple = false
            @ViewBuilder func bolusView() -> some View {
                if simple {
                    SimpleBolusView()
                } else {
                    BolusEntryView()
                }
            }
            func presentBolus() {
                let hosting = DismissibleHostingController(content: bolusView())
                present(UINavigationController(rootViewController: hosting), animated: true)
            }
        }
        """)
        #expect(result.graph.edges.compactMap(\.to).sorted() == [
            "DismissibleHostingController<BolusEntryView>", "DismissibleHostingController<SimpleBolusView>",
        ])
    }

    /// A coordinator's helper hosting a view beside an overload presenting a view controller: a
    /// view controller handed to `present(_:)` went to the other overload, never into a host; a
    /// view of the app's named like a screen (a representable) is still a view.
    @Test func aViewControllerIsNeverHostedAsAView() {
        let result = Scan.files([(path: "App/HomeCoordinator.swift", text: """
        import SwiftUI
        import UIKit
        struct SettingsView: View { var body: some View { Text("") } }
        struct ShareViewController: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> UIActivityViewController {
                UIActivityViewController(activityItems: [], applicationActivities: nil)
            }
            func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
        }
        final class HomeCoordinator {
            let rootViewController = UINavigationController()
            func present(_ view: some View, animated: Bool = true) {
                let controller = UIHostingController(rootView: view)
                present(controller, animated: animated)
            }
            func present(_ viewController: UIViewController, animated: Bool = true) {
                rootViewController.present(viewController, animated: animated)
            }
            func openSettings() { present(SettingsView()) }
            func share() { present(ShareViewController()) }
            func confirm() {
                let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
                present(alert)
            }
            func openAbout() { present(UIHostingController(rootView: SettingsView())) }
        }
        """)])
        let shown = Set(result.graph.edges.compactMap(\.to))
        #expect(shown.contains("UIHostingController<SettingsView>"))
        #expect(shown.contains("UIHostingController<ShareViewController>"))
        #expect(!shown.contains { $0.hasPrefix("UIHostingController<UI") }, "\(shown.sorted())")
    }

    @Test func aViewModifiedUnderAnIfIsTheViewItModifies() {
        let result = Scan.text("""
        import SwiftUI
        import UIKit
        struct PreferencesView: View { var body: some View { Text("") } }
        final class Purchases: ObservableObject { static let shared = Purchases() }
        final class MenuViewController: UIViewController {
            func openPreferences() {
                let preferences = PreferencesView()
                    .environmentObject(Purchases.shared)
        #if canImport(StoreKitExtras)
                    .environmentObject(Purchases())
        #endif
                let host = UIHostingController(rootView: preferences)
                present(UINavigationController(rootViewController: host), animated: true)
            }
        }
        """, path: "App/MenuViewController.swift")
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/") == [
            "MenuViewController present UIHostingController<PreferencesView> App/MenuViewController.swift:13",
        ])
    }
}
