import FlowGraph
import FlowGraphScanner
import Testing

/// Values a UIKit call shows written as expressions rather than as locals of one type: an `if`
/// or `switch` used as a value (Swift 5.9), a method called on a view built in place past its
/// modifiers, a static factory of a generic type written with its arguments.
struct ValueExpressionTests {
    @Test func anIfOrSwitchUsedAsAValueIsEachOfItsBranches() {
        let result = Scan.text("""
        import UIKit
        final class SitemapViewController: UIViewController {}
        final class WebViewController: UIViewController {}
        final class ErrorViewController: UIViewController {}

        final class RootViewController: UIViewController {
            private lazy var sitemap = SitemapViewController()
            private lazy var web: WebViewController = { WebViewController() }()
            func switchView(toSitemap: Bool) {
                let shown =
                    if toSitemap {
                        sitemap
                    } else {
                        web
                    }
                addView(viewController: shown)
            }
            func report(code: Int) {
                let shown: UIViewController = switch code {
                case 404: ErrorViewController()
                default: web
                }
                present(shown, animated: true)
            }
            func wrongly(code: Int) {
                let shown: UIViewController? = if code > 0 { ErrorViewController() } else { Self.lookUp(code) }
                present(shown!, animated: true)
            }
            private func addView(viewController: UIViewController) {
                addChild(viewController)
                view.addSubview(viewController.view)
            }
        }
        """)
        let drawn = result.graph.edges.filter { $0.from == "RootViewController" }
            .map { "\($0.action.rawValue) \($0.to ?? "-") \($0.line ?? 0)" }.sorted()
        // The helper's `addChild` draws each screen its one caller gives it.
        #expect(drawn == ["embed SitemapViewController 30", "embed WebViewController 30",
                          "present ErrorViewController 23", "present WebViewController 23"])
        // A branch that names no screen leaves the whole value unknown: said, not half drawn.
        #expect(result.diagnostics.map(\.message).contains { $0.contains("present(shown!)") })
    }

    @Test func aViewBuiltInPlaceAndHostedByAnExtensionMethodIsThatView() {
        let result = Scan.files([(path: "View+Hosting.swift", text: """
        import SwiftUI
        extension View {
            func embeddedInHostingController() -> UIHostingController<some View> {
                UIHostingController(rootView: self)
            }
        }
        """), (path: "Handler.swift", text: """
        import SwiftUI
        struct CameraView: View { var body: some View { Text("camera") } }
        struct WidgetPicker: View { var body: some View { Text("widgets") } }
        struct ThreadSharingView<Model>: View { var body: some View { Text("thread") } }
        extension ThreadSharingView {
            static func transferToHome(server: String) -> ThreadSharingView { ThreadSharingView() }
        }

        final class Handler {
            weak var host: UIViewController?
            func showCamera(id: String) {
                let camera = CameraView(id: id).preferredColorScheme(.dark).embeddedInHostingController()
                host?.present(camera, animated: true)
            }
            func showPicker() {
                let picker = WidgetPicker(entity: 1) { _ in }
                    .modify { $0 }
                host?.present(picker.embeddedInHostingController(), animated: true)
            }
            func showThread() {
                host?.present(UIHostingController(rootView: ThreadSharingView<HomeModel>.transferToHome(server: "a")), animated: true)
            }
        }
        """)])
        let presented = result.graph.edges.filter { $0.from == "Handler" }.compactMap(\.to).sorted()
        #expect(presented == ["UIHostingController<CameraView>", "UIHostingController<ThreadSharingView>",
                              "UIHostingController<WidgetPicker>"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anAppsNavigationControllerTakingItsRootUnderAnotherLabelIsThatRootInAStack() {
        let result = Scan.files([(path: "Reader/ReaderNavigationController.swift", text: """
        import UIKit
        class ReaderNavigationController: UINavigationController {
            let mangaInfo: Int?
            init(readerViewController: ReaderViewController, mangaInfo: Int? = nil) {
                self.mangaInfo = mangaInfo
                super.init(rootViewController: readerViewController)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """), (path: "History/HistoryViewController.swift", text: """
        import UIKit
        final class ReaderViewController: UIViewController {}
        final class HistoryViewController: UIViewController {
            func open() {
                let readerController = ReaderViewController()
                let navigationController = ReaderNavigationController(readerViewController: readerController)
                navigationController.modalPresentationStyle = .fullScreen
                present(navigationController, animated: true)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "HistoryViewController" }
            .map { "\($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" }
        #expect(drawn == ["ReaderViewController navigation"])
        #expect(result.diagnostics.isEmpty)
    }

    /// A navigation controller subclass building its own root in its initialiser is that root,
    /// in a stack, wherever it is built or shown; one whose initialisers build different roots
    /// names none.
    @Test func anAppsNavigationControllerBuildingItsOwnRootIsThatRootInAStack() {
        let result = Scan.files([(path: "Main/MainCoordinator.swift", text: """
        import UIKit
        final class PlaceholderViewController: UIViewController {}
        final class WelcomeViewController: UIViewController {}
        private class EmptyDetailNavigationController: UINavigationController {
            init() {
                super.init(rootViewController: PlaceholderViewController())
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        private class EitherNavigationController: UINavigationController {
            init() { super.init(rootViewController: PlaceholderViewController()) }
            init(welcome: Bool) { super.init(rootViewController: WelcomeViewController()) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class MainViewController: UISplitViewController {
            func clearDetail() {
                showDetailViewController(EmptyDetailNavigationController(), sender: nil)
            }
            func other() {
                present(EitherNavigationController(), animated: true)
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "MainViewController" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }
        #expect(drawn == ["PlaceholderViewController :17"])
    }

    /// Its file naming no other navigation, the stack's own root is read all the same.
    @Test func aStackSubclassInAFileOfItsOwnIsTheRootItBuilds() {
        let result = Scan.files([(path: "Picker/PickerNavigationController.swift", text: """
        import UIKit
        final class PickerNavigationController: UINavigationController {
            init(current: Int, onPick: @escaping (Int) -> Void) {
                super.init(rootViewController: PickerListController(current: current, onPick: onPick))
                setNavigationBarHidden(true, animated: false)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """), (path: "Feed/FeedViewController.swift", text: """
        import UIKit
        final class PickerListController: UIViewController {}
        final class FeedViewController: UIViewController {
            func pick() { present(PickerNavigationController(current: 1) { _ in }, animated: true) }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.to ?? "-") \($0.embedding?.rawValue ?? "-")" } == ["PickerListController navigation"])
    }

    /// The root built into a constant first (`let settings = SettingsViewController(style:
    /// .insetGrouped)`) and handed over by name is that root all the same; a constant built
    /// after the call, or one the initialiser is handed, is not.
    @Test func aStackSubclassHandingOverARootItBuiltIntoAConstantIsThatRoot() {
        let result = Scan.text("""
        import UIKit
        class BaseNavigationController: UINavigationController {}
        final class SettingsNavigationController: BaseNavigationController {
            init() {
                let settings = SettingsViewController(style: .insetGrouped)
                super.init(rootViewController: settings)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class ReaderNavigationController: UINavigationController {
            init(reader: UIViewController) {
                let unused = SettingsViewController(style: .plain)
                super.init(rootViewController: reader)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class SettingsViewController: UITableViewController {}
        final class HomeViewController: UIViewController {
            func openSettings() { present(SettingsNavigationController(), animated: true) }
            func openReader() { present(ReaderNavigationController(reader: UIViewController()), animated: true) }
        }
        """)
        let drawn = result.graph.edges.filter { $0.from == "HomeViewController" }
            .map { "\($0.to ?? "-") \($0.embedding?.rawValue ?? "-") :\($0.line ?? 0)" }
        #expect(drawn == ["SettingsViewController navigation :19"])
    }

    /// Declared to return a protocol refining a view controller, in a file naming no navigation:
    /// the screen its body returns.
    @Test func aFactoryReturningAScreenProtocolReturnsTheScreenItBuilds() {
        let result = Scan.files([(path: "Packages/PackageScreens.swift", text: """
        import UIKit
        protocol PackageActions: UIViewController {
            func actions() -> [UIAction]
        }
        protocol Refreshable { func refresh() }
        final class PackageScreens {
            class func viewController(for package: Package) -> PackageActions {
                let screen = PackageDetailController(nibName: "PackageDetailController", bundle: nil)
                screen.package = package
                return screen
            }
            class func refresher(for package: Package) -> Refreshable {
                let screen = PackageDetailController(nibName: "PackageDetailController", bundle: nil)
                return screen
            }
        }
        """), (path: "Featured/FeaturedController.swift", text: """
        import UIKit
        final class PackageDetailController: UIViewController, PackageActions, Refreshable {}
        final class FeaturedController: UIViewController {
            func show(_ package: Package) {
                navigationController?.pushViewController(PackageScreens.viewController(for: package), animated: true)
            }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" } == ["FeaturedController PackageDetailController :5"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    /// A value of such a protocol declared in another file is the one screen conforming to it;
    /// of a protocol two screens conform to, no screen in particular.
    @Test func aValueOfAScreenProtocolIsTheOneScreenConformingToIt() {
        let result = Scan.files([(path: "Packages/PackageScreens.swift", text: """
        import UIKit
        protocol PackageActions: UIViewController { func actions() -> [UIAction] }
        protocol Refreshing: UIViewController { func refresh() }
        final class PackageDetailController: UIViewController, PackageActions, Refreshing {}
        final class FeedController: UIViewController, Refreshing {}
        enum PackageScreens {
            static func screen(for row: Int) -> PackageActions? { Cache.shared.screens[row] }
            static func refresher(for row: Int) -> Refreshing? { Cache.shared.refreshers[row] }
        }
        """), (path: "Lists/ListController.swift", text: """
        import UIKit
        final class ListController: UIViewController {
            func controller(at row: Int) -> PackageActions? { PackageScreens.screen(for: row) }
            func refresher(at row: Int) -> Refreshing? { PackageScreens.refresher(for: row) }
            func open(_ row: Int) {
                guard let screen = controller(at: row) else { return }
                navigationController?.pushViewController(screen, animated: true)
            }
            func reload(_ row: Int) {
                guard let screen = refresher(at: row) else { return }
                navigationController?.pushViewController(screen, animated: true)
            }
        }
        """)])
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" } == ["ListController PackageDetailController :7"])
        #expect(result.unresolvedUIKitCalls == 1)
    }

    @Test func aProtocolExtensionsFactoryBuildingSelfBuildsTheTypeItIsCalledOn() {
        let result = Scan.files([(path: "Cores/CoreSettingsView.swift", text: """
        import SwiftUI
        protocol CoreSettingsView: View { init() }
        extension CoreSettingsView {
            static func makeViewController() -> UIHostingController<some View> {
                let settingsView = Self()
                let hostingController = UIHostingController(rootView: settingsView)
                return hostingController
            }
        }
        struct NESCoreSettingsView: CoreSettingsView { var body: some View { Text("NES") } }
        struct GBACoreSettingsView: CoreSettingsView { var body: some View { Text("GBA") } }
        """), (path: "Settings/SettingsViewController.swift", text: """
        import UIKit
        final class SettingsViewController: UITableViewController {
            func open(row: Int) {
                let hostingController: UIViewController
                switch row {
                case 0: hostingController = NESCoreSettingsView.makeViewController()
                default: hostingController = GBACoreSettingsView.makeViewController()
                }
                navigationController?.pushViewController(hostingController, animated: true)
            }
        }
        """)])
        let pushed = result.graph.edges.filter { $0.from == "SettingsViewController" }.compactMap(\.to).sorted()
        #expect(pushed == ["UIHostingController<GBACoreSettingsView>", "UIHostingController<NESCoreSettingsView>"])
    }

    @Test func aClassFactoryCallingSelfInitBuildsTheTypeItIsCalledOn() {
        let result = Scan.text("""
        import UIKit
        class BookmarksViewController: UIViewController {
            class func instantiate() -> UINavigationController {
                return UINavigationController(rootViewController: self.init())
            }
        }
        final class HistoryViewController: UIViewController {
            static func wrapped() -> UINavigationController { UINavigationController(rootViewController: Self.init()) }
        }
        final class BrowserViewController: UIViewController {
            func showBookmarks() { present(BookmarksViewController.instantiate(), animated: true) }
            func showHistory() { present(HistoryViewController.wrapped(), animated: true) }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["BrowserViewController BookmarksViewController :11", "BrowserViewController HistoryViewController :12"])
        #expect(result.unresolvedUIKitCalls == 0)
    }

    @Test func aStaticFactoryReturningItsOwnGenericParameterBuildsTheTypeItIsCalledOn() {
        let result = Scan.text("""
        import UIKit
        class BaseViewController: UIViewController {
            static func fromStoryboard<T: BaseViewController>() -> T {
                let storyboard = UIStoryboard(name: "Main", bundle: nil)
                guard let screen = storyboard.instantiateViewController(withIdentifier: "\\(self)") as? T else { fatalError() }
                return screen
            }
        }
        final class RoomsViewController: BaseViewController {}
        final class ServersViewController: BaseViewController {}
        final class ShareNavigationController: UINavigationController {
            func show(rooms: Bool) {
                if rooms {
                    pushViewController(RoomsViewController.fromStoryboard(), animated: true)
                } else {
                    pushViewController(ServersViewController.fromStoryboard(), animated: true)
                }
            }
        }
        """)
        #expect(result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }
            == ["ShareNavigationController RoomsViewController :14", "ShareNavigationController ServersViewController :16"])
    }

    @Test func aPlainObjectHandedToTheAppsOwnPresentIsNoScreen() {
        let result = Scan.text("""
        import UIKit
        class ImportController: NSObject {
            weak var presentingViewController: UIViewController?
        }
        extension UIViewController {
            func present(_ importController: ImportController, animated: Bool) {
                importController.presentingViewController = self
            }
        }
        final class GamesViewController: UIViewController {
            func importGames() {
                let importController = ImportController()
                present(importController, animated: true)
            }
        }
        """)
        #expect(result.graph.edges.filter { $0.from == "GamesViewController" }.isEmpty)
        #expect(result.diagnostics.isEmpty)
    }
}
