import FlowGraph
import FlowGraphScanner
import Testing

/// A container of the app's keeping its screens in a dictionary by key (`private lazy var
/// screens: [Tab: UIViewController] = [.home: …, .settings: …]`) and embedding the one a tap
/// selects (`addChild(screens[tab])`): each of the dictionary's screens, where it is embedded.
struct KeyedScreensTests {
    private static let tabs = (path: "Shell/ShellViewController.swift", text: """
    import UIKit
    final class HomeViewController: UIViewController {}
    final class SettingsViewController: UIViewController {}
    final class ShellViewController: UIViewController {
        enum Tab { case home, settings }
        private lazy var screens: [Tab: UIViewController] = [
            .home: UINavigationController(rootViewController: HomeViewController()),
            .settings: SettingsViewController(),
        ]
        func select(_ tab: Tab) {
            guard let next = self.screens[tab] else { return }
            addChild(next)
        }
    }
    """)

    @Test func aScreenLookedUpByKeyIsEachOfTheDictionarysScreens() {
        let result = Scan.files([Self.tabs])
        // Embedded (neither a push nor a present).
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Shell/") == [
            "ShellViewController other HomeViewController Shell/ShellViewController.swift:12",
            "ShellViewController other SettingsViewController Shell/ShellViewController.swift:12",
        ])
    }
}
