import FlowGraph
import FlowGraphScanner
import Testing

/// A screen's navigation table, as Tempura writes it (`.show(Screen.help): .presentModally {
/// context in HelpViewController(…) }`, `.push { _ in … }`): each entry is the screen's
/// navigation to what the closure builds, where the instruction is written.
struct NavigationTableTests {
    private static let screens = (path: "Tips/TipsViewController.swift", text: """
    import UIKit
    final class HelpViewController: UIViewController { init(topic: String) { super.init(nibName: nil, bundle: nil) } }
    final class ArticleViewController: UIViewController {}
    final class TipsViewController: UIViewController {}
    extension TipsViewController: RoutableWithConfiguration {
        var navigationConfiguration: [NavigationRequest: NavigationInstruction] {
            return [
                .show(Screen.help): .presentModally { context in
                    let topic = context as? String ?? ""
                    let help = HelpViewController(topic: topic)
                    help.modalPresentationStyle = .fullScreen
                    return help
                },
                .show(Screen.article): .push { _ in
                    ArticleViewController()
                },
                .hide(Screen.help): .dismissModally(behaviour: .hard),
            ]
        }
    }
    """)

    @Test func eachEntryShowsWhatItsClosureBuilds() {
        let result = Scan.files([Self.screens])
        #expect(result.graph.drawnEdges(inFilesStartingWith: "Tips/") == [
            "TipsViewController present HelpViewController Tips/TipsViewController.swift:8",
            "TipsViewController push ArticleViewController Tips/TipsViewController.swift:14",
        ])
    }
}
