import FlowGraph
import FlowGraphScanner
import Testing

/// A route enum building its own view per case with what its views need (`func view(container:)
/// -> some View { switch self { … } }`), handed to the app's view modifiers beside the view calling
/// them (`Text("Pump").navigationLink(to: .pump, from: self)`, `.modal(for: .about, from: self)`)
/// or to a screen model's method (`state.showModal(for: .about)`): each call shows the view its
/// case builds, pushed or presented as the method's name says, also where the modifier's own link
/// or destination only hands the route on to a closure.
struct RouteModifierTests {
    static let app: [(path: String, text: String)] = [
        (path: "App/Page.swift", text: """
        import SwiftUI
        enum Page: Hashable, Identifiable {
            case pump
            case sensor
            case logbook(day: Int)
            case about
            var id: Int { hashValue }
        }
        extension Page {
            @ViewBuilder func view(container: Container) -> some View {
                switch self {
                case .pump: PumpSetup.RootView(container: container)
                case .sensor: SensorSetup.RootView(container: container)
                case let .logbook(day): Logbook.RootView(container: container, day: day)
                case .about: AboutView()
                }
            }
        }
        final class Container {}
        final class AppRouter {
            let modalPage = CurrentValueSubject<Page?, Never>(nil)
            let container = Container()
            func view(for page: Page) -> AnyView { AnyView(page.view(container: container)) }
        }
        """),
        (path: "App/Base.swift", text: """
        import SwiftUI
        protocol ScreenModel: ObservableObject {
            func showModal(for page: Page?)
            func view(for page: Page) -> AnyView
        }
        class BaseScreenModel: ScreenModel {
            let router = AppRouter()
            func showModal(for page: Page?) { router.modalPage.send(page) }
            func view(for page: Page) -> AnyView { router.view(for: page) }
        }
        protocol BaseView: View {
            associatedtype Model: ScreenModel
            var state: Model { get }
        }
        struct PageLink<Destination: View>: ViewModifier {
            let destination: () -> Destination
            init(destination: @autoclosure @escaping () -> Destination) { self.destination = destination }
            func body(content: Content) -> some View {
                NavigationLink(destination: destination()) { content }
            }
        }
        extension View {
            func navigationLink<V: BaseView>(to page: Page, from view: V) -> some View {
                modifier(PageLink(destination: view.state.view(for: page)))
            }
            func modal<V: BaseView>(for page: Page?, from view: V) -> some View {
                onTapGesture { view.state.showModal(for: page) }
            }
        }
        """),
        (path: "App/Settings.swift", text: """
        import SwiftUI
        enum Settings {
            final class Model: BaseScreenModel {}
            struct RootView: BaseView {
                @StateObject var state = Model()
                @State var showsHelp = false
                var body: some View {
                    Form {
                        Text("Pump").navigationLink(to: .pump, from: self)
                        Text("Sensor").navigationLink(to: .sensor, from: self)
                        Text("Log").modal(for: .logbook(day: 1), from: self)
                        Button("About") { state.showModal(for: .about) }
                    }
                    .sheet(isPresented: $showsHelp) { HelpView() }
                }
            }
        }
        enum PumpSetup { struct RootView: View { let container: Container; var body: some View { Text("") } } }
        enum SensorSetup { struct RootView: View { let container: Container; var body: some View { Text("") } } }
        enum Logbook { struct RootView: View { let container: Container; let day: Int; var body: some View { Text("") } } }
        struct AboutView: View { var body: some View { Text("") } }
        struct HelpView: View { var body: some View { Text("") } }
        """),
        // Names no SwiftUI navigation: read once its modifiers are known to take a route.
        (path: "App/Devices.swift", text: """
        import SwiftUI
        struct DevicesView: BaseView {
            @StateObject var state = Settings.Model()
            var body: some View {
                List {
                    Text("Pump").navigationLink(to: .pump, from: self)
                    Text("Sensor").modal(for: .sensor, from: self)
                }
            }
        }
        """),
    ]

    @Test func aRouteHandedToTheAppsModifiersShowsTheViewItsCaseBuilds() {
        let result = Scan.files(Self.app)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/Settings") == [
            "Settings.RootView present AboutView App/Settings.swift:12",
            "Settings.RootView present HelpView App/Settings.swift:14",
            "Settings.RootView present Logbook.RootView App/Settings.swift:11",
            "Settings.RootView push PumpSetup.RootView App/Settings.swift:9",
            "Settings.RootView push SensorSetup.RootView App/Settings.swift:10",
        ])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/Devices") == [
            "DevicesView present SensorSetup.RootView App/Devices.swift:7",
            "DevicesView push PumpSetup.RootView App/Devices.swift:6",
        ])
    }

    @Test func aRegistryHandingItsRouteToAClosureShowsTheRoutesOwnView() {
        // The link hands its route on as a value; the one destination registered for the route
        // type builds what a closure it is given builds, which no reading tells.
        var app = Self.app
        app[1].text = app[1].text.replacingOccurrences(of: """
            func body(content: Content) -> some View {
                NavigationLink(destination: destination()) { content }
            }
        """, with: """
            func body(content: Content) -> some View { content }
        }
        struct PageLinkByValue: ViewModifier {
            let page: Page
            func body(content: Content) -> some View {
                NavigationLink(value: page) { content }
            }
        }
        struct PageDestinations<Shown: View>: ViewModifier {
            let destination: (Page) -> Shown
            func body(content: Content) -> some View {
                content.navigationDestination(for: Page.self) { page in destination(page) }
            }
        """).replacingOccurrences(of: "modifier(PageLink(destination: view.state.view(for: page)))",
                                  with: "modifier(PageLinkByValue(page: page))")
        #expect(app[1].text.contains("PageLinkByValue(page: page)"))
        let result = Scan.files(app)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/Devices") == [
            "DevicesView present SensorSetup.RootView App/Devices.swift:7",
            "DevicesView push PumpSetup.RootView App/Devices.swift:6",
        ])
    }
}
