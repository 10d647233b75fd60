import FlowGraph
import FlowGraphScanner
import Testing

/// A container of the app's around one screen (`Balloon(content: vc)`: its initialiser keeps the
/// screen in a property a method embeds with `addChild`) shows that screen, as a stack built
/// around it does, whether UIKit presents it or the container presents itself on the caller
/// (`balloon.show(from: button, over: self)`); a container keeping a list, or a screen keeping a
/// part of one class (`init(tags: TagsViewController)`), shows itself. So does a container
/// embedding a stack it builds around the screen (`UINavigationController(rootViewController: content)`).
struct ContentContainerTests {
    private static let containers = (path: "Kit/Balloon.swift", text: """
    import UIKit
    final class Balloon: UIViewController {
        private let content: UIViewController & BalloonContent
        init(content: UIViewController & BalloonContent, tint: UIColor = .white) {
            self.content = content
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }
        func show(from source: UIView, over host: UIViewController) {
            host.present(self, animated: true)
        }
    }
    final class Shelf: UIViewController {
        private let items: [UIViewController]
        init(items: [UIViewController]) {
            self.items = items
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            for item in items { addChild(item) }
        }
    }
    protocol BalloonContent {}
    final class TagsViewController: UIViewController {}
    final class FilterViewController: UIViewController {
        private let tags: TagsViewController
        init(tags: TagsViewController) {
            self.tags = tags
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(tags)
        }
    }
    """)

    private static let screens = (path: "App/Garden.swift", text: """
    import UIKit
    final class WeatherViewController: UIViewController, BalloonContent {}
    final class SoilViewController: UIViewController, BalloonContent {}
    final class SeedsViewController: UIViewController, BalloonContent {}
    final class PanelStack: UINavigationController, BalloonContent {}
    final class GardenViewController: UIViewController {
        var wet = false
        func weatherTapped() {
            present(Balloon(content: WeatherViewController()), animated: true)
        }
        func soilTapped(_ button: UIView) {
            let panel = wet ? SoilViewController() : SeedsViewController()
            let balloon = Balloon(content: panel, tint: .green)
            balloon.show(from: button, over: self)
        }
        func seedsTapped(_ button: UIView) {
            let stack = PanelStack(rootViewController: SeedsViewController())
            Balloon(content: stack).show(from: button, over: self)
        }
        func shelfTapped() {
            present(Shelf(items: [SoilViewController(), SeedsViewController()]), animated: true)
        }
        func filterTapped() {
            present(FilterViewController(tags: TagsViewController()), animated: true)
        }
        func againTapped() {
            present(Self(), animated: true)
        }
    }
    """)

    @Test func aContainerAroundOneScreenShowsThatScreen() {
        let result = Scan.files([Self.containers, Self.screens])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "App/") == [
            // A screen keeping a part of one class of its own is what is shown.
            "GardenViewController present FilterViewController App/Garden.swift:24",
            // `Self` in a type's code is that type.
            "GardenViewController present GardenViewController App/Garden.swift:27",
            "GardenViewController present SeedsViewController App/Garden.swift:14",
            "GardenViewController present SeedsViewController App/Garden.swift:18",
            // A list is several screens: the container is what is shown.
            "GardenViewController present Shelf App/Garden.swift:21",
            "GardenViewController present SoilViewController App/Garden.swift:14",
            "GardenViewController present WeatherViewController App/Garden.swift:9",
        ])
    }

    @Test func aContainerEmbeddingAStackAroundOneScreenShowsThatScreen() {
        let result = Scan.text("""
        import UIKit
        final class FilterViewController: UIViewController {}
        final class ClippedContainerViewController: UIViewController {
            let viewController: UIViewController
            private let contained: UINavigationController
            init(viewController: UIViewController) {
                self.viewController = viewController
                self.contained = UINavigationController(rootViewController: viewController)
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(contained)
                view.addSubview(contained.view)
            }
        }
        final class InboxViewController: UIViewController {
            func filter() {
                present(ClippedContainerViewController(viewController: FilterViewController()), animated: true)
            }
        }
        """)
        #expect(result.graph.drawnEdges(inFilesStartingWith: "") == [
            "InboxViewController present FilterViewController Fixture.swift:20",
        ])
    }
}
