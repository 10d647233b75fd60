import FlowGraph
import FlowGraphScanner
import Testing

/// A router object's API, as apps write it: a method reached through a chain of properties
/// (`application.viewRouter.buildNavigation(controller: map)`) gives back what it builds from
/// what it is handed; a helper other types call is the router's API, so its own type's calls of
/// it stand where they are made too; a hosting controller declared with its view
/// (`UIHostingController<SearchView>!`) hosts that view, unless the view is a generic parameter.
struct RouterAPITests {
    private static let router = """
    import UIKit
    final class ScreenRouter {
        func wrapped(controller: UIViewController, large: Bool = false) -> UINavigationController {
            let stack = UINavigationController(rootViewController: controller)
            stack.navigationBar.prefersLargeTitles = large
            return stack
        }
        func navigate(to viewController: UIViewController, from source: UIViewController) {
            source.navigationController?.pushViewController(viewController, animated: true)
        }
        func showStop(from source: UIViewController) {
            navigate(to: StopViewController(), from: source)
        }
        func showTrip(from source: UIViewController) {
            let trip = TripViewController()
            navigate(to: trip, from: source)
        }
    }
    final class Services { lazy var router = ScreenRouter() }
    final class StopViewController: UIViewController {}
    final class TripViewController: UIViewController {}
    """

    @Test func aMethodReachedThroughPropertiesGivesBackWhatItBuildsAroundItsArgument() {
        let result = Scan.files([(path: "App/Router.swift", text: Self.router), (path: "App/Tabs.swift", text: """
        import UIKit
        final class MapViewController: UIViewController {}
        final class MoreViewController: UIViewController {}
        final class TabsController: UITabBarController {
            let services: Services
            let map = MapViewController()
            init(services: Services) {
                self.services = services
                super.init(nibName: nil, bundle: nil)
                let mapStack = services.router.wrapped(controller: self.map)
                let moreStack = self.services.router.wrapped(controller: MoreViewController())
                viewControllers = [mapStack, moreStack]
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "TabsController" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["MapViewController :12", "MoreViewController :12"])
    }

    @Test func aViewMethodReachedThroughPropertiesBuildsItsViewAndAViewsModifierIsTheView() {
        let result = Scan.files([(path: "App/More.swift", text: """
        import UIKit
        import SwiftUI
        struct LearnMoreView: View { var body: some View { Text("") } }
        struct BadgeView: View { var body: some View { Text("") } }
        final class Donations {
            func learnMoreView(presenting: UIViewController) -> some View {
                guard let model = makeModel() else { fatalError() }
                return LearnMoreView()
                    .environmentObject(model)
            }
        }
        final class Services { let donations = Donations(); let badge = BadgeView() }
        extension UIViewController {
            func presentModal(_ rootView: some View) {
                present(UIHostingController(rootView: rootView), animated: true) { }
            }
        }
        final class MoreViewController: UIViewController {
            let services = Services()
            func showDonation() {
                let view = services.donations.learnMoreView(presenting: self)
                presentModal(view)
            }
            func showBadge() {
                presentModal(services.badge.padding())
            }
        }
        """)])
        let drawn = result.graph.edges.filter { $0.from == "MoreViewController" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["UIHostingController<BadgeView> :25", "UIHostingController<LearnMoreView> :22"])
    }

    @Test func aHelperOtherTypesCallStandsAtEachOfItsOwnTypesCallsToo() {
        let caller = """
        import UIKit
        final class SettingsViewController: UIViewController {}
        final class HomeViewController: UIViewController {
            let services = Services()
            func openSettings() { services.router.navigate(to: SettingsViewController(), from: self) }
        }
        """
        let alone = Scan.files([(path: "App/Router.swift", text: Self.router)])
        let called = Scan.files([(path: "App/Router.swift", text: Self.router), (path: "App/Home.swift", text: caller)])
        func drawn(_ result: ScanResult) -> [String] {
            result.graph.edges.filter { $0.from == "ScreenRouter" }.map { "\($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        }
        // Called by its own type only, a few times: its calls are alternatives of its one push.
        #expect(drawn(alone) == ["StopViewController :9", "TripViewController :9"])
        #expect(drawn(called) == ["StopViewController :12", "TripViewController :16"])
        #expect(called.graph.edges.contains { $0.from == "HomeViewController" && $0.to == "SettingsViewController" && $0.line == 5 })
    }

    @Test func aHostingControllerDeclaredWithItsViewHostsIt() {
        let result = Scan.files([(path: "App/Panel.swift", text: """
        import UIKit
        import SwiftUI
        struct SearchList: View { var body: some View { Text("") } }
        final class NearbyViewController: UIViewController {}
        final class PanelController: UIViewController {
            private var nearby: NearbyViewController!
            private var search: UIHostingController<SearchList>!
            override func viewDidLoad() {
                nearby = NearbyViewController()
                search = UIHostingController(rootView: SearchList())
            }
            func toggle(searching: Bool) {
                let shown: UIViewController = searching ? search : nearby
                addChild(shown)
            }
        }
        final class Card<Content: View>: UIViewController {
            let content: UIHostingController<Content>
            init(content: UIHostingController<Content>) { self.content = content; super.init(nibName: nil, bundle: nil) }
            override func viewDidLoad() { addChild(content) }
        }
        struct Grid<Cell: View> {}
        extension Grid {
            final class Slot: UIViewController {
                var hosted: UIHostingController<Cell>?
                func attach() { addChild(hosted!) }
            }
        }
        """)])
        let drawn = result.graph.edges.map { "\($0.from) \($0.to ?? "-") :\($0.line ?? 0)" }.sorted()
        #expect(drawn == ["PanelController NearbyViewController :14", "PanelController UIHostingController<SearchList> :14"])
    }
}
